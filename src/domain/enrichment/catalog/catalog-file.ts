// The shipped catalog file (data/catalog/catalog.json.gz, gunzipped): a compact, dictionary-coded
// form of CatalogModel[]. Strings that repeat (brands, types, sources, series, model_data keys) are
// stored once; each model row refers to them by index.
import type { CatalogModel } from '../types';
import { EQUIPMENT_TYPES, equipmentImagePath, type EquipmentType } from './equipment-types';

export const CATALOG_FILE_VERSION = 1;

export interface CatalogFile {
  version: typeof CATALOG_FILE_VERSION;
  /** ISO timestamp of the build (informational only; the content is deterministic). */
  built_from: string;
  brands: string[];
  types: string[];
  sources: string[];
  series: Array<[number, string]>;
  data_keys: string[];
  /** [id, model, brand#, type#, model_notes, series# (-1 = none), root_model, source#, [key#, value, key#, value, …]]; image_path follows from the type. */
  models: Array<[string, string, number, number, string, number, string, number, (string | number)[]]>;
}

function interner() {
  const values: string[] = [];
  const index = new Map<string, number>();
  return {
    values,
    id(v: string): number {
      let i = index.get(v);
      if (i === undefined) {
        i = values.length;
        values.push(v);
        index.set(v, i);
      }
      return i;
    },
  };
}

export function encodeCatalog(models: CatalogModel[], builtFrom: string): CatalogFile {
  const brands = interner();
  const types = interner();
  const sources = interner();
  const keys = interner();
  const series: Array<[number, string]> = [];
  const seriesIndex = new Map<string, number>();
  const rows: CatalogFile['models'] = models.map((m) => {
    let s = -1;
    if (m.series) {
      const k = `${m.series.id}\u0000${m.series.name}`;
      s = seriesIndex.get(k) ?? -1;
      if (s < 0) {
        s = series.length;
        series.push([m.series.id, m.series.name]);
        seriesIndex.set(k, s);
      }
    }
    const data: (string | number)[] = [];
    for (const [k, v] of Object.entries(m.model_data)) data.push(keys.id(k), v);
    const t = types.id(m.type);
    return [m.id, m.model, brands.id(m.brand), t, m.model_notes, s, m.root_model, sources.id(m.source), data];
  });
  return {
    version: CATALOG_FILE_VERSION,
    built_from: builtFrom,
    brands: brands.values,
    types: types.values,
    sources: sources.values,
    series,
    data_keys: keys.values,
    models: rows,
  };
}

/** Decode the shipped file; throws on a version or shape it does not understand. */
export function decodeCatalog(file: unknown): CatalogModel[] {
  const f = file as CatalogFile;
  if (!f || f.version !== CATALOG_FILE_VERSION || !Array.isArray(f.models)) {
    throw new Error(`catalog file: unsupported version ${String((f as { version?: unknown } | null)?.version)}`);
  }
  const at = <T>(arr: T[], i: number, what: string): T => {
    const v = arr[i];
    if (v === undefined) throw new Error(`catalog file: bad ${what} index ${i}`);
    return v;
  };
  return f.models.map(([id, model, b, t, notes, s, root, src, data]) => {
    const model_data: Record<string, string> = {};
    for (let i = 0; i + 1 < data.length; i += 2) model_data[at(f.data_keys, data[i] as number, 'data key')] = String(data[i + 1]);
    const seriesRow = s >= 0 ? at(f.series, s, 'series') : null;
    const type = at(f.types, t, 'type');
    if (!(EQUIPMENT_TYPES as readonly string[]).includes(type)) throw new Error(`catalog file: unknown type ${type}`);
    return {
      id,
      model,
      brand: at(f.brands, b, 'brand'),
      type,
      model_notes: notes,
      model_data,
      series: seriesRow ? { id: seriesRow[0], name: seriesRow[1] } : null,
      root_model: root,
      image_path: equipmentImagePath(type as EquipmentType),
      source: at(f.sources, src, 'source'),
    };
  });
}
