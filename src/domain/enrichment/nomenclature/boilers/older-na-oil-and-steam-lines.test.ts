import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from the manuals cited in older-na-oil-and-steam-lines.ts: Burnham HF Series Oil Fired Boiler 8143709
// (label "HF ____-____"), C3 & C4 Series Packaged Oil-Fired Boiler 8142768 (label "PC_W_-_____"), Columbia CT Series
// (CT-6 … CT-50, FM-148) and L / WL / CWH water-tube boilers, Dunkirk Empire II manual 240009549 and the Kenmore oil-fired hot water
// boiler owner's manual (3EW.65 … 5EW2.00), Smith GS110W (GS110IOM-2).
describe('older North-American boiler lines', () => {
  it('reads Burnham HF and C3 / C4 as oil-fired boilers', () => {
    expect(decodeModelNumber('HF-3', 'Burnham')).toMatchObject({ type: 'boilers', series: 'HF', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('PC4W5-TBW', 'Burnham')).toMatchObject({ type: 'boilers', series: 'C3 / C4', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('PC3W4', 'U.S. Boiler')?.fields.fuel).toBe('oil');
  });

  it('reads Columbia CT and WL and Smith GS110W, type only', () => {
    expect(decodeModelNumber('CT-15', 'Columbia')).toMatchObject({ type: 'boilers', series: 'CT', brand: 'Columbia Boiler', fields: {} });
    expect(decodeModelNumber('CT-50', 'Columbia Boiler Company')?.type).toBe('boilers');
    expect(decodeModelNumber('WL-60', 'Columbia')?.series).toBe('L / WL / CWH');
    expect(decodeModelNumber('GS110W', 'Smith Cast Iron Boilers')).toMatchObject({ type: 'boilers', series: 'GS110', fields: {} });
  });

  // Smith Cast Iron Boilers "About" (smithboiler.com): "Previously known as the HB Smith Company … The legendary Mills boiler".
  it('reads the H.B. Smith Mills boiler by its name, with the former company name as the brand', () => {
    expect(decodeModelNumber('Mills', 'HB Smith')).toMatchObject({ type: 'boilers', series: 'Mills', brand: 'Smith Cast Iron Boilers', fields: {} });
    expect(decodeModelNumber('Smith-Mills', 'Smith Cast Iron Boilers')?.type).toBe('boilers');
    expect(decodeModelNumber('Mills boiler', 'H.B. Smith')?.series).toBe('Mills');
    expect(decodeModelNumber('Mills', 'Burnham')).toBeNull();
    expect(decodeModelNumber('Mills', '')).toBeNull();
    expect(decodeModelNumber('Millstone', 'Smith Cast Iron Boilers')).toBeNull();
  });

  it('reads the Dunkirk Empire / Kenmore EW models of the manuals as oil-fired boilers', () => {
    expect(decodeModelNumber('3EW.65', 'Kenmore')).toMatchObject({ type: 'boilers', series: 'Empire EW', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('4EW1.25', 'Dunkirk')).toMatchObject({ type: 'boilers', brand: 'Dunkirk', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('5EW1.75', 'Sears')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('3EW.90', 'Kenmore')).toBeNull();
  });

  it('reads New Yorker CGS-A as a gas boiler, not oil (CGS-A Series Gas Boiler instructions 104460-01)', () => {
    const d = decodeModelNumber('CGS40ANC', 'New Yorker');
    expect(d?.type).toBe('boilers');
    expect(d?.fields.fuel).toBeUndefined();
  });

  it('reads Carrier / Bryant BW4 / BW5 as oil boilers and BW1–BW3 / BS1–BS2 as gas boilers (Bryant PDS BS1A.75.3, BW4 BW5 instructions)', () => {
    expect(decodeModelNumber('BW4BAH140', 'Carrier')).toMatchObject({ type: 'boilers', family: 'carrier', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('BW5B', 'Bryant')?.fields.fuel).toBe('oil');
    expect(decodeModelNumber('BS1-075', 'Bryant')).toMatchObject({ type: 'boilers', fields: {} });
    expect(decodeModelNumber('BS2-299', 'Carrier')?.type).toBe('boilers');
    expect(decodeModelNumber('BS1-100', 'Bryant')).toBeNull();
  });

  it('reads Utica TriFire UB·sections·TR·firing rate with the ratings table input (4 / 0.75 GPH → 105 MBH)', () => {
    expect(decodeModelNumber('UB4TRA075', 'Utica')).toMatchObject({ type: 'boilers', series: 'TriFire', fields: { fuel: 'oil', heating_input_kbtuh: 105 } });
    expect(decodeModelNumber('UB6TRA130', 'Utica')?.fields.heating_input_kbtuh).toBe(182);
    expect(decodeModelNumber('UB4TRA100', 'Utica')).toBeNull();
  });

  it('needs the brand and the printed sizes', () => {
    expect(decodeModelNumber('HF-3', null)).toBeNull();
    expect(decodeModelNumber('HF-3', 'Lennox')?.series ?? '').not.toBe('HF');
    expect(decodeModelNumber('PC5W4', 'Burnham')?.series ?? '').not.toBe('C3 / C4');
    expect(decodeModelNumber('CT-12', 'Columbia')).toBeNull();
    expect(decodeModelNumber('CT-15', 'Burnham')?.series ?? '').not.toBe('CT');
  });
});
