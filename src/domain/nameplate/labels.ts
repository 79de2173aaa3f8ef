// Field labels of HVAC data plates and the OCR-garbled forms they take (O/0/Q, I/1/l/|, S/5/$;
// bold small print: MODEL read as "mopeL", "mooeL", "wooeL" or "MOB.", SERIAL as "seraL" or "seria:",
// S/N as "SIN"),
// and the distractor labels whose values must never be taken for a model or serial number
// (electrical ratings, refrigerant charge, pressures, part numbers). Label wording from AHRI 210/240
// and UL 1995 nameplate requirements as printed by the major brands ("MODEL NO.", "M/N",
// "SERIAL NO.", "S/N", bilingual "MODELO", "NO. DE SERIE", Canadian "MODÈLE", "N° DE SÉRIE", "N/S").

const O = '[O0Q]';
const I = '[I1L|!]';
const S = '[S5$]';
// The O of NO read twice ("SERIALNO0.": the OCR doubles a round glyph, as reread.ts notes) only before a non-alphanumeric.
const NO = `(?:N${O}{1,2}\\.?(?![A-Z0-9])|NUMBER|NUM\\.?(?![A-Z0-9])|NBR|#)`;
/** An E with or without its French accent (MODÈLE, SÉRIE), as OCR reads it or drops it. */
const E = '[EÈÉ]';
/**
 * "N° DE" / "NO DE" / "NUMÉRO DE" before a French label (Canadian plates print each label in English
 * and French, CSA C22.1 / Charter of the French Language: "MODÈLE / MODEL NO.", "N° DE SÉRIE / SERIAL NO.").
 */
const NO_DE = `(?:(?:N[O0°º]\\.?|NUM${E}RO)\\s*DE\\s*)`;
const SERIE = `${S}${E}RIE`;
/**
 * The slash of "M/N:" / "S/N:" read as a letter in small print ("mnN:", "smn:": the slash and the N
 * run together into n or m): only before the label's colon or #, where no word of a plate has it.
 */
const SLASH_READ = '[NM]';
// The N of "S/N:" read as M (its diagonal taken for M's middle strokes: "s/m:3909P82184"): likewise
// only before the colon or #, where "S/M" is no other word of a plate.

/** A model-number label at the start of `text` (uppercased); the match ends after its separator. */
export const MODEL_LABEL_RE = new RegExp(
  `^(?:${NO_DE}M${O}D${E}${I}${E}|[MW]${O}[DPBO]${E}${I}(?:${O}|${E})?|M${O}[DPB]\\.?|MDL\\.?|M\\s?[/\\\\|]\\s?N\\.?|M${SLASH_READ}?N(?=\\s*[:#]))(?:\\s*\\.?\\s*${NO}?\\s*[/]?\\s*(?:${NO_DE})?M${O}D${E}${I}(?:${O}|${E})?)?\\s*\\.?\\s*${NO}?\\s*[:;.#=\\-]*`,
);

/**
 * A serial-number label at the start of `text` (uppercased). "SN" must be a word of its own or end
 * with a separator (an "S/N" whose slash the OCR lost), not the start of one ("SNOW", "SN4…").
 */
export const SERIAL_LABEL_RE = new RegExp(
  `^(?:${SERIE}(?![A-Z])|${S}ER${I}?A${I}|${S}ER${I}A(?=[:#])|${S}ER\\.?|${S}\\s?[/\\\\|]\\s?N\\.?|${S}\\s?[/\\\\|]\\s?M(?=\\s*[:#])|${S}[I1L]N(?![A-Z])\\.?|${S}N(?=\\s*[:#.]|\\s|$)|${S}${SLASH_READ}N(?=\\s*[:#])|${NO_DE}${SERIE}|N\\s?/\\s?S(?![A-Z]))(?:\\s*\\.?\\s*${NO}?\\s*[/]?\\s*(?:${NO_DE})?(?:${SERIE}|${S}ER${I}A${I}))?\\s*\\.?\\s*${NO}?\\s*[:;.#=\\-]*`,
);

/**
 * Labels of values that are never the model or serial: electrical ratings, refrigerant and its
 * charge, design and test pressures, part / catalog / product numbers, dates, ratings.
 */
