import { createAssetBodySchema, type CreateAssetBody } from '@/contract/assets';
import { MAX_STRING_LENGTH } from '@/contract/common';
import { TYPES_OF_SERVICE } from '@/domain/enrichment/types';

/** The form's fields: the 4.2 body plus the distributor query parameter. */
export const SINGLE_ASSET_FIELDS = [
  { name: 'model_number', label: 'Model number', required: true, hint: 'As printed on the nameplate.' },
  { name: 'brand', label: 'Brand', required: false, hint: 'Improves match confidence.' },
  { name: 'serial_number', label: 'Serial number', required: false, hint: 'Needed for the manufacturing date and warranty.' },
  { name: 'customer_name', label: 'Customer name', required: false },
  { name: 'customer_address', label: 'Customer address', required: false },
  { name: 'unique_id', label: 'Your ID for this unit', required: false },
  { name: 'date_added', label: 'Date added', required: false, kind: 'date', hint: 'Install or service date.' },
  { name: 'type_of_service', label: 'Type of service', required: false, kind: 'select' },
  { name: 'notes', label: 'Notes', required: false, kind: 'textarea' },
] as const satisfies readonly {
  name: keyof CreateAssetBody;
  label: string;
  required: boolean;
  hint?: string;
  kind?: 'date' | 'select' | 'textarea';
}[];

export type SingleAssetFieldName = (typeof SINGLE_ASSET_FIELDS)[number]['name'];
export type SingleAssetValues = Record<SingleAssetFieldName, string>;
export type FieldErrors = Partial<Record<string, string[]>>;

export { MAX_STRING_LENGTH, TYPES_OF_SERVICE };

export const EMPTY_VALUES: SingleAssetValues = Object.fromEntries(SINGLE_ASSET_FIELDS.map((f) => [f.name, ''])) as SingleAssetValues;

/**
 * Form values → the 4.2 body, checked with the contract's own schema (the server's rules). Empty
 * fields are left out. Returns the body, or the messages of each failing field.
 */
export function toCreateAssetBody(values: SingleAssetValues): { ok: true; body: CreateAssetBody } | { ok: false; errors: FieldErrors } {
  // model_number always goes in (the schema trims it and says when it is missing).
  const raw: Record<string, string> = { model_number: values.model_number };
  for (const [k, v] of Object.entries(values)) if (k !== 'model_number' && v.trim() !== '') raw[k] = v.trim();
  const parsed = createAssetBodySchema.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'model_number');
    (errors[field] ??= []).push(issue.message);
  }
  return { ok: false, errors };
}
