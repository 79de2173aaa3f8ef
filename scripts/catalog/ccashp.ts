// NRCan Greener Homes heat-pump list (ccashp.tsv): system rows (outdoor + indoor + furnace) →
// one model per outdoor unit (heat pump or mini-split) and one per indoor unit (air handler,
// evaporator coil or mini-split indoor unit), each carrying the rated combinations it belongs to.
import { canonicalBrand } from '../../src/domain/enrichment/brands';
import { cleanModelString, normalizeModelNumber } from '../../src/domain/enrichment/catalog/model-pattern';
import type { EquipmentType } from '../../src/domain/enrichment/catalog/equipment-types';
import { fmt, nominalTons, num, rangeText, type ModelDraft } from './draft';

export const CCASHP_FILE = 'ccashp.tsv';
/** Lines before the header of the AHRI-certified section (SOURCES.md: 11 lines of preamble). */
export const CCASHP_PREAMBLE_LINES = 11;
/** Combinations listed by name in an outdoor/indoor unit's model_data; the rest are counted. */
const MAX_LISTED_COMBINATIONS = 12;

/** One rated system, both sections mapped to the same fields. */
export interface SystemRow {
  line: number;
  group: string; // ASHP | ccASHP
  ref: string; // AHRI reference number or ENERGY STAR id
  refKind: 'AHRI' | 'ENERGY STAR';
  brand: string;
  series: string;
  outdoor: string;
  systemType: string; // Centrally Ducted | Mini/Multi-Split
  indoorType: string;
  indoor: string;
  furnace: string;
  heat47: number | null;
  hspf: number | null;
  cop5: number | null;
  capMaint: number | null;
  cool95: number | null;
  seer: number | null;
}

/** Parse both sections of the TSV; each section has its own header (the second from line 10,005). */
export function parseCcashp(text: string): { rows: SystemRow[]; sections: Array<{ header: string; firstLine: number; rows: number }> } {
  const lines = text.split(/\r?\n/);
  const rows: SystemRow[] = [];
  const sections: Array<{ header: string; firstLine: number; rows: number }> = [];
  let cols: string[] | null = null;
  for (let i = CCASHP_PREAMBLE_LINES; i < lines.length; i++) {
    const cells = (lines[i] ?? '').split('\t').map((c) => c.trim());
    if (cells[0] === 'Product group') {
      cols = cells;
      sections.push({ header: cells[1] ?? '', firstLine: i + 1, rows: 0 });
      continue;
    }
    if (!cols || !/^(cc)?ASHP$/i.test(cells[0] ?? '')) continue;
    const get = (name: RegExp): string => {
      const k = cols!.findIndex((c) => name.test(c));
      return k >= 0 ? (cells[k] ?? '').replace(/\u00a0/g, ' ').trim() : '';
    };
    const es = cols[1] === 'ENERGY STAR Id';
    rows.push({
      line: i + 1,
      group: cells[0] ?? '',
      ref: cells[1] ?? '',
      refKind: es ? 'ENERGY STAR' : 'AHRI',
      brand: get(/^Brand Name$/),
      series: es ? '' : get(/^Series Name/),
      outdoor: get(/^Outdoor Unit Model/),
      systemType: get(/^System type$/),
      indoorType: es ? get(/^Product Type$/) : get(/^Indoor Type/),
      indoor: get(/^Indoor Unit/),
      furnace: get(/^Furnace/),
      heat47: num(get(/^(Rated heating capacity|Capacity\s+Btu)/)),
      hspf: num(get(/^HSPF/)),
      cop5: num(get(/^COP at Max/)),
      capMaint: num(get(/^Capacity Maintenance/)),
      cool95: num(get(/Cooling Capacity/)),
      seer: num(get(/^SEER/)),
    });
    const sec = sections[sections.length - 1];
    if (sec) sec.rows++;
  }
  return { rows, sections };
}

export interface IndoorUnit {
  model: string;
  /** 'blower': a modular blower/air-handler section joined to a coil with "+" ("CM30CXA1+ME12CN21"). */
  role: 'main' | 'blower';
}

/**
 * Split an indoor cell into unit models: "A+TXV & 98…" (coil & furnace), "X X X" (several heads),
 * "AA" doubled, "COIL+BLOWER" (York/JCI modular air handlers).
 */
