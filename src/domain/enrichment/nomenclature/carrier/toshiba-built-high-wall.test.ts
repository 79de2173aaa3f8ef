import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CARRIER_TOSHIBA_HIGH_WALL_RULES } from './toshiba-built-high-wall';

const d = (m: string, b: string) => firstDecode(CARRIER_TOSHIBA_HIGH_WALL_RULES, m, b);

describe('Carrier high-wall splits built by Toshiba Carrier (SVM-07013-1, SVM-13082-1, Luv Inverter manual)', () => {
  it('42NQV / 42UQV indoor and 38NYV / 38UYV outdoor units: mini-splits, type only', () => {
    expect(d('42NQV025H', 'Carrier')).toMatchObject({ type: 'mini-splits', description: 'high-wall split indoor unit', fields: {} });
    expect(d('38NYV045M', 'Carrier')).toMatchObject({ type: 'mini-splits', description: 'high-wall split outdoor unit', fields: {} });
    expect(d('42UQV060H', 'Carrier')).toMatchObject({ description: 'high-wall split indoor unit' });
    expect(d('38UYV050H', 'Carrier')).toMatchObject({ description: 'high-wall split outdoor unit' });
    expect(d('42LUVH025N-1', 'Carrier')).toMatchObject({ description: 'high-wall split indoor unit' });
    expect(d('38LUVH075N-1', 'Carrier')).toMatchObject({ description: 'high-wall split outdoor unit' });
  });

  // The §2.3 38-series rule read 38NYV025H as a 2-ton air conditioner; the dispatcher now gives the high-wall reading.
  it('38NYV / 38UYV are no longer read as North-American condensing units', () => {
    expect(decodeModelNumber('38NYV025H', 'Carrier')).toMatchObject({ type: 'mini-splits', fields: {} });
    expect(decodeModelNumber('38NYV025M2', 'Toshiba')).toMatchObject({ type: 'mini-splits' });
  });

  it('brand required; crossed prefixes and other shapes are not read', () => {
    expect(d('42NQV025H', '')).toBeNull();
    expect(d('38NQV025H', 'Carrier')).toBeNull();
    expect(d('42NYV025H', 'Carrier')).toBeNull();
    expect(d('42NQV25H', 'Carrier')).toBeNull();
    expect(d('38CKC036', 'Carrier')).toBeNull();
  });
});
