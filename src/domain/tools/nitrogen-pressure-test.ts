import { z } from 'zod';
import { RANKINE_OFFSET_F } from '../psychrometrics';
import { ambientShape, atmosphereQuantity, checkAmbient, resolveAtmosphere } from './ambient';
import { ALWAYS, numberField, temperatureField, validNumber } from './fields';
import { defineTool, quantity, resultTailShape, threshold } from './result';

/** Highest test pressure accepted, psig (a full nitrogen cylinder is about 2,200–2,600 psig). */
export const MAX_TEST_PRESSURE_PSIG = 3000;
/** Highest test temperature accepted, °F. */
export const MAX_TEST_TEMP_F = 300;
/**
 * Tolerance of the verdict: 1 psi or 1 % of the expected gauge reading, whichever is larger — an
 * allowance for gauge resolution/accuracy and thermometer error (a Nameplate choice; spec 4.7 gives none).
 */
export const NITROGEN_TOLERANCE_MIN_PSI = 1;
export const NITROGEN_TOLERANCE_FRACTION = 0.01;

const pressure = (name: string, when: string) =>
  numberField(name, 'psig')
    .lte(MAX_TEST_PRESSURE_PSIG, `${name} must be at most ${MAX_TEST_PRESSURE_PSIG} psig`)
    .describe(`Gauge pressure ${when}, psig.`);
const temperature = (name: string, when: string) =>
  temperatureField(name)
    .lte(MAX_TEST_TEMP_F, `${name} must be at most ${MAX_TEST_TEMP_F} °F`)
    .describe(`Temperature of the system (piping/ambient) ${when}, °F.`);

