import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the makers' instructions cited in uk-wall-hung-lines.ts: Glow-worm 24cxi / 30cxi / 38cxi
// (0020008154A), 12hxi … 38hxi (0020008153-05), Betacom 24a / 28a, Ultimate 3 30c / 35c (0020239566_01), Ultracom sxi;
// Alpha CD25X / CD28X, CD13R / CD18R / CD24R, InTec 40GS2, CB 24/28; Keston Qudos 28h / 28hP / 28s / 28sP (WD440, WD420);
// Gledhill GB10 … GB30.
describe('UK wall-hung boiler lines', () => {
  it('reads Glow-worm models as the instructions name them, type only', () => {
    for (const [model, brand] of [
      ['24cxi', 'Glow-worm'],
      ['38CXI', 'Glowworm'],
      ['15hxi', 'Glow-worm'],
      ['Ultracom 2 30sxi', 'Glow-worm'],
      ['Ultracom 24cx', 'Glow worm'],
      ['Betacom 24a', 'Glow-worm'],
      ['Ultimate 3 35c', 'Glow-worm'],
      ['Xtramax HE', 'Glow-worm'],
    ] as const) {
      expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'boilers', brand: 'Glow-worm', fields: {} });
    }
  });

  it('reads Alpha, Keston and Gledhill models, type only', () => {
    expect(decodeModelNumber('CD25X', 'Alpha')).toMatchObject({ type: 'boilers', brand: 'Alpha', series: 'CD', fields: {} });
    expect(decodeModelNumber('CD18R', 'Alpha Boilers')?.type).toBe('boilers');
    expect(decodeModelNumber('InTec 40GS2', 'Alpha')?.series).toBe('INTEC');
    expect(decodeModelNumber('CB24', 'Alpha')?.type).toBe('boilers');
    expect(decodeModelNumber('Qudos 28hP', 'Keston')).toMatchObject({ type: 'boilers', brand: 'Keston', series: 'QUDOS' });
    expect(decodeModelNumber('Qudos 28s', 'Keston')?.type).toBe('boilers');
    expect(decodeModelNumber('GB25', 'Gledhill')).toMatchObject({ type: 'boilers', brand: 'Gledhill', series: 'GB' });
  });

  it('needs the brand, a line word or suffix, and a size the documents list', () => {
    expect(decodeModelNumber('24cxi', null)).toBeNull();
    expect(decodeModelNumber('30c', 'Glow-worm')).toBeNull();
    expect(decodeModelNumber('Betacom 26a', 'Glow-worm')).toBeNull();
    expect(decodeModelNumber('CD25X', 'Alpha Innotec')?.series ?? '').not.toBe('CD');
    expect(decodeModelNumber('CD26X', 'Alpha')).toBeNull();
    expect(decodeModelNumber('Qudos 35h', 'Keston')).toBeNull();
    expect(decodeModelNumber('GB35', 'Gledhill')).toBeNull();
    expect(decodeModelNumber('GB20', 'Lennox')?.series ?? '').not.toBe('GB');
  });
});
