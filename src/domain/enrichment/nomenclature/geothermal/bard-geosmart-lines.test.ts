import { describe, expect, it } from 'vitest';
import { BARD_GEOSMART_LINE_RULES } from './bard-geosmart-lines';
import { decodeModelNumber } from '../index';

const bard = BARD_GEOSMART_LINE_RULES[0]!;

describe('Bard GeoTec GV and Geo-Trio GTC (geothermal/bard-geosmart-lines.ts)', () => {
  // Models as 2100-510E lists them (GV27S1-A … GV71S1-A) and the Geo-Trio compressor section GTC60S2ADCX.
  it.each(['GV27S1-A', 'GV38S1-A', 'GV51S1-A', 'GV61S1-A', 'GV71S1-A', 'GTC60S2ADCX'])('%s → geothermal heat pump, two-stage, no capacity', (model) => {
    const d = bard.decode(model, 'Bard');
    expect(d?.type).toBe('geothermal heat pumps');
    expect(d?.fields).toEqual({ efficiency_tier: 'two-stage' });
  });

  it('rejects other sizes, Bard wall-mount shapes and no brand', () => {
    expect(bard.decode('GV30S1-A', 'Bard')).toBeNull();
    expect(bard.decode('GTC42S2', 'Bard')).toBeNull();
    expect(bard.decode('GV27S1-A', '')).toBeNull();
    expect(decodeModelNumber('GV27S1-A', null)).toBeNull();
    expect(decodeModelNumber('GV27S1-A', 'Bard')?.family).toBe('bard');
  });
});

describe('GeoSmart lines and WaterFurnace VI / YT (geothermal/bard-geosmart-lines.ts)', () => {
  // Lines as the ENERGY STAR geothermal list names them: Premium H HE040, HS018, HT100, Premium Q QT038, Premium V VI036, ECO Y YT024.
  it.each([
    ['HE040-1', 'Premium H HE', 'geothermal heat pump, water-to-water'],
    ['HS018', 'HS', 'geothermal heat pump, water-to-water'],
    ['HT120', 'HT', 'geothermal heat pump, water-to-water'],
    ['QT064', 'Premium Q QT', 'geothermal heat pump'],
    ['VI036', 'Premium V VI', 'geothermal heat pump'],
    ['YT072A', 'ECO Y YT', 'geothermal heat pump'],
  ])('GeoSmart %s → geothermal heat pump (%s), type only', (model, series, description) => {
    const d = decodeModelNumber(model, 'GeoSmart');
    expect(d?.type).toBe('geothermal heat pumps');
    expect(d?.series).toBe(series);
    expect(d?.description).toBe(description);
    expect(d?.fields).toEqual({});
  });

  it('VI and YT under WaterFurnace; other sizes and no brand decode as nothing', () => {
    expect(decodeModelNumber('VI048', 'WaterFurnace')?.type).toBe('geothermal heat pumps');
    expect(decodeModelNumber('YT060B', 'WaterFurnace')?.series).toBe('ECO Y YT');
    expect(decodeModelNumber('HE030', 'GeoSmart')).toBeNull();
    expect(decodeModelNumber('QT036', 'GeoSmart')).toBeNull();
    expect(decodeModelNumber('HS018', null)).toBeNull();
  });
});
