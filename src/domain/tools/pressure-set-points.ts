import { z } from 'zod';
import { GAS_TYPES, gasTypeSchema } from '../refrigerants/gas-types';
import { saturationTempF } from '../refrigerants/saturation';
import { ambientShape, atmosphereQuantity, checkAmbient, resolveAtmosphere } from './ambient';
import { ALWAYS, numberField, validNumber } from './fields';
import { checkGaugePressure, SATURATION_SOURCE, validGasType } from './refrigerant-reading';
import { bandVerdict, bandVerdictSchema, defineTool, quantity, resultTailShape, threshold, type Quantity } from './result';

/** Typical compression ratio of air conditioning, discharge abs ÷ suction abs. */
export const TYPICAL_COMPRESSION_RATIO = { min: 2, max: 3.5 } as const;
const RATIO_SOURCE =
  'Common field guidance for air conditioning: about 2:1 to 3.5:1; higher ratios mean hot, inefficient compression (refrigeration runs higher by design)';
export const MAX_LINE_PRESSURE_PSIG = 1000;

const linePressure = (name: string, description: string) =>
  numberField(name, 'psig').lte(MAX_LINE_PRESSURE_PSIG, `${name} must be at most ${MAX_LINE_PRESSURE_PSIG} psig`).describe(description);

export const pressureSetPointsInputSchema = z
  .object({
    liquid_line: linePressure('liquid_line', 'Liquid line pressure, psig.'),
    discharge_line: linePressure('discharge_line', 'Discharge line pressure, psig; must not be below the suction pressure.'),
    suction_line: linePressure('suction_line', 'Suction line pressure, psig.'),
    gas_type: gasTypeSchema
      .optional()
      .describe('Extension (optional): the refrigerant, to add saturation temperatures (bubble point at the liquid line, dew point at discharge and suction).'),
    ...ambientShape,
  })
  .superRefine((_value, ctx) => {
    const atmospherePsia = checkAmbient(ctx);
    const gas = validGasType(ctx);
    const lines = [
      ['liquid_line', 'bubble'],
      ['discharge_line', 'dew'],
      ['suction_line', 'dew'],
    ] as const;
    for (const [field, line] of lines) {
      const psig = validNumber(ctx, field);
      if (psig !== undefined) checkGaugePressure(ctx, field, psig, atmospherePsia, gas, line);
    }
    const discharge = validNumber(ctx, 'discharge_line');
    const suction = validNumber(ctx, 'suction_line');
    if (discharge !== undefined && suction !== undefined && discharge < suction) {
      ctx.addIssue({
        code: 'custom',
        path: ['discharge_line'],
        message: `discharge_line (${discharge} psig) cannot be below suction_line (${suction} psig): the compressor raises the pressure`,
      });
    }
  }, ALWAYS);
export type PressureSetPointsInput = z.output<typeof pressureSetPointsInputSchema>;

export const pressureSetPointsOutputSchema = z.object({
  liquid_line_psia: z.number().describe('Liquid line absolute pressure (condensing side), psia'),
  discharge_line_psia: z.number().describe('Discharge absolute pressure (condensing side), psia'),
  suction_line_psia: z.number().describe('Suction absolute pressure (evaporator side), psia'),
  compression_ratio: z.number().describe('discharge_line_psia ÷ suction_line_psia'),
  compression_ratio_verdict: bandVerdictSchema.describe('compression_ratio against typical_compression_ratio: low, in_range or high'),
  typical_compression_ratio: z.object({ min: z.number(), max: z.number() }).describe('Typical range for air conditioning (about 2–3.5)'),
  gas_type: z.enum(GAS_TYPES).nullable().describe('The refrigerant when given, canonical spelling'),
  liquid_line_saturation_temp_f: z.number().nullable().describe('Bubble-point temperature at the liquid line pressure (condensing), °F; null without gas_type'),
  discharge_line_saturation_temp_f: z.number().nullable().describe('Dew-point temperature at the discharge pressure, °F; null without gas_type'),
  suction_line_saturation_temp_f: z.number().nullable().describe('Dew-point temperature at the suction pressure (evaporating), °F; null without gas_type'),
  atmospheric_pressure_psia: z.number().describe('Atmospheric pressure used for psig → psia, psia'),
  ...resultTailShape,
});
export type PressureSetPointsOutput = z.infer<typeof pressureSetPointsOutputSchema>;

