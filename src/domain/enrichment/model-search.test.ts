import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from './catalog/catalog-index';
import { searchModels } from './model-search';
import { FIXTURE_MODELS } from './testing/catalog-fixtures';

const index = buildCatalogIndex(FIXTURE_MODELS);
const models = (hits: ReturnType<typeof searchModels>) => hits.map((h) => `${h.model.brand} ${h.model.model}`);

describe('searchModels', () => {
  it('finds an exact model first with confidence 1, ignoring case, spaces and dashes', () => {
    const hits = searchModels(index, 'kwb 353', null);
    expect(hits[0]).toMatchObject({ match_kind: 'exact', confidence_score: 1, model: { model: 'KWB 35-3' } });
  });

  it('finds a fully specified nameplate of a wildcard pattern as exact', () => {
    const hits = searchModels(index, '25VNA436A0030B', null);
    expect(hits[0]).toMatchObject({ match_kind: 'exact', model: { model: '25VNA436A*030*' } });
    expect(hits[0]!.confidence_score).toBeLessThan(1);
  });

  it('lists every model starting with a partial model number as prefix hits, longer prefixes scoring higher', () => {
    const hits = searchModels(index, '25-VNA', null);
    expect(models(hits)).toEqual(['Carrier 25VNA424A*030*', 'Carrier 25VNA436A*030*', 'Carrier 25VNA448A*030*']);
    expect(hits.every((h) => h.match_kind === 'prefix')).toBe(true);
    expect(searchModels(index, '25VNA4', null)[0]!.confidence_score).toBeGreaterThan(hits[0]!.confidence_score);
  });

  it('a prefix may continue through a wildcard ("KWB" family, "RAH090H")', () => {
    expect(models(searchModels(index, 'KWB', null))).toEqual(['Bosch KWB 35-3', 'Bosch KWB 42-3']);
    const rah = searchModels(index, 'RAH090H', null);
    expect(rah.map((h) => h.model.brand).sort()).toEqual(['Airquest', 'Heil']);
    expect(rah.every((h) => h.match_kind === 'prefix')).toBe(true);
  });

  it('finds substrings and ranks them below prefixes', () => {
    const hits = searchModels(index, 'FH09', null);
    expect(hits[0]).toMatchObject({ match_kind: 'substring', model: { model: 'MSZ-FH09NA' } });
    expect(hits[0]!.confidence_score).toBeLessThan(0.6);
  });

  it('filters by brand, sister brands included', () => {
    expect(models(searchModels(index, 'RAH090', 'Heil')).sort()).toEqual(['Airquest RAH(090,091)(H,L,S)******AA', 'Heil RAH(090,091)(H,L,S)******AA']);
    expect(searchModels(index, 'RAH090', 'Goodman')).toEqual([]);
    expect(models(searchModels(index, 'A96', 'Lennox'))).toEqual(['AirEase A96DS2V090C20-*']);
  });

  it('offers OCR/typo candidates as fuzzy when nothing else fits', () => {
    const hits = searchModels(index, 'GHE1OOSU3OO', null);
    expect(hits[0]).toMatchObject({ match_kind: 'fuzzy', model: { model: 'GHE100SU-300' } });
  });

  it('returns nothing for an empty term and is deterministic', () => {
    expect(searchModels(index, ' - ', null)).toEqual([]);
    expect(searchModels(index, 'A', null)).toEqual(searchModels(index, 'A', null));
  });
});
