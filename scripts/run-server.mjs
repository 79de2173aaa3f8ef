// Runs the service from a bundle of its TypeScript sources: `node scripts/run-server.mjs start|main|worker`
// (npm start / npm run serve / npm run worker). Every run re-bundles (esbuild, well under a second),
// so the bundle is never older than the sources; the entry is then imported into this very process
// (its pid is the server's). Why a bundle and not tsx at run time: tsx's loader runs on its own
// thread with its own V8 heap, ~40 MiB of the server's RSS for nothing the running service needs.
// Tests and scripts still run the sources through tsx/vitest.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop as stopEsbuild } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE_DIR = path.join(ROOT, 'dist-server');

const ENTRIES = {
  start: 'src/server/start.ts',
  main: 'src/server/main.ts',
  worker: 'src/server/worker/main.ts',
};
/** Plain-JS thread entries, copied as they are: found next to the bundle that starts them (new URL('./…', import.meta.url)). */
const COPIED = ['src/server/storage/sqlite/wal-checkpoint-thread.mjs'];

async function bundle() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: SERVER_BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(SERVER_BUNDLE_DIR, { recursive: true });
  // Each file is written whole and renamed into place: a process starting meanwhile (e2e and a bench
  // at once) never imports half a file.
  const files = [
    ...result.outputFiles.map((f) => ({ file: f.path, contents: f.contents })),
    ...COPIED.map((src) => ({ file: path.join(SERVER_BUNDLE_DIR, path.basename(src)), contents: readFileSync(path.join(ROOT, src)) })),
  ];
  for (const { file, contents } of files) {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, contents);
    renameSync(tmp, file);
  }
}

const name = process.argv[2];
if (!name || !(name in ENTRIES)) {
  console.error('usage: node scripts/run-server.mjs start|main|worker');
  process.exit(2);
}
await bundle();
// esbuild's service process (~40 MiB) would otherwise live as long as the server.
await stopEsbuild();
await import(pathToFileURL(path.join(SERVER_BUNDLE_DIR, `${name}.mjs`)).href);