export function indoorUnitsOf(cell: string): { units: IndoorUnit[]; furnace: string } {
  const [first = '', ...rest] = cell.split('&');
  const furnace = rest.join('&').trim();
  const units = new Map<string, IndoorUnit>();
  for (const piece of cleanModelString(first).split(/\s+/)) {
    piece.split('+').forEach((part, k) => {
      let m = part.trim();
      if (m.length < 4 || !/\d/.test(m)) return;
      // A model written twice without a space ("PKA-A18LAPKA-A18LA").
      const half = m.length / 2;
      if (m.length % 2 === 0 && m.slice(0, half) === m.slice(half)) m = m.slice(0, half);
      if (!units.has(m.toUpperCase())) units.set(m.toUpperCase(), { model: m, role: k === 0 ? 'main' : 'blower' });
    });
  }
  return { units: [...units.values()], furnace };
}

/** The unit model strings of an indoor cell (see indoorUnitsOf). */
export function indoorUnits(cell: string): { units: string[]; furnace: string } {
  const { units, furnace } = indoorUnitsOf(cell);
  return { units: units.map((u) => u.model), furnace };
}

/** "Singlezone Non-ducted Wall Placement" → "wall-mounted"; the placement words a dispatcher uses. */
function placementOf(indoorType: string): string {
  const t = indoorType.toLowerCase();
  if (t.includes('wall')) return 'wall-mounted';
  if (t.includes('ceiling')) return 'ceiling';
  if (t.includes('floor')) return 'floor';
  if (t.includes('compact ducted')) return 'compact ducted';
  if (t.includes('non-ducted')) return 'non-ducted';
  if (t.includes('ducted')) return 'ducted';
  return '';
}

function listText(values: string[]): string {
  const distinct = [...new Set(values.filter((v) => v !== ''))].sort();
  if (distinct.length <= MAX_LISTED_COMBINATIONS) return distinct.join(', ');
  return `${distinct.slice(0, MAX_LISTED_COMBINATIONS).join(', ')} and ${distinct.length - MAX_LISTED_COMBINATIONS} more`;
}

function vals(rows: SystemRow[], pick: (r: SystemRow) => number | null): number[] {
  return rows.map(pick).filter((v): v is number => v !== null);
}

function ratingData(rows: SystemRow[]): Record<string, string> {
  const d: Record<string, string> = {};
  const put = (key: string, v: number[], decimals = 2) => {
    if (v.length > 0) d[key] = rangeText(v, decimals);
  };
  put('Rated cooling capacity at 95°F (Btu/h)', vals(rows, (r) => r.cool95), 0);
  put('Rated heating capacity at 47°F (Btu/h)', vals(rows, (r) => r.heat47), 0);
  put('SEER', vals(rows, (r) => r.seer));
  put('HSPF (Region IV)', vals(rows, (r) => r.hspf));
  put('COP at max capacity, 5°F', vals(rows, (r) => r.cop5));
  put('Capacity maintenance 5°F/47°F (%)', vals(rows, (r) => r.capMaint), 0);
  d['Cold-climate (ccASHP) rated'] = rows.some((r) => /^cc/i.test(r.group)) ? 'yes' : 'no';
  d['Rated combinations (count)'] = String(rows.length);
  const ahri = rows.filter((r) => r.refKind === 'AHRI').map((r) => r.ref);
  if (ahri.length > 0) d['AHRI reference numbers'] = listText(ahri);
  const es = rows.filter((r) => r.refKind === 'ENERGY STAR').map((r) => r.ref);
  if (es.length > 0) d['ENERGY STAR unique ID'] = listText(es);
  return d;
}

function capacityNote(type: EquipmentType, rows: SystemRow[]): string {
  const cool = vals(rows, (r) => r.cool95);
  const heat = vals(rows, (r) => r.heat47);
  const cap = cool.length > 0 ? Math.max(...cool) : heat.length > 0 ? Math.max(...heat) : null;
  if (cap === null) return '';
  return type === 'mini-splits' ? `${fmt(cap, 0)} Btu/h ` : `${nominalTons(cap)} `;
}

function effNote(rows: SystemRow[]): string {
  const seer = vals(rows, (r) => r.seer);
  const hspf = vals(rows, (r) => r.hspf);
  const parts: string[] = [];
  if (seer.length > 0) parts.push(`${rangeText(seer, 1)} SEER`);
  if (hspf.length > 0) parts.push(`${rangeText(hspf, 1)} HSPF`);
  return parts.join(', ');
}

function seriesOf(rows: SystemRow[]): string | null {
  const names = [...new Set(rows.map((r) => r.series).filter((s) => s !== ''))];
  return names.length === 1 ? (names[0] ?? null) : null;
}

function groupBy<K>(rows: SystemRow[], key: (r: SystemRow) => K[]): Map<K, SystemRow[]> {
  const map = new Map<K, SystemRow[]>();
  for (const r of rows) for (const k of key(r)) map.set(k, [...(map.get(k) ?? []), r]);
  return map;
}

const unitKey = (brand: string, model: string) => `${brand}\u0000${model.toUpperCase()}`;
const splitKey = (key: string): [string, string] => key.split('\u0000') as [string, string];

