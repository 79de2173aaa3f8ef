// Serial numbers of each brand family in the formats ../shared/data/serials/RULES.md describes
// (section in each comment), current and older styles still found in service, with a random
// manufacture date; and the common shapes of brands with no public rule.
import type { BrandFamily } from '../../src/domain/enrichment/types';
import { digits, int, pad2, pick, type Rng } from './rng';

/** Plant / line letters: any capital but I, O and Q (which read as digits and serials avoid). */
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** RULES.md §5 Lennox and §12 A. O. Smith / Bradford White month letters (I skipped). */
const MONTHS_A_TO_M = 'ABCDEFGHJKLM';
/** RULES.md §6 York month letters (I and J skipped). */
const YORK_MONTHS = 'ABCDEFGHKLMN';
/** RULES.md §6 York 1971–2004 year letters (21-letter cycle). */
const YORK_OLD_YEARS = 'ABCDEFGHJKLMNPRSTVWXY';
/** RULES.md §10 Bard month letters from June 1980 (E, G, I, O unused). */
const BARD_MONTHS = 'ABCDFHJKLMNP';
/** RULES.md §12 Bradford White year letters (I, O, Q, R, U, V skipped; 20-year cycle). */
const BRADFORD_WHITE_YEARS = 'ABCDEFGHJKLMNPSTWXYZ';
/** RULES.md §3 Trane / American Standard 1983–2001 year letters. */
const TRANE_YEAR_LETTERS = 'WXYSBCDEFGHJKLMNPRZ';

const letter = (rng: Rng) => pick(rng, [...LETTERS]);
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => letter(rng)).join('');
const alnum = (rng: Rng, n: number, letterShare: number) =>
  Array.from({ length: n }, () => (rng() < letterShare ? letter(rng) : String(int(rng, 0, 9)))).join('');
const week = (rng: Rng) => pad2(int(rng, 1, 52));
const month = (rng: Rng) => pad2(int(rng, 1, 12));
const yy = (rng: Rng, from = 2004, to = 2025) => pad2(int(rng, from, to) % 100);

/** Serial of a unit of `brand` (catalog type `type`: water heaters have their own styles). */
export type SerialFormat = (rng: Rng, brand: string, type: string) => string;

const isWaterHeater = (type: string) => /water heater|boiler/i.test(type);

