import type { BrandFamily } from '../../src/domain/enrichment/types';
import type { Rng } from './prng';

// Serial numbers in each brand family's current format (shared/data/serials/RULES.md, section given
// per line), built around a chosen manufacture year and week, as a nameplate would print them.

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const pad2 = (n: number) => String(n).padStart(2, '0');

function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rng.int(0, 9));
  return s;
}

function chars(rng: Rng, alphabet: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
}

/** Lennox (§5) month letters, I skipped. */
const LENNOX_MONTHS = 'ABCDEFGHJKLM';
/** York 2004+ (§6) month letters, I and J skipped. */
const YORK_MONTHS = 'ABCDEFGHKLMN';

/** Week 1–52 → month 1–12 (close enough for a generator; the decoder uses ISO weeks). */
const monthOfWeek = (week: number) => Math.min(12, Math.floor(((week - 1) * 12) / 52) + 1);

export function serialFor(family: BrandFamily | null, year: number, week: number, rng: Rng): string {
  const yy = pad2(year % 100);
  const ww = pad2(week);
  const mm = pad2(monthOfWeek(week));
  switch (family) {
    case 'carrier': // §1: WWYY + plant letter + 5 digits
      return `${ww}${yy}${chars(rng, LETTERS, 1)}${digits(rng, 5)}`;
    case 'icp': // §2: plant letter + YY + WW + 5 digits
      return `${chars(rng, LETTERS, 1)}${yy}${ww}${digits(rng, 5)}`;
    case 'trane': // §3 (2010+): YYWW + 6 characters
      return `${yy}${ww}${digits(rng, 1)}${chars(rng, LETTERS, 5)}`;
    case 'goodman': // §4: YYMM + 6 digits
    case 'daikin':
      return `${yy}${mm}${digits(rng, 6)}`;
    case 'lennox': // §5: plant (2 digits) + YY + month letter + 5 digits
      return `${digits(rng, 2)}${yy}${LENNOX_MONTHS[monthOfWeek(week) - 1]}${digits(rng, 5)}`;
    case 'york': // §6 (2004+): plant letter + decade digit + month letter + year digit + 6 digits
      return `${chars(rng, 'NWE', 1)}${Math.floor((year % 100) / 10)}${YORK_MONTHS[monthOfWeek(week) - 1]}${year % 10}${digits(rng, 6)}`;
    case 'rheem': // §7: plant letter + WWYY + 5 digits
      return `${chars(rng, LETTERS, 1)}${ww}${yy}${digits(rng, 5)}`;
    case 'nordyne': // §9: 3 letters + YY + MM + 5 digits
      return `${chars(rng, LETTERS, 3)}${yy}${mm}${digits(rng, 5)}`;
    case 'bard': // §10: 3 digits + month letter + YY + 7 digits + factory
      return `${digits(rng, 3)}${'ABCDFHJKLMNP'[monthOfWeek(week) - 1]}${yy}${digits(rng, 7)}0${rng.int(1, 2)}`;
    case 'aosmith': // §12 (2008+): YYWW + 6 digits
    case 'gsw':
      return `${yy}${ww}${digits(rng, 6)}`;
    case 'mitsubishi': // §11: last year digit + 6 digits (+ letter)
      return `${year % 10}${digits(rng, 6)}${chars(rng, LETTERS, 1)}`;
    case 'lg': // §11: Y + MM + 6 digits
      return `${year % 10}${mm}${chars(rng, 'KRT', 2)}${digits(rng, 5)}`;
    case 'bradford_white': {
      // §12: year letter (20-year cycle from 1984, I O Q R U V skipped) + month letter + 7 digits
      const cycle = 'ABCDEFGHJKLMNPSTWXYZ';
      return `${cycle[(year - 1984) % 20]}${'ABCDEFGHJKLM'[monthOfWeek(week) - 1]}${digits(rng, 7)}`;
    }
    default: // fujitsu, bosch, daikin ductless, brands without a public rule: opaque serials
      return chars(rng, ALNUM, rng.int(9, 12));
  }
}
