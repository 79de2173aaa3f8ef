// Goodman / Janitrol AWB-type wall, ceiling and hydronic air handlers of the 2003 parts key (issue 18, legacy lines):
// "AWB2408C", "AWB18…". Goodman Quick Reference Parts Manual QRP-08 (2003), Model / Serial Number Identification (air
// handlers): A · W wall mount / C ceiling / H hydronic · revision letter · BTU (thousands) · kW of heat · C = circuit
// breaker. Type and nominal capacity from the key; the heat kW goes in the description (it is the air handler's strip
// heat, not a furnace rating). Brand required: A + two letters + four digits is a short, common shape.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;

const SOURCE =
  'Goodman Quick Reference Parts Manual QRP-08 (2003), Model/Serial Number Identification, air handlers ("A W B 24 08 C": W-wall mount, C-ceiling, H-hydronic, BTU (thousands), kW of heat, circuit breaker): https://vdocuments.mx/quick-reference-parts-manual-for-goodman-the-ac-manufacturing-company.html · https://www.scribd.com/document/441312073/QRPM-Goodman-2003';

const KEY = /^A([WCH])([A-F])(\d{2})(\d{2})(C?)$/;
const MOUNT: Record<string, string> = { W: 'wall mount', C: 'ceiling', H: 'hydronic' };

export const goodmanAwbAirHandler: NomenclatureRule = {
  id: 'goodman.air-handler-wall-ceiling-2003',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65 /* A */) return null;
    const m = KEY.exec(model);
    if (m === null) return null;
    const c = gridCapacity(m[3] ?? '');
    if (c === null || c.kbtuh < 12 || c.kbtuh > 60) return null;
    const kw = Number(m[4]);
    if (kw > 20) return null;
    const mount = m[1] ?? '';
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'air handlers',
      series: `A${mount}${m[2] ?? ''}`,
      model,
      description: `air handler, ${MOUNT[mount]!}${kw > 0 ? `, ${kw} kW electric heat` : ''}${m[5] === 'C' ? ', circuit breaker' : ''}`,
      fields: capacityFields(c),
      evidence: 'src',
      rule: 'Goodman wall / ceiling / hydronic air handlers, 2003 key (AWB2408C)',
      source: SOURCE,
    });
  },
};

export const GOODMAN_AWB_RULES: readonly NomenclatureRule[] = [goodmanAwbAirHandler];
