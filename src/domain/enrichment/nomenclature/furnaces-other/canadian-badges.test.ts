// Canadian installed-base brands (furnaces-other/canadian-badges.ts) through the dispatcher. Expected values are what the cited
// maker documents print (model names, series titles, input tables), never from data/eval.
import { describe, expect, it } from 'vitest';
import { brandsAgree } from '../../brands';
import { decodeModelNumber } from '../index';

describe('Rheem-built furnaces under Canadian badge letters', () => {
  // Rheem prints its series with the brand letters open: "(-)95P & (-)(-)95MSP", "(-)96T & (-)(-)96MDT", "96MDV series";
  // the §6.3 layout puts the AFUE class after those letters and the input (kBtu/h) after the line letters.
  it.each([
    ['Thermal Zone', 'TZ96MDV040B30A', 'TZ96MDV', 96, 40],
    ['Mainline', 'ML96TA0702521MSA', 'ML96TA', 96, 70],
    ['Duroguard', 'D95TC0851521MSA', 'D95TC', 95, 85],
    ['DuraSTAR', 'DR96UAT1151524SA', 'DR96UAT', 96, 115],
  ])('%s %s → gas furnace %s, %i %% AFUE, %i kBtu/h', (brand, model, series, afue, input) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({
      family: 'rheem',
      brand,
      type: 'furnaces',
      series,
      fields: { afue_percent: afue, heating_input_kbtuh: input },
      evidence: 'unconfirmed',
    });
  });
  it.each([
    ['', 'TZ96MDV040B30A'], // brand required
    ['Rheem', 'TZ96MDV040B30A'], // Rheem's own numbers are rheem/rheem.ts's (R / U / W letters)
    ['Mainline', 'ML14AJ1036'], // no AFUE class after the letters
    ['Mainline', 'ML96TA0072521'], // 007 is no furnace input
    ['Thermal Zone', 'TZ96MDV'], // no input
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Napoleon / Continental (Wolf Steel) gas furnaces', () => {
  // 9200 series manual W415-1117: NBM040S2A, NBM060S2A, NBM040S3A, NBM060S3A, NBM080S3A; WPV-N series W415-2308: WPV080T3AA-N.
  it.each([
    ['Napoleon', 'NBM040S2A', 'NBM', 40, 'high efficiency (condensing) gas furnace'],
    ['Napoleon', 'NBM080S3A', 'NBM', 80, 'high efficiency (condensing) gas furnace'],
    ['Napoleon', 'WPV080T3AA-N', 'WPV', 80, 'high efficiency (condensing) gas furnace'],
    ['Napoleon', 'WSX040T2AA-N', 'WSX', 40, 'gas furnace'],
  ])('%s %s → %s, %i kBtu/h input', (brand, model, series, input, description) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ family: 'napoleon', brand: 'Napoleon', type: 'furnaces', series, fields: { heating_input_kbtuh: input }, description });
  });
  it('the badge suffix names the plate: -C / -EC Continental, -N / -EN Napoleon', () => {
    expect(decodeModelNumber('WSX060T3AA-EC', 'Continental')).toMatchObject({ brand: 'Continental', fields: { heating_input_kbtuh: 60 } });
    expect(decodeModelNumber('WSX060T3AA-EN', 'Continental')).toMatchObject({ brand: 'Napoleon' });
    expect(decodeModelNumber('WPV080T3AAN', 'Napoleon')).toMatchObject({ brand: 'Napoleon', series: 'WPV', fields: { heating_input_kbtuh: 80 } });
    expect(brandsAgree('Continental', 'Napoleon')).toBe('alias');
  });
  // Series as the manuals title them: "9200 series single stage …", "9600 series two stage …", "9700 series two stage …".
  it.each([
    ['9600', '9600 series', 'two-stage'],
    ['9700 Series', '9700 series', 'two-stage'],
    ['9200', '9200 series', 'single-stage'],
  ])('Napoleon %s → gas furnace, %s, %s', (model, series, tier) => {
    expect(decodeModelNumber(model, 'Napoleon')).toMatchObject({ family: 'napoleon', type: 'furnaces', series, fields: { efficiency_tier: tier } });
  });
  it('9500-B series: gas furnace, stages not in the title', () => {
    const d = decodeModelNumber('9500-B', 'Napoleon');
    expect(d).toMatchObject({ type: 'furnaces', series: '9500 series' });
    expect(d?.fields.efficiency_tier).toBeUndefined();
  });
  it.each([
    ['', 'WPV080T3AA-N'],
    ['', '9600'],
    ['Napoleon', '9800'],
    ['Goodman', 'WPV080T3AA-N'],
    ['Napoleon', 'WPV081T3AA-N'], // not an input code
    ['Napoleon', 'WPV080X3AA-N'], // stage letter S or T only
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Olsen / Airco LRF / LRFV lowboy and HTL up-flow oil furnaces', () => {
  // Olsen LRF installation manual 240011511 (LRF65); "LRF Lowboy Rear Flue Model LRFV"; HTL series manual 240005126
  // ("The HTL is certified for multiple firing rates, ranging from 79,000 to 119,000 Btu/h"); the HTL-100D manual.
  it.each([
    ['Olsen', 'LRF65', 'LRF'],
    ['Olsen', 'LRFV65', 'LRFV'],
    ['Airco', 'LRFV80RF', 'LRFV'],
    ['Olsen', 'HTL-100D', 'HTL'],
    ['Airco', 'HTLV', 'HTLV'], // "HTL (Up-Flow Model) HTLV"
  ])('%s %s → oil furnace %s, no capacity', (brand, model, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ family: 'ecr', brand, type: 'furnaces', series, fields: { fuel: 'oil' } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'LRFV65'],
    ['Utica', 'LRFV65'], // ECR's boiler badges carry no LRF furnaces
    ['Thermo Pride', 'UMLV65A'], // the UMLA / UMLVA line is Olsen / Airco only (furnaces-other/olsen-uml-oil-furnaces.ts)
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Granby / Conforto oil furnaces', () => {
  // Granby manuals G2012-E1 "KLR / KLF series … oil fired lowboy furnace" (KLR-090, KLF-140, KLR-1 / 090) and G2012-E2
  // "KHM series … oil fired hi-boy furnace" (KHM-1 / 090, KHM-2 / 140).
  it.each([
    ['Granby', 'KLR-090', 'KLR', 'oil furnace, lowboy (KLR)'],
    ['Granby', 'KLF-140', 'KLF', 'oil furnace, lowboy, front flue (KLF)'],
    ['Granby', 'KHM-2-140', 'KHM', 'oil furnace, hi-boy (KHM)'],
    ['Conforto', 'KHM-E1-067-03', 'KHM', 'oil furnace, hi-boy (KHM)'],
    ['Granby', 'KLR-1 / 090', 'KLR', 'oil furnace, lowboy (KLR)'],
    ['Granby', 'KHM-1', 'KHM', 'oil furnace, hi-boy (KHM)'],
  ])('%s %s → %s', (brand, model, series, description) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ family: 'granby', type: 'furnaces', series, description, fields: { fuel: 'oil' } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'KLR-090'],
    ['Conforto', 'KLC-E1-073-03'], // the KLC is in no manual in reach
    ['Granby', 'KLR'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Roth (Enertech-built TerraStar geothermal units)', () => {
  // ENERGY STAR Certified Geothermal Heat Pumps: partner "Enertech Global, LLC", brand Roth Industries, model name
  // TerraStar, RCT024D / RCT036A (closed loop water-to-air): Enertech's badge letter R before its CT / RT / WT / XT series.
  it('Roth Industries agrees with Enertech and its R-badged numbers read as geothermal heat pumps', () => {
    expect(brandsAgree('Roth Industries', 'Enertech')).toBe('alias');
    expect(decodeModelNumber('RCT024D', 'Roth Industries')).toMatchObject({ family: 'enertech', type: 'geothermal heat pumps', series: 'RCT' });
    expect(decodeModelNumber('RCT024D', 'Napoleon')).toBeNull();
  });
});
