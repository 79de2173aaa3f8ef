// Barcodes on the plate (many carry the serial number): zxing-wasm's reader, its wasm served from our origin.
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { BarcodeReading } from '@/domain/nameplate';
import { ZXING_READER_WASM_PATH } from './scan-asset-paths';

let prepared = false;

export async function readPlateBarcodes(image: HTMLCanvasElement): Promise<BarcodeReading[]> {
  if (!prepared) {
    prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? ZXING_READER_WASM_PATH : prefix + path) } });
    prepared = true;
  }
  const ctx = image.getContext('2d');
  if (!ctx) return [];
  const results = await readBarcodes(ctx.getImageData(0, 0, image.width, image.height), {
    formats: ['Code128', 'Code39', 'Code93', 'DataMatrix', 'QRCode', 'PDF417', 'ITF'],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return results
    .filter((r) => r.isValid && r.text.trim() !== '')
    .map((r) => {
      const xs = [r.position.topLeft.x, r.position.topRight.x, r.position.bottomLeft.x, r.position.bottomRight.x];
      const ys = [r.position.topLeft.y, r.position.topRight.y, r.position.bottomLeft.y, r.position.bottomRight.y];
      return { text: r.text.trim(), format: r.format, bbox: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) } };
    });
}
