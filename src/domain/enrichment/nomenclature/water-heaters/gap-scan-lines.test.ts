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

// Expected values: HPWHsim presets (LG APHWC501 "58 Gallon … Inverter Heat Pump Water Heater", APHWC801 80 gallon;
// Rheem HPHD60VNU / HPHD135VNU, Nyle C-series, Colmac CxA / CxV, Mitsubishi QAHV-N136TAU-HPB heat-pump water heaters).
describe('heat-pump water heaters named by the HPWHsim library', () => {
  it('reads the LG APHWC tanks with the library\'s nominal volume', () => {
    expect(decodeModelNumber('APHWC501M', 'LG')).toMatchObject({
      type: 'water heaters',
      series: 'APHWC',
      fields: { tank_capacity_gallons: 58, fuel: 'electric', efficiency_tier: 'heat pump' },
    });
    expect(decodeModelNumber('APHWC801M', 'LG')?.fields.tank_capacity_gallons).toBe(80);
  });

  it('types the commercial external units, each with its own brand only', () => {
    expect(decodeModelNumber('HPHD135VNU483', 'Rheem')).toMatchObject({ type: 'water heaters', series: 'HPHD', fields: { fuel: 'electric' } });
    // HPWHsim pull request 132 adds the H twins HPHD60HNU_201_MP / HPHD135HNU_483_MP beside the V units.
    expect(decodeModelNumber('HPHD60HNU', 'Rheem')).toMatchObject({ type: 'water heaters', series: 'HPHD', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('HPHD135HNU-483', 'Rheem')?.type).toBe('water heaters');
    expect(decodeModelNumber('HPHD60XNU', 'Rheem')?.series ?? '').not.toBe('HPHD');
    expect(decodeModelNumber('C125A', 'Nyle')?.type).toBe('water heaters');
    expect(decodeModelNumber('CxA-20', 'Colmac')?.type).toBe('water heaters');
    expect(decodeModelNumber('QAHV-N136TAU-HPB', 'Mitsubishi')?.type).toBe('water heaters');
    expect(decodeModelNumber('C125A', 'Rheem')?.series ?? '').not.toBe('Nyle C');
    expect(decodeModelNumber('APHWC501M', null)).toBeNull();
  });
});

// Expected values: ENERGY STAR rows RUS65e / RUS75e (Gas Tankless); Rinnai Commercial Hybrid System manual (C199i
// commercial tankless water heater).
describe('Rinnai RUS and C199 tankless', () => {
  it('types RUS65 / RUS75 and C199 with the N / P gas letter', () => {
    expect(decodeModelNumber('RUS65eN', 'Rinnai')).toMatchObject({ type: 'tankless water heaters', series: 'RUS', fields: { fuel: 'natural gas' } });
    expect(decodeModelNumber('C199iP', 'Rinnai')).toMatchObject({ type: 'tankless water heaters', series: 'C199', fields: { fuel: 'propane' } });
    expect(decodeModelNumber('RUS75e', 'Rinnai')?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('needs the brand', () => {
    expect(decodeModelNumber('C199iN', null)).toBeNull();
    expect(decodeModelNumber('C199iN', 'Navien')?.series ?? '').not.toBe('C199');
  });
});

// Expected values: Bradford White service manuals 238-48509-00A (U1TW40S*FRN … UTW465S60FR*N), 238-48494-00A
// (PE4403S*F(BN,SX) … PE2XR504T*F), 238-44943-00D (C(S,D)W2504T*F(BN,CX,SX)).
describe('Bradford White Eco-Defender U, Programmable Efficiency PE and CSW / CDW tanks', () => {
  it('reads the gallons of the listed models and their gas code', () => {
    expect(decodeModelNumber('U-4-TW-40T6FRN', 'Bradford White')).toMatchObject({
      type: 'water heaters',
      series: 'U4TW',
      fields: { tank_capacity_gallons: 40, fuel: 'natural gas' },
    });
    expect(decodeModelNumber('UTW465S60FR8N', 'Bradford White')?.fields.tank_capacity_gallons).toBe(65);
    expect(decodeModelNumber('PE2XR504T6FBN', 'Bradford White')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'natural gas' });
    expect(decodeModelNumber('CDW2504T6FCX', 'Bradford White')?.fields).toEqual({ tank_capacity_gallons: 50, fuel: 'propane' });
  });

  it('reads the U lines without TW, leaves SX unread and needs the brand', () => {
    expect(decodeModelNumber('U140T6FRN', 'Bradford White')?.series).toBe('U1');
    expect(decodeModelNumber('PE4403S6FSX', 'Bradford White')?.fields.fuel).toBeUndefined();
    expect(decodeModelNumber('U140T6FRN', null)).toBeNull();
  });
});

describe('Bradford White large tanks printed gallons · T - digits · B / R / FR - 3 · N / X', () => {
  // Expected values: the Bradford White manual listing 100T-88B-3X, 75T-80B-3N, U-100T-88R-3N, U-75T-80R-3N.
  it('reads the gallons and the N / X gas letter only', () => {
    expect(decodeModelNumber('100T-88B-3X', 'Bradford White')?.fields).toEqual({ tank_capacity_gallons: 100, fuel: 'propane' });
    expect(decodeModelNumber('U-75T-80R-3N', 'Bradford White')?.fields).toEqual({ tank_capacity_gallons: 75, fuel: 'natural gas' });
    expect(decodeModelNumber('100T-88B-3X', null)).toBeNull();
  });
});

describe('Stiebel Eltron SHC mini-tanks', () => {
  // Expected value: Stiebel Eltron "SHC 2.5, SHC 4 Mini-tank electric water heaters" installation manual (storage, not tankless).
  it('types the SHC as an electric storage water heater, the DHC still tankless', () => {
    expect(decodeModelNumber('SHC 4', 'Stiebel Eltron')).toMatchObject({ type: 'water heaters', series: 'SHC', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('SHC 2.5', 'Stiebel Eltron')?.type).toBe('water heaters');
    expect(decodeModelNumber('DHC-E 12', 'Stiebel Eltron')?.type).toBe('tankless water heaters');
  });
});

describe('A. O. Smith BTP commercial gas tanks', () => {
  // Expected value: A. O. Smith instruction manual 194186-003, "Commercial Gas Water Heaters, Models BTP 139(A) Thru 370(A)".
  it('types BTP 139 … 370 only, with an A. O. Smith group brand', () => {
    expect(decodeModelNumber('BTP-139', 'A. O. Smith')).toMatchObject({ type: 'water heaters', series: 'BTP', fields: {} });
    expect(decodeModelNumber('BTP 370A', 'State')?.type).toBe('water heaters');
    expect(decodeModelNumber('BTP-500', 'A. O. Smith')?.series ?? '').not.toBe('BTP');
    expect(decodeModelNumber('BTP-139', null)).toBeNull();
  });
});
