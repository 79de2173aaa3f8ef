// The American Water Heater key (line · warranty years · 2 · gallons · S / T · input · …, water-heaters/aosmith.ts)
// with a three-digit 100-gallon size, which the two-digit reading there does not take: G62100T774NOV, the "98 Gallon
// High Recovery Natural Gas Water Heater" of American's residential gas instruction manual 315628-001 (also written
// with the hyphens of the one-letter lines, G62-100T77-4NOV). Nominal gallons only: the manual does not tie the digits
// after the T to a field. Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['American', 'A. O. Smith', 'State', 'Reliance'] as const;

const SOURCE =
  'American Water Heater instruction manual 315628-001, residential gas water heaters, "98 Gallon High Recovery Natural Gas Water Heater G62100T774NOV": http://www.usermanuals.tech/d/american-water-heater-98-gallon-high-recovery-natural-gas-water-heater-g62100t774nov-user-manual/part1';

const KEY = /^([A-Z]{2,5}|G)(?:6|8|10|12)2-?100[ST]-?\d{2,3}-?\d?[NP]?[A-Z]{0,4}$/;

export const americanHundredGallon: NomenclatureRule = {
  id: 'aosmith.american-100-gallon-key',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'BCDEFGHPSU',
  decode(model, brand) {
    if (brand === '' || model.indexOf('100') < 3) return null;
    const m = KEY.exec(model);
    if (m === null) return null;
    return decodeOf('aosmith', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series: m[1] ?? '',
      fields: { tank_capacity_gallons: 100 },
      description: 'gas tank water heater (100 gallon nominal)',
      evidence: 'pattern',
      rule: 'American Water Heater key with a 100-gallon size (G62100T774NOV): nominal gallons',
      source: SOURCE,
    });
  },
};

export const AMERICAN_HUNDRED_GALLON_RULES: readonly NomenclatureRule[] = [americanHundredGallon];
