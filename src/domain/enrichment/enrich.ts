// enrich(): one asset's input → status, match type, matched model, decoded manufacturing date,
// warranty, the values the DB indexes for the list filters, and the explanation. Pure and
// deterministic: `today` is a parameter, the catalog index is passed in.
import { brandAsGiven, brandFamily, leadingKnownBrand } from './brands';
import type { CatalogIndex } from './catalog/catalog-index';
import { inferFromCatalogSeries } from './catalog-series';
import type { Explanation, MatchExplanation, NomenclatureExplanation } from './explanation';
import { matchModel, type MatchOutcome } from './matching/match-model';
import { decodeConfidence, decodeDisagreements, decodedModel, decodedModelData, decodedModelNotes, SERIES_NAME_NOTE } from './nomenclature/identify';
import { modelNumberAsWritten } from './model-as-written';
import { decodeModelNumber } from './nomenclature/index';
import { CATALOG_SERIES_FAMILY, type NomenclatureDecode } from './nomenclature/types';
import { formatCalendarDate, parseCalendarDate, requireCalendarDate } from './serial/calendar';
import { decodeSerial, normalizeSerial, type SerialDecodeResult } from './serial/decode';
import { serialExplanation } from './serial/explain';
import { isWaterHeaterModel } from './serial/model-hints';
import {
  TYPES_OF_SERVICE,
  type BrandFamily,
  type CatalogModel,
  type EnrichInput,
  type FinalAssetStatus,
  type MatchType,
  type WarrantyTier,
} from './types';
import { equipmentAgeYears, manufactureReferenceDate } from './warranty/age';
import { warrantyDetail, warrantyPeriod, type WarrantyDetail, type WarrantyInput, type WarrantyPeriodOutcome } from './warranty/compute';

/** Spec 4.2 / 8: every string field of an asset is at most 255 characters. */
export const MAX_INPUT_FIELD_CHARS = 255;

/**
 * What the worker stores of an enrichment (enrichSummary): the status, the match and the dates the
 * list filters use. EnrichResult adds what only the detail endpoint shows, derived again there.
 */
export interface EnrichSummary {
  status: FinalAssetStatus;
  match_type: MatchType | null;
  /** One line a person understands: why this status. */
  reason: string;
  /** The matched catalog model (null when none matched, also when the model number was decoded). */
  model: CatalogModel | null;
  /**
   * What the asset was identified as: the catalog model, or when none matched, the record of the
   * model-number decode (CatalogModel shape, source "nomenclature", id = the decoded series' UUID).
   * What the worker stores as the enrichment.
   */
  identified: CatalogModel | null;
  /** The model-number decode (RULES.md nomenclature); enrichSummary decodes only when no catalog model matched. */
  decode: NomenclatureDecode | null;
  /** Confidence 0–1 of the identification (matcher's, or DECODE_CONFIDENCE below the possible band); null when none. */
  confidence: number | null;
  /** YYYY-MM or YYYY. */
  manufacturing_date: string | null;
  /** DB filter columns: the manufacture reference date (age filter) and the two expiration dates (tier filter). */
  manufacture_reference_date: string | null;
  registered_warranty_expiration_date: string | null;
  unregistered_warranty_expiration_date: string | null;
}

export interface EnrichResult extends EnrichSummary {
  /** The serial decode, null when no serial number was given (or the input was invalid). */
  serial: SerialDecodeResult | null;
  /**
   * Spec 2.4 fields. Null when no start date can be established (no documented install date and no
   * decoded manufacturing date) or when RULES.md §13 has no terms for the brand family or equipment
   * type (LG, Fujitsu, Bosch, ductless Daikin, boilers, tankless water heaters); the reason line says which.
   */
  warranty: WarrantyDetail | null;
  warranty_tiers: { registered: WarrantyTier; not_registered: WarrantyTier } | null;
  equipment_age_years: number | null;
  explanation: Explanation;
  /** Input problems, field → messages (contract error shape), when status is failed. */
  errors: Record<string, string[]> | null;
}

function isTypeOfService(value: string): boolean {
  for (let k = 0; k < TYPES_OF_SERVICE.length; k++) if (TYPES_OF_SERVICE[k] === value) return true;
  return false;
}

