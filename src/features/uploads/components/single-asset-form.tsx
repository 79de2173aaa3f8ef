import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useCreateAsset } from '../api/create-asset';
import {
  EMPTY_VALUES,
  SINGLE_ASSET_FIELDS,
  toCreateAssetBody,
  type FieldErrors,
  type SingleAssetValues,
} from '../single-asset-fields';
import FormField from './form-field';

/** Spec 4.2: one asset. Checked with the contract before sending; the server's 422 errors land beside the fields too. */
export default function SingleAssetForm() {
  const [values, setValues] = useState<SingleAssetValues>(EMPTY_VALUES);
  const [distributor, setDistributor] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const mutation = useCreateAsset();
  const formId = useId();

  const serverError = mutation.error && !(isApiError(mutation.error) && mutation.error.status === 401) ? mutation.error : null;
  const serverFieldErrors: FieldErrors = isApiError(serverError) ? serverError.fieldErrors : {};
  const errors: FieldErrors = { ...serverFieldErrors, ...clientErrors };
  const knownFields = new Set<string>([...SINGLE_ASSET_FIELDS.map((f) => f.name), 'distributor']);
  const otherServerErrors = Object.entries(serverFieldErrors).filter(([field]) => !knownFields.has(field));

  const setValue = (name: keyof SingleAssetValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (clientErrors[name]) setClientErrors(({ [name]: _dropped, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = toCreateAssetBody(values);
    if (!checked.ok) {
      setClientErrors(checked.errors);
      mutation.reset();
      const first = SINGLE_ASSET_FIELDS.find((f) => checked.errors[f.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setClientErrors({});
    mutation.mutate(
      { body: checked.body, distributor: distributor.trim() || undefined },
      { onSuccess: () => setValues(EMPTY_VALUES) },
    );
  };

  const created = mutation.data?.data;

  return (
    <section aria-labelledby="single-asset-heading" className="card space-y-4">
      <div>
        <h2 id="single-asset-heading" className="text-lg font-semibold text-slate-900">
          Add one asset
        </h2>
        <p className="mt-1 text-sm text-slate-700">For a single unit: it is enriched in the background like a CSV row.</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Add one asset">
        {SINGLE_ASSET_FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`${formId}-${field.name}`}
            field={field}
            value={values[field.name]}
            errors={errors[field.name]}
            onChange={(v) => setValue(field.name, v)}
            disabled={mutation.isPending}
          />
        ))}
        <FormField
          id={`${formId}-distributor`}
          field={{ name: 'distributor', label: 'Distributor ID', required: false, hint: 'Scopes the asset to one distributor.' }}
          value={distributor}
          errors={errors.distributor}
          onChange={setDistributor}
          disabled={mutation.isPending}
        />
        <div className="flex items-end sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? 'Adding…' : 'Add asset'}
          </button>
        </div>
      </form>
      {serverError && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">The asset was not added</p>
          <p className="mt-1">{serverError.message}</p>
          {otherServerErrors.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {otherServerErrors.map(([field, msgs]) => (
                <li key={field}>
                  <span className="font-mono">{field}</span>: {msgs?.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {created && (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
          Asset <span className="font-medium break-all">{created.model_number}</span> was added and is queued for enrichment.{' '}
          <Link className="link" to={paths.asset.getHref(created.id)}>
            Open the asset
          </Link>
        </p>
      )}
    </section>
  );
}
