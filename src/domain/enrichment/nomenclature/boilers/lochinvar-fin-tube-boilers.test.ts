import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Lochinvar Solution manual SBR-I-S ratings table (CBN045 … CBN260, N → L for L.P. gas, models 45,000 -
// 260,000 Btu/hr), Copper-fin ratings table (CBN315 input 315 … CBN500 input 500 MBH), typical specifications EBN-SPEC-02
// (Efficiency+ EB(N,L)) and CH-SPEC-02 (Copper-Fin II CH(N,L)).
describe('Lochinvar fin-tube boilers', () => {
  it('reads the CB models of the ratings tables with their input and gas', () => {
    expect(decodeModelNumber('CBN045', 'Lochinvar')).toMatchObject({ type: 'boilers', series: 'Solution CB', fields: { heating_input_kbtuh: 45, fuel: 'natural gas' } });
    expect(decodeModelNumber('CBL260', 'Lochinvar')).toMatchObject({ fields: { heating_input_kbtuh: 260, fuel: 'propane' } });
    expect(decodeModelNumber('CBN399', 'Lochinvar')).toMatchObject({ series: 'Copper-Fin CB', fields: { heating_input_kbtuh: 399 } });
  });

  it('reads Efficiency+ EB and Copper-Fin II CH as boilers, gas only', () => {
    expect(decodeModelNumber('EBN150', 'Lochinvar')).toMatchObject({ type: 'boilers', series: 'Efficiency+ EB', fields: { fuel: 'natural gas' } });
    expect(decodeModelNumber('EBL300', 'Lochinvar')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('CHN0650', 'Lochinvar')).toMatchObject({ type: 'boilers', series: 'Copper-Fin II CH', fields: { fuel: 'natural gas' } });
  });

  it('rejects inputs off the tables and other brands', () => {
    expect(decodeModelNumber('CBN100', 'Lochinvar')).toBeNull();
    expect(decodeModelNumber('EBN400', 'Lochinvar')).toBeNull();
    expect(decodeModelNumber('CBN090', null)).toBeNull();
    expect(decodeModelNumber('CBN090', 'Lennox')?.series ?? '').not.toBe('Solution CB');
  });
});
