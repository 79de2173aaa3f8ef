// Lennox oil furnaces of the 23 series (issue 18, id18d1): the installation instructions print the model as
// series · cooling airflow class · "-" · firing inputs in kBtu/h, with a rear-flue R — Elite OF23 "OF23Q3/4-105/120,
// OF23Q3/4-105/120R, OF23Q5-140/154, OF23Q5-175/210" (504,627M), OHR23 "OHR23Q3-105/120, OHR23Q5-140/154"
// (504,628M, horizontal), Dave Lennox Signature O23V "O23V-70/90/105/120, O23V-140/154" (505,082M) and the
// Elite O23 upflow (504,626M). A model is one of those series, an optional Q + tonnage class (Q3, Q5, Q3/4), a dash
// and one or more inputs from the printed sizes separated by "/", an optional R, then an optional "-" + revision
// digits. One input is reported as the input; a multi-rate model (105/120) reports none (the installer sets it).
// Brand required. README-extra.md, "Lennox 23-series oil furnaces".
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Lennox installation instructions: Elite OF23 oil furnaces 504,627M (model table OF23Q3/4-105/120, OF23Q3/4-105/120R, OF23Q5-140/154, OF23Q5-175/210): https://manualmachine.com/lennox/of23q34120/22647891-installation-instructions-manual · Elite OHR23 504,628M (OHR23Q3-105/120, OHR23Q5-140/154): https://manualmachine.com/lennox/ohr23105/21008374-installation-instructions-manual · O23V 505,082M (O23V-70/90/105/120, O23V-140/154): https://manualmachine.com/lennox/o23v90/788654-user-manual · Elite O23 504,626M: http://homedocbox.com/Appliances/117049570-Lennox-installation-instructions-023-series-units-a-caution-warning-_-caution.html';

/** Firing inputs (kBtu/h) the documents print for the 23-series oil furnaces. */
const INPUTS = new Set([70, 90, 105, 120, 140, 154, 175, 210]);
const SERIES: Readonly<Record<string, string>> = { O23: 'upflow', OF23: 'upflow', OHR23: 'horizontal', O23V: 'upflow, variable-speed blower' };

const LENNOX_OIL = /^(O23V|O23|OF23|OHR23)(?:Q([2-5])(?:\/([3-5]))?)?-((?:\d{2,3}\/)*\d{2,3})(R?)(?:-\d{1,2}[A-Z]?)?$/;

const lennoxOil: NomenclatureRule = {
  id: 'lennox.oil-furnace-23',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'O',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 79 /* O */) return null;
    const m = LENNOX_OIL.exec(model);
    if (m === null) return null;
    const [, series = '', tonsLow, tonsHigh, rates = ''] = m;
    const inputs = rates.split('/').map(Number);
    if (!inputs.every((n) => INPUTS.has(n))) return null;
    if (series === 'O23V' && tonsLow !== undefined) return null;
    const single = inputs.length === 1 ? inputs[0] : undefined;
    const airflowTons = tonsLow === undefined ? undefined : tonsHigh === undefined ? `${tonsLow}` : `${tonsLow}–${tonsHigh}`;
    return decodeOf('lennox', 'Lennox', model, {
      type: 'furnaces',
      series,
      fields: {
        fuel: 'oil',
        heating_input_kbtuh: single,
        efficiency_tier: SERIES[series],
      },
      description: airflowTons === undefined ? 'oil furnace' : `oil furnace, blower for ${airflowTons} t cooling`,
      evidence: 'src',
      rule: 'Lennox 23-series oil furnaces: series · Q + cooling tons · firing inputs (OF23Q5-140/154)',
      source: SOURCE,
    });
  },
};

// Dave Lennox Signature Collection SLO183 / SLO185 oil furnaces, as their installation instructions name them: SLO183UFV
// (506904-01; "oil nozzle used with SLO183UF86, -114 and -150"), SLO183BF101/114V42 … SLO183BR135/150V60 (506905-01),
// SLO185UFV-79/105 and -124/141. The letters and numbers after the series are not laid out in reach: type and fuel only.
const SLO_SOURCE =
  'Lennox installation instructions 506904-01 "Dave Lennox Signature Collection SLO183UFV oil furnaces": https://manualmachine.com/lennox/slo183ufv/20972936-installation-instructions-manual · 506905-01 (SLO183BF101/114V42, SLO183BF135/150V60, SLO183BR101/114V42, SLO183BR135/150V60): https://manualmachine.com/lennox/slo183br101114v42/22647908-installation-instructions-manual · SLO185UFV installation instructions (SLO185UFV-79/105, SLO185UFV-124/141): https://manualshive.com/ru/manual/lennox/signature-slo185ufv-series/signature-slo185ufv-series_installation-instructions-manual_1877645-4.html';
const LENNOX_SLO = /^(SLO18[35])(UFV|UF|BF|BR)(?:-?(?:\d{2,3}\/)*\d{2,3}(?:V\d{2})?)?$/;

const lennoxSlo: NomenclatureRule = {
  id: 'lennox.oil-furnace-slo18x',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 83 /* S */) return null;
    const m = LENNOX_SLO.exec(model);
    if (m === null) return null;
    const [, series = '', kind = ''] = m;
    if (series === 'SLO185' && kind !== 'UFV') return null; // only SLO185UFV is printed
    return decodeOf('lennox', 'Lennox', model, {
      type: 'furnaces',
      series: `${series}${kind}`,
      fields: { fuel: 'oil' },
      description: 'oil furnace (Dave Lennox Signature Collection)',
      evidence: 'pattern',
      rule: 'Lennox SLO183 / SLO185 oil furnaces by series: type and fuel only',
      source: SLO_SOURCE,
    });
  },
};

export const LENNOX_OIL_RULES: readonly NomenclatureRule[] = [lennoxOil, lennoxSlo];
