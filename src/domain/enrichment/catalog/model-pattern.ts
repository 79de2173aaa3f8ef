// Model-number normalization and the catalog's wildcard language, compiled to "skeletons".
//
// Catalog model numbers (ENERGY STAR, NRCan) are written with manufacturer wildcards: `*`, `#`, `?`
// (one character each), bracketed alternatives `(H,L,S)` / `(090,091)` / `(6*B,7*A)`, ranges `(A-Z)`,
// bare trailing lists `Y,G,J`, accessory suffixes (`+TDR`, `+TXV`, `+UI`), and commentary in
// parentheses after a space ("GRT024A (WITH A-COIL MODEL NUMBER: ACD024)"). A skeleton is one
// concrete reading: a token per nameplate character (a literal, a character class, or ANY).

/** Expansions of bracketed alternatives beyond this are collapsed to per-position classes. */
export const MAX_PATTERN_VARIANTS = 64;

/** Uppercase, then keep letters and digits only (spaces, dashes, slashes, dots, … dropped). */
export function normalizeModelNumber(raw: string): string {
  // ASCII fast path (the matcher's hot path): an already normalized string is returned as it is,
  // others rebuilt from the first character to change, without a RegExp. Non-ASCII input takes the
  // general path: toUpperCase can turn some characters into ASCII letters ("ß" → "SS", "ı" → "I").
  let i = 0;
  for (; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (!((c >= 48 && c <= 57) || (c >= 65 && c <= 90))) break;
  }
  if (i === raw.length) return raw;
  let out = raw.slice(0, i);
  for (; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90)) out += raw[i];
    else if (c >= 97 && c <= 122) out += String.fromCharCode(c - 32);
    else if (c > 127) return raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  }
  return out;
}

/** Accessory codes that follow a `+` in rated combinations (not part of the unit's own model). */
const ACCESSORY_CODES = ['TXV', 'TX', 'UI', 'CC', 'ME', 'MVC', 'MBVC', 'WALLCON', 'TDR', 'HORIZ', 'R', 'U'];
const ACCESSORY_RE = new RegExp(`\\s*\\+\\s*(?:${ACCESSORY_CODES.join('|')})(?![A-Z0-9]).*$`, 'i');

/** Strip accessory suffixes ("+TXV") and commentary in parentheses preceded by a space. */
export function cleanModelString(raw: string): string {
  let s = raw.replace(/\u00a0/g, ' ').trim().replace(/\s+/g, ' ');
  s = s.replace(ACCESSORY_RE, '');
  // "(WITH A-COIL …)", "(OUT)", "(GQ-C2857WS US)": commentary, unless it is a short alternative list "(N,L)".
  s = s.replace(/\s+[([]([^)\]]*)[)\]]/g, (whole, inner: string) => (isAlternativeList(inner) ? whole : ''));
  return s.trim();
}

