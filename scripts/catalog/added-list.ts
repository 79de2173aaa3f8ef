// A model list added with `npm run catalog:add`: its layout, detected from the header, and its rows
// as model drafts. Every problem is reported with its line and field; one problem rejects the file.
//
// Layouts:
//  * ENERGY STAR single-model exports — the layouts of the files in ../shared/data/catalog/raw
//    (furnaces, boilers, commercial boilers, geothermal heat pumps, light commercial HVAC, water
//    heaters, commercial water heaters), read by the same code as those files (energy-star.ts);
//  * ENERGY STAR split-system lists (Central Air Conditioners, Air-Source Heat Pumps): one row per
//    certified outdoor + indoor combination, columns "Outdoor Unit Brand Name", "Outdoor Unit Model
//    Number", "Indoor Unit Brand Name", "Indoor Unit Model Number" (names of ENERGY STAR's dataset
//    columns outdoor_unit_brand_name … indoor_unit_model_number); a list with an HSPF column is the
//    heat-pump list. The outdoor unit and the indoor unit each become a model;
//  * DOE Compliance Certification Database exports of consumer water heaters, furnaces and central
//    air conditioners / heat pumps (doe-ccms.ts, which cites where their columns come from);
//  * plain `brand,model_number,type,capacity,refrigerant` (type in the catalog vocabulary, capacity
//    "<number> <unit>" with unit ton, Btu/h, kBtu/h or gal; capacity and refrigerant may be empty).
// Lines starting with "#" before the header are comments (older CCMS exports carry them).
import Papa from 'papaparse';
import { canonicalBrand } from '../../src/domain/enrichment/brands';
import { EQUIPMENT_TYPES, type EquipmentType } from '../../src/domain/enrichment/catalog/equipment-types';
import { ccmsDrafts, ccmsHeaderProblems, detectCcmsLayout, type CcmsLayout } from './doe-ccms';
import { fmt, nominalTons, num, type ModelDraft } from './draft';
import { energyStarDraft } from './energy-star';

export interface ListOrigin {
  name: string;
  /** ISO date (YYYY-MM-DD) the list was published or downloaded. */
  date: string;
  terms: string;
}

export type Layout =
  | { kind: 'energy-star'; file: string; label: string }
  | { kind: 'energy-star-split'; type: 'air conditioners' | 'heat pumps'; label: string }
  | CcmsLayout
  | { kind: 'plain'; label: string };

/** The file is not a usable list; `problems` name the line and field of each. */
export class ListError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** At most this many problems are listed (a wrong file would otherwise print every row). */
const MAX_PROBLEMS = 20;

// ENERGY STAR single-model layouts: the columns every export of that list has (raw file headers).
const ES_COMMON = ['ENERGY STAR Unique ID', 'Brand Name', 'Model Number'];
const ES_LAYOUTS: Array<{ file: string; label: string; columns: string[] }> = [
  { file: 'ENERGY_STAR_Certified_Furnaces.csv', label: 'ENERGY STAR furnaces', columns: ['Furnace is ENERGY STAR Certified in', 'Efficiency (AFUE)', 'Fuel Type'] },
  { file: 'ENERGY_STAR_Certified_Commercial_Boilers.csv', label: 'ENERGY STAR commercial boilers', columns: ['Full Load Input Rate (kBtu/hr)', 'Thermal Efficiency (%)'] },
  { file: 'ENERGY_STAR_Certified_Boilers.csv', label: 'ENERGY STAR boilers', columns: ['Product Type', 'Efficiency (AFUE)', 'Fuel Type'] },
  { file: 'ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv', label: 'ENERGY STAR geothermal heat pumps', columns: ['Type', 'COP Rating', 'Energy Efficiency (EER)'] },
  { file: 'ENERGY_STAR_Certified_Light_Commercial_HVAC.csv', label: 'ENERGY STAR light commercial HVAC', columns: ['Type', 'Cooling Capacity (kBtu/h)', 'IEER Rating (Btu/Wh)'] },
  { file: 'ENERGY_STAR_Certified_Commercial_Water_Heaters.csv', label: 'ENERGY STAR commercial water heaters', columns: ['Type', 'Thermal Efficiency (TE)', 'Input Rate  - Gas-fired (kBtu/hr)'] },
  { file: 'ENERGY_STAR_Certified_Water_Heaters.csv', label: 'ENERGY STAR water heaters', columns: ['Type', 'Uniform Energy Factor (UEF)'] },
];
const SPLIT_COLUMNS = ['Outdoor Unit Brand Name', 'Outdoor Unit Model Number', 'Indoor Unit Model Number'];
const PLAIN_COLUMNS = ['brand', 'model_number', 'type', 'capacity', 'refrigerant'];

