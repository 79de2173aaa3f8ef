// Labelled nameplate queries for evaluating the matcher: real catalog models with realistic
// perturbations, and realistic model numbers that are absent from the (training) catalog.
import { brandGroup, KNOWN_BRANDS } from '../../src/domain/enrichment/brands';
import { ANY, compileModelPattern, type Token } from '../../src/domain/enrichment/catalog/model-pattern';
import type { CatalogModel } from '../../src/domain/enrichment/types';

export type Perturbation = 'clean' | 'formatting' | 'revision' | 'ocr' | 'typo' | 'near_miss' | 'random';

export interface Query {
  input: string;
  brand: string | null;
  /** Ids of the catalog models whose pattern accepts the clean nameplate string (empty = absent). */
  truth: Set<string>;
  kind: Perturbation;
  origin: 'present' | 'held_out' | 'synthetic';
}

/** mulberry32: small deterministic PRNG so the labelled set is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALNUM = 'ABCDEFGHJKLMNPRTUVWXY0123456789'; // fill characters (no OCR-confusable letters, like real fills)
const OCR_PAIRS: Record<string, string> = { '0': 'O', O: '0', '1': 'I', I: '1', '8': 'B', B: '8', '5': 'S', S: '5', '2': 'Z', Z: '2' };

export class Gen {
  constructor(private readonly r: () => number) {}
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.r() * xs.length)]!;
  }
  chance(p: number): boolean {
    return this.r() < p;
  }
  int(n: number): number {
    return Math.floor(this.r() * n);
  }

  /** A fully specified nameplate string for a skeleton: wildcards filled, a trailing run filled or left off. */
  fill(tokens: Token[]): string {
    let trailing = 0;
    while (trailing < tokens.length && tokens[tokens.length - 1 - trailing] === ANY) trailing++;
    const keepTrailing = this.chance(0.7) ? trailing : this.int(trailing + 1);
    let out = '';
    tokens.forEach((t, k) => {
      if (k >= tokens.length - trailing && k - (tokens.length - trailing) >= keepTrailing) return;
      if (t === ANY) out += this.pick([...ALNUM]);
      else if (typeof t === 'number') out += String.fromCharCode(t);
      else out += String.fromCharCode(this.pick([...t]));
    });
    return out;
  }

  /** Nameplate formatting: a dash or space here and there, sometimes lower case. */
  format(s: string): string {
    let out = '';
    for (let i = 0; i < s.length; i++) {
      if (i > 2 && i < s.length - 1 && this.chance(0.08)) out += this.pick(['-', ' ', '/', '.']);
      out += s[i];
    }
    return this.chance(0.15) ? out.toLowerCase() : out;
  }

  ocr(s: string): string | null {
    const spots = [...s].map((c, i) => (OCR_PAIRS[c] ? i : -1)).filter((i) => i >= 0);
    if (spots.length === 0) return null;
    const chars = [...s];
    const n = Math.min(spots.length, this.chance(0.7) ? 1 : 2);
    for (let k = 0; k < n; k++) {
      const i = spots.splice(this.int(spots.length), 1)[0]!;
      chars[i] = OCR_PAIRS[chars[i]!]!;
    }
    return chars.join('');
  }

  typo(s: string): string {
    const i = 1 + this.int(Math.max(1, s.length - 1));
    const c = this.pick([...ALNUM]);
    switch (this.int(4)) {
      case 0:
        return s.slice(0, i) + (c === s[i] ? this.pick([...ALNUM.replace(c, '')]) : c) + s.slice(i + 1); // substitution
      case 1:
        return s.slice(0, i) + c + s.slice(i); // insertion
      case 2:
        return s.slice(0, i) + s.slice(i + 1); // deletion
      default:
        return i + 1 < s.length ? s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2) : s.slice(0, i); // transposition
    }
  }

  /** A plausible model number that differs from a real one in 2–3 characters (digits for digits, letters for letters). */
  nearMiss(s: string): string {
    const chars = [...s];
    const n = 2 + this.int(2);
    for (let k = 0; k < n; k++) {
      const i = this.int(chars.length);
      const digit = /\d/.test(chars[i]!);
      chars[i] = this.pick([...(digit ? '0123456789' : 'ABCDEFGHJKLMNPRTUVWXY')].filter((c) => c !== chars[i]));
    }
    return chars.join('');
  }

  /** A random string shaped like a model number: letters, a capacity-like number, letters/digits. */
  randomModel(): string {
    const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
    const letters = (n: number) => Array.from({ length: n }, () => this.pick([...L])).join('');
    const digits = (n: number) => Array.from({ length: n }, () => this.pick([...'0123456789'])).join('');
    return `${letters(1 + this.int(3))}${digits(2 + this.int(3))}${letters(1 + this.int(2))}${digits(this.int(3))}${letters(this.int(2))}`;
  }

  /** The brand a submitter writes: the model's own (50%), a sister brand (20%), none (30%). */
  brandFor(model: CatalogModel): string | null {
    const roll = this.r();
    if (roll < 0.5) return this.chance(0.3) ? model.brand.toUpperCase() : model.brand;
    if (roll < 0.7) {
      const g = brandGroup(model.brand);
      const sisters = g ? KNOWN_BRANDS.filter((b) => b !== model.brand && brandGroup(b) === g) : [];
      return sisters.length > 0 ? this.pick(sisters) : model.brand;
    }
    return null;
  }
}

/** A strict reference matcher built as a RegExp per skeleton (independent of the index and align.ts). */
export function referenceRegexes(models: CatalogModel[]): Array<{ id: string; re: RegExp }> {
  const out: Array<{ id: string; re: RegExp }> = [];
  for (const m of models) {
    for (const sk of compileModelPattern(m.model)) {
      let trailing = 0;
      while (trailing < sk.tokens.length && sk.tokens[sk.tokens.length - 1 - trailing] === ANY) trailing++;
      const core = sk.tokens.slice(0, sk.tokens.length - trailing).map((t) => (t === ANY ? '[A-Z0-9]' : typeof t === 'number' ? String.fromCharCode(t) : `[${[...t].map((c) => String.fromCharCode(c)).join('')}]`));
      out.push({ id: m.id, re: new RegExp(`^${core.join('')}[A-Z0-9]{0,${trailing}}$`) });
    }
  }
  return out;
}
