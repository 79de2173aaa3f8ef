// Serial numbers in the current format of each brand family, as ../shared/data/serials/RULES.md
// describes them (section in each comment), with a random manufacture date of 2004–2025.
import type { BrandFamily } from '../../src/domain/enrichment/types';
import { digits, int, pad2, pick, type Rng } from './rng';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';
/** RULES.md §5 Lennox month letters (I skipped). */
const LENNOX_MONTHS = 'ABCDEFGHJKLM';
/** RULES.md §6 York month letters (I and J skipped). */
const YORK_MONTHS = 'ABCDEFGHKLMN';

const week = (rng: Rng) => pad2(int(rng, 1, 52));
const year = (rng: Rng) => int(rng, 2004, 2025);

export const SERIAL_FORMATS: Partial<Record<BrandFamily, (rng: Rng) => string>> = {
  // §1: WWYY + plant letter + 5 digits.
  carrier: (rng) => `${week(rng)}${pad2(year(rng) % 100)}${pick(rng, [...LETTERS])}${digits(rng, 5)}`,
  // §2: plant letter + YY + WW + 5 digits.
  icp: (rng) => `${pick(rng, [...LETTERS])}${pad2(year(rng) % 100)}${week(rng)}${digits(rng, 5)}`,
  // §3 (2010 →): YYWW + 6 characters ("11241KADBB").
  trane: (rng) =>
    `${pad2(int(rng, 10, 25))}${week(rng)}${digits(rng, 1)}${Array.from({ length: 5 }, () => pick(rng, [...'ABCDEFGHJKLMNPRSTUVWXY'])).join('')}`,
  // §4: YYMM + 6 digits.
  goodman: (rng) => `${pad2(year(rng) % 100)}${pad2(int(rng, 1, 12))}${digits(rng, 6)}`,
  // §5: plant (2 digits) + YY + month letter + 5 digits.
  lennox: (rng) => `${pad2(int(rng, 10, 60))}${pad2(year(rng) % 100)}${pick(rng, [...LENNOX_MONTHS])}${digits(rng, 5)}`,
  // §6 (Oct 2004 →): plant letter + decade digit + month letter + year digit + 6 digits.
  york: (rng) => {
    const y = int(rng, 2005, 2025);
    return `${pick(rng, ['W', 'N', 'E'])}${Math.floor((y - 2000) / 10)}${pick(rng, [...YORK_MONTHS])}${y % 10}${digits(rng, 6)}`;
  },
  // §7: plant letter + WWYY + 5 digits.
  rheem: (rng) => `${pick(rng, [...LETTERS])}${week(rng)}${pad2(year(rng) % 100)}${digits(rng, 5)}`,
};

/** Brands whose family has no format above: an 8–10 character code of the common digit-heavy shape. */
export function genericSerial(rng: Rng): string {
  return `${digits(rng, int(rng, 3, 4))}${pick(rng, [...LETTERS])}${digits(rng, int(rng, 4, 5))}`;
}
