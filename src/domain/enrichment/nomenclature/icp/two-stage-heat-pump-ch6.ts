// ICP two-stage split heat pumps (H,C,T)CH6 (issue 18, parts-list gap scan: HCH6 named among the ICP product
// specifications). Technical support manual 428 04 1701 00 (April 2012) "Two-stage split system heat pump (H,C,T)CH6",
// outdoor unit model number identification guide with the example HCTCH624GKA100 (brand letter · C · H heat pump · 6 ·
// kBtu/h · letters · revision), R-410A quick reference guide and charging chart, parts list "HCH6, CCH6, TCH6". Read as
// the S family of multi-family/icp-york-outdoor.ts reads its key: heat pump, two-stage, R-410A, the SEER digit 6 = 16 SEER
// class (RULES.md §3.2), the size in kBtu/h, K = 208/230-1 (§3.2). Brand required (ICP group).
import { capacityFields, gridCapacity } from '../common';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';
import { ICP_BRANDS } from './icp';

const ICP_LETTER: Readonly<Record<string, string>> = { C: 'Comfortmaker', H: 'Heil', T: 'Tempstar' };
const SOURCE =
  'ICP technical support manual 428 04 1701 00 (April 2012) "Two-stage split system heat pump (H,C,T)CH6", outdoor unit model number identification guide (example HCTCH624GKA100), R-410A charging chart, HCH6 / CCH6 / TCH6 parts list: https://e-dokumen.com/document/95b06_technical-support-manual-two-stage-split-system-heat-pump-h-c-t-ch6.html';
const CH6 = /^([CHT])CH6(\d{2})([A-Z])([A-Z])?([A-Z]\d{0,3})?$/;
const ELECTRICAL: Readonly<Record<string, DecodedFields>> = { K: { voltage_v: 230, phase: 1 } };

const icpCh6: NomenclatureRule = {
  id: 'icp.two-stage-heat-pump-ch6',
  family: 'icp',
  brands: [...ICP_BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: 'CHT',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 67 /* C */ || !brandIn(ICP_BRANDS, brand)) return null;
    const m = CH6.exec(model);
    if (!m) return null;
    const c = gridCapacity(m[2] ?? '');
    if (!c || c.kbtuh < 18 || c.kbtuh > 60) return null;
    const fields: DecodedFields = Object.assign({}, capacityFields(c), { refrigerant: 'R-410A', seer: 16 }, ELECTRICAL[m[4] ?? '']);
    return decodeOf('icp', pickBrand(ICP_BRANDS, brand, ICP_LETTER[m[1] ?? ''] ?? 'ICP'), model, {
      type: 'heat pumps',
      series: `${m[1] ?? ''}CH6`,
      fields,
      description: 'two-stage split heat pump',
      evidence: 'pattern',
      rule: 'ICP (H,C,T)CH6 two-stage split heat pumps: brand letter · C · H · 6 · kBtu/h · letters (HCH624GKA100)',
      source: SOURCE,
    });
  },
};

export const ICP_TWO_STAGE_CH6_RULES: readonly NomenclatureRule[] = [icpCh6];
