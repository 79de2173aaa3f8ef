// A. O. Smith group water heaters as the iCOMM cloud API (and the integrations reading it: py-aosmith, Home Assistant's
// A. O. Smith integration) reports the model: the rating-plate model, its series number and the plate's 9-digit item
// (part) number in one field — py-aosmith's device example `model='HPTS-50 200 202172000'`; the A. O. Smith BLE notes of
// the same heater "The plate carries the model (HPTS-50 200), a <plate serial> and the part number 100350404". The
// model and series are read by the group's own rules (water-heaters/aosmith.ts); the item number is no model field and
// is not read. Issue 18, gap scan of smart-home integrations' device lists. Brand required.
import { aosmithLines, aosmithWaterHeater } from './aosmith';
import type { NomenclatureRule } from '../types';

// The field reaches the rules with its spaces dropped (HPTS-50200202172000) or hyphened (HPTS-50-200-202172000): the
// last twelve digits are the series number and the item number.
const FIELD = /^(.{4,})-?([1-5]0\d)-?(\d{9})$/;
const isDigit = (c: number): boolean => c >= 48 && c <= 57;

export const aosmithIcommModelField: NomenclatureRule = {
  id: 'aosmith.icomm-model-field',
  family: 'aosmith',
  brands: ['A. O. Smith', 'State', 'American', 'Reliance', 'Lochinvar'],
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    if (brand === '' || model.length < 16 || !isDigit(model.charCodeAt(model.length - 9)) || !isDigit(model.charCodeAt(model.length - 1))) return null;
    const m = FIELD.exec(model);
    if (m === null) return null;
    const plate = `${m[1] ?? ''}-${m[2] ?? ''}`;
    const d = aosmithWaterHeater.decode(plate, brand) ?? aosmithLines.decode(plate, brand);
    return d === null ? null : Object.assign({}, d, { model });
  },
};

export const AOSMITH_ICOMM_MODEL_FIELD_RULES: readonly NomenclatureRule[] = [aosmithIcommModelField];
