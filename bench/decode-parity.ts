// Decode parity: npx tsx bench/decode-parity.ts --base <checkout, e.g. a `git worktree add --detach` of main>
//
// A speed change to the dispatcher must not change what it returns. Runs decodeModelNumber and
// decodeModelNumberAsRead of this checkout and of the base checkout over: the bench:engine realistic mix,
// the eval sets' model / brand columns (each with its brand and with none; only those two columns are read),
// every catalog row with its brand, and typed-slip variants of every third row (a dot or a space inside, O for 0,
// I for 1, a written pair, the brand written before it), and counts the queries whose results differ as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsv } from '../scripts/eval/identify-labelled';
import * as head from '../src/domain/enrichment/nomenclature';
import { readCatalogModels } from '../src/server/catalog/load-catalog';
import { queryMix } from './lib/engine-queries';

type Decoder = (model: string, brand: string | null) => unknown;

const at = process.argv.indexOf('--base');
if (at < 0 || process.argv[at + 1] === undefined) throw new Error('usage: npx tsx bench/decode-parity.ts --base <checkout>');
const baseRoot = path.resolve(process.argv[at + 1]!);
const base = (await import(path.join(baseRoot, 'src/domain/enrichment/nomenclature/index.ts'))) as { decodeModelNumber: Decoder; decodeModelNumberAsRead: Decoder };

const models = readCatalogModels();
const queries: { model: string; brand: string | null }[] = [...queryMix(models, 40000).all];
const evalDir = path.join(import.meta.dirname, '../data/eval');
for (const file of readdirSync(evalDir).filter((f) => f.endsWith('.csv'))) {
  const [header = [], ...rows] = parseCsv(readFileSync(path.join(evalDir, file), 'utf8'));
  const b = header.indexOf('brand');
  const m = header.indexOf('model_number');
  for (const row of rows) queries.push({ model: row[m] ?? '', brand: row[b] || null }, { model: row[m] ?? '', brand: null });
}
for (const [i, row] of models.entries()) {
  const model = row.model.replace(/[*#]/g, '');
  if (model === '') continue;
  queries.push({ model, brand: row.brand });
  if (i % 3 !== 0 || model.length < 5) continue;
  const k = 3 + (i % 3);
  const other = models[(i + 7) % models.length]!.model;
  queries.push(
    { model: `${model.slice(0, k)}.${model.slice(k)}`, brand: row.brand },
    { model: `${model.slice(0, k)} ${model.slice(k)}`, brand: row.brand },
    { model: model.replace(/0/g, 'O'), brand: row.brand },
    { model: model.replace(/1/g, 'I'), brand: i % 2 ? row.brand : null },
    { model: `${model} / ${other}`, brand: row.brand },
    { model: `${row.brand} ${model}`, brand: row.brand },
  );
}

let differ = 0;
let decoded = 0;
for (const q of queries) {
  const h = [head.decodeModelNumber(q.model, q.brand), head.decodeModelNumberAsRead(q.model, q.brand)];
  const b = [base.decodeModelNumber(q.model, q.brand), base.decodeModelNumberAsRead(q.model, q.brand)];
  if (h[0] !== null) decoded++;
  if (JSON.stringify(h) !== JSON.stringify(b)) differ++;
}
console.log(`decode parity against ${baseRoot}: ${queries.length} queries, ${decoded} decoded here, ${differ} with a different result (must be 0)`);
process.exitCode = differ === 0 ? 0 : 1;
