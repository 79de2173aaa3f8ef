// Geothermal line names of geothermal/series-names.ts. Names, spellings and types are the ones the cited
// sources print: the "Model Name" column of the ENERGY STAR geothermal heat pump list (every row a geothermal heat
// pump) and ClimateMaster's own series titles, not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { GEOTHERMAL_NAME_SERIES_ENTRIES } from './series-names';

describe('ClimateMaster Tranquility and Trilogy (series titles, ENERGY STAR model names)', () => {
  it('Tranquility 16 / 20 / 22 / 27 / 30 with their Digital / Compact / Split words are geothermal heat pumps', () => {
    for (const name of ['Tranquility 30', 'Tranquility 20', 'Tranquility 22 Digital', 'Tranquility 27', 'Tranquility 27 Split Digital', 'Tranquility 30 Digital', 'Tranquility 16 Compact', 'TRANQUILITY 30 TT', 'Tranquility Digital', 'Tranquility Water to Water Series', 'ClimateMaster Tranquility 30 geothermal']) {
      expect(decodeModelNumber(name, 'ClimateMaster'), name).toMatchObject({ family: 'climatemaster', type: 'geothermal heat pumps', seriesOnly: true, evidence: 'pattern' });
    }
    expect(decodeModelNumber('Tranquility 30', 'ClimateMaster')).toMatchObject({ series: 'Tranquility 30', description: 'geothermal heat pump (Tranquility)' });
    expect(decodeModelNumber('Tranquility Water to Water', 'ClimateMaster')).toMatchObject({ description: 'geothermal heat pump, water-to-water (Tranquility)' });
    // "heat pump" after the name is part of it; a geothermal heat pump is a heat pump.
    expect(decodeModelNumber('Tranquility 30 heat pump', 'ClimateMaster')).toMatchObject({ type: 'geothermal heat pumps' });
  });

  it('Trilogy / Trilogy 40 Q-Mode (IOM 97B0112N01: packaged geothermal heat pumps) is a variable-speed geothermal heat pump', () => {
    expect(decodeModelNumber('Trilogy 40 Q-Mode', 'ClimateMaster')).toMatchObject({ type: 'geothermal heat pumps', series: 'Trilogy 40', fields: { efficiency_tier: 'variable speed' } });
    expect(decodeModelNumber('Trilogy', 'ClimateMaster')).toMatchObject({ type: 'geothermal heat pumps', series: 'Trilogy' });
    expect(decodeModelNumber('Trilogy 45 QE', 'ClimateMaster')).toMatchObject({ series: 'Trilogy 45' });
  });

  it('a bare Tranquility, numbers no title prints, a contradicting type, other brands and no brand do not decode', () => {
    for (const [name, brand] of [
      ['Tranquility', 'ClimateMaster'],
      ['Tranquility 25', 'ClimateMaster'],
      ['Tranquility 30 furnace', 'ClimateMaster'],
      ['Tranquility 30 AC', 'ClimateMaster'],
      ['Trilogy 50', 'ClimateMaster'],
      ['Tranquility 30', 'Trane'],
      ['Trilogy', 'Carrier'],
      ['Tranquility 30', null],
    ] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });

  it('full ClimateMaster model numbers still decode by their own rule', () => {
    expect(decodeModelNumber('TTV038', 'ClimateMaster')).toMatchObject({ family: 'climatemaster', series: 'TT' });
    expect(decodeModelNumber('TTV038', 'ClimateMaster')?.seriesOnly).toBeFalsy();
  });
});

describe('WaterFurnace and GeoStar (ENERGY STAR model names)', () => {
  it('3 / 5 / 7 Series, Envision, Synergy 3D and Versatec Ultra are geothermal heat pumps', () => {
    for (const name of ['3 Series', '5 Series', '7 Series', 'Series 7', '5 Series Indoor Split', 'Envision', 'Envision NSW Series', 'Envision NDW Series', 'Envision Console', 'Synergy 3D', 'Versatec Ultra', 'WaterFurnace 7 Series geothermal']) {
      expect(decodeModelNumber(name, 'WaterFurnace'), name).toMatchObject({ family: 'waterfurnace', type: 'geothermal heat pumps', seriesOnly: true });
    }
    expect(decodeModelNumber('7 Series', 'WaterFurnace')).toMatchObject({ series: '7 Series' });
    expect(decodeModelNumber('5 Series Outdoor Split', 'WaterFurnace')).toMatchObject({ series: '5 Series', description: 'geothermal heat pump, outdoor split (WaterFurnace 5 Series)' });
    expect(decodeModelNumber('Versatec Ultra', 'WaterFurnace')).toMatchObject({ series: 'Versatec Ultra' });
  });

  it('GeoStar Aston, Magnolia Plus and Sycamore are geothermal heat pumps', () => {
    for (const name of ['Aston', 'Magnolia Plus', 'Sycamore', 'Aston Series']) {
      expect(decodeModelNumber(name, 'GeoStar'), name).toMatchObject({ family: 'waterfurnace', type: 'geothermal heat pumps' });
    }
  });

  it('other numbers, mixed names, other brands and no brand do not decode', () => {
    for (const [name, brand] of [
      ['4 Series', 'WaterFurnace'],
      ['9 Series', 'WaterFurnace'],
      ['Synergy Ultra', 'WaterFurnace'],
      ['Envision Ultra', 'WaterFurnace'],
      ['7 Series furnace', 'WaterFurnace'],
      ['7 Series', 'Carrier'],
      ['Envision', 'Trane'],
      ['Aston', 'Lennox'],
      ['7 Series', null],
    ] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('GeoComfort and Bosch (ENERGY STAR model names)', () => {
  it('Compass, Element, Navigator (GeoComfort) and Greensource / Green Source (Bosch) are geothermal heat pumps', () => {
    for (const name of ['Compass', 'Element', 'Navigator', 'Compass Series']) {
      expect(decodeModelNumber(name, 'GeoComfort'), name).toMatchObject({ family: 'enertech', type: 'geothermal heat pumps', seriesOnly: true });
    }
    for (const name of ['Greensource', 'Green Source', 'Greensource geothermal', 'Greensource CDI']) {
      expect(decodeModelNumber(name, 'Bosch'), name).toMatchObject({ family: 'bosch', type: 'geothermal heat pumps', series: 'Greensource' });
    }
  });

  it('other brands and no brand do not decode', () => {
    for (const [name, brand] of [['Element', 'Carrier'], ['Compass', 'Rheem'], ['Greensource', 'Goodman'], ['Element', null], ['Greensource', null]] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('GeoComfort Serenity, Trane T1GX … TVGX and Carrier GT-P names (ENERGY STAR model names, Carrier titles)', () => {
  it('are geothermal heat pumps', () => {
    for (const name of ['Serenity GT', 'Serenity GS', 'Serenity GTC', 'Serenity']) {
      expect(decodeModelNumber(name, 'GeoComfort'), name).toMatchObject({ family: 'enertech', type: 'geothermal heat pumps', seriesOnly: true });
    }
    for (const name of ['T1GX', 'T1GX Series', 'T2GX Series', 'TVGX', 'T1GW Series', 'T2GE']) {
      expect(decodeModelNumber(name, 'Trane'), name).toMatchObject({ family: 'trane', type: 'geothermal heat pumps', seriesOnly: true });
    }
    expect(decodeModelNumber('T2GX Series', 'Trane')).toMatchObject({ series: 'T2GX', fields: {} });
    expect(decodeModelNumber('GT-PX', 'Carrier')).toMatchObject({ family: 'carrier', type: 'geothermal heat pumps', series: 'GT-PX' });
    expect(decodeModelNumber('GT-PC', 'Carrier')).toMatchObject({ type: 'geothermal heat pumps', series: 'GT-PC' });
    expect(decodeModelNumber('GT-PW', 'Carrier')).toMatchObject({ description: 'geothermal heat pump, water-to-water' });
  });

  it('other letters, other brands and no brand do not decode', () => {
    for (const [name, brand] of [['T3GX', 'Trane'], ['T1GZ', 'Trane'], ['T1GX', 'Lennox'], ['GT-PZ', 'Carrier'], ['GT-PX', 'Trane'], ['Serenity', 'Carrier'], ['T1GX', null], ['GT-PX', null]] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('Hydron Module and TETCO (Enertech family; ENERGY STAR model names)', () => {
  it('Origin, Revolution, Evolution, Stratus, Cruise, Ion, ES4 / ES4-X / ES5 / ES6V / ESIII-X are geothermal heat pumps', () => {
    for (const name of ['Origin', 'Revolution', 'Evolution', 'Stratus', 'Cruise']) {
      expect(decodeModelNumber(name, 'Hydron Module'), name).toMatchObject({ family: 'enertech', type: 'geothermal heat pumps', seriesOnly: true });
    }
    for (const name of ['Ion', 'ES4', 'ES4-X', 'ES5', 'ES6V', 'ESIII-X Series']) {
      expect(decodeModelNumber(name, 'TETCO'), name).toMatchObject({ family: 'enertech', type: 'geothermal heat pumps' });
    }
    expect(decodeModelNumber('ES4-X', 'TETCO')).toMatchObject({ series: 'ES4-X' });
  });

  it('the same words with other makers (Bryant Evolution is a split / furnace name) and no brand do not decode here', () => {
    for (const [name, brand] of [['Evolution', 'Bryant'], ['Ion', 'Carrier'], ['Origin', null], ['ES7', 'TETCO'], ['Revolution furnace', 'Hydron Module']] as const) {
      expect(decodeModelNumber(name, brand)?.type === 'geothermal heat pumps', `${name} / ${brand}`).toBe(false);
    }
  });
});

describe('no reading of model-shaped nonsense (the shared generator)', () => {
  it('no names19 entry reads any of 20,000 nonsense strings, letter- or digit-led', () => {
    let hits = 0;
    for (const digitLed of [false, true]) {
      for (const m of nonsenseModels(10000, { seed: 1919, digitLed })) {
        for (const e of GEOTHERMAL_NAME_SERIES_ENTRIES) {
          const k = e.key.exec(m);
          if (k && e.tail.test(m.slice(k[0].length)) && e.read(k) !== null) hits++;
        }
      }
    }
    expect(hits).toBe(0);
  });
});
