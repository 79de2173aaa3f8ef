// Older water heating and boiler lines (water-heaters/older-heating-lines.ts) through the dispatcher. Every model below is printed in
// the document its rule cites (model lists of the engineering handbooks, manual titles and model tables); the
// expected type, fuel and tier are what those documents state — never from data/eval.
import { describe, expect, it } from 'vitest';
import { HEATING_OLDER_RULES } from './older-heating-lines';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith } from '../kit/test-helpers';

describe('Paloma / Waiwela gas tankless: the handbook key (R/C · vent · N natural / P propane)', () => {
  it.each([
    // PH-28R engineering handbook model list: IFS indoor, OF outdoor, DVS direct vent; N NAT. gas, P L.P. gas.
    ['Paloma', 'PH-28RIFSN', 'natural gas', undefined],
    ['Paloma', 'PH-28CIFSP', 'propane', undefined],
    ['Paloma', 'PH-28ROFN', 'natural gas', undefined],
    ['Waiwela', 'PH-28CDVSP', 'propane', undefined],
    // SVC 820 handbook: PH2-20R OFN … PH2-28R DVSP mid efficiency; PHH-25ROFN … PHH-32RDVP high-efficiency condensing.
    ['Paloma', 'PH2-20R OFN', 'natural gas', undefined],
    ['Paloma', 'PH2-28R DVSP', 'propane', undefined],
    ['Paloma', 'PHH-25ROFN', 'natural gas', 'condensing'],
    ['Paloma', 'PHH-32RDVP', 'propane', 'condensing'],
    ['Paloma', 'Paloma PHH-32RDVN', 'natural gas', 'condensing'],
  ])('%s %s → tankless, %s, tier %s', (brand, model, fuel, tier) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.fields.fuel).toBe(fuel);
    expect(d?.fields.efficiency_tier).toBe(tier);
    // The size class is not an input (PH-28 is no 28,000 Btu/h heater): never reported.
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it.each([['PH-24M'], ['PH12M'], ['PH-6'], ['PHH-32'], ['PH2-25R']])('cut short or Legacy: Paloma %s → tankless, no fuel', (model) => {
    const d = decodeModelNumber(model, 'Paloma');
    expect(d?.type).toBe('tankless water heaters');
    expect(d?.fields.fuel).toBeUndefined();
  });

  it.each([
    ['Paloma', 'PH-5'], // no Legacy size 5
    ['Paloma', 'PH-28RQQN'], // no vent code QQ
    ['Paloma', 'PHH-99'], // no PHH-99
    ['Paloma', 'PH2-32'], // PH2 sizes 20 / 25 / 28 only when cut short
    ['Carrier', 'PH-28RIFSN'], // another brand
    ['', 'PH-28RIFSN'], // no brand
  ])('%s %s → no Paloma decode', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d === null || d.family !== 'water_heater_other').toBe(true);
  });
});

describe('Takagi Flash tankless (T-K2, T-KD20 manuals)', () => {
  it.each([['T-K2'], ['T-KD20'], ['T-K2-OS'], ['TKD20']])('Takagi %s → tankless water heater', (model) => {
    expect(decodeModelNumber(model, 'Takagi')).toMatchObject({ type: 'tankless water heaters', family: 'takagi' });
  });
  it('a Flash number the manuals do not print (T-K9) is not decoded', () => {
    expect(decodeModelNumber('T-K9', 'Takagi')).toBeNull();
  });
});

