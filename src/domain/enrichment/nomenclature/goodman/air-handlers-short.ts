// Goodman / Amana / Janitrol air handlers written short (issue 18, dless20): owners copy the §1.5 series and the size
// and stop ("ARUF36", "ARPT24", "AVPTC48"), before the cabinet width, electrical and refrigerant digits that
// goodman.air-handler requires, or the 2003-key 3-digit size and heat kW without the rest ("ARUF024", "ARPT036").
// Type and capacity from the same keys; nothing the missing fields would give (electrical, refrigerant, heat kW).
// Brand required: A + four letters + two digits is a short shape.
import { capacityFields, decoded, gridCapacity, reportedBrand } from '../common';
import { S } from './goodman';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;

// §1.5 2010+ key cut after the size: A · application · cabinet · expansion · [C] · kBtu/h (2 digits).
const KEY_2010 = /^A([CDERSVW])([PUN])([TFE])(C?)(\d{2})$/;
// 2003 key cut after the size: A · E/R/S · P/U · F/T · kBtu/h (3 digits).
const KEY_2003 = /^A([ERS])([PU])([FT])(\d{3})$/;

const goodmanAirHandlerShort: NomenclatureRule = {
  id: 'goodman.air-handler-written-short-dless20',
  family: 'goodman',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 65 /* A */) return null;
    let m = KEY_2010.exec(model);
    let key = '2010+';
    if (m === null) {
      m = KEY_2003.exec(model);
      key = '2003';
    }
    if (m === null) return null;
    const size = key === '2003' ? (m[4] ?? '') : (m[5] ?? '');
    const series = key === '2003' ? `A${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}` : `A${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}${m[4] ?? ''}`;
    const expansion = m[3];
    const c = gridCapacity(size);
    let fields: DecodedFields;
    if (c !== null && !c.offGrid && c.kbtuh >= 18 && c.kbtuh <= 60) fields = capacityFields(c);
    // Off-grid two-digit range tops of the 2010 key (37, 59): an air handler, no nominal capacity.
    else if (key !== '2003' && (size === '37' || size === '59')) fields = {};
    else return null;
    return decoded({
      family: 'goodman',
      brand: reportedBrand(brand, 'Goodman'),
      type: 'air handlers',
      series,
      model,
      description: `air handler${expansion === 'T' ? ', TXV' : expansion === 'F' ? ', flowrater' : ''}, written without the fields after the size`,
      fields,
      evidence: 'pattern',
      rule: `§1.5 Goodman air handlers, ${key} key cut after the size (dless20)`,
      source: S.S26,
    });
  },
};

export const GOODMAN_SHORT_RULES: readonly NomenclatureRule[] = [goodmanAirHandlerShort];
