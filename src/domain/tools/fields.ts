import { z } from 'zod';
import { ABSOLUTE_ZERO_F, HYLAND_WEXLER_MIN_TEMP_F } from '../psychrometrics';

// Field builders shared by the nine input schemas: one wording for every error, units in every message.

/** Highest air temperature the tools accept, °F (far above any HVAC reading; psychrometrics hold to 392 °F). */
export const MAX_AIR_TEMP_F = 200;
/** Highest refrigerant line temperature accepted, °F (compressor discharge limits are about 275–300 °F). */
export const MAX_LINE_TEMP_F = 350;

/** A required JSON number: missing, strings, NaN, Infinity and null all get a message naming the unit. */
export function numberField(name: string, unit: string) {
  return z.number({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a number (${unit})`),
  });
}

/** A temperature in °F, rejected at or below absolute zero (−459.67 °F). */
export function temperatureField(name: string) {
  return numberField(name, '°F').gt(ABSOLUTE_ZERO_F, `${name} is at or below absolute zero (−459.67 °F)`);
}

/**
 * An air temperature in °F within the range of the psychrometric equations the tools use. (No `abort`
 * on the absolute-zero check: an aborted field would skip the object's cross-field checks, so the
 * range check skips sub-absolute-zero values itself and the JSON Schema gets its minimum from meta.)
 */
export function airTemperatureField(name: string) {
  return temperatureField(name)
    .refine(
      (v) => v <= ABSOLUTE_ZERO_F || v >= HYLAND_WEXLER_MIN_TEMP_F,
      `${name} must be at least ${HYLAND_WEXLER_MIN_TEMP_F} °F (range of the psychrometric equations)`,
    )
    .lte(MAX_AIR_TEMP_F, `${name} must be at most ${MAX_AIR_TEMP_F} °F`)
    .meta({ minimum: HYLAND_WEXLER_MIN_TEMP_F });
}

/** A refrigerant line temperature in °F. */
export function lineTemperatureField(name: string) {
  return temperatureField(name).lte(MAX_LINE_TEMP_F, `${name} must be at most ${MAX_LINE_TEMP_F} °F`);
}

/** A positive quantity with an upper bound (e.g. tons, CFM). */
export function positiveField(name: string, unit: string, max: number) {
  return numberField(name, unit)
    .gt(0, `${name} must be greater than 0 ${unit}`)
    .lte(max, `${name} must be at most ${max} ${unit}`);
}

/** Narrow an unknown (raw, possibly invalid) field value to a finite number. */
export function finiteNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Refinement context as zod passes it: the raw value plus the issues found so far. */
interface CheckContext {
  value: unknown;
  issues: readonly { path?: readonly PropertyKey[] | undefined }[];
}

/**
 * A field's value for a cross-field check: a number that passed its own checks, else undefined
 * (so one bad field gets one message, not a cascade).
 */
export function validNumber(ctx: CheckContext, name: string): number | undefined {
  if (ctx.issues.some((issue) => issue.path?.[0] === name)) return undefined;
  const raw = (ctx.value as Record<string, unknown> | null)?.[name];
  return finiteNumber(raw);
}

/** The raw value of a field (already preprocessed, e.g. a normalized gas_type) if it has no issue. */
export function validValue(ctx: CheckContext, name: string): unknown {
  if (ctx.issues.some((issue) => issue.path?.[0] === name)) return undefined;
  return (ctx.value as Record<string, unknown> | null)?.[name];
}

/** Run cross-field checks even when other fields failed, so a form shows every problem at once. */
export const ALWAYS = { when: () => true } as const;
