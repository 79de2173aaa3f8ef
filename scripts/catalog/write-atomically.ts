// Write several files so that none is ever half-written: each goes to a temporary file beside its
// target first, then every one is renamed into place (a rename within a directory is atomic).
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeAtomically(files: Array<{ path: string; data: string | Buffer }>): void {
  const temps: Array<{ tmp: string; path: string }> = [];
  try {
    for (const f of files) {
      mkdirSync(dirname(f.path), { recursive: true });
      const tmp = `${f.path}.tmp-${process.pid}`;
      writeFileSync(tmp, f.data);
      temps.push({ tmp, path: f.path });
    }
  } catch (err) {
    for (const t of temps) rmSync(t.tmp, { force: true });
    throw err;
  }
  for (const t of temps) renameSync(t.tmp, t.path);
}
