#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests: initdb into a fresh temp dir, listen on 127.0.0.1 at a
// free port (socket in the same temp dir), trust auth on loopback only; stopped and removed on exit.
//   node scripts/pg-throwaway.mjs -- <command …>   runs the command with TEST_DATABASE_URL set
//   node scripts/pg-throwaway.mjs                  prints the URL and keeps the cluster until Ctrl-C
// As root, the cluster runs as the `postgres` user (runuser): postgres refuses to run as root.
// Binaries: PG_BIN, else Debian's /usr/lib/postgresql/<newest>/bin, else initdb on PATH.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPgBin() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => existsSync(path.join(debian, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return path.join(debian, versions[0], 'bin');
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? path.dirname(which.stdout.trim()) : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function runAsOwner(bin, args) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(bin)} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

/**
 * Starts a cluster; returns { url, stop }. stop() is synchronous (usable in an exit handler):
 * pg_ctl stop -m immediate, then the directory is removed.
 */
export async function startThrowawayPostgres({ bin = findPgBin() } = {}) {
  if (!bin) throw new Error('PostgreSQL is not installed (no initdb); apt-get install postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'nameplate-pg-'));
  chmodSync(dir, 0o777); // the postgres user writes the data dir and the socket here
  const data = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w']);
      } catch {
        // already gone
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAsOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    // fsync off: a throwaway cluster never recovers from a crash of the machine.
    const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    runAsOwner(path.join(bin, 'pg_ctl'), ['start', '-D', data, '-w', '-t', '60', '-l', path.join(dir, 'log'), '-o', opts]);
    started = true;
  } catch (e) {
    stop();
    throw e;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop };
}

async function main() {
  const sep = process.argv.indexOf('--');
  const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
  const pg = await startThrowawayPostgres();
  const cleanup = () => pg.stop();
  process.on('exit', cleanup);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => process.exit(130));
  if (command.length === 0) {
    console.log(`TEST_DATABASE_URL=${pg.url}`);
    console.error('Throwaway PostgreSQL running; Ctrl-C stops and removes it.');
    setInterval(() => {}, 1 << 30);
    return;
  }
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pg.url } });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
