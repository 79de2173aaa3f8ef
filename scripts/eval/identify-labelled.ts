// The labelled set of `npm run eval:identify` (data/eval/identify-labelled.csv): model numbers people
// reported from installed units, each with the type / capacity / refrigerant its source or the
// manufacturer's documents state. Parsing, validation, the RULES.md worked-example check, and the
// seeded model-number-shaped nonsense the decoders must not fire on.
import { EQUIPMENT_TYPES, type EquipmentType } from '../../src/domain/enrichment/catalog/equipment-types';
import { rng } from './labelled-set';

export const LABELLED_COLUMNS = ['brand', 'model_number', 'expected_type', 'expected_capacity', 'capacity_unit', 'expected_refrigerant', 'source_url', 'basis', 'report_kind'] as const;
/**
 * Where the model number comes from: a report of an installed unit (forum thread, smart-home
 * integration issue, blog), a parts retailer's page for the model, a manufacturer's document
 * (product data, installation or service manual) that lists it, or a safety recall, corrective-action
 * notice, class-action settlement or service bulletin that names the model among units in service, a field
 * study, monitoring or measurement-and-verification report that lists the units at the sites it measured, or an
 * inspection or condition-assessment record (home inspection report, property or facility condition assessment,
 * facility asset register) that lists the unit in service, or a legal record (court opinion, legal filing, or a
 * consumer's warranty-dispute record) that names the unit installed in a home.
 */
export const REPORT_KINDS = ['installed', 'parts-page', 'document', 'recall', 'field-study', 'inspection', 'legal'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Units a capacity is stated in: cooling tons; furnace/boiler input kBtu/h; tank gallons. */
export const CAPACITY_UNITS = ['tons', 'kBtu/h input', 'gal'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];

export interface LabelledRow {
  /** 1-based line in the file (header = line 1). */
  line: number;
  /** As reported; null when the reporter gave none. */
  brand: string | null;
  model_number: string;
  expected_type: EquipmentType;
  expected_capacity: { value: number; unit: CapacityUnit } | null;
  /** 'R-410A', 'R-22', 'R-32', 'R-454B' … or null when not known. */
  expected_refrigerant: string | null;
  source_url: string;
  basis: string;
  report_kind: ReportKind;
}

/** RFC 4180 fields of one CSV text (quoted fields may hold commas, doubled quotes, newlines). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new Error('unterminated quoted field at the end of the file');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

const isEquipmentType = (v: string): v is EquipmentType => (EQUIPMENT_TYPES as readonly string[]).includes(v);
const isCapacityUnit = (v: string): v is CapacityUnit => (CAPACITY_UNITS as readonly string[]).includes(v);
const isReportKind = (v: string): v is ReportKind => (REPORT_KINDS as readonly string[]).includes(v);

/** Parse and validate the labelled CSV; throws one error listing every bad row. */
export function parseLabelled(text: string): LabelledRow[] {
  const rows = parseCsv(text);
  const header = rows[0]?.map((h) => h.trim());
  const required = LABELLED_COLUMNS.slice(0, -1).join(',');
  // report_kind may be left out (another labelled set, e.g. a held-out one): every row then counts as installed.
  const withKind = header?.join(',') === LABELLED_COLUMNS.join(',');
  if (!header || (!withKind && header.join(',') !== required)) throw new Error(`header must be: ${LABELLED_COLUMNS.join(',')} (report_kind optional)`);
  const width = withKind ? LABELLED_COLUMNS.length : LABELLED_COLUMNS.length - 1;
  const out: LabelledRow[] = [];
  const problems: string[] = [];
  for (let r = 1; r < rows.length; r++) {
    const cells = rows[r]!.map((c) => c.trim());
    const line = r + 1;
    const bad = (msg: string) => problems.push(`line ${line}: ${msg}`);
    if (cells.length !== width) {
      bad(`${cells.length} fields, expected ${width}`);
      continue;
    }
    const [brand, model, type, cap, unit, refrigerant, url, basis, kind = 'installed'] = cells as [string, string, string, string, string, string, string, string, string?];
    if (model === '') bad('model_number is empty');
    if (!isEquipmentType(type)) bad(`expected_type "${type}" is not a catalog type`);
    if (!/^https?:\/\/\S+$/.test(url)) bad(`source_url "${url}" is not a URL`);
    if (basis === '') bad('basis is empty');
    if (!isReportKind(kind)) bad(`report_kind "${kind}" (one of ${REPORT_KINDS.join(', ')})`);
    let capacity: LabelledRow['expected_capacity'] = null;
    if (cap !== '' || unit !== '') {
      const value = Number(cap);
      if (!(value > 0) || !isCapacityUnit(unit)) bad(`capacity "${cap}" "${unit}" (a positive number and one of ${CAPACITY_UNITS.join(', ')})`);
      else capacity = { value, unit };
    }
    if (refrigerant !== '' && !/^R-\d{2,3}[A-Z]?$/.test(refrigerant)) bad(`refrigerant "${refrigerant}" (write it R-410A, R-22 …)`);
    if (isEquipmentType(type) && isReportKind(kind))
      out.push({ line, brand: brand === '' ? null : brand, model_number: model, expected_type: type, expected_capacity: capacity, expected_refrigerant: refrigerant === '' ? null : refrigerant, source_url: url, basis, report_kind: kind });
  }
  if (problems.length > 0) throw new Error(`labelled set: ${problems.length} bad rows\n  ${problems.join('\n  ')}`);
  return out;
}

/** Letters and digits only, upper case: how two spellings of one model number are compared. */
export const modelKey = (model: string): string => model.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** What RULES.md prints: whole model numbers, and model stems it lists as ranges ("TUD1A040…TUD1D140"). */
export interface RulesExamples {
  models: Set<string>;
  /** Stems written before an ellipsis: every model starting with one is a sibling the rules list. */
  stems: Set<string>;
}

/**
 * Model-number-like strings printed in RULES.md (the rules' own worked examples): every word of
 * four or more characters holding a letter and a digit, every backticked span with its inner
 * spaces removed (the rules spell examples out field by field, `4 T T R 4 036 L 1 000 A`), and
 * every stem of six or more characters on either side of "…" (sibling ranges).
 */
export function rulesExamples(rulesText: string): RulesExamples {
  const models = new Set<string>();
  const stems = new Set<string>();
  const add = (s: string, into: Set<string>, min: number) => {
    const k = modelKey(s);
    if (k.length >= min && /[A-Z]/.test(k) && /\d/.test(k)) into.add(k);
  };
  for (const m of rulesText.matchAll(/`([^`\n]+)`/g)) add(m[1]!.replace(/\s+/g, ''), models, 4);
  for (const w of rulesText.split(/[\s|,;:"'`()[\]{}<>=→]+/)) add(w, models, 4);
  for (const m of rulesText.matchAll(/([A-Za-z0-9/-]{6,})(?:…|\.\.\.)([A-Za-z0-9/-]{6,})?/g)) {
    add(m[1]!, stems, 6);
    if (m[2] !== undefined) add(m[2], stems, 6);
  }
  return { models, stems };
}

