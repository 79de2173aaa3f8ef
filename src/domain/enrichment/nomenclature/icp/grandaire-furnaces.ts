// Grandaire (ICP's Grandaire brand) gas furnaces: W · F (furnace) · two series letters · input kBtu/h · cabinet
// letter A–D · cooling airflow class kBtu/h · revision letters (WFAR080B048C, WFSX060A036A). The size field is the one
// the WFAR installation instructions tabulate: "040A030C … 2.5 tons", "060B048C … 4.0 tons", "080C060C … 5.0 tons"
// (air delivery table), the letters A / B / C / D the furnace casings 14-3/16, 17-1/2, 21 and 24-1/2 in. (opening
// dimensions). Cooling airflow = the class at 400 CFM per ton, as Payne's PG key (§2.4). WFAR / WFHR are the
// condensing titles; the other series letters give no efficiency. Brand required.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE = [
  'Grandaire WFAR installation instructions 440 04 7113 02, "35 in. tall, high efficiency condensing gas furnace", air delivery by size 040A030C, 060B048C, 080B048B, 080C060C: https://manualshive.com/en/manual/grandaire/wfar-series/2255045?page=13',
  'WFAR instructions 440 01 7104 02, opening dimensions by casing width 14-3/16, 17-1/2, 21, 24-1/2 in.: https://www.easymanua.ls/grandaire/wfar080b048/manual?p=26',
  'Grandaire WFHR owner\'s manual 440 02 7000 02, "condensing gas furnace": https://manuals.online/grandaire/furnace/wfhr/user-manual/2anqv',
].join('; ');

const CASING_IN: Readonly<Record<string, string>> = { A: '14-3/16', B: '17-1/2', C: '21', D: '24-1/2' };
const INPUTS = new Set([26, 40, 60, 80, 100, 120, 140]);
const CONDENSING = new Set(['AR', 'HR']);

const FURNACE = /^WF([A-Z]{2})(\d{3})([A-D])(024|030|036|042|048|060|066)([A-Z]{0,3})$/;

const furnace: NomenclatureRule = {
  id: 'icp.grandaire-furnace',
  family: 'icp',
  // The same WF… furnaces are listed under ICP's Ecotemp badge (ENERGY STAR furnace rows).
  brands: ['Grandaire', 'Ecotemp'],
  unambiguousWithoutBrand: false,
  firstChars: 'W',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 87 /* W */) return null;
    const m = FURNACE.exec(model);
    if (m === null) return null;
    const [, series = '', code = '', casing = '', airflow = ''] = m;
    const input = Number(code);
    if (!INPUTS.has(input)) return null;
    const condensing = CONDENSING.has(series);
    return decoded({
      family: 'icp',
      brand: reportedBrand(brand, 'Grandaire'),
      type: 'furnaces',
      series: `WF${series}`,
      model,
      description: `${condensing ? 'condensing gas furnace' : 'gas furnace'}, ${CASING_IN[casing] ?? ''} in. casing`,
      fields: { heating_input_kbtuh: input, efficiency_tier: condensing ? '90 %+ condensing' : undefined, cooling_airflow_cfm: (Number(airflow) / 12) * 400 },
      evidence: 'pattern',
      rule: 'Grandaire gas furnaces: WF · series · input · casing A–D · cooling airflow class (WFAR080B048C)',
      source: SOURCE,
    });
  },
};

export const GRANDAIRE_RULES: readonly NomenclatureRule[] = [furnace];
