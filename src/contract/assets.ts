import { z } from 'zod';
import { explanationSchema } from '../domain/enrichment/explanation';
import {
  ASSET_STATUSES,
  MATCH_TYPES,
  TYPES_OF_SERVICE,
  WARRANTY_BASES,
  WARRANTY_TIERS,
} from '../domain/enrichment/types';
import { REFRIGERANT_SOURCES, REPLACEMENT_FLAGS } from '../domain/replacement';
import {
  MAX_STRING_LENGTH,
  calendarDateSchema,
  pageQueryShape,
  paginatedSchema,
  partnerSlugSchema,
  timestampSchema,
} from './common';
import { ADDED_FROM, requestSummarySchema } from './requests';

export const DATE_PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;
export const SORT_CRITERIA = ['model_number', 'customer_name', 'updated_at'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** custom_data (extension of 4.2): any JSON value, at most this many bytes once serialized. */
export const MAX_CUSTOM_DATA_BYTES = 16_384;
/** Shortest search_string: the search is a trigram index (substrings of 3+ characters); empty means no search. */
export const MIN_SEARCH_CHARS = 3;

const optionalText = (field: string) =>
  z
    .string({ error: `The ${field} field must be a string.` })
    .max(MAX_STRING_LENGTH, `The ${field} field must not be greater than ${MAX_STRING_LENGTH} characters.`)
    .nullish();

/** 4.2 body. Absent and null mean the same. */
export const createAssetBodySchema = z.object({
  model_number: z
    .string({ error: 'The model number field is required and must be a string.' })
    .trim()
    .min(1, 'The model number field is required.')
    .max(MAX_STRING_LENGTH, `The model number field must not be greater than ${MAX_STRING_LENGTH} characters.`),
  brand: optionalText('brand'),
  serial_number: optionalText('serial number'),
  customer_name: optionalText('customer name'),
  customer_address: optionalText('customer address'),
  unique_id: optionalText('unique id'),
  date_added: z
    .string({ error: 'The date added field must be a date string.' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date added field must match the format YYYY-MM-DD.')
    .pipe(calendarDateSchema)
    .nullish(),
  type_of_service: z
    .enum(TYPES_OF_SERVICE, { error: 'The type of service must be install or maintenance_service.' })
    .nullish(),
  notes: optionalText('notes'),
  /** Extension: caller's own JSON, returned as custom_data on create and extra_data on list/get. */
  custom_data: z
    .unknown()
    .refine((v) => v === undefined || JSON.stringify(v).length <= MAX_CUSTOM_DATA_BYTES, {
      message: `The custom data field must be at most ${MAX_CUSTOM_DATA_BYTES} bytes of JSON.`,
    })
    .optional(),
  /** Extension: where the unit was added from (spec 2.2 values; default manual-entry). The dashboard's scan sends nameplate-scan. */
  added_from: z
    .enum(ADDED_FROM, { error: `The added from field must be one of ${ADDED_FROM.join(', ')}.` })
    .nullish(),
});
export type CreateAssetBody = z.infer<typeof createAssetBodySchema>;

/** Query of 4.2 / 4.1 / 4.3 (distributor scope on every enrichment endpoint). */
export const distributorQuerySchema = z.object({
  distributor: z.string().max(MAX_STRING_LENGTH).optional(),
});

/** Fields shared by the three asset shapes (2.1). */
const assetBaseShape = {
  id: z.uuid(),
  status: z.enum(ASSET_STATUSES),
  match_type: z.enum(MATCH_TYPES).nullable(),
  model_number: z.string(),
  brand: z.string().nullable(),
  serial_number: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_address: z.string().nullable(),
  unique_id: z.string().nullable(),
  date_added: timestampSchema.nullable(),
  notes: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  request: requestSummarySchema,
  // Extensions (documented in README "API notes"):
  type_of_service: z.enum(TYPES_OF_SERVICE).nullable(),
  distributor: z.string().nullable(),
  /** One line a person understands: why the asset has its status (null while pending). */
  status_reason: z.string().nullable(),
};

/** 201 response of 4.2: asset fields + custom_data + request, without enrichment/warranty. */
export const createdAssetSchema = z.object({ ...assetBaseShape, custom_data: z.unknown().nullable() });
export const createAssetResponseSchema = z.object({ data: createdAssetSchema });
export type CreatedAsset = z.infer<typeof createdAssetSchema>;

/**
 * 2.3 enrichment `source`: "search" (matched to a catalog model, the spec's value) or, an extension,
 * "nomenclature" (not in the catalog: identified from the model number by the manufacturer's
 * nomenclature, README "API notes"). Kept a string on the wire for values a later version adds.
 */
export const ENRICHMENT_SOURCES = ['search', 'nomenclature'] as const;
export type EnrichmentSource = (typeof ENRICHMENT_SOURCES)[number];
/** Whether an enrichment was identified from the model number rather than matched. */
export const isDecodedEnrichment = (e: { source: string } | null | undefined): boolean => e?.source === 'nomenclature';

/** 2.3 enrichment, list shape. */
export const enrichmentSummarySchema = z.object({
  id: z.uuid(),
  source: z.string(),
  confidence_score: z.number().min(0).max(1),
  model: z.string(),
  model_notes: z.string(),
  type: z.string(),
  brand: z.string(),
  image: z.string(),
});

/** 2.3 enrichment, get shape. */
export const enrichmentDetailSchema = enrichmentSummarySchema.extend({
  oem_id: z.uuid(),
  specifications: z.object({
    model_data: z.record(z.string(), z.string()),
    part_data: z.record(z.string(), z.unknown()).nullable(),
  }),
  warranty: z.object({ manufacturing_date: z.string().nullable() }),
});

/** 2.4 warranty, get shape. manufacturing_date is null when no serial could be decoded (install date known). */
export const warrantyDetailSchema = z.object({
  detail: z.string(),
  manufacturing_date: z.string().nullable(),
  registered_warranty_active: z.boolean(),
  registered_warranty_expiration_date: z.string(),
  standard_warranty_registered: z.number().int(),
  standard_warranty_unregistered: z.number().int(),
  unregistered_warranty_active: z.boolean(),
  unregistered_warranty_expiration_date: z.string(),
});

/** Extension, list shape: the asset's replacement flags as of today (domain/replacement). */
export const replacementSummarySchema = z.object({ flags: z.array(z.enum(REPLACEMENT_FLAGS)) });

/** Extension, get shape: the flags with a one-line reason each, the refrigerant and the service life. */
export const replacementDetailSchema = replacementSummarySchema.extend({
  /** 'R-22', 'R-410A', … (one spelling each); null when neither the model's data nor the era rule says. */
  refrigerant: z.string().nullable(),
  /** catalog: the matched model's data; model_number: the model-number rules; era_rule: R-22 likely (made before 2010). */
  refrigerant_source: z.enum(REFRIGERANT_SOURCES).nullable(),
  expected_service_life_years: z.number().nullable(),
  /** The published table the expected life is read from. */
  service_life_source: z.string().nullable(),
  /** First day past the expected service life (manufacture reference date + life years). */
  service_life_end_date: z.string().nullable(),
  /** Years from today to that day, negative once past; null when the unit is not dated or typed. */
  remaining_service_life_years: z.number().nullable(),
  reasons: z.partialRecord(z.enum(REPLACEMENT_FLAGS), z.string()),
});
export type ReplacementDetail = z.infer<typeof replacementDetailSchema>;

export const assetListItemSchema = z.object({
  ...assetBaseShape,
  extra_data: z.unknown().nullable(),
  enrichment: enrichmentSummarySchema.nullable(),
  warranty: z.object({ manufacturing_date: z.string().nullable() }).nullable(),
  replacement: replacementSummarySchema,
});
export type AssetListItem = z.infer<typeof assetListItemSchema>;

export const assetDetailSchema = z.object({
  ...assetBaseShape,
  extra_data: z.unknown().nullable(),
  enrichment: enrichmentDetailSchema.nullable(),
  warranty: warrantyDetailSchema.nullable(),
  // Extensions: the engine's explanation and derived values.
  explanation: explanationSchema.nullable(),
  equipment_age_years: z.number().nullable(),
  warranty_tiers: z.object({ registered: z.enum(WARRANTY_TIERS), not_registered: z.enum(WARRANTY_TIERS) }).nullable(),
  replacement: replacementDetailSchema,
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

export const assetParamsSchema = z.object({ partner: partnerSlugSchema, asset: z.string() });

/**
 * 4.4 query, with array parameters under their plain names (the wire form `match_type[]=a&match_type[]=b`
 * is mapped by query-string.ts). Extensions: request_id, oem_id, replacement_flag (any of the flags).
 */
export const listAssetsQuerySchema = z
  .object({
    search_string: z
      .string()
      .trim()
      .max(MAX_STRING_LENGTH, `The search string must not be greater than ${MAX_STRING_LENGTH} characters.`)
      .refine((s) => s.length === 0 || s.length >= MIN_SEARCH_CHARS, `The search string must be at least ${MIN_SEARCH_CHARS} characters.`)
      .optional(),
    ...pageQueryShape,
    sort_criteria: z.enum(SORT_CRITERIA).optional(),
    sort_order: z.enum(SORT_ORDERS).optional(),
    status: z.enum(ASSET_STATUSES).optional(),
    match_type: z.array(z.enum(MATCH_TYPES)).optional(),
    added_from: z.array(z.enum(ADDED_FROM)).optional(),
    added_by: z.string().max(MAX_STRING_LENGTH).optional(),
    date_added_preset: z.enum(DATE_PRESETS).optional(),
    date_modified_preset: z.enum(DATE_PRESETS).optional(),
    equipment_age_min_years: z.coerce.number({ error: 'Must be a number' }).min(0).max(200).optional(),
    equipment_age_max_years: z.coerce.number({ error: 'Must be a number' }).min(0).max(200).optional(),
    warranty_basis: z.enum(WARRANTY_BASES).optional(),
    warranty_expiration_tier: z.array(z.enum(WARRANTY_TIERS)).optional(),
    type_of_service: z.array(z.enum(TYPES_OF_SERVICE)).optional(),
    type: z.string().max(MAX_STRING_LENGTH).optional(),
    unique_id: z.string().max(MAX_STRING_LENGTH).optional(),
    distributor: z.string().max(MAX_STRING_LENGTH).optional(),
    request_id: z.uuid({ error: 'request_id must be a UUID' }).optional(),
    oem_id: z.uuid({ error: 'oem_id must be a UUID' }).optional(),
    replacement_flag: z
      .array(z.enum(REPLACEMENT_FLAGS, { error: `The replacement flag must be one of ${REPLACEMENT_FLAGS.join(', ')}.` }))
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (
      q.equipment_age_min_years !== undefined &&
      q.equipment_age_max_years !== undefined &&
      q.equipment_age_min_years > q.equipment_age_max_years
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['equipment_age_min_years'],
        message: 'The equipment age min years must be less than or equal to equipment age max years.',
      });
    }
    if (q.warranty_basis !== undefined && !q.warranty_expiration_tier?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['warranty_expiration_tier'],
        message: 'The warranty expiration tier field is required when warranty basis is present.',
      });
    }
    if (q.warranty_expiration_tier?.length && q.warranty_basis === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['warranty_basis'],
        message: 'The warranty basis field is required when warranty expiration tier is present.',
      });
    }
  });
export type ListAssetsQuery = z.infer<typeof listAssetsQuerySchema>;
export const listAssetsResponseSchema = paginatedSchema(assetListItemSchema);
export type ListAssetsResponse = z.infer<typeof listAssetsResponseSchema>;
