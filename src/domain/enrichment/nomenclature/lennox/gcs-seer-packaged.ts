// Lennox GCS gas packaged units with the nominal SEER in front (issue 18, parts-list gap scan): 10GCS, 12GCS, 13GCS,
// 13GCSX, 15GCSX. Key printed in the 13GCS engineering data (bulletin 210448, February 2006, "Packaged gas / electric 13GCS
// Merit series, residential R-22, SEER 13.00, 2 to 5 tons"): "13 GCS A − 24 − 068 X − 230": nominal SEER · unit type GCS =
// package gas / electric unit · major design sequence A = 1st generation · nominal cooling capacity 24 = 2, 30 = 2.5,
// 36 = 3, 42 = 3.5, 48 = 4, 60 = 5 tons · nominal heating capacity 68 = 67,500, 83 = 82,500, 90 = 90,000, 110 = 110,000,
// 138 = 137,500 Btuh · X = low NOx · voltage 230 = 208/230 V 1 ph. The other series are the installation instructions'
// titles ("10GCS & 12GCS series units, gas packaged units (2-5 tons)" 504,245M; "13GCSX series units, gas packaged units
// (2−5 tons)" 505,057M; "15GCSX gas packaged units"), whose rating plates write the size in three digits (10GCS-024,
// 10GCS-060): read as packaged units with the size; SEER and R-22 only for 13GCS, the series the bulletin states them for.
// The GCS16 / GCS20 key is lennox/gcs16-gcs20-packaged.ts. Brand required (Lennox).
import { brandIn } from '../kit/brand-guard';
import { coolingFromCode, decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const LENNOX = ['Lennox'] as const;
const SOURCE =
  'Lennox 13GCS engineering data bulletin 210448 (Feb. 2006), model number identification "13 GCS A − 24 − 068 X − 230": https://www.scribd.com/document/640977480/13GCS · installation instructions 504,245M "10GCS & 12GCS series units, gas packaged units (2-5 tons)": https://manualmachine.com/lennox/10gcs060/22657159-installation-instructions-manual · installation instructions 505,057M "13GCSX series units, gas packaged units (2−5 tons)": https://documents.pub/document/installation-instructions-lennox-instructions-13gcsx-series-units-pad-or-use.html · "15GCSX gas packaged units" installation instructions: https://manualsdump.com/en/manuals/lennox_international_inc-15gcsx-gas_packaged_units/41987/5';

/** Heating input codes of the bulletin's key → kBtu/h. */
const HEAT_KBTUH: Readonly<Record<string, number>> = { '68': 67.5, '83': 82.5, '90': 90, '110': 110, '138': 137.5 };
const TITLED = new Set(['10GCS', '12GCS', '13GCS', '13GCSX', '15GCSX']);
// SEER · GCS[X] · [design letter] · cooling (24…60, or 024…060) · [heating code] · [X] · [voltage 230].
const KEY = /^(1[0-5])(GCSX?)([A-Z])?-?(0?(?:24|30|36|42|48|60))(?:-?0?(68|83|90|110|138))?(X)?(?:-?(230))?$/;

const gcsSeerPackaged: NomenclatureRule = {
  id: 'lennox.gcs-seer-packaged',
  family: 'lennox',
  brands: LENNOX,
  unambiguousWithoutBrand: false,
  firstChars: '1',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 49 /* 1 */ || !brandIn(LENNOX, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, seer = '', unit = '', , cooling = '', heat, lowNox, volts] = m;
    const series = `${seer}${unit}`;
    if (!TITLED.has(series)) return null;
    const capacity = coolingFromCode(cooling);
    if (capacity === null) return null;
    const keyed = series === '13GCS';
    const fields: DecodedFields = Object.assign(
      {},
      capacity,
      keyed ? { seer: 13, refrigerant: 'R-22' } : {},
      heat === undefined ? {} : { heating_input_kbtuh: HEAT_KBTUH[heat] },
      volts === undefined ? {} : { voltage_v: 230, phase: 1 as const },
    );
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series,
      fields,
      description: lowNox === undefined ? 'packaged gas / electric unit' : 'packaged gas / electric unit, low NOx',
      evidence: keyed ? 'src' : 'pattern',
      rule: 'Lennox GCS gas packaged units with the SEER in front: SEER · GCS · design · cooling · heating · X · voltage (13GCSA-24-068X-230)',
      source: SOURCE,
    });
  },
};

export const LENNOX_GCS_SEER_PACKAGED_RULES: readonly NomenclatureRule[] = [gcsSeerPackaged];