export const nitrogenPressureTestInputSchema = z
  .object({
    initial_pressure: pressure('initial_pressure', 'when the test started'),
    initial_temperature: temperature('initial_temperature', 'when the test started'),
    final_pressure: pressure('final_pressure', 'when the test ended'),
    final_temperature: temperature('final_temperature', 'when the test ended'),
    ...ambientShape,
  })
  .superRefine((_value, ctx) => {
    const atmospherePsia = checkAmbient(ctx);
    for (const field of ['initial_pressure', 'final_pressure']) {
      const psig = validNumber(ctx, field);
      if (psig !== undefined && psig + atmospherePsia <= 0) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${field} ${psig} psig is below a perfect vacuum: absolute pressure must be above 0 (atmosphere ${atmospherePsia.toFixed(3)} psia)`,
        });
      }
    }
  }, ALWAYS);
export type NitrogenPressureTestInput = z.output<typeof nitrogenPressureTestInputSchema>;

export const nitrogenPressureTestOutputSchema = z.object({
  expected_final_pressure_psig: z.number().describe('Final pressure the temperature change alone explains (Gay-Lussac), psig'),
  expected_final_pressure_psia: z.number().describe('The same in absolute pressure, psia'),
  pressure_difference_psi: z.number().describe('final_pressure − expected_final_pressure_psig, psi: negative means pressure was lost'),
  tolerance_psi: z.number().describe('Allowance before a loss counts as a leak: max(1 psi, 1 % of the expected gauge reading), psi'),
  verdict: z
    .enum(['holding', 'possible_leak'])
    .nullable()
    .describe('holding: within tolerance; possible_leak: lost more than the tolerance; null when the readings are inconsistent (see validity_reason)'),
  initial_pressure_psia: z.number().describe('Initial absolute pressure, psia'),
  final_pressure_psia: z.number().describe('Measured final absolute pressure, psia'),
  initial_temperature_r: z.number().describe('Initial absolute temperature, °R'),
  final_temperature_r: z.number().describe('Final absolute temperature, °R'),
  atmospheric_pressure_psia: z.number().describe('Atmospheric pressure used for psig → psia, psia'),
  ...resultTailShape,
});
export type NitrogenPressureTestOutput = z.infer<typeof nitrogenPressureTestOutputSchema>;

function compute(input: NitrogenPressureTestInput): NitrogenPressureTestOutput {
  const atmosphere = resolveAtmosphere(input);
  const p1 = input.initial_pressure + atmosphere.psia;
  const p2 = input.final_pressure + atmosphere.psia;
  const t1 = input.initial_temperature + RANKINE_OFFSET_F;
  const t2 = input.final_temperature + RANKINE_OFFSET_F;
  // Gay-Lussac: at constant volume and mass, p/T is constant (absolute units).
  const expectedPsia = (p1 * t2) / t1;
  const expectedPsig = expectedPsia - atmosphere.psia;
  const difference = input.final_pressure - expectedPsig;
  const tolerance = Math.max(NITROGEN_TOLERANCE_MIN_PSI, NITROGEN_TOLERANCE_FRACTION * Math.abs(expectedPsig));
  const rose = difference > tolerance;
  const verdict = rose ? null : difference < -tolerance ? 'possible_leak' : 'holding';

  return {
    expected_final_pressure_psig: expectedPsig,
    expected_final_pressure_psia: expectedPsia,
    pressure_difference_psi: difference,
    tolerance_psi: tolerance,
    verdict,
    initial_pressure_psia: p1,
    final_pressure_psia: p2,
    initial_temperature_r: t1,
    final_temperature_r: t2,
    atmospheric_pressure_psia: atmosphere.psia,
    valid: !rose,
    validity_reason: rose
      ? `The final pressure is ${difference.toFixed(1)} psi above what the temperature change explains; a sealed system cannot gain pressure. Check the gauge, and measure both temperatures the same way (pipe surface, out of the sun).`
      : null,
    explanation: {
      inputs: [
        quantity('initial_pressure', 'Initial pressure', input.initial_pressure, 'psig', 'given'),
        quantity('initial_temperature', 'Initial temperature', input.initial_temperature, '°F', 'given'),
        quantity('final_pressure', 'Final pressure', input.final_pressure, 'psig', 'given'),
        quantity('final_temperature', 'Final temperature', input.final_temperature, '°F', 'given'),
        atmosphereQuantity(atmosphere, input),
      ],
      intermediates: [
        quantity('initial_pressure_psia', 'Initial absolute pressure', p1, 'psia', 'psig + atmosphere'),
        quantity('initial_temperature_r', 'Initial absolute temperature', t1, '°R', '°F + 459.67'),
        quantity('final_temperature_r', 'Final absolute temperature', t2, '°R', '°F + 459.67'),
        quantity('expected_final_pressure_psia', 'Expected final absolute pressure', expectedPsia, 'psia', 'P₁ × T₂ / T₁'),
        quantity('expected_final_pressure_psig', 'Expected final pressure', expectedPsig, 'psig', 'psia − atmosphere'),
        quantity('final_pressure_psia', 'Measured final absolute pressure', p2, 'psia', 'psig + atmosphere'),
        quantity('pressure_difference_psi', 'Measured − expected', difference, 'psi'),
      ],
      thresholds: [
        threshold(
          'tolerance_psi',
          'Holding if the difference is within',
          -tolerance,
          tolerance,
          'psi',
          'Nameplate choice: max(1 psi, 1 % of the expected gauge reading), for gauge and thermometer error',
        ),
      ],
      missing: [],
      notes: [
        'Nitrogen is treated as an ideal gas at constant volume; at HVAC test pressures the error of that is far below gauge accuracy.',
        'A small leak shows only over a long test: hold the pressure for hours, not minutes, and read both temperatures the same way.',
      ],
      sources: ['Gay-Lussac’s law: p₁/T₁ = p₂/T₂ in absolute units (psia, °R)'],
    },
  };
}

export const nitrogenPressureTestTool = defineTool({
  name: 'nitrogen-pressure-test',
  title: 'Nitrogen pressure test',
  description:
    'Standing-pressure test corrected for temperature: the final pressure the temperature change alone explains (Gay-Lussac, in psia and °R), its difference from the measured one, and a holding / possible-leak verdict with the tolerance used.',
  inputSchema: nitrogenPressureTestInputSchema,
  outputSchema: nitrogenPressureTestOutputSchema,
  compute,
});
