// The model number inside what a person typed into the model field: spreadsheets and plate transcriptions
// carry the plate's label ("Model: GSX140361", "M/N 58STA090"), quotes, a trailing note ("(3 ton)"), the kind of
// unit ("GSX140361 condenser") or a closing full stop around the number itself. The matcher and the decoder read
// the number only; the stored field stays as typed.

/** Plate labels before the value: MODEL / MODEL NO. / MODEL # / MOD. NO. / MOD. / M/N / MDL (the nameplate scan's labels), then a separator. */
const LEADING_LABEL = /^(?:model(?:\s*(?:no|nbr|num|number)\b\.?)?|mod\.?\s*no\b\.?|m\s*\/\s*n\b\.?|mdl(?:\s*no\b\.?)?)(?:\s*[:#=]\s*)+|^(?:model(?:\s*(?:no|nbr|num|number)\b\.?)?|mod\.?\s*no\b\.?|m\s*\/\s*n\b\.?|mod\.)\s+/i;
/** A bare short label needs a colon, # or = after it ("MN:", "MOD#"), never only a space: it could start the model. */
const SHORT_LABEL = /^(?:mn|mod)(?:\s*[:#=]\s*)+/i;
/** A number sign or "No." written before the number alone ("#GSX140361", "No. 4TTR4036"): "No" needs its full stop, colon or #. */
const NUMBER_SIGN = /^(?:#|n[o°º]\s*[.:#](?:\s*[:#])?)\s*/i;
/**
 * The serial written after the model in the same field, as a plate reads ("4TTR4036L1000A S/N 1234ABCD",
 * "Model X Serial Y"): the label S/N, SN: or Serial (No.) and one token after it.
 */
const TRAILING_SERIAL = /[\s,;]+(?:s\s*\/\s*n\b\.?|sn\s*[:#]|ser(?:ial)?\b\.?(?:\s*(?:no|nbr|num|number)\b\.?)?)\s*[:#=]?\s*[A-Za-z0-9][A-Za-z0-9-]*$/i;
/** Words naming the kind of unit, written after the number ("condenser", "gas furnace"). */
const TRAILING_TYPE =
  /\s+(?:(?:gas|electric|oil|lp|natural\s+gas|split|central|outdoor|indoor|upflow|downflow|horizontal)\s+)*(?:furnace|condenser|condensing\s+unit|compressor|a\/?c(?:\s+unit)?|air\s+conditioner|heat\s+pump|air\s+handler|fan\s+coil|(?:evaporator\s+|evap\s+|a[-\s])?coil|boiler|water\s+heater|tankless|mini[-\s]?split|package(?:d)?\s+unit|unit)$/i;
/** A size written after the number ("3 ton", "50 gal", "80,000 BTU"). */
const TRAILING_SIZE = /\s+(?:\d+(?:\.\d+)?\s*tons?|\d+\s*gal(?:lons?|\.)?|\d+(?:,\d{3})?\s*btu(?:\/?h)?)$/i;
/** A rating note after the number: refrigerant ("R-22", "R410A"), SEER, AFUE percent, size in tons or kBtu/h ("3T", "36K"). */
const TRAILING_NOTE =
  /[\s,;]+(?:r-?(?:22|410a|32|454b|407c)|\d{1,2}(?:\.\d)?\s*seer2?|\d{2}(?:\.\d)?\s*%(?:\s*afue)?|\d(?:\.\d)?[-\s]?tons?|\d(?:\.\d)?t|\d{2,3}\s*k(?:\s*btu(?:\/?h)?)?)$/i;
/** Zero-width and soft characters (U+00AD soft hyphen, U+200B–U+200D zero-width space / joiners, U+2060 word joiner, U+FEFF). */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
/** The maker's marks copied with a series name or number (™ ® © ℠): dropped before NFKC, which would spell ™ as "TM" (nomenclature/series/name-field.ts). */
const MARK_SIGNS = /[\u2122\u00AE\u00A9\u2120]/g;
/** Dashes and minus signs other than the hyphen-minus (copied from a document): read as "-". */
const OTHER_DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const QUOTES = /^["'“”‘’`]+|["'“”‘’`]+$/g;
const TRAILING_PARENTHESIS = /\s*\([^()]*\)$/;
/** A unit's role in parentheses ("(O)", "(IDU)"): kept with the kind-of-unit word, it tells the parts of a written system apart (nomenclature/written-pairs.ts). */
const ROLE_PARENTHESIS = /\(\s*(?:o|i|od|id|odu|idu|in|out|indoor|outdoor)\s*\)$/i;
const TRAILING_PUNCTUATION = /[.,;:#]+$/;
/** Shortest number left after cleaning; shorter, the text is kept as typed. */
const MIN_MODEL_CHARS = 3;

/** Fast path: plain model numbers (letters, digits, - / * and inner spaces or dots) have nothing to clean. */
function mayNeedCleaning(raw: string): boolean {
  const last = raw.charCodeAt(raw.length - 1);
  // ends in . , ; : ) " ' or a letter-word after a space; or contains a label character : # ( "
  if (last === 46 || last === 44 || last === 59 || last === 58 || last === 41 || last === 34 || last === 39) return true;
  if (/[:#("'“”‘’`[\]<>=%]|[\u0080-\uffff]/.test(raw) || /^n[o°º]\s*\./i.test(raw)) return true;
  if (/\s/.test(raw) && TRAILING_NOTE.test(raw)) return true;
  return /\s/.test(raw) && /^(?:m|mod|mdl|model)\b|[a-z]{2,}$|\s(?:s\s*\/\s*n|ser(?:ial)?\b)/i.test(raw);
}

/**
 * The model number inside a typed model field, or the field as typed when there is nothing around it. With
 * `keepTypeWord`, a kind-of-unit word after it stays: it tells a series name sold as several types apart
 * ("XR16 heat pump", nomenclature/series/marketing-names.ts).
 */
export function modelNumberAsWritten(raw: string, keepTypeWord = false): string {
  const trimmed = raw.trim();
  if (!mayNeedCleaning(trimmed)) return trimmed;
  // Full-width letters and digits and typographic dashes of a copied document read as ASCII ("XC16–036–230");
  // the invisible characters a copied web page carries (zero-width space, soft hyphen, word joiner) are dropped.
  let s = /[\u0080-\uffff]/.test(trimmed) ? trimmed.replace(MARK_SIGNS, ' ').normalize('NFKC').replace(OTHER_DASHES, '-').replace(INVISIBLE, '').trim() : trimmed;
  // Repeated until nothing changes: `Model: "GSX140361" (3 ton).` peels label, note, full stop, quotes in turn.
  for (let pass = 0; pass < 4; pass++) {
    const before = s;
    s = s.replace(LEADING_LABEL, '').replace(SHORT_LABEL, '').replace(NUMBER_SIGN, '');
    s = s.replace(TRAILING_SERIAL, '').replace(TRAILING_PUNCTUATION, '');
    if (!keepTypeWord || !ROLE_PARENTHESIS.test(s)) s = s.replace(TRAILING_PARENTHESIS, '');
    s = s.replace(TRAILING_SIZE, '').replace(TRAILING_NOTE, '');
    if (!keepTypeWord) s = s.replace(TRAILING_TYPE, '');
    s = s.replace(QUOTES, '').trim();
    if (s === before) break;
  }
  return s.replace(/[^A-Za-z0-9]/g, '').length >= MIN_MODEL_CHARS ? s : trimmed;
}
