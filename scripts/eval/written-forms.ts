// How robust the model-number decoder is to the ways people write a number it reads:
//   npx tsx scripts/eval/written-forms.ts [--show <form>] [--set eval|catalog] [--sample N]
//
// Base numbers: every row of data/eval/identify-*.csv that decodeModelNumber(model, brand) reads today with the row's
// expected type, and every catalog row (wildcards * and # stripped) it reads with the catalog's type (full decodes, not
// series-only). Each written form below is applied to each base number it fits, and read two ways: by the engine's
// decode path (enrichSummary over an empty catalog: the field's label, notes and punctuation taken off by
// model-as-written.ts, a brand written before it, then the decoder) and by the decoder alone (decodeModelNumber). The
// table gives, per form and base set, how many forms still decode to the same type (and how many of those only from the
// series), to another type (a wrong decode), or to nothing. `--show <form>` lists a sample of the forms the engine no
// longer reads as the same type.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildCatalogIndex } from '../../src/domain/enrichment/catalog/catalog-index';
import { enrichSummary } from '../../src/domain/enrichment/enrich';
import { decodeModelNumber } from '../../src/domain/enrichment/nomenclature';
import { SERIES_NAME_NOTE, SERIES_ONLY_NOTE } from '../../src/domain/enrichment/nomenclature/identify';
import { readCatalogModels } from '../../src/server/catalog/load-catalog';
import { parseLabelled } from './identify-labelled';

const args = new Map<string, string>();
for (let i = 2; i + 1 < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1]!);
const ROOT = resolve(import.meta.dirname, '../..');

export interface BaseNumber {
  model: string;
  brand: string | null;
  type: string;
  /** Another base number of the same brand and type (for the two-number forms), if any. */
  sibling: string | null;
  /** The catalog row as listed, when it ends in a revision wildcard (* or #); null otherwise and for eval rows. */
  wildcard: string | null;
}

/** Where a number's first field (letters, or digits) ends and the next begins, from the third character on; -1 if none. */
function fieldBoundary(model: string, from = 2): number {
  for (let i = Math.max(1, from); i < model.length; i++) {
    const a = model[i - 1]!;
    const b = model[i]!;
    if (/[A-Za-z]/.test(a) && /[0-9]/.test(b)) return i;
    if (/[0-9]/.test(a) && /[A-Za-z]/.test(b)) return i;
  }
  return -1;
}

/** The first character from position 2 on that `from` matches, replaced by `to`; null when there is none. */
function swapFirst(model: string, from: RegExp, to: (c: string) => string): string | null {
  for (let i = 2; i < model.length; i++) if (from.test(model[i]!)) return model.slice(0, i) + to(model[i]!) + model.slice(i + 1);
  return null;
}

/** A note naming the unit's role, as owners add it after the number. */
function roleNote(type: string): string {
  if (['air conditioners', 'heat pumps', 'packaged units'].includes(type)) return '(outdoor unit)';
  if (type === 'air handlers' || type === 'evaporator coils') return '(indoor unit)';
  if (type === 'furnaces') return '(furnace)';
  return '(unit)';
}

export interface WrittenForm {
  name: string;
  /** Where people are seen to write a number so (one line). */
  source: string;
  apply: (b: BaseNumber, index: number) => string | null;
}

const LABELS = ['Model: ', 'Model # ', 'M/N ', 'MODEL NO. ', 'model '];
const CONFUSION = 'src/domain/nameplate/confusions.ts (the O/0, I/1, L/1, B/8, S/5, Z/2 pairs of stamped plates and handwriting)';