/**
 * normalizeSerial(serial) === '', answered without normalizing when the first character is an ASCII
 * letter or digit other than S/s: no field label can start there, and such a character is kept.
 */
function serialNormalizesToEmpty(serial: string): boolean {
  const c = serial.charCodeAt(0);
  const alnum = (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a);
  return alnum && (c | 0x20) !== 0x73 ? false : normalizeSerial(serial) === '';
}

/** value.trim() === '' without building the trimmed string when the first character is visible ASCII. */
function isBlank(value: string): boolean {
  const c = value.charCodeAt(0);
  return c > 0x20 && c < 0x7f ? false : value.trim() === '';
}

/** Any Unicode letter or digit; an ASCII one is looked for first (the usual case), without the Unicode RegExp. */
function hasLetterOrDigit(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i) | 0x20; // ASCII letters folded to lower case
    if ((c >= 0x61 && c <= 0x7a) || (value.charCodeAt(i) >= 0x30 && value.charCodeAt(i) <= 0x39)) return true;
  }
  return /[\p{L}\p{N}]/u.test(value);
}

function withError(errors: Record<string, string[]> | null, field: string, message: string): Record<string, string[]> {
  const e = errors ?? {};
  (e[field] ??= []).push(message);
  return e;
}

const LENGTH_CHECKED_FIELDS = ['model_number', 'brand', 'serial_number'] as const;

/** validateEnrichInput's problems, null when there are none (nothing allocated for a valid input). */
function inputProblems(input: EnrichInput): Record<string, string[]> | null {
  let errors: Record<string, string[]> | null = null;
  if (typeof input.model_number !== 'string' || isBlank(input.model_number)) errors = withError(errors, 'model_number', 'The model number field is required.');
  else if (!hasLetterOrDigit(input.model_number)) errors = withError(errors, 'model_number', 'The model number has no letters or digits.');
  for (const field of LENGTH_CHECKED_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value.length > MAX_INPUT_FIELD_CHARS)
      errors = withError(errors, field, `The ${field.replace('_', ' ')} field must be at most ${MAX_INPUT_FIELD_CHARS} characters.`);
  }
  if (input.date_added !== null && (typeof input.date_added !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(input.date_added) || parseCalendarDate(input.date_added) === null))
    errors = withError(errors, 'date_added', `The date added ${String(input.date_added)} is not a valid date (YYYY-MM-DD).`);
  if (input.type_of_service !== null && !isTypeOfService(input.type_of_service))
    errors = withError(errors, 'type_of_service', `The type of service must be one of ${TYPES_OF_SERVICE.join(', ')}.`);
  return errors;
}

/** Defensive validation (the server validates too): field → messages. */
export function validateEnrichInput(input: EnrichInput): Record<string, string[]> {
  return inputProblems(input) ?? {};
}

function matchExplanation(outcome: MatchOutcome): MatchExplanation {
  return {
    normalized_input: outcome.normalized_input,
    reason: outcome.reason,
    matched_pattern: outcome.best?.model.model ?? null,
    brand_agreement: outcome.brand_agreement,
    alternatives: outcome.alternatives.slice(0, 3).map((a) => ({
      id: a.model.id,
      model: a.model.model,
      brand: a.model.brand,
      type: a.model.type,
      confidence_score: a.confidence,
      match_type: a.match_type,
      reason: a.reason,
    })),
  };
}

function failed(errors: Record<string, string[]>): EnrichResult {
  const reason = `Invalid input: ${Object.values(errors).flat().join(' ')}`;
  return {
    status: 'failed',
    match_type: null,
    reason,
    model: null,
    identified: null,
    decode: null,
    confidence: null,
    serial: null,
    warranty: null,
    warranty_tiers: null,
    manufacturing_date: null,
    equipment_age_years: null,
    manufacture_reference_date: null,
    registered_warranty_expiration_date: null,
    unregistered_warranty_expiration_date: null,
    explanation: { status_reason: reason, match: null, serial: null, warranty: null, equipment_age_years: null },
    errors,
  };
}

function monthText(date: string): string {
  return date.length === 4 ? `${date} (month unknown)` : date;
}

