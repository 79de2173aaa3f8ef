// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { searchModelsQuerySchema } from '@/contract/oems';
import { parseModelsSearch, resolveImageUrl, serializeModelsSearch, toSearchModelsQuery } from './models-search';

const parse = (qs: string) => parseModelsSearch(new URLSearchParams(qs));

describe('model search URL state', () => {
  it('has nothing to search for without a model', () => {
    expect(toSearchModelsQuery(parse(''))).toBeNull();
    expect(toSearchModelsQuery(parse('model=%20%20&brand=Goodman'))).toBeNull();
  });
  it('builds a valid 4.6 query from model, brand and page', () => {
    const q = toSearchModelsQuery(parse('model=%20GMEC96%20&brand=Goodman&page=2'));
    expect(q).toEqual({ model: 'GMEC96', brand: 'Goodman', page: 2, per_page: 15 });
    expect(searchModelsQuerySchema.safeParse(q).success).toBe(true);
  });
  it('round-trips and keeps defaults out of the URL', () => {
    expect(serializeModelsSearch(parse('page=1&per_page=15')).toString()).toBe('');
    const s = parse('model=59TN6&brand=Carrier&page=3&per_page=50');
    expect(parse(serializeModelsSearch(s).toString())).toEqual(s);
  });
  it('falls back to defaults for malformed page values', () => {
    expect(parse('page=0&per_page=99999')).toMatchObject({ page: 1, per_page: 15 });
  });
});

describe('resolveImageUrl', () => {
  it('puts server paths on the signed-in server', () => {
    expect(resolveImageUrl('/static/equipment/furnaces.svg', '')).toBe('/static/equipment/furnaces.svg');
    expect(resolveImageUrl('/static/equipment/furnaces.svg', 'https://api.example.com')).toBe('https://api.example.com/static/equipment/furnaces.svg');
  });
  it('keeps http(s) addresses and refuses other schemes', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.png', '')).toBe('https://cdn.example.com/a.png');
    expect(resolveImageUrl('javascript:alert(1)', '')).toBeNull();
    expect(resolveImageUrl('//evil.example.com/x.png', '')).toBeNull();
    expect(resolveImageUrl('', '')).toBeNull();
  });
});
