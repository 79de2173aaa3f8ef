// decodeSerial: brand → family → the family's documented styles → one manufacturing date
// (YYYY-MM, or YYYY when the rule gives only the year), never in the future, with every
// candidate of an ambiguous code and why one was chosen.
import { brandFamily, canonicalBrand } from '../brands';
import type { BrandFamily, CatalogModel } from '../types';
import {
  formatCalendarDate,
  formatYearMonth,
  isFutureYearMonth,
  requireRepeatedCalendarDate,
  type CalendarDate,
  type YearMonth,
} from './calendar';
import { chooseCandidate, eraHintFromModel, type EraHint } from './era';
import { FAMILY_TABLE } from './families';
import type { DecodeContext, Interpretation } from './rule-kit';

export interface DecodeSerialOptions {
  /** Today's date (YYYY-MM-DD or a Date, read in UTC): no decoded date may lie after it. */
  today: Date | string;
  /** The matched catalog model: equipment type and era hints, and its brand when none was given. */
  model?: CatalogModel | null;
}

export type BrandSource = 'submitted' | 'matched_model';

export interface SerialDecodeSuccess {
  ok: true;
  /** YYYY-MM, or YYYY when the rule gives only the year. */
  manufacturing_date: string;
  year: number;
  month: number | null;
  family: BrandFamily;
  brand_source: BrandSource;
  /** Human description of the rule applied, with its era. */
  rule: string;
  ambiguous: boolean;
  /** Every non-future reading (YYYY-MM or YYYY), most recent first; one entry when unambiguous. */
  candidates: string[];
  chosen_reason: string | null;
  /** 'low' where the sources disagree or the style is thinly documented. */
  confidence: 'high' | 'low';
  sources: string[];
  normalized_serial: string;
  /** True for a water-heater rule (A.O. Smith, GSW, Bradford White, Rheem §8), false for Rheem HVAC, else null. */
  water_heater: boolean | null;
}

export type SerialDecodeErrorCode =
  | 'empty_serial'
  | 'unsupported_brand'
  | 'no_public_rule'
  | 'unrecognized_format'
  | 'invalid_date'
  | 'future_date';

export interface SerialDecodeFailure {
  ok: false;
  error: string;
  code: SerialDecodeErrorCode;
  family: BrandFamily | null;
  brand_source: BrandSource | null;
  normalized_serial: string;
  sources: string[];
}

export type SerialDecodeResult = SerialDecodeSuccess | SerialDecodeFailure;

/**
 * A field label typed in front of the serial ("S/N: …", "SN# …", "Serial No. …"). Only forms with
 * a separator are stripped: a bare "SN…" can be a real serial (York plant S, month N).
 */
