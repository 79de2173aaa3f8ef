import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { SHARP_ROOM_SPLIT_RULES } from './sharp-room-split';

const d = (m: string, b: string) => firstDecode(SHARP_ROOM_SPLIT_RULES, m, b);

describe('Sharp split room air conditioners (service manuals SC213AYX9PSR, S6512AYXP7FR, S8525AYAP7FHR, AH-129 / AU-129)', () => {
  it('AY / AH indoor units and AE / AU outdoor units: mini-splits, type only', () => {
    expect(d('AY-X9PSR', 'Sharp')).toMatchObject({ type: 'mini-splits', description: 'split room air conditioner indoor unit', fields: {} });
    expect(d('AE-X12PSR', 'Sharp')).toMatchObject({ type: 'mini-splits', description: 'split room air conditioner outdoor unit' });
    expect(d('AY-XP7FR', 'Sharp')).toMatchObject({ type: 'mini-splits' });
    expect(d('AE-A7FHR', 'Sharp')).toMatchObject({ description: 'split room air conditioner outdoor unit' });
    expect(d('AH-129', 'Sharp')).toMatchObject({ description: 'split room air conditioner indoor unit' });
    expect(d('AU-MP14', 'Sharp')).toMatchObject({ description: 'split room air conditioner outdoor unit' });
    expect(d('AE-X12JR-N', 'Sharp')).toMatchObject({ type: 'mini-splits' });
    expect(decodeModelNumber('AH-A129E', 'Sharp')).toMatchObject({ type: 'mini-splits', family: 'ductless_other' });
  });

  it('brand required; other letters and shapes are not read', () => {
    expect(d('AY-X9PSR', '')).toBeNull();
    expect(d('AX-X9PSR', 'Sharp')).toBeNull();
    expect(d('AY-PSR', 'Sharp')).toBeNull();
    expect(d('AYX9PSR', 'Sharp')).toBeNull();
  });
});
