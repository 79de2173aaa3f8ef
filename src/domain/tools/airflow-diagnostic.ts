import { z } from 'zod';
import { airflowExplanation, airflowFiguresFields, airflowFiguresShape, airflowInputSchema, computeAirflow } from './airflow';
import { defineTool, resultTailShape, threshold } from './result';

/** Band limits, percent of nominal CFM (tons × 400): green within ±12.5 % (350–450 CFM/ton), yellow to ±25 %. */
export const AIRFLOW_BAND_LIMITS_PERCENT = { green_min: 87.5, green_max: 112.5, yellow_min: 75, yellow_max: 125 } as const;
const BAND_SOURCE =
  'Nameplate bands around spec 4.7’s 400 CFM/ton: green ±12.5 % (350–450 CFM/ton, the range manufacturers commonly allow), yellow to ±25 %, red beyond';

export const AIRFLOW_STATUSES = ['green', 'yellow', 'red'] as const;
export type AirflowStatus = (typeof AIRFLOW_STATUSES)[number];

/** Limits are inclusive on the better side: exactly 87.5 % is green, exactly 75 % is yellow. */
export function airflowStatus(percentOfNominal: number): AirflowStatus {
  const b = AIRFLOW_BAND_LIMITS_PERCENT;
  if (percentOfNominal >= b.green_min && percentOfNominal <= b.green_max) return 'green';
  if (percentOfNominal >= b.yellow_min && percentOfNominal <= b.yellow_max) return 'yellow';
  return 'red';
}

export const airflowDiagnosticInputSchema = airflowInputSchema;

export const airflowDiagnosticOutputSchema = z.object({
  status: z.enum(AIRFLOW_STATUSES).describe('green: 87.5–112.5 % of nominal; yellow: 75–87.5 % or 112.5–125 %; red: beyond'),
  percent_of_nominal_cfm: z.number().describe('estimated_cfm as a percentage of nominal_cfm (tons × 400), %'),
  band_limits_percent: z
    .object({ green_min: z.number(), green_max: z.number(), yellow_min: z.number(), yellow_max: z.number() })
    .describe('The band limits behind status, percent of nominal CFM (inclusive)'),
  ...airflowFiguresShape,
  ...resultTailShape,
});
export type AirflowDiagnosticOutput = z.infer<typeof airflowDiagnosticOutputSchema>;

export const airflowDiagnosticTool = defineTool({
  name: 'airflow-diagnostic',
  title: 'Airflow diagnostic',
  description:
    'Red / yellow / green verdict on evaporator airflow: the estimated CFM (as airflow-calculator) as a percentage of nominal (tons × 400 CFM). Green 87.5–112.5 %, yellow 75–87.5 % and 112.5–125 %, red beyond.',
  inputSchema: airflowDiagnosticInputSchema,
  outputSchema: airflowDiagnosticOutputSchema,
  compute: (input): AirflowDiagnosticOutput => {
    const figures = computeAirflow(input);
    const explanation = airflowExplanation(input, figures);
    const b = AIRFLOW_BAND_LIMITS_PERCENT;
    explanation.thresholds.push(
      threshold('green', 'Green band', b.green_min, b.green_max, '% of nominal CFM', BAND_SOURCE),
      threshold('yellow', 'Yellow band (outside green)', b.yellow_min, b.yellow_max, '% of nominal CFM', BAND_SOURCE),
    );
    return {
      status: airflowStatus(figures.percentOfNominal),
      percent_of_nominal_cfm: figures.percentOfNominal,
      band_limits_percent: { ...AIRFLOW_BAND_LIMITS_PERCENT },
      ...airflowFiguresFields(figures),
      valid: true,
      validity_reason: null,
      explanation,
    };
  },
});
