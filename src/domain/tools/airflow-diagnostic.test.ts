import { describe, expect, it } from 'vitest';
import { referenceEnthalpyDropBtuPerLb } from '../reference-psychrometrics.test-support';
import { airflowDiagnosticTool, airflowStatus } from './airflow-diagnostic';

const tool = airflowDiagnosticTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));

describe('airflow-diagnostic bands (green 87.5–112.5 %, yellow to 75 % and 125 %, red beyond)', () => {
  it.each([
    [100, 'green'],
    [87.5, 'green'],
    [112.5, 'green'],
    [87.49, 'yellow'],
    [112.51, 'yellow'],
    [75, 'yellow'],
    [125, 'yellow'],
    [74.99, 'red'],
    [125.01, 'red'],
    [40, 'red'],
    [200, 'red'],
  ])('%f percent → %s', (percent, status) => {
    expect(airflowStatus(percent)).toBe(status);
  });
});

describe('airflow-diagnostic', () => {
  // Percent of nominal from the independent SI reference; cases sit ≥ 2 points away from any band limit.
  it.each([
    [3, 62, 54],
    [3, 65, 57],
    [2, 64, 58],
    [4, 68, 53],
  ])('%d tons, %d → %d °F WB: percent within 0.5 percent and in the band of the reference', (tons, r, s) => {
    const referencePercent = (100 * ((tons * 12000) / (4.5 * referenceEnthalpyDropBtuPerLb(r, s, 14.696)))) / (tons * 400);
    const out = run({ return_air: r, supply_air: s, nominal_tons: tons });
    expect(Math.abs(out.percent_of_nominal_cfm / referencePercent - 1)).toBeLessThan(0.005);
    const nearestLimit = Math.min(...[75, 87.5, 112.5, 125].map((l) => Math.abs(referencePercent - l)));
    if (nearestLimit < 1) throw new Error(`test case too close to a band limit: ${referencePercent}`);
    expect(out.status).toBe(airflowStatus(referencePercent));
  });

  it('returns and documents the band limits it used', () => {
    const out = run({ return_air: 63, supply_air: 55, nominal_tons: 3 });
    expect(out.band_limits_percent).toEqual({ green_min: 87.5, green_max: 112.5, yellow_min: 75, yellow_max: 125 });
    const green = out.explanation.thresholds.find((t) => t.name === 'green');
    expect(green).toMatchObject({ min: 87.5, max: 112.5 });
    expect(green?.source).toMatch(/350–450 CFM\/ton/);
    expect(tool.outputSchema.safeParse(out).success).toBe(true);
  });

  it('a low-airflow reading is red and says to fix airflow before judging charge', () => {
    const out = run({ return_air: 68, supply_air: 52, nominal_tons: 3 });
    expect(out.status).toBe('red');
    expect(out.airflow_ok_for_charge_check).toBe(false);
  });

  it('shares the airflow-calculator body and its errors', () => {
    const r = tool.inputSchema.safeParse({ return_air: 55, supply_air: 60, nominal_tons: 3 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['supply_air']);
  });
});