const squash = (s: string): string => s.trim().replace(/\s+/g, ' ');

/** The layout of a header row, or a ListError saying what is missing. */
export function detectLayout(header: string[]): Layout {
  const have = new Set(header.map(squash));
  const lower = new Set(header.map((h) => squash(h).toLowerCase()));
  if (PLAIN_COLUMNS.every((c) => lower.has(c)) && lower.size === PLAIN_COLUMNS.length) return { kind: 'plain', label: 'plain brand,model_number,type,capacity,refrigerant' };
  if (SPLIT_COLUMNS.every((c) => have.has(c))) {
    const heatPump = header.some((h) => /HSPF/i.test(h));
    return { kind: 'energy-star-split', type: heatPump ? 'heat pumps' : 'air conditioners', label: heatPump ? 'ENERGY STAR air-source heat pumps (split systems)' : 'ENERGY STAR central air conditioners (split systems)' };
  }
  if (ES_COMMON.every((c) => have.has(c))) {
    for (const l of ES_LAYOUTS) if (l.columns.every((c) => have.has(c))) return { kind: 'energy-star', file: l.file, label: l.label };
    throw new ListError([`line 1: an ENERGY STAR export, but not of a list catalog:add reads (its columns match none of: ${ES_LAYOUTS.map((l) => l.label).join('; ')})`]);
  }
  if (PLAIN_COLUMNS.some((c) => lower.has(c))) {
    const missing = PLAIN_COLUMNS.filter((c) => !lower.has(c));
    const extra = [...lower].filter((c) => !PLAIN_COLUMNS.includes(c));
    throw new ListError([`line 1: a plain list needs exactly the columns ${PLAIN_COLUMNS.join(',')}${missing.length ? `; missing: ${missing.join(', ')}` : ''}${extra.length ? `; unknown: ${extra.join(', ')}` : ''}`]);
  }
  const ccms = detectCcmsLayout(header);
  if (ccms !== null) return ccms;
  throw new ListError([
    `line 1: unknown layout (header "${header.slice(0, 6).join(',')}${header.length > 6 ? ',…' : ''}"): expected an ENERGY STAR export (${ES_COMMON.join(', ')} …), an ENERGY STAR split-system list (${SPLIT_COLUMNS.join(', ')}), a DOE CCMS export of water heaters, furnaces or central AC/HP (Brand_Name_s__s, Individual_Model_Number_Covered_by_Basic_Model_m …) or ${PLAIN_COLUMNS.join(',')}`,
  ]);
}

/** Capacity cell of the plain layout → model_data entries and a note, or an error text. */
const CAPACITY_UNITS: Record<string, { key: string; factor: number }> = {
  ton: { key: 'Nominal cooling capacity (ton)', factor: 1 },
  tons: { key: 'Nominal cooling capacity (ton)', factor: 1 },
  'btu/h': { key: 'Capacity (Btu/h)', factor: 1 },
  'kbtu/h': { key: 'Capacity (Btu/h)', factor: 1000 },
  gal: { key: 'Storage volume (gal)', factor: 1 },
};
function parseCapacity(cell: string): { key: string; value: number } | string {
  const m = /^(\d+(?:\.\d+)?)\s*([A-Za-z/]+)$/.exec(cell.trim());
  const unit = m ? CAPACITY_UNITS[m[2]!.toLowerCase()] : undefined;
  if (!m || !unit) return `"${cell}" is not "<number> <unit>" with unit ton, Btu/h, kBtu/h or gal`;
  const value = Number(m[1]) * unit.factor;
  if (!(value > 0)) return `"${cell}" must be positive`;
  return { key: unit.key, value };
}