export const WRITTEN_FORMS: readonly WrittenForm[] = [
  { name: 'as written', source: 'the base number itself', apply: (b) => b.model },
  { name: 'lower case', source: 'RULES.md §0.1 (upper-case when normalising); eval rows such as "pgm8aa060155"', apply: (b) => b.model.toLowerCase() },
  {
    name: 'space between fields',
    source: 'RULES.md §0.1 (collapse inner spaces); eval README example "GS6 40 YBPDT"',
    apply: (b) => {
      const at = fieldBoundary(b.model);
      return at < 0 ? null : `${b.model.slice(0, at)} ${b.model.slice(at)}`;
    },
  },
  {
    name: 'spaces between all fields',
    source: 'the same, every letter/digit change spaced ("GSX 14 036 1")',
    apply: (b) => {
      const spaced = b.model.replace(/(?<=[A-Za-z])(?=[0-9])|(?<=[0-9])(?=[A-Za-z])/g, ' ');
      return spaced === b.model ? null : spaced;
    },
  },
  {
    name: 'hyphen between fields',
    source: 'RULES.md §0.1 (Lennox, Bard, Nordyne, Mitsubishi print hyphens between fields; owners copy the habit)',
    apply: (b) => {
      if (b.model.includes('-')) return null;
      const at = fieldBoundary(b.model);
      return at < 0 ? null : `${b.model.slice(0, at)}-${b.model.slice(at)}`;
    },
  },
  { name: 'hyphens dropped', source: 'RULES.md §0.1 (hyphens are field separators, stripped for catalog matching)', apply: (b) => (b.model.includes('-') ? b.model.replaceAll('-', '') : null) },
  { name: 'hyphen as space', source: 'RULES.md §0.1; "G26Q3 75" for G26Q3-75', apply: (b) => (b.model.includes('-') ? b.model.replaceAll('-', ' ') : null) },
  {
    name: 'listed wildcard filled',
    source: 'RULES.md §0.1 (catalog rows print "any revision" as a trailing * or #, "GSH130181C*": the plate shows a letter there)',
    apply: (b) => (b.wildcard === null ? null : b.wildcard.replace(/[*#]+$/, 'A').replace(/[*#]/g, '')),
  },
  {
    name: 'revision letter appended',
    source: 'RULES.md §0.1 (catalog rows and literature print a trailing revision as "*": the plate shows a letter, "GSH130181C*")',
    apply: (b) => `${b.model}A`,
  },
  {
    name: 'revision block appended',
    source: 'RULES.md §0.1 (a trailing revision block is optional when matching); eval row "286BNA024000DE"',
    apply: (b) => `${b.model}AB`,
  },
  { name: 'brand before', source: 'eval rows ("Trane XR13", "Carrier 58 STX 110"); index.ts afterBrandWord', apply: (b) => (b.brand === null ? null : `${b.brand} ${b.model}`) },
  {
    name: 'label before',
    source: 'nameplates label the number "MODEL NO." / "M/N" (https://hotelsabruzzo.com/how-do-i-know-what-kind-of-furnace-i-have)',
    apply: (b, i) => `${LABELS[i % LABELS.length]}${b.model}`,
  },
  { name: 'role note after', source: 'written-pairs.ts forms ("GSX140361 (O)", "… condenser"); owners\' "(outdoor unit)"', apply: (b) => `${b.model} ${roleNote(b.type)}` },
  { name: 'trailing period', source: 'a number ending a sentence in a forum post or a note', apply: (b) => `${b.model}.` },
  { name: 'slash pair, same type', source: 'written-pairs.ts: systems written in one field ("FTX12NMVJU / RX12NMVJU")', apply: (b) => (b.sibling === null ? null : `${b.model} / ${b.sibling}`) },
  { name: 'two numbers, comma', source: 'written-pairs.ts: two numbers in one cell', apply: (b) => (b.sibling === null ? null : `${b.model}, ${b.sibling}`) },
  { name: 'digit 0 as letter O', source: CONFUSION, apply: (b) => swapFirst(b.model, /0/, () => 'O') },
  { name: 'digit 1 as letter I', source: CONFUSION, apply: (b) => swapFirst(b.model, /1/, () => 'I') },
  { name: 'digit 1 as letter l', source: CONFUSION, apply: (b) => swapFirst(b.model, /1/, () => 'l') },
  { name: 'digit 5 as letter S', source: CONFUSION, apply: (b) => swapFirst(b.model, /5/, () => 'S') },
  { name: 'digit 8 as letter B', source: CONFUSION, apply: (b) => swapFirst(b.model, /8/, () => 'B') },
  { name: 'letter O as digit 0', source: CONFUSION, apply: (b) => swapFirst(b.model, /[Oo]/, () => '0') },
  { name: 'letter S as digit 5', source: CONFUSION, apply: (b) => swapFirst(b.model, /[Ss]/, () => '5') },
  { name: 'letter B as digit 8', source: CONFUSION, apply: (b) => swapFirst(b.model, /[Bb]/, () => '8') },
  { name: 'letter I as digit 1', source: CONFUSION, apply: (b) => swapFirst(b.model, /[Ii]/, () => '1') },
];

export interface Tally {
  n: number;
  same: number;
  seriesOnly: number;
  other: number;
  none: number;
  losses: string[];
}

const EMPTY_CATALOG = buildCatalogIndex([]);
const TODAY = '2026-01-01';

/** What a path makes of a written number: its type and whether it was read from the series only; null for nothing. */
type Reader = (written: string, brand: string | null) => { type: string; seriesOnly: boolean; label: string } | null;

/** The engine's decode path: enrichSummary with no catalog to match, so what identifies the unit is the decode. */
export const readByEngine: Reader = (written, brand) => {
  const r = enrichSummary({ model_number: written, brand, serial_number: null, date_added: null, type_of_service: null }, EMPTY_CATALOG, TODAY);
  const m = r.identified;
  return m === null ? null : { type: m.type, seriesOnly: (m.model_notes ?? '').includes(SERIES_ONLY_NOTE) || (m.model_notes ?? '').includes(SERIES_NAME_NOTE), label: m.model_data['Nomenclature rule'] ?? '' };
};

/** The decoder alone. */
export const readByDecoder: Reader = (written, brand) => {
  const d = decodeModelNumber(written, brand);
  return d === null ? null : { type: d.type, seriesOnly: d.seriesOnly === true, label: d.rule };
};

/** The tally of one written form over `base`, read by `read`. */
export function tallyForm(form: WrittenForm, base: readonly BaseNumber[], read: Reader): Tally {
  const t: Tally = { n: 0, same: 0, seriesOnly: 0, other: 0, none: 0, losses: [] };
  base.forEach((b, i) => {
    const written = form.apply(b, i);
    if (written === null) return;
    t.n++;
    const d = read(written, b.brand);
    if (d === null) t.none++;
    else if (d.type !== b.type) t.other++;
    else {
      t.same++;
      if (d.seriesOnly) t.seriesOnly++;
      return;
    }
    t.losses.push(`${b.brand ?? '(no brand)'} "${written}" (from ${b.model}, ${b.type}) → ${d === null ? 'nothing' : `${d.type} (${d.label})`}`);
  });
  return t;
}

/** Eval rows decoded today with their expected type, full decodes (not series-only). */
function evalBase(): BaseNumber[] {
  const dir = resolve(ROOT, 'data/eval');
  const out: BaseNumber[] = [];
  for (const file of readdirSync(dir).filter((f) => /^identify-.*\.csv$/.test(f)).sort()) {
    for (const row of parseLabelled(readFileSync(resolve(dir, file), 'utf8'))) {
      const d = decodeModelNumber(row.model_number, row.brand);
      if (d !== null && !d.seriesOnly && d.type === row.expected_type) out.push({ model: row.model_number, brand: row.brand, type: row.expected_type, sibling: null, wildcard: null });
    }
  }
  return withSiblings(out);
}

/** Catalog rows decoded today with the catalog's type, full decodes (not series-only). */
function catalogBase(): BaseNumber[] {
  const out: BaseNumber[] = [];
  for (const row of readCatalogModels()) {
    const model = row.model.replace(/[*#]/g, '');
    if (model === '') continue;
    const d = decodeModelNumber(model, row.brand);
    if (d !== null && !d.seriesOnly && d.type === row.type) out.push({ model, brand: row.brand, type: row.type, sibling: null, wildcard: /[*#]$/.test(row.model) ? row.model : null });
  }
  return withSiblings(out);
}

/** Each number's sibling: the next base number of the same brand and type (the last one's is the first). */
function withSiblings(base: BaseNumber[]): BaseNumber[] {
  const groups = new Map<string, BaseNumber[]>();
  for (const b of base) {
    const key = `${b.brand ?? ''}|${b.type}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  for (const g of groups.values()) if (g.length > 1) g.forEach((b, i) => (b.sibling = g[(i + 1) % g.length]!.model));
  return base;
}

function main(): void {
  const sets = { eval: evalBase(), catalog: catalogBase() };
  const only = args.get('set');
  const show = args.get('show');
  const sampleN = Number(args.get('sample') ?? 25);
  const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
  const cell = (t: Tally) => `${`${t.same} (${pct(t.same, t.n)})`.padStart(17)} ${String(t.seriesOnly).padStart(6)} ${String(t.other).padStart(6)} ${String(t.none).padStart(6)}`;
  console.log(`base: ${sets.eval.length} eval rows, ${sets.catalog.length} catalog rows decoded today with their type (full decodes)`);
  console.log(`${''.padEnd(37)} ${'engine (model-as-written + decoder)'.padEnd(39)} decoder alone`);
  const head = `${'same type'.padStart(17)} ${'series'.padStart(6)} ${'other'.padStart(6)} ${'none'.padStart(6)}`;
  console.log(`${'written form'.padEnd(28)} ${'set'.padEnd(8)} ${head}  ${head}   n`);
  for (const form of WRITTEN_FORMS) {
    for (const [name, base] of Object.entries(sets)) {
      if (only !== undefined && only !== name) continue;
      const engine = tallyForm(form, base, readByEngine);
      if (engine.n === 0) continue;
      const decoder = tallyForm(form, base, readByDecoder);
      console.log(`${form.name.padEnd(28)} ${name.padEnd(8)} ${cell(engine)}  ${cell(decoder)}   ${engine.n}`);
      if (show === form.name) {
        const step = Math.max(1, Math.floor(engine.losses.length / sampleN));
        for (let i = 0; i < engine.losses.length && i / step < sampleN; i += step) console.log(`    ${engine.losses[i]}`);
      }
    }
  }
  console.log('\nSources of the written forms:');
  for (const form of WRITTEN_FORMS) console.log(`  ${form.name}: ${form.source}`);
}

main();
