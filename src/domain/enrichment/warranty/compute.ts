// computeWarranty: terms + a start date → the spec 2.4 warranty fields, the explanation's warranty
// part and the expiration tier for each basis. The start date is the install date when one is
// documented (date_added of an install), else the manufacture date plus the brand's offset.
import type { WarrantyExplanation } from '../explanation';
import type { BrandFamily, WarrantyTier } from '../types';
import {
  addDays,
  addMonths,
  compareCalendarDates,
  formatCalendarDate,
  parseCalendarDate,
  requireCalendarDate,
  requireRepeatedCalendarDate,
  type CalendarDate,
} from '../serial/calendar';
import { manufactureReferenceDate } from './age';
import { termsFor, type StartOffset, type WarrantyTerms } from './terms';
import { tierOf } from './tiers';

/** Spec 2.4 warranty fields (get response). */
export interface WarrantyDetail {
  detail: string;
  /** YYYY-MM or YYYY; null when only an install date was known. */
  manufacturing_date: string | null;
  registered_warranty_active: boolean;
  registered_warranty_expiration_date: string;
  standard_warranty_registered: number;
  standard_warranty_unregistered: number;
  unregistered_warranty_active: boolean;
  unregistered_warranty_expiration_date: string;
}

export interface WarrantyInput {
  /** Family whose terms apply (the serial rule's family when a serial was decoded). */
  family: BrandFamily | null;
  /** Whether the unit is a water heater (matched model type or the serial rule); null = unknown. */
  waterHeater: boolean | null;
  /** The matched catalog model's equipment type, when there is one. */
  modelType: string | null;
  /** Decoded manufacturing date, YYYY-MM or YYYY. */
  manufacturingDate: string | null;
  /** Documented installation date, YYYY-MM-DD (date_added of an install). */
  installDate: string | null;
  today: Date | string;
}

export type WarrantyOutcome =
  | {
      ok: true;
      warranty: WarrantyDetail;
      explanation: WarrantyExplanation;
      tiers: { registered: WarrantyTier; not_registered: WarrantyTier };
      terms: WarrantyTerms;
    }
  | { ok: false; reason: string };

const NON_HVAC_TYPES = /boiler|water heater/i;

function applicable(terms: WarrantyTerms, modelType: string | null): string | null {
  if (modelType === null) return null;
  if (terms.equipment === 'hvac' && NON_HVAC_TYPES.test(modelType))
    return `no standard terms are known for ${terms.label} ${modelType} (RULES.md §13 covers their HVAC equipment only)`;
  if (terms.equipment === 'water_heater' && (!/water heater/i.test(modelType) || /tankless/i.test(modelType)))
    return `no standard terms are known for ${terms.label} ${modelType} (RULES.md §13's water-heater terms are for tank water heaters)`;
  return null;
}

/** The offset for a unit made on `reference`: an older certificate's when the unit predates it. */
function offsetFor(terms: WarrantyTerms, reference: CalendarDate): { offset: StartOffset; rule: string } {
  const earlier = terms.earlierStart;
  if (earlier) {
    const { year, month } = earlier.manufacturedBefore;
    if (reference.year < year || (reference.year === year && reference.month < month)) return { offset: earlier.offset, rule: earlier.rule };
  }
  return { offset: terms.startOffset, rule: terms.startRule };
}

function offsetText(offset: StartOffset): string {
  return 'days' in offset ? `${offset.days} days` : `${offset.months} months`;
}

function applyOffset(d: CalendarDate, offset: StartOffset): CalendarDate {
  return 'days' in offset ? addDays(d, offset.days) : addMonths(d, offset.months);
}

function sentenceList(items: string[]): string {
  return items.map((s) => s.replace(/\.$/, '')).join('; ');
}

/**
 * A warranty's period: the terms that apply, the start date and both expiration dates (what the
 * worker stores for the list filters), and what computeWarranty builds its detail from.
 */
export interface WarrantyPeriod {
  ok: true;
  terms: WarrantyTerms;
  today: CalendarDate;
  start: CalendarDate;
  /** The install date when it is the start, else null. */
  install: CalendarDate | null;
  /** The offset added to the manufacture date (null when the install date is the start). */
  offset: StartOffset | null;
  startRule: string;
  /** A documented install date after today (not used as the start). */
  futureInstall: boolean;
  registeredEnd: CalendarDate;
  unregisteredEnd: CalendarDate;
  registered_warranty_expiration_date: string;
  unregistered_warranty_expiration_date: string;
}

export type WarrantyPeriodOutcome = WarrantyPeriod | { ok: false; reason: string };

/**
 * The period alone, without the detail text, explanation and tiers computeWarranty adds (the worker
 * stores only the two expiration dates: building the rest cost ~1 KB of allocation an asset).
 */
