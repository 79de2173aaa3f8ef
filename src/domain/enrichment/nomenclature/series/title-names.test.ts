// Product-line names of series/title-names.ts. Names, spellings and types are the ones the cited maker documents
// print (owner's-manual and product-catalog titles), not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { TITLE_NAME_SERIES_ENTRIES } from './title-names';

describe('Sears / Kenmore water-heater lines', () => {
  it('Power Miser 6 / 8 / 9 / 12 (owner\'s manuals 185796-003, 184231-001, 184232-003, 186079-001) are tank water heaters', () => {
    for (const name of ['Power Miser', 'Power Miser 6', 'POWER MISER 8', 'PowerMiser 9', 'Powermiser 12', 'Power-Miser 9', 'Kenmore Power Miser 9']) {
      expect(decodeModelNumber(name, 'Kenmore'), name).toMatchObject({ family: 'sears', type: 'water heaters', seriesOnly: true, evidence: 'pattern' });
    }
    expect(decodeModelNumber('Power Miser 6', 'Sears')).toMatchObject({ type: 'water heaters', series: 'Power Miser 6' });
    // The titles name the fuel: "POWER MISER 6 ELECTRIC WATER HEATER", "POWER MISER 8 POWER VENT GAS WATER HEATER".
    expect(decodeModelNumber('Power Miser 6 electric water heater', 'Kenmore')).toMatchObject({ fields: { fuel: 'electric' } });
    expect(decodeModelNumber('Power Miser 8 power vent gas', 'Kenmore')).toMatchObject({ description: 'gas tank water heater (Power Miser)', fields: {} });
    // "Gas" does not tell natural gas from propane (the manuals list both): no fuel field.
    expect(decodeModelNumber('Power Miser 8 power vent gas', 'Kenmore')?.fields.fuel).toBeUndefined();
    expect(decodeModelNumber('Power Miser 9', 'Kenmore')?.fields.fuel).toBeUndefined();
  });

  it('The Economizer 6 (gas, power-vented and mobile-home manuals) is a gas tank water heater', () => {
    for (const name of ['The Economizer 6', 'The Economizer', 'Economizer 6', 'THE ECONOMIZER 6 GAS WATER HEATER']) {
      expect(decodeModelNumber(name, 'Kenmore'), name).toMatchObject({ type: 'water heaters', description: 'gas tank water heater (The Economizer)' });
    }
  });

  it('other numbers, a bare "Economizer", a contradicting fuel, other brands and no brand do not decode', () => {
    for (const [name, brand] of [
      ['Power Miser 7', 'Kenmore'],
      ['Power Miser 66', 'Kenmore'],
      ['Economizer', 'Kenmore'],
      ['Economizer 8', 'Kenmore'],
      ['The Economizer 6 electric', 'Kenmore'],
      ['Power Miser 9', 'Rheem'],
      ['Power Miser 9', 'Trane'],
      ['Power Miser 9', null],
    ] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('Reliance 606 (instruction manual "Reliance Water Heaters 606 Series", 196296-001)', () => {
  it('the series name reads as a tank water heater, with the fuel only when written', () => {
    expect(decodeModelNumber('606', 'Reliance')).toMatchObject({ family: 'aosmith', type: 'water heaters', series: 'Reliance 606', seriesOnly: true });
    expect(decodeModelNumber('606 Series', 'Reliance')?.type).toBe('water heaters');
    expect(decodeModelNumber('Reliance 606', 'Reliance')?.series).toBe('Reliance 606');
    expect(decodeModelNumber('606 electric', 'Reliance')?.fields.fuel).toBe('electric');
    expect(decodeModelNumber('606 gas', 'Reliance')?.fields.fuel).toBeUndefined();
  });
  it('needs a brand of the group; other numbers are not read', () => {
    expect(decodeModelNumber('606', '')).toBeNull();
    expect(decodeModelNumber('606', 'Rheem')).toBeNull();
    expect(decodeModelNumber('605', 'Reliance')).toBeNull();
    expect(decodeModelNumber('6066', 'Reliance')).toBeNull();
  });
});

describe('A. O. Smith Conservationist', () => {
  it('"Conservationist XGV Series" residential gas water heater manual: tank water heater', () => {
    expect(decodeModelNumber('Conservationist', 'A. O. Smith')).toMatchObject({ family: 'aosmith', type: 'water heaters', series: 'Conservationist', seriesOnly: true });
    expect(decodeModelNumber('Conservationist XGV', 'A. O. Smith')).toMatchObject({ type: 'water heaters', series: 'Conservationist XGV', description: 'gas tank water heater (Conservationist)' });
    expect(decodeModelNumber('AO Smith Conservationist water heater', 'A. O. Smith')).toMatchObject({ type: 'water heaters' });
    expect(decodeModelNumber('Conservationist', 'State')).toMatchObject({ type: 'water heaters' });
  });

  it('a written electric fuel, other brands and no brand do not decode', () => {
    expect(decodeModelNumber('Conservationist electric', 'A. O. Smith')).toBeNull();
    expect(decodeModelNumber('Conservationist', 'Rheem')).toBeNull();
    expect(decodeModelNumber('Conservationist', null)).toBeNull();
  });
});

describe('York-group two-stage furnace series (035-19671-001 "P*DU / G8D-UH / L8D-UH (Two Stage Upflow / LoNOx)")', () => {
  it('G8D and L8D, with or without UH, are furnaces', () => {
    for (const [name, brand] of [['G8D', 'Luxaire'], ['L8D', 'Coleman'], ['L8D-UH', 'York'], ['G8D UH', 'Coleman']] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toMatchObject({ type: 'furnaces' });
    }
    expect(decodeModelNumber('L8D', 'Coleman')).toMatchObject({ fields: { efficiency_tier: 'two-stage, low-NOx' } });
  });

  it('other letters and brands do not decode', () => {
    for (const [name, brand] of [['G8D', 'Trane'], ['K8D', 'York'], ['G8DX', 'Luxaire'], ['G8D', null]] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('Trane Odyssey (SSP-PRC001-EN: light-commercial split heat pumps and condensing units under one name)', () => {
  it('no type unless the owner wrote it', () => {
    expect(decodeModelNumber('Odyssey', 'Trane')).toBeNull();
    expect(decodeModelNumber('Odyssey heat pump', 'Trane')).toMatchObject({ type: 'heat pumps', series: 'Odyssey', seriesOnly: true });
    expect(decodeModelNumber('Odyssey AC', 'American Standard')).toMatchObject({ type: 'air conditioners' });
    expect(decodeModelNumber('Odyssey furnace', 'Trane')).toBeNull();
    expect(decodeModelNumber('Odyssey heat pump', 'Lennox')).toBeNull();
  });
});

describe('no reading of model-shaped nonsense (the shared generator)', () => {
  it('no name entry reads any of 20,000 nonsense strings, letter- or digit-led', () => {
    let hits = 0;
    for (const digitLed of [false, true]) {
      for (const m of nonsenseModels(10000, { seed: 1818, digitLed })) {
        for (const e of TITLE_NAME_SERIES_ENTRIES) {
          const k = e.key.exec(m);
          if (k && e.tail.test(m.slice(k[0].length)) && e.read(k) !== null) hits++;
        }
      }
    }
    expect(hits).toBe(0);
  });
});

describe('ICP / Dettson Lo-Boy ("OIL LO|BOY" OLR098 / OLV098; Dettson "LOWBOY OLR154A16A"), Dettson Chinook (C15-M-V), Amana Twin Comfort (AMH8 title)', () => {
  it('are furnaces; oil only where written', () => {
    expect(decodeModelNumber('Oil Lo-Boy', 'Tempstar')).toMatchObject({ family: 'icp', type: 'furnaces', fields: { fuel: 'oil' }, seriesOnly: true });
    expect(decodeModelNumber('Lowboy', 'Dettson')).toMatchObject({ type: 'furnaces', series: 'Lo-Boy' });
    expect(decodeModelNumber('Lowboy', 'Keeprite')?.fields.fuel).toBeUndefined();
    expect(decodeModelNumber('Chinook', 'Dettson')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing' } });
    expect(decodeModelNumber('Chinook C15-M-V', 'Dettson')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('Highboy', 'Thermo Pride')).toMatchObject({ family: 'thermo_pride', type: 'furnaces', series: 'Highboy' });
    expect(decodeModelNumber('Oil Lowboy', 'Thermo Pride')).toMatchObject({ type: 'furnaces', series: 'Lowboy', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('Twin Comfort', 'Amana')).toMatchObject({ family: 'goodman', type: 'furnaces', fields: { efficiency_tier: 'two-stage' } });
  });

  it('other brands and neighbours do not decode', () => {
    for (const [name, brand] of [['Lowboy', 'Trane'], ['Lowboys', 'Dettson'], ['Chinook', 'Tempstar'], ['Chinook 2', 'Dettson'], ['Twin Comfort', 'Lennox'], ['Twin', 'Amana'], ['Lowboy', null], ['Highboy', 'Tempstar'], ['Midboy', 'Thermo Pride']] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('Richmond Encore (12GR50-40F title), Rheem Guardian System (ACHR News FVIR report) and HTP Everlast (lp-547, lp-608 EVG…C2X045H)', () => {
  it('are tank water heaters (Everlast: electric)', () => {
    expect(decodeModelNumber('Encore', 'Richmond')).toMatchObject({ family: 'rheem', type: 'water heaters', series: 'Encore', seriesOnly: true });
    expect(decodeModelNumber('Richmond Encore gas water heater', 'Richmond')).toMatchObject({ type: 'water heaters', series: 'Encore' });
    expect(decodeModelNumber('Guardian System', 'Rheem')).toMatchObject({ type: 'water heaters', description: 'gas tank water heater, FVIR (Guardian System)' });
    expect(decodeModelNumber('Rheem Guardian', 'Rheem')).toMatchObject({ type: 'water heaters', series: 'Guardian System' });
    expect(decodeModelNumber('Guardian', 'York')).toBeNull();
    expect(decodeModelNumber('Everlast', 'HTP')).toMatchObject({ family: 'htp', type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('Everlast electric water heater', 'HTP')).toMatchObject({ type: 'water heaters' });
  });

  it('other brands and neighbours do not decode', () => {
    for (const [name, brand] of [['Encore', 'Trane'], ['Encore 2', 'Richmond'], ['Everlast', 'Rheem'], ['Everlast gas', 'HTP'], ['Encore', null]] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});
