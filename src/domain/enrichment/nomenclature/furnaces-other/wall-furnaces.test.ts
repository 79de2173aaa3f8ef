// Issue 18 (id18b): Williams and Cozy gas wall / floor furnaces. Expected values are the owner's manuals' (model lists
// by gas, the inputs their titles print), never data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { WALL_FURNACE_RULES } from './wall-furnaces';

describe('Williams wall furnaces (owner\'s manuals: input · altitude · line · variant · gas)', () => {
  it.each([
    // top-vent gravity: "25,000 and 35,000 Btu/hr model", "50,000 Btu/hr model"; natural …2, propane …1
    ['2509622', 25, 'natural gas', 'src'],
    ['3509622', 35, 'natural gas', 'src'],
    ['5009621', 50, 'propane', 'src'],
    ['2509611', 25, 'propane', 'src'],
    ['3509622A', 35, 'natural gas', 'src'], // the rating table's "3509622A Nat. 35,000" // L0408222 "for use with liquefied petroleum gas only"
    ['3519612', 35, 'natural gas', 'src'], // the manual's Canadian example: third digit 1 = basic altitude
    // window-wall direct vent: "2503532 · 4003532 — 25,000 and 40,000 BTU/Hr Furnaces"
    ['2503532', 25, 'natural gas', 'src'],
    ['4003532', 40, 'natural gas', 'src'],
    // gravity direct vent (L0408134): 1403612 … 3003622 natural, …11 / …21 propane; manufactured-home .05 version
    ['1403612', 14, 'natural gas', 'pattern'],
    ['2203621', 22, 'propane', 'pattern'],
    ['3003621.05', 30, 'propane', 'pattern'],
    // counterflow top vent: 3508332, 5508332, 6508732 (natural gas only)
    ['3508332', 35, 'natural gas', 'pattern'],
    ['6508732', 65, 'natural gas', 'pattern'],
    ['6058831', 60, 'propane', 'pattern'], // Magnum Forsaire counterflow top-vent: 6008832 … 6058832 natural, …1 propane
    // enclosed front (natural 2001622A …) and fireplace front (propane 6502921A …)
    ['2001622A', 20, 'natural gas', 'pattern'],
    ['6502921A', 65, 'propane', 'pattern'],
  ])('%s → %i kBtu/h input, %s (%s)', (model, input, fuel, evidence) => {
    const d = mustDecode(WALL_FURNACE_RULES, model, 'Williams');
    expect(d).toMatchObject({ type: 'furnaces', family: 'wall_furnace', brand: 'Williams', evidence });
    expect(d.fields).toEqual({ heating_input_kbtuh: input, fuel });
  });

  it('names the line from the manual titles', () => {
    expect(mustDecode(WALL_FURNACE_RULES, '3509622', 'Williams').description).toBe('gas top-vent gravity wall furnace');
    expect(mustDecode(WALL_FURNACE_RULES, '4003532', 'Williams').description).toBe('gas direct-vent window wall furnace');
    expect(mustDecode(WALL_FURNACE_RULES, '5508332', 'Williams').description).toBe('gas counterflow top-vent wall furnace');
  });

  it('through the dispatcher, with the maker\'s other spellings and a dash typed in', () => {
    expect(decodeModelNumber('3509-622', 'Williams Furnace Co.')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 35 } });
    expect(decodeModelNumber('3509622', 'Williams')?.brand).toBe('Williams');
  });

  it('needs the brand, an input of the key, a known line and a gas digit 1 / 2', () => {
    for (const [model, brand] of [
      ['3509622', ''],
      ['3509622', 'Williamson'],
      ['3509622', 'Coleman'],
      ['1234567', 'Williams'], // no line 34
      ['7009622', 'Williams'], // no 70,000 input in the key
      ['3509623', 'Williams'], // gas digit 3
      ['35096222', 'Williams'],
    ] as const) {
      expect(decodeModelNumber(model, brand), `${model} / ${brand}`).toBeNull();
    }
  });
});

