import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { EnrichInput } from '../../domain/enrichment/types';
import type { AssetOutcome } from '../storage/port';

// The engine on its own thread. The worker loop's two costs are the engine (CPU only) and the
// database writes (SQLite: one writer, on the thread that owns the connection). With the engine on
// a worker thread the two overlap: the loop claims and writes batch k while the thread enriches
// batch k + 1 (enrichment-worker.ts), on a second core. The thread loads its own catalog.

export interface EngineRequest {
  id: number;
  todayMs: number;
  inputs: EnrichInput[];
}

export interface EngineReply {
  id: number;
  outcomes: AssetOutcome[];
  /** Assets the engine threw on (their outcome is already the failed one): for the log. */
  errors: { index: number; error: string }[];
}

/** Enriches a batch; outcomes in input order. */
export type BatchEnricher = (inputs: EnrichInput[]) => Promise<EngineReply>;

/**
 * A worker thread's entry. The sources are TypeScript run through tsx, whose loader flags a worker
 * thread does not honour: a small ES module registers tsx's loader in the thread, then imports the
 * entry (`entry` is the .ts file; compiled to .js, it is used as it is).
 */
export function typeScriptThreadEntry(tsEntry: URL): URL {
  const ext = path.extname(fileURLToPath(import.meta.url));
  const entry = ext === '.ts' ? tsEntry : new URL(tsEntry.href.replace(/\.ts$/, ext));
  if (!entry.pathname.endsWith('.ts')) return entry;
  // The package's ES module build of tsx/esm/api (require.resolve gives its CommonJS twin).
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const code = `import { register } from ${JSON.stringify(tsxApi)};
    register();
    await import(${JSON.stringify(entry.href)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export class EngineThread {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (r: EngineReply) => void; reject: (e: Error) => void }>();

  constructor(private readonly today: () => Date) {}

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(typeScriptThreadEntry(new URL('./engine-thread.ts', import.meta.url)), { execArgv: [] });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', () => resolve());
    });
    worker.on('message', (msg: EngineReply | { ready: true }) => {
      if (!('id' in msg)) return;
      const w = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      w?.resolve(msg);
    });
    // A thread that dies fails what it had in hand; the next batch starts a new one.
    const fail = (err: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.ready = null;
      for (const w of this.waiting.values()) w.reject(err);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`engine thread exited (code ${code})`)));
    return this.ready;
  }

  readonly enrichBatch: BatchEnricher = async (inputs) => {
    await this.start();
    const worker = this.worker;
    if (!worker) throw new Error('engine thread is not running');
    const id = this.nextId++;
    return new Promise<EngineReply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      const msg: EngineRequest = { id, todayMs: this.today().getTime(), inputs };
      worker.postMessage(msg);
    });
  };

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }
}
