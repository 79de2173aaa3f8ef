// Expected values from Trane's documents: IntelliPak keys RT-SVX10C-EN / RT-DS-8 (S*HF: A / E / F / L / S / X functions,
// C20 = 20 … C75 = 75 tons, power 4 = 460/60/3, 5 = 575/60/3, E = 200/60/3, F = 230/60/3, sample "SXHF-C2040A10A15B1D01";
// S*HG: C90 = 90, D11 = 105, D12 = 115, D13 = 130 tons), catalogue titles RT-PRC036AB-EN (S*HL 20–75, S*HK 90–130 tons) and
// RT-PRC027T-EN (S*HJ); Voyager RT-PRC007-EN (TC / TE / YC, D / H, 330 = 27½, 360 = 30, 420 = 35, 480 = 40, 600 = 50 tons)
// and PKGP-PRC001-EN (Voyager heat pumps 12½–20 tons);
// RAUP nomenclature (250 … 600 MBH, 3 = 230/3/60, 4 = 460/3/60, K = 380/3/60, sample "RAUP250D1B0A"); SS-PRC030-EN
// (RAUJ, R-410A) and SS-PRC005-EN (RAUC) titles.
import { describe, expect, it } from 'vitest';
import { firstDecode } from '../kit/first-decode';
import { TRANE_INTELLIPAK_AND_LARGE_SPLIT_RULES } from './intellipak-and-large-splits';

const trane = (model: string, brand = 'Trane') => firstDecode(TRANE_INTELLIPAK_AND_LARGE_SPLIT_RULES, model, brand);

describe('Trane IntelliPak rooftops', () => {
  it('S*HF: unit function, nominal capacity and power supply', () => {
    expect(trane('SXHF-C2040A10A15B1D01')).toMatchObject({
      type: 'packaged units',
      series: 'SXHF',
      description: 'IntelliPak packaged rooftop, DX cooling, no heat, extended casing',
      fields: { cooling_capacity_tons: 20, voltage_v: 460, phase: 3 },
    });
    expect(trane('SFHF C55 5')).toMatchObject({ series: 'SFHF', fields: { cooling_capacity_tons: 55, voltage_v: 575 } });
    expect(trane('SEHFC75E')?.fields).toEqual({ cooling_capacity_tons: 75, cooling_capacity_kbtuh: 900, voltage_v: 200, phase: 3 });
    expect(trane('SAHF-C40')?.fields).toEqual({ cooling_capacity_tons: 40, cooling_capacity_kbtuh: 480 });
    expect(trane('sahf')).toMatchObject({ series: 'SAHF', fields: {} });
  });

  it('S*HG: the 90–130 ton codes', () => {
    expect(trane('SEHG-D11')?.fields).toMatchObject({ cooling_capacity_tons: 105 });
    expect(trane('SXHGD13F')?.fields).toMatchObject({ cooling_capacity_tons: 130, voltage_v: 230 });
    expect(trane('SFHGC90')?.fields).toMatchObject({ cooling_capacity_tons: 90 });
  });

  it('S*HL / S*HK / S*HJ: type from the catalogue titles, no capacity', () => {
    expect(trane('SFHL-C40')).toMatchObject({ type: 'packaged units', series: 'SFHL', fields: {}, evidence: 'pattern' });
    expect(trane('SXHK')).toMatchObject({ series: 'SXHK', fields: {} });
    expect(trane('SAHJ')).toMatchObject({ series: 'SAHJ' });
  });

  it('codes, letters and brands the tables do not print stay out', () => {
    expect(trane('SAHG-C90')).toBeNull(); // no A (no heat) on the S*HG list
    expect(trane('SFHF-C90')).toBeNull(); // C90 is an S*HG size
    expect(trane('SFHG-C40')).toBeNull(); // C40 is an S*HF size
    expect(trane('SFHF-C35')).toBeNull();
    expect(trane('SFHF-C203')).toBeNull(); // 3 is not a power digit of the key
    expect(trane('SBHF-C20')).toBeNull();
    expect(trane('SFHF-C20', 'Carrier')).toBeNull();
    expect(trane('SFHF-C20', '')).toBeNull();
  });
});

