import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { nonsenseModels } from '../kit/nonsense-models';
import { temperzoneDuctedAndPackaged } from './temperzone-ducted-and-packaged';

const decode = (raw: string, brand = 'Temperzone') => temperzoneDuctedAndPackaged.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Temperzone's documents: technical data ISD 380, 465, 570, 670, 840, 950 ("reverse cycle (heat
// pump) split system"; ISD 670KB-P, ISD 840KB, ISD 950KB), I&M "ISD/OSA 840,950 Reverse Cycle Ducted Split Systems"
// (ISD 950KBX-P / OSA 950RKTBG), the ISD 80K / 110K pamphlet and I&M "OPA 250–560 RLTFP" packaged units (OPA 560RLTFPQ).
describe('Temperzone ISD / OSA / OPA', () => {
  it.each([
    ['ISD 380', 'air handlers', 'ISD'],
    ['ISD 670KB-P', 'air handlers', 'ISD'],
    ['ISD 840KB', 'air handlers', 'ISD'],
    ['ISD 950KBX-P', 'air handlers', 'ISD'],
    ['ISD 80K', 'air handlers', 'ISD'],
    ['ISD 110K', 'air handlers', 'ISD'],
    ['OSA 950RKTBG', 'heat pumps', 'OSA'],
    ['OSA 465', 'heat pumps', 'OSA'],
    ['OPA 560RLTFPQ', 'packaged units', 'OPA'],
    ['OPA 250RLTFP', 'packaged units', 'OPA'],
  ])('%s → %s (%s)', (model, type, series) => {
    expect(decode(model)).toMatchObject({ type, series, family: 'temperzone', brand: 'Temperzone', evidence: 'pattern', fields: {} });
  });

  it('reads no OSA size outside the reverse-cycle series, nothing without the brand', () => {
    // Near misses: an OSA size no document here calls reverse cycle, a one-digit ISD, a 4-digit OPA, another maker's
    // outdoor prefix, a suffix with digits.
    for (const m of ['OSA 130RKTS', 'ISD 8K', 'OPA 2500', 'OSH 950R', 'ISD 380K2', 'OSA 950RKTBGXY']) expect(decode(m)).toBeNull();
    expect(decode('OSA 950RKTBG', '')).toBeNull();
  });

  it('is reached through the dispatcher with the brand only', () => {
    expect(decodeModelNumber('ISD 950KBX-P', 'Temperzone')?.type).toBe('air handlers');
    expect(decodeModelNumber('OPA560RLTFPQ', 'Temperzone')?.type).toBe('packaged units');
    expect(decodeModelNumber('OSA950RKTBG', '')).toBeNull();
  });
});

describe('Temperzone: nonsense guard', () => {
  it('fires on none of 20,000 model-shaped nonsense strings with the rules\u2019 brands', () => {
    const brands = ['Temperzone'];
    let fired = 0;
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 3003, digitLed: true })) {
      const brand = brands[i++ % brands.length]!;
      for (const rule of [temperzoneDuctedAndPackaged]) if (rule.decode(normalizeNomenclatureModel(m), brand) !== null) fired++;
    }
    expect(fired).toBe(0);
  });
});
