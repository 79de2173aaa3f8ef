// Goodman / Amana *PG15 package gas/electric units without the M (issue 18, parts-list gap scan: APG152407041,
// APG156014041, GPG154911541 in Goodman service alert SA-013). Key printed in technical manual RT6313001r11 (April 2010)
// "*PG15 package gas units", product identification "PG15240704 1 **": brand G Goodman / A Amana · P single package
// cooling/heating · G gas/electric · SEER rating 15 · nominal capacity 24 = 24,000, 30, 36, 37 = 36,000, 42, 48, 49 = 48,000,
// 60 = 60,000 Btuh · heating input 070 = 69,000, 090 = 92,000, 115 = 115,000, 140 = 138,000 Btuh · refrigerant 4 = R-410A ·
// voltage 1 = 208-230 V/1 ph, 3 = 208-230 V/3 ph, 4 = 460 V/3 ph · major / minor revision. Brand required (Goodman group).
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;
const SOURCE =
  'Goodman technical manual RT6313001r11 (April 2010) "*PG15 package gas units", product identification (nominal capacity 24 … 60, 37 = 36,000 and 49 = 48,000 BTUH; heating input 070 = 69,000 … 140 = 138,000 BTUH; 4 = R-410A; voltage 1 / 3 / 4): https://manualmachine.com/goodman/apg156014041a/23914314-technical-manual · Goodman service alert SA-013 listing APG152407041 … GPG156014041: https://www.hvacrecalls.com/emerson-eem-motor-speed-tap-t4/';

const CAPACITY_KBTUH: Readonly<Record<string, number>> = { '24': 24, '30': 30, '36': 36, '37': 36, '42': 42, '48': 48, '49': 48, '60': 60 };
const INPUT_KBTUH: Readonly<Record<string, number>> = { '070': 69, '090': 92, '115': 115, '140': 138 };
const VOLTAGE: Readonly<Record<string, DecodedFields>> = { '1': { voltage_v: 230, phase: 1 }, '3': { voltage_v: 230, phase: 3 }, '4': { voltage_v: 460, phase: 3 } };
const KEY = /^([AG])PG15(\d{2})(\d{3})4([134])([A-Z]{0,2})$/;

const pg15: NomenclatureRule = {
  id: 'goodman.pg15-package-gas',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AG',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 80 /* P */ || !brandIn(BRANDS, brand)) return null;
    const m = KEY.exec(model);
    if (!m) return null;
    const [, line = '', cap = '', input = '', volts = ''] = m;
    const kbtuh = CAPACITY_KBTUH[cap];
    const heat = INPUT_KBTUH[input];
    if (kbtuh === undefined || heat === undefined) return null;
    const fields: DecodedFields = Object.assign(
      { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, heating_input_kbtuh: heat, heating_input_code: Number(input) === heat ? undefined : input, seer: 15, refrigerant: 'R-410A' },
      VOLTAGE[volts],
    );
    return decodeOf('goodman', pickBrand(BRANDS, brand, line === 'A' ? 'Amana' : 'Goodman'), model, {
      type: 'packaged units',
      series: `${line}PG15`,
      description: 'single package gas/electric unit',
      fields,
      evidence: 'src',
      rule: 'Goodman *PG15 package gas/electric: brand · PG · 15 · capacity · heating input · 4 R-410A · voltage (GPG152407041)',
      source: SOURCE,
    });
  },
};

export const GOODMAN_PG15_RULES: readonly NomenclatureRule[] = [pg15];
