import { z } from 'zod';
import { saturationVaporPressurePsia, wetBulbFromRelativeHumidity } from '../psychrometrics';
import { ambientShape, atmosphereQuantity, checkAmbient, resolveAtmosphere } from './ambient';
import { ALWAYS, airTemperatureField, numberField, validNumber } from './fields';
import { defineTool, quantity, resultTailShape, threshold } from './result';

/** Range of the fixed-orifice superheat charging chart the formula reproduces (indoor WB, outdoor DB), °F. */
export const CHART_INDOOR_WET_BULB_F = { min: 50, max: 76 } as const;
export const CHART_OUTDOOR_DRY_BULB_F = { min: 55, max: 115 } as const;
/** Below this target the chart gives no value: charge by weight instead. Also the floor of safe_rage. */
export const MIN_SUPER_HEAT_F = 5;
/** safe_rage = target ± this, °F. */
export const SAFE_RANGE_HALF_WIDTH_F = 5;
/** A given wet bulb and one computed from dry bulb + RH that differ by more than this get a note, °F. */
const WET_BULB_DISAGREEMENT_F = 1;

const FORMULA = 'target superheat = (3 × indoor WB − 80 − outdoor DB) / 2';
const CHART_SOURCE =
  'Fixed-orifice (piston/capillary) superheat charging chart as printed in manufacturers’ service literature: indoor wet bulb 50–76 °F, outdoor dry bulb 55–115 °F; the formula reproduces it';

const raw = (value: unknown, name: string): unknown => (value as Record<string, unknown> | null)?.[name];

export const targetSuperHeatInputSchema = z
  .object({
    outdoor_air_temp: airTemperatureField('outdoor_air_temp').describe('Outdoor dry bulb temperature at the condenser air inlet, °F.'),
    return_air_temp_wetbulb: airTemperatureField('return_air_temp_wetbulb')
      .optional()
      .describe('Return (indoor) air wet bulb, °F. Give this, or return_air_temp_drybulb with return_air_humidity.'),
    return_air_temp_drybulb: airTemperatureField('return_air_temp_drybulb')
      .optional()
      .describe('Return (indoor) air dry bulb, °F; used with return_air_humidity when no wet bulb is given.'),
    return_air_humidity: numberField('return_air_humidity', '% RH')
      .gte(0, 'return_air_humidity must be between 0 and 100 (% relative humidity)')
      .lte(100, 'return_air_humidity must be between 0 and 100 (% relative humidity)')
      .optional()
      .describe('Return air relative humidity, percent (0–100, not a fraction); with return_air_temp_drybulb it gives the wet bulb.'),
    ...ambientShape,
  })
  .superRefine((value, ctx) => {
    const atmospherePsia = checkAmbient(ctx);
    const [wbGiven, dbGiven, rhGiven] = ['return_air_temp_wetbulb', 'return_air_temp_drybulb', 'return_air_humidity'].map(
      (name) => raw(value, name) !== undefined,
    );
    const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!wbGiven && !dbGiven && !rhGiven) {
      add('return_air_temp_wetbulb', 'Give return_air_temp_wetbulb, or return_air_temp_drybulb with return_air_humidity');
    } else if (!wbGiven && dbGiven && !rhGiven) {
      add('return_air_humidity', 'return_air_humidity (% RH) is required with return_air_temp_drybulb when no wet bulb is given');
    } else if (!wbGiven && !dbGiven && rhGiven) {
      add('return_air_temp_drybulb', 'return_air_temp_drybulb (°F) is required with return_air_humidity when no wet bulb is given');
    }
    const wb = validNumber(ctx, 'return_air_temp_wetbulb');
    const db = validNumber(ctx, 'return_air_temp_drybulb');
    if (wb !== undefined && db !== undefined && wb > db) {
      add('return_air_temp_wetbulb', `return_air_temp_wetbulb (${wb} °F) cannot be above return_air_temp_drybulb (${db} °F)`);
    }
    for (const [field, t] of [['return_air_temp_wetbulb', wb], ['return_air_temp_drybulb', db]] as const) {
      if (t !== undefined && saturationVaporPressurePsia(t) >= atmospherePsia) {
        add(field, `${field} ${t} °F is at or above the boiling point of water at ${atmospherePsia.toFixed(3)} psia`);
      }
    }
  }, ALWAYS);
