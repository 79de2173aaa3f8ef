// Amana's pre-2006 condensing gas furnaces in their three-letter key (GUC045B30A, GUD070X40B, GUX045X30A, GDC…),
// the 90 % twins of the four-letter GUIS / GUCA key read in furnaces-other/older-core-keys.ts. Decoded only with a brand of the family.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const AMANA_BRANDS = ['Amana', 'Goodman', 'Janitrol'] as const;
export const AMANA_CONDENSING_SOURCE =
  'Amana service manual RS6610001 "High efficiency 90 gas furnace" product identification (G gas furnace · supply type U upflow / C counterflow / D counterflow-horizontal · furnace type C condensing 90 % AFUE · nominal input · design series · airflow capability 25 / 30 / 35 / 40 / 50 = 2.5 … 5.0 tons; models GUC045B30A, GUD045C30A, GUX045X30A): https://www.manualslib.com/manual/3779030/Amana-Guc045b30a.html · Amana GUD-X specification sheet (GUD045X30B … GUD115X50B, 45,000 … 115,000 Btuh input): https://accton-technology.usermanuals.us/manual/5/Amana-Furnace-GUD-X-User-Manual.html · user\'s manual "GUC*, GUX*, GUD*, GDC* gas fired warm air furnace": http://manualzz.com/doc/906421/amana-guc-series-specifications';
// G · supply U/C/D · line C/X/D · input 045–140 · design series A–D or X · airflow tons × 10 · revision letters.
const AMANA_90 = /^G([UCD])([CXD])(045|070|090|115|140)([A-DX])(25|30|35|40|50)([A-Z]{0,2})$/;
const SUPPLY: Record<string, string> = { U: 'upflow', C: 'counterflow', D: 'counterflow/horizontal' };

export const amanaCondensingOlder: NomenclatureRule = {
  id: 'goodman.amana-condensing-older',
  family: 'goodman',
  brands: AMANA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 71) return null; // G
    const m = AMANA_90.exec(model);
    if (m === null) return null;
    const [, supply = '', line = '', input = '', , airflow = ''] = m;
    // GDC is the counterflow condensing line of the user's manual; D as the third letter only after U (GUD).
    if (supply === 'D' && line !== 'C') return null;
    return decodeOf('goodman', pickBrand(AMANA_BRANDS, brand, 'Amana'), model, {
      type: 'furnaces',
      series: `G${supply}${line}`,
      fields: {
        heating_input_kbtuh: Number(input),
        efficiency_tier: '90 %+ condensing',
        cooling_airflow_cfm: (Number(airflow) / 10) * 400,
      },
      description: `condensing gas furnace, ${SUPPLY[supply]!}`,
      evidence: line === 'C' ? 'src' : 'pattern',
      rule: 'Amana condensing gas furnaces, pre-2006 three-letter key (GUC045B30A)',
      source: AMANA_CONDENSING_SOURCE,
    });
  },
};

export const AMANA_CONDENSING_OLDER_RULES: readonly NomenclatureRule[] = [amanaCondensingOlder];
