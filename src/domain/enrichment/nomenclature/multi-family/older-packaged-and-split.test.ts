import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { CLIMATEMASTER_SHORT_RULES } from '../geothermal/climatemaster-short';
import { PACKAGED_SPLIT_RULES } from './older-packaged-and-split';
import { firstDecode } from '../kit/first-decode';

const rules = (model: string, brand: string) => firstDecode(PACKAGED_SPLIT_RULES, model, brand);

// Expected values from the makers' titles: Payne "Model PH1Z size 024-060 single packaged heat pumps", "PA3Z
// single-packaged air conditioners 2 to 5 nominal tons (sizes 024-060)", "PH3G--A single packaged heat pump … sizes
// 24-60", "PY3G single-packaged air conditioner and gas furnace system"; Nordyne "Q5RD series … single package heat pump"
// (Q5RD024K … Q5RD042K), "Q6SP-090/120 … single package electric heat pump rooftop unit"; Bryant "Split-system heat pump
// units Model 544B sizes 018 thru 060", "607C--A single-packaged heat pump system with Puron (R-410A) … sizes 24-60".
describe('Payne single-packaged units (dless20)', () => {
  it('PH1Z / PH3G / PH4Z heat pumps, PA1Z / PA3Z air conditioners, PY3G gas / electric: packaged units with the size', () => {
    expect(rules('PH1Z024', 'Payne')).toMatchObject({ family: 'carrier', brand: 'Payne', type: 'packaged units', series: 'PH1Z', fields: { cooling_capacity_kbtuh: 24, cooling_capacity_tons: 2 } });
    expect(rules('PA3Z060', 'Payne')).toMatchObject({ type: 'packaged units', series: 'PA3Z', description: 'single-packaged air conditioner', fields: { cooling_capacity_kbtuh: 60 } });
    expect(rules('PH3G036', 'Payne')).toMatchObject({ series: 'PH3G', description: 'single-packaged heat pump', fields: { cooling_capacity_tons: 3 } });
    expect(rules('PY3G048', 'Payne')).toMatchObject({ series: 'PY3G', description: 'single-packaged air conditioner and gas furnace', fields: { cooling_capacity_tons: 4 } });
  });

  it('sizes outside the titles\' 024–060 and the split keys stay out', () => {
    expect(rules('PH1Z018', 'Payne')).toBeNull();
    expect(rules('PH1Z072', 'Payne')).toBeNull();
    expect(rules('PH1Z037', 'Payne')).toBeNull();
    expect(rules('PH10JA018000', 'Payne')).toBeNull();
  });

  it('written as the series only, with a Carrier-family brand only', () => {
    expect(decodeModelNumber('PH1Z', 'Payne')).toMatchObject({ type: 'packaged units', series: 'PH1Z', seriesOnly: true });
    expect(decodeModelNumber('PH1Z', '')).toBeNull();
    expect(decodeModelNumber('PH1Z024', '')).toBeNull();
  });
});

describe('Nordyne Q single package heat pumps (dless20)', () => {
  it('Q5RD024K … Q5RD042K and the Q6SP rooftop sizes', () => {
    expect(rules('Q5RD024K', 'Nordyne')).toMatchObject({ family: 'nordyne', brand: 'Nordyne', type: 'packaged units', series: 'Q5RD', fields: { cooling_capacity_kbtuh: 24 } });
    expect(rules('Q5RD042K', 'Intertherm')).toMatchObject({ brand: 'Intertherm', fields: { cooling_capacity_tons: 3.5 } });
    expect(rules('Q6SP-120', 'Nordyne')).toMatchObject({ series: 'Q6SP', fields: { cooling_capacity_tons: 10 } });
    expect(rules('Q6SD036K', 'Nordyne')).toMatchObject({ series: 'Q6SD', fields: { cooling_capacity_tons: 3 } });
  });

  it('P5RD / P6SD single package air conditioners', () => {
    expect(rules('P5RD036K', 'Nordyne')).toMatchObject({ type: 'packaged units', series: 'P5RD', description: 'single package air conditioner', fields: { cooling_capacity_tons: 3 } });
    expect(rules('P6SD060K', 'Intertherm')).toMatchObject({ series: 'P6SD', fields: { cooling_capacity_tons: 5 } });
    expect(decodeModelNumber('P5RD', 'Nordyne')).toMatchObject({ type: 'packaged units', seriesOnly: true });
  });

  it('off-grid sizes, other brands and no brand stay undecoded', () => {
    expect(rules('Q5RD025K', 'Nordyne')).toBeNull();
    expect(decodeModelNumber('Q5RD024K', '')).toBeNull();
    expect(decodeModelNumber('Q5RD024K', 'Goodman')).toBeNull();
  });

  it('the series alone reads as the type only', () => {
    expect(decodeModelNumber('Q5RD', 'Nordyne')).toMatchObject({ type: 'packaged units', series: 'Q5RD', seriesOnly: true });
  });
});

