// Issue 18 (id18b): older furnace and outdoor lines of the long tail. Expected values are the source documents'
// (model lists, titles), never data/eval.
import { describe, expect, it } from 'vitest';
import { BARD_OIL_FURNACE_RULES } from './bard-oil-furnaces';
import { decodeModelNumber } from './index';
import { nonsenseModels } from './nonsense-models';
import { decodeWith, mustDecode } from './test-helpers';

describe('Bard oil furnaces (installation instructions 2100-392 / 2100-422B)', () => {
  it.each([
    ['FH085D36D', 'FH', 'highboy (upflow)'],
    ['FH110D60E', 'FH', 'highboy (upflow)'],
    ['FLF085D36D', 'FLF', 'lowboy'], // "lo-boy models" table
    ['FLR140D60E', 'FLR', 'lowboy'],
    ['FC085D36E', 'FC', 'counterflow'], // "(below on an FC)"
    ['FLR110', 'FLR', 'lowboy'], // cut short after the size
  ])('%s → oil furnace, %s, %s; no capacity (the size number is not explained)', (model, series, config) => {
    const d = mustDecode(BARD_OIL_FURNACE_RULES, model, 'Bard');
    expect(d).toMatchObject({ type: 'furnaces', family: 'bard', series, evidence: 'src' });
    expect(d.fields).toEqual({ fuel: 'oil', efficiency_tier: config });
  });

  it('needs the Bard brand and the printed series letters', () => {
    expect(decodeModelNumber('FH085D36D', 'Bard')).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('FH085D36D', '')).toBeNull();
    expect(decodeModelNumber('FX085D36D', 'Bard')).toBeNull();
    expect(decodeModelNumber('FH300D36D', 'Bard')).toBeNull();
    expect(decodeModelNumber('FH085D42D', 'Bard')).toBeNull();
  });

  it('no decode among 20,000 model-shaped strings', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18219, digitLed: true })) if (decodeWith(BARD_OIL_FURNACE_RULES, raw, 'Bard') !== null) hits.push(raw);
    expect(hits).toEqual([]);
  });
});