/**
 * The RULES.md example a labelled model number is, if any: the same letters and digits; the same
 * model with up to three trailing revision characters added or dropped (the shorter at least 7
 * long); or a sibling of a range the rules list.
 */
export function rulesExampleOf(model: string, examples: RulesExamples): string | null {
  const k = modelKey(model);
  if (examples.models.has(k)) return k;
  for (const e of examples.models) {
    const [short, long] = e.length < k.length ? [e, k] : [k, e];
    if (short.length >= 7 && long.length - short.length <= 3 && long.startsWith(short)) return e;
  }
  for (const stem of examples.stems) if (k.startsWith(stem)) return `${stem}…`;
  return null;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';

export interface Nonsense {
  input: string;
  brand: string | null;
  /** How it was made: 'shape' (each letter/digit replaced in place), 'shuffle' (the real model's characters permuted). */
  kind: 'shape' | 'shuffle';
  /** The real model it was made from. */
  from: string;
}

/**
 * Model-number-shaped nonsense, seeded: per labelled row, one string of the same shape (letter for
 * letter, digit for digit, separators kept) and one permutation of its characters, each submitted
 * with the row's brand. Strings whose letters and digits equal any real labelled model are dropped.
 */
export function makeNonsense(rows: readonly LabelledRow[], seed: number, perRow = 2): Nonsense[] {
  const rand = rng(seed);
  const pick = (s: string) => s[Math.floor(rand() * s.length)]!;
  const real = new Set(rows.map((r) => modelKey(r.model_number)));
  const out: Nonsense[] = [];
  for (const row of rows) {
    const m = row.model_number.toUpperCase();
    for (let i = 0; i < perRow; i++) {
      const shape = [...m].map((c) => (/[A-Z]/.test(c) ? pick(LETTERS) : /\d/.test(c) ? pick(DIGITS) : c)).join('');
      const chars = [...modelKey(m)];
      for (let j = chars.length - 1; j > 0; j--) {
        const t = Math.floor(rand() * (j + 1));
        [chars[j], chars[t]] = [chars[t]!, chars[j]!];
      }
      for (const [kind, input] of [['shape', shape], ['shuffle', chars.join('')]] as const)
        if (!real.has(modelKey(input))) out.push({ input, brand: row.brand, kind, from: row.model_number });
    }
  }
  return out;
}
