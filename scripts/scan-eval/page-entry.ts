// The eval page's script (bundled by esbuild): the dashboard's own scan pipeline, with the catalog
// lookup that scripts/eval-scan.ts exposes from Node (the same domain search GET /gateway/{partner}/oems runs).
import type { CatalogHit } from '../../src/domain/nameplate';
import { scanPhoto } from '../../src/features/scan/ocr/scan-photo';
import { createTextReader, type TextReader } from '../../src/features/scan/ocr/tesseract-reader';

declare global {
  interface Window {
    catalogLookup: (model: string, brand: string | null) => Promise<CatalogHit[]>;
    runScan: (base64: string, today: string) => Promise<unknown>;
  }
}

let reader: Promise<TextReader> | null = null;

window.runScan = async (base64: string, today: string) => {
  const started = performance.now();
  reader ??= createTextReader();
  const r = await reader;
  const readyMs = performance.now() - started;
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const result = await scanPhoto(new Blob([bytes], { type: 'image/jpeg' }), r, { catalog: window.catalogLookup, today });
  return { fields: result.fields, elapsedMs: result.elapsedMs, engineReadyMs: readyMs, quarterTurns: result.quarterTurns, page: result.page, rereads: result.rereads, glyphs: result.glyphs };
};