describe('Viessmann Vitodens WB-series type codes (5368 815, 5369 295, 5822 432)', () => {
  it.each([['WB2B'], ['WB1B'], ['WB2C'], ['Vitodens 200-W WB2B 8-32'], ['Vitodens 100-W WB1B 26']])('Viessmann %s → condensing boiler', (model) => {
    expect(decodeModelNumber(model, 'Viessmann')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber(model, 'Viessmann')?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([['WB3B'], ['WB2Z'], ['WB2B-1234']])('Viessmann %s → none', (model) => {
    expect(decodeModelNumber(model, 'Viessmann')).toBeNull();
  });
});

describe('Hydrotherm KN cast-iron condensing boilers (KN-2 … KN-30, KN-Series Plus KN6+ … KN40+)', () => {
  it.each([['KN-2'], ['KN-4'], ['KN-6'], ['KN-30'], ['KN6+'], ['KN40+'], ['Hydrotherm KN-10']])('Hydrotherm %s → condensing boiler', (model) => {
    expect(decodeModelNumber(model, 'Hydrotherm')).toMatchObject({ type: 'boilers', brand: 'Hydrotherm', fields: { efficiency_tier: 'condensing' } });
  });
  it.each([['KN-7'], ['KN-60'], ['KN']])('Hydrotherm %s (no such size) → none', (model) => {
    expect(decodeModelNumber(model, 'Hydrotherm')).toBeNull();
  });
  it('KN-6 without the brand is not decoded', () => {
    expect(decodeModelNumber('KN-6', null)).toBeNull();
  });
});

describe('Smith Cast Iron Boilers (Westcast) series', () => {
  it.each([
    // 28A-IOM-7: 28A-∆-4 … with ∆ = S steam / W water ("28A-S-4 & 5" in the steam piping table).
    ['28A-S-5', /steam/],
    ['28A-W-6', /hot-water/],
    ['19A-6', /cast-iron boiler/],
    // GB200 / GB250: gas-fired steam cast iron boilers (GB200-IM-5, GB250-IM-5); GB300(S,W) (GB300-IOM-4).
    ['GB250', /gas-fired steam/],
    ['GB200-5', /gas-fired steam/],
    ['GB300S', /gas-fired/],
  ])('Smith Cast Iron %s → boiler', (model, description) => {
    const d = decodeModelNumber(model, 'Smith Cast Iron');
    expect(d).toMatchObject({ type: 'boilers', brand: 'Smith Cast Iron Boilers' });
    expect(d?.description).toMatch(description);
    expect(d?.fields.fuel).toBeUndefined(); // gas or oil (28A), natural or propane (GB300): not one fuel
  });
  it.each([['28B-S-5'], ['GB400'], ['28A']])('Smith Cast Iron %s → none', (model) => {
    expect(decodeModelNumber(model, 'Smith Cast Iron')).toBeNull();
  });
});

describe('Energy Kinetics System 2000 boiler lines (manual titles)', () => {
  it.each([['Frontier'], ['Resolute'], ['System 2000'], ['System 2000 Frontier']])('Energy Kinetics %s → boiler', (model) => {
    expect(decodeModelNumber(model, 'Energy Kinetics')).toMatchObject({ type: 'boilers', brand: 'Energy Kinetics' });
  });
  it('EK1 (no document in reach states it) and Frontier with another brand → none', () => {
    expect(decodeModelNumber('EK1', 'Energy Kinetics')).toBeNull();
    expect(decodeModelNumber('Frontier', 'Lennox')?.brand).not.toBe('Energy Kinetics');
  });
});

describe('lines typed as the ENERGY STAR rows file them (type, input, gallons and gas from each row)', () => {
  it.each([
    // HTP Crossover: RGH20-75F = 20 gal, 75,000 Btu/h; RGH40-100F = 39 gal listed (40 nominal), 100,000 Btu/h.
    ['HTP', 'RGH20-75F', 'water heaters', 20, 75, undefined],
    ['HTP', 'RGH40-100F', 'water heaters', 40, 100, undefined],
    ['HTP', 'RGH-100F', 'water heaters', undefined, undefined, undefined],
    // HTP tankless: RT-150 150,000 Btu/h; RTC-199, RTCO-199, CGH-199 199,000 Btu/h.
    ['HTP', 'RT-150', 'tankless water heaters', undefined, 150, undefined],
    ['HTP', 'RTCO-199', 'tankless water heaters', undefined, 199, undefined],
    ['HTP', 'CGH-199', 'tankless water heaters', undefined, 199, undefined],
    ['HTP', 'ELX-400FBLP', 'boilers', undefined, undefined, 'propane'],
    // Lochinvar SWA150N: 150,000 Btu/h natural gas; SWR125L: 125,000 Btu/h propane; AW(N,L)151(PM) tankless (size code, no input).
    ['Lochinvar', 'SWA150N', 'water heaters', undefined, 150, 'natural gas'],
    ['Lochinvar', 'SWR125L', 'water heaters', undefined, 125, 'propane'],
    ['Lochinvar', 'AW(N,L)151(PM)', 'tankless water heaters', undefined, undefined, undefined],
    ['Lochinvar', 'OA(N,L)286', 'tankless water heaters', undefined, undefined, undefined],
    // Laars LUHE100T150EN: 100 gal, 150,000 Btu/h, gas; LUHE60T125X: 60 gal, 125,000 Btu/h, propane.
    ['Laars', 'LUHE100T150EN', 'water heaters', 100, 150, 'natural gas'],
    ['Laars', 'LUHE60T125X', 'water heaters', 60, 125, 'propane'],
    ['Takagi', 'T-H3M-DV-N', 'tankless water heaters', undefined, undefined, undefined],
    ['Takagi', 'TK-540P-NIH', 'tankless water heaters', undefined, undefined, undefined],
    ['NTI', 'FTG 600', 'boilers', undefined, undefined, undefined],
    ['Noritz', 'CB199-DV', 'boilers', undefined, undefined, undefined],
  ])('%s %s → %s, %s gal, input %s kBtu/h, %s', (brand, model, type, gallons, input, fuel) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe(type);
    expect(d?.fields.tank_capacity_gallons).toBe(gallons);
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.fuel).toBe(fuel);
  });

  it.each([
    ['HTP', 'RT-99'],
    ['HTP', 'RGH20-75X'],
    ['Lochinvar', 'SWA99N'],
    ['Lochinvar', 'AWX151'],
    ['Laars', 'LUHE100X150'],
    ['Noritz', 'CB150-DV'],
    ['Rheem', 'SWA150N'],
  ])('%s %s → none', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d === null || !/RGH|RT|SW|AW|LUHE|CB/.test(d.series)).toBe(true);
  });
});

