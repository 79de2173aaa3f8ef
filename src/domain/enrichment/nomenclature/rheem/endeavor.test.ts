import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { RHEEM_ENDEAVOR_RULES } from './endeavor';
import { firstDecode } from '../kit/first-decode';

const endeavor = (model: string, brand = 'Ruud') => firstDecode(RHEEM_ENDEAVOR_RULES, model, brand);

// Expected values: the Ruud Endeavor Line page lists these series under "Heat Pumps" (RD17AZ "Side-Discharge Universal
// Heat Pump", RD16AZ***H "Side-Discharge Heat Pump", UP18AZ, UP16AZ, RP15AZ, RP14AZ, WP15AZ, WSP14AZ).
describe('Rheem / Ruud Endeavor Line split heat pumps (dless19)', () => {
  it('RD17AZ side-discharge universal heat pump, Rheem and Ruud badges', () => {
    expect(endeavor('RD17AZ48AJ3NA', 'Rheem')).toMatchObject({ family: 'rheem', brand: 'Rheem', type: 'heat pumps', series: 'RD17AZ' });
    expect(endeavor('RD17AZ36AJ3N')).toMatchObject({ brand: 'Ruud', type: 'heat pumps', series: 'RD17AZ' });
    expect(endeavor('RD16AZ24AJ3NH')).toMatchObject({ type: 'heat pumps', series: 'RD16AZ' });
  });

  it('UP18AZ / UP16AZ / RP15AZ / RP14AZ / WP15AZ / WSP14AZ are heat pumps; no capacity is read', () => {
    for (const [model, series] of [['UP18AZ36AJVC', 'UP18AZ'], ['UP16AZ48AJ', 'UP16AZ'], ['RP15AZ24AJ1NA', 'RP15AZ'], ['RP14AZ36AJ3NA', 'RP14AZ'], ['WP15AZ30AJ', 'WP15AZ'], ['WSP14AZ24AJ', 'WSP14AZ']] as const) {
      const d = endeavor(model);
      expect(d, model).toMatchObject({ type: 'heat pumps', series });
      expect(d?.fields).toEqual({});
    }
  });

  it('UA18AZ / UA16AZ / RA15AZ / RA14AZ / RA13NZ / WSA14AZ are air conditioners (the page\'s Air Conditioners brochures)', () => {
    for (const [model, series] of [['UA18AZ36AJVC', 'UA18AZ'], ['UA16AZ48AJ', 'UA16AZ'], ['RA15AZ24AJ1NA', 'RA15AZ'], ['RA14AZ36AJ3NA', 'RA14AZ'], ['RA13NZ30AJ1NA', 'RA13NZ'], ['WSA14AZ24AJ', 'WSA14AZ']] as const) {
      const d = endeavor(model, 'Rheem');
      expect(d, model).toMatchObject({ type: 'air conditioners', series });
      expect(d?.fields).toEqual({});
    }
  });

  it('series the page does not list stay undecoded', () => {
    expect(endeavor('UP14AZ24AJ')).toBeNull();
    expect(endeavor('UA13NZ24AJ')).toBeNull();
    expect(endeavor('RA17AZ24AJ1NA')).toBeNull();
    expect(endeavor('RD17AZ')).toBeNull();
  });

  it('the full decoder reads the probe only with a Rheem-family brand', () => {
    expect(decodeModelNumber('RD17AZ48AJ3NA', 'Rheem')).toMatchObject({ type: 'heat pumps', series: 'RD17AZ' });
    expect(decodeModelNumber('RD17AZ48AJ3NA', '')).toBeNull();
  });
});
