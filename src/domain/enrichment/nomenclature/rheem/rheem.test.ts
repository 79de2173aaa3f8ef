import { describe, expect, it } from 'vitest';
import { RHEEM_HVAC_RULES } from './rheem';
import { RHEEM_WATER_HEATER_RULES } from '../water-heaters/rheem';
import { firstDecode } from '../kit/first-decode';

const rheem = (model: string, brand = 'Rheem') => firstDecode(RHEEM_HVAC_RULES, model, brand);
const tank = (model: string, brand = 'Rheem') => firstDecode(RHEEM_WATER_HEATER_RULES, model, brand);

describe('§6.1 Rheem / Ruud split outdoor', () => {
  it('RA1424AJ1NA: 14 SEER, 24 = 2 t (intrysys S2), Rheem air conditioner', () => {
    const d = rheem('RA1424AJ1NA');
    expect(d).toMatchObject({ family: 'rheem', brand: 'Rheem', type: 'air conditioners', series: 'RA14A', evidence: 'pattern' });
    expect(d?.fields).toEqual({ seer: 14, cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 });
    expect(d?.rule).toMatch(/^§6\.1 /);
  });
  it('RP1636… is a 3-t heat pump; a U prefix is Ruud when no family brand is given', () => {
    expect(rheem('RP1636AJ1NA')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 3, seer: 16 } });
    expect(rheem('UP2024BJV', '')).toMatchObject({ brand: 'Ruud', type: 'heat pumps', fields: { seer: 20, cooling_capacity_tons: 2 } });
    expect(rheem('UA1448AJ1NA', 'WeatherKing')?.brand).toBe('WeatherKing');
  });
  it('2006–2012 13AJA24A01 and 14AJM36A01 (unconfirmed): SEER and capacity', () => {
    expect(rheem('13AJA24A01')).toMatchObject({ type: 'air conditioners', evidence: 'unconfirmed', fields: { seer: 13, cooling_capacity_tons: 2 } });
    expect(rheem('14AJM36A01')?.fields.cooling_capacity_tons).toBe(3);
  });
  it('1990s RAKA-036JAZ, RAND-048JAZ, Ruud UAKA-…: capacity after the hyphen, unconfirmed', () => {
    expect(rheem('RAKA-036JAZ')).toMatchObject({ type: 'air conditioners', series: 'RAKA', evidence: 'unconfirmed', fields: { cooling_capacity_tons: 3 } });
    expect(rheem('RAND-048JAZ')?.fields.cooling_capacity_tons).toBe(4);
    expect(rheem('UAKA-030JAZ', '')?.brand).toBe('Ruud');
    expect(rheem('RPKA-037JAZ')?.fields).toMatchObject({ cooling_capacity_tons: 3, off_grid_code: true });
  });
});

describe('§6.2 Rheem packaged', () => {
  it('RKNL-B180 = 15 t and RKNL-B300 = 25 t commercial gas/electric (S4)', () => {
    expect(rheem('RKNL-B180')).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: 15 } });
    expect(rheem('RKNL-B300DM40E')?.fields).toEqual({ cooling_capacity_kbtuh: 300, cooling_capacity_tons: 25 });
  });
  it('N = 13 SEER, P = 14 SEER on RJNL/RJPL, RQNL/RQPL, RSNM/RSPM; RGEA14 = 14 SEER', () => {
    expect(rheem('RJNL-B036JK000')?.fields).toMatchObject({ seer: 13, cooling_capacity_tons: 3 });
    expect(rheem('RQPL-B048JK')?.fields).toMatchObject({ seer: 14, cooling_capacity_tons: 4 });
    expect(rheem('RSNM-A060')?.fields.seer).toBe(13);
    expect(rheem('RGEA14036ACD')).toMatchObject({ series: 'RGEA14', fields: { seer: 14, cooling_capacity_tons: 3 } });
  });
});

describe('§6.3 Rheem furnaces, air handlers, coils (generic, unconfirmed)', () => {
  it('R801TA075…, R96VA085…, R92TA040…: AFUE class and input', () => {
    expect(rheem('R801TA075421MSA')).toMatchObject({ type: 'furnaces', evidence: 'unconfirmed', fields: { afue_percent: 80, heating_input_kbtuh: 75 } });
    expect(rheem('R96VA0852521MSA')?.fields).toEqual({ afue_percent: 96, heating_input_kbtuh: 85 });
    expect(rheem('R92TA0401317MSA')?.fields.heating_input_kbtuh).toBe(40);
  });
  it('RHLL-HM3617JA air handler 3 t; RCF2421UEA coil 2 t', () => {
    expect(rheem('RHLL-HM3617JA')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_tons: 3 } });
    expect(rheem('RCF2421UEA')).toMatchObject({ type: 'evaporator coils', fields: { cooling_capacity_tons: 2 } });
  });
});

