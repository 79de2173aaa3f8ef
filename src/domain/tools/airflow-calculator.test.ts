import { describe, expect, it } from 'vitest';
import { standardAtmospherePsia } from '../psychrometrics';
import { referenceEnthalpyDropBtuPerLb } from '../reference-psychrometrics.test-support';
import { airflowCalculatorTool } from './airflow-calculator';
import { runTool } from './index';

const tool = airflowCalculatorTool;
const run = (body: unknown) => tool.compute(tool.inputSchema.parse(body));
/** CFM = tons × 12,000 / (4.5 Δh) with Δh from the independent SI reference. */
const referenceCfm = (tons: number, returnWb: number, supplyWb: number, psia = 14.696) =>
  (tons * 12000) / (4.5 * referenceEnthalpyDropBtuPerLb(returnWb, supplyWb, psia));
const RELATIVE_TOLERANCE = 0.005;

describe('airflow-calculator', () => {
  it.each([
    [3, 63, 55],
    [2.5, 67, 58],
    [5, 62, 52],
    [4, 70, 62],
  ])('%d tons, return WB %d °F, supply WB %d °F: estimated_cfm within 0.5 percent of the reference', (tons, r, s) => {
    const out = run({ return_air: r, supply_air: s, nominal_tons: tons });
    expect(Math.abs(out.estimated_cfm / referenceCfm(tons, r, s) - 1)).toBeLessThan(RELATIVE_TOLERANCE);
    expect(out.nominal_cfm).toBe(tons * 400);
    expect(out.cfm_per_ton).toBeCloseTo(out.estimated_cfm / tons, 9);
    expect(out.enthalpy_difference_btu_per_lb).toBeCloseTo(out.return_air_enthalpy_btu_per_lb - out.supply_air_enthalpy_btu_per_lb, 9);
    expect(out.valid).toBe(true);
  });

  it('saturated enthalpy at 65 °F wet bulb is about 30.06 Btu/lb (psychrometric chart) ±0.15', () => {
    expect(Math.abs(run({ return_air: 65, supply_air: 55, nominal_tons: 3 }).return_air_enthalpy_btu_per_lb - 30.06)).toBeLessThan(0.15);
  });

  it('uses the local atmosphere: altitude 5,000 ft (standard atmosphere) and an explicit pressure agree', () => {
    const psia = standardAtmospherePsia(5000);
    const byAltitude = run({ return_air: 63, supply_air: 55, nominal_tons: 3, altitude_ft: 5000 });
    const byPressure = run({ return_air: 63, supply_air: 55, nominal_tons: 3, atmospheric_pressure: psia });
    expect(byAltitude.estimated_cfm).toBeCloseTo(byPressure.estimated_cfm, 9);
    expect(Math.abs(byAltitude.estimated_cfm / referenceCfm(3, 63, 55, psia) - 1)).toBeLessThan(RELATIVE_TOLERANCE);
    expect(byAltitude.atmospheric_pressure_psia).toBeCloseTo(12.228, 2);
  });

  it('flags airflow under 300 CFM/ton: fix airflow before judging charge', () => {
    const out = run({ return_air: 68, supply_air: 52, nominal_tons: 3 });
    expect(out.cfm_per_ton).toBeLessThan(300);
    expect(out.airflow_ok_for_charge_check).toBe(false);
    expect(out.explanation.notes.join(' ')).toMatch(/fix airflow/i);
  });

  it('explains itself: inputs with units, enthalpies, CFM per ton, thresholds with sources', () => {
    const out = run({ return_air: 63, supply_air: 55, nominal_tons: 3 });
    const names = out.explanation.intermediates.map((q) => q.name);
    expect(names).toEqual(expect.arrayContaining(['return_air_enthalpy_btu_per_lb', 'enthalpy_difference_btu_per_lb', 'cfm_per_ton']));
    expect(out.explanation.inputs.every((q) => q.unit !== '')).toBe(true);
    expect(out.explanation.thresholds.every((t) => t.source.length > 0)).toBe(true);
    expect(tool.outputSchema.safeParse(out).success).toBe(true);
  });
});

describe('airflow-calculator input errors', () => {
  const errorsOf = (body: unknown) => {
    const r = runTool('airflow-calculator', body);
    if (r.ok) throw new Error('expected errors');
    return r.errors;
  };

  it('names every missing field', () => {
    expect(errorsOf({})).toEqual({
      return_air: ['return_air is required'],
      supply_air: ['supply_air is required'],
      nominal_tons: ['nominal_tons is required'],
    });
  });

  it('rejects strings and NaN with the unit', () => {
    const errors = errorsOf({ return_air: '63', supply_air: Number.NaN, nominal_tons: 3 });
    expect(errors.return_air).toEqual(['return_air must be a number (°F)']);
    expect(errors.supply_air).toEqual(['supply_air must be a number (°F)']);
  });

  it('rejects a supply wet bulb at or above the return wet bulb, even with other errors present', () => {
    expect(errorsOf({ return_air: 60, supply_air: 60 }).supply_air?.[0]).toMatch(/must be below return_air/);
    expect(errorsOf({ return_air: 60, supply_air: 60 }).nominal_tons).toEqual(['nominal_tons is required']);
  });

  it('rejects temperatures below absolute zero and non-positive tonnage', () => {
    const errors = errorsOf({ return_air: -500, supply_air: 55, nominal_tons: 0 });
    expect(errors.return_air).toEqual(['return_air is at or below absolute zero (−459.67 °F)']);
    expect(errors.nominal_tons?.[0]).toMatch(/greater than 0/);
  });

  it('rejects both atmospheric_pressure and altitude_ft', () => {
    expect(errorsOf({ return_air: 63, supply_air: 55, nominal_tons: 3, atmospheric_pressure: 14, altitude_ft: 1000 }).altitude_ft).toEqual([
      'Give atmospheric_pressure or altitude_ft, not both',
    ]);
  });
});
