import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';

// The real server (src/server/main.ts: API + in-process worker) as a child process on 127.0.0.1 and a
// free port, started exactly as `npm run serve` starts it (package.json: node flags and launcher) but
// by node itself, not through npm, so that the child's pid is the server's pid, whose
// /proc/<pid>/status gives its memory high-water mark.

/**
 * `npm run serve` (package.json) taken apart: its leading environment assignments (e.g.
 * MALLOC_ARENA_MAX=1) and the node arguments (a heap limit, scripts/run-server.mjs main).
 */
export function serveCommand(cwd: string): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(readFileSync(`${cwd}/package.json`, 'utf8')) as { scripts: Record<string, string> };
  const words = pkg.scripts.serve!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  const [bin, ...args] = words;
  if (bin !== 'node') throw new Error(`npm run serve is "${pkg.scripts.serve}": expected a node command`);
  return { env, args };
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Peak resident set size so far (VmHWM), MiB. */
  peakRssMiB(): number;
  /** Current resident memory split: anonymous (heaps) vs file-backed (binary, mmapped database), MiB. */
  rssSplitMiB(): { anon: number; file: number };
  /** SIGTERM, then waits for the graceful shutdown. */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function statusKiB(pid: number, field: 'VmHWM' | 'VmRSS' | 'RssAnon' | 'RssFile'): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m?.[1] ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

async function waitForHttp(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} during start-up`);
    try {
      const res = await fetch(`${baseUrl}/openapi.json`);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`server did not answer at ${baseUrl} within ${timeoutMs} ms`);
}

export async function startServer(options: { dataDir: string; logFile: string; cwd: string }): Promise<ServerProcess> {
  const port = await freePort();
  const log = createWriteStream(options.logFile);
  const serve = serveCommand(options.cwd);
  const child = spawn(process.execPath, serve.args, {
    cwd: options.cwd,
    env: { ...process.env, ...serve.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: options.dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  const pid = child.pid ?? 0;
  let lastHwm = 0;
  await waitForHttp(baseUrl, child, 60_000);
  return {
    baseUrl,
    pid,
    peakRssMiB() {
      lastHwm = Math.max(lastHwm, statusKiB(pid, 'VmHWM'));
      return lastHwm / 1024;
    },
    rssSplitMiB() {
      return { anon: statusKiB(pid, 'RssAnon') / 1024, file: statusKiB(pid, 'RssFile') / 1024 };
    },
    stop() {
      lastHwm = Math.max(lastHwm, statusKiB(pid, 'VmHWM'));
      return new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      });
    },
  };
}
