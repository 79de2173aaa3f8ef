import { describe, expect, it } from 'vitest';
import { CARRIER_BRYANT_RULES } from './g-ductless-and-bryant-rooftops';
import { decodeModelNumber } from '../index';

const [gDuctless, bryantDuctFree, bryantJ, dhm, fmFanCoil, fanCoilMore] = CARRIER_BRYANT_RULES as [
  (typeof CARRIER_BRYANT_RULES)[number],
  (typeof CARRIER_BRYANT_RULES)[number],
  (typeof CARRIER_BRYANT_RULES)[number],
  (typeof CARRIER_BRYANT_RULES)[number],
  (typeof CARRIER_BRYANT_RULES)[number],
  (typeof CARRIER_BRYANT_RULES)[number],
];

describe('Carrier G-series ductless 38G / 40G (carrier/g-ductless-and-bryant-rooftops.ts)', () => {
  // Series and sizes as the product-data titles print them: 40GRQ / 38GRQ sizes 09 to 18; 38GJQ 18K … 56K;
  // 38GVM 18k–42k, 40GVM 9k / 12k / 18k; 40GXC / 38GXC / 40GXQ / 38GXQ sizes 009 to 024.
  it.each([
    ['38GRQB09---301', 'ductless outdoor unit', 9, 0.75],
    ['40GRQB18H--301', 'ductless indoor unit', 18, 1.5],
    ['38GJQ56', 'ductless multi-zone outdoor unit', 56, 4.67],
    ['38GVM42', 'ductless multi-zone outdoor unit', 42, 3.5],
    ['40GVM12', 'ductless indoor unit', 12, 1],
    ['40GXC024', 'ductless indoor unit', 24, 2],
    ['38GXQ009', 'ductless outdoor unit', 9, 0.75],
  ])('%s → mini-split, %s, %i kBtu/h', (model, description, kbtuh, tons) => {
    const d = gDuctless.decode(model, 'Carrier');
    expect(d?.type).toBe('mini-splits');
    expect(d?.description).toBe(description);
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
  });

  it('rejects sizes a title does not list, other series and no brand', () => {
    expect(gDuctless.decode('38GRQB24---301', 'Carrier')).toBeNull(); // 38GRQ: sizes 09 to 18
    expect(gDuctless.decode('38GXM42', 'Carrier')).toBeNull(); // 38GXM: 18k, 24k, 30k
    expect(gDuctless.decode('38GZQ12', 'Carrier')).toBeNull();
    expect(gDuctless.decode('38GRQB09---301', '')).toBeNull();
    expect(decodeModelNumber('38GRQB09---301', null)).toBeNull();
  });

  it('decodes through the dispatcher with a Carrier-group brand', () => {
    expect(decodeModelNumber('40GRQB12H--301', 'Carrier')?.rule).toMatch(/G-series ductless/);
    expect(decodeModelNumber('38GVQ018', 'Bryant')?.type).toBe('mini-splits');
  });
});

describe('Bryant duct-free 538 outdoor / 619 fan coil (carrier/g-ductless-and-bryant-rooftops.ts)', () => {
  // Bryant / Payne duct-free heat pump systems 538B,D sizes 009 to 060; 619E high wall sizes 009-024.
  it.each([
    ['538B009', 'duct-free split outdoor unit', 9],
    ['538D060', 'duct-free split outdoor unit', 60],
    ['619E024', 'duct-free split fan coil (indoor unit)', 24],
    ['619C036', 'duct-free split fan coil (indoor unit)', 36],
    ['619PEQ012BBMA', 'duct-free split fan coil (indoor unit)', 12],
    ['619AHBQ09XA3', 'duct-free split fan coil (indoor unit)', 9],
  ])('%s → mini-split, %s, %i kBtu/h', (model, description, kbtuh) => {
    const d = bryantDuctFree.decode(model, 'Bryant');
    expect(d?.type).toBe('mini-splits');
    expect(d?.description).toBe(description);
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });

  it('rejects off-list sizes, a 3-digit size not starting with 0, and no brand', () => {
    expect(bryantDuctFree.decode('619E015', 'Bryant')).toBeNull();
    expect(bryantDuctFree.decode('538B120', 'Bryant')).toBeNull();
    expect(bryantDuctFree.decode('619E024', '')).toBeNull();
    expect(decodeModelNumber('619E024', 'Trane')).toBeNull();
  });
});

