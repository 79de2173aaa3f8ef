import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { HTP_WATER_HEATER_RULES } from './htp-phoenix';
import { normalizeNomenclatureModel } from '../types';

const rule = HTP_WATER_HEATER_RULES[0]!;
const decode = (raw: string, brand = 'HTP') => rule.decode(normalizeNomenclatureModel(raw), brand);

describe('HTP Phoenix water heaters (water-heaters/htp-phoenix.ts)', () => {
  it.each([
    // Phoenix manual (2008) model list, LP-179 suffixes, LP-441 PH76, LP-454 Phoenix Plus list.
    ['PH100-55', 'Phoenix', 100, 55, undefined],
    ['PH199-119', 'Phoenix', 199, 119, undefined],
    ['PH130-80LP', 'Phoenix', 130, 80, 'propane'],
    ['PH130-55SA', 'Phoenix', 130, 55, undefined],
    ['PH160-80S', 'Phoenix', 160, 80, undefined],
    ['PHP199-119D', 'Phoenix Plus', 199, 119, undefined],
    ['PHP260-130', 'Phoenix Plus', 260, 130, undefined],
    ['PHP399-130LP', 'Phoenix Plus', 399, 130, 'propane'],
  ])('%s → %s, %i kBtu/h, %i gal', (model, series, input, gallons, fuel) => {
    const d = decode(model);
    expect(d?.type).toBe('water heaters');
    expect(d?.series).toBe(series);
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.tank_capacity_gallons).toBe(gallons);
    expect(d?.fields.fuel).toBe(fuel);
    expect(d?.evidence).toBe('pattern');
  });

  it('reads the model through the dispatcher with the HTP brand, never without a brand', () => {
    expect(decodeModelNumber('PH199-80', 'HTP')?.family).toBe('htp');
    expect(decodeModelNumber('PH199-80', null)).toBeNull();
  });

  it('rejects other shapes: no dash, out-of-range numbers, unknown suffixes', () => {
    expect(decode('PH19980')).toBeNull();
    expect(decode('PH199-9')).toBeNull();
    expect(decode('PH20-80')).toBeNull();
    expect(decode('PH199-500')).toBeNull();
    expect(decode('PH199-80X')).toBeNull();
    expect(decode('PHX199-80')).toBeNull();
  });
});
