// decodeModelNumber: brand agreement (brands.ts groups), the no-brand rule, normalizing.
import { describe, expect, it } from 'vitest';
import { createModelNumberDecoder, decodeModelNumber } from './index';
import type { NomenclatureRule } from './types';

describe('decodeModelNumber', () => {
  it('decodes with the model\'s own brand and normalizes the model (§0.1)', () => {
    const d = decodeModelNumber(' gsx14 0361 ', 'goodman');
    expect(d).toMatchObject({ family: 'goodman', brand: 'Goodman', model: 'GSX140361', type: 'air conditioners', series: 'GSX14' });
    expect(d?.fields.cooling_capacity_tons).toBe(3);
  });

  it('an alias spelling and a sister badge agree (Goodman Manufacturing; Janitrol on a GSX)', () => {
    expect(decodeModelNumber('GSX140361', 'Goodman Manufacturing Company, L.P.')?.brand).toBe('Goodman');
    expect(decodeModelNumber('GSX140361', 'Janitrol')?.brand).toBe('Janitrol');
    expect(decodeModelNumber('24ACC636A003', 'Bryant')?.brand).toBe('Bryant');
  });

  it('a brand of another maker does not decode (Trane model under Goodman, Goodman model under Lennox)', () => {
    expect(decodeModelNumber('4TTR4036L1000A', 'Goodman')).toBeNull();
    expect(decodeModelNumber('GSX140361', 'Lennox')).toBeNull();
    expect(decodeModelNumber('GSX140361', 'Acme Cooling')).toBeNull();
  });

  it('without a brand: an unambiguous pattern decodes; a rule not marked unambiguous does not', () => {
    expect(decodeModelNumber('4TTR4036L1000A', null)?.family).toBe('trane');
    expect(decodeModelNumber('GSX140361', '  ')?.family).toBe('goodman');
    // §1.3 CPLT48 is too short a shape to claim without a brand; with one it decodes.
    expect(decodeModelNumber('CPLT48', null)).toBeNull();
    expect(decodeModelNumber('CPLT48', 'Janitrol')?.type).toBe('heat pumps');
  });

  it('a hyphen typed inside a model without field separators is ignored', () => {
    expect(decodeModelNumber('GSX14-0361', 'Goodman')?.fields.cooling_capacity_tons).toBe(3);
  });

  it('nothing decodes from text that is no model number', () => {
    for (const m of ['', 'abc', 'UNKNOWN', 'N/A', '123456789', 'XYZ-1000', 'MODEL NUMBER']) expect(decodeModelNumber(m, null)).toBeNull();
  });
});

describe('createModelNumberDecoder: no brand, two families', () => {
  // Two made-up rules that both read "ZQ1234": without a brand neither may claim it.
  const rule = (family: 'lennox' | 'york', brand: string, unambiguous: boolean): NomenclatureRule => ({
    id: `${family}.test`,
    family,
    brands: [brand],
    unambiguousWithoutBrand: unambiguous,
    firstChars: 'Z',
    decode: (model, b) =>
      model === 'ZQ1234' ? { family, brand: b || brand, type: 'furnaces', series: 'ZQ', model, fields: {}, evidence: 'pattern', rule: 'test', source: 'test' } : null,
  });

  it('two families reading the model: null without a brand; each with its own brand', () => {
    const decode = createModelNumberDecoder([rule('lennox', 'Lennox', true), rule('york', 'York', true)]);
    expect(decode('ZQ1234', null)).toBeNull();
    expect(decode('ZQ1234', 'Lennox')?.family).toBe('lennox');
    expect(decode('ZQ1234', 'Coleman')?.family).toBe('york');
  });

  it('one of them not unambiguous: the other decodes without a brand', () => {
    const decode = createModelNumberDecoder([rule('lennox', 'Lennox', false), rule('york', 'York', true)]);
    expect(decode('ZQ1234', null)?.family).toBe('york');
  });
});
