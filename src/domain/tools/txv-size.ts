import { z } from 'zod';
import { ALWAYS, positiveField, validNumber } from './fields';
import { defineTool, quantity, resultTailShape, threshold } from './result';

/** Spec 4.7: a TXV handles a turndown of 2:1 to 2.5:1; an electronic expansion valve about 10:1. */
export const TXV_TURNDOWN = { acceptable: 2, upper: 2.5 } as const;
export const EEV_MAX_TURNDOWN = 10;
export const MAX_TONNAGE = 500;

export const TXV_VERDICTS = ['txv_ok', 'txv_marginal', 'eev_recommended', 'beyond_eev'] as const;

export const txvSizeInputSchema = z
  .object({
    tonnage: positiveField('tonnage', 'tons', MAX_TONNAGE).describe('Total nominal tonnage of the circuit, tons.'),
    minimum_capacity: positiveField('minimum_capacity', 'tons', MAX_TONNAGE).describe(
      'Capacity of the smallest compressor stage on the circuit, tons (same unit as tonnage); not above tonnage.',
    ),
  })
  .superRefine((_value, ctx) => {
    const tonnage = validNumber(ctx, 'tonnage');
    const minimum = validNumber(ctx, 'minimum_capacity');
    if (tonnage !== undefined && minimum !== undefined && minimum > tonnage) {
      ctx.addIssue({
        code: 'custom',
        path: ['minimum_capacity'],
        message: `minimum_capacity (${minimum} tons) cannot be above tonnage (${tonnage} tons)`,
      });
    }
  }, ALWAYS);
export type TxvSizeInput = z.output<typeof txvSizeInputSchema>;

export const txvSizeOutputSchema = z.object({
  turndown_ratio: z.number().describe('tonnage ÷ minimum_capacity (n means n:1)'),
  minimum_load_percent: z.number().describe('minimum_capacity as a percentage of tonnage, %'),
  verdict: z
    .enum(TXV_VERDICTS)
    .describe('txv_ok: ≤ 2:1; txv_marginal: 2–2.5:1; eev_recommended: 2.5–10:1; beyond_eev: above 10:1'),
  recommended_valve: z.enum(['txv', 'eev']).describe('txv (thermostatic) or eev (electronic expansion valve)'),
  reason: z.string().describe('Why, in one or two sentences'),
  txv_max_turndown: z.object({ acceptable: z.number(), upper: z.number() }).describe('Spec 4.7: a TXV is acceptable up to 2:1 to 2.5:1'),
  eev_max_turndown: z.number().describe('Spec 4.7: an EEV manages about 10:1'),
  ...resultTailShape,
});
export type TxvSizeOutput = z.infer<typeof txvSizeOutputSchema>;

function decide(ratio: number): Pick<TxvSizeOutput, 'verdict' | 'recommended_valve' | 'reason'> {
  const r = `${ratio.toFixed(2)}:1`;
  if (ratio <= TXV_TURNDOWN.acceptable) {
    return { verdict: 'txv_ok', recommended_valve: 'txv', reason: `A turndown of ${r} is within a TXV's 2:1: size the TXV for the full tonnage.` };
  }
  if (ratio <= TXV_TURNDOWN.upper) {
    return {
      verdict: 'txv_marginal',
      recommended_valve: 'txv',
      reason: `A turndown of ${r} is at the limit of a TXV (2:1 to 2.5:1): it works, but watch superheat at the smallest stage.`,
    };
  }
  const why = `A TXV sized for the full load is oversized at the smallest stage (${r}): it hunts and lets liquid through to the compressor (floodback).`;
  if (ratio <= EEV_MAX_TURNDOWN) {
    return { verdict: 'eev_recommended', recommended_valve: 'eev', reason: `${why} An electronic expansion valve holds superheat down to about 10:1.` };
  }
  return {
    verdict: 'beyond_eev',
    recommended_valve: 'eev',
    reason: `${why} Even an electronic expansion valve manages only about 10:1: split the circuit or add capacity control so the smallest stage is a larger share.`,
  };
}

function compute(input: TxvSizeInput): TxvSizeOutput {
  const ratio = input.tonnage / input.minimum_capacity;
  const source = 'Spec 4.7: TXV acceptable up to 2:1–2.5:1; oversized TXVs cause floodback; EEV up to 10:1';
  return {
    turndown_ratio: ratio,
    minimum_load_percent: (100 * input.minimum_capacity) / input.tonnage,
    ...decide(ratio),
    txv_max_turndown: { ...TXV_TURNDOWN },
    eev_max_turndown: EEV_MAX_TURNDOWN,
    valid: true,
    validity_reason: null,
    explanation: {
      inputs: [
        quantity('tonnage', 'Circuit tonnage', input.tonnage, 'tons', 'given'),
        quantity('minimum_capacity', 'Smallest stage', input.minimum_capacity, 'tons', 'given'),
      ],
      intermediates: [
        quantity('turndown_ratio', 'Turndown', ratio, ':1', 'tonnage ÷ minimum_capacity'),
        quantity('minimum_load_percent', 'Smallest stage share', (100 * input.minimum_capacity) / input.tonnage, '%'),
      ],
      thresholds: [
        threshold('txv_turndown', 'TXV turndown (acceptable to upper)', TXV_TURNDOWN.acceptable, TXV_TURNDOWN.upper, ':1', source),
        threshold('eev_turndown', 'EEV turndown', null, EEV_MAX_TURNDOWN, ':1', source),
      ],
      missing: [],
      notes: ['Assumes one expansion valve per circuit sized for the full circuit tonnage.'],
      sources: [source],
    },
  };
}

export const txvSizeTool = defineTool({
  name: 'txv-size',
  title: 'TXV sizing',
  description:
    'Turndown ratio of a circuit (tonnage ÷ smallest compressor stage) against what a TXV handles (2:1 to 2.5:1); beyond that an electronic expansion valve (up to about 10:1) is recommended, because an oversized TXV floods back at low load.',
  inputSchema: txvSizeInputSchema,
  outputSchema: txvSizeOutputSchema,
  compute,
});
