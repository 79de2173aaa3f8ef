import type { z } from 'zod';
import { validationError, type AppError, type FieldErrors } from './errors';

/**
 * Zod issues → {field: [messages]}. Field names are the issue path joined with dots
 * (`match_type.1` for the second element of match_type[]); an issue on the whole input is
 * reported under `fallbackField`.
 */
export function zodIssuesToFieldErrors(error: z.ZodError, fallbackField: string): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : fallbackField;
    const list = (out[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

export function zodToValidationError(error: z.ZodError, fallbackField: string): AppError {
  return validationError(zodIssuesToFieldErrors(error, fallbackField));
}