export type TargetSuperHeatInput = z.output<typeof targetSuperHeatInputSchema>;

const rangeSchema = z.object({ min: z.number(), max: z.number() });

export const targetSuperHeatOutputSchema = z.object({
  target_sh: z.number().nullable().describe(`Target superheat, °F (${FORMULA}); null when the chart does not apply (see validity_reason)`),
  safe_rage: z
    .object({ min_f: z.number(), max_f: z.number() })
    .nullable()
    .describe('Acceptable superheat band for compressor protection (spelled so in the spec): target_sh ± 5 °F, never below 5 °F; null when not valid'),
  computed_target_sh_f: z.number().describe('The formula’s value even outside the chart, °F (for reference only when valid is false)'),
  return_air_wet_bulb_f: z.number().describe('Indoor wet bulb used, °F'),
  wet_bulb_source: z.enum(['given', 'dry_bulb_and_humidity']).describe('Whether the wet bulb was given or computed from dry bulb and relative humidity'),
  chart_range: z
    .object({ indoor_wet_bulb_f: rangeSchema, outdoor_dry_bulb_f: rangeSchema })
    .describe('Conditions the fixed-orifice chart covers, °F'),
  atmospheric_pressure_psia: z.number().describe('Atmospheric pressure used for the wet bulb calculation, psia'),
  ...resultTailShape,
});
export type TargetSuperHeatOutput = z.infer<typeof targetSuperHeatOutputSchema>;

function validity(wb: number, odb: number, target: number): string | null {
  const inWb = wb >= CHART_INDOOR_WET_BULB_F.min && wb <= CHART_INDOOR_WET_BULB_F.max;
  const inOdb = odb >= CHART_OUTDOOR_DRY_BULB_F.min && odb <= CHART_OUTDOOR_DRY_BULB_F.max;
  if (!inWb || !inOdb) {
    return `Outside the fixed-orifice chart (indoor wet bulb ${CHART_INDOOR_WET_BULB_F.min}–${CHART_INDOOR_WET_BULB_F.max} °F, outdoor ${CHART_OUTDOOR_DRY_BULB_F.min}–${CHART_OUTDOOR_DRY_BULB_F.max} °F): charge by weight or follow the manufacturer's procedure.`;
  }
  if (target < MIN_SUPER_HEAT_F) {
    return `The target is below ${MIN_SUPER_HEAT_F} °F (hot, dry conditions): superheat cannot protect the compressor here, so charge by weight (nameplate charge plus line-set adjustment) instead.`;
  }
  return null;
}

