// The §1–§4 decoders against the shipped catalog (ENERGY STAR / NRCan rows, independent of RULES.md):
// every catalog model they read must agree with the row's type, refrigerant and cooling capacity.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../../domain/enrichment/nomenclature';
import { decodeDisagreements } from '../../domain/enrichment/nomenclature/identify';
import { readCatalogModels } from './load-catalog';

const CORE = new Set(['goodman', 'carrier', 'icp', 'trane']);

describe('core nomenclature decoders on the shipped catalog', () => {
  const models = readCatalogModels();
  const checked: string[] = [];
  const disagreements: string[] = [];
  for (const m of models) {
    // Catalog wildcards (* #) stand for revision characters the decoders do not need.
    const d = decodeModelNumber(m.model.replace(/[*#]/g, ''), m.brand);
    if (d === null || !CORE.has(d.family)) continue;
    checked.push(m.model);
    for (const x of decodeDisagreements(d, m)) disagreements.push(`${m.brand} ${m.model}: ${x}`);
  }

  it('reads a few hundred catalog models of the four families', () => {
    expect(checked.length).toBeGreaterThan(300);
  });

  it('never contradicts the catalog row (type, refrigerant, capacity)', () => {
    expect(disagreements).toEqual([]);
  });
});
