// What a matched catalog model honestly says about the unit: its equipment kind (water heater,
// ductless) for choosing a serial rule. The era hints for ambiguous year codes are in era.ts.
import type { CatalogModel } from '../types';

/** type, notes and specification values of a model, for keyword tests. */
function modelText(model: CatalogModel): string {
  return [model.type, model.model_notes, ...Object.values(model.model_data)].join(' | ');
}

// Catalog models are immutable rows looked at for every asset matched to them: answers cached per row.
const WATER_HEATER = new WeakMap<CatalogModel, boolean>();

export function isWaterHeaterModel(model: CatalogModel | null): boolean | null {
  if (model === null) return null;
  let answer = WATER_HEATER.get(model);
  if (answer === undefined) {
    answer = /water heater/i.test(`${model.type} | ${model.model_notes}`);
    WATER_HEATER.set(model, answer);
  }
  return answer;
}

/** Mini/multi-split (ductless) systems: the catalog's NRCan rows say "Mini/Multi-Split". */
export function isDuctlessModel(model: CatalogModel | null): boolean | null {
  if (model === null) return null;
  return /mini[\s/-]*(?:\/\s*multi[\s-]*)?split|multi[\s-]*split|ductless|non[\s-]*ducted/i.test(modelText(model));
}
