// Expected values from Carrier Form 38AP-13PD "Gemini Select 38APS025-065, 38APD025-130 … Puron Refrigerant (R-410A) … 25 to
// 130 Nominal Tons": the size is the nominal tons; 38APS single circuit, 38APD two circuits.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CARRIER_COMMERCIAL_SPLIT_RULES } from './commercial-splits';

const ap = (model: string, brand = 'Carrier') => firstDecode(CARRIER_COMMERCIAL_SPLIT_RULES, model, brand);

describe('Carrier Gemini Select 38AP', () => {
  it('38APS 025–065 and 38APD 025–130: nominal tons, R-410A, split condensing unit', () => {
    expect(ap('38APD025')).toMatchObject({ type: 'air conditioners', series: '38APD', fields: { cooling_capacity_tons: 25, refrigerant: 'R-410A' } });
    expect(ap('38APD130')?.fields).toMatchObject({ cooling_capacity_tons: 130 });
    expect(ap('38APS065')?.fields).toMatchObject({ cooling_capacity_tons: 65 });
  });

  it('outside the titles\' ranges, other brands stay out', () => {
    expect(ap('38APS070')).toBeNull();
    expect(ap('38APD018')).toBeNull();
    expect(ap('38APD025', 'Bryant')).toBeNull();
  });

  it('decodeModelNumber no longer reads 38APD025 as a 2-ton residential unit', () => {
    expect(decodeModelNumber('38APD025', 'Carrier')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(decodeModelNumber('38APD025', '')?.fields?.cooling_capacity_tons).not.toBe(2);
  });
});

// Carrier product data "40RUA/40RUS … Packaged Air-Handling Units" (40RU07-12, 14, 16; 6 to 30 tons), "40RUQ07-25 Split
// System Heat Pump Indoor Unit (Air-Handling Unit)", "40RLAA07 … Puron Advance (R-454B)": type only.
describe('Carrier 40RU / 40RL packaged air handlers', () => {
  const ah = (model: string, brand = 'Carrier') => firstDecode(CARRIER_COMMERCIAL_SPLIT_RULES, model, brand);

  it('A / S / Q · option letter · size: air handlers, no capacity', () => {
    expect(ah('40RUAA08A2A6')).toMatchObject({ type: 'air handlers', series: '40RUA', fields: {} });
    expect(ah('40RUQA25')).toMatchObject({ series: '40RUQ', description: 'split system heat pump indoor unit (air-handling unit)' });
    expect(ah('40RLAA07')).toMatchObject({ series: '40RLA', fields: { refrigerant: 'R-454B' } });
  });

  it('sizes off the ranges and other brands stay out', () => {
    expect(ah('40RUQA28')).toBeNull();
    expect(ah('40RUAA05')).toBeNull();
    expect(ah('40RUAA08', 'Bryant')).toBeNull();
  });
});

// Bryant product data "569J … air cooled condensing unit … 6 to 20 nominal tons", "575J 6 to 20 tons heat pump outdoor unit",
// "524J packaged air-handling units … sizes 07, 08, 12, 14, 16"; "566D, 566E, 569D, 569F, 576C … with 524A, 6 to 20 tons
// (569D072-120, 576C120, 569F120, 524A072-300, 566D150-240, 566E150-240)".
describe('Bryant commercial splits', () => {
  const b = (model: string, brand = 'Bryant') => firstDecode(CARRIER_COMMERCIAL_SPLIT_RULES, model, brand);

  it('569J / 575J with the 38AU size table; 524J air handlers type only', () => {
    expect(b('569JE07A')).toMatchObject({ type: 'air conditioners', series: '569J', fields: { cooling_capacity_tons: 6, refrigerant: 'R-410A' } });
    expect(b('575JE25')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 20 } });
    expect(b('524JE12')).toMatchObject({ type: 'air handlers', series: '524J', fields: { refrigerant: 'R-410A' } });
  });

  it('the R-22 generation: nominal kBtu/h of the title\'s sizes; 524A type only', () => {
    expect(b('569D072')?.fields).toMatchObject({ cooling_capacity_tons: 6 });
    expect(b('566E240')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 20 } });
    expect(b('524A300')).toMatchObject({ type: 'air handlers', fields: {} });
    expect(b('566D072')).toBeNull();
    expect(b('569JE07A', 'Carrier')).toBeNull();
  });
});
