import { z } from 'zod';

/** Largest page a list endpoint serves (spec 8: "maximum per_page: not shown" — our decision). */
export const MAX_PER_PAGE = 500;
/** Spec 8: default page size of every list endpoint and model search. */
export const DEFAULT_PER_PAGE = 15;
/** Spec 4.2 / 8: string field length limit. */
export const MAX_STRING_LENGTH = 255;

/** Error body of every non-2xx response (spec 7 shape; `errors` present on validation failures). */
export const errorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ApiErrorBody = z.infer<typeof errorSchema>;

export const partnerSlugSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/i, 'Partner slug: letters, digits, dash and underscore');

export const partnerParamsSchema = z.object({ partner: partnerSlugSchema });

/** Query-string integers arrive as strings. */
const queryInt = (name: string, min: number, max?: number) => {
  let s = z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be an integer`).min(min, `${name} must be at least ${min}`);
  if (max !== undefined) s = s.max(max, `${name} may be at most ${max}`);
  return s;
};

export const pageQueryShape = {
  page: queryInt('page', 1).optional(),
  per_page: queryInt('per_page', 1, MAX_PER_PAGE).optional(),
};

/** 2.7 links */
export const paginationLinksSchema = z.object({
  first: z.string(),
  last: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});

/** 2.7 meta */
export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  path: z.string(),
  per_page: z.number().int(),
  to: z.number().int().nullable(),
  total: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), links: paginationLinksSchema, meta: paginationMetaSchema });
}

/** ISO 8601 UTC timestamp, e.g. 2024-05-01T00:00:00.000000Z */
export const timestampSchema = z.string();

/** A real calendar date YYYY-MM-DD (rejects 2023-02-30). */
export function isRealCalendarDate(value: string): boolean {
  // Read by character codes, no RegExp match or Date per call: an upload checks every row's date
  // (~0.3 µs a row less than a regex exec and a Date). Years 0–99 follow Date.UTC, which reads them
  // as 1900–1999 (so 0000-02-29 is refused, as 1900 has no 29 February).
  if (value.length !== 10 || value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH) return false;
  const y = digits(value, 0, 4);
  const mo = digits(value, 5, 7);
  const d = digits(value, 8, 10);
  if (y < 0 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= daysInMonth(y < 100 ? y + 1900 : y, mo);
}

const DASH = 45;
const ZERO = 48;

/** The decimal number in value[from, to), or -1 when a character there is not an ASCII digit. */
function digits(value: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = value.charCodeAt(i) - ZERO;
    if (c < 0 || c > 9) return -1;
    n = n * 10 + c;
  }
  return n;
}

/** Days in month `mo` (1–12) of Gregorian year `y` (leap: divisible by 4, not by 100 unless by 400). */
function daysInMonth(y: number, mo: number): number {
  if (mo === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
}

export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date in the format YYYY-MM-DD')
  .refine(isRealCalendarDate, 'Must be a real calendar date');
