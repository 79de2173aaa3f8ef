import { z } from 'zod';

/** Supported refrigerants, spelled as spec 4.8 spells them (the canonical `gas_type` values). */
export const GAS_TYPES = [
  'R-134A',
  'R-22',
  'R-32',
  'R-404A',
  'R-407C',
  'R-410A',
  'R-421A',
  'R-422B',
  'R-422D',
  'R-427A',
  'R-438A',
  'R-453A',
  'R-454A',
  'R-454B',
  'R-458A',
  'R-507',
] as const;

export type GasType = (typeof GAS_TYPES)[number];

/** Single-component refrigerants: no glide, bubble point equals dew point. */
export const PURE_GAS_TYPES: readonly GasType[] = ['R-134A', 'R-22', 'R-32'];

/** Other spellings of the same product (ASHRAE 34 names R-507 "R-507A"). */
const ALIASES: Readonly<Record<string, GasType>> = { 'R-507A': 'R-507' };

/**
 * Canonical spelling of a refrigerant name, or null: case, spaces, underscores and the dash after
 * "R" are ignored, so `r410a`, `R410A`, `r-410a` and `R 410A` all give `R-410A`.
 */
export function normalizeGasType(raw: string): GasType | null {
  const compact = raw.trim().toUpperCase().replace(/[\s_]+/g, '');
  const match = /^R-?(\d{2,3}[A-Z]?)$/.exec(compact);
  if (!match) return null;
  const name = `R-${match[1]}`;
  if ((GAS_TYPES as readonly string[]).includes(name)) return name as GasType;
  return ALIASES[name] ?? null;
}

const GAS_TYPE_ERROR = `gas_type must be one of ${GAS_TYPES.join(', ')} (case and dashes are ignored, e.g. r410a)`;

/**
 * `gas_type` request field: accepts case and dash variants and yields the canonical spelling.
 * The JSON Schema generated from it lists the canonical values.
 */
export const gasTypeSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? (normalizeGasType(value) ?? value) : value),
    z.enum(GAS_TYPES, {
      error: (issue) => (issue.input === undefined ? 'gas_type is required' : GAS_TYPE_ERROR),
    }),
  )
  .describe(
    `Refrigerant (spec 4.8): ${GAS_TYPES.join(', ')}. Case, spaces and the dash after "R" are ignored (r410a → R-410A); R-507A is accepted for R-507.`,
  );
