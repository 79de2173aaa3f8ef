export {
  decodeSerial,
  normalizeSerial,
  type BrandSource,
  type DecodeSerialOptions,
  type SerialDecodeErrorCode,
  type SerialDecodeFailure,
  type SerialDecodeResult,
  type SerialDecodeSuccess,
} from './decode';
export { serialExplanation } from './explain';
export { chooseCandidate, eraHintFromModel, type EraHint } from './era';
export {
  DATABLE_FAMILIES,
  FAMILY_TABLE,
  SUPPORTED_BRAND_FAMILIES_SHORT,
  SUPPORTED_BRAND_FAMILIES_TEXT,
  brandsOfFamily,
} from './families';
export { ONE_DIGIT_YEAR_LOOKBACK_YEARS } from './ductless';
export { isoWeekToYearMonth, isoWeeksInYear } from './calendar';
