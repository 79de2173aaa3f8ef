import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { nonsenseModels } from '../kit/nonsense-models';
import { kadenDuctedGas } from './kaden-ducted-gas';

const decode = (raw: string, brand = 'Kaden') => kadenDuctedGas.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from the Kaden Installer's Manual "Ducted Gas Heaters": models "Universal: KUN3 | KUN4 | KUN5,
// External KEX3 | KEX4"; full models KUN521, KUN530 and KUN330 in its text.
describe('Kaden KUN / KEX ducted gas heaters', () => {
  it.each([
    ['KUN521', 'KUN5', 'universal'],
    ['KUN530', 'KUN5', 'universal'],
    ['KUN330', 'KUN3', 'universal'],
    ['KUN4', 'KUN4', 'universal'],
    ['KEX3', 'KEX3', 'external'],
    ['KEX 4', 'KEX4', 'external'],
  ])('%s → furnaces, series %s, %s cabinet', (model, series, cabinet) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'furnaces', series, family: 'kaden', brand: 'Kaden', evidence: 'pattern', fields: {} });
    expect(d?.description).toContain(cabinet);
  });

  it('reads only the series the manual lists, with the brand', () => {
    // Near misses: a KUN or KEX series the manual does not list, three further digits, a suffix, another prefix.
    for (const m of ['KUN2', 'KUN621', 'KEX5', 'KEX520', 'KUN5210', 'KUN521X', 'KSV25HRG']) expect(decode(m)).toBeNull();
    expect(decode('KUN521', '')).toBeNull();
  });

  it('is reached through the dispatcher with the brand only', () => {
    expect(decodeModelNumber('KUN521', 'Kaden')?.type).toBe('furnaces');
    expect(decodeModelNumber('KUN521', '')).toBeNull();
  });
});

describe('Kaden: nonsense guard', () => {
  it('fires on none of 20,000 model-shaped nonsense strings with the rules\u2019 brands', () => {
    const brands = ['Kaden'];
    let fired = 0;
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 3002, digitLed: true })) {
      const brand = brands[i++ % brands.length]!;
      for (const rule of [kadenDuctedGas]) if (rule.decode(normalizeNomenclatureModel(m), brand) !== null) fired++;
    }
    expect(fired).toBe(0);
  });
});
