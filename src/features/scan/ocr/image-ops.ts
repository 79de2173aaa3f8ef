// Pixel operations of image preparation, on 8-bit luma arrays (no DOM: unit-testable in Node).

/** ITU-R BT.601 luma of RGBA pixels. */
export function lumaOf(rgba: Uint8ClampedArray): Uint8ClampedArray {
  const out = new Uint8ClampedArray(rgba.length / 4);
  for (let i = 0, j = 0; i < out.length; i++, j += 4) out[i] = (rgba[j]! * 299 + rgba[j + 1]! * 587 + rgba[j + 2]! * 114) / 1000;
  return out;
}

/** Median luma of the image's central quarter (the plate, in a framed photo). */
function centralMedian(luma: Uint8ClampedArray, w: number, h: number): number {
  const hist = new Uint32Array(256);
  let n = 0;
  for (let y = Math.floor(h / 4); y < (3 * h) / 4; y += 2) {
    for (let x = Math.floor(w / 4); x < (3 * w) / 4; x += 2) {
      hist[luma[y * w + x]!]!++;
      n++;
    }
  }
  let acc = 0;
  for (let v = 0; v < 256; v++) if ((acc += hist[v]!) >= n / 2) return v;
  return 255;
}

/** Median luma of the plate under this: light text on a dark plate (engraved, anodized), inverted before OCR. */
const DARK_PLATE_MEDIAN = 100;

export function isDarkPlate(luma: Uint8ClampedArray, w: number, h: number): boolean {
  return centralMedian(luma, w, h) < DARK_PLATE_MEDIAN;
}

/** Deviations from the neighbourhood mean under this (luma levels) are noise, not ink or plate. */
const POLARITY_NOISE = 8;
/** Pixel pitch of the polarity sample. */
const POLARITY_SAMPLE_PX = 2;

/**
 * Light text on a dark plate, told by the text itself wherever the plate sits in the frame: ink is
 * the minority of a text neighbourhood, so its pixels stand out of the neighbourhood mean farther
 * than the background between them does, and the deviations' third moment takes the ink's sign
 * (positive for light ink). A plate's border against the surface, a shadow's edge or a glare spot
 * deviate both ways about evenly and cancel. (Skewness as the polarity of text: the minority-ink
 * argument of Otsu-style binarization, applied to local contrast.) With no contrast at all, the
 * central median decides (isDarkPlate).
 */
export function isLightText(luma: Uint8ClampedArray, w: number, h: number): boolean {
  const r = Math.max(4, Math.round(Math.max(w, h) * FLATTEN_RADIUS_SHARE));
  const mean = boxMean(luma, w, h, r);
  let third = 0;
  let n = 0;
  for (let y = 0; y < h; y += POLARITY_SAMPLE_PX) {
    for (let x = 0; x < w; x += POLARITY_SAMPLE_PX) {
      const d = luma[y * w + x]! - mean[y * w + x]!;
      if (Math.abs(d) < POLARITY_NOISE) continue;
      third += d * d * d;
      n++;
    }
  }
  return n === 0 ? isDarkPlate(luma, w, h) : third > 0;
}

/** Mean of each pixel's (2r+1)² neighbourhood (clipped at the edges), from a summed-area table. */
function boxMean(luma: Uint8ClampedArray, w: number, h: number, r: number): Float64Array {
  const W = w + 1;
  const sat = new Float64Array(W * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += luma[y * w + x]!;
      sat[(y + 1) * W + x + 1] = sat[y * W + x + 1]! + row;
    }
  }
  const out = new Float64Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      out[y * w + x] = (sat[y1 * W + x1]! - sat[y0 * W + x1]! - sat[y1 * W + x0]! + sat[y0 * W + x0]!) / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** Radius of the neighbourhood mean, as a share of the longer side (a few character heights). */
const FLATTEN_RADIUS_SHARE = 1 / 45;
/** Contrast gain on (neighbourhood mean − pixel): ink a quarter darker than its surroundings turns black. */
const FLATTEN_GAIN = 3.2;

/**
 * Dark-on-light text against its own neighbourhood: 255 − gain × (mean − pixel), clamped. Even
 * illumination, shadow or a glare spot all map the plate's background to white and ink to black.
 */
export function flattenIllumination(
  luma: Uint8ClampedArray,
  w: number,
  h: number,
  o: { radiusPx?: number; gain?: number } = {},
): Uint8ClampedArray {
  const r = o.radiusPx ?? Math.max(4, Math.round(Math.max(w, h) * FLATTEN_RADIUS_SHARE));
  const gain = o.gain ?? FLATTEN_GAIN;
  const mean = boxMean(luma, w, h, r);
  const out = new Uint8ClampedArray(w * h);
  for (let i = 0; i < out.length; i++) out[i] = 255 - gain * Math.max(0, mean[i]! - luma[i]!);
  return out;
}

/** Tilts searched, degrees either way, and the step. */
const MAX_SKEW_DEG = 12;
const SKEW_STEP_DEG = 0.25;
/** Ink pixels are sampled on a grid of this pitch, px. */
const SKEW_SAMPLE_PX = 3;

/**
 * Tilt of the text lines, degrees (positive: clockwise): the angle whose horizontal projection of
 * the ink is the most peaked (sum of squared row counts), the projection-profile method
 * (Postl 1986; Hull, "Document image skew detection: survey and annotated bibliography", 1998).
 */
export function estimateSkewDeg(flat: Uint8ClampedArray, w: number, h: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h; y += SKEW_SAMPLE_PX) {
    for (let x = 0; x < w; x += SKEW_SAMPLE_PX) {
      if (flat[y * w + x]! < 128) {
        xs.push(x - w / 2);
        ys.push(y - h / 2);
      }
    }
  }
  if (xs.length < 50) return 0;
  const bins = new Float64Array(Math.ceil(Math.hypot(w, h) / SKEW_SAMPLE_PX) + 2);
  let best = 0;
  let bestScore = -1;
  for (let deg = -MAX_SKEW_DEG; deg <= MAX_SKEW_DEG + 1e-9; deg += SKEW_STEP_DEG) {
    const a = (deg * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    bins.fill(0);
    const half = bins.length / 2;
    for (let i = 0; i < xs.length; i++) {
      const b = Math.floor((ys[i]! * cos - xs[i]! * sin) / SKEW_SAMPLE_PX + half);
      if (b >= 0 && b < bins.length) bins[b]!++;
    }
    let score = 0;
    for (let b = 0; b < bins.length; b++) score += bins[b]! * bins[b]!;
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  }
  return best;
}
