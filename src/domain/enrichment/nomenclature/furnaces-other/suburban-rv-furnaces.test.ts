import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { nonsenseModels } from '../kit/nonsense-models';
import { suburbanRvFurnace } from './suburban-rv-furnaces';

const decode = (raw: string, brand = 'Suburban') => suburbanRvFurnace.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Suburban's manuals: User's Information Manual 204960 (SF-20Q … SF-42FQ, SFV-20Q … SFV-42FQ,
// SH-35, SH-42, SH-35F, SH-42F, SHD-2542Q), installation instructions "Models SF-20 • SF-25 • SF-30 • SF-35 • SF-42", and
// the Dynatrail service manual (NT-12S, NT-16S, NT-20S, NT-24SP, NT-30SP, NT-34SP, NT-25K, NT-30K, NT-35K, NT-42T).
describe('Suburban RV furnaces', () => {
  it.each([
    ['SF-20Q', 'SF', 'src'],
    ['SF-42FQ', 'SF', 'src'],
    ['SF-30', 'SF', 'src'],
    ['SFV-35FQ', 'SFV', 'src'],
    ['SH-42F', 'SH', 'src'],
    ['SHD-2542Q', 'SHD', 'src'],
    ['NT-12S', 'NT', 'pattern'],
    ['NT-34SP', 'NT', 'pattern'],
    ['NT-25K', 'NT', 'pattern'],
    ['NT-42T', 'NT', 'pattern'],
  ])('%s → furnaces, series %s', (model, series, evidence) => {
    expect(decode(model)).toMatchObject({ type: 'furnaces', series, family: 'rv_appliance', brand: 'Suburban', evidence, fields: {} });
  });

  it('reads the forms without the hyphen', () => {
    expect(decode('SF35FQ')?.series).toBe('SF');
    expect(decode('NT30SP')?.series).toBe('NT');
  });

  it('reads only the sizes and suffixes the manuals list, with the brand', () => {
    // Near misses: an SF size not listed, an SH size not listed, another SHD number, an NT size out of the table's
    // range, a suffix no manual prints, a water heater, and no brand.
    for (const m of ['SF-40', 'SF-35X', 'SH-30', 'SHD-2540', 'NT-50', 'NT-08S', 'NT-30SPX', 'SW6DE', 'ST-30']) expect(decode(m)).toBeNull();
    expect(decode('SF-35FQ', '')).toBeNull();
  });

  it('is reached through the dispatcher with the brand only', () => {
    expect(decodeModelNumber('SF-35FQ', 'Suburban')?.type).toBe('furnaces');
    expect(decodeModelNumber('NT-30SP', 'Suburban')?.type).toBe('furnaces');
    expect(decodeModelNumber('SF-35FQ', '')).toBeNull();
  });
});

describe('Suburban RV furnaces: nonsense guard', () => {
  it('fires on none of 20,000 model-shaped nonsense strings with the rule\u2019s brand', () => {
    let fired = 0;
    for (const m of nonsenseModels(20000, { seed: 3102, digitLed: true })) if (suburbanRvFurnace.decode(normalizeNomenclatureModel(m), 'Suburban') !== null) fired++;
    expect(fired).toBe(0);
  });
});