const MATCH_TYPE_TEXT: Record<string, string> = { exact_match: 'exact match', likely_match: 'likely match', possible_match: 'possible match', nameplate_only: 'nameplate only' };
const matchTypeText = (t: MatchType | null): string => MATCH_TYPE_TEXT[t ?? ''] ?? (t ?? '').replace('_', ' ');

// Number formatting is slow and confidences are thousandths in [0, 1]: the text of each is kept in a
// slot per thousandth (checked against the exact value, so any other number is formatted as usual).
const CONFIDENCE_SLOTS = 1001;
const CONFIDENCE_VALUE = new Float64Array(CONFIDENCE_SLOTS).fill(NaN);
const CONFIDENCE_TEXT: string[] = new Array<string>(CONFIDENCE_SLOTS).fill('');
function confidenceText(confidence: number | null): string {
  if (confidence === null) return 'undefined';
  const slot = Math.round(confidence * 1000);
  if (slot >= 0 && slot < CONFIDENCE_SLOTS) {
    if (CONFIDENCE_VALUE[slot] === confidence) return CONFIDENCE_TEXT[slot]!;
    const text = confidence.toFixed(2);
    CONFIDENCE_VALUE[slot] = confidence;
    CONFIDENCE_TEXT[slot] = text;
    return text;
  }
  return confidence.toFixed(2);
}

function withoutFinalPeriod(sentence: string): string {
  return sentence.endsWith('.') ? sentence.slice(0, -1) : sentence;
}

function statusLine(
  model: CatalogModel | null,
  decoded: NomenclatureDecode | null,
  matchType: MatchType | null,
  confidence: number | null,
  outcome: MatchOutcome,
  serial: SerialDecodeResult | null,
  warrantyNote: string | null,
): { status: FinalAssetStatus; reason: string } {
  // Concatenation rather than template literals: no ToString call per part (once per asset).
  // A decode identifies the unit when no catalog model matched, and counts as the match does for the status.
  const matched = model
    ? 'Matched ' + model.brand + ' ' + model.model + ' (' + matchTypeText(matchType) + ', confidence ' + confidenceText(confidence) + ')'
    : decoded
      ? decoded.family === CATALOG_SERIES_FAMILY
        ? 'No catalog model matched (' + withoutFinalPeriod(outcome.reason) + '); read as ' + decoded.brand + ' ' + decoded.type + ' from how the model number begins (' + decoded.rule + ')'
        : decoded.seriesName
          ? // A series name written for the model (nomenclature/series/name-field.ts): the type its maker gives the series, no size.
            'No catalog model matched (' + withoutFinalPeriod(outcome.reason) + '); identified from the series name written for the model as ' + decodedModelNotes(decoded).replace(SERIES_NAME_NOTE, '') + ', a series name, not a model number (' + decoded.rule + ')'
          : 'No catalog model matched (' + withoutFinalPeriod(outcome.reason) + '); identified from the model number as ' + decodedModelNotes(decoded).replace(' — decoded from the model number, not a catalog match', '') + ' (' + decoded.rule + ')'
      : null;
  const dated = serial?.ok ? 'dated ' + monthText(serial.manufacturing_date) + ' from the serial' + (serial.ambiguous ? ' (ambiguous code: most likely reading)' : '') : null;
  // The decode's error is a sentence; the line goes on after it ("; no warranty: …" or its own period).
  const whyNoDate = serial === null ? 'no serial number was given' : serial.ok ? null : 'the serial could not be dated: ' + withoutFinalPeriod(serial.error);
  const tail = warrantyNote ? '; no warranty: ' + warrantyNote : '';
  if (matched && dated) return { status: 'completed', reason: matched + ' and ' + dated + tail + '.' };
  if (matched) return { status: 'incomplete', reason: matched + ', but ' + String(whyNoDate) + tail + '.' };
  const noModel = 'No catalog model matched: ' + outcome.reason;
  if (dated) return { status: 'incomplete', reason: noModel + '; nameplate data only: ' + dated + tail + '.' };
  return { status: 'not_found', reason: noModel + ', and ' + String(whyNoDate) + '.' };
}

