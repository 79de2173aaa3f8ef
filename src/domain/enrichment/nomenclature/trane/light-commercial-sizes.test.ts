// Expected values from Trane's keys: IOM RT-SVX21AC-EN "Model Number Descriptions – 3 to 10 Tons (T/Y)" (074 = 6 Ton, Dual
// Compressor; 092 = 7.5 Ton, Dual Compressor; digit 8 3 = 208–230/60/3, 4 = 460/60/3, W = 575/60/3, 1 = 208/230/60/1) and
// "3 to 5 Tons (T/Y – 17 Plus)" (H · C · 037 = 3, 047 = 4, 067 = 5 Ton); Foundation IOM RT-SVX51L-EN (G = packaged
// gas/electric, C = generation C, C = convertible, 180 = 15, 210 = 17.5, 240 = 20, 300 = 25 Tons); Voyager catalog
// RT-PRC028-EN 12½–25 tons (THD210G3R0B1KMC "Voyager 17.5 Tons").
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { TRANE_LIGHT_COMMERCIAL_SIZE_RULES } from './light-commercial-sizes';

const trane = (model: string, brand = 'Trane') => firstDecode(TRANE_LIGHT_COMMERCIAL_SIZE_RULES, model, brand);

describe('Trane Precedent dual-compressor and 17 Plus sizes', () => {
  it('074 and 092 are the dual-compressor 6 and 7.5 ton sizes; the voltage digit is read', () => {
    expect(trane('YHC092A3RHA')).toMatchObject({ type: 'packaged units', series: 'YHC', fields: { cooling_capacity_tons: 7.5, voltage_v: 230, phase: 3 } });
    expect(trane('TSC074A4E0A')?.fields).toMatchObject({ cooling_capacity_tons: 6, voltage_v: 460, phase: 3 });
    expect(trane('YSC092AW')?.fields).toMatchObject({ cooling_capacity_tons: 7.5, voltage_v: 575 });
    expect(trane('THC092', 'American Standard')).toMatchObject({ brand: 'American Standard', fields: { cooling_capacity_tons: 7.5 } });
  });

  it('17 Plus: H · C · 037 / 047 / 067 = 3 / 4 / 5 tons', () => {
    expect(trane('YHC047E3RHA')).toMatchObject({ series: 'YHC', description: 'Precedent 17 Plus packaged gas/electric unit', fields: { cooling_capacity_tons: 4 } });
    expect(trane('THC067E4R0A')?.fields).toMatchObject({ cooling_capacity_tons: 5, voltage_v: 460 });
    expect(trane('THC037')?.fields).toMatchObject({ cooling_capacity_tons: 3 });
  });

  it('17 Plus codes are high efficiency only; other codes and brands stay out', () => {
    expect(trane('YSC047')).toBeNull();
    expect(trane('YHC042')).toBeNull();
    expect(trane('WSC092')).toBeNull();
    expect(trane('YHC092A3RHA', 'Goodman')).toBeNull();
  });
});

describe('Trane Foundation generation C (GCC)', () => {
  it('GCC · 180 / 210 / 240 / 300 = 15 / 17.5 / 20 / 25 tons', () => {
    expect(trane('GCC210A4E')).toMatchObject({ type: 'packaged units', series: 'GCC', fields: { cooling_capacity_tons: 17.5, voltage_v: 460, phase: 3 } });
    expect(trane('GCC300')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(trane('GCC180A3EH')?.fields).toMatchObject({ cooling_capacity_tons: 15, voltage_v: 230 });
    expect(trane('GCC120')).toBeNull();
  });
});

describe('Trane Voyager 12½–25 tons', () => {
  it('210 and 300 read as 17.5 and 25 tons; H (high efficiency) written up to the capacity', () => {
    expect(trane('THD210G3R0B1KMC')).toMatchObject({ type: 'packaged units', series: 'THD', fields: { cooling_capacity_tons: 17.5 } });
    expect(trane('YCD300')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(trane('YHH240')).toMatchObject({ series: 'YHH', description: 'Voyager packaged gas/electric unit, horizontal', fields: { cooling_capacity_tons: 20 } });
    expect(trane('THD150')?.fields).toMatchObject({ cooling_capacity_tons: 12.5 });
  });

  it('sizes outside the catalog, other letters and brands stay out', () => {
    expect(trane('THD120')).toBeNull();
    expect(trane('TED210')).toBeNull();
    expect(trane('WCD210')).toBeNull();
    expect(trane('THD210', 'Carrier')).toBeNull();
  });

  it('reaches decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('YHD300', 'Trane')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(decodeModelNumber('GCC240A4', 'Trane')?.fields).toMatchObject({ cooling_capacity_tons: 20 });
  });
});

// A report that names no maker (energy-audit and test tables often leave the brand out): the keys written on past the size
// (design letter and voltage digit, or the Voyager key's further digits) are Trane's alone; a stub is not read.
describe('Trane light-commercial keys without a brand', () => {
  it('reads a number written past its size', () => {
    expect(decodeModelNumber('THD210G3R0B1KMC', null)).toMatchObject({ brand: 'Trane', type: 'packaged units', fields: { cooling_capacity_tons: 17.5 } });
    expect(decodeModelNumber('YHC047E3RHA', null)).toMatchObject({ brand: 'Trane', series: 'YHC', fields: { cooling_capacity_tons: 4 } });
    expect(decodeModelNumber('TSC074A4E0A', null)?.fields).toMatchObject({ cooling_capacity_tons: 6, voltage_v: 460 });
    expect(decodeModelNumber('TCD120C40CCA', null)).toMatchObject({ type: 'packaged units', series: 'TCD', fields: { cooling_capacity_tons: 10 } });
  });

  it('leaves a stub cut at the size, and other brands, unread', () => {
    for (const stub of ['YSC047', 'THC092', 'TCD120', 'YCD300', 'THD210', 'YHC047E']) expect(decodeModelNumber(stub, null), stub).toBeNull();
    expect(decodeModelNumber('THD210G3R0B1KMC', 'Lennox')).toBeNull();
  });
});
