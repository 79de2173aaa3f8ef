import { z } from 'zod';
import { MAX_STRING_LENGTH } from '@/contract/common';
import { WARRANTY_BASES, type WarrantyBasis } from '@/domain/enrichment/types';

// URL state of the warranty page (bookmarkable like the asset table): the basis and the narrowing.
// Malformed values fall back to their defaults.

/** Largest equipment age accepted, years (the contract's bound on equipment_age_*_years). */
export const MAX_EQUIPMENT_AGE_YEARS = 200;

const text = z
  .string()
  .trim()
  .max(MAX_STRING_LENGTH)
  .transform((s) => (s === '' ? undefined : s))
  .optional()
  .catch(undefined);
const ageYears = z.coerce.number().min(0).max(MAX_EQUIPMENT_AGE_YEARS).optional().catch(undefined);

export const warrantySearchSchema = z.object({
  /** Registered is the default: most dispatch decisions assume the owner registered the unit. */
  warranty_basis: z.enum(WARRANTY_BASES).catch('registered'),
  type: text,
  equipment_age_min_years: ageYears,
  equipment_age_max_years: ageYears,
  distributor: text,
});
export type WarrantySearch = z.infer<typeof warrantySearchSchema>;
/** The narrowing carried from the chart into each count and each drill-down. */
export type WarrantyNarrowing = Omit<WarrantySearch, 'warranty_basis'>;

export function parseWarrantySearch(params: URLSearchParams): WarrantySearch {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(warrantySearchSchema.shape)) {
    const v = params.get(key);
    if (v !== null && v !== '') raw[key] = v;
  }
  return warrantySearchSchema.parse(raw);
}

export function serializeWarrantySearch(s: WarrantySearch): URLSearchParams {
  const out = new URLSearchParams();
  if (s.warranty_basis !== ('registered' satisfies WarrantyBasis)) out.set('warranty_basis', s.warranty_basis);
  if (s.type !== undefined) out.set('type', s.type);
  if (s.equipment_age_min_years !== undefined) out.set('equipment_age_min_years', String(s.equipment_age_min_years));
  if (s.equipment_age_max_years !== undefined) out.set('equipment_age_max_years', String(s.equipment_age_max_years));
  if (s.distributor !== undefined) out.set('distributor', s.distributor);
  return out;
}

export const AGE_ORDER_MESSAGE = 'The minimum age must be less than or equal to the maximum age.';

/** The narrowing actually applied: a reversed age range is flagged on the form and not sent. */
export function effectiveNarrowing(s: WarrantySearch): { narrowing: WarrantyNarrowing; ageError: string | null } {
  const { equipment_age_min_years: min, equipment_age_max_years: max } = s;
  const reversed = min !== undefined && max !== undefined && min > max;
  return {
    narrowing: {
      type: s.type,
      distributor: s.distributor,
      equipment_age_min_years: reversed ? undefined : min,
      equipment_age_max_years: reversed ? undefined : max,
    },
    ageError: reversed ? AGE_ORDER_MESSAGE : null,
  };
}