describe('Bryant J rooftop units (carrier/g-ductless-and-bryant-rooftops.ts)', () => {
  // 580J key: 09 = 8.5 ton, 12 = 10 ton; 580J horizontal model sizes 18, 21, 25, 29 = nominal tons 15, 17.5, 20, 25;
  // 548J package heat pump 3 to 12.5 tons; 558J cooling only / electric heat; 581J gas heat / electric cooling.
  it.each([
    ['580JE09A', 8.5, 'packaged rooftop, gas heat / electric cooling'],
    ['580JE12A', 10, 'packaged rooftop, gas heat / electric cooling'],
    ['580JE21A', 17.5, 'packaged rooftop, gas heat / electric cooling'],
    ['580JP29', 25, 'packaged rooftop, gas heat / electric cooling'],
    ['548JE04A', 3, 'packaged rooftop heat pump'],
    ['548JP14A', 12.5, 'packaged rooftop heat pump'],
    ['558JE06A', 5, 'packaged rooftop, cooling only / electric heat'],
    ['581JE08A', 7.5, 'packaged rooftop, gas heat / electric cooling (high efficiency)'],
  ])('%s → packaged unit, %d tons', (model, tons, description) => {
    const d = bryantJ.decode(model, 'Bryant');
    expect(d?.type).toBe('packaged units');
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
    expect(d?.fields.cooling_capacity_kbtuh).toBe(tons * 12);
    expect(d?.description).toBe(description);
  });

  it('reads the large sizes on 580J only, rejects codes outside the key and needs a brand', () => {
    expect(bryantJ.decode('558JE21A', 'Bryant')).toBeNull();
    expect(bryantJ.decode('580JE10A', 'Bryant')).toBeNull();
    expect(bryantJ.decode('580JE08A', '')).toBeNull();
    expect(decodeModelNumber('580JE08A', null)).toBeNull();
    expect(decodeModelNumber('548JP05A1A5', 'Bryant')?.rule).toMatch(/Bryant J rooftop/);
  });
});

// 582J product data title: "Gas heat/electric cooling single packaged rooftop 14 SEER 3 to 5 nominal tons".
describe('Bryant 582J (equipment-schedule gap scan)', () => {
  it('codes 04 / 05 / 06 = 3 / 4 / 5 tons; larger codes stay out', () => {
    expect(bryantJ.decode('582JE04A', 'Bryant')).toMatchObject({ type: 'packaged units', series: '582J', fields: { cooling_capacity_tons: 3 } });
    expect(bryantJ.decode('582JE06A1A5', 'Bryant')?.fields.cooling_capacity_tons).toBe(5);
    expect(bryantJ.decode('582JE08A', 'Bryant')).toBeNull();
    expect(bryantJ.decode('583JE04A', 'Bryant')).toBeNull();
  });
});

describe('Carrier / Payne DHM high-wall ductless (carrier/g-ductless-and-bryant-rooftops.ts)', () => {
  // Product data "DHMSHA High Wall Ductless System, Sizes 09 to 36" (DHMSHAQ09XA3).
  it.each([
    ['DHMSHAQ09XA3', 9],
    ['DHMSHAQ36XA3', 36],
    ['DHMSHAQ24XA1', 24],
  ])('%s → ductless high-wall indoor unit, %i kBtu/h', (model, kbtuh) => {
    const d = dhm.decode(model, 'Carrier');
    expect(d?.type).toBe('mini-splits');
    expect(d?.series).toBe('DHMSHAQ');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });

  it('rejects sizes outside 09–36, other shapes and no brand', () => {
    expect(dhm.decode('DHMSHAQ48XA3', 'Carrier')).toBeNull();
    expect(dhm.decode('DHMZ327DA', 'Carrier')).toBeNull();
    expect(dhm.decode('DHMSHAQ09XA3', '')).toBeNull();
    expect(decodeModelNumber('DHMSHAQ09XA3', 'Payne')?.brand).toBe('Payne');
    expect(decodeModelNumber('DHMSHAQ09XA3', null)).toBeNull();
  });
});

