import { z } from 'zod';
import { GAS_TYPES } from '../refrigerants/gas-types';
import { bubbleTempF } from '../refrigerants/saturation';
import { atmosphereQuantity, resolveAtmosphere } from './ambient';
import { glideF, refrigerantReadingSchema, SATURATION_SOURCE } from './refrigerant-reading';
import { bandVerdict, bandVerdictSchema, defineTool, quantity, resultTailShape, threshold, type Quantity } from './result';

/** Spec 4.7: the stated subcooling target for R-410A, °F. The manufacturer's charging data comes first. */
export const SUB_COOL_TARGET_F = { min_f: 8, max_f: 12 } as const;

export const calculateSubCoolInputSchema = refrigerantReadingSchema('bubble', 'liquid line');
export type CalculateSubCoolInput = z.output<typeof calculateSubCoolInputSchema>;

export const calculateSubCoolOutputSchema = z.object({
  gas_type: z.enum(GAS_TYPES).describe('The refrigerant, canonical spelling'),
  bubble_temp: z.number().nullable().describe('Bubble-point (condensing saturation) temperature at the liquid line pressure, °F; null without pressure'),
  sub_cool: z.number().nullable().describe('Subcooling = bubble_temp − liquid line temperature, °F; null without both readings'),
  sub_cool_verdict: bandVerdictSchema.nullable().describe('sub_cool against target_sub_cool: low, in_range or high; null without sub_cool'),
  target_sub_cool: z
    .object({ min_f: z.number(), max_f: z.number() })
    .describe('Typical subcooling target, °F (spec 4.7: 8–12 °F for R-410A); the unit’s charging chart takes precedence'),
  pressure_psia: z.number().nullable().describe('Liquid line absolute pressure, psia'),
  atmospheric_pressure_psia: z.number().describe('Atmospheric pressure used for psig → psia, psia'),
  glide_f: z.number().nullable().describe('Temperature glide at this pressure (dew − bubble), °F; 0 for single-component refrigerants'),
  ...resultTailShape,
});
export type CalculateSubCoolOutput = z.infer<typeof calculateSubCoolOutputSchema>;

function compute(input: CalculateSubCoolInput): CalculateSubCoolOutput {
  const atmosphere = resolveAtmosphere(input);
  const psia = input.pressure === undefined ? null : input.pressure + atmosphere.psia;
  const bubble = psia === null ? null : bubbleTempF(input.gas_type, psia);
  const subCool = bubble === null || input.temperature === undefined ? null : bubble - input.temperature;
  const glide = psia === null ? null : glideF(input.gas_type, psia);
  const noSubcooling = subCool !== null && subCool < 0;

  const missing: string[] = [];
  if (input.pressure === undefined) missing.push('pressure (liquid line, psig): needed for bubble_temp and sub_cool');
  if (input.temperature === undefined) missing.push('temperature (liquid line, °F): needed for sub_cool');

  const inputs: Quantity[] = [
    quantity('gas_type', 'Refrigerant', input.gas_type, '', 'canonical spelling'),
    quantity('pressure', 'Liquid line pressure', input.pressure ?? null, 'psig', input.pressure === undefined ? 'not given' : 'given'),
    quantity('temperature', 'Liquid line temperature', input.temperature ?? null, '°F', input.temperature === undefined ? 'not given' : 'given'),
    atmosphereQuantity(atmosphere, input),
  ];
  const targetSource =
    input.gas_type === 'R-410A'
      ? 'Spec 4.7: 8–12 °F for R-410A; the manufacturer’s charging chart or data plate comes first'
      : 'Spec 4.7 states 8–12 °F for R-410A; shown as the usual TXV-system guide for other refrigerants. The manufacturer’s charging chart or data plate comes first';
  const notes = ['Take pressure and temperature at the same point of the liquid line, near the metering device or the service valve.'];
  if (glide !== null && glide > 0.5) notes.push(`${input.gas_type} is a blend with ${glide.toFixed(1)} °F glide here: subcooling is measured from the bubble point.`);

  return {
    gas_type: input.gas_type,
    bubble_temp: bubble,
    sub_cool: subCool,
    sub_cool_verdict: subCool === null ? null : bandVerdict(subCool, SUB_COOL_TARGET_F.min_f, SUB_COOL_TARGET_F.max_f),
    target_sub_cool: { ...SUB_COOL_TARGET_F },
    pressure_psia: psia,
    atmospheric_pressure_psia: atmosphere.psia,
    glide_f: glide,
    valid: !noSubcooling,
    validity_reason: noSubcooling
      ? 'The liquid line is warmer than the bubble point at this pressure, so there is no subcooling: flash gas in the liquid line (severe undercharge or restriction) or readings not taken at the same point.'
      : null,
    explanation: {
      inputs,
      intermediates: [
        quantity('pressure_psia', 'Liquid line absolute pressure', psia, 'psia', 'pressure + atmospheric pressure'),
        quantity('bubble_temp', 'Bubble point (condensing saturation)', bubble, '°F', 'saturated liquid at pressure_psia'),
        quantity('glide_f', 'Glide at this pressure', glide, '°F', 'dew point − bubble point'),
        quantity('sub_cool', 'Subcooling', subCool, '°F', 'bubble_temp − temperature'),
      ],
      thresholds: [threshold('target_sub_cool', 'Subcooling target', SUB_COOL_TARGET_F.min_f, SUB_COOL_TARGET_F.max_f, '°F', targetSource)],
      missing,
      notes,
      sources: [SATURATION_SOURCE],
    },
  };
}

export const calculateSubCoolTool = defineTool({
  name: 'calculate-sub-cool',
  title: 'Subcooling',
  description:
    'Bubble-point (condensing) temperature of the refrigerant at the liquid line pressure and the subcooling, bubble_temp − liquid line temperature. Target 8–12 °F for R-410A systems; the manufacturer’s data comes first.',
  inputSchema: calculateSubCoolInputSchema,
  outputSchema: calculateSubCoolOutputSchema,
  compute,
});
