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

  it("with a brand: that brand's rows alone when it has any, the same model's other badges listed", () => {
    const heil = searchModels(index, 'RAH090', 'HEIL');
    expect(models(heil)).toEqual(['Heil RAH(090,091)(H,L,S)******AA']);
    expect(heil[0]).toMatchObject({ sister_brand: false, also_sold_as: ['Airquest'] });
    expect(searchModels(index, 'RAH090', 'Goodman')).toEqual([]);
  });

  it('with a brand that has no row: its sister brands, each row marked', () => {
    // Tempstar is in the Carrier/ICP group with Heil and Airquest but has no RAH row.
    const tempstar = searchModels(index, 'RAH090', 'Tempstar');
    expect(models(tempstar).sort()).toEqual(['Airquest RAH(090,091)(H,L,S)******AA', 'Heil RAH(090,091)(H,L,S)******AA']);
    expect(tempstar.every((h) => h.sister_brand)).toBe(true);
    const lennox = searchModels(index, 'A96', 'Lennox');
    expect(models(lennox)).toEqual(['AirEase A96DS2V090C20-*']);
    expect(lennox[0]!.sister_brand).toBe(true);
  });

  it('without a brand: each distinct model number first, then the other badges of the same model', () => {
    // One furnace model under nine ICP badges and a second model under one: both models lead.
    const badges = ['Airquest', 'Arcoaire', 'Comfortmaker', 'Day & Night', 'Grandaire', 'Heil', 'ICP', 'KeepRite', 'Tempstar'];
    const row = (model: string, brand: string, n: number) => ({ ...FIXTURE_MODELS[0]!, id: `00000000-0000-5000-a000-${String(n).padStart(12, '0')}`, model, brand, root_model: model });
    const icp = buildCatalogIndex([...badges.map((b, n) => row('N95ESN0601714A', b, n)), row('N95ESN1001720A', 'Heil', 99)]);
    const hits = searchModels(icp, 'N95ESN', null);
    expect(hits).toHaveLength(10);
    expect(models(hits.slice(0, 2))).toEqual(['Airquest N95ESN0601714A', 'Heil N95ESN1001720A']);
    expect(hits[0]!.also_sold_as).toEqual(badges.filter((b) => b !== 'Airquest'));
    expect(hits[1]!.also_sold_as).toEqual([]);
    expect(hits.slice(2).every((h) => h.model.model === 'N95ESN0601714A')).toBe(true);
    // Bryant (same group, no row): the same arrangement, every row marked.
    const sister = searchModels(icp, 'N95ESN', 'Bryant');
    expect(models(sister)).toEqual(models(hits));
    expect(sister.every((h) => h.sister_brand)).toBe(true);
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
