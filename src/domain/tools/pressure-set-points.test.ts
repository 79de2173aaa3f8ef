import { describe, expect, it } from 'vitest';
import { csvRow } from '../refrigerants/reference-csv.test-support';
import { runTool } from './index';
import { pressureSetPointsTool } from './pressure-set-points';

const tool = pressureSetPointsTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));

describe('pressure-set-points', () => {
  it('absolute pressures and compression ratio: 340 / 350 / 120 psig', () => {
    const out = run({ liquid_line: 340, discharge_line: 350, suction_line: 120 });
    expect(out.liquid_line_psia).toBeCloseTo(354.696, 9);
    expect(out.discharge_line_psia).toBeCloseTo(364.696, 9);
    expect(out.suction_line_psia).toBeCloseTo(134.696, 9);
    expect(out.compression_ratio).toBeCloseTo(364.696 / 134.696, 9);
    expect(out.compression_ratio_verdict).toBe('in_range');
    expect(out.typical_compression_ratio).toEqual({ min: 2, max: 3.5 });
    expect(out.liquid_line_saturation_temp_f).toBeNull();
    expect(out.explanation.missing[0]).toMatch(/^gas_type/);
  });

  it('flags a high ratio (R-22 style 300 / 40 psig → 5.9:1) and a low one', () => {
    expect(run({ liquid_line: 290, discharge_line: 300, suction_line: 40 }).compression_ratio_verdict).toBe('high');
    expect(run({ liquid_line: 150, discharge_line: 160, suction_line: 120 }).compression_ratio_verdict).toBe('low');
  });

  it('with gas_type adds saturation temperatures from the bubble and dew lines', () => {
    const [liquid, discharge, suction] = [csvRow('R-410A', 105), csvRow('R-410A', 110), csvRow('R-410A', 45)];
    const out = run({ liquid_line: liquid.bubblePsig, discharge_line: discharge.dewPsig, suction_line: suction.dewPsig, gas_type: 'r-410a' });
    expect(out.gas_type).toBe('R-410A');
    expect(Math.abs((out.liquid_line_saturation_temp_f as number) - 105)).toBeLessThan(0.1);
    expect(Math.abs((out.discharge_line_saturation_temp_f as number) - 110)).toBeLessThan(0.1);
    expect(Math.abs((out.suction_line_saturation_temp_f as number) - 45)).toBeLessThan(0.1);
  });

  it('notes a liquid line reading above the discharge', () => {
    expect(run({ liquid_line: 360, discharge_line: 350, suction_line: 120 }).explanation.notes.join(' ')).toMatch(/check the gauges/);
  });

  it('rejects a discharge below suction, impossible and out-of-table pressures', () => {
    const r = runTool('pressure-set-points', { liquid_line: -20, discharge_line: 100, suction_line: 120, gas_type: 'R-22' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.discharge_line?.[0]).toMatch(/cannot be below suction_line/);
    expect(r.errors.liquid_line?.[0]).toMatch(/absolute pressure must be above 0/);
    const high = runTool('pressure-set-points', { liquid_line: 300, discharge_line: 600, suction_line: 70, gas_type: 'R-22' });
    expect(high.ok).toBe(false);
    if (!high.ok) expect(high.errors.discharge_line?.[0]).toMatch(/between .* psig for R-22/);
    const missing = runTool('pressure-set-points', {});
    expect(missing.ok ? {} : missing.errors).toEqual({
      liquid_line: ['liquid_line is required'],
      discharge_line: ['discharge_line is required'],
      suction_line: ['suction_line is required'],
    });
  });
});
