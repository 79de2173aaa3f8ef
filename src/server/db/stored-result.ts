import { z } from 'zod';
import { explanationSchema } from '../../domain/enrichment/explanation';

// assets.result_json: what the detail endpoint needs beyond the indexed columns. Written by the
// worker through enrichmentColumns(); read (and validated) here.

export const storedResultSchema = z.object({
  model_data: z.record(z.string(), z.string()).nullable(),
  part_data: z.record(z.string(), z.unknown()).nullable(),
  warranty: z
    .object({
      detail: z.string(),
      standard_warranty_registered: z.number().int(),
      standard_warranty_unregistered: z.number().int(),
    })
    .nullable(),
  explanation: explanationSchema.nullable(),
});
export type StoredResult = z.infer<typeof storedResultSchema>;

export function readStoredResult(text: string | null): StoredResult | null {
  if (text === null) return null;
  return storedResultSchema.parse(JSON.parse(text));
}