describe('Carrier FMU4 / FMC4 horizontal fan coils (carrier/g-ductless-and-bryant-rooftops.ts)', () => {
  // Product data model list: FMU4X1800AL … FMU4X3600AL, FMU4Z…, FMC4X…, FMC4Z1800AL … FMC4Z3600AL (1-1/2 to 3 tons, R-410A TXV).
  it.each([
    ['FMU4X1800AL', 18, 'horizontal fan coil, uncased, PSC motor'],
    ['FMC4X3600AL', 36, 'horizontal fan coil, cased, PSC motor'],
    ['FMU4Z2400AL', 24, 'horizontal fan coil, uncased, ECM motor'],
    ['FMC4Z3000AL', 30, 'horizontal fan coil, cased, ECM motor'],
    ['FMC4Z18AL', 18, 'horizontal fan coil, cased, ECM motor'],
  ])('%s → air handler, %i kBtu/h, R-410A', (model, kbtuh, description) => {
    const d = fmFanCoil.decode(model, 'Carrier');
    expect(d?.type).toBe('air handlers');
    expect(d?.description).toBe(description);
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, refrigerant: 'R-410A' });
  });

  it('rejects sizes outside 18–36, other letters and no brand', () => {
    expect(fmFanCoil.decode('FMC4Z4800AL', 'Carrier')).toBeNull();
    expect(fmFanCoil.decode('FMA4X3000AL', 'Carrier')).toBeNull();
    expect(fmFanCoil.decode('FMC4Z1800AL', '')).toBeNull();
    expect(decodeModelNumber('FMC4Z1800AL', 'Bryant')?.type).toBe('air handlers');
    expect(decodeModelNumber('FMC4Z1800AL', null)).toBeNull();
  });
});

describe('Carrier / Bryant fan-coil series beyond §2.5 (carrier/g-ductless-and-bryant-rooftops.ts)', () => {
  // Titles: FE5A sizes 002 thru 006, FH4C sizes 001 thru 004 (size classes); FY4A 018 thru 060, FPMA 018 thru 036,
  // FPMB 018 thru 030, FF1DNA / FF1DNE 018, 024, 030 (kBtu/h).
  it.each([
    ['FE5ANB004', {}],
    ['FH4CNB003', {}],
    ['FY4ANF030', { cooling_capacity_kbtuh: 30, cooling_capacity_tons: 2.5 }],
    ['FPMAA036', { cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 }],
    ['FF1DNA024', { cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 }],
  ])('%s → air handler', (model, fields) => {
    const d = fanCoilMore.decode(model, 'Bryant');
    expect(d?.type).toBe('air handlers');
    expect(d?.fields).toEqual(fields);
  });

  it('rejects sizes the titles do not print and no brand; leaves the §2.5 series to carrier/carrier.ts', () => {
    expect(fanCoilMore.decode('FE5ANB007', 'Bryant')).toBeNull();
    expect(fanCoilMore.decode('FPMBA036', 'Bryant')).toBeNull();
    expect(fanCoilMore.decode('FF1DNA036', 'Bryant')).toBeNull();
    expect(fanCoilMore.decode('FE5ANB004', '')).toBeNull();
    expect(fanCoilMore.decode('FE4ANB004', 'Bryant')).toBeNull();
    expect(decodeModelNumber('FE5ANB004', 'Carrier')?.description).toBe('fan coil, size class 004 (not kBtu/h)');
  });
});
