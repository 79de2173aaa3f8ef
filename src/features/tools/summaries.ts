import type { ToolName } from '@/domain/tools';
import type { AirflowCalculatorOutput } from '@/domain/tools/airflow-calculator';
import type { AirflowDiagnosticOutput } from '@/domain/tools/airflow-diagnostic';
import type { CalculateSubCoolOutput } from '@/domain/tools/calculate-sub-cool';
import type { CalculateSuperHeatOutput } from '@/domain/tools/calculate-super-heat';
import type { DuctulatorOutput } from '@/domain/tools/ductulator';
import type { NitrogenPressureTestOutput } from '@/domain/tools/nitrogen-pressure-test';
import type { PressureSetPointsOutput } from '@/domain/tools/pressure-set-points';
import type { BandVerdict } from '@/domain/tools/result';
import type { TargetSuperHeatOutput } from '@/domain/tools/target-super-heat';
import type { TxvSizeOutput } from '@/domain/tools/txv-size';
import { formatQuantity, formatRange } from './format';

// The headline of each result: the few values a technician reads first, with a coloured badge
// and, beside it, the threshold behind the colour.

export type Tone = 'green' | 'yellow' | 'red' | 'gray';

export interface SummaryItem {
  label: string;
  value: string;
  badge?: { tone: Tone; text: string; basis: string };
}

const BAND_TEXT: Record<BandVerdict, string> = { low: 'Low', in_range: 'In range', high: 'High' };
const bandTone = (v: BandVerdict): Tone => (v === 'in_range' ? 'green' : 'yellow');
const item = (label: string, value: string, badge?: SummaryItem['badge']): SummaryItem => (badge ? { label, value, badge } : { label, value });

function airflow(o: AirflowCalculatorOutput): SummaryItem[] {
  return [
    item('Estimated airflow', formatQuantity(o.estimated_cfm, 'CFM')),
    item('Nominal airflow (400 CFM/ton)', formatQuantity(o.nominal_cfm, 'CFM')),
    item(
      'Airflow per ton',
      formatQuantity(o.cfm_per_ton, 'CFM/ton'),
      o.airflow_ok_for_charge_check ? undefined : { tone: 'red', text: 'Too low to judge charge', basis: 'below 300 CFM/ton: fix airflow first' },
    ),
  ];
}

function diagnostic(o: AirflowDiagnosticOutput): SummaryItem[] {
  const b = o.band_limits_percent;
  const text = { green: 'Green', yellow: 'Yellow', red: 'Red' }[o.status];
  return [
    item('Airflow vs nominal', formatQuantity(o.percent_of_nominal_cfm, '%'), {
      tone: o.status,
      text,
      basis: `green ${b.green_min}–${b.green_max} %, yellow ${b.yellow_min}–${b.yellow_max} %, red beyond`,
    }),
    ...airflow(o),
  ];
}

function subCool(o: CalculateSubCoolOutput): SummaryItem[] {
  const t = o.target_sub_cool;
  const badge = !o.valid
    ? { tone: 'red' as const, text: 'No subcooling', basis: 'liquid line above the bubble point' }
    : o.sub_cool_verdict
      ? { tone: bandTone(o.sub_cool_verdict), text: BAND_TEXT[o.sub_cool_verdict], basis: `target ${formatRange(t.min_f, t.max_f, '°F')}` }
      : undefined;
  return [
    item('Bubble point (condensing)', formatQuantity(o.bubble_temp, '°F')),
    item('Subcooling', formatQuantity(o.sub_cool, '°F'), badge),
    item('Glide at this pressure', formatQuantity(o.glide_f, '°F')),
  ];
}

function superHeat(o: CalculateSuperHeatOutput): SummaryItem[] {
  const { txv, fixed_orifice: fixed } = o.target_super_heat;
  const verdictBadge = (v: BandVerdict | null, min: number, max: number) =>
    !o.valid
      ? { tone: 'red' as const, text: 'Liquid in suction', basis: 'suction line below the dew point' }
      : v
        ? { tone: bandTone(v), text: BAND_TEXT[v], basis: `range ${formatRange(min, max, '°F')}` }
        : undefined;
  return [
    item('Dew point (evaporating)', formatQuantity(o.dew_temp, '°F')),
    item('Superheat', formatQuantity(o.super_heat, '°F')),
    item('TXV system', o.super_heat === null ? '—' : 'judged against 5–15 °F', verdictBadge(o.txv_verdict, txv.min_f, txv.max_f)),
    item('Fixed orifice', o.super_heat === null ? '—' : 'judged against 10–20 °F', verdictBadge(o.fixed_orifice_verdict, fixed.min_f, fixed.max_f)),
  ];
}