export function ccashpDrafts(rows: SystemRow[]): ModelDraft[] {
  const drafts: ModelDraft[] = [];
  // Outdoor units (heat pumps, mini-split outdoor units).
  const byOutdoor = groupBy(rows, (r) => (r.outdoor ? [unitKey(canonicalBrand(r.brand), cleanModelString(r.outdoor))] : []));
  const outdoorKeys = new Set<string>();
  for (const [key, group] of byOutdoor) {
    const [brand] = splitKey(key);
    const model = cleanModelString(group[0]?.outdoor ?? '');
    outdoorKeys.add(`${brand}\u0000${normalizeModelNumber(model)}`);
    const mini = group.some((r) => /mini|multi/i.test(r.systemType));
    const type: EquipmentType = mini ? 'mini-splits' : 'heat pumps';
    const cold = group.some((r) => /^cc/i.test(r.group)) ? 'cold-climate ' : '';
    const what = mini ? `${cold}mini-split heat pump, outdoor unit` : `${cold}heat pump`;
    const zones = mini ? [...new Set(group.map((r) => r.indoorType).filter((t) => /zone|indoor/i.test(t)))] : [];
    const data: Record<string, string> = {
      Role: 'outdoor unit',
      'System type': listText(group.map((r) => r.systemType)),
      'Indoor configuration': listText(group.map((r) => r.indoorType)),
      ...ratingData(group),
      'Indoor units (rated combinations)': listText(group.flatMap((r) => indoorUnits(r.indoor).units)),
    };
    const furnaces = group.flatMap((r) => [r.furnace, indoorUnits(r.indoor).furnace]).filter((f) => f !== '');
    if (furnaces.length > 0) data['Furnaces (rated combinations)'] = listText(furnaces);
    const eff = effNote(group);
    drafts.push({
      model,
      brand,
      type,
      notes: `${capacityNote(type, group)}${what}${eff ? `, ${eff}` : ''}${zones.length === 1 && /multizone/i.test(zones[0] ?? '') ? ', multi-zone' : ''}`,
      data,
      series: seriesOf(group),
      source: CCASHP_FILE,
    });
  }
  // Indoor units: air handlers (ducted, no furnace), evaporator coils (ducted, with a furnace),
  // mini-split indoor units. A model that is also an outdoor unit of the same brand is skipped.
  const byIndoor = groupBy(rows, (r) => indoorUnitsOf(r.indoor).units.map((u) => unitKey(canonicalBrand(r.brand), u.model)));
  for (const [key, group] of byIndoor) {
    const [brand, upper] = splitKey(key);
    if (outdoorKeys.has(`${brand}\u0000${normalizeModelNumber(upper)}`)) continue;
    const unit = indoorUnitsOf(group[0]?.indoor ?? '').units.find((u) => u.model.toUpperCase() === upper);
    const model = unit?.model ?? upper;
    const mini = group.some((r) => /mini|multi/i.test(r.systemType));
    const withFurnace = group.some((r) => r.furnace !== '' || indoorUnitsOf(r.indoor).furnace !== '');
    const withBlower = group.some((r) => indoorUnitsOf(r.indoor).units.some((u) => u.role === 'blower'));
    const type: EquipmentType = mini ? 'mini-splits' : unit?.role === 'blower' ? 'air handlers' : withFurnace || withBlower ? 'evaporator coils' : 'air handlers';
    const placement = mini ? placementOf(group.map((r) => r.indoorType).find((t) => placementOf(t) !== '') ?? '') : '';
    const what = mini
      ? `mini-split indoor unit${placement ? ` (${placement})` : ''}`
      : unit?.role === 'blower'
        ? 'modular blower / air handler section (heat pump rated)'
        : type === 'evaporator coils'
          ? 'evaporator coil (heat pump rated)'
          : 'air handler (heat pump rated)';
    const data: Record<string, string> = {
      Role: unit?.role === 'blower' ? 'indoor blower section' : 'indoor unit',
      'System type': listText(group.map((r) => r.systemType)),
      'Indoor configuration': listText(group.map((r) => r.indoorType)),
      ...ratingData(group),
      'Outdoor units (rated combinations)': listText(group.map((r) => cleanModelString(r.outdoor))),
    };
    const multiZone = group.some((r) => indoorUnitsOf(r.indoor).units.length > 1 && mini) || group.some((r) => /multizone/i.test(r.indoorType));
    drafts.push({
      model,
      brand,
      type,
      notes: `${multiZone ? '' : capacityNote(type, group)}${what}`,
      data,
      series: seriesOf(group),
      source: CCASHP_FILE,
    });
  }
  return drafts;
}
