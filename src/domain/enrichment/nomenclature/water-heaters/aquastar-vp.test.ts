import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { aquastarVp } from './aquastar-vp';

const decode = (raw: string, brand = 'AquaStar') => aquastarVp.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from the AquaStar manuals "Model 125 VP and Model 125 VPS" and "Model 80 VP and Model 80VPS"
// (automatic instantaneous type water heaters, natural and liquefied petroleum gas).
describe('AquaStar 80 / 125 VP(S)', () => {
  it.each([
    ['125 VP', 'AquaStar 125 VP'],
    ['125VPS', 'AquaStar 125 VPS'],
    ['AquaStar 80 VP', 'AquaStar 80 VP'],
    ['80VPS', 'AquaStar 80 VPS'],
  ])('%s → tankless, %s, no input', (model, series) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'tankless water heaters', series });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('reads the NG / LP gas and needs a listed model', () => {
    expect(decode('125 VP LP')?.fields.fuel).toBe('propane');
    expect(decode('80VPS-NG')?.fields.fuel).toBe('natural gas');
    for (const m of ['100 VP', '125 VX', '125 VPX']) expect(decode(m)).toBeNull();
  });

  it('is read with the Bosch brand too, never without a brand', () => {
    expect(decodeModelNumber('125 VP', 'Bosch')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('125 VP', null)?.series ?? '').not.toMatch(/AquaStar/);
  });
});
