// Photo → what the OCR reads: EXIF orientation applied (createImageBitmap 'from-image'), scaled so
// plate text lands near the size Tesseract's LSTM models are trained on, rotated by a quarter turn
// when asked, then grayscale with a percentile contrast stretch (glare and dim photos both end up
// using the full range). A colour copy of the same geometry is kept for the review overlay.

/** Longest side of the prepared image, px: phone photos (4000 px) are scaled down to it, small ones up. */
export const PREPARED_LONG_SIDE_PX = 2000;
/** Share of the darkest and brightest pixels clipped by the contrast stretch. */
const STRETCH_CLIP = 0.01;

export interface PreparedImage {
  gray: HTMLCanvasElement;
  color: HTMLCanvasElement;
  widthPx: number;
  heightPx: number;
}

export async function loadBitmap(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function canvas(w: number, h: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = w;
  c.height = h;
  const ctx = c.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('This browser cannot prepare images (no 2D canvas).');
  return [c, ctx];
}

/** `bitmap` scaled and turned by `quarterTurns` × 90° clockwise; grayscale and colour copies. */
export function prepareImage(bitmap: ImageBitmap, quarterTurns = 0): PreparedImage {
  const scale = PREPARED_LONG_SIDE_PX / Math.max(bitmap.width, bitmap.height);
  const w = Math.round(bitmap.width * scale);
  const h = Math.round(bitmap.height * scale);
  const swap = quarterTurns % 2 === 1;
  const [color, ctx] = canvas(swap ? h : w, swap ? w : h);
  ctx.translate(color.width / 2, color.height / 2);
  ctx.rotate((quarterTurns * Math.PI) / 2);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, -w / 2, -h / 2, w, h);

  const [gray, gctx] = canvas(color.width, color.height);
  const img = ctx.getImageData(0, 0, color.width, color.height);
  const d = img.data;
  const hist = new Uint32Array(256);
  // ITU-R BT.601 luma weights.
  for (let i = 0; i < d.length; i += 4) {
    const y = (d[i]! * 299 + d[i + 1]! * 587 + d[i + 2]! * 114) / 1000;
    d[i] = y;
    hist[Math.round(y)]!++;
  }
  const n = d.length / 4;
  let lo = 0;
  let hi = 255;
  for (let acc = 0; lo < 255 && (acc += hist[lo]!) < n * STRETCH_CLIP; ) lo++;
  for (let acc = 0; hi > 0 && (acc += hist[hi]!) < n * STRETCH_CLIP; ) hi--;
  const span = Math.max(1, hi - lo);
  for (let i = 0; i < d.length; i += 4) {
    const v = Math.max(0, Math.min(255, ((d[i]! - lo) * 255) / span));
    d[i] = d[i + 1] = d[i + 2] = v;
  }
  gctx.putImageData(img, 0, 0);
  return { gray, color, widthPx: color.width, heightPx: color.height };
}
