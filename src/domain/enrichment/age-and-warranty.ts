// The age-and-warranty lookup (GET /gateway/{partner}/age-and-warranty): brand + serial → decoded
// manufacturing date (every candidate when ambiguous), the rule, equipment age and the brand
// family's standard warranty terms. Same engine as enrich(), without a model match.
import { formatCalendarDate, requireCalendarDate } from './serial/calendar';
import { decodeSerial, type SerialDecodeErrorCode } from './serial/decode';
import { FAMILY_TABLE, SUPPORTED_BRAND_FAMILIES_SHORT, SUPPORTED_BRAND_FAMILIES_TEXT } from './serial/families';
import { equipmentAgeYears } from './warranty/age';
import { termsFor, type WarrantyTerms } from './warranty/terms';

export { SUPPORTED_BRAND_FAMILIES_TEXT };

/** Field names and order of the contract's ageAndWarrantyResponseSchema. */
export interface AgeAndWarrantyResult {
  brand: string;
  serial_number: string;
  family: string;
  manufacturing_date: string;
  ambiguous: boolean;
  candidates: string[];
  chosen_reason: string | null;
  rule: string;
  equipment_age_years: number | null;
  standard_warranty_registered: number | null;
  standard_warranty_unregistered: number | null;
  registration_window_days: number | null;
  warranty_terms_note: string | null;
  sources: string[];
}

/** Contract error shape `{message, errors: {field: [msgs]}}`, plus the decoder's code. */
export interface AgeAndWarrantyError {
  message: string;
  /** Keyed by the query field at fault: brand or serial_number. */
  errors: Record<string, string[]>;
  code: SerialDecodeErrorCode;
}

export type AgeAndWarrantyOutcome = { ok: true; result: AgeAndWarrantyResult } | { ok: false; error: AgeAndWarrantyError };

function termsNote(terms: WarrantyTerms): string {
  const parts = [`${terms.label}: start ${terms.startRule} when the install date is unknown`];
  if (terms.unconfirmed.length > 0) parts.push(`not confirmed: ${terms.unconfirmed.join('; ')}`);
  if (terms.notes.length > 0) parts.push(terms.notes.join('; '));
  return `${parts.join('. ')}.`;
}

export function ageAndWarranty(brand: string, serial: string, today: Date | string): AgeAndWarrantyOutcome {
  const todayDate = formatCalendarDate(requireCalendarDate(today, 'today'));
  const decoded = decodeSerial(serial, brand, { today: todayDate });
  if (!decoded.ok) {
    const field = decoded.code === 'unsupported_brand' ? 'brand' : 'serial_number';
    const message =
      decoded.code === 'unsupported_brand'
        ? `No serial-date rule for brand "${brand.trim()}". Supported brand families: ${SUPPORTED_BRAND_FAMILIES_SHORT}.`
        : decoded.error;
    return { ok: false, error: { message, errors: { [field]: [message] }, code: decoded.code } };
  }
  const terms = termsFor(decoded.family, decoded.water_heater);
  return {
    ok: true,
    result: {
      brand,
      serial_number: serial,
      family: decoded.family,
      manufacturing_date: decoded.manufacturing_date,
      ambiguous: decoded.ambiguous,
      candidates: decoded.candidates,
      chosen_reason: decoded.chosen_reason,
      rule: decoded.confidence === 'low' ? `${decoded.rule} (low confidence)` : decoded.rule,
      equipment_age_years: equipmentAgeYears(decoded.manufacturing_date, todayDate),
      standard_warranty_registered: terms?.registeredYears ?? null,
      standard_warranty_unregistered: terms?.unregisteredYears ?? null,
      registration_window_days: terms?.registrationWindowDays ?? null,
      warranty_terms_note: terms ? termsNote(terms) : `RULES.md §13 has no warranty terms for ${FAMILY_TABLE[decoded.family].label}.`,
      sources: decoded.sources,
    },
  };
}