describe('Rheem RHPD package heat pumps written alone (dless20)', () => {
  // Rheem "RHPD Series installation instructions, package heat pumps".
  it('reads as a packaged unit with a Rheem-family brand only', () => {
    expect(decodeModelNumber('RHPD', 'Rheem')).toMatchObject({ type: 'packaged units', series: 'RHPD', seriesOnly: true });
    expect(decodeModelNumber('RHPD', '')).toBeNull();
    expect(decodeModelNumber('RHPD', 'Goodman')).toBeNull();
  });
});

describe('Bryant numeric series by title (dless20; read by carrier/older-outdoor.ts)', () => {
  const bryant = (model: string, brand: string) => decodeModelNumber(model, brand);
  it('544B split heat pump 018–060', () => {
    expect(bryant('544B018', 'Bryant')).toMatchObject({ family: 'carrier', type: 'heat pumps', series: '544B', fields: { cooling_capacity_kbtuh: 18 } });
    expect(bryant('544BJ060', 'Carrier')).toMatchObject({ brand: 'Carrier', type: 'heat pumps', fields: { cooling_capacity_tons: 5 } });
    expect(bryant('544B072', 'Bryant')?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('607C, 702A, 574A single-packaged units (§2.1)', () => {
    expect(bryant('607CNX036000', 'Bryant')).toMatchObject({ type: 'packaged units', series: '607C', fields: { cooling_capacity_tons: 3 } });
    expect(bryant('702A048', 'Bryant')).toMatchObject({ type: 'packaged units', series: '702A' });
    expect(bryant('574A030', 'Bryant')).toMatchObject({ type: 'packaged units', series: '574A' });
  });

  it('the series alone, with a brand only', () => {
    expect(decodeModelNumber('544B', 'Bryant')).toMatchObject({ type: 'heat pumps', series: '544B', seriesOnly: true });
    expect(decodeModelNumber('544B', '')).toBeNull();
  });
});

// Expected values: the ENERGY STAR list files TEV / TEH / TED 026 038 049 064 072 under "Tranquility 30 Digital";
// ClimateMaster's TT IOM lists TTD/H/V 026-072, the TS catalog sizes 018-070, the TZ catalog TZH/V 024-060.
describe('ClimateMaster series and size without the configuration letter (dless20)', () => {
  const cm = (model: string, brand = 'ClimateMaster') => firstDecode(CLIMATEMASTER_SHORT_RULES, model, brand);
  it('TE038, TT049, TS070, TZ024: geothermal heat pumps with no configuration', () => {
    expect(cm('TE038')).toMatchObject({ family: 'climatemaster', type: 'geothermal heat pumps', series: 'TE', fields: {} });
    expect(cm('TT049')).toMatchObject({ type: 'geothermal heat pumps', series: 'TT' });
    expect(cm('TS070')).toMatchObject({ series: 'TS' });
    expect(cm('TZ024')).toMatchObject({ series: 'TZ' });
  });

  it('sizes a series does not print, trailing characters and no brand stay undecoded', () => {
    expect(cm('TE036')).toBeNull();
    expect(cm('TZ026')).toBeNull();
    expect(cm('TE038A')).toBeNull();
    expect(decodeModelNumber('TE038', '')).toBeNull();
    expect(decodeModelNumber('TE038', 'ClimateMaster')).toMatchObject({ type: 'geothermal heat pumps' });
  });
});

// Expected values from Carrier's product-data titles: "38BYG (60 Hz) 12 SEER Heat Pump, Sizes 018 thru 060", "38EYX 50Hz
// Heat Pump With R-410a Refrigerant", "38QRR Performance Series Heat Pump with Puron Refrigerant 2 to 5 Nominal Tons";
// "38CKC (60 Hz) 10 SEER Air Conditioner" stays an air conditioner.
describe('Carrier 38 series titled heat pumps whose first letter is no Y (dless20)', () => {
  it('38BYG / 38EYX / 38QRR are heat pumps, in full and written alone', () => {
    expect(decodeModelNumber('38BYG036', 'Carrier')).toMatchObject({ type: 'heat pumps', series: '38BYG', fields: { cooling_capacity_tons: 3, seer: 12 } });
    expect(decodeModelNumber('38EYX048', 'Carrier')).toMatchObject({ type: 'heat pumps', fields: { refrigerant: 'R-410A' } });
    expect(decodeModelNumber('38QRR030', 'Carrier')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('38BYG', 'Carrier')).toMatchObject({ type: 'heat pumps', seriesOnly: true });
    expect(decodeModelNumber('38CKC036', 'Carrier')).toMatchObject({ type: 'air conditioners' });
  });
});
