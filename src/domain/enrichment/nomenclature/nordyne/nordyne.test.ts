import { describe, expect, it } from 'vitest';
import { NORDYNE_RULES } from './nordyne';
import { firstDecode } from '../kit/first-decode';
import { decodeModelNumber } from '../index';

const nordyne = (model: string, brand = 'Intertherm') => firstDecode(NORDYNE_RULES, model, brand);

describe('§8.1 manufactured-home furnaces (printed key)', () => {
  it('M1MB-056A-BW: gas direct-vent gun burner, 56,000 Btu/h', () => {
    const d = nordyne('M1MB-056A-BW');
    expect(d).toMatchObject({ family: 'nordyne', brand: 'Intertherm', type: 'furnaces', series: 'M1M', evidence: 'src' });
    expect(d?.fields).toEqual({ heating_input_kbtuh: 56, efficiency_tier: 'direct-vent, hot-surface ignition' });
  });
  it('electrical A = 1-phase 120 V; S = oil; M7RL = 95.1 % condensing', () => {
    expect(nordyne('M1GH-070A-AW')?.fields).toMatchObject({ heating_input_kbtuh: 70, voltage_v: 120, phase: 1, efficiency_tier: 'direct-vent, pilot' });
    expect(nordyne('M5SA-091A-AW', 'Miller')).toMatchObject({ brand: 'Miller', fields: { fuel: 'oil', heating_input_kbtuh: 91 } });
    expect(nordyne('M7RL-072A-BW')).toMatchObject({ series: 'M7RL', fields: { heating_input_kbtuh: 72 } });
  });
  it('a brand outside the family reports the lead brand', () => {
    expect(nordyne('M1MB-056A-BW', '')?.brand).toBe('Nordyne');
  });
});

describe('§8.2 site-built lines (unconfirmed)', () => {
  it('JS4BD-036KA = 3 t split; JT… read as a heat pump', () => {
    expect(nordyne('JS4BD-036KA')).toMatchObject({ type: 'air conditioners', evidence: 'unconfirmed', fields: { cooling_capacity_tons: 3 } });
    expect(nordyne('JT4BE-024KA')?.type).toBe('heat pumps');
    expect(nordyne('JS4BD-037KA')?.fields).toMatchObject({ cooling_capacity_tons: 3, off_grid_code: true });
  });
  it('FG7SC-072D-T24B1 furnace 72 kBtu/h; E2EB-015HA electric furnace, 15 kW (a pattern: no kW read as input)', () => {
    expect(nordyne('FG7SC-072D-T24B1', 'Frigidaire')).toMatchObject({ type: 'furnaces', series: 'FG7SC', fields: { heating_input_kbtuh: 72 } });
    expect(nordyne('E2EB-015HA')).toMatchObject({ type: 'furnaces', evidence: 'pattern', fields: { fuel: 'electric', heating_capacity_kw: 15 } });
    expect(nordyne('E2EB-015HA')?.fields.heating_input_kbtuh).toBeUndefined();
  });
});

describe('negatives', () => {
  it.each(['GSX140361', 'MSZ-GE09NA', 'M1MB-999A', 'M9MB-056A', 'JS4BD-040', 'JS4BD036', 'ML14XC1-036-230A01', 'TM9V060B12MP12', 'ABC123456'])('%s', (model) => {
    expect(firstDecode(NORDYNE_RULES, model, 'Nordyne')).toBeNull();
  });
});

describe('§8.2 Nortek-badged condensing gas furnaces (spec sheets KG7T, VG7TC, FG7T)', () => {
  it('KG7TC two-stage upflow, input code as kBtu/h (spec range 60,000–120,000 Btu/h)', () => {
    expect(nordyne('KG7TC-080-E35C1', 'Gibson')).toMatchObject({ brand: 'Gibson', type: 'furnaces', series: 'KG7TC', evidence: 'pattern', fields: { heating_input_kbtuh: 80, efficiency_tier: 'two-stage' } });
    expect(nordyne('VG7TC-120', 'Westinghouse')?.fields.heating_input_kbtuh).toBe(120);
    expect(nordyne('KG7SD 072D-35EC', 'Frigidaire')?.fields.efficiency_tier).toBe('single-stage');
  });
  it('Maytag PGC / MGC lines', () => {
    expect(nordyne('PGC2TE080DV35C1', 'Maytag')).toMatchObject({ brand: 'Maytag', type: 'furnaces', series: 'PGC2TE', fields: { heating_input_kbtuh: 80, efficiency_tier: 'two-stage' } });
    expect(nordyne('MGC2SC038DT23A1', 'Maytag')?.fields.heating_input_kbtuh).toBe(38);
  });
  it('rejects out-of-range inputs and other shapes', () => {
    expect(nordyne('KG7TC-999-E35C1')).toBeNull();
    expect(nordyne('PGC2XE080')).toBeNull();
    expect(nordyne('KG4TC-080')).toBeNull();
  });
});

describe('M2RC / M2RL / M3RL written without the input (708120B "M2RC Series 90+ Upflow … M2RL Series 90+ Downflow Condensing Furnace", L0523341 "M3RL Series 90+ downflow"; furn32)', () => {
  it('reads the series names as the titles print them', () => {
    expect(decodeModelNumber('M2RC', 'Nordyne')).toMatchObject({ type: 'furnaces', series: 'M2RC', fields: { efficiency_tier: 'condensing upflow (90+)' } });
    expect(decodeModelNumber('M2RL', 'Intertherm')).toMatchObject({ type: 'furnaces', series: 'M2RL', fields: { efficiency_tier: 'condensing downflow (90+)' } });
    expect(decodeModelNumber('M3RL', 'Miller')).toMatchObject({ type: 'furnaces', series: 'M3RL' });
    expect(decodeModelNumber('M3RL-XXX', 'Nordyne')).toMatchObject({ series: 'M3RL' });
  });

  it('not another letter, not without a Nortek badge', () => {
    expect(decodeModelNumber('M3RC', 'Nordyne')).toBeNull();
    expect(decodeModelNumber('M4RL', 'Nordyne')).toBeNull();
    expect(decodeModelNumber('M2RL', 'Goodman')).toBeNull();
  });
});
