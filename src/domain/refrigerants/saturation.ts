import type { GasType } from './gas-types';
import { SATURATION_TABLES, type SaturationTable } from './saturation-tables';

/** Bubble line (saturated liquid: liquid line, subcooling) or dew line (saturated vapour: suction, superheat). */
export type SaturationLine = 'bubble' | 'dew';

/** °F → °R offset. */
export const RANKINE_OFFSET_F = 459.67;

export interface SaturationRange {
  minPsia: number;
  maxPsia: number;
  minTempF: number;
  maxTempF: number;
}

function column(table: SaturationTable, line: SaturationLine): readonly number[] {
  return line === 'dew' ? (table.dewPsia ?? table.bubblePsia) : table.bubblePsia;
}

/** The pressures (psia) and saturation temperatures (°F) the table covers for one line. */
export function saturationRange(gas: GasType, line: SaturationLine): SaturationRange {
  const table = SATURATION_TABLES[gas];
  const psia = column(table, line);
  return {
    minPsia: psia[0] as number,
    maxPsia: psia[psia.length - 1] as number,
    minTempF: table.firstTempF,
    maxTempF: table.firstTempF + psia.length - 1,
  };
}

/**
 * Saturation temperature (°F) at an absolute pressure (psia), or null outside the table.
 * Between the 1 °F rows, ln(psia) is interpolated linearly in 1/T (T in °R), the Clausius–Clapeyron
 * form; the source README rates it at about 0.002 °F.
 */
export function saturationTempF(gas: GasType, line: SaturationLine, pressurePsia: number): number | null {
  const table = SATURATION_TABLES[gas];
  const psia = column(table, line);
  const last = psia.length - 1;
  if (!(pressurePsia >= (psia[0] as number) && pressurePsia <= (psia[last] as number))) return null;
  // Largest index lo with psia[lo] <= pressure (columns rise strictly; checked at build time).
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((psia[mid] as number) <= pressurePsia) lo = mid;
    else hi = mid;
  }
  const p1 = psia[lo] as number;
  const p2 = psia[hi] as number;
  const invT1 = 1 / (table.firstTempF + lo + RANKINE_OFFSET_F);
  const invT2 = 1 / (table.firstTempF + hi + RANKINE_OFFSET_F);
  const fraction = p2 === p1 ? 0 : (Math.log(pressurePsia) - Math.log(p1)) / (Math.log(p2) - Math.log(p1));
  return 1 / (invT1 + fraction * (invT2 - invT1)) - RANKINE_OFFSET_F;
}

/** Bubble-point temperature (°F) at a liquid-line pressure (psia): condensing saturation, for subcooling. */
export function bubbleTempF(gas: GasType, pressurePsia: number): number | null {
  return saturationTempF(gas, 'bubble', pressurePsia);
}

/** Dew-point temperature (°F) at a suction pressure (psia): evaporating saturation, for superheat. */
export function dewTempF(gas: GasType, pressurePsia: number): number | null {
  return saturationTempF(gas, 'dew', pressurePsia);
}