describe('Dunkirk Excelsior, Utica TriFire, Peerless 211A / TC, Burnham SCG (manual titles and model lists)', () => {
  it.each([
    // Excelsior EXB manual 240007135: DK4EXA075 … DK7EXA165, oil-fired hot-water boiler (075 = 0.75 gph firing rate, not an input).
    ['Dunkirk', 'DK4EXA075', 'oil'],
    ['Dunkirk', 'DK7EXA165', 'oil'],
    // TriFire manual 240009350: oil-fired cast iron hot water boiler.
    ['Utica', 'TriFire TRB5100', 'oil'],
    ['Dunkirk', 'Excelsior EXB', 'oil'],
    // 211A steam gas manual: 211A-04 … 211A-09 and larger; Peerless TC: oil, gas or gas/oil.
    ['Peerless', '211A-04', undefined],
    ['Peerless', '211A-12', undefined],
    ['Peerless', 'TC-06', undefined],
    ['Burnham', 'SCG-6-H', undefined],
  ])('%s %s → boiler, fuel %s', (brand, model, fuel) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('boilers');
    expect(d?.fields.fuel).toBe(fuel);
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['Dunkirk', 'DK9EXA075'], // 4–7 sections only
    ['Dunkirk', 'DK4EXA300'],
    ['Peerless', '211A-02'],
    ['Peerless', 'TC-25'],
    ['Peerless', 'TC06ABC'], // letters after the sections: no such model
    ['Smith Cast Iron', 'GB250XYZ'],
    ['Weil-McLain', '211A-04'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Rinnai REU codes written without "REU" (Continuum / Integrity service manuals)', () => {
  it.each([['2532FFU'], ['2532-FFU-C'], ['2424W'], ['2020WC'], ['Rinnai 2532 FFU']])('Rinnai %s → tankless water heater', (model) => {
    expect(decodeModelNumber(model, 'Rinnai')).toMatchObject({ type: 'tankless water heaters', series: 'REU' });
  });
  it.each([['Rinnai', '2532XYZ'], ['Rinnai', '9999FFU'], ['Noritz', '2532FFU'], ['', '2532FFU']])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('A. O. Smith group hybrid heat-pump tanks (service handbook 100268628)', () => {
  it.each([
    ['A. O. Smith', 'FHPT-50', 50],
    ['State', 'SHPT-66', 66],
    ['A. O. Smith', 'SHPT-80', 80],
  ])('%s %s → electric heat-pump tank, %d gal', (brand, model, gallons) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'water heaters', fields: { tank_capacity_gallons: gallons, fuel: 'electric' } });
  });
  it.each([['FHPT-40'], ['SHPT-99']])('A. O. Smith %s (no such size) → none', (model) => {
    expect(decodeModelNumber(model, 'A. O. Smith')).toBeNull();
  });
});

describe('tank numbers cut short after the gallons (the makers\' keys up to the gallons)', () => {
  it.each([
    // State GS6 40 YBRT / ES6 50 DORS key (§10.1): line · warranty years · gallons.
    ['State', 'GS640', 40, undefined],
    ['State', 'GS6-40', 40, undefined],
    ['State', 'ES650', 50, 'electric'],
    // Rheem XG40T06EC36U1 / XE50T10HD50U0 key (§6.4) and GE GG40T06AVG00 (§10.6), cut before the venting letters.
    ['Rheem', 'XG50', 50, undefined],
    ['Rheem', 'XE40T', 40, 'electric'],
    ['GE Appliances', 'GG40T06', 40, undefined],
    ['Rheem', 'PROG50', 50, undefined],
    ['Richmond', '6G40', 40, undefined],
    // Bradford White RG240T6N / RE340T6 / MI50T6FBN / M250T6DS (§10.2) cut before the height letter.
    ['Bradford White', 'RG240', 40, undefined],
    ['Bradford White', 'RE340', 40, 'electric'],
    ['Bradford White', 'MI50', 50, undefined],
    ['Bradford White', 'M250', 50, undefined],
    // American G62-40T40-3NV / E62-50R-045DV cut after the gallons and height.
    ['American', 'G62-40T', 40, undefined],
    ['American', 'E62-50R', 50, 'electric'],
  ])('%s %s → tank, %d gal, fuel %s', (brand, model, gallons, fuel) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('water heaters');
    expect(d?.fields.tank_capacity_gallons).toBe(gallons);
    expect(d?.fields.fuel).toBe(fuel);
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['State', 'GS645'], // 45 is no nominal tank size
    ['Rheem', 'XG45'],
    ['Bradford White', 'RG299'],
    ['Carrier', 'GS640'],
    ['', 'RG240'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
  it('the full numbers keep the full readings (input read)', () => {
    expect(decodeModelNumber('G62-40T40-3NV', 'American')?.fields.heating_input_kbtuh).toBe(40);
    expect(decodeModelNumber('XG40T06EC36U1', 'Rheem')?.fields.heating_input_kbtuh).toBe(36);
  });
  it('Rheem RTGH-95 (cut before the vent letters) → tankless; Utica UB90 → condensing boiler', () => {
    expect(decodeModelNumber('RTGH-95', 'Rheem')?.type).toBe('tankless water heaters');
    expect(decodeModelNumber('UB90', 'Utica')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
  });
});

describe('Navien series with generation letters, no size', () => {
  it.each([['NPE-A2', 'tankless water heaters'], ['NPE-S2', 'tankless water heaters'], ['NPE-S', 'tankless water heaters'], ['NCB-E', 'boilers']])('Navien %s → %s', (model, type) => {
    expect(decodeModelNumber(model, 'Navien')).toMatchObject({ type, fields: { efficiency_tier: 'condensing' } });
  });
  it.each([['NPE-B2'], ['NCB-Q']])('Navien %s → none', (model) => {
    expect(decodeModelNumber(model, 'Navien')).toBeNull();
  });
});

describe('model-shaped nonsense', () => {
  it('no rule of water-heaters/older-heating-lines.ts fires on 20,000 model-shaped strings with each of its brands', () => {
    const brands = ['Paloma', 'Takagi', 'Viessmann', 'Hydrotherm', 'Smith Cast Iron Boilers', 'Energy Kinetics', 'Dunkirk', 'Peerless', 'Burnham', 'Rinnai', 'HTP', 'Lochinvar', 'Laars', 'NTI', 'Noritz', 'A. O. Smith', 'State', 'Rheem', 'Richmond', 'GE Appliances', 'Bradford White', 'American', 'Utica', 'Navien'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 1818, digitLed: true })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(HEATING_OLDER_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