describe('Cozy wall and floor furnaces (Cozy / Louisville Tin and Stove manuals)', () => {
  it.each([
    ['C255H', 25, 'natural gas', 'src', 'gas top-vent gravity wall furnace'], // "25,000 – 35,000 BTU/hr", natural C255H / C355H
    ['C356H', 35, 'propane', 'src', 'gas top-vent gravity wall furnace'], // propane C256H / C356H
    ['C505H', 50, 'natural gas', 'src', 'gas top-vent gravity wall furnace, double-sided'], // "50,000 BTU/hr" double-sided
    ['WOW253', 25, 'natural gas', 'pattern', 'gas fan-type direct-vent through-the-wall furnace'], // WOW253 / WOW403 nat.
    ['WOW404', 40, 'propane', 'pattern', 'gas fan-type direct-vent through-the-wall furnace'], // WOW254 / WOW404 L.P.
    ['90N50A', 50, 'natural gas', 'pattern', 'gas vented floor furnace'], // 90N30A … 90N75A natural gas
  ])('%s → %i kBtu/h, %s (%s)', (model, input, fuel, evidence, description) => {
    const d = mustDecode(WALL_FURNACE_RULES, model, 'Cozy');
    expect(d).toMatchObject({ type: 'furnaces', family: 'wall_furnace', evidence, description });
    expect(d.fields).toEqual({ heating_input_kbtuh: input, fuel });
  });

  it('reads the older maker name as Cozy and needs the brand and the printed sizes', () => {
    expect(decodeModelNumber('90N75A', 'Louisville Tin and Stove')).toMatchObject({ brand: 'Cozy', fields: { heating_input_kbtuh: 75 } });
    expect(decodeModelNumber('C255H', '')).toBeNull();
    expect(decodeModelNumber('C455H', 'Cozy')).toBeNull();
    expect(decodeModelNumber('C257H', 'Cozy')).toBeNull();
    expect(decodeModelNumber('WOW305', 'Cozy')).toBeNull();
  });
});

describe('Empire wall furnaces (GWT-25-2 instructions, UltraSaver PVS35N-1 manual)', () => {
  it('GWT top-vent and PVS UltraSaver: type and line only (no document ties the size to an input)', () => {
    expect(decodeModelNumber('GWT-35-2', 'Empire')).toMatchObject({ type: 'furnaces', series: 'GWT', fields: {}, evidence: 'src' });
    expect(decodeModelNumber('PVS35N-1', 'Empire Comfort Systems')).toMatchObject({ type: 'furnaces', series: 'PVS', fields: { efficiency_tier: 'condensing (Category IV), direct vent' } });
    expect(decodeModelNumber('GWT-35-2', '')).toBeNull();
    expect(decodeModelNumber('GWT-45-2', 'Empire')).toBeNull();
  });
});

describe('Rinnai EnergySaver direct-vent wall furnaces (RHFE and EX manuals)', () => {
  it.each([
    ['RHFE-263FA', 'RHFE-263', undefined],
    ['RHFE-263FAII', 'RHFE-263', undefined],
    ['RHFE-431WTA', 'RHFE-431', undefined],
    ['RHFE-1004FTA', 'RHFE-1004', undefined],
    ['EX11CTN', 'EX11', 'natural gas'],
    ['EX38CTP', 'EX38', 'propane'],
  ])('%s → wall furnace %s, fuel %s, no input (the number is a size)', (model, series, fuel) => {
    const d = decodeModelNumber(model, 'Rinnai');
    expect(d).toMatchObject({ type: 'furnaces', family: 'rinnai', series, description: 'EnergySaver gas direct-vent wall furnace' });
    expect(d?.fields).toEqual(fuel === undefined ? {} : { fuel });
  });

  it('needs the brand and a printed size', () => {
    expect(decodeModelNumber('EX11CTN', '')).toBeNull();
    expect(decodeModelNumber('EX12CTN', 'Rinnai')).toBeNull();
    expect(decodeModelNumber('RHFE-500FA', 'Rinnai')).toBeNull();
  });
});

describe('model-number-shaped nonsense against the wall-furnace rules', () => {
  it('no decode among 20,000 seeded strings with either brand', () => {
    const hits: string[] = [];
    for (const brand of ['Williams', 'Cozy', 'Empire', 'Rinnai']) {
      for (const raw of nonsenseModels(20000, { seed: 18218, digitLed: true })) if (decodeWith(WALL_FURNACE_RULES, raw, brand) !== null) hits.push(raw);
    }
    expect(hits).toEqual([]);
  });
});

describe('Williams direct-vent wall furnace, line 38 (owner\'s manual: 1403822 … 2253822 natural, 1403821 … 2253821 propane; 14,000 and 22,000 Btu/hr)', () => {
  it('reads the input the manual prints and the gas digit', () => {
    expect(decodeModelNumber('1403822', 'Williams')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 14, fuel: 'natural gas' } });
    expect(decodeModelNumber('2253821', 'Williams')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 22, fuel: 'propane' } });
  });
});
