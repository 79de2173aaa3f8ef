import { STANDARD_ATMOSPHERE_PSIA, standardAtmospherePsia } from '../psychrometrics';
import { numberField, validNumber } from './fields';
import type { Quantity } from './result';

// Extension beyond spec 4.7: the local atmosphere, for gauge → absolute conversion and psychrometrics.
// Default: standard sea level, 14.696 psia.

/** Accepted atmospheric pressure, psia (about 33,000 ft up to a strong sea-level high). */
export const MIN_ATMOSPHERIC_PRESSURE_PSIA = 4;
export const MAX_ATMOSPHERIC_PRESSURE_PSIA = 16;
/** Accepted altitude, ft (Dead Sea shore to the top of the standard-atmosphere troposphere fit). */
export const MIN_ALTITUDE_FT = -1500;
export const MAX_ALTITUDE_FT = 30000;

export const STANDARD_ATMOSPHERE_SOURCE = 'ASHRAE Handbook — Fundamentals (2017) ch. 1 eq. 3: p = 14.696 (1 − 6.8754×10⁻⁶ Z)^5.2559';

export const ambientShape = {
  atmospheric_pressure: numberField('atmospheric_pressure', 'psia')
    .gte(MIN_ATMOSPHERIC_PRESSURE_PSIA, `atmospheric_pressure must be at least ${MIN_ATMOSPHERIC_PRESSURE_PSIA} psia`)
    .lte(MAX_ATMOSPHERIC_PRESSURE_PSIA, `atmospheric_pressure must be at most ${MAX_ATMOSPHERIC_PRESSURE_PSIA} psia`)
    .optional()
    .describe(
      'Extension (not in spec 4.7): local atmospheric pressure, psia. Gauge readings (psig) are made absolute with it; psychrometric properties use it. Default 14.696 psia (standard sea level). Give this or altitude_ft, not both.',
    ),
  altitude_ft: numberField('altitude_ft', 'ft')
    .gte(MIN_ALTITUDE_FT, `altitude_ft must be at least ${MIN_ALTITUDE_FT} ft`)
    .lte(MAX_ALTITUDE_FT, `altitude_ft must be at most ${MAX_ALTITUDE_FT} ft`)
    .optional()
    .describe(
      `Extension (not in spec 4.7): altitude above sea level, ft; the atmospheric pressure is then the standard atmosphere's (${STANDARD_ATMOSPHERE_SOURCE}).`,
    ),
};

export interface AmbientInput {
  atmospheric_pressure?: number | undefined;
  altitude_ft?: number | undefined;
}

export interface Atmosphere {
  psia: number;
  source: 'standard' | 'given' | 'altitude';
}

export function resolveAtmosphere(input: AmbientInput): Atmosphere {
  if (input.atmospheric_pressure !== undefined) return { psia: input.atmospheric_pressure, source: 'given' };
  if (input.altitude_ft !== undefined) return { psia: standardAtmospherePsia(input.altitude_ft), source: 'altitude' };
  return { psia: STANDARD_ATMOSPHERE_PSIA, source: 'standard' };
}

type Ctx = Parameters<typeof validNumber>[0] & { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/**
 * Cross-field check of the two ambient fields; returns the atmosphere the other checks should use
 * (standard when the ambient fields are absent or invalid — they carry their own errors then).
 */
export function checkAmbient(ctx: Ctx): number {
  const given = validNumber(ctx, 'atmospheric_pressure');
  const altitude = validNumber(ctx, 'altitude_ft');
  if (given !== undefined && altitude !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['altitude_ft'], message: 'Give atmospheric_pressure or altitude_ft, not both' });
  }
  return resolveAtmosphere({ atmospheric_pressure: given, altitude_ft: altitude }).psia;
}

/** The atmosphere as an explained input. */
export function atmosphereQuantity(atmosphere: Atmosphere, input: AmbientInput): Quantity {
  const detail =
    atmosphere.source === 'given'
      ? 'given (atmospheric_pressure)'
      : atmosphere.source === 'altitude'
        ? `standard atmosphere at ${input.altitude_ft} ft (${STANDARD_ATMOSPHERE_SOURCE})`
        : 'standard sea-level atmosphere (default; give atmospheric_pressure or altitude_ft to change it)';
  return { name: 'atmospheric_pressure', label: 'Atmospheric pressure', value: atmosphere.psia, unit: 'psia', detail };
}
