import { z } from 'zod';
import { airflowExplanation, airflowFiguresFields, airflowFiguresShape, airflowInputSchema, computeAirflow } from './airflow';
import { defineTool, resultTailShape } from './result';

export const airflowCalculatorInputSchema = airflowInputSchema;

export const airflowCalculatorOutputSchema = z.object({ ...airflowFiguresShape, ...resultTailShape });
export type AirflowCalculatorOutput = z.infer<typeof airflowCalculatorOutputSchema>;

export const airflowCalculatorTool = defineTool({
  name: 'airflow-calculator',
  title: 'Airflow calculator',
  description:
    'Estimated airflow across an evaporator from the return and supply wet bulbs and the nominal tonnage: CFM = tons × 12,000 ÷ (4.5 × Δh), h the enthalpy at each wet bulb (ASHRAE Fundamentals ch. 1). Compare with nominal_cfm (400 CFM per ton).',
  inputSchema: airflowCalculatorInputSchema,
  outputSchema: airflowCalculatorOutputSchema,
  compute: (input): AirflowCalculatorOutput => {
    const figures = computeAirflow(input);
    return { ...airflowFiguresFields(figures), valid: true, validity_reason: null, explanation: airflowExplanation(input, figures) };
  },
});