// An upload enriches every asset on the same day: the last `today` string's normalized form is kept.
let lastTodayInput: string | null = null;
let lastTodayDate = '';

function todayDateOf(today: Date | string): string {
  if (typeof today === 'string' && today === lastTodayInput) return lastTodayDate;
  const todayDate = formatCalendarDate(requireCalendarDate(today, 'today'));
  if (typeof today === 'string') {
    lastTodayInput = today;
    lastTodayDate = todayDate;
  }
  return todayDate;
}

/** enrich()'s work for a valid input, up to the status line: what both entry points share. */
interface Assessment extends EnrichSummary {
  outcome: MatchOutcome;
  serial: SerialDecodeResult | null;
  warrantyInput: WarrantyInput;
  warranty: WarrantyPeriodOutcome;
}

/**
 * The decode of a model field: first with a kind-of-unit word the owner wrote after the number kept (it decides
 * a series name sold as several types, "XR16 heat pump"), then of the number alone.
 */
function decodeWritten(field: string, brandWasWritten: boolean, modelText: string, brand: string | null): NomenclatureDecode | null {
  const typed = modelNumberAsWritten(field, true);
  const withType = brandWasWritten ? leadingKnownBrand(typed)?.rest ?? typed : typed;
  const first = withType !== modelText ? decodeModelNumber(withType, brand) : null;
  const decode = first ?? decodeModelNumber(modelText, brand);
  if (decode !== null) return decode;
  // A letter O or I typed for a zero or a one between two digits ("GMS8O7O3"): makers leave both letters out of
  // their number keys for that reason, so the number is read again with the digits.
  const digits = modelText.replace(LOOKALIKE_BETWEEN_DIGITS, (c) => (c === 'O' || c === 'o' ? '0' : '1'));
  const repaired = digits !== modelText ? decodeModelNumber(digits, brand) : null;
  if (repaired !== null) return repaired;
  // A last field shaped like a rating note that is the maker's own ("WZW 62K": not 62 kBtu/h): the field as typed,
  // read only when the cleaned number read nothing.
  const whole = field.trim();
  return whole !== modelText && whole !== withType ? decodeModelNumber(whole, brand) : null;
}
const LOOKALIKE_BETWEEN_DIGITS = /(?<=\d)[OoIl](?=\d)/g;

function assess(input: EnrichInput, catalog: CatalogIndex, todayDate: string, alwaysDecode: boolean): Assessment {
  // A blank or placeholder brand ("unknown", "N/A") is no brand: the number is read as with none.
  const givenBrand = brandAsGiven(input.brand);
  // The number inside the field ("Model: GSX140361 (3 ton)" → "GSX140361"); the stored field stays as typed.
  const written = modelNumberAsWritten(input.model_number);
  // No brand given but one written before the number ("Trane XR13"): read it as the brand.
  const leading = givenBrand === null ? leadingKnownBrand(written) : null;
  const brand = leading?.brand ?? givenBrand;
  const modelText = leading?.rest ?? written;
  const outcome = matchModel(catalog, modelText, brand);
  const model = outcome.best?.model ?? null;
  // The decode: always for the detail (it checks a match), only without a match for the summary.
  const byKey = model === null || alwaysDecode ? decodeWritten(input.model_number, leading !== null, modelText, brand) : null;
  // No maker's key fits: the type the brand's catalog models beginning the same way agree on (catalog-series.ts).
  const decode = byKey ?? (model === null ? inferFromCatalogSeries(catalog, modelText, brand) : null);
  const decoded = model === null ? decode : null;
  const identified = model ?? (decoded !== null ? decodedModel(decoded) : null);
  const confidence = outcome.best?.confidence ?? (decoded !== null ? decodeConfidence(decoded) : null);

  // The identified record (catalog or decoded) informs the serial rule: water heater or HVAC, ductless, R-22 era (RULES.md §12).
  const serialGiven = input.serial_number !== null && !serialNormalizesToEmpty(input.serial_number);
  const serial = serialGiven ? decodeSerial(input.serial_number, brand, { today: todayDate, model: identified }) : null;
  const manufacturingDate = serial?.ok ? serial.manufacturing_date : null;
  const matchType: MatchType | null = outcome.best ? outcome.best.match_type : decoded !== null || manufacturingDate !== null ? 'nameplate_only' : null;

  // Warranty terms follow the family whose rule dated the serial, else the brand's, else the identified model's.
  const family: BrandFamily | null =
    (serial?.ok ? serial.family : null) ?? (brand !== null ? brandFamily(brand) : null) ?? (identified ? brandFamily(identified.brand) : null);
  const waterHeater = isWaterHeaterModel(identified) ?? (serial?.ok ? serial.water_heater : null);
  const installDate = input.type_of_service === 'install' ? input.date_added : null;
  const warrantyInput: WarrantyInput = { family, waterHeater, modelType: identified?.type ?? null, manufacturingDate, installDate, today: todayDate };
  const warranty = warrantyPeriod(warrantyInput);
  const warrantyNote = warranty.ok ? null : warranty.reason;

  const { status, reason } = statusLine(model, decoded, matchType, confidence, outcome, serial, warrantyNote);
  return {
    status,
    match_type: matchType,
    reason,
    model,
    identified,
    decode,
    confidence,
    manufacturing_date: manufacturingDate,
    manufacture_reference_date: manufacturingDate !== null ? manufactureReferenceDate(manufacturingDate) : null,
    registered_warranty_expiration_date: warranty.ok ? warranty.registered_warranty_expiration_date : null,
    unregistered_warranty_expiration_date: warranty.ok ? warranty.unregistered_warranty_expiration_date : null,
    outcome,
    serial,
    warrantyInput,
    warranty,
  };
}

