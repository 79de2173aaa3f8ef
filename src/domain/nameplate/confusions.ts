// OCR confusions between letters and digits on stamped and printed plates (O/0, I/1, L/1, B/8,
// S/5, Z/2, G/6, Q/0, D/0): the same pairs the catalog matcher folds (catalog-index OCR_FOLD) plus
// the ones Tesseract makes on condensed and bold industrial fonts (T/7, L/1 both ways).

const TO_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', '|': '1', B: '8', S: '5', Z: '2', G: '6', T: '7' };
const TO_LETTER: Record<string, string[]> = { '0': ['O'], '1': ['I', 'L'], '8': ['B'], '5': ['S'], '2': ['Z'], '6': ['G'], '7': ['T'] };

/** The characters `c` may have been misread from (letters for digits and back), most likely first. */
export function confusableWith(c: string): string[] {
  const d = TO_DIGIT[c];
  if (d !== undefined) return [d];
  return TO_LETTER[c] ?? [];
}

/** True when OCR can have read `a` for `b` (or they are equal). */
export function confusable(a: string, b: string): boolean {
  return a === b || confusableWith(a).includes(b) || confusableWith(b).includes(a);
}

export interface Variant {
  value: string;
  /** Characters changed from the reading. */
  changes: number;
}

/**
 * Readings of `s` with up to `maxChanges` confusable characters swapped, fewest changes first
 * (the reading itself first), at most `limit` of them.
 */
export function confusionVariants(s: string, maxChanges = 3, limit = 400): Variant[] {
  const positions: number[] = [];
  for (let i = 0; i < s.length; i++) if (confusableWith(s[i]!).length > 0) positions.push(i);
  const out: Variant[] = [{ value: s, changes: 0 }];
  const chars = s.split('');
  const walk = (start: number, depth: number, target: number): void => {
    if (out.length >= limit) return;
    if (depth === target) {
      out.push({ value: chars.join(''), changes: target });
      return;
    }
    for (let p = start; p < positions.length; p++) {
      const i = positions[p]!;
      const orig = chars[i]!;
      for (const alt of confusableWith(orig)) {
        chars[i] = alt;
        walk(p + 1, depth + 1, target);
        chars[i] = orig;
      }
    }
  };
  for (let k = 1; k <= Math.min(maxChanges, positions.length); k++) walk(0, 0, k);
  return out;
}

/** Letters manufacturers avoid in serials because they read as digits (O, I; lower-case l and | are OCR artefacts). */
const AVOIDED_LETTERS: Record<string, string> = { O: '0', I: '1', l: '1', '|': '1' };

/**
 * O and I read between digits in a mostly numeric code, turned into 0 and 1 ("24I9E1O345" →
 * "2419E10345"): serial formats skip O and I (RULES.md §5, §6 month tables), so inside a digit run
 * they are misread digits. B, S, Z, G and D are real plant and month letters: left alone.
 */
export function digitContextRepair(s: string): string {
  const chars = s.split('');
  for (let i = 1; i < chars.length - 1; i++) {
    const d = AVOIDED_LETTERS[chars[i]!];
    if (d !== undefined && /\d/.test(chars[i - 1]!) && /\d/.test(chars[i + 1]!)) chars[i] = d;
  }
  return chars.join('');
}

/**
 * Two adjacent characters OCR can have made of one glyph: confusable ones ("O0", "S5") or one letter
 * in both cases ("jJ": a J with a descender read twice).
 */
export function twinGlyphs(a: string, b: string): boolean {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  return confusableWith(x).includes(y) || (x === y && a !== b);
}

/**
 * Readings of `s` with one glyph dropped where OCR read it twice: a character beside one it is
 * confusable with, or the same letter in the other case ("WO0L…" for "W0L…", "N96VSNO08…" for
 * "N96VSN08…", "1820jJ04106" for "1820J04106").
 */
export function doubledGlyphDrops(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const beside = [s[i - 1], s[i + 1]].filter((x): x is string => x !== undefined);
    if (beside.some((b) => twinGlyphs(s[i]!, b))) {
      const v = s.slice(0, i) + s.slice(i + 1);
      if (!out.includes(v)) out.push(v);
    }
  }
  return out;
}
