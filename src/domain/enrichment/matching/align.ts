// Align a normalized nameplate model number with one catalog skeleton, optionally allowing OCR
// confusions or one edit (an extra character, a missing character, or an adjacent transposition), or,
// in the typo-recovery mode, any one edit including a substitution (match-model.ts recoverTypo decides when).
// Skeletons are read from the index's flat records and codes (see catalog-index.ts): no object
// is touched and nothing is allocated unless the alignment succeeds.
import { CLASS_BASE, CLASS_ROW, OCR_FOLD, REC_CODES, REC_CORE, REC_FULL, type CatalogIndex } from '../catalog/catalog-index';
import { ANY } from '../catalog/model-pattern';

/** Extra trailing characters accepted as a revision suffix beyond the pattern (e.g. "…B3M" + "A"). */
export const MAX_REVISION_CHARS = 1;
/** Revision suffixes are only accepted on patterns with at least this many core characters. */
export const MIN_CORE_FOR_REVISION = 6;

export type EditKind = 'insertion' | 'deletion' | 'transposition' | 'substitution';

/** Substitutions are read only from this position of the normalized input on (issue 18: a maker's prefix is not mistyped into another real prefix by chance). */
export const MIN_SUBSTITUTION_POSITION = 3;

export interface Alignment {
  /** Wildcard/class positions filled by the input (including the trailing run). */
  filled: number;
  /** Characters beyond the pattern (revision suffix). */
  extra: number;
  /** Token position of the edit (the missing token, the token after an extra character, or the first transposed token); -1 when none. */
  editAt: number;
  /** Positions that matched only after OCR folding (O/0, I/1, B/8, S/5, Z/2). */
  ocr: number;
  edit: EditKind | null;
}

/** Edits tried at the first mismatch, in this order (deterministic). */
const EDITS: readonly EditKind[] = ['transposition', 'insertion', 'deletion'];
/** Typo-recovery mode: the same, then a substitution. */
const TYPO_EDITS: readonly EditKind[] = ['transposition', 'insertion', 'deletion', 'substitution'];

// Scratch counters (single-threaded: one alignment at a time): align() runs millions of times and
// must not allocate on a miss. Main pass, then the pass after an edit.
let filledMain = 0;
let ocrMain = 0;
let filledRun = 0;
let ocrRun = 0;

/** Does token `t` accept character `c`? 0 = no, 1 = yes, 2 = only after OCR folding. */
function accepts(index: CatalogIndex, t: number, c: number, fold: boolean): 0 | 1 | 2 {
  if (t >= 0) {
    if (t === c) return 1;
    return fold && OCR_FOLD[t] === OCR_FOLD[c & 127] ? 2 : 0;
  }
  if (t === ANY) return 1;
  const row = (CLASS_BASE - t) * CLASS_ROW;
  if (index.classTable[row + (c & 127)] === 1) return 1;
  return fold && index.foldedClassTable[row + OCR_FOLD[c & 127]!] === 1 ? 2 : 0;
}

/** Match tokens j..core against q from i with no edits, counting into filledRun/ocrRun; returns the end position in q or -1. */
function run(index: CatalogIndex, q: string, i: number, base: number, core: number, j: number, fold: boolean): number {
  const codes = index.codes;
  for (; j < core; j++, i++) {
    if (i >= q.length) return -1;
    const t = codes[base + j]!;
    const a = accepts(index, t, q.charCodeAt(i), fold);
    if (a === 0) return -1;
    if (a === 2) ocrRun++;
    if (t < 0) filledRun++;
  }
  return i;
}

/**
 * The last successful alignment (align() returned true), overwritten by the next call: read it before
 * aligning again. A shared object, so that a miss or a hit allocates nothing.
 */
export const ALIGNED: Alignment = { filled: 0, extra: 0, editAt: -1, ocr: 0, edit: null };