/**
 * The summary of enrich() the worker stores, with the same values, without building what only the
 * detail endpoint shows (the explanation, the warranty's detail and tiers, the age): about a third
 * less allocation an asset. `today` is a Date (its UTC date) or YYYY-MM-DD.
 */
export function enrichSummary(input: EnrichInput, catalog: CatalogIndex, today: Date | string): EnrichSummary {
  const todayDate = todayDateOf(today);
  const errors = inputProblems(input);
  if (errors !== null) return failed(errors);
  return assess(input, catalog, todayDate, false);
}

function nomenclatureExplanation(a: Assessment): NomenclatureExplanation | null {
  const d = a.decode;
  if (d === null) return null;
  const data = decodedModelData(d);
  return {
    used: a.model === null,
    family: d.family,
    brand: d.brand,
    type: d.type,
    series: d.series,
    model: d.model,
    description: d.description ?? null,
    fields: data,
    evidence: d.evidence,
    rule: d.rule,
    source: d.source,
    disagreements: a.model !== null ? decodeDisagreements(d, a.model) : [],
  };
}

/** Enrich one asset. `today` is a Date (its UTC date) or YYYY-MM-DD. */
export function enrich(input: EnrichInput, catalog: CatalogIndex, today: Date | string): EnrichResult {
  const todayDate = todayDateOf(today);
  const errors = inputProblems(input);
  if (errors !== null) return failed(errors);
  const a = assess(input, catalog, todayDate, true);
  const warranty = a.warranty.ok ? warrantyDetail(a.warranty, a.warrantyInput) : null;
  const age = a.manufacturing_date !== null ? equipmentAgeYears(a.manufacturing_date, todayDate) : null;
  return {
    status: a.status,
    match_type: a.match_type,
    reason: a.reason,
    model: a.model,
    identified: a.identified,
    decode: a.decode,
    confidence: a.confidence,
    serial: a.serial,
    warranty: warranty ? warranty.warranty : null,
    warranty_tiers: warranty ? warranty.tiers : null,
    manufacturing_date: a.manufacturing_date,
    equipment_age_years: age,
    manufacture_reference_date: a.manufacture_reference_date,
    registered_warranty_expiration_date: a.registered_warranty_expiration_date,
    unregistered_warranty_expiration_date: a.unregistered_warranty_expiration_date,
    explanation: {
      status_reason: a.reason,
      match: matchExplanation(a.outcome),
      serial: a.serial !== null ? serialExplanation(a.serial) : null,
      warranty: warranty ? warranty.explanation : null,
      equipment_age_years: age,
      nomenclature: nomenclatureExplanation(a),
    },
    errors: null,
  };
}
