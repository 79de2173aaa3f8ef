// Building blocks of the per-family serial rules: the decoder interface, letter tables and the
// two-digit-year / ISO-week helpers of RULES.md §0.
import type { BrandFamily, CatalogModel } from '../types';
import { isoWeekToYearMonth, type CalendarDate, type YearMonth } from './calendar';

export interface DecodeContext {
  /** Uppercased, trimmed serial before separators are removed (a few old styles are told apart by a hyphen). */
  raw: string;
  /** §0 normalized serial: uppercase, no spaces, hyphens, slashes or dots. */
  normalized: string;
  /** Canonical brand (brands.ts), e.g. "Bryant"; some families have brand-specific styles. */
  brand: string | null;
  /** Matched catalog model, when there is one (equipment type, era hints). */
  model: CatalogModel | null;
  today: CalendarDate;
}

/**
 * How the candidates of one reading relate: 'single' (one date), 'two_digit_year' (the same
 * date in the 2000s and 1900s: §0 keeps the most recent non-future one), 'cyclic' (a repeating
 * year code: every non-future candidate is a real possibility, the result is ambiguous).
 */
export type CandidateKind = 'single' | 'two_digit_year' | 'cyclic';

/** One reading of a serial under one documented style. */
export interface Interpretation {
  /** Family whose rule applied (a Goodman-built Daikin is read by the 'goodman' rule). */
  family: BrandFamily;
  /** Human description of the rule, with its era. */
  rule: string;
  /** Dates the style allows inside its era; future ones are dropped by the dispatcher. */
  candidates: YearMonth[];
  kind: CandidateKind;
  /** 'low' where the sources disagree or the rule is thinly documented (said in `rule`). */
  confidence: 'high' | 'low';
  sources: string[];
  /** Set where the style itself tells water heater from HVAC (Rheem §7 vs §8). */
  waterHeater?: boolean;
}

export interface FamilyDecodeResult {
  interpretations: Interpretation[];
  /** Why styles whose shape matched still gave no date (e.g. "week 60 does not exist"). */
  problems: string[];
}

/** A→1 … skipping the letters a table leaves out. */
function letterTable(letters: string): ReadonlyMap<string, number> {
  return new Map([...letters].map((letter, i) => [letter, i + 1]));
}

/** Month letters A–M with I skipped (Lennox, Bard to 1980, A.O. Smith, Bradford White, Carrier 1970s). */
export const MONTHS_A_TO_M_NO_I = letterTable('ABCDEFGHJKLM');
/** York/JCI month letters: I and J skipped (K = September … N = December). */
export const MONTHS_YORK = letterTable('ABCDEFGHKLMN');
/** Bard from June 1980: E, G, I, O unused (F = May, H = June … P = December). */
export const MONTHS_BARD_1980 = letterTable('ABCDFHJKLMNP');
/** Carrier 1980s letter months, hvacconsulting "Style 3" (table (a)): M = January, O and U skipped. */
export const MONTHS_CARRIER_1980S_TABLE_A = letterTable('MNPQRSTVWXYZ');

export interface Era {
  /** First year the style was used. */
  fromYear: number;
  /** Last year, or null for "to present". */
  toYear: number | null;
}

export function inEra(year: number, era: Era): boolean {
  return year >= era.fromYear && (era.toYear === null || year <= era.toYear);
}

/** The two readings of a two-digit year (2000s first), restricted to the style's era. */
export function twoDigitYears(yy: number, era: Era): number[] {
  return [2000 + yy, 1900 + yy].filter((y) => inEra(y, era));
}

export function emptyResult(): FamilyDecodeResult {
  return { interpretations: [], problems: [] };
}

/**
 * Candidates of a two-digit year plus an ISO week: one per century in the era whose year has
 * that week. Returns a problem string when none does.
 */
export function weekCandidates(yy: number, week: number, era: Era): YearMonth[] | string {
  const years = twoDigitYears(yy, era);
  if (years.length === 0) return `year ${pad2(yy)} falls outside the style's era (${eraText(era)})`;
  const out: YearMonth[] = [];
  for (const year of years) {
    const ym = isoWeekToYearMonth(year, week);
    if (ym) out.push(ym);
  }
  return out.length > 0 ? out : `week ${pad2(week)} is not a valid ISO week of ${years.join(' or ')}`;
}

/** Candidates of a two-digit year plus a month number 1–12. */
export function monthCandidates(yy: number, month: number | null, era: Era): YearMonth[] | string {
  if (month !== null && (month < 1 || month > 12)) return `month ${pad2(month)} is not a month (01–12)`;
  const years = twoDigitYears(yy, era);
  if (years.length === 0) return `year ${pad2(yy)} falls outside the style's era (${eraText(era)})`;
  return years.map((year) => ({ year, month }));
}

/** Every year in the era (up to today's year) whose last digit is `digit`: a one-digit year code. */
export function lastDigitYears(digit: number, era: Era, todayYear: number): number[] {
  const out: number[] = [];
  const last = era.toYear === null ? todayYear : Math.min(era.toYear, todayYear);
  for (let y = last; y >= era.fromYear; y--) if (y % 10 === digit) out.push(y);
  return out;
}

export function eraText(era: Era): string {
  return `${era.fromYear}–${era.toYear ?? 'present'}`;
}

export function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
