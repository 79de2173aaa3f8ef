import { describe, expect, it } from 'vitest';
import { canonicalBrand } from '../../brands';
import { decodeModelNumber } from '../index';
import { afterLineWord } from '../line-words';

// The makers' titles print the line name before the unit code (../line-words.ts cites each): Mitsubishi Electric
// "Ecodan PUZ-WM50VHA Monobloc Air Source Heat Pump Product Information Sheet"; Daikin "Daikin Altherma low temperature
// monobloc EBLQ05CAV3", "Daikin Altherma Low temperature split EHBH04CBV"; LG Therma V data book 5BPU0-01C (HU121MA U33);
// Toshiba Estía Engineering Data Book E10-371 (HWS-803H-E … HWS-1603H8R-E); Hitachi TCGB0098 cover ("YUTAKI S
// RWM-(2.0-10.0)NE", "YUTAKI M RASM-(3-6)(V)NE", "YUTAKI SCombi RWD-(2.0-6.0)NW(S)E-(200/260)S"); Samsung "EHS Split for
// Europe" data book (AE***RXED*G/EU); Panasonic Aquarea service manuals PAPAMY1709003CE (WH-MDC05H3E5) and
// PAPAMY1405035CE (WH-SDC09F3E8).
describe('air-to-water line names before the unit code', () => {
  it('splits the line name off as the titles print it', () => {
    expect(afterLineWord('Ecodan PUZ-WM50VHA', 'Mitsubishi Electric')).toEqual({ words: 'ECODAN', rest: 'PUZ-WM50VHA' });
    expect(afterLineWord('Altherma low temperature monobloc EBLQ05CAV3', 'Daikin')).toEqual({ words: 'ALTHERMA LOW TEMPERATURE MONOBLOC', rest: 'EBLQ05CAV3' });
    expect(afterLineWord('YUTAKI SCombi RWD-2.0NWE-200S', 'Hitachi')).toEqual({ words: 'YUTAKI SCOMBI', rest: 'RWD-2.0NWE-200S' });
    expect(afterLineWord('Therma V HU121MA U33', 'LG')).toEqual({ words: 'THERMA V', rest: 'HU121MA U33' });
  });

  it('reads the unit code after the line name, with the fields its own rule reads', () => {
    expect(decodeModelNumber('Ecodan PUZ-WM50VHA', 'Mitsubishi Electric')).toMatchObject({ type: 'heat pumps', fields: { heating_capacity_kw: 5 } });
    expect(decodeModelNumber('Altherma low temperature monobloc EBLQ05CAV3', 'Daikin')).toMatchObject({ type: 'heat pumps', fields: { heating_capacity_kw: 5 } });
    expect(decodeModelNumber('Altherma Low temperature split EHBH04CBV', 'Daikin')).toMatchObject({ type: 'heat pumps', family: 'daikin_altherma' });
    expect(decodeModelNumber('Therma V HU121MA U33', 'LG')).toMatchObject({ type: 'heat pumps', fields: { heating_capacity_kw: 12, phase: 1 } });
    expect(decodeModelNumber('Estia HWS-803H-E', 'Toshiba')).toMatchObject({ type: 'heat pumps', fields: { heating_capacity_kw: 8 } });
    expect(decodeModelNumber('Estía HWS-1603H8R-E', 'Toshiba')).toMatchObject({ type: 'heat pumps', fields: { heating_capacity_kw: 16 } });
    expect(decodeModelNumber('YUTAKI S RWM-2.0NE', 'Hitachi')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('YUTAKI M RASM-3VNE', 'Hitachi')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('EHS Split AE160RXEDGG/EU', 'Samsung')).toMatchObject({ type: 'heat pumps', fields: { refrigerant: 'R-32' } });
    expect(decodeModelNumber('Aquarea WH-MDC05H3E5', 'Panasonic')).toMatchObject({ type: 'heat pumps', fields: { heating_capacity_kw: 5 } });
    expect(decodeModelNumber('Aquarea WH-SDC09F3E8', 'Panasonic')).toMatchObject({ type: 'heat pumps', fields: { heating_capacity_kw: 9 } });
  });

  it("needs the line's own maker, and a code that decodes", () => {
    expect(decodeModelNumber('Ecodan PUZ-WM50VHA', 'Daikin')).toBeNull();
    expect(decodeModelNumber('Yutaki S RWM-2.0NE', 'Panasonic')).toBeNull();
    expect(decodeModelNumber('Therma V S12ET', 'LG')).toBeNull();
    expect(decodeModelNumber('EHS', 'Samsung')).toBeNull();
    expect(afterLineWord('Aquarea WH-MDC05H3E5', 'LG')).toBeNull();
  });
});

describe('air-to-water line names written as the brand', () => {
  it('reads each as its maker', () => {
    expect(canonicalBrand('Aquarea')).toBe('Panasonic');
    expect(canonicalBrand('Ecodan')).toBe('Mitsubishi Electric');
    expect(canonicalBrand('Altherma')).toBe('Daikin');
    expect(canonicalBrand('Therma V')).toBe('LG');
    expect(canonicalBrand('Estia')).toBe('Toshiba');
    expect(canonicalBrand('Yutaki')).toBe('Hitachi');
  });

  it("decodes the maker's unit codes under the line name", () => {
    expect(decodeModelNumber('PUZ-WM50VHA', 'Ecodan')).toMatchObject({ type: 'heat pumps', brand: 'Mitsubishi Electric' });
    expect(decodeModelNumber('EBLQ05CAV3', 'Altherma')).toMatchObject({ type: 'heat pumps', brand: 'Daikin' });
    expect(decodeModelNumber('HU121MA.U33', 'Therma V')).toMatchObject({ type: 'heat pumps', brand: 'LG' });
    expect(decodeModelNumber('HWS-803H-E', 'Estia')).toMatchObject({ type: 'heat pumps', brand: 'Toshiba' });
    expect(decodeModelNumber('RWM-2.0NE', 'Yutaki')).toMatchObject({ type: 'heat pumps', brand: 'Hitachi' });
    expect(decodeModelNumber('WH-MDC05H3E5', 'Aquarea')).toMatchObject({ type: 'heat pumps', brand: 'Panasonic' });
  });
});
