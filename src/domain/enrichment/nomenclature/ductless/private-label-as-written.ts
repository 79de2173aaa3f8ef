// The Midea- / Gree-built DIY badges of ductless/private-label.ts written the way owners copy them (issue 18, id18f): the
// system name a box or invoice prints without the unit suffix (Senville `SENA-12HF`, MrCool `DIY-12-HP-115B`), MrCool's
// Advantage line (`A-12-HP-C-115B`, whose first letter the MrCool rule does not take) and Pioneer models cut short
// after the class (`WYS012`, `YN012G`). Same reading as ductless/private-label.ts: the size is the nominal class in
// kBtu/h, as the brands' NRCan rows rate every pairing. Coverage in README-extra.md ("Ductless owner forms").
import { decoded } from '../common';
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const SOURCE =
  'NRCan ccASHP / ENERGY STAR rows of the brand (SENA/12HF/OZ + SENA/12HF/IZ 12,000; DIY-12-HP-C-115B 12,000; YN009GMFI22RPD 9,000 Btu/h), shipped as shared/data/catalog/raw; the system name is the pair\'s common prefix';

function out(brand: string, series: string, model: string, kbtuh: number, description: string, rule: string, extra?: DecodedFields): NomenclatureDecode {
  const fields: DecodedFields = Object.assign({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 }, extra ?? {});
  return decoded({ family: 'ductless_other', brand, type: 'mini-splits', series, model, description, fields, evidence: 'pattern', rule, source: SOURCE });
}

// Senville system: SEN + line letter(s) · class · type letters, no "/unit" (SENA-12HF, SENA/12HF, SENL-12CD).
const SENVILLE_SYSTEM = /^SEN([A-Z]{1,3})[/-]?(09|12|18|24|30|36)([A-Z]{2,3})$/;
// MrCool: the system SKU without the unit letters (DIY-12-HP-115B, O-HH-24-HP-230), and the Advantage line with them
// (A-12-HP-C-115B condenser, A-12-HP-WMAH-115B wall mount).
const MRCOOL_SYSTEM = /^(DIY|A|E|O(?:-[A-Z]{2})?)-(09|12|18|24|36)-HP-(115|230)([A-Z]\d?)?$/;
const MRCOOL_ADVANTAGE = /^A-(09|12|18|24|36)-HP-(C|WM|WMAH)-(115|230)([A-Z]\d?)?$/;
// Pioneer cut after the class or its first option letter: WYS012, WS009A, YN018G.
const PIONEER_CUT = /^(WS|WYS|YN)(009|012|018|024|030|036)([A-Z])?$/;

export const ductlessOwnerForms: NomenclatureRule = {
  id: 'private-label.owner-forms-18f',
  family: 'ductless_other',
  brands: ['Senville', 'Mrcool', 'Pioneer'],
  unambiguousWithoutBrand: false,
  firstChars: 'SDAEOWY',
  decode(model, brand) {
    const c = model.charCodeAt(0);
    if (c === 83 /* S */) {
      if (brand !== 'Senville') return null;
      const m = SENVILLE_SYSTEM.exec(model);
      return m ? out('Senville', `SEN${m[1]}`, model, Number(m[2]), 'ductless system (indoor and outdoor unit)', 'Senville system name: line · kBtu/h · type letters') : null;
    }
    if (c === 87 /* W */ || c === 89 /* Y */) {
      if (brand !== 'Pioneer') return null;
      const m = PIONEER_CUT.exec(model);
      if (!m) return null;
      const outdoor = m[1] === 'YN';
      return out('Pioneer', m[1]!, model, Number(m[2]), outdoor ? 'ductless outdoor unit, cut short after the class' : 'ductless wall-mounted indoor unit, cut short after the class', 'Pioneer: unit letters · kBtu/h class, written without the options');
    }
    if (brand !== 'Mrcool') return null;
    let m = MRCOOL_ADVANTAGE.exec(model);
    if (m) {
      const outdoor = m[2] === 'C';
      return out('Mrcool', `A-HP-${m[2]}`, model, Number(m[1]), outdoor ? 'Advantage ductless condenser (outdoor unit)' : 'Advantage ductless indoor unit', 'MrCool Advantage: A · kBtu/h · HP · unit · volts', { voltage_v: Number(m[3]), phase: 1 });
    }
    m = MRCOOL_SYSTEM.exec(model);
    if (m) return out('Mrcool', `${m[1]}-HP`, model, Number(m[2]), 'ductless system (indoor and outdoor unit)', 'MrCool system SKU: line · kBtu/h · HP · volts', { voltage_v: Number(m[3]), phase: 1 });
    return null;
  },
};

export const DUCTLESS_FORMS_RULES: readonly NomenclatureRule[] = [ductlessOwnerForms];
