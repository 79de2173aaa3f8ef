// Replacement opportunities of one asset: R-22, past its service life, service life ending within
// two years — each with a one-line reason. Static facts (the refrigerant, the day the service life
// ends) are what the server stores (replacementKey); the flags that depend on `today` follow from them.
import { addDays, addMonths, dayNumber, formatCalendarDate, requireCalendarDate } from '../enrichment/serial/calendar';
import { ageYearsFromReferenceDate, DAYS_PER_YEAR } from '../enrichment/warranty/age';
import { refrigerantOf, type RefrigerantSource } from './refrigerant';
import { ASHRAE_SERVICE_LIFE_SOURCE, serviceLifeOf } from './service-life';

export const REPLACEMENT_FLAGS = ['r22', 'past_service_life', 'service_life_ends_within_2_years'] as const;
export type ReplacementFlag = (typeof REPLACEMENT_FLAGS)[number];

/** "Ends within 2 years": today < end ≤ today + this many months. */
export const SERVICE_LIFE_SOON_MONTHS = 24;

export interface ReplacementInput {
  /** The matched (or decoded) model's type, catalog vocabulary; null without a model. */
  type: string | null;
  modelData: Readonly<Record<string, string>> | null;
  /** CatalogModel.source of the model ('nomenclature' when decoded from the model number). */
  modelSource: string | null;
  /** YYYY-MM-DD (warranty/age.ts manufactureReferenceDate), null when the unit is not dated. */
  manufactureReferenceDate: string | null;
}

export interface ReplacementAssessment {
  flags: ReplacementFlag[];
  refrigerant: string | null;
  refrigerant_source: RefrigerantSource | null;
  expected_service_life_years: number | null;
  /** The published table the expected life is read from. */
  service_life_source: string | null;
  /** First day past the expected service life: reference date + life years. */
  service_life_end_date: string | null;
  /** Years from today to that day (negative once past), 2 decimals. */
  remaining_service_life_years: number | null;
  reasons: Partial<Record<ReplacementFlag, string>>;
}

const EPA_R22 = "EPA banned R-22 in new air conditioners and heat pumps from 2010 and ended its production and import in 2020";

/** The first day past the expected service life of a unit of `type` dated `referenceDate`, or null. */
export function serviceLifeEndDate(type: string | null, referenceDate: string | null): string | null {
  const life = serviceLifeOf(type);
  if (life === null || referenceDate === null) return null;
  return formatCalendarDate(addMonths(requireCalendarDate(referenceDate, 'referenceDate'), life.years * 12));
}

function soonBound(today: string): string {
  return formatCalendarDate(addMonths(requireCalendarDate(today, 'today'), SERVICE_LIFE_SOON_MONTHS));
}

