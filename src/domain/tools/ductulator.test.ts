import { describe, expect, it } from 'vitest';
import { colebrookFrictionFactor } from './duct-friction';
import { ductulatorTool } from './ductulator';
import { runTool } from './index';

const tool = ductulatorTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));

/**
 * Independent friction loss: ASHRAE Fundamentals ch. 21's explicit Altshul–Tsal friction factor
 * (f' = 0.11 (12ε/D + 68/Re)^0.25; f = f' if f' ≥ 0.018, else 0.85 f' + 0.0028), within ~1.6 % of Colebrook.
 */
function altshulTsalLoss(diameterIn: number, cfm: number): number {
  const v = cfm / ((Math.PI / 4) * (diameterIn / 12) ** 2);
  const re = 8.56 * diameterIn * v;
  const fPrime = 0.11 * ((12 * 0.0003) / diameterIn + 68 / re) ** 0.25;
  const f = fPrime >= 0.018 ? fPrime : 0.85 * fPrime + 0.0028;
  return ((12 * f * 100) / diameterIn) * 0.075 * (v / 1097) ** 2;
}
const huebscher = (a: number, b: number) => (1.3 * (a * b) ** 0.625) / (a + b) ** 0.25;

describe('ductulator', () => {
  it('worked check: 1000 CFM at 0.10 in./100 ft → 14 in. round, about 935 FPM and 0.088 in./100 ft', () => {
    const out = run({ airflow_rate: 1000, maximum_air_velocity: 1500, maximal_static_loss: 0.1 });
    const first = out.round_sizes[0];
    expect(first?.diameter_in).toBe(14);
    expect(Math.abs((first?.velocity_fpm ?? 0) - 935)).toBeLessThan(1);
    expect(Math.abs((first?.pressure_loss_in_wc_per_100ft ?? 0) - 0.088)).toBeLessThan(0.002);
    expect(out.round_sizes.map((s) => s.diameter_in)).toEqual([14, 16, 18]);
    expect(out.governing_limit).toBe('friction');
    expect(out.valid).toBe(true);
  });

  it('friction losses agree with the Altshul–Tsal equation within 3 %', () => {
    for (const cfm of [100, 400, 1000, 5000, 20000]) {
      for (const limit of [0.05, 0.1, 0.3]) {
        for (const size of run({ airflow_rate: cfm, maximum_air_velocity: 5000, maximal_static_loss: limit }).round_sizes) {
          expect(Math.abs(size.pressure_loss_in_wc_per_100ft / altshulTsalLoss(size.diameter_in, cfm) - 1)).toBeLessThan(0.03);
        }
      }
    }
  });

  it('Colebrook: smooth-pipe limit and a Moody-chart point', () => {
    // Smooth pipe, Re = 1e5: f ≈ 0.0180 (Moody chart / Prandtl–Kármán).
    expect(colebrookFrictionFactor(1e5, 0)).toBeCloseTo(0.018, 3);
    // Fully rough, ε/D = 0.001: f = 1 / (2 log10(3.7/0.001))² ≈ 0.0196.
    expect(colebrookFrictionFactor(1e9, 0.001)).toBeCloseTo(1 / (2 * Math.log10(3.7 / 0.001)) ** 2, 4);
  });

  it('the velocity limit governs when it is tighter: 1000 CFM at 600 FPM → 18 in.', () => {
    // √(4 × 1000 / 600 / π) × 12 = 17.48 in.; the next standard size is 18 in.
    const out = run({ airflow_rate: 1000, maximum_air_velocity: 600, maximal_static_loss: 1 });
    expect(out.governing_limit).toBe('velocity');
    expect(out.required_diameter_in).toBeCloseTo(Math.sqrt((4 * 1000) / 600 / Math.PI) * 12, 6);
    expect(out.round_sizes[0]?.diameter_in).toBe(18);
    expect(out.round_sizes[0]?.velocity_fpm).toBeLessThanOrEqual(600);
  });

  it('rectangular equivalents: whole inches, Huebscher diameter, both limits met, one size down fails', () => {
    const cfm = 1000;
    const limits = { maximum_air_velocity: 1500, maximal_static_loss: 0.1 };
    const out = run({ airflow_rate: cfm, ...limits });
    expect(out.rectangular_sizes.length).toBeGreaterThanOrEqual(5);
    for (const r of out.rectangular_sizes) {
      expect(Number.isInteger(r.width_in) && Number.isInteger(r.height_in)).toBe(true);
      expect(r.equivalent_diameter_in).toBeCloseTo(huebscher(r.width_in, r.height_in), 9);
      expect(r.velocity_fpm).toBeCloseTo(cfm / ((r.width_in * r.height_in) / 144), 9);
      expect(r.velocity_fpm).toBeLessThanOrEqual(limits.maximum_air_velocity);
      expect(r.pressure_loss_in_wc_per_100ft).toBeLessThanOrEqual(limits.maximal_static_loss);
      expect(Math.abs(r.pressure_loss_in_wc_per_100ft / altshulTsalLoss(r.equivalent_diameter_in, cfm) - 1)).toBeLessThan(0.03);
    }
    // The square is 13 × 13: 12 × 12 (De 13.1 in.) loses more than 0.10 in./100 ft.
    expect(out.rectangular_sizes[0]).toMatchObject({ width_in: 13, height_in: 13, aspect_ratio: 1 });
    expect(altshulTsalLoss(huebscher(12, 12), cfm)).toBeGreaterThan(0.1);
  });

  it('is not valid when no round duct up to 60 in. will do', () => {
    const out = run({ airflow_rate: 100000, maximum_air_velocity: 500, maximal_static_loss: 0.01 });
    expect(out.round_sizes).toEqual([]);
    expect(out.valid).toBe(false);
    expect(out.validity_reason).toMatch(/60 in/);
  });

  it('rejects missing, non-numeric and non-positive inputs', () => {
    const r = runTool('ductulator', { airflow_rate: 0, maximum_air_velocity: '900' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.airflow_rate).toEqual(['airflow_rate must be greater than 0 CFM']);
    expect(r.errors.maximum_air_velocity).toEqual(['maximum_air_velocity must be a number (FPM)']);
    expect(r.errors.maximal_static_loss).toEqual(['maximal_static_loss is required']);
  });
});
