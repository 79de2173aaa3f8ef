import { z } from 'zod';
import { MAX_STRING_LENGTH, pageQueryShape, paginationLinksSchema, paginationMetaSchema, timestampSchema } from './common';

/** 4.6 query. */
export const searchModelsQuerySchema = z.object({
  model: z
    .string({ error: 'The model field is required.' })
    .trim()
    .min(1, 'The model field is required.')
    .max(MAX_STRING_LENGTH, `The model field must not be greater than ${MAX_STRING_LENGTH} characters.`),
  brand: z.string().max(MAX_STRING_LENGTH).optional(),
  ...pageQueryShape,
});
export type SearchModelsQuery = z.infer<typeof searchModelsQuerySchema>;

/** 2.6 */
export const modelSearchResultSchema = z.object({
  id: z.uuid(),
  model: z.string(),
  model_notes: z.string(),
  manuals_count: z.number().int(),
  logo: z.string(),
  image: z.string(),
  system_type: z.string(),
  calling_groups: z.string(),
  updated_at: timestampSchema,
  functional_parts_count: z.number().int(),
  my_parts_count: z.number().int(),
  my_parts_replacements_count: z.number().int(),
  root_model: z.string(),
  brand_name: z.string(),
  brand_image: z.string(),
  series: z
    .object({
      id: z.number().int(),
      name: z.string(),
      image: z.object({ id: z.string(), url: z.string(), conversions: z.array(z.unknown()) }),
    })
    .nullable(),
  confidence_score: z.number().min(0).max(1),
  // Extensions (README "API notes", model search ranking):
  /** True when the row is shown because its brand is a sister brand of the `brand` asked for, which has no row of its own. */
  sister_brand: z.boolean(),
  /** Other brands whose rows in the same search carry the same normalized model number (sorted; at most 12). */
  also_sold_as: z.array(z.string()),
});
export type ModelSearchResult = z.infer<typeof modelSearchResultSchema>;

export const searchModelsResponseSchema = z.object({
  data: z.array(modelSearchResultSchema),
  links: paginationLinksSchema,
  meta: paginationMetaSchema.extend({
    links: z.array(z.object({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
    search_term: z.string(),
  }),
});
export type SearchModelsResponse = z.infer<typeof searchModelsResponseSchema>;
