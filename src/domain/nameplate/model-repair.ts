// A model-number reading the brand's nomenclature does not decode, repaired to the cheapest reading
// it does decode (decodeModelNumber, RULES.md model keys): OCR confusions swapped, a glyph read twice
// or a stray stroke dropped, a 9 split into two glyphs ("OI") merged, each edit costed by how sure the
// engine was of the characters it changes. A reading that already decodes is kept as read.
import { decodeModelNumberAsRead } from '../enrichment/nomenclature';
import { confusableWith, twinGlyphs } from './confusions';
import { swapCost } from './resolve-serial';

/** Most edits a repair may make: more and it is a different model. */
const MAX_EDITS = 3;
/** Most total cost a repair may have (a sure glyph costs ~0.9, an unsure one 0.1–0.5). */
export const MAX_REPAIR_COST = 1.6;
/**
 * O/0 and I/1 are the same stroke in the condensed faces plates use, so the engine's confidence says
 * little about which it saw: a flat cost, like an unknown confidence's.
 */
const SAME_SHAPE_COST = 0.4;
const SAME_SHAPE = new Set(['O0', '0O', 'I1', '1I', 'l1', '|1', 'Q0', 'D0']);
/**
 * Nordyne / ICP / Goodman furnace keys put the AFUE digit 9 second ("F9MAE", "G96VTN"); the engine
 * reads that 9 as I or O (its tail lost), or as two glyphs "OI" / "IO".
 */
const NINE_LOOKALIKES = new Set(['I', 'O', 'l']);
const NINE_SPLITS = new Set(['OI', 'IO', 'Ol', 'lO', 'OJ']);
/** Dropping a character that is no twin of its neighbour (a stray stroke read as I or l) costs this much more. */
const STRAY_DROP_EXTRA = 0.2;
const STRAY_GLYPHS = new Set(['I', 'l', '|', "'", '.']);
/** Variants decoded per reading at most (each is one decodeModelNumber). */
const MAX_TRIED = 600;

export interface ModelRepair {
  value: string;
  /** Sum of the edits' costs (0: decoded as read). */
  cost: number;
  edits: number;
}

interface Edit {
  /** First position it replaces and how many characters. */
  at: number;
  len: number;
  to: string;
  cost: number;
}

/** The edits OCR may have made at each position of `s`, with their costs from `conf` (0–1 per char). */
function possibleEdits(s: string, conf: readonly number[] | undefined): Edit[] {
  const c = (i: number) => swapCost(conf?.[i]);
  const out: Edit[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    for (const alt of confusableWith(ch)) out.push({ at: i, len: 1, to: alt, cost: SAME_SHAPE.has(ch + alt) ? SAME_SHAPE_COST : c(i) });
    if (NINE_LOOKALIKES.has(ch)) out.push({ at: i, len: 1, to: '9', cost: c(i) });
    const pair = s.slice(i, i + 2);
    if (NINE_SPLITS.has(pair)) out.push({ at: i, len: 2, to: '9', cost: Math.min(c(i), c(i + 1)) + 0.1 });
    const twin = [s[i - 1], s[i + 1]].some((n) => n !== undefined && /[A-Za-z0-9]/.test(ch) && twinGlyphs(ch, n));
    if (twin) out.push({ at: i, len: 1, to: '', cost: c(i) });
    else if (STRAY_GLYPHS.has(ch)) out.push({ at: i, len: 1, to: '', cost: c(i) + STRAY_DROP_EXTRA });
  }
  return out.sort((a, b) => a.cost - b.cost);
}

/** Readings of `reading` with its edits applied, cheapest first (each value once), with their cost. */
function* editedReadings(reading: string, charConfidences: readonly number[] | undefined, keep: (e: Edit) => boolean = () => true): Generator<ModelRepair & { picked: Edit[] }> {
  const conf = charConfidences && charConfidences.length === reading.length ? charConfidences : undefined;
  const edits = possibleEdits(reading, conf);
  // Combinations of non-overlapping edits within the budget, cheapest first.
  const combos: Array<{ picked: Edit[]; cost: number }> = [];
  const walk = (from: number, picked: Edit[], cost: number) => {
    if (picked.length > 0 && picked.some(keep)) combos.push({ picked: [...picked], cost });
    if (picked.length === MAX_EDITS) return;
    for (let k = from; k < edits.length; k++) {
      const e = edits[k]!;
      if (cost + e.cost > MAX_REPAIR_COST) continue;
      if (picked.some((p) => e.at < p.at + p.len && p.at < e.at + e.len)) continue;
      // One glyph dropped at most (as the catalog fit allows, resolve-model.fitToPattern): two
      // and a different, shorter model fits too easily.
      if (e.to === '' && picked.some((p) => p.to === '')) continue;
      picked.push(e);
      walk(k + 1, picked, cost + e.cost);
      picked.pop();
    }
  };
  walk(0, [], 0);
  combos.sort((a, b) => a.cost - b.cost || a.picked.length - b.picked.length);
  const seen = new Set<string>();
  for (const { picked, cost } of combos.slice(0, MAX_TRIED)) {
    let value = reading;
    for (const e of [...picked].sort((a, b) => b.at - a.at)) value = value.slice(0, e.at) + e.to + value.slice(e.at + e.len);
    if (seen.has(value)) continue;
    seen.add(value);
    yield { value, cost, edits: picked.length, picked };
  }
}

/**
 * The reading as read when the brand's nomenclature decodes it; else the cheapest reading within
 * MAX_EDITS edits and MAX_REPAIR_COST that it decodes; else null. `charConfidences` (0–1, one per
 * character of `reading`) weight the edits; without them each edit costs as an unknown one.
 */
export function repairModelByRules(reading: string, brand: string | null, charConfidences?: readonly number[]): ModelRepair | null {
  if (decodeModelNumberAsRead(reading, brand) !== null) return { value: reading, cost: 0, edits: 0 };
  for (const r of editedReadings(reading, charConfidences)) {
    if (decodeModelNumberAsRead(r.value, brand) !== null) return { value: r.value, cost: r.cost, edits: r.edits };
  }
  return null;
}

/**
 * The `n` cheapest readings that make an edit the catalog search cannot see through itself (it folds
 * the letter/digit confusions, catalog-index OCR_FOLD): a 9 read as I, O or "OI", a glyph dropped.
 * They are looked up in the catalog when the reading as read finds nothing there; `skip`: readings
 * already looked up.
 */
export function structuralRepairs(reading: string, n: number, charConfidences?: readonly number[], skip: readonly string[] = []): ModelRepair[] {
  const out: ModelRepair[] = [];
  const structural = (e: Edit) => e.to === '' || e.len > 1 || (e.to === '9' && !confusableWith(reading[e.at]!).includes('9'));
  for (const r of editedReadings(reading, charConfidences, structural)) {
    // Only the structural edits: the search folds the rest.
    if (!r.picked.every(structural) || skip.includes(r.value)) continue;
    out.push({ value: r.value, cost: r.cost, edits: r.edits });
    if (out.length === n) break;
  }
  return out;
}
