import { describe, expect, it } from 'vitest';
import { runTool } from './index';
import { txvSizeTool } from './txv-size';

const run = (body: unknown) => txvSizeTool.compute(txvSizeTool.inputSchema.parse(body));

describe('txv-size: turndown = tonnage ÷ minimum_capacity', () => {
  it.each([
    [10, 10, 1, 'txv_ok', 'txv'],
    [10, 5, 2, 'txv_ok', 'txv'],
    [10, 4, 2.5, 'txv_marginal', 'txv'],
    [10, 3, 10 / 3, 'eev_recommended', 'eev'],
    [20, 2, 10, 'eev_recommended', 'eev'],
    [25, 2, 12.5, 'beyond_eev', 'eev'],
  ])('%d tons with a %d-ton stage → %f:1, %s', (tonnage, minimum, ratio, verdict, valve) => {
    const out = run({ tonnage, minimum_capacity: minimum });
    expect(out.turndown_ratio).toBeCloseTo(ratio, 12);
    expect(out.minimum_load_percent).toBeCloseTo((100 * minimum) / tonnage, 12);
    expect(out.verdict).toBe(verdict);
    expect(out.recommended_valve).toBe(valve);
  });

  it('explains an EEV recommendation by floodback', () => {
    expect(run({ tonnage: 10, minimum_capacity: 3 }).reason).toMatch(/floodback/);
    expect(run({ tonnage: 10, minimum_capacity: 3 }).txv_max_turndown).toEqual({ acceptable: 2, upper: 2.5 });
  });

  it('rejects a minimum capacity above the tonnage, zero and strings', () => {
    const r = runTool('txv-size', { tonnage: 5, minimum_capacity: 6 });
    expect(r.ok ? null : r.errors.minimum_capacity?.[0]).toMatch(/cannot be above tonnage/);
    const z = runTool('txv-size', { tonnage: 0, minimum_capacity: '2' });
    expect(z.ok ? null : z.errors).toEqual({
      tonnage: ['tonnage must be greater than 0 tons'],
      minimum_capacity: ['minimum_capacity must be a number (tons)'],
    });
  });
});
