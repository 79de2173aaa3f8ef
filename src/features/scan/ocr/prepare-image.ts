// Photo → what the OCR reads: EXIF orientation applied (createImageBitmap 'from-image'), scaled so
// plate text lands near the size Tesseract's LSTM models are trained on, turned by a quarter turn
// when asked, then grayscale, light text on a dark plate inverted (told by the text's own contrast,
// wherever the plate sits in the frame), the illumination flattened (glare and
// shadows removed: each pixel against its neighbourhood's mean) and the tilt straightened
// (projection-profile skew estimate). A colour copy of the same geometry is kept for the review overlay.
import type { BoxPx } from '@/domain/nameplate';
import { estimateSkewDeg, flattenIllumination, isLightText, lumaOf } from './image-ops';

/** Longest side of the prepared image, px: phone photos (4000 px) are scaled down to it, small ones up. */
export const PREPARED_LONG_SIDE_PX = 2000;
/** Tilts smaller than this are left alone (Tesseract's own line finding absorbs them). */
const MIN_DESKEW_DEG = 0.4;

export interface PreparedImage {
  gray: HTMLCanvasElement;
  color: HTMLCanvasElement;
  widthPx: number;
  heightPx: number;
  skewDeg: number;
  /** Light text on a dark plate: the luma was inverted. */
  inverted: boolean;
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

/** `source` drawn turned by `radians` about its centre on a canvas of the same size, `fill` behind. */
function rotated(source: HTMLCanvasElement, radians: number, fill: string): HTMLCanvasElement {
  const [c, ctx] = canvas(source.width, source.height);
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.translate(c.width / 2, c.height / 2);
  ctx.rotate(radians);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, -c.width / 2, -c.height / 2);
  return c;
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

  const img = ctx.getImageData(0, 0, color.width, color.height);
  const luma = lumaOf(img.data);
  const inverted = isLightText(luma, color.width, color.height);
  if (inverted) for (let i = 0; i < luma.length; i++) luma[i] = 255 - luma[i]!;
  const flat = flattenIllumination(luma, color.width, color.height);
  const skewDeg = estimateSkewDeg(flat, color.width, color.height);

  const [gray, gctx] = canvas(color.width, color.height);
  const out = gctx.createImageData(color.width, color.height);
  for (let i = 0, j = 0; i < flat.length; i++, j += 4) {
    out.data[j] = out.data[j + 1] = out.data[j + 2] = flat[i]!;
    out.data[j + 3] = 255;
  }
  gctx.putImageData(out, 0, 0);
  if (Math.abs(skewDeg) < MIN_DESKEW_DEG) return { gray, color, widthPx: color.width, heightPx: color.height, skewDeg: 0, inverted };
  const r = (-skewDeg * Math.PI) / 180;
  return { gray: rotated(gray, r, '#fff'), color: rotated(color, r, '#777'), widthPx: color.width, heightPx: color.height, skewDeg, inverted };
}

/**
 * Heights a value's box is scaled to for its second readings, px; the surer reading is kept. The
 * LSTM misreads a letter inside a digit run (S as 5, T as 7, G as 6) at some scales and not at
 * others, with a low confidence when it does.
 */
export const LINE_HEIGHTS_PX = [32, 40] as const;
/**
 * Heights a lone glyph is scaled to for its single-character reading, px: the first always, the
 * second only when the first reading shows no character (glyphs.ts glyphReadingToKeep).
 */
export const GLYPH_HEIGHTS_PX = [40, 64] as const;
/** Contrast gain of the line's flattening: gentler than the page's, Tesseract thresholds the line itself. */
const LINE_FLATTEN_GAIN = 1.6;
/** Largest enlargement of a value's box. */
const MAX_LINE_SCALE = 4;
/** Margin kept around a value's box, in box heights (Tesseract reads a line best with a quiet zone). */
const LINE_PAD_X = 0.3;
const LINE_PAD_Y = 0.35;

/**
 * One value's box for a second reading: cut from the colour image (same geometry as the OCR'd
 * one), scaled with smoothing so the box is `heightPx` tall, then grayscale,
 * inverted like the page and its illumination flattened over a neighbourhood of the line's size.
 */
export function lineCrop(prepared: PreparedImage, bbox: BoxPx, o: { heightPx?: number; gain?: number; blankOutside?: boolean } = {}): HTMLCanvasElement {
  const hPx = Math.max(4, bbox.y1 - bbox.y0);
  const scale = Math.min(MAX_LINE_SCALE, (o.heightPx ?? LINE_HEIGHTS_PX[0]) / hPx);
  const sx = Math.max(0, Math.floor(bbox.x0 - LINE_PAD_X * hPx));
  const sy = Math.max(0, Math.floor(bbox.y0 - LINE_PAD_Y * hPx));
  const sw = Math.min(prepared.color.width, Math.ceil(bbox.x1 + LINE_PAD_X * hPx)) - sx;
  const sh = Math.min(prepared.color.height, Math.ceil(bbox.y1 + LINE_PAD_Y * hPx)) - sy;
  const w = Math.max(1, Math.round(sw * scale));
  const h = Math.max(1, Math.round(sh * scale));
  const [c, ctx] = canvas(w, h);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(prepared.color, sx, sy, sw, sh, 0, 0, w, h);
  const img = ctx.getImageData(0, 0, w, h);
  const luma = lumaOf(img.data);
  if (prepared.inverted) for (let i = 0; i < luma.length; i++) luma[i] = 255 - luma[i]!;
  const flat = flattenIllumination(luma, w, h, { radiusPx: Math.round(hPx * scale * 1.5), gain: o.gain ?? LINE_FLATTEN_GAIN });
  // A glyph alone: the margins (parts of its neighbours) painted white, a quiet zone around it.
  const keep0 = o.blankOutside ? Math.floor((bbox.x0 - sx) * scale) : 0;
  const keep1 = o.blankOutside ? Math.ceil((bbox.x1 - sx) * scale) : w;
  for (let i = 0, j = 0; i < flat.length; i++, j += 4) {
    const x = i % w;
    img.data[j] = img.data[j + 1] = img.data[j + 2] = x < keep0 || x >= keep1 ? 255 : flat[i]!;
    img.data[j + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return c;
}
