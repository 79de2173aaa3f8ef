// Align a normalized nameplate model number with one catalog skeleton, optionally allowing OCR
// confusions or one edit (an extra character, a missing character, or an adjacent transposition).
import { CLASS_BASE, OCR_FOLD, type CatalogIndex, type IndexedSkeleton } from '../catalog/catalog-index';
import { ANY } from '../catalog/model-pattern';

/** Extra trailing characters accepted as a revision suffix beyond the pattern (e.g. "…B3M" + "A"). */
export const MAX_REVISION_CHARS = 1;
/** Revision suffixes are only accepted on patterns with at least this many core characters. */
export const MIN_CORE_FOR_REVISION = 6;

export type EditKind = 'insertion' | 'deletion' | 'transposition';

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

interface Counters {
  filled: number;
  ocr: number;
}

/** Edits tried at the first mismatch, in this order (deterministic). */
const EDITS: readonly EditKind[] = ['transposition', 'insertion', 'deletion'];

// Reused scratch counters: align() runs millions of times and must not allocate on a miss.
const SCRATCH: Counters = { filled: 0, ocr: 0 };
const EDIT_SCRATCH: Counters = { filled: 0, ocr: 0 };

/** Does token `t` accept character `c`? 0 = no, 1 = yes, 2 = only after OCR folding. */
function accepts(index: CatalogIndex, t: number, c: number, fold: boolean): 0 | 1 | 2 {
  if (t >= 0) {
    if (t === c) return 1;
    return fold && OCR_FOLD[t] === OCR_FOLD[c & 127] ? 2 : 0;
  }
  if (t === ANY) return 1;
  const k = CLASS_BASE - t;
  if (index.classes[k]![c & 127] === 1) return 1;
  return fold && index.foldedClasses[k]![OCR_FOLD[c & 127]!] === 1 ? 2 : 0;
}

/** Match tokens j..core against q from i with no edits; returns the end position in q or -1. */
function run(index: CatalogIndex, q: string, i: number, sk: IndexedSkeleton, j: number, fold: boolean, n: Counters): number {
  const codes = sk.codes;
  for (; j < sk.core; j++, i++) {
    if (i >= q.length) return -1;
    const t = codes[j]!;
    const a = accepts(index, t, q.charCodeAt(i), fold);
    if (a === 0) return -1;
    if (a === 2) n.ocr++;
    if (t < 0) n.filled++;
  }
  return i;
}

function finish(q: string, end: number, sk: IndexedSkeleton, n: Counters, edit: EditKind | null, editAt: number, revisions: boolean): Alignment | null {
  if (end < 0) return null;
  const rest = q.length - end;
  const extra = Math.max(0, rest - sk.trailingAny);
  if (extra > 0 && (!revisions || extra > MAX_REVISION_CHARS || sk.core < MIN_CORE_FOR_REVISION)) return null;
  return { filled: n.filled + Math.min(rest, sk.trailingAny), extra, ocr: n.ocr, edit, editAt };
}

/**
 * Align q with the skeleton: strictly (mode 'strict', revision suffixes allowed), reading OCR
 * confusions ('ocr') or with one edit ('edit'). The fuzzy modes allow no revision suffix: the
 * evaluation showed such combinations are almost always a different, absent product.
 * Deterministic: the edit branches are tried in a fixed order.
 */
export function align(index: CatalogIndex, q: string, sk: IndexedSkeleton, mode: 'strict' | 'ocr' | 'edit', knownPrefix = 0): Alignment | null {
  const fold = mode === 'ocr';
  const allowEdit = mode === 'edit';
  const revisions = mode === 'strict';
  const n = SCRATCH;
  n.filled = 0;
  n.ocr = 0;
  const codes = sk.codes;
  // The first knownPrefix characters are literal and already equal (the prefix trie's path).
  let i = knownPrefix;
  let j = knownPrefix;
  for (; j < sk.core; j++, i++) {
    const a = i < q.length ? accepts(index, codes[j]!, q.charCodeAt(i), fold) : 0;
    if (a === 0) break;
    if (a === 2) n.ocr++;
    if (codes[j]! < 0) n.filled++;
  }
  if (j === sk.core) {
    const done = finish(q, i, sk, n, null, -1, revisions);
    if (done || !allowEdit) return done;
  } else if (!allowEdit) {
    return null;
  }
  // One edit at the first mismatch (i, j).
  // No plain substitution: a one-character difference at the same position is, far more often than a
  // typo, a sibling product the catalog lacks (evaluation: 29% precision). OCR confusions are read in 'ocr' mode.
  for (let t = 0; t < EDITS.length; t++) {
    const kind = EDITS[t]!;
    const qi = kind === 'deletion' ? i : kind === 'insertion' ? i + 1 : i + 2;
    const tj = kind === 'insertion' ? j : kind === 'deletion' ? j + 1 : j + 2;
    if (tj > sk.core || qi > q.length) continue;
    // A missing or extra last character is a truncated or longer sibling model more often than a typo
    // (evaluation: 40% precision); revision suffixes are handled, strictly, in 'strict' mode.
    if (kind !== 'transposition' && j >= sk.core - 1) continue;
    if (kind === 'transposition') {
      if (j + 1 >= sk.core || i + 1 >= q.length) continue;
      if (!accepts(index, codes[j]!, q.charCodeAt(i + 1), fold) || !accepts(index, codes[j + 1]!, q.charCodeAt(i), fold)) continue;
    }
    const m = EDIT_SCRATCH;
    m.filled = n.filled;
    m.ocr = n.ocr;
    const alignment = finish(q, run(index, q, qi, sk, tj, fold, m), sk, m, kind, j, revisions);
    if (alignment) return alignment;
  }
  return null;
}