function finish(q: string, end: number, core: number, trailingAny: number, filled: number, ocr: number, edit: EditKind | null, editAt: number, revisions: boolean): boolean {
  if (end < 0) return false;
  const rest = q.length - end;
  const extra = Math.max(0, rest - trailingAny);
  if (extra > 0 && (!revisions || extra > MAX_REVISION_CHARS || core < MIN_CORE_FOR_REVISION)) return false;
  ALIGNED.filled = filled + Math.min(rest, trailingAny);
  ALIGNED.extra = extra;
  ALIGNED.ocr = ocr;
  ALIGNED.edit = edit;
  ALIGNED.editAt = editAt;
  return true;
}

/**
 * Align q with the skeleton of record offset `o` (index.records): strictly (mode 'strict', revision
 * suffixes allowed), reading OCR confusions ('ocr'), with one edit ('edit'), or with any one edit
 * including a substitution at MIN_SUBSTITUTION_POSITION or later and at the last character ('typo': the caller
 * drops a last-character substitution after the walk); true when it fits, the
 * fit then being in ALIGNED. The fuzzy modes allow
 * no revision suffix: the evaluation showed such combinations are almost always a different, absent
 * product. Deterministic: the edit branches are tried in a fixed order.
 */
export function align(index: CatalogIndex, q: string, o: number, mode: 'strict' | 'ocr' | 'edit' | 'typo', knownPrefix = 0): boolean {
  const fold = mode === 'ocr';
  const typo = mode === 'typo';
  const allowEdit = mode === 'edit' || typo;
  const revisions = mode === 'strict';
  const records = index.records;
  const core = records[o + REC_CORE]!;
  const trailingAny = records[o + REC_FULL]! - core;
  const base = records[o + REC_CODES]!;
  const codes = index.codes;
  let filled = 0;
  let ocr = 0;
  // The first knownPrefix characters are literal and already equal (the prefix trie's path).
  let i = knownPrefix;
  let j = knownPrefix;
  for (; j < core; j++, i++) {
    const t = codes[base + j]!;
    const a = i < q.length ? accepts(index, t, q.charCodeAt(i), fold) : 0;
    if (a === 0) break;
    if (a === 2) ocr++;
    if (t < 0) filled++;
  }
  if (j === core) {
    const done = finish(q, i, core, trailingAny, filled, ocr, null, -1, revisions);
    if (done || !allowEdit) return done;
  } else if (!allowEdit) {
    return false;
  }
  filledMain = filled;
  ocrMain = ocr;
  // One edit at the first mismatch (i, j).
  // No plain substitution: a one-character difference at the same position is, far more often than a
  // typo, a sibling product the catalog lacks (evaluation: 29% precision). OCR confusions are read in 'ocr' mode.
  // In 'typo' mode (run only when nothing else fits, and kept only when a single model fits) every
  // edit is read, substitutions too, except a substitution in the first characters.
  const edits = typo ? TYPO_EDITS : EDITS;
  for (let t = 0; t < edits.length; t++) {
    const kind = edits[t]!;
    const qi = kind === 'deletion' ? i : kind === 'transposition' ? i + 2 : i + 1;
    const tj = kind === 'insertion' ? j : kind === 'transposition' ? j + 2 : j + 1;
    if (tj > core || qi > q.length) continue;
    // A missing or extra last character is a truncated or longer sibling model more often than a typo
    // (evaluation: 40% precision); revision suffixes are handled, strictly, in 'strict' mode.
    if (!typo && kind !== 'transposition' && j >= core - 1) continue;
    if (kind === 'substitution' && (i < MIN_SUBSTITUTION_POSITION || i >= q.length || j >= core)) continue;
    if (kind === 'transposition') {
      if (j + 1 >= core || i + 1 >= q.length) continue;
      if (!accepts(index, codes[base + j]!, q.charCodeAt(i + 1), fold) || !accepts(index, codes[base + j + 1]!, q.charCodeAt(i), fold)) continue;
    }
    filledRun = filledMain;
    ocrRun = ocrMain;
    const end = run(index, q, qi, base, core, tj, fold);
    if (finish(q, end, core, trailingAny, filledRun, ocrRun, kind, j, revisions)) return true;
  }
  return false;
}