describe('§6.4 / §10.6 tank water heaters', () => {
  it('XP50T06PV42U0: 50 gal, 42 kBtu/h input (pattern)', () => {
    const d = tank('XP50T06PV42U0');
    expect(d).toMatchObject({ type: 'water heaters', series: 'XP06', evidence: 'pattern' });
    expect(d?.fields).toEqual({ tank_capacity_gallons: 50, heating_input_kbtuh: 42 });
  });
  it('siblings XE50T10H45U0 (electric) and XG40T06EC36U1 (36 kBtu/h) are unconfirmed', () => {
    expect(tank('XE50T10H45U0')).toMatchObject({ evidence: 'unconfirmed', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(tank('XE50T10H45U0')?.fields.heating_input_kbtuh).toBeUndefined();
    expect(tank('XG40T06EC36U1')?.fields).toEqual({ tank_capacity_gallons: 40, heating_input_kbtuh: 36 });
  });
  it('legacy PROG50-38N RH62 = 50 gal, 38 kBtu/h, natural gas (unconfirmed)', () => {
    expect(tank('PROG50-38N RH62')).toMatchObject({ evidence: 'unconfirmed', fields: { tank_capacity_gallons: 50, heating_input_kbtuh: 38, fuel: 'natural gas' } });
  });
  it('GE GG40T06… follows the Rheem pattern; GE brand without a family brand', () => {
    expect(tank('GG40T06AVG00', 'GE')).toMatchObject({ brand: 'GE Appliances', evidence: 'unconfirmed', fields: { tank_capacity_gallons: 40 } });
    // §10.6 names no input field for GE tanks: the trailing 00 is not read as 0 kBtu/h.
    expect(tank('GG40T06AVG00', 'GE')?.fields).toEqual({ tank_capacity_gallons: 40 });
    expect(tank('GE50T06AAG', '')?.brand).toBe('GE Appliances');
    expect(tank('XE40M06EC38U1', 'Richmond')).toBeNull();
  });
});

describe('negatives', () => {
  it.each(['GSX140361', 'ML14XC1-036-230A01', '4TTR4036L1000A', 'YCJD18', 'RA9924AJ1NA', 'RA1425AJ1NA', 'RAKA-036Q', 'RKNL-B100', 'R85TA075', 'XP50T07PV42', 'XP10T06PV42', 'MI40T6FBN', 'RG250T6N', 'N4H418AKB', 'ABC123456'])('%s', (model) => {
    expect(firstDecode(RHEEM_HVAC_RULES, model, 'Rheem')).toBeNull();
    expect(firstDecode(RHEEM_WATER_HEATER_RULES, model, 'Rheem')).toBeNull();
  });
});

describe('WeatherKing furnaces share the Rheem layout with W', () => {
  it('W92TA0401317MSA: 92 class, input 040, WeatherKing', () => {
    expect(rheem('W92TA0401317MSA', 'WeatherKing')).toMatchObject({ brand: 'WeatherKing', type: 'furnaces', series: 'W92TA', fields: { afue_percent: 92, heating_input_kbtuh: 40 } });
    expect(rheem('W96VA0852521MSB', 'WeatherKing')?.fields.heating_input_kbtuh).toBe(85);
  });
  it('W-prefixed nonsense does not decode', () => {
    expect(rheem('W50TA040', 'WeatherKing')).toBeNull();
    expect(rheem('W42HA-A10', 'WeatherKing')).toBeNull();
  });
});

describe('older Rheem / Ruud gas furnaces (conversion-kit chart 62-24174-02), type only', () => {
  it('RGRA-07EAMER, RGJD-06, UGRJ-09 are furnaces with no input claimed', () => {
    const d = rheem('RGRA-07EAMER');
    expect(d).toMatchObject({ type: 'furnaces', series: 'RGRA', evidence: 'pattern', brand: 'Rheem' });
    expect(d?.fields).toEqual({});
    expect(rheem('RGJD-06EMCKS')?.type).toBe('furnaces');
    expect(rheem('UGRJ-09EZAJS', 'Ruud')).toMatchObject({ brand: 'Ruud', series: 'UGRJ' });
  });
  it('RGDG / RGDJ upflow and RGVH / RGVJ horizontal (installation instructions 92-23531-70-01) are furnaces too', () => {
    for (const m of ['RGDG-07EAUER', 'RGDJ-10EAUER', 'RGVH-07EZAJS', 'RGVJ-12ERBES']) {
      expect(rheem(m)).toMatchObject({ type: 'furnaces', series: m.slice(0, 4) });
      expect(rheem(m)?.fields).toEqual({});
    }
  });
  it('packaged RGEA and nonsense stay out', () => {
    expect(rheem('RGEA13-036')?.type).not.toBe('furnaces');
    expect(rheem('RGRA-20')).toBeNull();
    expect(rheem('RGXX')).toBeNull();
  });
});
