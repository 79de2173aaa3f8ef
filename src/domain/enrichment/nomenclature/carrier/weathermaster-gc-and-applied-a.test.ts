// Expected values from Carrier's documents: product data 48/50GC-4-6-02PD ("48/50GC**04, 05, 06", 48GC gas heating / electric
// cooling, 50GC electric cooling, R-410A, 3 to 5 nominal tons) and the 50GCQ nomenclature (04 = 3, 05 = 4, 06 = 5 tons);
// product data 48/50A-10PD / -19PD ("48/50A2,A3,A4,A5020-060": A2, A3 dedicated vertical, A4, A5 dedicated horizontal);
// 48PG-5PD ("48PG03---28 … 2 to 25 Nominal Tons", fan tables 48PGE20 / 48PGF20), 48PM-04PD, 50PG and the 48HG14--28 /
// 48PM16--28 user's manual titles.
import { describe, expect, it } from 'vitest';
import { firstDecode } from '../kit/first-decode';
import { CARRIER_WEATHERMASTER_GC_AND_APPLIED_A_RULES } from './weathermaster-gc-and-applied-a';

const carrier = (model: string, brand = 'Carrier') => firstDecode(CARRIER_WEATHERMASTER_GC_AND_APPLIED_A_RULES, model, brand);

describe('Carrier WeatherMaster 48 / 50 GC', () => {
  it('48GC, 50GC and 50GCQ with the 04 / 05 / 06 cooling tons', () => {
    expect(carrier('48GCEA06A2A6-0A0A0')).toMatchObject({
      type: 'packaged units',
      series: '48GC',
      description: 'WeatherMaster packaged rooftop, gas heat / electric cooling',
      fields: { cooling_capacity_tons: 5, refrigerant: 'R-410A' },
    });
    expect(carrier('50GCQA04A1A6')).toMatchObject({ series: '50GCQ', description: 'WeatherMaster packaged rooftop heat pump', fields: { cooling_capacity_tons: 3 } });
    expect(carrier('50GC 05')?.fields).toEqual({ cooling_capacity_tons: 4, cooling_capacity_kbtuh: 48, refrigerant: 'R-410A' });
    expect(carrier('48gc04')).toMatchObject({ series: '48GC', fields: { cooling_capacity_tons: 3 } });
  });

  it('sizes, series and brands the documents do not print stay out', () => {
    expect(carrier('48GCEA07')).toBeNull();
    expect(carrier('48GCQA04')).toBeNull(); // the heat pump is 50GCQ
    expect(carrier('48GCEA045')).toBeNull();
    expect(carrier('48GCEA04', 'Bryant')).toBeNull();
    expect(carrier('48GCEA04', '')).toBeNull();
  });
});

describe('Carrier WeatherMaker 48 / 50 A applied rooftops', () => {
  it('arrangement digit and the 020 … 060 sizes, type only', () => {
    expect(carrier('48A2040')).toMatchObject({ type: 'packaged units', series: '48A2', fields: {}, evidence: 'pattern' });
    expect(carrier('50A5-030')).toMatchObject({ series: '50A5', description: 'WeatherMaker applied rooftop, electric cooling (optional electric heat), dedicated horizontal supply/return, 20–60 tons (size not read)' });
    expect(carrier('48A3D060')?.series).toBe('48A3');
  });

  it('other sizes and arrangements stay out', () => {
    expect(carrier('48A2070')).toBeNull();
    expect(carrier('48A1040')).toBeNull();
    expect(carrier('48A2015')).toBeNull();
    expect(carrier('48A2040', 'Trane')).toBeNull();
  });
});

