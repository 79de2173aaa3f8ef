// ICP S-family and two-stage CH6 series written without the size (issue 18, parts-list gap scan): HSH5, CSA6, TSA6 and
// HCH6 / CCH6 / TCH6 as the product-specification and technical-support-manual titles print them ("HSH5 Product
// Specifications, QuietComfort DXC 1500", "CSA6 Product Specifications, SoftSound SXC 2600", TSM 428 04 1301 01 "Split System
// Heat Pump: (C,H,T)SH5", TSM 428 04 1701 00 "Two-stage split system heat pump (H,C,T)CH6"). The keys are read in full by
// multi-family/icp-york-outdoor.ts (S family) and icp/two-stage-heat-pump-ch6.ts: brand letter · S (R-410A) / C (two-stage
// heat pump) · A air conditioner / H heat pump · SEER class digit. Machinery of series/marketing-names.ts (brand required,
// whole name, no capacity).
import type { EquipmentType } from '../../catalog/equipment-types';
import type { SeriesEntry } from '../series-kit';
import { type NameLine, namesEntry } from './marketing-names';

const AC: EquipmentType = 'air conditioners';
const HP: EquipmentType = 'heat pumps';
const S_SOURCE =
  'ICP technical support manual 428 04 1301 01 "Split System Heat Pump: (C,H,T)SH5" (Product Family S = R-410A refrigerant; A = air conditioner, H = heat pump): https://manualmachine.com/internationalcomfortproducts/csh518gka100/8868696-user-manual · product specification titles HSH5, CSA6: https://autodocbox.com/amp/100796072-Hybrid/Technical-support-manual-split-system-air-conditioner-c-h-t-4a3.html';
const CH6_SOURCE =
  'ICP technical support manual 428 04 1701 00 "Two-stage split system heat pump (H,C,T)CH6" (HCH6, CCH6, TCH6 parts list): https://e-dokumen.com/document/95b06_technical-support-manual-two-stage-split-system-heat-pump-h-c-t-ch6.html';

const LINES: readonly NameLine[] = [
  {
    // HSH5, CSA6, TSA6: brand letter · S · A / H · SEER class digit.
    re: /^([CHT])S([AH])([3-7])$/,
    read(m) {
      const ac = m[2] === 'A';
      return {
        series: `${m[1]}S${m[2]}${m[3]}`,
        types: [ac ? AC : HP],
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { refrigerant: 'R-410A', seer: 10 + Number(m[3]) },
        evidence: 'pattern',
        source: S_SOURCE,
      };
    },
  },
  {
    // HCH6, CCH6, TCH6.
    re: /^([CHT])CH6$/,
    read(m) {
      return { series: `${m[1]}CH6`, types: [HP], description: 'two-stage split heat pump', fields: { refrigerant: 'R-410A', seer: 16 }, evidence: 'pattern', source: CH6_SOURCE };
    },
  },
];

export const ICP_S_CH_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [namesEntry('icp', 'ICP S-family and two-stage CH6 series names', 'CHT', LINES)];
