// Amana's 1990s 80 % gas furnaces in the three-letter key (GUI045A30A, GCI090B50A): the induced-draft twins of the
// condensing GUC / GUX / GUD / GDC key read in goodman/amana-condensing-furnaces.ts, before the four-letter GUIS / GCIS
// key of furnaces-other/older-core-keys.ts. Decoded only with a brand of the family. README-extra.md, "Older
// North-American residential lines".
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const AMANA_BRANDS = ['Amana', 'Goodman', 'Janitrol'] as const;
const SOURCE =
  'Amana installation instructions "GUI* & GCI* Gas Fired Warm Air Furnace" (October 1997, 10759818; Category I venting): https://pdfslide.us/documents/gui-gci-installation-instructions-gas-fired-warm-airdl-fayetteville-tn.html · Amana GCI series installation instructions, minimum filter sizes by "Size_Air Flow" 045_30, 070_30, 070_40, 090_30, 090_50, 115_40, 115_50, 140_50: https://manualshive.com/en/manual/amana/gci-series/2916724?page=19 · Amana technical information RT6621005 (GUIS / GCIS): G gas furnace · U upflow/horizontal, C counterflow/horizontal · I induced draft (80 %) · nominal input 045 … 140 = 45,000 … 140,000 Btuh · airflow capability 30 / 35 / 50 = 3.0 / 3.5 / 5.0 tons: http://manualzilla.com/doc/7433728/amana-gcis-technical-information';
// G · U / C supply · I induced draft · input · (a design / feature letter · airflow tons × 10 · revision letters).
// The letter between input and airflow is the "_" of the GCI filter table: it is not read. Cut after the input
// (GUI070), the airflow is absent.
const GUI_GCI = /^G([UC])I(045|070|090|115|140)(?:([A-DX])(30|35|40|50)([A-Z]{0,2}))?$/;

export const amanaInducedDraftThreeLetter: NomenclatureRule = {
  id: 'goodman.amana-gui-gci-furnace',
  family: 'goodman',
  brands: AMANA_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 71) return null; // G
    const m = GUI_GCI.exec(model);
    if (m === null) return null;
    const [, supply = '', input = '', , airflow] = m;
    return decodeOf('goodman', pickBrand(AMANA_BRANDS, brand, 'Amana'), model, {
      type: 'furnaces',
      series: `G${supply}I`,
      fields: {
        heating_input_kbtuh: Number(input),
        afue_percent: 80,
        efficiency_tier: 'induced draft (80 %)',
        cooling_airflow_cfm: airflow === undefined ? undefined : (Number(airflow) / 10) * 400,
      },
      description: `gas furnace, ${supply === 'U' ? 'upflow/horizontal' : 'counterflow/horizontal'}`,
      evidence: 'pattern',
      rule: 'Amana 80 % gas furnaces, 1990s three-letter key (GUI / GCI · input · letter · airflow)',
      source: SOURCE,
    });
  },
};

export const AMANA_GUI_GCI_RULES: readonly NomenclatureRule[] = [amanaInducedDraftThreeLetter];
