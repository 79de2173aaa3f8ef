// Seeded PRNG (mulberry32, the eval scripts' one): the plate set is the same for the same seed.
export { rng as mulberry32 } from '../eval/labelled-set';
export type Rng = () => number;

export const int = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
export const digits = (rng: Rng, n: number): string => Array.from({ length: n }, () => String(int(rng, 0, 9))).join('');
export const pad2 = (n: number): string => String(n).padStart(2, '0');
