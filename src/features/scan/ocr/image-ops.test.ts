import { describe, expect, it } from 'vitest';
import { estimateSkewDeg, flattenIllumination, isDarkPlate } from './image-ops';

/** A w×h luma image: background `bg(x, y)`, with dark horizontal "text lines" drawn at `angleDeg`. */
function lines(w: number, h: number, angleDeg: number, bg: (x: number, y: number) => number, ink = 30): Uint8ClampedArray {
  const img = new Uint8ClampedArray(w * h);
  const t = Math.tan((angleDeg * Math.PI) / 180);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) img[y * w + x] = bg(x, y);
  for (let row = 40; row < h - 40; row += 36) {
    for (let x = 40; x < w - 40; x++) {
      if (x % 14 < 3) continue; // gaps between "characters"
      const yc = Math.round(row + (x - w / 2) * t);
      for (let dy = 0; dy < 10; dy++) if (yc + dy >= 0 && yc + dy < h) img[(yc + dy) * w + x] = ink;
    }
  }
  return img;
}

describe('estimateSkewDeg', () => {
  it.each([-8, -3.5, 0, 2, 7.5])('finds lines drawn at %s° within a quarter degree', (deg) => {
    const w = 600;
    const h = 400;
    const flat = flattenIllumination(lines(w, h, deg, () => 220), w, h);
    expect(Math.abs(estimateSkewDeg(flat, w, h) - deg)).toBeLessThanOrEqual(0.25);
  });
});

describe('flattenIllumination', () => {
  it('maps a plate background to white and ink to black under a glare gradient', () => {
    const w = 400;
    const h = 300;
    // Background brightening from 120 (left) to 250 (right), as under a lamp; ink 40 below its surroundings.
    const img = lines(w, h, 0, (x) => 120 + (130 * x) / w, 0).map((v, i) => (v === 0 ? 120 + (130 * (i % w)) / w - 40 : v));
    const flat = flattenIllumination(img, w, h);
    expect(flat[10 * w + 10]).toBeGreaterThan(240); // background, dim side
    expect(flat[10 * w + (w - 10)]).toBeGreaterThan(240); // background, bright side
    const inkLeft = flat[45 * w + 50]!;
    const inkRight = flat[45 * w + 340]!;
    // Ink 40 levels under its surroundings comes out at least 60 under white on both sides, and alike:
    // the lamp's gradient (130 levels across) is gone.
    expect(inkLeft).toBeLessThan(195);
    expect(inkRight).toBeLessThan(195);
    expect(Math.abs(inkLeft - inkRight)).toBeLessThan(20);
  });
});

describe('isDarkPlate', () => {
  it('tells a dark plate from a light one by the median of the central quarter', () => {
    const w = 100;
    const h = 100;
    expect(isDarkPlate(new Uint8ClampedArray(w * h).fill(40), w, h)).toBe(true);
    expect(isDarkPlate(new Uint8ClampedArray(w * h).fill(200), w, h)).toBe(false);
  });
});
