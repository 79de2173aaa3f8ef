import { z } from 'zod';

// What every tool result carries besides its own numbers: whether the method applies, and an
// explanation (inputs as understood, intermediate values, thresholds with their source).

export const quantitySchema = z.object({
  name: z.string().describe('Machine name, e.g. return_air or enthalpy_difference_btu_per_lb'),
  label: z.string().describe('What the value is, for people'),
  value: z.union([z.number(), z.string()]).nullable().describe('The value (null when it cannot be computed)'),
  unit: z.string().describe('Unit symbol, e.g. °F, psia, Btu/lb dry air, CFM; empty for a plain number or a name'),
  detail: z.string().optional().describe('Where the value came from: the formula, or given / derived / default'),
});
export type Quantity = z.infer<typeof quantitySchema>;

export const thresholdSchema = z.object({
  name: z.string(),
  label: z.string(),
  min: z.number().nullable().describe('Lower limit (inclusive), or null when open'),
  max: z.number().nullable().describe('Upper limit (inclusive), or null when open'),
  unit: z.string(),
  source: z.string().describe('Where the limit comes from'),
});
export type Threshold = z.infer<typeof thresholdSchema>;

export const explanationSchema = z
  .object({
    inputs: z.array(quantitySchema).describe('The inputs as understood, with units (defaults included)'),
    intermediates: z.array(quantitySchema).describe('Values computed on the way to the result'),
    thresholds: z.array(thresholdSchema).describe('The limits behind each verdict or colour, with their source'),
    missing: z.array(z.string()).describe('Optional inputs that were not given and what they would have added'),
    notes: z.array(z.string()).describe('Caveats and advice'),
    sources: z.array(z.string()).describe('References for the formulas and data used'),
  })
  .describe('How the result was obtained');
export type Explanation = z.infer<typeof explanationSchema>;

/** Fields every tool output ends with. */
export const resultTailShape = {
  valid: z.boolean().describe('Whether the method applies to these readings (false → see validity_reason)'),
  validity_reason: z.string().nullable().describe('Why the method does not apply, or null'),
  explanation: explanationSchema,
};

export function quantity(name: string, label: string, value: number | string | null, unit: string, detail?: string): Quantity {
  return detail === undefined ? { name, label, value, unit } : { name, label, value, unit, detail };
}

export function threshold(name: string, label: string, min: number | null, max: number | null, unit: string, source: string): Threshold {
  return { name, label, min, max, unit, source };
}

/** Verdict of a value against an inclusive band. */
export type BandVerdict = 'low' | 'in_range' | 'high';
export const bandVerdictSchema = z.enum(['low', 'in_range', 'high']);

export function bandVerdict(value: number, min: number, max: number): BandVerdict {
  if (value < min) return 'low';
  if (value > max) return 'high';
  return 'in_range';
}

/** One calculator: the server mounts POST /gateway/{partner}/tools/<name>; the dashboard renders a form. */
export interface ToolDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: O;
  compute: (input: z.output<I>) => z.output<O>;
}

export function defineTool<I extends z.ZodType, O extends z.ZodType>(tool: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return tool;
}