function ductulator(o: DuctulatorOutput): SummaryItem[] {
  const first = o.round_sizes[0];
  return [
    item('Smallest round duct', first ? formatQuantity(first.diameter_in, 'in.') : 'none up to 60 in.'),
    item('Required diameter', formatQuantity(o.required_diameter_in, 'in.')),
    item('Governing limit', o.governing_limit === 'friction' ? 'friction loss' : 'velocity'),
  ];
}

function nitrogen(o: NitrogenPressureTestOutput): SummaryItem[] {
  const basis = `holding within ±${formatQuantity(o.tolerance_psi, 'psi')}`;
  const badge =
    o.verdict === 'holding'
      ? { tone: 'green' as const, text: 'Holding', basis }
      : o.verdict === 'possible_leak'
        ? { tone: 'red' as const, text: 'Possible leak', basis }
        : { tone: 'gray' as const, text: 'Check readings', basis: 'pressure rose more than temperature explains' };
  return [
    item('Expected final pressure', formatQuantity(o.expected_final_pressure_psig, 'psig')),
    item('Measured − expected', formatQuantity(o.pressure_difference_psi, 'psi'), badge),
  ];
}

function setPoints(o: PressureSetPointsOutput): SummaryItem[] {
  const r = o.typical_compression_ratio;
  const v = o.compression_ratio_verdict;
  const items = [
    item('Compression ratio', formatQuantity(o.compression_ratio, ':1'), {
      tone: v === 'in_range' ? 'green' : v === 'high' ? 'red' : 'yellow',
      text: BAND_TEXT[v],
      basis: `typical ${formatRange(r.min, r.max, ':1')} for air conditioning`,
    }),
    item('Liquid line', formatQuantity(o.liquid_line_psia, 'psia')),
    item('Discharge line', formatQuantity(o.discharge_line_psia, 'psia')),
    item('Suction line', formatQuantity(o.suction_line_psia, 'psia')),
  ];
  if (o.gas_type) {
    items.push(
      item('Condensing (liquid line bubble point)', formatQuantity(o.liquid_line_saturation_temp_f, '°F')),
      item('Evaporating (suction dew point)', formatQuantity(o.suction_line_saturation_temp_f, '°F')),
    );
  }
  return items;
}

function targetSuperHeat(o: TargetSuperHeatOutput): SummaryItem[] {
  return [
    item(
      'Target superheat',
      formatQuantity(o.target_sh, '°F'),
      o.valid ? { tone: 'green', text: 'Chart applies', basis: 'indoor WB 50–76 °F, outdoor 55–115 °F, target ≥ 5 °F' } : { tone: 'gray', text: 'Not applicable', basis: 'see the reason below' },
    ),
    item('Acceptable range (safe_rage)', o.safe_rage ? formatRange(o.safe_rage.min_f, o.safe_rage.max_f, '°F') : '—'),
    item('Indoor wet bulb used', formatQuantity(o.return_air_wet_bulb_f, '°F')),
  ];
}

function txv(o: TxvSizeOutput): SummaryItem[] {
  const tone: Record<TxvSizeOutput['verdict'], Tone> = { txv_ok: 'green', txv_marginal: 'yellow', eev_recommended: 'yellow', beyond_eev: 'red' };
  const text: Record<TxvSizeOutput['verdict'], string> = {
    txv_ok: 'TXV fits',
    txv_marginal: 'TXV at its limit',
    eev_recommended: 'Use an EEV',
    beyond_eev: 'Beyond an EEV',
  };
  return [
    item('Turndown', formatQuantity(o.turndown_ratio, ':1'), {
      tone: tone[o.verdict],
      text: text[o.verdict],
      basis: `TXV up to ${o.txv_max_turndown.acceptable}–${o.txv_max_turndown.upper}:1, EEV up to ${o.eev_max_turndown}:1`,
    }),
    item('Smallest stage', formatQuantity(o.minimum_load_percent, '%')),
    item('Recommendation', o.reason),
  ];
}

/** Headline items of a tool's output (the output as computed by TOOLS[name].compute). */
export function summarize(name: ToolName, output: unknown): SummaryItem[] {
  switch (name) {
    case 'airflow-calculator':
      return airflow(output as AirflowCalculatorOutput);
    case 'airflow-diagnostic':
      return diagnostic(output as AirflowDiagnosticOutput);
    case 'calculate-sub-cool':
      return subCool(output as CalculateSubCoolOutput);
    case 'calculate-super-heat':
      return superHeat(output as CalculateSuperHeatOutput);
    case 'ductulator':
      return ductulator(output as DuctulatorOutput);
    case 'nitrogen-pressure-test':
      return nitrogen(output as NitrogenPressureTestOutput);
    case 'pressure-set-points':
      return setPoints(output as PressureSetPointsOutput);
    case 'target-super-heat':
      return targetSuperHeat(output as TargetSuperHeatOutput);
    case 'txv-size':
      return txv(output as TxvSizeOutput);
  }
}
