import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { SINCLAIR_SPLIT_RULES } from './sinclair-split';

const d = (m: string, b: string) => firstDecode(SINCLAIR_SPLIT_RULES, m, b);

describe('Sinclair split systems (service manuals KING ASH-09AK / ASH-13AK, Slim ASH-09X2CS / ASH-12X2CS, UNI SPLIT ASC / ASD / ASF / ASGE-xxBI)', () => {
  it('ASH wall split systems: mini-splits, type only', () => {
    expect(d('ASH-09AK', 'Sinclair')).toMatchObject({ type: 'mini-splits', series: 'ASH-AK', fields: {} });
    expect(d('ASH-13AK', 'Sinclair')).toMatchObject({ type: 'mini-splits' });
    expect(d('ASH-12X2CS', 'Sinclair')).toMatchObject({ series: 'ASH-X2CS' });
    expect(decodeModelNumber('ASH-09X2CS', 'Sinclair')).toMatchObject({ type: 'mini-splits', family: 'ductless_other' });
  });

  it('UNI split indoor and outdoor units', () => {
    expect(d('ASC-18BI', 'Sinclair')).toMatchObject({ description: 'UNI split cassette indoor unit' });
    expect(d('ASD-24BI2', 'Sinclair')).toMatchObject({ description: 'UNI split duct indoor unit' });
    expect(d('ASF-36BI', 'Sinclair')).toMatchObject({ description: 'UNI split floor / ceiling indoor unit' });
    expect(d('ASGE-48BI-3', 'Sinclair')).toMatchObject({ description: 'UNI split outdoor unit', type: 'mini-splits' });
  });

  it('brand required; other shapes are not read', () => {
    expect(d('ASH-09AK', '')).toBeNull();
    expect(d('ASH-09', 'Sinclair')).toBeNull();
    expect(d('ASX-18BI', 'Sinclair')).toBeNull();
    expect(d('ASGE-99BI', 'Sinclair')).toBeNull();
  });
});
