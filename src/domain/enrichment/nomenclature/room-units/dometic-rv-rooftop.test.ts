import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { nonsenseModels } from '../kit/nonsense-models';
import { dometicRvRooftop } from './dometic-rv-rooftop';

const decode = (raw: string, brand = 'Dometic') => dometicRvRooftop.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from the Dometic installation instructions: Form 3104994.136 "Roof Top Air Conditioner" (models
// 57908.321 … 59530.632, 600312.321, 600315.326), Form 3107163.176 "579 Brisk Air, 590 Quick Cool, 591 Heat Pump, 595
// Quick Cool, 600 Penguin" (591 models 59146.321 … 59146.531) and Form 3109534.010 "Model 59155 Roof-Top Heat Pump".
describe('Dometic / Duo-Therm RV rooftop series', () => {
  it.each([
    ['57908.321', 'air conditioners', '579'],
    ['57915.531', 'air conditioners', '579'],
    ['59016.621', 'air conditioners', '590'],
    ['59516.601', 'air conditioners', '595'],
    ['59530.632', 'air conditioners', '595'],
    ['600312.321', 'air conditioners', '600'],
    ['600315.326', 'air conditioners', '600'],
    ['59146.321', 'heat pumps', '591'],
    ['59146.531', 'heat pumps', '591'],
    ['59155.602C', 'heat pumps', '591'],
  ])('%s → %s, series %s', (model, type, series) => {
    expect(decode(model)).toMatchObject({ type, series, family: 'rv_appliance', brand: 'Dometic', evidence: 'src', fields: {} });
  });

  it('reads the series written alone or with X for the variant, and the Duo-Therm badge', () => {
    expect(decode('57915')?.type).toBe('air conditioners');
    expect(decode('57915.XXX')?.type).toBe('air conditioners');
    expect(decode('59146.531', 'Duo-Therm')).toMatchObject({ type: 'heat pumps', brand: 'Dometic' });
  });

  it('leaves other series, the later six-digit Penguin numbers and other shapes alone', () => {
    // Near misses: a series the forms do not name, the 620 / 630 / 641 Penguin numbers (one manual for AC and HP),
    // 600 outside 6003··, a four-digit variant, a letter-led number.
    for (const m of ['57815.531', '59216.601', '620515.301', '630516.326', '641515.301', '600415.321', '57915.5311', 'B59516.XX1C0', '5791'])
      expect(decode(m)).toBeNull();
    expect(decode('57915.531', '')).toBeNull();
  });

  it('is reached through the dispatcher with the brand only', () => {
    expect(decodeModelNumber('57915.531', 'Dometic')?.type).toBe('air conditioners');
    expect(decodeModelNumber('59146.531', 'Dometic')?.type).toBe('heat pumps');
    expect(decodeModelNumber('57915.531', '')).toBeNull();
  });
});

describe('Dometic RV rooftop: nonsense guard', () => {
  it('fires on none of 20,000 model-shaped nonsense strings with the rule\u2019s brand', () => {
    let fired = 0;
    for (const m of nonsenseModels(20000, { seed: 3101, digitLed: true })) if (dometicRvRooftop.decode(normalizeNomenclatureModel(m), 'Dometic') !== null) fired++;
    expect(fired).toBe(0);
  });
});
