import { isApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAgeAndWarranty } from '../api/age-and-warranty';
import { useModelPreview } from '../api/search-catalog';

const PREVIEW_DEBOUNCE_MS = 400;

/** What the service will make of the fields, from its own endpoints, before anything is added. */
export default function ScanPreview({ model, serial, brand }: { model: string; serial: string; brand: string }) {
  const m = useDebouncedValue(model.trim(), PREVIEW_DEBOUNCE_MS);
  const s = useDebouncedValue(serial.trim(), PREVIEW_DEBOUNCE_MS);
  const b = useDebouncedValue(brand.trim(), PREVIEW_DEBOUNCE_MS);
  const models = useModelPreview(m, b);
  const age = useAgeAndWarranty(b, s);
  const top = models.data?.data[0];

  return (
    <div aria-live="polite" className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <h3 className="font-semibold text-slate-900">What the service will make of it</h3>
      <p>
        <span className="font-medium">Catalog: </span>
        {m === ''
          ? 'no model number yet.'
          : models.isPending
            ? 'looking it up…'
            : models.isError
              ? models.error.message
              : top
                ? `${top.brand_name} ${top.model} (${top.system_type}), ${Math.round(top.confidence_score * 100)}% confidence`
                : 'no catalog model fits this model number; the serial can still date the unit.'}
      </p>
      <p>
        <span className="font-medium">Age and warranty: </span>
        {b === '' || s === ''
          ? 'needs a brand and a serial number.'
          : age.isPending
            ? 'decoding the serial…'
            : age.isError
              ? isApiError(age.error) && age.error.status === 422
                ? age.error.message
                : 'could not be worked out right now.'
              : `made ${age.data.manufacturing_date}${age.data.ambiguous ? ` (or ${age.data.candidates.slice(1).join(', ')})` : ''}` +
                (age.data.equipment_age_years !== null ? `, ${age.data.equipment_age_years.toFixed(1)} years old` : '') +
                (age.data.standard_warranty_registered !== null
                  ? `; standard warranty ${age.data.standard_warranty_registered} years registered` +
                    (age.data.standard_warranty_unregistered !== null ? `, ${age.data.standard_warranty_unregistered} unregistered` : '')
                  : '; no standard warranty terms for this brand')}
      </p>
    </div>
  );
}
