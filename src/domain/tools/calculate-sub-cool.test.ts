import { describe, expect, it } from 'vitest';
import { csvRow, csvRows } from '../refrigerants/reference-csv.test-support';
import { calculateSubCoolTool } from './calculate-sub-cool';
import { runTool } from './index';

const tool = calculateSubCoolTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));
const errorsOf = (body: unknown) => {
  const r = runTool('calculate-sub-cool', body);
  if (r.ok) throw new Error('expected errors');
  return r.errors;
};
const TOLERANCE_F = 0.1;

describe('calculate-sub-cool', () => {
  it('R-410A at the CSV bubble pressure of 100 °F: bubble_temp 100 °F, sub_cool = 100 − line temperature', () => {
    const row = csvRow('R-410A', 100);
    const out = run({ gas_type: 'R-410A', pressure: row.bubblePsig, temperature: 90 });
    expect(Math.abs((out.bubble_temp as number) - 100)).toBeLessThan(TOLERANCE_F);
    expect(Math.abs((out.sub_cool as number) - 10)).toBeLessThan(TOLERANCE_F);
    expect(out.sub_cool_verdict).toBe('in_range');
    expect(out.target_sub_cool).toEqual({ min_f: 8, max_f: 12 });
    // Glide at that pressure: dew temperature from the CSV's dew column, bracketing rows, minus 100 °F.
    const rows = csvRows('R-410A');
    const above = rows.find((r) => r.dewPsia >= row.bubblePsia);
    expect(out.glide_f).toBeGreaterThan(0);
    expect(out.glide_f).toBeLessThan((above?.tempF ?? 0) - 100 + TOLERANCE_F);
  });

  it('matches a printed R-410A chart: 340 psig ≈ 105 °F (±0.6 °F; charts sit 0.3–0.4 °F off the model)', () => {
    expect(Math.abs((run({ gas_type: 'R-410A', pressure: 340 }).bubble_temp as number) - 105)).toBeLessThan(0.6);
  });

  it('reads vacuum (negative psig): R-134A at its −20 °F row', () => {
    const row = csvRow('R-134A', -20);
    expect(row.bubblePsig).toBeLessThan(0);
    expect(Math.abs((run({ gas_type: 'R-134A', pressure: row.bubblePsig }).bubble_temp as number) + 20)).toBeLessThan(TOLERANCE_F);
  });

  it('off-grid: midway between two CSV rows lies between their temperatures', () => {
    const [a, b] = [csvRow('R-454B', 110), csvRow('R-454B', 111)];
    const t = run({ gas_type: 'R-454B', pressure: (a.bubblePsig + b.bubblePsig) / 2 }).bubble_temp as number;
    expect(t).toBeGreaterThan(110);
    expect(t).toBeLessThan(111);
  });

  it.each(['r410a', 'R410A', 'r-410a', 'R-410A'])('accepts %s as R-410A', (gas) => {
    expect(run({ gas_type: gas, pressure: 300 }).gas_type).toBe('R-410A');
  });

  it('uses the given atmosphere for psig → psia', () => {
    const row = csvRow('R-22', 95);
    const out = run({ gas_type: 'R-22', pressure: row.bubblePsia - 12.5, atmospheric_pressure: 12.5 });
    expect(Math.abs((out.bubble_temp as number) - 95)).toBeLessThan(TOLERANCE_F);
    expect(out.pressure_psia).toBeCloseTo(row.bubblePsia, 9);
  });

  it('returns what it can without temperature, and says what is missing', () => {
    const out = run({ gas_type: 'R-22', pressure: 200 });
    expect(out.bubble_temp).not.toBeNull();
    expect(out.sub_cool).toBeNull();
    expect(out.sub_cool_verdict).toBeNull();
    expect(out.explanation.missing).toEqual([expect.stringMatching(/^temperature/)]);
  });

  it('without pressure there is no bubble point', () => {
    const out = run({ gas_type: 'R-22', temperature: 90 });
    expect(out.bubble_temp).toBeNull();
    expect(out.sub_cool).toBeNull();
    expect(out.explanation.missing[0]).toMatch(/^pressure/);
  });

  it('a liquid line warmer than the bubble point is not valid, with the reason', () => {
    const row = csvRow('R-410A', 100);
    const out = run({ gas_type: 'R-410A', pressure: row.bubblePsig, temperature: 103 });
    expect(out.sub_cool as number).toBeLessThan(0);
    expect(out.valid).toBe(false);
    expect(out.validity_reason).toMatch(/no subcooling/);
  });

  it.each([
    [5, 'low'],
    [8.5, 'in_range'],
    [11.5, 'in_range'],
    [15, 'high'],
  ])('sub_cool %d °F → %s', (subCool, verdict) => {
    const row = csvRow('R-410A', 100);
    expect(run({ gas_type: 'R-410A', pressure: row.bubblePsig, temperature: 100 - subCool }).sub_cool_verdict).toBe(verdict);
  });
});

describe('calculate-sub-cool input errors', () => {
  it('names the valid range when the pressure is outside the table', () => {
    const rows = csvRows('R-410A');
    const first = rows[0]?.bubblePsig as number;
    const last = rows[rows.length - 1]?.bubblePsig as number;
    const message = errorsOf({ gas_type: 'R-410A', pressure: last + 1 }).pressure?.[0] ?? '';
    expect(message).toContain(`between ${Math.ceil(first * 10) / 10} and ${Math.floor(last * 10) / 10} psig for R-410A`);
    expect(errorsOf({ gas_type: 'R-410A', pressure: first - 1 }).pressure).toHaveLength(1);
  });

  it('rejects an absolute pressure at or below zero', () => {
    expect(errorsOf({ gas_type: 'R-134A', pressure: -14.696 }).pressure?.[0]).toMatch(/absolute pressure must be above 0/);
  });

  it('rejects unknown, missing and non-string refrigerants', () => {
    expect(errorsOf({ gas_type: 'R-12', pressure: 100 }).gas_type?.[0]).toMatch(/must be one of R-134A/);
    expect(errorsOf({ pressure: 100 }).gas_type).toEqual(['gas_type is required']);
    expect(errorsOf({ gas_type: 410 }).gas_type).toHaveLength(1);
  });

  it('rejects strings, NaN and temperatures below absolute zero', () => {
    const errors = errorsOf({ gas_type: 'R-22', pressure: '200', temperature: -460 });
    expect(errors.pressure).toEqual(['pressure must be a number (psig)']);
    expect(errors.temperature).toEqual(['temperature is at or below absolute zero (−459.67 °F)']);
    expect(errorsOf({ gas_type: 'R-22', temperature: Number.NaN }).temperature).toEqual(['temperature must be a number (°F)']);
  });
});
