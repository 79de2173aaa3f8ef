import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../storage/schema';

// Child processes of the deployed entries (scripts/run-server.mjs main | worker) for the process tests.

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function start(entry: 'main' | 'worker', env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['scripts/run-server.mjs', entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function statusCounts(db: Kysely<Database>, requestId?: string): Promise<Record<string, number>> {
  const where = requestId ? sql`WHERE request_id = ${requestId}` : sql``;
  const r = await sql<{ status: string; n: number }>`SELECT status, count(*)::int AS n FROM assets ${where} GROUP BY status`.execute(db);
  return Object.fromEntries(r.rows.map((row) => [row.status, row.n]));
}

