// The revision block owners copy off the plate after the part the literature lists ("286BNA024000DE" of the listed
// 286BNA024000). Pure text: the dispatcher (index.ts) reads the stem only when the number does not decode as written,
// and only a stem that decodes whole (never from its series alone: a guess on a guess). The label, notes and
// punctuation written around a number are taken off before the decoder by the engine (../model-as-written.ts).

/** Fewest characters a number read without its revision block keeps. */
const MIN_STEM_LENGTH = 8;
/**
 * A trailing revision block: the one or two letters after the last digit of a number written without hyphens
 * ("…024000DE"). A hyphened number's last field is a field of its key ("RAKA-036Q", "CMF3-70-PO"), never read off;
 * nor is an I, L or O, which stands for a digit typed as a letter more often than for a revision ("GSX14036l").
 */
const REVISION_LETTERS = /(?<=[0-9])[A-HJKMNP-Z]{1,2}$/;

/**
 * The number (normalized: upper case, no spaces) without a trailing revision block: RULES.md §0.1 ("catalog rows and
 * literature use *, #, X or - as 'any revision' wildcards … treat a trailing revision block as optional when
 * matching"), as owners copy the plate's full number of a model the literature lists without it. Null when the number
 * has no such block or the stem would be too short.
 */
export function revisionStem(normalized: string): string | null {
  if (normalized.includes('-')) return null;
  const letters = REVISION_LETTERS.exec(normalized);
  return letters !== null && letters.index >= MIN_STEM_LENGTH ? normalized.slice(0, letters.index) : null;
}