function parseRefrigerant(cell: string): string | null {
  const m = /^R-?(\d{2,4}[A-Z]?)$/i.exec(cell.trim().replace(/\s+/g, ''));
  return m ? `R-${m[1]!.toUpperCase()}` : null;
}

function originData(origin: ListOrigin): Record<string, string> {
  return { 'Added list': `${origin.name} (${origin.date})`, 'Added list terms': origin.terms };
}

type Row = Record<string, string>;

function plainDraft(row: Row, line: number, source: string, origin: ListOrigin, problems: string[]): ModelDraft | null {
  const get = (k: string): string => squash(Object.entries(row).find(([h]) => squash(h).toLowerCase() === k)?.[1] ?? '');
  const brand = get('brand');
  const model = get('model_number');
  const type = get('type').toLowerCase();
  const before = problems.length;
  if (brand === '') problems.push(`line ${line}, field brand: empty`);
  if (model === '') problems.push(`line ${line}, field model_number: empty`);
  if (!(EQUIPMENT_TYPES as readonly string[]).includes(type)) problems.push(`line ${line}, field type: "${get('type')}" is not one of ${EQUIPMENT_TYPES.join(', ')}`);
  const data = originData(origin);
  const notes: string[] = [];
  const cap = get('capacity');
  if (cap !== '') {
    const c = parseCapacity(cap);
    if (typeof c === 'string') problems.push(`line ${line}, field capacity: ${c}`);
    else {
      data[c.key] = fmt(c.value);
      notes.push(c.key.startsWith('Nominal') ? `${fmt(c.value, 1)} ton` : c.key.startsWith('Storage') ? `${fmt(c.value, 1)} gal` : `${fmt(c.value, 0)} Btu/h`);
    }
  }
  const ref = get('refrigerant');
  if (ref !== '') {
    const r = parseRefrigerant(ref);
    if (r === null) problems.push(`line ${line}, field refrigerant: "${ref}" is not a refrigerant designation such as R-410A or R-32`);
    else {
      data['Refrigerant'] = r;
      notes.push(r);
    }
  }
  if (problems.length > before) return null;
  return { model, brand: canonicalBrand(brand), type: type as EquipmentType, notes: [type.replace(/s$/, ''), ...notes].join(', '), data, series: null, source };
}

function splitDrafts(row: Row, line: number, layout: Extract<Layout, { kind: 'energy-star-split' }>, source: string, origin: ListOrigin, problems: string[]): ModelDraft[] {
  const get = (k: string): string => squash(Object.entries(row).find(([h]) => squash(h) === k)?.[1] ?? '');
  const outdoorBrand = get('Outdoor Unit Brand Name');
  const outdoor = get('Outdoor Unit Model Number');
  const indoor = get('Indoor Unit Model Number');
  const indoorBrand = get('Indoor Unit Brand Name') || outdoorBrand;
  const before = problems.length;
  if (outdoorBrand === '') problems.push(`line ${line}, field Outdoor Unit Brand Name: empty`);
  if (outdoor === '') problems.push(`line ${line}, field Outdoor Unit Model Number: empty`);
  if (problems.length > before) return [];
  const capCol = Object.keys(row).find((h) => /^cooling capacity/i.test(squash(h)));
  const btu = capCol ? num(row[capCol]) : null;
  const size = btu !== null && btu > 0 ? `${nominalTons(btu)} ` : '';
  const refCol = Object.keys(row).find((h) => /^refrigerant/i.test(squash(h)));
  const refrigerant = refCol ? squash(row[refCol] ?? '') : '';
  const data = originData(origin);
  for (const [k, v] of Object.entries(row)) {
    const key = squash(k);
    const value = squash(v ?? '');
    if (value !== '' && !SPLIT_COLUMNS.includes(key) && key !== 'Indoor Unit Brand Name') data[key] = value;
  }
  const what = layout.type === 'heat pumps' ? 'split heat pump' : 'split air conditioner';
  const out: ModelDraft[] = [
    { model: outdoor, brand: canonicalBrand(outdoorBrand), type: layout.type, notes: [`${size}${what} outdoor unit`, refrigerant].filter(Boolean).join(', '), data: { ...data, 'Rated with indoor unit': indoor }, series: null, source },
  ];
  if (indoor !== '') {
    out.push({ model: indoor, brand: canonicalBrand(indoorBrand), type: 'air handlers', notes: `indoor unit (air handler or coil) rated with ${what} ${outdoor}`, data: { ...originData(origin), 'Rated with outdoor unit': outdoor }, series: null, source });
  }
  return out;
}

