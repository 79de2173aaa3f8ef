import { z } from 'zod';
import { GAS_TYPES } from '../refrigerants/gas-types';
import { dewTempF } from '../refrigerants/saturation';
import { atmosphereQuantity, resolveAtmosphere } from './ambient';
import { glideF, refrigerantReadingSchema, SATURATION_SOURCE } from './refrigerant-reading';
import { bandVerdict, bandVerdictSchema, defineTool, quantity, resultTailShape, threshold } from './result';

/** Spec 4.7: stated superheat targets, °F. */
export const SUPER_HEAT_TARGET_TXV_F = { min_f: 5, max_f: 15 } as const;
export const SUPER_HEAT_TARGET_FIXED_ORIFICE_F = { min_f: 10, max_f: 20 } as const;

export const calculateSuperHeatInputSchema = refrigerantReadingSchema('dew', 'suction line');
export type CalculateSuperHeatInput = z.output<typeof calculateSuperHeatInputSchema>;

const rangeSchema = z.object({ min_f: z.number(), max_f: z.number() });

export const calculateSuperHeatOutputSchema = z.object({
  gas_type: z.enum(GAS_TYPES).describe('The refrigerant, canonical spelling'),
  dew_temp: z.number().nullable().describe('Dew-point (evaporating saturation) temperature at the suction pressure, °F; null without pressure'),
  super_heat: z.number().nullable().describe('Superheat = suction line temperature − dew_temp, °F; null without both readings'),
  txv_verdict: bandVerdictSchema.nullable().describe('super_heat against the TXV range (5–15 °F): low, in_range or high'),
  fixed_orifice_verdict: bandVerdictSchema
    .nullable()
    .describe('super_heat against the fixed-orifice range (10–20 °F); for a fixed orifice prefer target-super-heat'),
  target_super_heat: z
    .object({ txv: rangeSchema, fixed_orifice: rangeSchema })
    .describe('Stated superheat ranges, °F (spec 4.7): TXV 5–15, fixed orifice 10–20'),
  pressure_psia: z.number().nullable().describe('Suction absolute pressure, psia'),
  atmospheric_pressure_psia: z.number().describe('Atmospheric pressure used for psig → psia, psia'),
  glide_f: z.number().nullable().describe('Temperature glide at this pressure (dew − bubble), °F; 0 for single-component refrigerants'),
  ...resultTailShape,
});
export type CalculateSuperHeatOutput = z.infer<typeof calculateSuperHeatOutputSchema>;

function compute(input: CalculateSuperHeatInput): CalculateSuperHeatOutput {
  const atmosphere = resolveAtmosphere(input);
  const psia = input.pressure === undefined ? null : input.pressure + atmosphere.psia;
  const dew = psia === null ? null : dewTempF(input.gas_type, psia);
  const superHeat = dew === null || input.temperature === undefined ? null : input.temperature - dew;
  const glide = psia === null ? null : glideF(input.gas_type, psia);
  const liquidInSuction = superHeat !== null && superHeat < 0;
  const txv = SUPER_HEAT_TARGET_TXV_F;
  const fixed = SUPER_HEAT_TARGET_FIXED_ORIFICE_F;

  const missing: string[] = [];
  if (input.pressure === undefined) missing.push('pressure (suction line, psig): needed for dew_temp and super_heat');
  if (input.temperature === undefined) missing.push('temperature (suction line, °F): needed for super_heat');
  const notes = [
    'Take pressure and temperature at the same point of the suction line, near the evaporator outlet or the service valve.',
    'For a fixed-orifice system the right superheat depends on indoor wet bulb and outdoor temperature: use target-super-heat.',
  ];
  if (glide !== null && glide > 0.5) notes.push(`${input.gas_type} is a blend with ${glide.toFixed(1)} °F glide here: superheat is measured from the dew point.`);

  return {
    gas_type: input.gas_type,
    dew_temp: dew,
    super_heat: superHeat,
    txv_verdict: superHeat === null ? null : bandVerdict(superHeat, txv.min_f, txv.max_f),
    fixed_orifice_verdict: superHeat === null ? null : bandVerdict(superHeat, fixed.min_f, fixed.max_f),
    target_super_heat: { txv: { ...txv }, fixed_orifice: { ...fixed } },
    pressure_psia: psia,
    atmospheric_pressure_psia: atmosphere.psia,
    glide_f: glide,
    valid: !liquidInSuction,
    validity_reason: liquidInSuction
      ? 'The suction line is colder than the dew point at this pressure: liquid refrigerant is reaching the compressor (floodback), or the readings were not taken at the same point.'
      : null,
    explanation: {
      inputs: [
        quantity('gas_type', 'Refrigerant', input.gas_type, '', 'canonical spelling'),
        quantity('pressure', 'Suction pressure', input.pressure ?? null, 'psig', input.pressure === undefined ? 'not given' : 'given'),
        quantity('temperature', 'Suction line temperature', input.temperature ?? null, '°F', input.temperature === undefined ? 'not given' : 'given'),
        atmosphereQuantity(atmosphere, input),
      ],
      intermediates: [
        quantity('pressure_psia', 'Suction absolute pressure', psia, 'psia', 'pressure + atmospheric pressure'),
        quantity('dew_temp', 'Dew point (evaporating saturation)', dew, '°F', 'saturated vapour at pressure_psia'),
        quantity('glide_f', 'Glide at this pressure', glide, '°F', 'dew point − bubble point'),
        quantity('super_heat', 'Superheat', superHeat, '°F', 'temperature − dew_temp'),
      ],
      thresholds: [
        threshold('target_super_heat_txv', 'Superheat, TXV systems', txv.min_f, txv.max_f, '°F', 'Spec 4.7 (stated target for TXV systems)'),
        threshold('target_super_heat_fixed_orifice', 'Superheat, fixed-orifice systems', fixed.min_f, fixed.max_f, '°F', 'Spec 4.7 (stated target for fixed-orifice systems)'),
      ],
      missing,
      notes,
      sources: [SATURATION_SOURCE],
    },
  };
}

export const calculateSuperHeatTool = defineTool({
  name: 'calculate-super-heat',
  title: 'Superheat',
  description:
    'Dew-point (evaporating) temperature of the refrigerant at the suction pressure and the superheat, suction line temperature − dew_temp. Stated ranges: 5–15 °F for TXV systems, 10–20 °F for fixed orifice.',
  inputSchema: calculateSuperHeatInputSchema,
  outputSchema: calculateSuperHeatOutputSchema,
  compute,
});
