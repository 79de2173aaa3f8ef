// Ducane (Allied Air) CG gas furnaces on the key Ducane's specification sheets print under the model number, e.g. Form
// DCG95-V-100 (10/09), "95% Gas Furnace with Variable Speed", CG95-V: "C G 95 T C 100 V 20 C 1 A" — C product family ·
// G gas · 80, 90, 95 AFUE · T upflow/horizontal, U upflow, C counterflow · C series · BTUH x 1,000 input · (blower
// letter, not labelled) · CFM x 100 · cabinet width A 14-1/2", B 17-1/2", C 21", D 24-1/2" · minor revision · major
// revision. Coverage in README-extra.md ("Ducane CG furnaces"). Brand required (Allied's badges).
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand, plausibleInputCode } from '../kit/rule-kit';
import { ALLIED_BRANDS } from './allied';

const SOURCE =
  'Ducane specification sheet Form No. DCG95-V-100 (10/09) "95% Gas Furnace with Variable Speed, CG95-V", model number key C G 95 T C 100 V 20 C 1 A: https://ja.scribd.com/document/238582202/Dcg95v-100-Copy';
// Full number, or cut after the input (`CG95TC100`), with hyphens as owners copy it.
const CG = /^CG(80|90|95)([TUC])([A-Z])-?(\d{3})(?:-?([A-Z])(\d{2})([A-D])(?:(\d)([A-Z])?)?)?$/;
const CONFIG: Record<string, string> = { T: 'upflow/horizontal', U: 'upflow', C: 'counterflow' };
const WIDTH_IN: Record<string, string> = { A: '14-1/2"', B: '17-1/2"', C: '21"', D: '24-1/2"' };

const ducaneCg: NomenclatureRule = {
  id: 'allied.ducane-cg-furnace',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 71) return null; // CG
    const m = CG.exec(model);
    if (m === null) return null;
    const [, afue = '', config = '', series = '', input = '', , cfm, width] = m;
    if (!plausibleInputCode(input)) return null;
    const cfmHundreds = cfm === undefined ? undefined : Number(cfm);
    if (cfmHundreds !== undefined && (cfmHundreds < 6 || cfmHundreds > 24)) return null;
    return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand, 'Ducane'), model, {
      type: 'furnaces',
      series: `CG${afue}${config}${series}`,
      fields: {
        heating_input_kbtuh: Number(input),
        afue_percent: Number(afue),
        efficiency_tier: CONFIG[config],
        cooling_airflow_cfm: cfmHundreds === undefined ? undefined : cfmHundreds * 100,
      },
      description: `gas furnace${width === undefined ? '' : `, ${WIDTH_IN[width] ?? ''} cabinet`}`,
      evidence: 'src',
      rule: 'Ducane CG gas furnaces: C · G · AFUE 80 / 90 / 95 · T / U / C configuration · series · input kBtu/h · blower letter · CFM × 100 · cabinet width · revisions',
      source: SOURCE,
    });
  },
};

export const DUCANE_CG_RULES: readonly NomenclatureRule[] = [ducaneCg];
