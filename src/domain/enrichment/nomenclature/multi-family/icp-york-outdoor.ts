// Split outdoor lines of makers already covered, with no rule before (issue 18, id18g). README-extra.md, "ICP S-family
// outdoor units and York Affinity YZV / YXV".
// - ICP (Comfortmaker / Heil / Tempstar) S family: brand letter C / H / T · S (the key's "Product Family S = R-410A
//   refrigerant") · A air conditioner / H heat pump · SEER class digit · kBtu/h · letters and revision (`CSH518GKA100`,
//   technical support manual 428 04 1301 01 "Split System Heat Pump: (C,H,T)SH5", outdoor unit model number
//   identification guide). The SEER digit reads as in RULES.md §3.2 (5 = 15 SEER class: HSH5 / CSA6 / TSA6 product
//   specifications), the K after the capacity as 208/230-1 (§3.2).
// - York Affinity YZV heat pumps / YXV air conditioners (technical guides 5523960-YTG-B-0319 "Affinity series split
//   system heat pumps, 20 SEER, R-410A, 1 phase, 2 thru 5 nominal tons, models YZV24 thru 60" and 5443701-YTG-C-0919,
//   the same for YXV air conditioners): Y · Z / X · V · size in kBtu/h (24 … 60) · options (`YZV36B21`).
// Brand required.
import { capacityFields, gridCapacity } from '../common';
import { ICP_BRANDS } from '../icp/icp';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const ICP_LETTER: Readonly<Record<string, string>> = { C: 'Comfortmaker', H: 'Heil', T: 'Tempstar' };
const ICP_S_SOURCE =
  'ICP technical support manual 428 04 1301 01 "Split System Heat Pump: (C,H,T)SH5", outdoor unit model number identification guide (Product Family S = R-410A refrigerant; A = air conditioner, H = heat pump; CSH518GKA100): https://manualmachine.com/internationalcomfortproducts/csh518gka100/8868696-user-manual · product specification titles HSH5 "Quiet Comfort DXC 1500", CSA6 "SoftSound SXC 2600", TSA6 "SmartComfort TXC 5600" and the §3.2 SEER digit (N4H4 14 SEER, NXA6 16 SEER): https://autodocbox.com/amp/100796072-Hybrid/Technical-support-manual-split-system-air-conditioner-c-h-t-4a3.html';
const YORK_AFFINITY_SOURCE =
  'York technical guide 5523960-YTG-B-0319 "Affinity series split system heat pumps, 20 SEER, R-410A, 1 phase, 2 thru 5 nominal tons, models YZV24 thru 60" (variable capacity): https://documents.pub/document/description-flow-and-efficient-heat-exchange-a-factory-installed-filter-drier.html · 5443701-YTG-C-0919 "Affinity series split system air conditioners … models YXV24 thru 60": https://vdocument.in/technical-guide-for-installation-in-all-us-regions-and-canada-for-installation-in.html';

const ICP_S = /^([CHT])S([AH])([3-7])(\d{2})([A-Z])([A-Z])?([A-Z]\d{0,3})?$/;
const ELECTRICAL: Readonly<Record<string, DecodedFields>> = { K: { voltage_v: 230, phase: 1 } };

const icpSFamily: NomenclatureRule = {
  id: 'icp.split-outdoor-s-family-id18g',
  family: 'icp',
  brands: [...ICP_BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'CHT',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 83 /* S */) return null;
    const m = ICP_S.exec(model);
    if (!m) return null;
    const c = gridCapacity(m[4] ?? '');
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const ac = m[2] === 'A';
    const fields: DecodedFields = Object.assign({}, capacityFields(c), { refrigerant: 'R-410A', seer: 10 + Number(m[3]) }, ELECTRICAL[m[6] ?? '']);
    return decodeOf('icp', pickBrand(ICP_BRANDS, brand, ICP_LETTER[m[1] ?? ''] ?? 'ICP'), model, {
      type: ac ? 'air conditioners' : 'heat pumps',
      series: `${m[1] ?? ''}S${m[2] ?? ''}${m[3] ?? ''}`,
      fields,
      description: ac ? 'split air conditioner' : 'split heat pump',
      evidence: 'pattern',
      rule: 'ICP S-family split outdoor: brand letter · S (R-410A) · A / H · SEER digit · kBtu/h',
      source: ICP_S_SOURCE,
    });
  },
};

const YORK_AFFINITY = /^Y([ZX])V(24|36|48|60)(?![0-9])([A-Z0-9]{0,6})$/;

const yorkAffinity: NomenclatureRule = {
  id: 'york.affinity-yzv-yxv-id18g',
  family: 'york',
  brands: ['York'],
  unambiguousWithoutBrand: false,
  firstChars: 'Y',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(2) !== 86 /* V */) return null;
    const m = YORK_AFFINITY.exec(model);
    if (!m) return null;
    const kbtuh = Number(m[2]);
    const hp = m[1] === 'Z';
    return decodeOf('york', pickBrand(['York'], brand), model, {
      type: hp ? 'heat pumps' : 'air conditioners',
      series: `Y${m[1] ?? ''}V`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, refrigerant: 'R-410A', efficiency_tier: 'variable capacity', phase: 1 },
      description: hp ? 'split heat pump (Affinity, variable capacity)' : 'split air conditioner (Affinity, variable capacity)',
      evidence: 'pattern',
      rule: 'York Affinity YZV / YXV: kind · V · kBtu/h',
      source: YORK_AFFINITY_SOURCE,
    });
  },
};

export const ICP_YORK_OUTDOOR_RULES: readonly NomenclatureRule[] = [icpSFamily, yorkAffinity];
