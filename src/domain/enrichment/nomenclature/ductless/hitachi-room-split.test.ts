import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { HITACHI_ROOM_SPLIT_RULES } from './hitachi-room-split';

const d = (m: string, b: string) => firstDecode(HITACHI_ROOM_SPLIT_RULES, m, b);

describe('Hitachi RAS / RAC room splits (service and installation manuals)', () => {
  // Service manual 0011E: INDOOR UNIT RAS-25YH5 / OUTDOOR UNIT RAC-25YH5; 0518E: RAS-08LH2(B) / RAC-08LH1; RAS-08PH1 / RAC-08PH1.
  it('RAS indoor and RAC outdoor units: mini-splits, no capacity', () => {
    expect(d('RAS-25YH5', 'Hitachi')).toMatchObject({ type: 'mini-splits', description: 'split room air conditioner indoor unit', fields: {} });
    expect(d('RAC-25YH5', 'Hitachi')).toMatchObject({ type: 'mini-splits', description: 'split room air conditioner outdoor unit' });
    expect(d('RAS-08LH2(B)', 'Hitachi')).toMatchObject({ type: 'mini-splits' });
    expect(d('RAC-14LH1', 'Hitachi')).toMatchObject({ type: 'mini-splits' });
    expect(d('RAS-08PH1', 'Hitachi')).toMatchObject({ type: 'mini-splits' });
    expect(d('RAS25YH4', 'Hitachi')).toMatchObject({ type: 'mini-splits' });
  });

  // Installation manuals: RAS-25CNH2 / RAC-25CNH2; RAS-SD10CCT, RAS-SX10CCT, RAC-SD10CCT, RAC-SX10CCT.
  it('line letters before the class (SD / SX) and three-letter series (CNH)', () => {
    expect(d('RAS-25CNH2', 'Hitachi')).toMatchObject({ type: 'mini-splits', series: 'RAS-CNH' });
    expect(d('RAC-SX10CCT', 'Hitachi')).toMatchObject({ description: 'split room air conditioner outdoor unit', series: 'RAC-SXCCT' });
    expect(decodeModelNumber('RAS-SD10CCT', 'Hitachi')).toMatchObject({ type: 'mini-splits' });
  });

  it('brand required; Set Free / UTOPIA outdoor units and other shapes are not read', () => {
    expect(d('RAS-25YH5', '')).toBeNull();
    expect(d('RAS-10FSXN1E', 'Hitachi')).toBeNull();
    expect(d('RAS-10HRNME', 'Hitachi')).toBeNull();
    expect(d('RAS-3HVNP1E', 'Hitachi')).toBeNull();
    expect(d('RAS-25', 'Hitachi')).toBeNull();
    expect(d('RPI-25YH5', 'Hitachi')).toBeNull();
  });
});
