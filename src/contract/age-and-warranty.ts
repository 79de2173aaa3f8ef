import { z } from 'zod';
import { MAX_STRING_LENGTH } from './common';

/** GET /gateway/{partner}/age-and-warranty (issue extension; the vendor's own endpoint name). */
export const ageAndWarrantyQuerySchema = z.object({
  brand: z
    .string({ error: 'The brand field is required.' })
    .trim()
    .min(1, 'The brand field is required.')
    .max(MAX_STRING_LENGTH),
  serial_number: z
    .string({ error: 'The serial number field is required.' })
    .trim()
    .min(1, 'The serial number field is required.')
    .max(MAX_STRING_LENGTH),
});
export type AgeAndWarrantyQuery = z.infer<typeof ageAndWarrantyQuerySchema>;

export const ageAndWarrantyResponseSchema = z.object({
  brand: z.string(),
  serial_number: z.string(),
  /** Brand family whose rule decoded the serial. */
  family: z.string(),
  /** YYYY-MM, or YYYY when the rule gives only the year. */
  manufacturing_date: z.string(),
  ambiguous: z.boolean(),
  /** Every candidate date when a cyclic year code is ambiguous. */
  candidates: z.array(z.string()),
  chosen_reason: z.string().nullable(),
  rule: z.string(),
  equipment_age_years: z.number().nullable(),
  standard_warranty_registered: z.number().int().nullable(),
  standard_warranty_unregistered: z.number().int().nullable(),
  registration_window_days: z.number().int().nullable(),
  warranty_terms_note: z.string().nullable(),
  sources: z.array(z.string()),
});
export type AgeAndWarrantyResponse = z.infer<typeof ageAndWarrantyResponseSchema>;
