// Merge drafts of one (canonical brand, model) and turn them into CatalogModels with stable ids.
import { createHash } from 'node:crypto';
import { cleanModelString, compileModelPattern, rootModelOf } from '../../src/domain/enrichment/catalog/model-pattern';
import { equipmentImagePath } from '../../src/domain/enrichment/catalog/equipment-types';
import type { CatalogModel } from '../../src/domain/enrichment/types';
import type { ModelDraft } from './draft';
import { geothermalNotes } from './energy-star';
import { uuidV5 } from './uuid';

/** Identity of a model: canonical brand + model as written without commentary/accessories (case ignored). */
export function modelIdentity(brand: string, model: string): string {
  return `${brand}\u0000${cleanModelString(model).toUpperCase()}`;
}

/** Series ids: the first 31 bits of SHA-1(brand + series name), stable across rebuilds. */
function seriesId(brand: string, name: string): number {
  return createHash('sha1').update(`${brand}\u0000${name}`).digest().readUInt32BE(0) >>> 1;
}

function mergeData(target: Record<string, string>, extra: Record<string, string>): void {
  for (const [k, v] of Object.entries(extra)) {
    const cur = target[k];
    if (cur === undefined) target[k] = v;
    else if (!cur.split('; ').includes(v)) target[k] = `${cur}; ${v}`;
  }
}

export function mergeDrafts(drafts: ModelDraft[]): { models: CatalogModel[]; merged: number; unusable: string[] } {
  const groups = new Map<string, ModelDraft[]>();
  const unusable: string[] = [];
  for (const d of drafts) {
    if (compileModelPattern(d.model).length === 0) {
      unusable.push(`${d.brand} ${d.model}`);
      continue;
    }
    const key = modelIdentity(d.brand, d.model);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const models: CatalogModel[] = [];
  for (const [key, group] of groups) {
    const first = group[0]!;
    const data: Record<string, string> = {};
    for (const d of group) mergeData(data, d.data);
    const cleaned = cleanModelString(first.model);
    const listed = [...new Set(group.map((d) => d.model.trim().replace(/\s+/g, ' ')).filter((m) => m !== cleaned))];
    if (listed.length > 0) data['Model number as listed'] = listed.join('; ');
    const seriesNames = [...new Set(group.map((d) => d.series).filter((s): s is string => s !== null))];
    const seriesName = seriesNames[0] ?? null;
    models.push({
      id: uuidV5(key),
      model: cleaned,
      brand: first.brand,
      type: first.type,
      model_notes: first.type === 'geothermal heat pumps' ? geothermalNotes(data) : first.notes,
      model_data: data,
      series: seriesName ? { id: seriesId(first.brand, seriesName), name: seriesName } : null,
      root_model: rootModelOf(first.model),
      image_path: equipmentImagePath(first.type),
      source: [...new Set(group.map((d) => d.source))].join(', '),
    });
  }
  models.sort((a, b) => (a.brand === b.brand ? (a.model < b.model ? -1 : a.model > b.model ? 1 : 0) : a.brand < b.brand ? -1 : 1));
  return { models, merged: drafts.length - unusable.length - models.length, unusable };
}
