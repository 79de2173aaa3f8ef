import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { ROOM_UNIT_RULES } from './room-air-conditioners';

// Models and classes as the cited owner's / service manuals print them.
const MODELS: [brand: string, model: string, kbtuh: number, kind: string][] = [
  ['GE', 'AGD14AAG1', 14, 'window'], // manual 49-7402: "AG_14 – 14,000 BTU models"
  ['GE', 'AGN12ABG1', 12, 'window'], // manual 49-7521 cover model, "AG_12 – 12,000 BTU"
  ['GE Appliances', 'AGM06', 6, 'window'], // 49-7521 model list
  ['GE', 'APCD07', 7, 'portable'], // 49-5000544 model list
  ['LG', 'LWHD8000R', 8, 'window'], // service manual LWHD8000R / LWHD1000R
  ['LG', 'LWHD1000R', 10, 'window'],
  ['LG', 'LWHD2400HR', 24, 'window'],
  ['LG', 'LW6013ERY3', 6, 'window'],
  ['LG', 'LP1025WSSM', 10, 'portable'],
  ['Emerson Quiet Kool', 'EARC10RSE1H', 10, 'window'], // "EARC10RSE1H 10000 BTU"
];

describe('room air conditioners (room-units/room-air-conditioners.ts)', () => {
  it.each(MODELS)('%s %s → %i kBtu/h %s unit', (brand, model, kbtuh, kind) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('packaged units');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.description).toBe(`${kind} room air conditioner`);
  });

  it('reads the Amana PBC / PBE / PBH through-the-wall key and the PT key cut short', () => {
    // Technical manual "PBC/PBE/PBH Through-The-Wall R-410A Air Conditioners & Heat Pumps"; heater codes of the PT key.
    expect(decodeModelNumber('PBH123G35CB', 'Amana')).toMatchObject({
      type: 'packaged units',
      fields: { cooling_capacity_kbtuh: 12, heating_capacity_kw: 3.5, efficiency_tier: 'heat pump', refrigerant: 'R-410A' },
    });
    expect(decodeModelNumber('PBC093G00CB', 'Amana')?.fields).toMatchObject({ cooling_capacity_kbtuh: 9, efficiency_tier: 'cooling only' });
    expect(decodeModelNumber('PBC093G35CB', 'Amana')).toBeNull(); // a cooling-only unit with a heater
    expect(decodeModelNumber('PTH12', 'Amana')?.description).toBe('packaged terminal heat pump, cut short after the class');
    expect(decodeModelNumber('PTH093G35AXXX', 'Amana')?.rule).toMatch(/design letter · heater/); // the full key: room-units/ptac.ts
  });

  it('prints src only for the classes the GE manual lists', () => {
    expect(decodeModelNumber('AGD14AAG1', 'GE')?.evidence).toBe('src');
    expect(decodeModelNumber('APCD07', 'GE')?.evidence).toBe('pattern');
  });

  it('leaves the PTAC, Zoneline and ductless keys to their rules', () => {
    expect(decodeModelNumber('LP123CD3A', 'LG')?.rule).toMatch(/PTAC/);
    expect(decodeModelNumber('AZ41E09DAB', 'GE')?.rule).toMatch(/Zoneline/);
    expect(decodeModelNumber('LS090HEV', 'LG')?.type).toBe('mini-splits');
  });

  it('needs the brand and a class on the lists', () => {
    expect(decodeModelNumber('LW8016ER', null)).toBeNull();
    expect(decodeModelNumber('LW8016ER', 'GE')).toBeNull();
    expect(decodeModelNumber('LW4516ER', 'LG')).toBeNull(); // 45: neither kBtu/h nor hundreds
    expect(decodeModelNumber('LP2416WSR', 'LG')).toBeNull(); // no 24,000 Btu/h portable
    expect(decodeModelNumber('AGD11AAG1', 'GE')).toBeNull();
  });

  it('fires on no model-shaped nonsense', () => {
    const hits: string[] = [];
    for (const model of nonsenseModels(20000, { seed: 1819, digitLed: true })) {
      for (const rule of ROOM_UNIT_RULES) if (rule.decode(model, rule.brands[0]!) !== null) hits.push(`${rule.id} ${model}`);
    }
    expect(hits).toEqual([]);
  });
});
