import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel } from '../types';
import { navienNwp500HeatPump } from './navien-nwp500-heat-pump';

const decode = (raw: string, brand = 'Navien') => navienNwp500HeatPump.decode(normalizeNomenclatureModel(raw), brand);

// Expected type from the NaviLink device table of eman/nwp500-python (src/nwp500/enums.py, "NPF = 513  # Heat pump
// water heater") and its README ("Navien NWP500 Heat Pump Water Heater"); no maker's key, so type only.
describe('Navien NWP500 heat-pump water heaters', () => {
  it.each(['NWP500', 'NWP500-50', 'NWP500-65', 'NWP500 80', 'NWP500S65', 'NWP500S080'])('%s → water heater, electric heat pump, no gallons', (model) => {
    const d = decode(model);
    expect(d).toMatchObject({ type: 'water heaters', series: 'NWP500', fields: { fuel: 'electric', efficiency_tier: 'heat pump' }, evidence: 'unconfirmed' });
    expect(d?.fields.tank_capacity_gallons).toBeUndefined();
  });

  it('needs the brand and the NWP500 shape', () => {
    expect(decode('NWP500', '')).toBeNull();
    for (const m of ['NWP400', 'NWP500-40', 'NWP5000', 'NPE-240A']) expect(decode(m)).toBeNull();
  });

  it('is reached through the dispatcher with the Navien brand only', () => {
    expect(decodeModelNumber('NWP500-50', 'Navien')?.type).toBe('water heaters');
    expect(decodeModelNumber('NWP500-50', null)).toBeNull();
  });
});
