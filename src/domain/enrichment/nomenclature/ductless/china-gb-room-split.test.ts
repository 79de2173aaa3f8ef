import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CHINA_GB_ROOM_SPLIT_RULES } from './china-gb-room-split';

const d = (m: string, b: string) => firstDecode(CHINA_GB_ROOM_SPLIT_RULES, m, b);

describe('Chinese national room air conditioner designation KF / KFR (Gree Feng Xia service manual, GB/T 7725)', () => {
  // Gree Feng Xia: KF-70GW/A1 and KFR-70GW/A1 rated 7000 W (7.0 kW = 23.9 kBtu/h); indoor KF-70G/A1, outdoor KF-70W/A1;
  // KFR-80GW/A1 8000 W (27.3 kBtu/h).
  it('reads the split type, the unit and the capacity in hundreds of watts', () => {
    expect(d('KFR-70GW/A1', 'Gree')).toMatchObject({ type: 'mini-splits', series: 'KFR', fields: { cooling_capacity_kbtuh: 23.9, cooling_capacity_tons: 1.99 } });
    expect(d('KF-70GW/A1', 'Gree')).toMatchObject({ series: 'KF', fields: { cooling_capacity_kbtuh: 23.9 } });
    expect(d('KF-70G/A1', 'Gree')).toMatchObject({ description: 'split room air conditioner wall-mounted indoor unit, cooling only' });
    expect(d('KF-70W/A1', 'Gree')).toMatchObject({ description: 'split room air conditioner outdoor unit, cooling only' });
    expect(d('KFR-80GW/A1', 'Gree')).toMatchObject({ fields: { cooling_capacity_kbtuh: 27.3 } });
    expect(d('KFR-70GW/A1-12405', 'Gree')).toMatchObject({ type: 'mini-splits' });
    expect(decodeModelNumber('KFR-70GW/NA1', 'Gree')).toMatchObject({ type: 'mini-splits', family: 'ductless_other' });
  });

  it('brand required; window units, other letters and capacities out of range are not read', () => {
    expect(d('KFR-70GW/A1', '')).toBeNull();
    expect(d('KC-32/Y', 'Gree')).toBeNull();
    expect(d('KFR-70QW/A1', 'Gree')).toBeNull();
    expect(d('KFR-05GW', 'Gree')).toBeNull();
    expect(d('KFR-980GW', 'Gree')).toBeNull();
  });
});
