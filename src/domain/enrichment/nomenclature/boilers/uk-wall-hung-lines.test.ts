import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the makers' instructions cited in uk-wall-hung-lines.ts: Glow-worm 24cxi / 30cxi / 38cxi
// (0020008154A), 12hxi … 38hxi (0020008153-05), Betacom 24a / 28a, Ultimate 3 30c / 35c (0020239566_01), Ultracom sxi;
// Alpha CD25X / CD28X, CD13R / CD18R / CD24R, InTec 40GS2, CB 24/28; Keston Qudos 28h / 28hP / 28s / 28sP (WD440, WD420);
// Gledhill GB10 … GB30; Saunier Duval Themaclassic F18E SB (4000124050); Ideal BOXER C 24 / C 28; Bosch THRs 0.9-9 … 10-50
// (6 720 808 441); Keston Combi C30; Glow-worm Hideaway 70B (221763A), Economy Plus 60F; Ideal i-mini 24; Immergas (IE) Victrix
// Tera 28 1 (1.040295ENG), Victrix Pro 55 1 A, Mini Eolo 28 3 E, Avio 24 2 ERP; Ideal Logic Combi ESP24 … ESP35 (UIN 213936), Logic (Code)
// Combi ESP1 24 – 38; Worcester 9/14, 14/19, 19/24CBi; Saunier Duval Semia C 24 / F 24 (Externa); Potterton Combi 80.
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

  it('reads Saunier Duval Themaclassic, Ideal Boxer, Bosch THRs, Keston Combi C30 and older Glow-worm lines, type only', () => {
    expect(decodeModelNumber('Themaclassic F18E SB', 'Saunier Duval')).toMatchObject({ type: 'boilers', family: 'saunier_duval', fields: {} });
    expect(decodeModelNumber('Boxer C 28', 'Ideal')).toMatchObject({ type: 'boilers', family: 'ideal', series: 'BOXER' });
    expect(decodeModelNumber('THRs 2-17 M75 V', 'Bosch')).toMatchObject({ type: 'boilers', family: 'bosch', series: 'THRS' });
    expect(decodeModelNumber('THRs 10-50 C', 'Worcester Bosch')?.type).toBe('boilers');
    expect(decodeModelNumber('Combi C30', 'Keston')?.type).toBe('boilers');
    expect(decodeModelNumber('Hideaway 70B', 'Glow-worm')?.series).toBe('HIDEAWAY');
    expect(decodeModelNumber('Economy Plus 60F', 'Glow-worm')?.series).toBe('ECONOMYPLUS');
    expect(decodeModelNumber('i-mini 30', 'Ideal')?.type).toBe('boilers');
    expect(decodeModelNumber('Logic Combi ESP24', 'Ideal')).toMatchObject({ type: 'boilers', family: 'ideal' });
    expect(decodeModelNumber('Logic Code Combi ESP1 35', 'Ideal')?.type).toBe('boilers');
    expect(decodeModelNumber('14/19CBi', 'Worcester Bosch')).toMatchObject({ type: 'boilers', family: 'worcester_bosch' });
    expect(decodeModelNumber('Semia F 24 Externa', 'Saunier Duval')).toMatchObject({ type: 'boilers', family: 'saunier_duval' });
    expect(decodeModelNumber('Combi 80', 'Potterton')?.type).toBe('boilers');
    expect(decodeModelNumber('Combi 90', 'Potterton')).toBeNull();
    expect(decodeModelNumber('THRs 3-20 C', 'Bosch')).toBeNull();
    expect(decodeModelNumber('Boxer C 30', 'Ideal')).toBeNull();
  });

  it('reads Immergas Victrix / Mini Eolo / Nike Star / Avio as the IE instruction booklets name them, type only', () => {
    expect(decodeModelNumber('Victrix Tera 28 1', 'Immergas')).toMatchObject({ type: 'boilers', brand: 'Immergas', series: 'VICTRIXTERA', fields: {} });
    expect(decodeModelNumber('Mini Eolo 28 3 E', 'Immergas')?.type).toBe('boilers');
    expect(decodeModelNumber('Avio 24 2 ERP', 'Immergas')?.type).toBe('boilers');
    expect(decodeModelNumber('Victrix Pro 55 1 A', 'Immergas')?.series).toBe('VICTRIXPRO');
    expect(decodeModelNumber('Victrix', 'Immergas')).toBeNull();
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
