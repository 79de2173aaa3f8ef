// Lennox GCS16 / GCS20 packaged gas / electric units of the 2002 engineering data (issue 18, commercial gap scan): bulletin
// 210362 "Packaged Gas / Electric Engineering Data GCS16-024-030-036-048-060, GCS20-036-048-060", Model Number Identification:
// GCS = Packaged Gas Heat/Cooling Unit · series 16 / 20 · cooling capacity 024 = 2, 030 = 2.5, 036 = 3, 048 = 4, 060 = 5 tons ·
// heating capacity 50 = 50,000, 75 = 75,000, 90 = 90,000, 120 = 120,000 Btuh (input) · [X low NOx] · minor revision number ·
// voltage P = 208/230 V 1 phase, Y = 208/230 V 3 phase, G = 460 V 3 phase, J = 575 V 3 phase (`GCS16-048-90-1Y`). The earlier
// gross-code GCS numbers (GCS16H-261-50-3P) stay with §5.4 in lennox/lennox.ts. Type `packaged units`; brand Lennox required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const LENNOX = ['Lennox'] as const;
const SOURCE =
  'Lennox bulletin 210362 "Packaged Gas / Electric Engineering Data GCS16-024-030-036-048-060 GCS20-036-048-060", Model Number Identification: https://vdocuments.site/packaged-gas-electric-gcs16024030036048060.html';

const SIZES: Readonly<Record<string, readonly string[]>> = { '16': ['024', '030', '036', '048', '060'], '20': ['036', '048', '060'] };
const HEAT = new Set(['50', '75', '90', '120']);
const VOLTAGE: Readonly<Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>>> = {
  P: { voltage_v: 230, phase: 1 },
  Y: { voltage_v: 230, phase: 3 },
  G: { voltage_v: 460, phase: 3 },
  J: { voltage_v: 575, phase: 3 },
};
// GCS · 16 / 20 · cooling · heating · [X] · [minor revision · voltage] · [X].
const KEY = /^GCS(16|20)-?(0\d\d)-?(50|75|90|120)(X?)(?:-?(\d)([PYGJ]))?(X?)$/;

const gcs16Gcs20: NomenclatureRule = {
  id: 'lennox.gcs16-gcs20-packaged',
  family: 'lennox',
  brands: LENNOX,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (!brandIn(LENNOX, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, series = '', cooling = '', heat = '', , , volt] = m;
    if (!SIZES[series]?.includes(cooling) || !HEAT.has(heat)) return null;
    const kbtuh = Number(cooling);
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series: `GCS${series}`,
      fields: { cooling_capacity_tons: kbtuh / 12, cooling_capacity_kbtuh: kbtuh, heating_input_kbtuh: Number(heat), ...(volt === undefined ? {} : VOLTAGE[volt]) },
      description: 'packaged gas heat / cooling unit',
      evidence: 'src',
      rule: 'Lennox GCS16 / GCS20 packaged gas / electric: GCS · series · cooling 024–060 · heating input 50–120 · minor revision · voltage',
      source: SOURCE,
    });
  },
};

export const LENNOX_GCS16_GCS20_RULES: readonly NomenclatureRule[] = [gcs16Gcs20];