export const SERIAL_FORMATS: Readonly<Record<BrandFamily, SerialFormat>> = {
  // §1: WWYY + plant letter + 5 digits ("3298…", "5220…").
  carrier: (rng) => `${week(rng)}${yy(rng)}${letter(rng)}${digits(rng, 5)}`,
  // §2: plant letter + YY + WW + 5 digits ("R883512345").
  icp: (rng) => `${letter(rng)}${yy(rng)}${week(rng)}${digits(rng, 5)}`,
  // §3: 2010 → YYWW + 6 characters ("11241KADBB"); 2002–09 YWW + 6 characters; 1983–2001 year
  // letter + WW + 6 characters.
  trane: (rng) => {
    const r = rng();
    if (r < 0.6) return `${yy(rng, 2010, 2025)}${week(rng)}${digits(rng, 1)}${alnum(rng, 5, 0.6)}`;
    if (r < 0.85) return `${int(rng, 2, 9)}${week(rng)}${alnum(rng, 6, 0.5)}`;
    return `${pick(rng, [...TRANE_YEAR_LETTERS])}${week(rng)}${alnum(rng, 6, 0.4)}`;
  },
  // §4: YYMM + 6 digits (Goodman warranty certificate: "2205…" = May 2022).
  goodman: (rng) => `${yy(rng)}${month(rng)}${digits(rng, 6)}`,
  // §4 for Goodman-built ducted Daikin; §11 ductless Daikin has no public rule: letter + 6–7 digits.
  daikin: (rng) => (rng() < 0.5 ? `${yy(rng, 2013, 2025)}${month(rng)}${digits(rng, 6)}` : `${pick(rng, ['E', 'F', 'G', 'H', 'J', 'K'])}${digits(rng, int(rng, 6, 7))}`),
  // §5: plant (2 digits) + YY + month letter (I skipped) + 5 digits ("5898G07568").
  lennox: (rng) => `${pad2(int(rng, 10, 60))}${yy(rng)}${pick(rng, [...MONTHS_A_TO_M])}${digits(rng, 5)}`,
  // §6: Oct 2004 → plant letter + decade digit + month letter + year digit + 6 digits ("W0E5195159");
  // 1971 → 2004: 4 letters (2nd month, 3rd year letter) + 6 digits.
  york: (rng) => {
    if (rng() < 0.25) return `${letter(rng)}${pick(rng, [...YORK_MONTHS])}${pick(rng, [...YORK_OLD_YEARS])}${letter(rng)}${digits(rng, 6)}`;
    const y = int(rng, 2005, 2025);
    return `${letter(rng)}${Math.floor((y - 2000) / 10)}${pick(rng, [...YORK_MONTHS])}${y % 10}${digits(rng, 6)}`;
  },
  // §7 HVAC: plant letter + WWYY + 5 digits; §8 water heaters: MMYY + plant letter + sequence.
  rheem: (rng, _brand, type) =>
    isWaterHeater(type) ? `${month(rng)}${yy(rng)}${letter(rng)}${digits(rng, int(rng, 5, 6))}` : `${letter(rng)}${week(rng)}${yy(rng)}${digits(rng, 5)}`,
  // §9: 3 letters + YY + MM + 5 characters ("ABC1103xxxxx").
  nordyne: (rng) => `${letters(rng, 3)}${yy(rng)}${month(rng)}${alnum(rng, 5, 0.15)}`,
  // §10 (June 1980 →): 3-digit compressor part + month letter + YY + 7-digit unit id + 2-digit factory.
  bard: (rng) => `${digits(rng, 3)}${pick(rng, [...BARD_MONTHS])}${yy(rng)}${digits(rng, 7)}${pick(rng, ['01', '02'])}`,
  // §11: first digit = last digit of the year; the rest (no confirmed rule) a month/line code and a sequence.
  mitsubishi: (rng) => `${int(rng, 0, 9)}${pick(rng, [...'123456789XYZ'])}${letter(rng)}${digits(rng, 5)}`,
  // §11: year digit + 2-digit month, then a plant code and a sequence.
  lg: (rng) => `${int(rng, 0, 9)}${month(rng)}${letters(rng, int(rng, 1, 3))}${alnum(rng, 6, 0.2)}`,
  // §11: no public rule (Fujitsu, Bosch): letter-led or digit-only codes.
  fujitsu: (rng) => (rng() < 0.5 ? `${letter(rng)}${digits(rng, 6)}` : `${letters(rng, 2)}${digits(rng, 7)}`),
  bosch: (rng) => (rng() < 0.5 ? `${digits(rng, 3)}${letter(rng)}${digits(rng, 6)}` : `${digits(rng, 4)}-${digits(rng, 3)}-${digits(rng, 6)}`),
  // §12: A. O. Smith family 2008 → YYWW + plant letter + sequence; State before 2008: month letter + YY;
  // American (pre-merger): letter + YY + letter + WW.
  aosmith: (rng, brand) => {
    if (brand === 'State' && rng() < 0.3) return `${pick(rng, [...MONTHS_A_TO_M])}${yy(rng, 1998, 2007)}${letter(rng)}${digits(rng, 6)}`;
    if (brand === 'American' && rng() < 0.3) return `${letter(rng)}${yy(rng, 1998, 2007)}${letter(rng)}${week(rng)}${digits(rng, 5)}`;
    return `${yy(rng, 2008, 2025)}${week(rng)}${letter(rng)}${digits(rng, 6)}`;
  },
  // §12: GSW / John Wood: YYWW + sequence ("0331263882"), or a letter + YYWW.
  gsw: (rng) => (rng() < 0.7 ? `${yy(rng)}${week(rng)}${digits(rng, 6)}` : `${letter(rng)}${yy(rng)}${week(rng)}${digits(rng, 5)}`),
  // §12: Bradford White: year letter + month letter + 7 digits ("WC9876553").
  bradford_white: (rng) => `${pick(rng, [...BRADFORD_WHITE_YEARS])}${pick(rng, [...MONTHS_A_TO_M])}${digits(rng, 7)}`,
  // Friedrich and Utica (serial/friedrich.ts, utica.ts) got their rules after the plate sets were
  // generated: their plates keep the generic shapes (the same random draws as before), so the
  // generated sets do not change.
  friedrich: (rng) => genericSerial(rng),
  utica: (rng) => genericSerial(rng),
};

/**
 * Brands with no family rule: the common shapes of serial plates (all digits; a letter prefix and
 * digits; a date-led code with a plant letter; digits with letters inside; long mini-split codes).
 * Letters anywhere, T, J, S, Z and B included, so nothing can be "repaired" by assuming digits.
 */
export function genericSerial(rng: Rng): string {
  switch (int(rng, 0, 5)) {
    case 0:
      return digits(rng, int(rng, 8, 11));
    case 1:
      return `${letters(rng, int(rng, 1, 3))}${digits(rng, int(rng, 6, 9))}`;
    case 2:
      return `${yy(rng)}${pick(rng, [week(rng), month(rng)])}${letters(rng, int(rng, 1, 2))}${digits(rng, int(rng, 4, 6))}`;
    case 3:
      return `${digits(rng, int(rng, 3, 4))}${letter(rng)}${digits(rng, int(rng, 4, 5))}`;
    case 4:
      return `${letter(rng)}${digits(rng, 1)}${alnum(rng, int(rng, 7, 10), 0.3)}`;
    default:
      return `${digits(rng, 2)}${letters(rng, 1)}${digits(rng, 3)}${letters(rng, 1)}${digits(rng, int(rng, 6, 8))}`;
  }
}
