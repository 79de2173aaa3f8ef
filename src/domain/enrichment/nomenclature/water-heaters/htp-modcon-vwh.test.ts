import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { htpModconVwh } from './htp-modcon-vwh';

const decode = (raw: string, brand = 'HTP') => htpModconVwh.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from the HTP manual "ModCon Volume Water Heaters … MODCON1000 / 1700 VWH Models" (lp-429).
describe('HTP ModCon VWH volume water heaters', () => {
  it.each(['MODCON1000VWH', 'ModCon 1700 VWH', 'MOD CON 1000 VWH-HL'])('%s → water heaters, condensing', (model) => {
    expect(decode(model)).toMatchObject({ type: 'water heaters', series: 'ModCon VWH', fields: { efficiency_tier: 'condensing' } });
  });

  it('LP → propane; other sizes are not read', () => {
    expect(decode('MODCON1700VWH-LP')?.fields.fuel).toBe('propane');
    expect(decode('MODCON1000VWH')?.fields.fuel).toBeUndefined();
    expect(decode('MODCON 850 VWH')).toBeNull();
  });

  it('through the dispatcher: VWH is a water heater, the ModCon boiler stays a boiler', () => {
    expect(decodeModelNumber('MODCON1000VWH', 'HTP')?.type).toBe('water heaters');
    expect(decodeModelNumber('MODCON 1000', 'HTP')?.type).toBe('boilers');
  });
});