/** Parse a list (CSV text) into drafts; throws ListError with every problem (up to MAX_PROBLEMS). */
export function parseAddedList(text: string, source: string, origin: ListOrigin): { drafts: ModelDraft[]; rows: number; layout: Layout } {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  let skipped = 0;
  while (skipped < lines.length && lines[skipped]!.startsWith('#')) skipped++;
  const parsed = Papa.parse<Row>(lines.slice(skipped).join('\n'), { header: true, skipEmptyLines: 'greedy' });
  const header = parsed.meta.fields ?? [];
  const headerLine = skipped + 1;
  if (header.length === 0 || header.every((h) => h.trim() === '')) throw new ListError([`line ${headerLine}: the file is empty or has no header row`]);
  const layout = detectLayout(header);
  const problems: string[] = layout.kind === 'doe-ccms' ? ccmsHeaderProblems(layout).map((p) => p.replace(/^line 1:/, `line ${headerLine}:`)) : [];
  if (problems.length > 0) throw new ListError(problems);
  for (const e of parsed.errors.slice(0, MAX_PROBLEMS)) problems.push(`line ${(e.row ?? 0) + headerLine + 1}: ${e.message}`);
  if (problems.length > 0) throw new ListError(problems);
  const drafts: ModelDraft[] = [];
  parsed.data.forEach((row, k) => {
    if (problems.length >= MAX_PROBLEMS) return;
    const line = k + headerLine + 1;
    if (layout.kind === 'doe-ccms') {
      drafts.push(...ccmsDrafts(row, line, layout, source, originData(origin), problems));
    } else if (layout.kind === 'plain') {
      const d = plainDraft(row, line, source, origin, problems);
      if (d) drafts.push(d);
    } else if (layout.kind === 'energy-star-split') {
      drafts.push(...splitDrafts(row, line, layout, source, origin, problems));
    } else {
      if (squash(row['Model Number'] ?? '') === '') problems.push(`line ${line}, field Model Number: empty`);
      else if (squash(row['Brand Name'] ?? '') === '') problems.push(`line ${line}, field Brand Name: empty`);
      else {
        const d = energyStarDraft(layout.file, row);
        if (d === null) problems.push(`line ${line}, field Type: "${row['Type'] ?? ''}" is not a type the ${layout.label} reader knows`);
        else drafts.push({ ...d, data: { ...d.data, ...originData(origin) }, source });
      }
    }
  });
  if (parsed.data.length === 0) problems.push(`line ${headerLine + 1}: the file has a header but no rows`);
  if (problems.length > 0) throw new ListError(problems.slice(0, MAX_PROBLEMS));
  return { drafts, rows: parsed.data.length, layout };
}

/** `--source "<name>, <YYYY-MM-DD>, <terms>"` → its parts, or a ListError. */
export function parseSource(arg: string): ListOrigin {
  const m = /^\s*([^,]+?)\s*,\s*(\d{4}-\d{2}-\d{2})\s*,\s*(\S.*?)\s*$/.exec(arg);
  if (!m || Number.isNaN(Date.parse(m[2]!))) throw new ListError([`--source: expected "<name>, <YYYY-MM-DD>, <terms>" (e.g. "ACME distributor price list, 2025-06-01, internal use"), got "${arg}"`]);
  return { name: m[1]!, date: m[2]!, terms: m[3]! };
}

/** File name under data/catalog/added for a list: slug of its name + date. */
export function addedFileName(origin: ListOrigin): string {
  const slug = origin.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'list';
  return `${slug}-${origin.date}.csv`;
}