function compute(input: TargetSuperHeatInput): TargetSuperHeatOutput {
  const atmosphere = resolveAtmosphere(input);
  const haveDbRh = input.return_air_temp_drybulb !== undefined && input.return_air_humidity !== undefined;
  const computedWb = haveDbRh
    ? wetBulbFromRelativeHumidity(input.return_air_temp_drybulb as number, input.return_air_humidity as number, atmosphere.psia)
    : null;
  const wb = input.return_air_temp_wetbulb ?? (computedWb as number);
  const odb = input.outdoor_air_temp;
  const target = (3 * wb - 80 - odb) / 2;
  const reason = validity(wb, odb, target);
  const notes = ['Applies to fixed-orifice (piston, capillary) systems only; a TXV system is charged by subcooling.'];
  if (input.return_air_temp_wetbulb !== undefined && computedWb !== null && Math.abs(computedWb - wb) > WET_BULB_DISAGREEMENT_F) {
    notes.push(`The given wet bulb (${wb} °F) differs from the one the dry bulb and humidity give (${computedWb.toFixed(1)} °F); the given wet bulb was used.`);
  }

  return {
    target_sh: reason === null ? target : null,
    safe_rage: reason === null ? { min_f: Math.max(MIN_SUPER_HEAT_F, target - SAFE_RANGE_HALF_WIDTH_F), max_f: target + SAFE_RANGE_HALF_WIDTH_F } : null,
    computed_target_sh_f: target,
    return_air_wet_bulb_f: wb,
    wet_bulb_source: input.return_air_temp_wetbulb !== undefined ? 'given' : 'dry_bulb_and_humidity',
    chart_range: { indoor_wet_bulb_f: { ...CHART_INDOOR_WET_BULB_F }, outdoor_dry_bulb_f: { ...CHART_OUTDOOR_DRY_BULB_F } },
    atmospheric_pressure_psia: atmosphere.psia,
    valid: reason === null,
    validity_reason: reason,
    explanation: {
      inputs: [
        quantity('outdoor_air_temp', 'Outdoor dry bulb', odb, '°F', 'given'),
        quantity('return_air_temp_wetbulb', 'Return air wet bulb', input.return_air_temp_wetbulb ?? null, '°F', input.return_air_temp_wetbulb === undefined ? 'not given' : 'given'),
        quantity('return_air_temp_drybulb', 'Return air dry bulb', input.return_air_temp_drybulb ?? null, '°F', input.return_air_temp_drybulb === undefined ? 'not given' : 'given'),
        quantity('return_air_humidity', 'Return air relative humidity', input.return_air_humidity ?? null, '%', input.return_air_humidity === undefined ? 'not given' : 'given'),
        atmosphereQuantity(atmosphere, input),
      ],
      intermediates: [
        quantity(
          'return_air_wet_bulb_f',
          'Indoor wet bulb used',
          wb,
          '°F',
          input.return_air_temp_wetbulb !== undefined ? 'given' : 'from dry bulb and RH: psychrometric equation solved iteratively (ASHRAE Fundamentals 2017 ch. 1 eq. 35)',
        ),
        quantity('computed_target_sh_f', 'Formula value', target, '°F', FORMULA),
      ],
      thresholds: [
        threshold('chart_indoor_wet_bulb', 'Chart indoor wet bulb', CHART_INDOOR_WET_BULB_F.min, CHART_INDOOR_WET_BULB_F.max, '°F', CHART_SOURCE),
        threshold('chart_outdoor_dry_bulb', 'Chart outdoor dry bulb', CHART_OUTDOOR_DRY_BULB_F.min, CHART_OUTDOOR_DRY_BULB_F.max, '°F', CHART_SOURCE),
        threshold('min_super_heat', 'Lowest usable target / floor of safe_rage', MIN_SUPER_HEAT_F, null, '°F', 'Below 5 °F superheat liquid may reach the compressor; the chart gives no value there'),
        threshold('safe_range_half_width', 'safe_rage = target ±', SAFE_RANGE_HALF_WIDTH_F, SAFE_RANGE_HALF_WIDTH_F, '°F', 'Nameplate choice: the chart’s usual tolerance band'),
      ],
      missing: [],
      notes,
      sources: [CHART_SOURCE, 'Wet bulb: ASHRAE Handbook — Fundamentals (2017) ch. 1, Hyland–Wexler saturation pressure and the psychrometric equation'],
    },
  };
}

export const targetSuperHeatTool = defineTool({
  name: 'target-super-heat',
  title: 'Target superheat',
  description:
    'Target superheat for a fixed-orifice system from the indoor wet bulb (given, or from dry bulb and relative humidity) and the outdoor dry bulb: (3 × WB − 80 − ODB) / 2, with the acceptable band safe_rage (± 5 °F, never below 5 °F). Not valid outside the chart or below 5 °F.',
  inputSchema: targetSuperHeatInputSchema,
  outputSchema: targetSuperHeatOutputSchema,
  compute,
});
