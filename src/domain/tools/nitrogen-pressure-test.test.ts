import { describe, expect, it } from 'vitest';
import { runTool } from './index';
import { nitrogenPressureTestTool } from './nitrogen-pressure-test';

const tool = nitrogenPressureTestTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));

describe('nitrogen-pressure-test (Gay-Lussac in psia and °R)', () => {
  it('300 psig at 70 °F cooling to 60 °F should read 294.06 psig', () => {
    // (300 + 14.696) × (60 + 459.67) / (70 + 459.67) − 14.696 = 314.696 × 519.67 / 529.67 − 14.696
    const expected = (314.696 * 519.67) / 529.67 - 14.696;
    const out = run({ initial_pressure: 300, initial_temperature: 70, final_pressure: 294, final_temperature: 60 });
    expect(out.expected_final_pressure_psig).toBeCloseTo(expected, 9);
    expect(out.expected_final_pressure_psig).toBeCloseTo(294.06, 2);
    expect(out.pressure_difference_psi).toBeCloseTo(294 - expected, 9);
    expect(out.tolerance_psi).toBeCloseTo(0.01 * expected, 9);
    expect(out.verdict).toBe('holding');
    expect(out.initial_temperature_r).toBeCloseTo(529.67, 9);
  });

  it('a drop beyond the tolerance is a possible leak', () => {
    const out = run({ initial_pressure: 300, initial_temperature: 70, final_pressure: 290, final_temperature: 60 });
    expect(out.pressure_difference_psi).toBeLessThan(-out.tolerance_psi);
    expect(out.verdict).toBe('possible_leak');
  });

  it('warming explains a rise; the same final reading at a constant temperature would be a leak', () => {
    const warm = run({ initial_pressure: 150, initial_temperature: 60, final_pressure: 155, final_temperature: 80 });
    expect(warm.expected_final_pressure_psig).toBeCloseTo((164.696 * 539.67) / 519.67 - 14.696, 9);
    expect(warm.verdict).toBe('holding');
    expect(run({ initial_pressure: 150, initial_temperature: 60, final_pressure: 147, final_temperature: 60 }).verdict).toBe('possible_leak');
  });

  it('uses at least 1 psi of tolerance at low pressures', () => {
    const out = run({ initial_pressure: 20, initial_temperature: 70, final_pressure: 19.5, final_temperature: 70 });
    expect(out.tolerance_psi).toBe(1);
    expect(out.verdict).toBe('holding');
  });

  it('a rise the temperature cannot explain is not valid, with the reason', () => {
    const out = run({ initial_pressure: 300, initial_temperature: 70, final_pressure: 320, final_temperature: 70 });
    expect(out.valid).toBe(false);
    expect(out.verdict).toBeNull();
    expect(out.validity_reason).toMatch(/cannot gain pressure/);
  });

  it('converts with the local atmosphere', () => {
    const out = run({ initial_pressure: 300, initial_temperature: 70, final_pressure: 294, final_temperature: 60, atmospheric_pressure: 12 });
    expect(out.expected_final_pressure_psig).toBeCloseTo((312 * 519.67) / 529.67 - 12, 9);
  });

  it('rejects impossible readings: below a perfect vacuum, below absolute zero, strings, missing', () => {
    const r = runTool('nitrogen-pressure-test', { initial_pressure: -15, initial_temperature: -470, final_pressure: 'x' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.initial_pressure?.[0]).toMatch(/below a perfect vacuum/);
    expect(r.errors.initial_temperature).toEqual(['initial_temperature is at or below absolute zero (−459.67 °F)']);
    expect(r.errors.final_pressure).toEqual(['final_pressure must be a number (psig)']);
    expect(r.errors.final_temperature).toEqual(['final_temperature is required']);
  });
});