export function warrantyPeriod(input: WarrantyInput): WarrantyPeriodOutcome {
  const today = requireRepeatedCalendarDate(input.today, 'today');
  if (input.family === null) return { ok: false, reason: 'no brand family is known, so no warranty terms apply' };
  const terms = termsFor(input.family, input.waterHeater);
  if (terms === null) return { ok: false, reason: `RULES.md §13 has no warranty terms for the ${input.family} family` };
  const notApplicable = applicable(terms, input.modelType);
  if (notApplicable !== null) return { ok: false, reason: notApplicable };

  const parsedInstall = input.installDate === null ? null : parseCalendarDate(input.installDate);
  if (input.installDate !== null && parsedInstall === null) return { ok: false, reason: `install date ${input.installDate} is not a valid date` };
  // An install date after today cannot have started coverage yet: it is not used (and said so).
  const futureInstall = parsedInstall !== null && compareCalendarDates(parsedInstall, today) > 0;
  const install = futureInstall ? null : parsedInstall;
  let start: CalendarDate;
  let offset: StartOffset | null = null;
  let startRule = terms.startRule;
  if (install !== null) {
    start = install;
  } else if (input.manufacturingDate !== null) {
    const reference = requireCalendarDate(manufactureReferenceDate(input.manufacturingDate), 'manufacturing date');
    const chosen = offsetFor(terms, reference);
    start = applyOffset(reference, chosen.offset);
    offset = chosen.offset;
    startRule = chosen.rule;
  } else {
    return {
      ok: false,
      reason: futureInstall
        ? `no start date: the install date ${input.installDate} is after today and no manufacturing date was decoded`
        : 'no start date: neither an install date (date_added of an install) nor a decoded manufacturing date',
    };
  }
  const registeredEnd = addMonths(start, 12 * terms.registeredYears);
  const unregisteredEnd = addMonths(start, 12 * terms.unregisteredYears);
  return {
    ok: true,
    terms,
    today,
    start,
    install,
    offset,
    startRule,
    futureInstall,
    registeredEnd,
    unregisteredEnd,
    registered_warranty_expiration_date: formatCalendarDate(registeredEnd),
    unregistered_warranty_expiration_date: formatCalendarDate(unregisteredEnd),
  };
}

export function computeWarranty(input: WarrantyInput): WarrantyOutcome {
  const period = warrantyPeriod(input);
  return period.ok ? warrantyDetail(period, input) : period;
}

/** computeWarranty's detail, explanation and tiers for a period found by warrantyPeriod(input). */
export function warrantyDetail(period: WarrantyPeriod, input: WarrantyInput): Extract<WarrantyOutcome, { ok: true }> {
  const { terms, today, start, install, offset, startRule, futureInstall, registeredEnd, unregisteredEnd } = period;
  const registeredExpiration = period.registered_warranty_expiration_date;
  const unregisteredExpiration = period.unregistered_warranty_expiration_date;
  let startSource: WarrantyExplanation['start_source'];
  let startDetail: string;
  if (install !== null) {
    startSource = 'install_date';
    startDetail = `date_added ${formatCalendarDate(install)} of an install`;
  } else {
    // No install date used: the start is the manufacture date plus the offset (warrantyPeriod).
    const manufacturingDate = String(input.manufacturingDate);
    startSource = 'manufacture_date_offset';
    const precision = manufacturingDate.length === 4 ? 'month unknown, taken as July 1' : 'taken as the 15th';
    const why = futureInstall ? `the install date ${input.installDate} is after today` : 'no install date is documented';
    startDetail = `manufacture date ${manufacturingDate} (${precision}) + ${offsetText(offset ?? terms.startOffset)} (${terms.label}), because ${why}`;
  }
  const registeredActive = compareCalendarDates(today, registeredEnd) < 0;
  const unregisteredActive = compareCalendarDates(today, unregisteredEnd) < 0;

  const window = terms.registrationWindowDays === null ? 'registration window not confirmed' : `registration within ${terms.registrationWindowDays} days of installation`;
  const parts = [
    `${terms.label} standard residential terms: ${terms.unregisteredYears} years unregistered, ${terms.registeredYears} years registered (${window})`,
    `Coverage starts ${formatCalendarDate(start)}: ${startDetail}${startSource === 'manufacture_date_offset' ? `. Start-date rule: ${startRule}` : ''}`,
    `Registered coverage ${registeredActive ? 'runs until' : 'ended'} ${registeredExpiration}; unregistered coverage ${unregisteredActive ? 'runs until' : 'ended'} ${unregisteredExpiration} (the first day not covered)`,
  ];
  if (terms.unconfirmed.length > 0) parts.push(`Not confirmed: ${sentenceList(terms.unconfirmed)}`);
  if (terms.notes.length > 0) parts.push(`Also: ${sentenceList(terms.notes)}`);
  if (install !== null && input.manufacturingDate !== null) {
    const ref = requireCalendarDate(manufactureReferenceDate(input.manufacturingDate), 'manufacturing date');
    if (install.year < ref.year || (install.year === ref.year && input.manufacturingDate.length > 4 && install.month < ref.month))
      parts.push(`Warning: the install date is before the decoded manufacturing date ${input.manufacturingDate}; check the serial and date_added`);
  }

  const tiers = { registered: tierOf(registeredExpiration, formatCalendarDate(today)), not_registered: tierOf(unregisteredExpiration, formatCalendarDate(today)) };
  return {
    ok: true,
    terms,
    tiers,
    warranty: {
      detail: `${parts.join('. ')}.`,
      manufacturing_date: input.manufacturingDate,
      registered_warranty_active: registeredActive,
      registered_warranty_expiration_date: registeredExpiration,
      standard_warranty_registered: terms.registeredYears,
      standard_warranty_unregistered: terms.unregisteredYears,
      unregistered_warranty_active: unregisteredActive,
      unregistered_warranty_expiration_date: unregisteredExpiration,
    },
    explanation: {
      terms_family: terms.key,
      start_date: formatCalendarDate(start),
      start_source: startSource,
      start_source_detail: startDetail,
      registration_window_days: terms.registrationWindowDays,
      tiers,
      sources: terms.sources,
    },
  };
}
