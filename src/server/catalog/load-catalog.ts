// Load the shipped catalog (data/catalog/catalog.json.gz) once and index it for matching and search.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { buildCatalogIndex, decodeCatalog, type CatalogIndex } from '@/domain/enrichment/catalog';
import type { CatalogModel } from '@/domain/enrichment/types';
import { packageRoot } from '../package-root';

/** Default location of the built catalog (npm run build:catalog writes it). */
export const CATALOG_PATH = resolve(packageRoot(), 'data/catalog/catalog.json.gz');

export function readCatalogModels(path: string = CATALOG_PATH): CatalogModel[] {
  let raw: Buffer;
  try {
    raw = readFileSync(path);
  } catch (err) {
    throw new Error(`model catalog not found at ${path}: run "npm run build:catalog" (${(err as Error).message})`);
  }
  return decodeCatalog(JSON.parse(gunzipSync(raw).toString('utf8')));
}

let cached: CatalogIndex | null = null;

/** The catalog index, loaded and built on first use and then shared (synchronous, ≈ a few hundred ms). */
export function loadCatalog(): CatalogIndex {
  if (cached === null) cached = buildCatalogIndex(readCatalogModels());
  return cached;
}

/** Whether this process has loaded the catalog (the readiness check; never loads it). */
export function isCatalogLoaded(): boolean {
  return cached !== null;
}
