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

describe('createModelNumberDecoder: firstCharsChecked', () => {
  // Made-up rules recording the models they are tried on: a prefixed one, a generic one that checks its first
  // character itself ("Q"), and a generic one without such a check.
  function rules(tried: string[]): NomenclatureRule[] {
    const make = (id: string, over: Partial<NomenclatureRule>, reads: (m: string) => boolean): NomenclatureRule => ({
      id,
      family: 'lennox',
      brands: ['Lennox'],
      unambiguousWithoutBrand: true,
      ...over,
      decode: (model, b) => {
        tried.push(`${id}:${model}`);
        return reads(model) ? { family: 'lennox', brand: b || 'Lennox', type: 'furnaces', series: id, model, fields: {}, evidence: 'pattern', rule: id, source: 'test' } : null;
      },
    });
    return [
      make('checked', { firstCharsChecked: 'Q' }, (m) => m.startsWith('Q')),
      make('prefixed', { firstChars: 'QZ' }, (m) => m === 'Q1234' || m === 'Z1234'),
      make('generic', {}, (m) => m === 'Z9999'),
    ];
  }

  it('a rule checking its first character is tried only on models starting with it, after the prefixed rules', () => {
    for (const brand of ['Lennox', null]) {
      const tried: string[] = [];
      const decode = createModelNumberDecoder(rules(tried));
      // With a brand the first rule that reads it wins; without, every unambiguous rule is tried (same family: the first).
      expect(decode('Q1234', brand)?.series).toBe('prefixed');
      expect(tried).toEqual(brand === null ? ['prefixed:Q1234', 'checked:Q1234', 'generic:Q1234'] : ['prefixed:Q1234']);
      tried.length = 0;
      expect(decode('Z9999', brand)?.series).toBe('generic');
      expect(decode('A1234', brand)).toBeNull();
      expect(tried.filter((t) => t.startsWith('checked:'))).toEqual([]);
      expect(tried.filter((t) => t.startsWith('generic:')).length).toBeGreaterThan(0);
    }
  });

  it('every shipped rule with firstCharsChecked has no firstChars and decodes nothing that starts otherwise', async () => {
    const { ALL_NOMENCLATURE_RULES } = await import('./index');
    const checked = ALL_NOMENCLATURE_RULES.filter((r) => r.firstCharsChecked !== undefined);
    expect(checked.length).toBeGreaterThanOrEqual(6);
    // Models the rules read (RULES.md §5.1, §5.5, §7.1 and the Navien / Rinnai shapes) with every other first character.
    const tails = ['L16XC1-036', 'SCU13LC136T', 'CJD24', 'PE-240A', 'UR160IN', 'X199IN', 'L180UH070V36A'];
    let tried = 0;
    for (const r of checked) {
      expect(r.firstChars).toBeUndefined();
      // The same tails do decode after one of the rule's own first characters.
      expect([...r.firstCharsChecked!].some((ch) => tails.some((t) => r.decode(ch + t, r.brands[0]!) !== null))).toBe(true);
      for (let c = 33; c < 127; c++) {
        const ch = String.fromCharCode(c);
        if (r.firstCharsChecked!.includes(ch)) continue;
        for (const t of tails) {
          tried++;
          expect(r.decode(ch + t, r.brands[0]!)).toBeNull();
        }
      }
    }
    expect(tried).toBeGreaterThan(6 * 80 * tails.length);
  });
});
