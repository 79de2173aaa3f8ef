import { z } from 'zod';
import { enthalpyAtWetBulbBtuPerLb, saturationVaporPressurePsia } from '../psychrometrics';
import { ambientShape, atmosphereQuantity, checkAmbient, resolveAtmosphere } from './ambient';
import { ALWAYS, airTemperatureField, positiveField, validNumber } from './fields';
import { quantity, threshold, type Explanation } from './result';

// Shared by airflow-calculator and airflow-diagnostic (same body, spec 4.7): airflow across an
// evaporator from the enthalpy drop, CFM = tons × 12,000 / (4.5 × Δh).

/** Spec 4.7: the standard airflow, CFM per nominal ton. */
export const NOMINAL_CFM_PER_TON = 400;
/** 1 ton of refrigeration = 12,000 Btu/h. */
export const BTU_PER_HOUR_PER_TON = 12000;
/** 4.5 = 60 min/h × 0.075 lb/ft³ (standard air), so Btu/h = 4.5 × CFM × Δh (Btu/lb). */
export const STANDARD_AIR_FACTOR = 4.5;
/** Below this, fix airflow before judging refrigerant charge (superheat/subcooling mislead). */
export const MIN_CFM_PER_TON_FOR_CHARGE_CHECK = 300;
export const MAX_NOMINAL_TONS = 500;

const ENTHALPY_SOURCE = 'ASHRAE Handbook — Fundamentals (2017) ch. 1: Hyland–Wexler saturation pressure (eq. 6), W_s (eq. 23), h = 0.240 t + W (1061 + 0.444 t) (eq. 32)';

export const airflowInputSchema = z
  .object({
    return_air: airTemperatureField('return_air').describe('Return air wet bulb temperature entering the coil, °F.'),
    supply_air: airTemperatureField('supply_air').describe('Supply air wet bulb temperature leaving the coil, °F; must be below return_air.'),
    nominal_tons: positiveField('nominal_tons', 'tons', MAX_NOMINAL_TONS).describe('Nominal cooling capacity, tons (1 ton = 12,000 Btu/h).'),
    ...ambientShape,
  })
  .superRefine((_value, ctx) => {
    const atmospherePsia = checkAmbient(ctx);
    const returnWb = validNumber(ctx, 'return_air');
    const supplyWb = validNumber(ctx, 'supply_air');
    for (const [name, wetBulbF] of [['return_air', returnWb], ['supply_air', supplyWb]] as const) {
      if (wetBulbF !== undefined && saturationVaporPressurePsia(wetBulbF) >= atmospherePsia) {
        ctx.addIssue({ code: 'custom', path: [name], message: `${name} ${wetBulbF} °F is at or above the boiling point of water at ${atmospherePsia.toFixed(3)} psia` });
      }
    }
    if (returnWb !== undefined && supplyWb !== undefined && supplyWb >= returnWb) {
      ctx.addIssue({
        code: 'custom',
        path: ['supply_air'],
        message: `supply_air wet bulb (${supplyWb} °F) must be below return_air wet bulb (${returnWb} °F): a cooling coil lowers the wet bulb`,
      });
    }
  }, ALWAYS);

export type AirflowInput = z.output<typeof airflowInputSchema>;

export interface AirflowFigures {
  atmospherePsia: number;
  returnEnthalpyBtuPerLb: number;
  supplyEnthalpyBtuPerLb: number;
  enthalpyDifferenceBtuPerLb: number;
  estimatedCfm: number;
  nominalCfm: number;
  cfmPerTon: number;
  percentOfNominal: number;
  airflowOkForChargeCheck: boolean;
}

export function computeAirflow(input: AirflowInput): AirflowFigures {
  const atmospherePsia = resolveAtmosphere(input).psia;
  const returnEnthalpyBtuPerLb = enthalpyAtWetBulbBtuPerLb(input.return_air, atmospherePsia);
  const supplyEnthalpyBtuPerLb = enthalpyAtWetBulbBtuPerLb(input.supply_air, atmospherePsia);
  const enthalpyDifferenceBtuPerLb = returnEnthalpyBtuPerLb - supplyEnthalpyBtuPerLb;
  const estimatedCfm = (input.nominal_tons * BTU_PER_HOUR_PER_TON) / (STANDARD_AIR_FACTOR * enthalpyDifferenceBtuPerLb);
  const nominalCfm = input.nominal_tons * NOMINAL_CFM_PER_TON;
  const cfmPerTon = estimatedCfm / input.nominal_tons;
  return {
    atmospherePsia,
    returnEnthalpyBtuPerLb,
    supplyEnthalpyBtuPerLb,
    enthalpyDifferenceBtuPerLb,
    estimatedCfm,
    nominalCfm,
    cfmPerTon,
    percentOfNominal: (100 * estimatedCfm) / nominalCfm,
    airflowOkForChargeCheck: cfmPerTon >= MIN_CFM_PER_TON_FOR_CHARGE_CHECK,
  };
}

