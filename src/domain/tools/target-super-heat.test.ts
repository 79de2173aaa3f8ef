import { describe, expect, it } from 'vitest';
import { referenceWetBulbF } from '../reference-psychrometrics.test-support';
import { runTool } from './index';
import { targetSuperHeatTool } from './target-super-heat';

const tool = targetSuperHeatTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));
const errorsOf = (body: unknown) => {
  const r = runTool('target-super-heat', body);
  if (r.ok) throw new Error('expected errors');
  return r.errors;
};

describe('target-super-heat: (3 × WB − 80 − ODB) / 2', () => {
  it.each([
    [62, 85, 10.5, 5.5, 15.5],
    [67, 95, 13, 8, 18],
    [70, 80, 25, 20, 30],
    [64, 100, 6, 5, 11],
  ])('WB %d °F, outdoor %d °F → %f °F, safe_rage %f–%f', (wb, odb, target, min, max) => {
    const out = run({ outdoor_air_temp: odb, return_air_temp_wetbulb: wb });
    expect(out.target_sh).toBeCloseTo(target, 9);
    expect(out.safe_rage?.min_f).toBeCloseTo(min, 9);
    expect(out.safe_rage?.max_f).toBeCloseTo(max, 9);
    expect(out.valid).toBe(true);
    expect(out.wet_bulb_source).toBe('given');
  });

  it('computes the wet bulb from dry bulb and RH (75 °F, 50 % → 62.6 °F chart reading)', () => {
    const out = run({ outdoor_air_temp: 85, return_air_temp_drybulb: 75, return_air_humidity: 50 });
    const wb = referenceWetBulbF(75, 50, 14.696);
    expect(Math.abs(out.return_air_wet_bulb_f - wb)).toBeLessThan(0.05);
    expect(Math.abs(out.return_air_wet_bulb_f - 62.6)).toBeLessThan(0.2);
    expect(Math.abs((out.target_sh as number) - (3 * wb - 80 - 85) / 2)).toBeLessThan(0.1);
    expect(out.wet_bulb_source).toBe('dry_bulb_and_humidity');
  });

  it('a target under 5 °F is not valid: charge by weight instead', () => {
    const out = run({ outdoor_air_temp: 95, return_air_temp_wetbulb: 58 });
    expect(out.computed_target_sh_f).toBeCloseTo(-0.5, 9);
    expect(out.target_sh).toBeNull();
    expect(out.safe_rage).toBeNull();
    expect(out.valid).toBe(false);
    expect(out.validity_reason).toMatch(/charge by weight/);
  });

  it('outside the chart (outdoor above 115 °F or wet bulb below 50 °F) is not valid', () => {
    expect(run({ outdoor_air_temp: 120, return_air_temp_wetbulb: 76 }).validity_reason).toMatch(/Outside the fixed-orifice chart/);
    expect(run({ outdoor_air_temp: 70, return_air_temp_wetbulb: 45 }).valid).toBe(false);
  });

  it('prefers a given wet bulb and notes a disagreeing dry bulb + RH', () => {
    const out = run({ outdoor_air_temp: 85, return_air_temp_wetbulb: 66, return_air_temp_drybulb: 75, return_air_humidity: 50 });
    expect(out.return_air_wet_bulb_f).toBe(66);
    expect(out.explanation.notes.join(' ')).toMatch(/given wet bulb was used/);
  });
});

describe('target-super-heat input errors', () => {
  it('needs a wet bulb or dry bulb with humidity', () => {
    expect(errorsOf({ outdoor_air_temp: 85 }).return_air_temp_wetbulb?.[0]).toMatch(/Give return_air_temp_wetbulb/);
    expect(errorsOf({ outdoor_air_temp: 85, return_air_temp_drybulb: 75 }).return_air_humidity?.[0]).toMatch(/required/);
    expect(errorsOf({ outdoor_air_temp: 85, return_air_humidity: 50 }).return_air_temp_drybulb?.[0]).toMatch(/required/);
  });

  it('rejects relative humidity outside 0–100 and a wet bulb above the dry bulb', () => {
    expect(errorsOf({ outdoor_air_temp: 85, return_air_temp_drybulb: 75, return_air_humidity: 101 }).return_air_humidity).toEqual([
      'return_air_humidity must be between 0 and 100 (% relative humidity)',
    ]);
    expect(errorsOf({ outdoor_air_temp: 85, return_air_temp_drybulb: 75, return_air_humidity: -1 }).return_air_humidity).toHaveLength(1);
    expect(errorsOf({ outdoor_air_temp: 85, return_air_temp_wetbulb: 80, return_air_temp_drybulb: 75 }).return_air_temp_wetbulb?.[0]).toMatch(
      /cannot be above return_air_temp_drybulb/,
    );
  });

  it('rejects missing outdoor temperature, strings and sub-absolute-zero values', () => {
    const errors = errorsOf({ return_air_temp_wetbulb: '62', return_air_temp_drybulb: -500, return_air_humidity: 40 });
    expect(errors.outdoor_air_temp).toEqual(['outdoor_air_temp is required']);
    expect(errors.return_air_temp_wetbulb).toEqual(['return_air_temp_wetbulb must be a number (°F)']);
    expect(errors.return_air_temp_drybulb).toEqual(['return_air_temp_drybulb is at or below absolute zero (−459.67 °F)']);
  });
});
