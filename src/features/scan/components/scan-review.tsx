import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { NameplateFields } from '@/domain/nameplate';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCreateScannedAsset } from '../api/create-scanned-asset';
import type { ScanResult } from '../ocr/scan-photo';
import PlateOverlay, { type OverlayBox } from './plate-overlay';
import ScanFieldInput from './scan-field-input';
import ScanPreview from './scan-preview';

type Key = keyof NameplateFields;
const FIELDS: Array<{ key: Key; label: string; short: string; body: 'model_number' | 'serial_number' | 'brand' }> = [
  { key: 'model', label: 'Model number', short: 'Model', body: 'model_number' },
  { key: 'serial', label: 'Serial number', short: 'Serial', body: 'serial_number' },
  { key: 'brand', label: 'Brand', short: 'Brand', body: 'brand' },
];

export interface Site {
  customerName: string;
  customerAddress: string;
}

/** Review of one photo's fields: edit, see what the service makes of them, add the asset. */
export default function ScanReview({ name, result, site }: { name: string; result: ScanResult; site: Site }) {
  const formId = useId();
  const [values, setValues] = useState<Record<Key, string>>({
    model: result.fields.model?.value ?? '',
    serial: result.fields.serial?.value ?? '',
    brand: result.fields.brand?.value ?? '',
  });
  const [active, setActive] = useState<Key>('model');
  const mutation = useCreateScannedAsset();
  const created = mutation.data?.data;
  const fieldErrors = isApiError(mutation.error) ? mutation.error.fieldErrors : {};

  const boxes: OverlayBox[] = FIELDS.flatMap((f) => {
    const bbox = result.fields[f.key]?.bbox;
    return bbox ? [{ key: f.key, label: f.short, bbox, active: active === f.key }] : [];
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate({
      model_number: values.model.trim(),
      serial_number: values.serial.trim() || null,
      brand: values.brand.trim() || null,
      customer_name: site.customerName.trim() || null,
      customer_address: site.customerAddress.trim() || null,
    });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PlateOverlay image={result.image} boxes={boxes} description={`Photo ${name}, with boxes where the model, serial and brand were read`} />
      <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={`Fields read from ${name}`}>
        {FIELDS.map((f) => (
          <ScanFieldInput
            key={f.key}
            id={`${formId}-${f.key}`}
            label={f.label}
            value={values[f.key]}
            field={result.fields[f.key]}
            onChange={(v) => setValues((x) => ({ ...x, [f.key]: v }))}
            onFocus={() => setActive(f.key)}
            disabled={mutation.isPending || created !== undefined}
            errors={fieldErrors[f.body]}
          />
        ))}
        <ScanPreview model={values.model} serial={values.serial} brand={values.brand} />
        {created ? (
          <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
            Asset <span className="font-medium break-all">{created.model_number}</span> was added and is queued for enrichment.{' '}
            <Link className="link" to={paths.asset.getHref(created.id)}>
              Open the asset
            </Link>
          </p>
        ) : (
          <button type="submit" className="btn-primary" disabled={mutation.isPending || values.model.trim() === ''}>
            {mutation.isPending ? 'Adding…' : 'Add asset'}
          </button>
        )}
        {mutation.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            The asset was not added: {mutation.error.message}
          </p>
        )}
        <p className="text-xs text-slate-600">Read in {(result.elapsedMs / 1000).toFixed(1)} s{result.quarterTurns ? `, turned ${result.quarterTurns * 90}°` : ''}.</p>
      </form>
    </div>
  );
}
