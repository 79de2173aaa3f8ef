// Vite plugin: the nameplate scan's OCR worker, wasm cores, English LSTM data and barcode wasm
// (src/features/scan/ocr/scan-asset-paths.ts), served from our origin: emitted into dist/scan-assets/
// by `vite build` (so `npm start` serves them with the dashboard), served from node_modules by `vite`.
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { SCAN_ASSET_BASE, SCAN_ASSET_FILES } from '../src/features/scan/ocr/scan-asset-paths';

const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url));

/** The absolute path of a file of an installed package ("tesseract.js/dist/worker.min.js"). */
export function scanAssetSource(packageFile: string): string {
  return join(NODE_MODULES, packageFile);
}

const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', wasm: 'application/wasm', gz: 'application/gzip' };

export function scanAssets(): Plugin {
  return {
    name: 'nameplate-scan-assets',
    generateBundle() {
      for (const [served, file] of Object.entries(SCAN_ASSET_FILES)) {
        this.emitFile({ type: 'asset', fileName: `${SCAN_ASSET_BASE.slice(1)}${served}`, source: readFileSync(scanAssetSource(file)) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const file = path.startsWith(SCAN_ASSET_BASE) ? SCAN_ASSET_FILES[path.slice(SCAN_ASSET_BASE.length)] : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
        createReadStream(scanAssetSource(file)).pipe(res);
      });
    },
  };
}
