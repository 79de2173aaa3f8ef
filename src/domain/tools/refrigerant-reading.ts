import { z } from 'zod';
import { gasTypeSchema, PURE_GAS_TYPES, type GasType } from '../refrigerants/gas-types';
import { saturationRange, saturationTempF, type SaturationLine } from '../refrigerants/saturation';
import { SATURATION_TABLE_SOURCE } from '../refrigerants/saturation-tables';
import { ambientShape, checkAmbient } from './ambient';
import { ALWAYS, lineTemperatureField, numberField, validNumber, validValue } from './fields';

// The body shared by calculate-sub-cool and calculate-super-heat (spec 4.7) and the pressure checks
// every refrigerant tool uses: a gauge reading made absolute, then looked up on one saturation line.

export const SATURATION_SOURCE = `Saturation tables: ${SATURATION_TABLE_SOURCE.program} (git ${SATURATION_TABLE_SOURCE.commit.slice(0, 10)}, HEOS; blends by the multi-fluid mixture model), every 1 °F from −60 °F; ln(p) interpolated linearly in 1/T between rows`;

type Ctx = Parameters<typeof validNumber>[0] & { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

/** The valid gauge range (psig) of one line at an atmosphere, rounded inward to 0.1 psi for messages. */
export function gaugeRange(gas: GasType, line: SaturationLine, atmospherePsia: number) {
  const range = saturationRange(gas, line);
  return {
    minPsig: Math.ceil((range.minPsia - atmospherePsia) * 10) / 10,
    maxPsig: Math.floor((range.maxPsia - atmospherePsia) * 10) / 10,
    minTempF: range.minTempF,
    maxTempF: range.maxTempF,
  };
}

/**
 * Field errors for a gauge pressure: absolute pressure must be above zero, and (when the refrigerant
 * is known) inside the saturation table of the given line; the message names the valid range.
 */
export function checkGaugePressure(
  ctx: Ctx,
  field: string,
  psig: number,
  atmospherePsia: number,
  gas: GasType | undefined,
  line: SaturationLine,
): void {
  const psia = psig + atmospherePsia;
  if (psia <= 0) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: `${field} ${psig} psig is ${psia.toFixed(3)} psia: absolute pressure must be above 0 (atmosphere ${atmospherePsia.toFixed(3)} psia)`,
    });
    return;
  }
  if (gas === undefined || saturationTempF(gas, line, psia) !== null) return;
  const r = gaugeRange(gas, line, atmospherePsia);
  const which = PURE_GAS_TYPES.includes(gas) ? 'saturation' : `${line}-point`;
  ctx.addIssue({
    code: 'custom',
    path: [field],
    message: `${field} must be between ${r.minPsig} and ${r.maxPsig} psig for ${gas} (${which} table ${r.minTempF} to ${r.maxTempF} °F, atmosphere ${atmospherePsia.toFixed(3)} psia)`,
  });
}

/** The refrigerant named by a refinement context's gas_type, if it parsed. */
export function validGasType(ctx: Ctx, field = 'gas_type'): GasType | undefined {
  return validValue(ctx, field) as GasType | undefined;
}

export function refrigerantReadingSchema(line: SaturationLine, where: 'liquid line' | 'suction line') {
  return z
    .object({
      gas_type: gasTypeSchema,
      pressure: numberField('pressure', 'psig')
        .optional()
        .describe(
          `${where[0]?.toUpperCase()}${where.slice(1)} pressure, psig (gauge; negative = vacuum). Optional: without it only the inputs are echoed. Must lie within the refrigerant's ${line}-point table (−60 to 160 °F saturation).`,
        ),
      temperature: lineTemperatureField('temperature')
        .optional()
        .describe(`${where[0]?.toUpperCase()}${where.slice(1)} temperature, °F, measured at the same point as the pressure. Optional.`),
      ...ambientShape,
    })
    .superRefine((_value, ctx) => {
      const atmospherePsia = checkAmbient(ctx);
      const psig = validNumber(ctx, 'pressure');
      if (psig !== undefined) checkGaugePressure(ctx, 'pressure', psig, atmospherePsia, validGasType(ctx), line);
    }, ALWAYS);
}

/** Temperature glide at a pressure (°F): dew minus bubble; null where either line has no value. */
export function glideF(gas: GasType, psia: number): number | null {
  const bubble = saturationTempF(gas, 'bubble', psia);
  const dew = saturationTempF(gas, 'dew', psia);
  return bubble === null || dew === null ? null : dew - bubble;
}
