import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CHINA_GB_ROOM_SPLIT_RULES } from './china-gb-room-split';
import { PANASONIC_RULES } from './panasonic';

describe('Chinese GB/T 7725 KFR room splits', () => {
  // The scheme's fields as the cited pages set them out, with Gree's examples: KFR-25GW/E (K room air conditioner,
  // F split, R heat pump, G wall-mounted indoor unit, W outdoor unit), KFR-50LW (L floor-standing cabinet).
  const d = (m: string, b: string) => firstDecode(CHINA_GB_ROOM_SPLIT_RULES, m, b);
  it('reads function and unit structure, type only', () => {
    expect(d('KFR-25GW/E', 'Gree')).toMatchObject({ type: 'mini-splits', series: 'KFR', description: 'split room air conditioner, wall-mounted (indoor and outdoor unit), heat pump' });
    expect(d('KFR-50LW/E', 'Gree')).toMatchObject({ series: 'KFR', description: 'split room air conditioner, floor-standing cabinet (indoor and outdoor unit), heat pump' });
    expect(d('KF-25GW', 'Midea')).toMatchObject({ series: 'KF', description: 'split room air conditioner, wall-mounted (indoor and outdoor unit), cooling only' });
    expect(d('KFR-35W/H3V7X1(1X41)', 'Gree')).toMatchObject({ series: 'KFR', description: 'split room air conditioner outdoor unit, heat pump' });
    expect(d('KFR-72L/QZ1-X1A(2X03)', 'Gree')).toMatchObject({ series: 'KFR', description: 'split room air conditioner floor-standing cabinet indoor unit, heat pump' });
    expect(decodeModelNumber('KFR-35GW/BpR3AEH29(B1)', 'AUX')).toMatchObject({ type: 'mini-splits', family: 'ductless_other', brand: 'AUX' });
    expect(decodeModelNumber('kfr-26gw/(26596)fnaa-a3', 'Gree')).toMatchObject({ type: 'mini-splits' });
  });
  it('needs a brand and the scheme letters', () => {
    expect(d('KFR-25GW/E', '')).toBeNull();
    expect(d('KFR-25XW', 'Gree')).toBeNull();
    expect(d('KFR-GW25', 'Gree')).toBeNull();
    expect(d('KCD-46A', 'Gree')).toBeNull(); // window unit: not read here
    expect(decodeModelNumber('KFR-35GW/HFJ+3', null)).toBeNull();
  });
});

describe('Panasonic Indian splits (KY forms)', () => {
  // Model names from the MirAIe integration's model table (selvakk2k/panasonic-ac-models models.json), all typed
  // "Room Air Conditioner" / "Split" there.
  const d = (m: string, b: string) => firstDecode(PANASONIC_RULES, m, b);
  it('reads the KY forms with star digits, feature letters and variants', () => {
    for (const m of ['CS-NU18AKY4WXD', 'CS-EU18CKY5XFM-G', 'CS-KZ18AKYDSR', 'CS-RU18AKY-1', 'CS-KU12ZKYF1', 'CS-SU11AKY3TD', 'CS-HU12CKY5FM-P']) {
      expect(d(m, 'Panasonic')).toMatchObject({ type: 'mini-splits', fields: {}, description: expect.stringMatching(/indoor unit/) });
    }
    expect(d('CS-CU-NU18YKY5W', 'Panasonic')).toMatchObject({ series: 'CS-NU', description: 'split room air conditioner (indoor and outdoor unit)' });
    expect(d('CU-NU18YKY5W', 'Panasonic')).toMatchObject({ description: 'split outdoor unit' });
    expect(d('CS-NE9LKE', 'Panasonic')).toMatchObject({ series: 'CS-NE', evidence: 'pattern' }); // the existing form is unchanged
  });
  it('needs the brand and the KY marker', () => {
    expect(d('CS-NU18AKY4WXD', '')).toBeNull();
    expect(d('CS-NU18AKX4WXD', 'Panasonic')).toBeNull();
    expect(d('CU-CU-NU18YKY5W', 'Panasonic')).toBeNull();
  });
});
