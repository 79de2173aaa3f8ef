import { z } from 'zod';
import { BRAND_FAMILIES, MATCH_TYPES, WARRANTY_TIERS } from './types';

// The engine's explanation of one enrichment: an extension beside the spec's fields (which stay
// exact). The asset detail API returns it as `explanation`; the dashboard renders it.

export const matchAlternativeSchema = z.object({
  id: z.string(),
  model: z.string(),
  brand: z.string(),
  type: z.string(),
  confidence_score: z.number().min(0).max(1),
  match_type: z.enum(MATCH_TYPES),
  reason: z.string(),
});

export const matchExplanationSchema = z.object({
  /** The submitted model number after normalization (uppercase, no spaces/dashes/slashes/dots). */
  normalized_input: z.string(),
  /** One line: which normalization, wildcard pattern, suffix or fuzzy rule produced the match, or why none did. */
  reason: z.string(),
  /** The catalog pattern that matched (the model as the source writes it), when one did. */
  matched_pattern: z.string().nullable(),
  /** Whether the submitted brand agreed with the model's brand (aliases count); null when no brand was given. */
  brand_agreement: z.enum(['same', 'alias', 'conflict']).nullable(),
  /** Up to three other candidates with scores. */
  alternatives: z.array(matchAlternativeSchema).max(3),
});

export const serialExplanationSchema = z.object({
  /** Brand family whose rule was applied (RULES.md section), or null when none could be. */
  family: z.enum(BRAND_FAMILIES).nullable(),
  /** Which brand the family came from: the submitted brand or the matched model's brand. */
  brand_source: z.enum(['submitted', 'matched_model']).nullable(),
  /** Human description of the rule and era, e.g. "Carrier 1990s–present: WWYY + plant + sequence". */
  rule: z.string().nullable(),
  /** Decoded date, YYYY-MM or YYYY (month unknown). */
  manufacturing_date: z.string().nullable(),
  ambiguous: z.boolean(),
  /** Every candidate date when a cyclic code is ambiguous (YYYY-MM or YYYY). */
  candidates: z.array(z.string()),
  /** Why the chosen candidate was chosen (e.g. the matched model's era). */
  chosen_reason: z.string().nullable(),
  /** Why nothing could be decoded, when nothing was. */
  error: z.string().nullable(),
  /** Source URL(s) of the rule. */
  sources: z.array(z.string()),
});

export const warrantyExplanationSchema = z.object({
  /** Brand family whose standard terms were used. */
  terms_family: z.string(),
  /** YYYY-MM-DD */
  start_date: z.string(),
  start_source: z.enum(['install_date', 'manufacture_date_offset']),
  /** e.g. "date_added 2024-05-01 of an install" or "manufacture date 2019-06 + 90 days (Carrier)". */
  start_source_detail: z.string(),
  registration_window_days: z.number().int().nullable(),
  tiers: z.object({ registered: z.enum(WARRANTY_TIERS), not_registered: z.enum(WARRANTY_TIERS) }),
  sources: z.array(z.string()),
});

/** What the model number itself says (RULES.md nomenclature), whether or not a catalog model matched. */
export const nomenclatureExplanationSchema = z.object({
  /** True when the decode identified the asset (no catalog match); false when it only checked a match. */
  used: z.boolean(),
  family: z.string(),
  brand: z.string(),
  type: z.string(),
  series: z.string(),
  /** The model number as decoded (normalized). */
  model: z.string(),
  description: z.string().nullable(),
  /** Decoded fields under their model_data labels (units in the keys). */
  fields: z.record(z.string(), z.string()),
  /** Weakest evidence tag of the fields: src (printed key), pattern (inferred from sourced models), unconfirmed. */
  evidence: z.enum(['src', 'pattern', 'unconfirmed']),
  rule: z.string(),
  source: z.string(),
  /** Where the decode contradicts the matched catalog model (type, refrigerant, capacity); empty when none. */
  disagreements: z.array(z.string()),
});

export const explanationSchema = z.object({
  /** One line a person understands: why the asset got its status. */
  status_reason: z.string(),
  match: matchExplanationSchema.nullable(),
  serial: serialExplanationSchema.nullable(),
  warranty: warrantyExplanationSchema.nullable(),
  /** Equipment age in whole-and-fractional years at enrichment time (the list filters recompute against today). */
  equipment_age_years: z.number().nullable(),
  /** The model-number decode; absent on results stored before decoding existed. */
  nomenclature: nomenclatureExplanationSchema.nullable().optional(),
});

export type MatchAlternative = z.infer<typeof matchAlternativeSchema>;
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;
export type SerialExplanation = z.infer<typeof serialExplanationSchema>;
export type WarrantyExplanation = z.infer<typeof warrantyExplanationSchema>;
export type NomenclatureExplanation = z.infer<typeof nomenclatureExplanationSchema>;
export type Explanation = z.infer<typeof explanationSchema>;