describe('Carrier 48PG / 50PG / 48PM / 48HG rooftops', () => {
  it('series, letters and Carrier rooftop sizes, type only', () => {
    expect(carrier('48PGE20')).toMatchObject({ type: 'packaged units', series: '48PG', fields: {}, evidence: 'pattern' });
    expect(carrier('48PGF20')?.series).toBe('48PG');
    expect(carrier('50PGD12')).toMatchObject({ series: '50PG', description: 'Centurion ultra high efficiency rooftop, electric cooling (optional electric heat) (size not read)' });
    expect(carrier('48PMF16')?.series).toBe('48PM');
    expect(carrier('48HGD28')?.series).toBe('48HG');
  });

  it('sizes off the list, other series and brands stay out', () => {
    expect(carrier('48PGE10')).toBeNull();
    expect(carrier('48PGE30')).toBeNull();
    expect(carrier('50PMF16')).toBeNull();
    expect(carrier('48PGE20', 'Bryant')).toBeNull();
  });
});

describe('Carrier 48 / 50 TC, HC, KC, LC, FC written series · size', () => {
  it('the 50HC key\'s tons within each series\' titled range', () => {
    expect(carrier('48TC08')).toMatchObject({ type: 'packaged units', series: '48TC', fields: { cooling_capacity_tons: 7.5 } });
    expect(carrier('48KC 05')?.fields).toEqual({ cooling_capacity_tons: 4, cooling_capacity_kbtuh: 48 });
    expect(carrier('50HCQ12')).toMatchObject({ description: 'packaged rooftop heat pump', fields: { cooling_capacity_tons: 10 } });
    expect(carrier('48LC-09')?.fields).toMatchObject({ cooling_capacity_tons: 8.5 });
    expect(carrier('50TC14')?.fields).toMatchObject({ cooling_capacity_tons: 12.5 });
  });

  it('sizes beyond a title, option letters, Q on 48 and other brands stay out', () => {
    expect(carrier('48KC07')).toBeNull(); // 48KC: 3 to 5 tons
    expect(carrier('48FC08')).toBeNull();
    expect(carrier('48TC10')).toBeNull(); // 10 is not a code of the table
    expect(carrier('48TCQ08')).toBeNull();
    expect(carrier('50FCQ06')).toBeNull(); // 50FCQ: no title in reach
    expect(carrier('48TC08A')).toBeNull();
    expect(carrier('48TC08', 'Bryant')).toBeNull();
  });
});

describe('Carrier 38AU written without the option letter', () => {
  it('38AUD / 38AUZ air conditioners, 38AUQ heat pumps, the key\'s tonnage', () => {
    expect(carrier('38AUD25')).toMatchObject({ type: 'air conditioners', series: '38AUD', fields: { cooling_capacity_tons: 20, refrigerant: 'R-410A' } });
    expect(carrier('38AUZ08')?.fields).toMatchObject({ cooling_capacity_tons: 7.5 });
    expect(carrier('38AUQ-12')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 10 } });
    expect(carrier('38AUD16')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
  });

  it('other sizes, letters and brands stay out', () => {
    expect(carrier('38AUD20')).toBeNull();
    expect(carrier('38AUX08')).toBeNull();
    expect(carrier('38AUZ08A')).toBeNull(); // with the option letter: carrier/rooftops-commercial.ts
    expect(carrier('38AUZ08', 'Bryant')).toBeNull();
  });
});

// Carrier title "48/50EJ,EK,EW,EY038, 044, 048 Single-Package Cooling Units Variable Volume Constant Volume Factory-Installed
// Optional Heat": type only.
describe('Carrier 48 / 50 EJ, EK, EW, EY single-package cooling units', () => {
  it('series and the title\'s sizes, type only', () => {
    expect(carrier('48EJ038')).toMatchObject({ type: 'packaged units', series: '48EJ', fields: {} });
    expect(carrier('50EYE044-601')).toMatchObject({ type: 'packaged units', series: '50EY' });
    expect(carrier('48EKD048')?.type).toBe('packaged units');
  });

  it('near misses: other sizes and letters, other brands', () => {
    expect(carrier('48EJ040')).toBeNull();
    expect(carrier('48EA038')).toBeNull();
    expect(carrier('58EJ038')).toBeNull();
    expect(carrier('48EJ038', 'Trane')).toBeNull();
  });
});