const SERIAL_LABEL_RE = /^\s*(?:S\s*\/\s*N|SN\s*[:#]|SERIAL(?:\s*(?:NO\.?|NUMBER|#))?\s*[:#]?)\s*[:#]?\s*/i;

/** RULES.md §0: uppercase; remove spaces, hyphens, slashes and dots. The letter O is kept. */
export function normalizeSerial(serial: string): string {
  // Fast path, same result: ASCII text whose first character is neither whitespace nor S/s cannot
  // start with a field label, and its upper case and separators are ASCII-only.
  const first = serial.charCodeAt(0);
  if (serial.length > 0 && first > 0x20 && first !== 0x53 && first !== 0x73) {
    let out = '';
    let i = 0;
    for (; i < serial.length; i++) {
      const c = serial.charCodeAt(i);
      if (c > 0x7e) break;
      if (c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x2d || c === 0x2f || c === 0x2e) continue;
      out += c >= 0x61 && c <= 0x7a ? String.fromCharCode(c - 0x20) : serial[i];
    }
    if (i === serial.length) return out;
  }
  // Slow path: labels, non-ASCII text; the zero-width characters a copied web page carries are dropped with the separators.
  return serial.replace(SERIAL_LABEL_RE, '').toUpperCase().replace(/[\s\-/.\u00AD\u200B-\u200D\u2060\uFEFF]+/g, '');
}

/** Families whose rules are water-heater rules (RULES.md §12). */
const WATER_HEATER_FAMILIES: ReadonlySet<BrandFamily> = new Set(['aosmith', 'gsw', 'bradford_white']);

interface Reading {
  ym: YearMonth;
  from: Interpretation;
}

function compareRecentFirst(a: YearMonth, b: YearMonth): number {
  return b.year - a.year || (b.month ?? 0) - (a.month ?? 0);
}

// Uploads repeat a handful of brand spellings thousands of times; the alias lookup costs ~10 µs.
const BRAND_CACHE = new Map<string, { family: BrandFamily | null; canonical: string }>();
const BRAND_CACHE_MAX = 2048;
function lookupBrand(raw: string): { family: BrandFamily | null; canonical: string } {
  let hit = BRAND_CACHE.get(raw);
  if (hit === undefined) {
    if (BRAND_CACHE.size >= BRAND_CACHE_MAX) BRAND_CACHE.clear();
    hit = { family: brandFamily(raw), canonical: canonicalBrand(raw) };
    BRAND_CACHE.set(raw, hit);
  }
  return hit;
}

// Era hints read every key of a model's specification data; catalog rows are immutable and the hint
// is only read (chooseCandidate), so it is computed once per row.
const ERA_HINTS = new WeakMap<CatalogModel, EraHint>();
function cachedEraHint(model: CatalogModel): EraHint {
  let hint = ERA_HINTS.get(model);
  if (hint === undefined) {
    hint = eraHintFromModel(model);
    ERA_HINTS.set(model, hint);
  }
  return hint;
}

/** Pick the family: the submitted brand's, else (or when it has none) the matched model's. */
function resolveFamily(
  brand: string | null,
  model: CatalogModel | null,
): { family: BrandFamily; brand: string; source: BrandSource } | { error: string } {
  const submitted = brand?.trim() ?? '';
  if (submitted !== '') {
    const { family, canonical } = lookupBrand(submitted);
    if (family !== null) return { family, brand: canonical, source: 'submitted' };
  }
  if (model) {
    const { family, canonical } = lookupBrand(model.brand);
    if (family !== null) return { family, brand: canonical, source: 'matched_model' };
  }
  const who = submitted !== '' ? `brand "${submitted}"` : model ? `the matched model's brand "${model.brand}"` : 'no brand given';
  // The list of supported families is not repeated here: this text ends up in every such asset's
  // status line (~400 characters of 650 stored per asset). The explanation adds it (explain.ts).
  return { error: `No serial-date rule for ${who}.` };
}

function failure(
  code: SerialDecodeErrorCode,
  error: string,
  normalized: string,
  family: BrandFamily | null = null,
  source: BrandSource | null = null,
  sources: string[] = [],
): SerialDecodeFailure {
  return { ok: false, code, error, family, brand_source: source, normalized_serial: normalized, sources };
}

const NO_DATES: readonly YearMonth[] = Object.freeze([]);

/**
 * Appends the non-future readings of one interpretation to `into`, most recent first (a two-digit
 * year keeps only its most recent, §0); returns its future ones. A single candidate (the usual
 * case) allocates only its reading.
 */
function addReadings(i: Interpretation, today: CalendarDate, into: Reading[]): readonly YearMonth[] {
  if (i.candidates.length === 1) {
    const only = i.candidates[0]!;
    if (isFutureYearMonth(only, today)) return [only];
    into.push({ ym: only, from: i });
    return NO_DATES;
  }
  const future = i.candidates.filter((c) => isFutureYearMonth(c, today));
  let kept = i.candidates.filter((c) => !isFutureYearMonth(c, today)).sort(compareRecentFirst);
  if (i.kind === 'two_digit_year') kept = kept.slice(0, 1);
  for (const ym of kept) into.push({ ym, from: i });
  return future;
}

/** Every interpretation's sources, each once, in order (a loop: this runs per decoded serial). */
function distinctSources(is: readonly Interpretation[]): string[] {
  const out: string[] = [];
  for (const i of is) for (const source of i.sources) if (!out.includes(source)) out.push(source);
  return out;
}

export function decodeSerial(serial: string | null, brand: string | null, options: DecodeSerialOptions): SerialDecodeResult {
  const today = requireRepeatedCalendarDate(options.today, 'today');
  const model = options.model ?? null;
  const normalized = normalizeSerial(serial ?? '');
  if (normalized === '') return failure('empty_serial', 'No serial number was given, so no manufacturing date can be decoded.', normalized);

  const resolved = resolveFamily(brand, model);
  if ('error' in resolved) return failure('unsupported_brand', resolved.error, normalized);
  const { family, source } = resolved;
  const ctx: DecodeContext = { raw: (serial ?? '').trim().toUpperCase(), normalized, brand: resolved.brand, model, today };
  const outcome = FAMILY_TABLE[family].decode(ctx);
  if ('noPublicRule' in outcome) return failure('no_public_rule', `No public serial-date rule: ${outcome.noPublicRule}.`, normalized, family, source);

  const readings: Reading[] = [];
  const futureDates: YearMonth[] = [];
  const futureOfCycles: YearMonth[] = [];
  for (const i of outcome.interpretations) {
    const before = readings.length;
    const future = addReadings(i, today, readings);
    if (future.length === 0) continue;
    if (readings.length === before) futureDates.push(...future);
    else if (i.kind === 'cyclic') futureOfCycles.push(...future);
  }
  const label = FAMILY_TABLE[family].label;
  const sourcesOf = distinctSources;

  if (readings.length === 0) {
    if (futureDates.length > 0) {
      const dates = [...new Set(futureDates.map(formatYearMonth))].join(' or ');
      return failure('future_date', `Serial ${normalized} would decode to ${dates}, after today (${formatCalendarDate(today)}); a manufacturing date cannot be in the future.`, normalized, family, source, sourcesOf(outcome.interpretations));
    }
    if (outcome.problems.length > 0)
      return failure('invalid_date', `Serial ${normalized} has the shape of a ${label} serial but no valid date: ${outcome.problems.join('; ')}.`, normalized, family, source);
    return failure('unrecognized_format', `Serial ${normalized} matches none of the ${label} serial styles (${FAMILY_TABLE[family].styles}).`, normalized, family, source);
  }

  // Distinct dates, most recent first; one reading per date (the first interpretation that gave it).
  // One reading (the usual case) is its own distinct date, chosen without ambiguity.
  let distinct: Reading[];
  let chosen: Reading | undefined;
  let choice: ReturnType<typeof chooseCandidate>;
  if (readings.length === 1) {
    distinct = readings;
    chosen = readings[0];
    choice = chooseCandidate([readings[0]!.ym], null);
  } else {
    const byDate = new Map<string, Reading>();
    for (const r of readings.sort((a, b) => compareRecentFirst(a.ym, b.ym))) {
      const key = formatYearMonth(r.ym);
      if (!byDate.has(key)) byDate.set(key, r);
    }
    distinct = [...byDate.values()];
    choice = chooseCandidate(
      distinct.map((r) => r.ym),
      model ? cachedEraHint(model) : null,
    );
    chosen = byDate.get(formatYearMonth(choice.chosen)) ?? distinct[0];
  }
  if (chosen === undefined) throw new Error('decodeSerial: no reading chosen');
  const contributing = distinct.length === 1 ? [chosen.from] : [...new Set(distinct.map((r) => r.from))];
  const otherRules = contributing.filter((i) => i !== chosen.from).map((i) => i.rule);
  let reason = choice.reason;
  if (futureOfCycles.length > 0 && !choice.ambiguous) {
    const note = `the cyclic code's other reading${futureOfCycles.length > 1 ? 's' : ''} (${futureOfCycles.map(formatYearMonth).join(', ')}) would be in the future`;
    reason = reason === null ? note : `${reason}; ${note}`;
  }
  const chosenDate = formatYearMonth(chosen.ym);
  return {
    ok: true,
    manufacturing_date: chosenDate,
    year: chosen.ym.year,
    month: chosen.ym.month,
    family: chosen.from.family,
    brand_source: source,
    rule: otherRules.length > 0 ? `${chosen.from.rule}. Also readable as: ${otherRules.join('; ')}` : chosen.from.rule,
    ambiguous: choice.ambiguous,
    candidates: distinct.length === 1 ? [chosenDate] : distinct.map((r) => formatYearMonth(r.ym)),
    chosen_reason: reason,
    confidence: chosen.from.confidence,
    sources: sourcesOf(contributing),
    normalized_serial: normalized,
    water_heater: chosen.from.waterHeater ?? (WATER_HEATER_FAMILIES.has(chosen.from.family) ? true : null),
  };
}