/** The date-dependent flags of a service-life end date as of `today` (YYYY-MM-DD). */
function lifeFlags(end: string | null, today: string): ReplacementFlag[] {
  if (end === null) return [];
  if (end <= today) return ['past_service_life'];
  return end <= soonBound(today) ? ['service_life_ends_within_2_years'] : [];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function lifeLabel(source: string): string {
  return source.startsWith(ASHRAE_SERVICE_LIFE_SOURCE) ? 'ASHRAE median' : 'NAHB 2007';
}

/** Everything the detail shows, as of `today` (YYYY-MM-DD). */
export function assessReplacement(input: ReplacementInput, today: string): ReplacementAssessment {
  const reading = refrigerantOf(input);
  const life = serviceLifeOf(input.type);
  const end = serviceLifeEndDate(input.type, input.manufactureReferenceDate);
  const flags: ReplacementFlag[] = [];
  const reasons: ReplacementAssessment['reasons'] = {};
  if (reading?.refrigerant === 'R-22') {
    flags.push('r22');
    const year = input.manufactureReferenceDate?.slice(0, 4) ?? '';
    reasons.r22 =
      reading.source === 'era_rule'
        ? `Likely R-22: ${singular(input.type)} made in ${year}, before EPA's 2010 ban on R-22 in new equipment (RULES.md §12${Number(year) >= 2006 ? '; 2006–2009 units were R-22 or R-410A' : ''}): confirm on the nameplate.`
        : `R-22 (${reading.source === 'catalog' ? 'catalog data' : 'read from the model number'}): ${EPA_R22}.`;
  }
  let remaining: number | null = null;
  if (life !== null && end !== null && input.manufactureReferenceDate !== null) {
    remaining = round2((dayNumber(requireCalendarDate(end, 'end')) - dayNumber(requireCalendarDate(today, 'today'))) / DAYS_PER_YEAR);
    const age = ageYearsFromReferenceDate(input.manufactureReferenceDate, today);
    const against = `${age} years old; ${input.type} last about ${life.years} years (${lifeLabel(life.source)})`;
    for (const flag of lifeFlags(end, today)) {
      flags.push(flag);
      reasons[flag] =
        flag === 'past_service_life' ? `Past its expected service life: ${against}.` : `Service life ends within 2 years, on ${end}: ${against}.`;
    }
  }
  return {
    flags,
    refrigerant: reading?.refrigerant ?? null,
    refrigerant_source: reading?.source ?? null,
    expected_service_life_years: life?.years ?? null,
    service_life_source: life?.source ?? null,
    service_life_end_date: end,
    remaining_service_life_years: remaining,
    reasons,
  };
}

function singular(type: string | null): string {
  if (type === null) return 'a unit';
  const one = type.endsWith('s') ? type.slice(0, -1) : type;
  return `${/^[aeiou]/.test(one) ? 'an' : 'a'} ${one}`;
}

// The stored key (the server's `replacement_key` column and its filter keys): 'R' when the unit
// holds R-22, 'N' when not, then the service-life end date when known; null when neither applies.
// One key per asset, so that any set of flags is a set of disjoint key ranges (replacementKeyRanges).

/** The static part of the assessment, as stored. */
export function replacementKey(input: ReplacementInput): string | null {
  const r22 = refrigerantOf(input)?.refrigerant === 'R-22';
  const end = serviceLifeEndDate(input.type, input.manufactureReferenceDate);
  if (!r22 && end === null) return null;
  return (r22 ? 'R' : 'N') + (end ?? '');
}

/** The flags of a stored key as of `today` (YYYY-MM-DD): the list shape's flags. */
export function flagsOfReplacementKey(key: string | null, today: string): ReplacementFlag[] {
  if (key === null || key === '') return [];
  const end = key.length > 1 ? key.slice(1) : null;
  return [...(key[0] === 'R' ? (['r22'] as const) : []), ...lifeFlags(end, today)];
}

export interface KeyRange {
  /** Inclusive; null = unbounded. */
  from: string | null;
  /** Exclusive; null = unbounded. */
  to: string | null;
}

/**
 * The stored keys of assets with ANY of `flags` as of `today`: disjoint half-open ranges (one key
 * per asset, so a range count is an asset count).
 */
export function replacementKeyRanges(flags: readonly ReplacementFlag[], today: string): KeyRange[] {
  const next = (d: string) => formatCalendarDate(addDays(requireCalendarDate(d, 'date'), 1));
  const pastTo = next(today);
  const soonTo = next(soonBound(today));
  const past = flags.includes('past_service_life');
  const soon = flags.includes('service_life_ends_within_2_years');
  // Dates start with a digit: '0' sorts before any of them and after the bare prefix (R-22, no date).
  const dated = (prefix: string): KeyRange[] =>
    past && soon
      ? [{ from: `${prefix}0`, to: prefix + soonTo }]
      : past
        ? [{ from: `${prefix}0`, to: prefix + pastTo }]
        : soon
          ? [{ from: prefix + pastTo, to: prefix + soonTo }]
          : [];
  return [...dated('N'), ...(flags.includes('r22') ? [{ from: 'R', to: 'S' }] : dated('R'))];
}
