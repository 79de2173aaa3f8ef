import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Vite build plugin: writes file.br (brotli, quality 11) and file.gz (gzip, level 9) beside every
// compressible file the build emits, for @fastify/static's `preCompressed` (server/http/static-files.ts):
// the highest settings cost build time once instead of CPU on every request. A variant that would not
// be smaller than the file is not written (the server then sends the file as it is).

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What compresses: text formats and WebAssembly. Images (png, woff2) are compressed already; maps are for devtools. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|wasm|txt)$/;
/** Smaller files gain too little to pay a second file (and @fastify/compress's threshold is the same 1 KiB). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export async function precompressFile(file: string): Promise<{ raw: number; br: number | null; gz: number | null }> {
  const data = await readFile(file);
  if (data.length < PRECOMPRESS_MIN_BYTES) return { raw: data.length, br: null, gz: null };
  const [b, g] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (variant: Buffer, ext: string) => {
    if (variant.length >= data.length) return null;
    await writeFile(`${file}${ext}`, variant);
    return variant.length;
  };
  return { raw: data.length, br: await keep(b, '.br'), gz: await keep(g, '.gz') };
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nameplate:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(files.map((f) => precompressFile(path.join(outDir, f))));
    },
  };
}
