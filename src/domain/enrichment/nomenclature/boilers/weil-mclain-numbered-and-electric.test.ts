import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { WEIL_MCLAIN_NUMBERED_ELECTRIC_RULES } from './weil-mclain-numbered-and-electric';

const decode = (raw: string, brand = 'Weil-McLain') => {
  const model = normalizeNomenclatureModel(raw);
  for (const r of WEIL_MCLAIN_NUMBERED_ELECTRIC_RULES) {
    const d = r.decode(model, brand);
    if (d !== null) return d;
  }
  return null;
};

// Expected values from Weil-McLain's manual titles: "88 Water & steam boilers – Series 2" (550-100-068), "94 Series 3
// Water & steam boilers" (550-110-275), both "for use with Gas, Light Oil, & Gas/Light Oil – Fired Burners", and "CER
// Series 2 Electric-Hydronic Boilers" (550-141-402).
describe('Weil-McLain 88 / 94 commercial boilers', () => {
  it.each([
    ['88 Series 2', '88'],
    ['Model 88', '88'],
    ['94 Series 3', '94'],
    ['Weil-McLain 94', '94'],
  ])('%s → boilers, series %s, no fuel (gas, oil or both)', (model, series) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'boilers', series });
    expect(d?.fields.fuel).toBeUndefined();
  });

  it('other numbers and series are not read', () => {
    for (const m of ['89 Series 2', '88 Series 5', '880', '94-5']) expect(decode(m)).toBeNull();
  });
});

describe('Weil-McLain CER electric-hydronic boilers', () => {
  it.each(['CER', 'CER-24', 'CER Series 2'])('%s → electric boiler', (model) => {
    expect(decode(model)).toMatchObject({ type: 'boilers', series: 'CER', fields: { fuel: 'electric' } });
  });

  it('needs the brand (through the dispatcher too)', () => {
    expect(decodeModelNumber('CER-24', null)?.series ?? '').not.toBe('CER');
    expect(decodeModelNumber('94 Series 3', null)?.series ?? '').not.toBe('94');
    expect(decodeModelNumber('CER-24', 'Weil-McLain')?.fields.fuel).toBe('electric');
    expect(decodeModelNumber('94 Series 3', 'Weil-McLain')?.type).toBe('boilers');
  });
});
