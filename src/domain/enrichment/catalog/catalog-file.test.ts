import { describe, expect, it } from 'vitest';
import { FIXTURE_MODELS } from '../testing/catalog-fixtures';
import { decodeCatalog, encodeCatalog } from './catalog-file';

describe('catalog file', () => {
  it('round-trips models through the compact form (JSON included)', () => {
    const models = FIXTURE_MODELS.map((m, i) => ({ ...m, model_notes: `note ${i}`, model_data: { 'AFUE (%)': '96', Fuel: 'gas' }, series: i % 2 ? { id: 7, name: 'Line' } : null }));
    const file = JSON.parse(JSON.stringify(encodeCatalog(models, 'test')));
    expect(decodeCatalog(file)).toEqual(models);
  });

  it('refuses a file of another version or an unknown type', () => {
    expect(() => decodeCatalog({ version: 99, models: [] })).toThrow(/unsupported version/);
    const file = encodeCatalog([{ ...FIXTURE_MODELS[0]!, type: 'toasters' }], 'test');
    expect(() => decodeCatalog(file)).toThrow(/unknown type/);
  });
});
