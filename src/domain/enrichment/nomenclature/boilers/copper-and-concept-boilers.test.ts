import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: A. O. Smith GB/GW-300 … 750 (Series 400–404) and GB/GW 1000 … 2500 (211364-000, GBO outdoor) copper boilers
// for hydronic heating and hot water supply, XP Boiler XB/XW 1000 … 3400 (320741-002), VB/VW-500 / 750 / 1000; Slant/Fin
// Concept 21 CB-45 … CB-180 (input chart: 33,750 Btu/h = CB-45 nominal input reduced by 25 %).
describe('A. O. Smith copper boilers and Slant/Fin Concept', () => {
  it('reads the B (hydronic heating) models of the A. O. Smith manuals as boilers, type only', () => {
    expect(decodeModelNumber('GB-1300', 'A. O. Smith')).toMatchObject({ type: 'boilers', family: 'aosmith', series: 'Genesis GB', fields: {} });
    expect(decodeModelNumber('GB-650', 'AO Smith')?.type).toBe('boilers');
    expect(decodeModelNumber('GBO-1000', 'A. O. Smith')?.series).toBe('Genesis GBO (outdoor)');
    expect(decodeModelNumber('XB-3400', 'A. O. Smith')).toMatchObject({ type: 'boilers', series: 'XP XB' });
    expect(decodeModelNumber('VB-500', 'A. O. Smith')?.type).toBe('boilers');
  });

  it('leaves the W twins and sizes off the lists unread', () => {
    expect(decodeModelNumber('GW-1000', 'A. O. Smith')?.series ?? '').not.toMatch(/GB/);
    expect(decodeModelNumber('XB-1500', 'A. O. Smith')).toBeNull();
    expect(decodeModelNumber('GB-1000', null)).toBeNull();
  });

  it('reads Slant/Fin Concept CB with its nominal input', () => {
    expect(decodeModelNumber('CB-45', 'Slant/Fin')).toMatchObject({ type: 'boilers', series: 'Concept CB', fields: { heating_input_kbtuh: 45 } });
    expect(decodeModelNumber('Concept 21 CB-180', 'Slant/Fin')?.fields.heating_input_kbtuh).toBe(180);
    expect(decodeModelNumber('CB-60', 'Slant/Fin')).toBeNull();
    expect(decodeModelNumber('CB-45', 'Burnham')?.series ?? '').not.toBe('Concept CB');
  });
});