function compute(input: PressureSetPointsInput): PressureSetPointsOutput {
  const atmosphere = resolveAtmosphere(input);
  const liquid = input.liquid_line + atmosphere.psia;
  const discharge = input.discharge_line + atmosphere.psia;
  const suction = input.suction_line + atmosphere.psia;
  const ratio = discharge / suction;
  const verdict = bandVerdict(ratio, TYPICAL_COMPRESSION_RATIO.min, TYPICAL_COMPRESSION_RATIO.max);
  const gas = input.gas_type ?? null;
  const sat = (line: 'bubble' | 'dew', psia: number) => (gas === null ? null : saturationTempF(gas, line, psia));
  const liquidSat = sat('bubble', liquid);
  const dischargeSat = sat('dew', discharge);
  const suctionSat = sat('dew', suction);

  const notes: string[] = [];
  if (verdict === 'high') notes.push('High compression ratio: high head pressure (dirty condenser, overcharge, non-condensables) or low suction (low airflow, undercharge, restriction).');
  if (verdict === 'low') notes.push('Low compression ratio: the compressor may not be pumping (worn valves, internal bypass), or the unit is off or starting up.');
  if (input.liquid_line > input.discharge_line) notes.push('The liquid line reads above the discharge line: pressure falls through the condenser, so check the gauges.');
  const intermediates: Quantity[] = [
    quantity('liquid_line_psia', 'Liquid line absolute', liquid, 'psia', 'psig + atmosphere'),
    quantity('discharge_line_psia', 'Discharge absolute', discharge, 'psia', 'psig + atmosphere'),
    quantity('suction_line_psia', 'Suction absolute', suction, 'psia', 'psig + atmosphere'),
    quantity('compression_ratio', 'Compression ratio', ratio, ':1', 'discharge psia ÷ suction psia'),
  ];
  if (gas !== null) {
    intermediates.push(
      quantity('liquid_line_saturation_temp_f', 'Condensing (bubble point at liquid line)', liquidSat, '°F'),
      quantity('discharge_line_saturation_temp_f', 'Dew point at discharge', dischargeSat, '°F'),
      quantity('suction_line_saturation_temp_f', 'Evaporating (dew point at suction)', suctionSat, '°F'),
    );
  }

  return {
    liquid_line_psia: liquid,
    discharge_line_psia: discharge,
    suction_line_psia: suction,
    compression_ratio: ratio,
    compression_ratio_verdict: verdict,
    typical_compression_ratio: { ...TYPICAL_COMPRESSION_RATIO },
    gas_type: gas,
    liquid_line_saturation_temp_f: liquidSat,
    discharge_line_saturation_temp_f: dischargeSat,
    suction_line_saturation_temp_f: suctionSat,
    atmospheric_pressure_psia: atmosphere.psia,
    valid: true,
    validity_reason: null,
    explanation: {
      inputs: [
        quantity('liquid_line', 'Liquid line', input.liquid_line, 'psig', 'given'),
        quantity('discharge_line', 'Discharge line', input.discharge_line, 'psig', 'given'),
        quantity('suction_line', 'Suction line', input.suction_line, 'psig', 'given'),
        quantity('gas_type', 'Refrigerant', gas, '', gas === null ? 'not given' : 'canonical spelling'),
        atmosphereQuantity(atmosphere, input),
      ],
      intermediates,
      thresholds: [threshold('typical_compression_ratio', 'Typical compression ratio', TYPICAL_COMPRESSION_RATIO.min, TYPICAL_COMPRESSION_RATIO.max, ':1', RATIO_SOURCE)],
      missing: gas === null ? ['gas_type: adds the saturation temperatures of the three lines'] : [],
      notes,
      sources: gas === null ? ['Compression ratio = discharge absolute ÷ suction absolute pressure'] : ['Compression ratio = discharge absolute ÷ suction absolute pressure', SATURATION_SOURCE],
    },
  };
}

export const pressureSetPointsTool = defineTool({
  name: 'pressure-set-points',
  title: 'Pressure set points',
  description:
    'Absolute pressures of the liquid, discharge and suction lines, the compression ratio (discharge ÷ suction, absolute) against the typical 2–3.5 for air conditioning, and with an optional gas_type the saturation temperatures.',
  inputSchema: pressureSetPointsInputSchema,
  outputSchema: pressureSetPointsOutputSchema,
  compute,
});
