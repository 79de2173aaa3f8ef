import { describe, expect, it } from 'vitest';
import { csvRow } from '../refrigerants/reference-csv.test-support';
import { calculateSuperHeatTool } from './calculate-super-heat';
import { runTool } from './index';

const tool = calculateSuperHeatTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));
const TOLERANCE_F = 0.1;

describe('calculate-super-heat', () => {
  it('R-407C at the CSV dew pressure of 40 °F: dew_temp 40 °F, superheat = line temperature − 40', () => {
    const row = csvRow('R-407C', 40);
    const out = run({ gas_type: 'R-407C', pressure: row.dewPsig, temperature: 52 });
    expect(Math.abs((out.dew_temp as number) - 40)).toBeLessThan(TOLERANCE_F);
    expect(Math.abs((out.super_heat as number) - 12)).toBeLessThan(TOLERANCE_F);
    expect(out.txv_verdict).toBe('in_range');
    expect(out.fixed_orifice_verdict).toBe('in_range');
  });

  it('uses the dew line, not the bubble line, for a blend (R-407C glide ≈ 10 °F)', () => {
    // At the 40 °F dew pressure the bubble point is lower; the bubble row at the same psia is ~30 °F.
    const row = csvRow('R-407C', 40);
    const out = run({ gas_type: 'R-407C', pressure: row.dewPsig });
    expect(out.glide_f as number).toBeGreaterThan(8);
    expect(out.glide_f as number).toBeLessThan(12);
    expect(csvRow('R-407C', Math.round(40 - (out.glide_f as number))).bubblePsia).toBeCloseTo(row.dewPsia, -1);
  });

  it('matches a printed R-22 chart: 68.5 psig ≈ 40 °F (±0.3 °F)', () => {
    expect(Math.abs((run({ gas_type: 'r22', pressure: 68.5 }).dew_temp as number) - 40)).toBeLessThan(0.3);
  });

  it('reads vacuum: R-134A at its −30 °F row (negative psig)', () => {
    const row = csvRow('R-134A', -30);
    expect(row.dewPsig).toBeLessThan(0);
    expect(Math.abs((run({ gas_type: 'R-134A', pressure: row.dewPsig }).dew_temp as number) + 30)).toBeLessThan(TOLERANCE_F);
  });

  it.each([
    [3, 'low', 'low'],
    [8, 'in_range', 'low'],
    [14, 'in_range', 'in_range'],
    [18, 'high', 'in_range'],
    [25, 'high', 'high'],
  ])('superheat %d °F → TXV %s, fixed orifice %s', (superHeat, txv, fixed) => {
    const row = csvRow('R-410A', 45);
    const out = run({ gas_type: 'R-410A', pressure: row.dewPsig, temperature: 45 + superHeat });
    expect(out.txv_verdict).toBe(txv);
    expect(out.fixed_orifice_verdict).toBe(fixed);
  });

  it('shows the stated target ranges', () => {
    expect(run({ gas_type: 'R-22', pressure: 70 }).target_super_heat).toEqual({
      txv: { min_f: 5, max_f: 15 },
      fixed_orifice: { min_f: 10, max_f: 20 },
    });
  });

  it('a suction line colder than the dew point is not valid (floodback)', () => {
    const row = csvRow('R-410A', 45);
    const out = run({ gas_type: 'R-410A', pressure: row.dewPsig, temperature: 43 });
    expect(out.valid).toBe(false);
    expect(out.validity_reason).toMatch(/floodback/);
  });

  it('returns what it can without pressure or temperature', () => {
    expect(run({ gas_type: 'R-410A', pressure: 120 }).super_heat).toBeNull();
    const none = run({ gas_type: 'R-410A' });
    expect(none.dew_temp).toBeNull();
    expect(none.explanation.missing).toHaveLength(2);
  });

  it('altitude lowers the absolute pressure of the same gauge reading', () => {
    const sea = run({ gas_type: 'R-410A', pressure: 118 });
    const high = run({ gas_type: 'R-410A', pressure: 118, altitude_ft: 5000 });
    expect(high.pressure_psia as number).toBeLessThan(sea.pressure_psia as number);
    expect(high.dew_temp as number).toBeLessThan(sea.dew_temp as number);
  });

  it('rejects a suction pressure outside the dew table, naming the range', () => {
    const r = runTool('calculate-super-heat', { gas_type: 'R-32', pressure: 800 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.pressure?.[0]).toMatch(/^pressure must be between -?\d+(\.\d)? and \d+(\.\d)? psig for R-32/);
  });
});