function isAlternativeList(inner: string): boolean {
  const pieces = inner.split(',').map((p) => p.trim());
  return pieces.length > 1 && pieces.every((p) => /^[A-Z0-9*#?-]{1,4}$/i.test(p));
}

/** A token: a character code (literal), ANY, or a class (set of character codes). */
export type Token = number | typeof ANY | ReadonlySet<number>;
export const ANY = -1;

export interface Skeleton {
  tokens: Token[];
  /** True when the source wrote this reading literally (no wildcard, no alternative): exact-match eligible. */
  literal: boolean;
}

type Piece = Token[][]; // alternatives, each a token sequence (an empty sequence = optional)

const code = (c: string): number => c.charCodeAt(0);
const isAlnum = (c: string): boolean => {
  const k = c.charCodeAt(0);
  return c.length === 1 && ((k >= 48 && k <= 57) || (k >= 65 && k <= 90));
};

function pieceTokens(text: string): Token[] {
  const out: Token[] = [];
  for (const c of text.toUpperCase()) {
    if (isAlnum(c)) out.push(code(c));
    else if (c === '*' || c === '#' || c === '?') out.push(ANY);
  }
  return out;
}

function rangeClass(text: string): ReadonlySet<number> | null {
  const m = /^([A-Z0-9])-([A-Z0-9])$/i.exec(text.trim());
  if (!m || !m[1] || !m[2]) return null;
  const a = code(m[1].toUpperCase());
  const b = code(m[2].toUpperCase());
  if (b < a) return null;
  const set = new Set<number>();
  for (let c = a; c <= b; c++) if (isAlnum(String.fromCharCode(c))) set.add(c);
  return set;
}

function groupPiece(inner: string, bracket: string): Piece {
  const parts = inner.split(/[,/]/).map((p) => p.trim()).filter((p) => p.length > 0);
  if (parts.length === 0) return [[]];
  if (parts.length === 1) {
    const only = parts[0] ?? '';
    const range = rangeClass(only);
    if (range) return [[range]];
    // "[X]": a placeholder for one optional character.
    if (bracket === '[' && /^X$/i.test(only)) return [[ANY], []];
    const toks = pieceTokens(only);
    // "(7.0)" (a rating) or "(O)" (outdoor marker) are often left off the plate: optional.
    if (only.includes('.') || /^[A-Z]$/i.test(only)) return [toks, []];
    return [toks];
  }
  const alts = parts.map((p) => rangeClass(p) ?? pieceTokens(p)).map((t) => (t instanceof Set ? [t] : (t as Token[])));
  if (alts.every((a) => a.length === 1)) return [[mergeClass(alts.map((a) => a[0] as Token))]];
  return alts;
}

function mergeClass(tokens: Token[]): Token {
  const set = new Set<number>();
  for (const t of tokens) {
    if (t === ANY) return ANY;
    if (typeof t === 'number') set.add(t);
    else for (const c of t) set.add(c);
  }
  return set.size === 1 ? ([...set][0] as number) : set;
}

function toPieces(cleaned: string): Piece[] {
  const pieces: Piece[] = [];
  const s = cleaned.toUpperCase();
  let mergeNext = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '';
    if (c === '(' || c === '[') {
      const close = s.indexOf(c === '(' ? ')' : ']', i + 1);
      const end = close < 0 ? s.length : close;
      pieces.push(groupPiece(s.slice(i + 1, end), c));
      i = end;
      continue;
    }
    let tok: Token | null = null;
    if (isAlnum(c)) tok = code(c);
    else if (c === '*' || c === '#' || c === '?') tok = ANY;
    else if (c === ',') {
      mergeNext = true; // bare list "Y,G,J": one position, any of the letters
      continue;
    }
    if (tok === null) continue;
    const last = pieces[pieces.length - 1];
    const lastSeq = last?.length === 1 ? last[0] : undefined;
    if (mergeNext && lastSeq && lastSeq.length === 1) {
      last![0] = [mergeClass([lastSeq[0] as Token, tok])];
    } else {
      pieces.push([[tok]]);
    }
    mergeNext = false;
  }
  return pieces;
}

/** Plain model numbers (letters, digits, spaces, dashes, slashes, dots): one literal reading. */
const PLAIN_MODEL = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

/** Compile a catalog model string to its skeletons (one per reading of the alternatives). */
export function compileModelPattern(raw: string): Skeleton[] {
  if (PLAIN_MODEL.test(raw)) {
    const key = normalizeModelNumber(raw);
    const tokens: Token[] = new Array(key.length);
    for (let i = 0; i < key.length; i++) tokens[i] = key.charCodeAt(i);
    return key.length > 0 ? [{ tokens, literal: true }] : [];
  }
  const cleaned = cleanModelString(raw);
  const pieces = toPieces(cleaned);
  const hasWild = /[*#?]/.test(cleaned) || pieces.some((p) => p.length > 1 || p.some((seq) => seq.some((t) => typeof t !== 'number')));
  let variants = 1;
  for (const p of pieces) variants *= p.length;
  let readings: Token[][] = [[]];
  if (variants === 1) {
    readings = [pieces.flatMap((p) => p[0] ?? [])];
  } else if (variants <= MAX_PATTERN_VARIANTS) {
    for (const p of pieces) {
      const next: Token[][] = [];
      for (const r of readings) for (const alt of p) next.push([...r, ...alt]);
      readings = next;
    }
  } else {
    // Too many combinations: keep one reading with per-position classes of equal-length alternatives.
    for (const p of pieces) {
      const len = p[0]?.length ?? 0;
      const merged: Token[] = p.every((a) => a.length === len)
        ? Array.from({ length: len }, (_, k) => mergeClass(p.map((a) => a[k] as Token)))
        : (p[0] ?? []);
      readings = readings.map((r) => [...r, ...merged]);
    }
  }
  const seen = new Set<string>();
  const out: Skeleton[] = [];
  for (const tokens of readings) {
    if (tokens.length === 0) continue;
    const key = tokens.map(tokenKey).join('');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ tokens, literal: !hasWild && tokens.every((t) => typeof t === 'number' && t !== ANY) && key === normalizeModelNumber(cleaned) });
  }
  return out;
}

/** Display form of a token: the character, `?` for ANY, `[ABC]` for a class. */
export function tokenKey(t: Token): string {
  if (t === ANY) return '?';
  if (typeof t === 'number') return String.fromCharCode(t);
  return `[${[...t].sort((a, b) => a - b).map((c) => String.fromCharCode(c)).join('')}]`;
}

/**
 * Root model: the normalized characters before the first wildcard or alternative of the first
 * reading ("25VNA424A*030*" → "25VNA424A"); the whole normalized model when it has none.
 */
export function rootModelOf(raw: string): string {
  const first = compileModelPattern(raw)[0];
  if (!first) return normalizeModelNumber(raw);
  let root = '';
  for (const t of first.tokens) {
    if (typeof t !== 'number' || t === ANY) break;
    root += String.fromCharCode(t);
  }
  return root.length > 0 ? root : normalizeModelNumber(cleanModelString(raw));
}
