// Test helper (imported by *.test.ts only): deterministic model-number-shaped nonsense, the guard
// that no decoder fires on strings no manufacturer printed. One generator for every guard test.

/** Letters of model numbers (no I / O: makers avoid them next to digits). */
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

export interface NonsenseOptions {
  /** Seed of the linear congruential generator (glibc constants): each guard keeps its own stream. */
  seed: number;
  /** Also digit-led strings shaped like Carrier / Trane models (2 digits, 2–3 letters, 3–6 digits, 0–2 letters), every other string. */
  digitLed?: boolean;
}

/**
 * `count` strings: 2–4 letters, 2–6 digits, 0–3 letters, optional "-" + 1–3 digits; with digitLed,
 * every other one (by the generator's coin) digit-led instead. Same seed → same strings.
 */
export function* nonsenseModels(count: number, { seed, digitLed = false }: NonsenseOptions): Generator<string> {
  let s = seed;
  const next = (n: number): number => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  const pick = (k: number) => Array.from({ length: k }, () => LETTERS[next(LETTERS.length)]).join('');
  const digits = (k: number) => Array.from({ length: k }, () => String(next(10))).join('');
  const letterLed = () => `${pick(2 + next(3))}${digits(2 + next(5))}${pick(next(4))}${next(2) ? `-${digits(1 + next(3))}` : ''}`;
  for (let i = 0; i < count; i++) {
    if (!digitLed) yield letterLed();
    else yield next(2) ? letterLed() : `${digits(1 + next(2))}${pick(2 + next(2))}${digits(3 + next(4))}${pick(next(3))}`;
  }
}
