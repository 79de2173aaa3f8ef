import { describe, expect, it } from 'vitest';
import { estimateSkewDeg, flattenIllumination, isDarkPlate, isLightText } from './image-ops';

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

describe('isLightText', () => {
  const w = 600;
  const h = 400;
  /** Text lines of `ink` on a plate of `plate` covering x0..x1, y0..y1, on a surface of `surface`. */
  const photo = (surface: number, plate: number, ink: number, box = { x0: 0, y0: 0, x1: w, y1: h }) => {
    const inside = (x: number, y: number) => x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1;
    const img = lines(w, h, 0, (x, y) => (inside(x, y) ? plate : surface), ink);
    // The text only on the plate.
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (!inside(x, y)) img[y * w + x] = surface;
    return img;
  };
  const small = { x0: 330, y0: 40, x1: 590, y1: 200 };

  it('reads dark ink on a light plate and light ink on a dark plate filling the frame', () => {
    expect(isLightText(photo(200, 200, 30), w, h)).toBe(false);
    expect(isLightText(photo(40, 40, 230), w, h)).toBe(true);
  });

  it('finds light ink on a small dark plate off-centre on a mid-grey surface, where the central median sees the surface', () => {
    // Luma 113: the #6d7177 surface of the eval photos; the plate #2b2f33 (luma 46) with white text.
    const img = photo(113, 46, 240, small);
    expect(isDarkPlate(img, w, h)).toBe(false);
    expect(isLightText(img, w, h)).toBe(true);
  });

  it('finds dark ink on a small white plate on a dark surface, where the central median sees the surface', () => {
    const img = photo(35, 235, 25, small);
    expect(isDarkPlate(img, w, h)).toBe(true);
    expect(isLightText(img, w, h)).toBe(false);
  });

  it('falls back to the central median on an image with no contrast', () => {
    expect(isLightText(new Uint8ClampedArray(w * h).fill(40), w, h)).toBe(true);
    expect(isLightText(new Uint8ClampedArray(w * h).fill(200), w, h)).toBe(false);
  });
});