describe('Trane Voyager 27½–50 tons written short', () => {
  it('TC / TE / YC, D / H and the 330 … 600 codes', () => {
    expect(trane('YCD480')).toMatchObject({ type: 'packaged units', series: 'YCD', fields: { cooling_capacity_tons: 40 } });
    expect(trane('TED600')).toMatchObject({ description: 'Voyager packaged rooftop, DX cooling, electric heat, downflow', fields: { cooling_capacity_tons: 50 } });
    expect(trane('TCH330A')?.fields).toMatchObject({ cooling_capacity_tons: 27.5 });
    expect(trane('YCH420', 'American Standard')).toMatchObject({ brand: 'American Standard', fields: { cooling_capacity_tons: 35 } });
  });

  it('the 50 Hz codes of the same catalogue (275 = 22.9, 305 = 25.4, 350 = 29.2, 400 = 33.3, 500 = 41.7 tons)', () => {
    expect(trane('TED500')).toMatchObject({ type: 'packaged units', description: 'Voyager packaged rooftop, DX cooling, electric heat, downflow, 50 Hz', fields: { cooling_capacity_tons: 41.7 } });
    expect(trane('YCH275A')?.fields).toEqual({ cooling_capacity_tons: 22.9 });
    expect(trane('TCD350')?.fields).toMatchObject({ cooling_capacity_tons: 29.2 });
  });

  it('Voyager heat pumps 12½–20 tons (PKGP-PRC001-EN: 150 = 12½, 180 = 15, 240 = 20)', () => {
    expect(trane('WCD240')).toMatchObject({ type: 'packaged units', series: 'WCD', description: 'Voyager packaged heat pump, downflow', fields: { cooling_capacity_tons: 20 } });
    expect(trane('WCH150B')?.fields).toMatchObject({ cooling_capacity_tons: 12.5 });
    expect(trane('WCD210')).toBeNull();
    expect(trane('WCD120')).toBeNull();
  });

  it('other codes, functions and brands stay out', () => {
    expect(trane('YCD450')).toBeNull();
    expect(trane('YCD300')).toBeNull(); // 300 is on neither table
    expect(trane('YED480')).toBeNull();
    expect(trane('WCD480')).toBeNull();
    expect(trane('YCD480', 'Carrier')).toBeNull();
  });
});

describe('Trane remote condensing units', () => {
  it('RAUP: nominal gross MBH and the electrical rating', () => {
    expect(trane('RAUP250D1B0A')).toMatchObject({ type: 'air conditioners', series: 'RAUP', fields: { cooling_capacity_kbtuh: 250 } });
    expect(trane('RAUP600D1B0A')?.fields).toEqual({ cooling_capacity_kbtuh: 600 }); // D = 380–415 V: a range, not read
    expect(trane('RAUP4004')).toBeNull(); // written without the controls digit and design letter
    expect(trane('RAUP400')?.fields).toEqual({ cooling_capacity_kbtuh: 400 });
    expect(trane('RAUP40041J0A')?.fields).toEqual({ cooling_capacity_kbtuh: 400, voltage_v: 460, phase: 3 });
    expect(trane('RAUP350')).toBeNull();
  });

  it('RAUC / RAUJ: type only, RAUJ R-410A', () => {
    expect(trane('RAUJ-C40')).toMatchObject({ type: 'air conditioners', series: 'RAUJ', fields: { refrigerant: 'R-410A' } });
    expect(trane('RAUCC254')).toMatchObject({ type: 'air conditioners', series: 'RAUC', fields: {} });
    expect(trane('RAUC')).toMatchObject({ series: 'RAUC' });
    expect(trane('RAUA-C40')).toBeNull();
    expect(trane('RAUC-C20', 'Rheem')).toBeNull();
  });
});
