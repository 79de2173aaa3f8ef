// Lennox CHP16 / CHP20 packaged heat pumps of the 2002 engineering data, the heat-pump twin of the GCS16 / GCS20 key in
// lennox/gcs16-gcs20-packaged.ts: bulletin 210363 "Packaged Heat Pumps Engineering Data CHP16-024-030-036-048-060,
// CHP20-036-048-060", Model Number Identification: unit type CHP = packaged heat pump · series 16 / 20 · cooling capacity
// 024 = 2, 030 = 2.5, 036 = 3, 048 = 4, 060 = 5 tons · minor revision number · voltage P = 208/230 V 1 phase, Y = 208/230
// V 3 phase, G = 460 V 3 phase (`CHP20-036-1Y`). The earlier gross-code CHP16 numbers (CHP16H-261, CHP16-413 of the 1994
// 50 Hz bulletin) are not read. Type `packaged units`; brand Lennox required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const LENNOX = ['Lennox'] as const;
const SOURCE =
  'Lennox bulletin 210363 (May 2002) "Packaged Heat Pumps Engineering Data CHP16-024-030-036-048-060 CHP20-036-048-060", Model Number Identification: https://dokumen.tips/documents/chp16a024a030a036a048a060-chp20a036a048a060-reciprocating-a-chp16a024.html';

const SIZES: Readonly<Record<string, readonly string[]>> = { '16': ['024', '030', '036', '048', '060'], '20': ['036', '048', '060'] };
const VOLTAGE: Readonly<Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>>> = {
  P: { voltage_v: 230, phase: 1 },
  Y: { voltage_v: 230, phase: 3 },
  G: { voltage_v: 460, phase: 3 },
};
// CHP · 16 / 20 · cooling · [minor revision · voltage].
const KEY = /^CHP(16|20)-?(0\d\d)(?:-?(\d)([PYG]))?$/;

const chp16Chp20: NomenclatureRule = {
  id: 'lennox.chp16-chp20-packaged',
  family: 'lennox',
  brands: LENNOX,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (!brandIn(LENNOX, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, series = '', cooling = '', , volt] = m;
    if (!SIZES[series]?.includes(cooling)) return null;
    const kbtuh = Number(cooling);
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series: `CHP${series}`,
      fields: { cooling_capacity_tons: kbtuh / 12, cooling_capacity_kbtuh: kbtuh, ...(volt === undefined ? {} : VOLTAGE[volt]) },
      description: 'packaged heat pump',
      evidence: 'src',
      rule: 'Lennox CHP16 / CHP20 packaged heat pumps: CHP · series · cooling 024–060 · minor revision · voltage',
      source: SOURCE,
    });
  },
};

export const LENNOX_CHP16_CHP20_RULES: readonly NomenclatureRule[] = [chp16Chp20];