/** Output fields both airflow tools share. */
export const airflowFiguresShape = {
  estimated_cfm: z.number().describe('Estimated airflow across the coil, CFM (spec 4.7)'),
  nominal_cfm: z.number().describe('Nominal airflow, CFM: nominal_tons × 400 CFM/ton'),
  cfm_per_ton: z.number().describe('estimated_cfm ÷ nominal_tons, CFM per ton'),
  return_air_enthalpy_btu_per_lb: z.number().describe('Enthalpy of air at the return wet bulb, Btu/lb dry air'),
  supply_air_enthalpy_btu_per_lb: z.number().describe('Enthalpy of air at the supply wet bulb, Btu/lb dry air'),
  enthalpy_difference_btu_per_lb: z.number().describe('Return minus supply enthalpy, Btu/lb dry air'),
  atmospheric_pressure_psia: z.number().describe('Atmospheric pressure used, psia'),
  airflow_ok_for_charge_check: z
    .boolean()
    .describe(`False below ${MIN_CFM_PER_TON_FOR_CHARGE_CHECK} CFM/ton: fix airflow before judging refrigerant charge`),
};

export function airflowFiguresFields(f: AirflowFigures) {
  return {
    estimated_cfm: f.estimatedCfm,
    nominal_cfm: f.nominalCfm,
    cfm_per_ton: f.cfmPerTon,
    return_air_enthalpy_btu_per_lb: f.returnEnthalpyBtuPerLb,
    supply_air_enthalpy_btu_per_lb: f.supplyEnthalpyBtuPerLb,
    enthalpy_difference_btu_per_lb: f.enthalpyDifferenceBtuPerLb,
    atmospheric_pressure_psia: f.atmospherePsia,
    airflow_ok_for_charge_check: f.airflowOkForChargeCheck,
  };
}

export function airflowExplanation(input: AirflowInput, f: AirflowFigures): Explanation {
  const notes = [
    'Assumes the unit delivers its nominal capacity (12,000 Btu/h per ton); the result is an estimate to compare with nominal airflow, not a measurement.',
    'The 4.5 factor is for standard air (0.075 lb/ft³ × 60 min/h), so the result is in standard CFM.',
  ];
  if (!f.airflowOkForChargeCheck) {
    notes.push(`Airflow is below ${MIN_CFM_PER_TON_FOR_CHARGE_CHECK} CFM/ton: fix airflow (filter, blower speed, coil, ducts) before judging refrigerant charge.`);
  }
  return {
    inputs: [
      quantity('return_air', 'Return air wet bulb', input.return_air, '°F', 'given'),
      quantity('supply_air', 'Supply air wet bulb', input.supply_air, '°F', 'given'),
      quantity('nominal_tons', 'Nominal capacity', input.nominal_tons, 'tons', 'given'),
      atmosphereQuantity(resolveAtmosphere(input), input),
    ],
    intermediates: [
      quantity('return_air_enthalpy_btu_per_lb', 'Enthalpy at return wet bulb', f.returnEnthalpyBtuPerLb, 'Btu/lb dry air', 'saturated air at the wet bulb'),
      quantity('supply_air_enthalpy_btu_per_lb', 'Enthalpy at supply wet bulb', f.supplyEnthalpyBtuPerLb, 'Btu/lb dry air', 'saturated air at the wet bulb'),
      quantity('enthalpy_difference_btu_per_lb', 'Enthalpy drop Δh', f.enthalpyDifferenceBtuPerLb, 'Btu/lb dry air'),
      quantity('capacity_btu_per_hour', 'Assumed total capacity', input.nominal_tons * BTU_PER_HOUR_PER_TON, 'Btu/h', 'nominal_tons × 12,000'),
      quantity('estimated_cfm', 'Estimated airflow', f.estimatedCfm, 'CFM', 'tons × 12,000 ÷ (4.5 × Δh)'),
      quantity('nominal_cfm', 'Nominal airflow', f.nominalCfm, 'CFM', 'tons × 400'),
      quantity('cfm_per_ton', 'Airflow per ton', f.cfmPerTon, 'CFM/ton'),
      quantity('percent_of_nominal_cfm', 'Share of nominal airflow', f.percentOfNominal, '%'),
    ],
    thresholds: [
      threshold('nominal_cfm_per_ton', 'Standard airflow', NOMINAL_CFM_PER_TON, NOMINAL_CFM_PER_TON, 'CFM/ton', 'Spec 4.7: 400 CFM per nominal ton'),
      threshold(
        'min_cfm_per_ton_for_charge_check',
        'Airflow needed before judging charge',
        MIN_CFM_PER_TON_FOR_CHARGE_CHECK,
        null,
        'CFM/ton',
        'Common charging practice: superheat and subcooling are meaningless with airflow this low',
      ),
    ],
    missing: [],
    notes,
    sources: [ENTHALPY_SOURCE, 'CFM = Btu/h ÷ (4.5 × Δh): total-heat airflow equation for standard air'],
  };
}
