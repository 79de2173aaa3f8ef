// Lennox Strategos™ rooftops (issue 18): installation instructions "Lennox SGH & SCH 036-240 (3, 5, 10, 20 ton) Strategos",
// page headers "SGH/SCH036, 060, 120, 240". The shape follows the Lennox commercial keys (lennox/commercial-packaged.ts:
// brand/family letter · unit type G = packaged gas heat w/ electric cooling, C = electric cooling w/ optional electric heat
// · major design H · nominal cooling capacity), here with brand/family S. Only the title's sizes get tons (036 = 3, 060 = 5,
// 120 = 10, 240 = 20); no Strategos model number table was in reach, so the letters after the size are not read. Type
// `packaged units`; brand Lennox required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Lennox SGH & SCH 036-240 (3, 5, 10, 20 ton) Strategos installation instructions (SGH/SCH036, 060, 120, 240): https://manuzoid.com/manuals/vpORa-Lennox%20SGH%20&%20SCH%20036-240%20(3,%205,%2010,%2020%20ton)%20Strategos%20Installation%20Instructions';
const TONS: Readonly<Record<string, number>> = { '036': 3, '060': 5, '120': 10, '240': 20 };
// S · G / C · H · size · options (SGH036H4M…).
const STRATEGOS = /^S([GC])H(\d{3})(?![0-9])([A-Z0-9-]{0,16})$/;

const lennoxStrategos: NomenclatureRule = {
  id: 'lennox.strategos-sgh-sch',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (!brandIn(['Lennox'], brand)) return null;
    const m = STRATEGOS.exec(model);
    if (!m) return null;
    const [, kind = '', size = ''] = m;
    const tons = TONS[size];
    if (tons === undefined) return null;
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series: `S${kind}H`,
      fields: { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 },
      description: kind === 'G' ? 'Strategos packaged gas heat / electric cooling rooftop' : 'Strategos packaged electric cooling rooftop',
      evidence: 'pattern',
      rule: 'Lennox Strategos: S · G / C · H · nominal cooling capacity (036, 060, 120, 240)',
      source: SOURCE,
    });
  },
};

export const LENNOX_STRATEGOS_RULES: readonly NomenclatureRule[] = [lennoxStrategos];
