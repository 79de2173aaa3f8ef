import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { afterLineWord } from '../line-words';

// Expected values from the makers' documents cited in each rule: HPWHsim presets (A. O. Smith "PHPT-60" = 60 gallon
// Voltex, "PHPT-80" = 80 gallon Voltex); American instruction manual 315628-001 (G62100T774NOV, 98-gallon high-recovery
// gas); Bradford White TTW service manual 45960A (M2TW50T*, M2TW65T*; BN / CX gas code); Bosch Tronic 6000C WH17 / WH27
// manual 6 720 646 951 (electric tankless), GWH C 920 ES / ESC manual (NG / LP gas tankless), Bosch 17e / 21e / 25e /
// 26e instructions SAR8512 (YS2670RA series); A. O. Smith Cyclone Xi BTH 120 thru 500 service handbook.
describe('A. O. Smith Voltex PHPT heat-pump tanks', () => {
  it('reads the nominal gallons, electric, heat pump', () => {
    expect(decodeModelNumber('PHPT-60', 'A. O. Smith')).toMatchObject({
      type: 'water heaters',
      series: 'PHPT',
      fields: { tank_capacity_gallons: 60, fuel: 'electric', efficiency_tier: 'heat pump' },
    });
    expect(decodeModelNumber('PHPT 80', 'A. O. Smith')?.fields.tank_capacity_gallons).toBe(80);
  });

  it('needs an A. O. Smith group brand and a listed size', () => {
    expect(decodeModelNumber('PHPT-80', null)).toBeNull();
    expect(decodeModelNumber('PHPT-80', 'Rheem')?.series ?? '').not.toBe('PHPT');
    expect(decodeModelNumber('PHPT-50', 'A. O. Smith')?.series ?? '').not.toBe('PHPT');
  });
});

describe('American 100-gallon key', () => {
  it('reads 100 gallons from G62100T774NOV, run on or hyphenated', () => {
    expect(decodeModelNumber('G62100T774NOV', 'American')).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: 100 } });
    expect(decodeModelNumber('G62-100T77-4NOV', 'American Water Heater')?.fields.tank_capacity_gallons).toBe(100);
  });

  it('does not read the digits after the T and needs the brand', () => {
    expect(decodeModelNumber('G62100T774NOV', 'American')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('G62100T774NOV', null)).toBeNull();
  });
});

describe('Bradford White M-II-TW through-the-wall print', () => {
  it('reads gallons and the BN / CX gas code', () => {
    expect(decodeModelNumber('MIITW50T6FBN', 'Bradford White')).toMatchObject({
      type: 'water heaters',
      series: 'M2TW',
      fields: { tank_capacity_gallons: 50, fuel: 'natural gas' },
    });
    expect(decodeModelNumber('M-II-TW-65T6FCX', 'Bradford White')?.fields).toEqual({ tank_capacity_gallons: 65, fuel: 'propane' });
  });

  it('leaves the MII commercial electric key to its own rule', () => {
    expect(decodeModelNumber('MII50123SF018', 'Bradford White')?.series ?? '').not.toBe('M2TW');
    expect(decodeModelNumber('MIITW50T6FBN', null)).toBeNull();
  });
});

describe('Bosch Tronic 6000C, GWH C and the Australian e-series', () => {
  it('types the Tronic 6000C WH17 / WH27 as electric tankless', () => {
    expect(decodeModelNumber('Tronic 6000C WH27', 'Bosch')).toMatchObject({ type: 'tankless water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('WH17', 'Bosch')?.type).toBe('tankless water heaters');
  });

  it('types GWH C 800 / C 920 as gas tankless with the NG / LP suffix', () => {
    expect(decodeModelNumber('GWH C 920 ESC NG', 'Bosch')).toMatchObject({ type: 'tankless water heaters', fields: { fuel: 'natural gas' } });
    expect(decodeModelNumber('GWH C 800 ES LP', 'Bosch')?.fields.fuel).toBe('propane');
  });

  it('types the 17e / 21e / 25e / 26e heaters and their YS series codes', () => {
    expect(decodeModelNumber('YS2670RABZ', 'Bosch')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('Bosch 25e', 'Bosch')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('WH27', null)).toBeNull();
  });
});

describe('AquaStar as a Bosch brand', () => {
  it('reads the AquaStar shapes under the AquaStar brand', () => {
    expect(decodeModelNumber('125FX', 'Aquastar')?.type).toBe('tankless water heaters');
  });
});

describe('water-heater line words before the model', () => {
  it('splits Cyclone / Voltex, Shield / Armor and AeroTherm / Defender off the model', () => {
    expect(afterLineWord('Cyclone Xi BTH-250A', 'A. O. Smith')).toEqual({ words: 'CYCLONE XI', rest: 'BTH-250A' });
    expect(afterLineWord('Voltex PHPT-80', 'A. O. Smith')).toEqual({ words: 'VOLTEX', rest: 'PHPT-80' });
    expect(afterLineWord('Shield SNA150-100', 'Lochinvar')).toEqual({ words: 'SHIELD', rest: 'SNA150-100' });
    expect(afterLineWord('AeroTherm RE2H50S10-1NCWT', 'Bradford White')).toEqual({ words: 'AEROTHERM', rest: 'RE2H50S10-1NCWT' });
    expect(afterLineWord('Cyclone BTH-199', 'Rheem')).toBeNull();
  });
});
