import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { OLSEN_UML_RULES as RULES } from './olsen-uml-oil-furnaces';

describe('Olsen UMLA / UMLVA oil furnaces (furnaces-other/olsen-uml-oil-furnaces.ts)', () => {
  // ECR manual PN 240011300: "UMLA / UMLVA Oil Fired Warm Air Furnaces".
  it.each([
    ['UMLV65A', 'UMLVA'],
    ['UMLV80ARF', 'UMLVA'],
    ['UMLV65ANXU', 'UMLVA'],
    ['UML80A', 'UMLA'],
  ])('%s is an oil furnace of the %s series', (model, series) => {
    const d = mustDecode(RULES, model, 'Olsen');
    expect(d.type).toBe('furnaces');
    expect(d.series).toBe(series);
    expect(d.fields).toEqual({ fuel: 'oil' });
  });

  it('reads no input from the digits (no document states them)', () => {
    expect(mustDecode(RULES, 'UMLV80A', 'Airco').fields).not.toHaveProperty('heating_input_kbtuh');
  });

  it('needs the Olsen / Airco brand and the UML shape', () => {
    expect(decodeWith(RULES, 'UMLV65A')).toBeNull();
    expect(decodeWith(RULES, 'UMLV65A', 'Thermo Pride')).toBeNull();
    expect(decodeWith(RULES, 'UMLX65A', 'Olsen')).toBeNull();
    expect(decodeWith(RULES, 'UMLV65B', 'Olsen')).toBeNull();
  });

  it('is reached through decodeModelNumber', () => {
    expect(decodeModelNumber('UMLV65AC', 'Olsen')?.series).toBe('UMLVA');
  });
});