export const DISTRACTOR_LABEL_RE = new RegExp(
  [
    'VOLTS?', 'VOLTAGE', 'VAC', 'PHASE', 'PH\\b', 'HZ', 'HERTZ', 'CYCLES?', 'AMPS?', 'RLA', 'LRA', 'FLA', 'MCA', 'MOCP', 'MOP',
    'MAX\\.?\\s*FUSE', 'FUSE', 'BREAKER', 'HACR', 'HP\\b', 'KW\\b', 'WATTS?', 'MIN\\.?\\s*CIRCUIT',
    'REFRIGERANT', 'CHARGE', 'FACTORY\\s*CHARGE', 'OZ\\b', 'LBS?\\b', 'KG\\b',
    'DESIGN\\s*PRESSURE', 'PRESSURE', 'PSIG?', 'KPA', 'MPA', 'HIGH\\s*SIDE', 'LOW\\s*SIDE', 'TEST\\s*PRESSURE',
    'P\\s?/\\s?N', 'PN(?![A-Z0-9])', 'PART\\s*(?:NO|NUMBER|#)', 'CAT(?:ALOG)?\\.?\\s*NO', 'PRODUCT\\s*(?:NO|NUMBER|CODE)', 'ITEM', 'SKU',
    'MFG\\.?\\s*DATE', 'DATE', 'MANUFACTURED', 'BTU', 'BTUH', 'INPUT', 'OUTPUT', 'CAPACITY', 'SEER2?', 'EER2?', 'HSPF2?', 'AFUE',
    'COMPRESSOR', 'FAN\\s*MOTOR', 'OUTDOOR\\s*MOTOR', 'INDOOR\\s*MOTOR', 'BLOWER', 'OUTDOOR\\s*TEMP', 'AMBIENT', 'GAS', 'ETL', 'UL\\b', 'CSA',
  ].map((l) => `(?:${l})`).join('|'),
);

/**
 * Tokens that are themselves values of distractors: "208/230", "60HZ", "1PH", "R-410A" (and its
 * OCR form "R4548" of R-454B), "5LB90Z" (a charge read without spaces), "24.5", "3/4".
 */
export const DISTRACTOR_VALUE_RE =
  /^(?:\d{2,3}\s?[/-]\s?\d{2,3}V?|\d{2,3}V(?:AC)?|[1-3]\s?PH|[1-3]\s?Ø|\d{2}\s?HZ|R-?\d{2,3}[A-Z0-9]?|\d{1,3}\s?LBS?\.?\s?\d{1,2}\s?[O0]Z|\d+(?:\.\d+)?\s?(?:A|AMPS?|KW|HP|OZ|LBS?|KG|PSIG?|KPA|BTUH?|MBH|W|°F|°C|F|C)|\d{1,4}(?:\.\d+)?|\d+\/\d+|\d+\s?LB\s?\d+\s?OZ)$/;

/** A label's number word standing alone ("NUMBER", "NO.", "#:"): the label's first word was read apart or garbled past it. */
const NUMBER_WORD_RE = new RegExp(`^${NO}\\s*[:;.#=\\-]*$`);
export const isLabelNumberWord = (text: string): boolean => NUMBER_WORD_RE.test(text.toUpperCase().trim());

/** Length of a model / serial label at the start of `text`, 0 when there is none. */
export function labelAt(text: string, kind: 'model' | 'serial'): number {
  const m = (kind === 'model' ? MODEL_LABEL_RE : SERIAL_LABEL_RE).exec(text.toUpperCase());
  if (!m || m[0].trim() === '') return 0;
  // "MODELS" / "SERIALIZED" and the like are words, not labels: the label must end at a boundary.
  const after = text.charAt(m[0].length);
  const last = m[0].charAt(m[0].length - 1);
  if (/[A-Za-z]/.test(after) && /[A-Za-z]/.test(last)) return 0;
  return m[0].length;
}

/**
 * A word starting with MOD / MOB / MOP glued to a digit, no separator between: a model label whose full
 * stop and gap the OCR lost ("MOD3018…" for "MOD. 3018…") or a model number that itself starts with those
 * letters (Midea / MDV outdoor units MOB30-12HFN1…, MOD30-24HFN1…, in the ENERGY STAR lists). Both readings
 * are kept; the catalog and the model-number rules choose.
 */
const GLUED_SHORT_MODEL_LABEL = /^M[O0Q][DPB](?=\d)/;
export const isAmbiguousLabelWord = (text: string): boolean => GLUED_SHORT_MODEL_LABEL.test(text.toUpperCase().trim()) && labelAt(text.trim(), 'model') === 3;

const DISTRACTOR_WORD_RE = new RegExp(`^(?:${DISTRACTOR_LABEL_RE.source})(?![A-Z])`);

export function isDistractorLabel(text: string): boolean {
  // A whole word, not the start of one ("MOP" in a garbled "mopoeLs"); digits may follow ("RLA26.9").
  return DISTRACTOR_WORD_RE.test(text.toUpperCase());
}

export function isDistractorValue(text: string): boolean {
  return DISTRACTOR_VALUE_RE.test(text.toUpperCase().trim());
}

const DISTRACTOR_PREFIX_RE = new RegExp(`^(?:${DISTRACTOR_LABEL_RE.source})[\\s.:#/]*`);

/**
 * A distractor label with its value glued on ("FANMOTORFLA26", "RLA26.9", "PHASE1"): the label
 * words stripped, only a number of up to six digits is left.
 */
export function isGluedRating(text: string): boolean {
  let t = text.toUpperCase().trim();
  let stripped = false;
  for (let m = DISTRACTOR_PREFIX_RE.exec(t); m && m[0].length > 0; m = DISTRACTOR_PREFIX_RE.exec(t)) {
    t = t.slice(m[0].length);
    stripped = true;
  }
  // Ratings run to six digits at most (BTU/h inputs, "INPUT100000"); a longer number is a code that
  // starts with those letters (a Frigidaire serial "AMP200667397").
  return stripped && /^\d{1,6}(?:\.\d+)?$/.test(t);
}
