import { parentPort } from 'node:worker_threads';
import type { EnrichInput } from '../../domain/enrichment/types';
import { loadCatalog } from '../catalog/load-catalog';
import { enrichmentColumns, utcDay } from './engine';
import { enrichSummary } from '../../domain/enrichment/enrich';
import { engineErrorOutcome } from './engine-outcome';
import type { EngineReply, EngineRequest } from './engine-thread-pool';

// Entry of the engine thread (engine-thread-pool.ts): the catalog is loaded once here, then each
// message is one batch of inputs, answered with their outcomes in the same order. An engine exception
// fails that one asset (as in the inline path) and travels back as text for the main thread's log.

const port = parentPort;
if (!port) throw new Error('engine-thread.ts runs as a worker thread only');
const catalog = loadCatalog();

port.on('message', (msg: EngineRequest) => {
  const today = utcDay(new Date(msg.todayMs));
  const errors: EngineReply['errors'] = [];
  const outcomes = msg.inputs.map((input: EnrichInput, i) => {
    try {
      return enrichmentColumns(enrichSummary(input, catalog, today), today);
    } catch (err) {
      errors.push({ index: i, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
      return engineErrorOutcome(err);
    }
  });
  const reply: EngineReply = { id: msg.id, outcomes, errors };
  port.postMessage(reply);
});
port.postMessage({ ready: true });
