// Older furnaces (furnaces-other/older-as-copied.ts, and the 066 class of carrier/carrier.ts's Bryant key) through the dispatcher. Expected
// values are what the cited maker documents print, never from data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Bryant 3xx furnaces with the 066 (5.5-ton) airflow class', () => {
  // Installation instructions Table 1: "110—22/066110", "135—22/066135" (Carrier size 110-22 = Bryant 066110);
  // 110 = 110 kBtu/h, 135 = 132 kBtu/h (the §0.5 rounded codes), class 066 = 66 kBtu/h cooling = 2200 CFM.
  it.each([
    ['Bryant', '310AAV066110', 110, 2200],
    ['Bryant', '310AAV066135', 132, 2200],
    ['Carrier', '313AAV066135', 132, 2200],
    ['Bryant', '310AAV066110AAJA', 110, 2200],
  ])('%s %s → furnace, %i kBtu/h input, %i CFM', (brand, model, input, cfm) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: input, cooling_airflow_cfm: cfm } });
  });
  it('cut after the class (310AAV066): furnace with its airflow, no input', () => {
    const d = decodeModelNumber('310AAV066', 'Bryant');
    expect(d).toMatchObject({ type: 'furnaces', fields: { cooling_airflow_cfm: 2200 } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['Bryant', '310AAV066075'], // 075 is no input code of the key
    ['Bryant', '310AAV072110'], // no 072 class
    ['', '310AAV066110'], // the Bryant key needs the brand
    ['Goodman', '310AAV066110'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Bryant literature form numbers written for the model (II 310A-45-5, PDS 352A.60.1, 355M-40-4)', () => {
  it.each([
    ['Bryant', '355M-40-4', '355M'],
    ['Bryant', 'II 310A-45-5', '310A'],
    ['Bryant', 'PDS 352A.60.1', '352A'],
    ['Bryant', 'PDS 350M.40', '350M'],
    ['Payne', '311A-45-3', '311A'],
  ])('%s %s → gas furnace %s, no size', (brand, model, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', series });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', '355M-40-4'], // no brand
    ['Trane', '355M-40-4'], // another maker
    ['Bryant', '355M-50-4'], // no range starts at 050
    ['Bryant', '255M-40-4'], // not a 3xx furnace number
    ['Bryant', '355-40-4'], // no series letter
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Goodman GSM / GSMS sealed-combustion condensing furnaces (IO-176)', () => {
  it.each([
    ['Goodman', 'GSMS080-4', 'GSMS', 80],
    ['Goodman', 'GSM060-3', 'GSM', 60],
    ['Janitrol', 'GSMS100-5', 'GSMS', 100],
    ['Goodman', 'GSMS080', 'GSMS', 80],
  ])('%s %s → condensing furnace %s, %i kBtu/h', (brand, model, series, input) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', family: 'goodman', series, fields: { heating_input_kbtuh: input, efficiency_tier: 'condensing' } });
  });
  it.each([
    ['', 'GSMS080-4'], // brand required
    ['Carrier', 'GSMS080-4'],
    ['Goodman', 'GSMS085-4'], // 85 is no size of the key
    ['Goodman', 'GSMX080-4'],
  ])('%s %s → no GSM decode', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d === null || d.series !== 'GSMS').toBe(true);
  });
});

describe('Lennox 80UHG mid-efficiency furnaces (unit information: 45,000 to 120,000 Btuh, cooling up to 5 tons)', () => {
  it.each([
    ['80UHG2-45', '80UHG', 45, 800],
    ['80UHG3-75', '80UHG', 75, 1200],
    ['80UHGX4-100-2', '80UHGX', 100, 1600],
    ['80UHG5-120', '80UHG', 120, 2000],
  ])('Lennox %s → furnace %s, %i kBtu/h, %i CFM', (model, series, input, cfm) => {
    expect(decodeModelNumber(model, 'Lennox')).toMatchObject({ type: 'furnaces', series, fields: { heating_input_kbtuh: input, cooling_airflow_cfm: cfm } });
  });
  it.each([
    ['Lennox', '80UHG2-40'], // below the 45,000 Btuh range
    ['Lennox', '80UHG3-140'], // above the 120,000 Btuh range
    ['Lennox', '80UHG6-75'], // no 6-ton blower
    ['', '80UHG2-45'], // brand required
    ['Goodman', '80UHG2-45'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('A.A.C. 80 % furnaces "G1N80AU, GIN80AR, GIN80AT, CG80UA, CG80RA, & CG80TA" and the B-cabinet twins', () => {
  it.each([
    ['Armstrong Air', 'G1N80AU', 'G1N80AU'],
    ['Armstrong Air', 'GIN80BR', 'G1N80BR'],
    ['Concord', 'CG80UB', 'CG80UB'],
    ['Concord', 'CG80TA', 'CG80TA'],
  ])('%s %s → 80 %% furnace %s', (brand, model, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'allied', series, fields: { afue_percent: 80 } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['CG90UB', 'condensing (Category IV), upflow'],
    ['CG90CB', 'condensing (Category IV), counterflow'],
    ['CG95TB', 'condensing (Category IV)'],
  ])('Concord %s (45466K003 / 506185-01) → condensing furnace', (model, tier) => {
    const d = decodeModelNumber(model, 'Concord');
    expect(d).toMatchObject({ type: 'furnaces', series: model, fields: { efficiency_tier: tier } });
    expect(d?.fields.afue_percent).toBeUndefined();
  });
  it('an input after the letters reads as in the G1D key (G1N80BU100 = 100 kBtu/h)', () => {
    expect(decodeModelNumber('G1N80BU100', 'Armstrong Air')?.fields.heating_input_kbtuh).toBe(100);
  });
  it.each([
    ['', 'G1N80BU'], // brand required
    ['Armstrong Air', 'G1N80CU'], // no C cabinet in the titles
    ['Armstrong Air', 'G1N90BU'], // an 80 % line only
    ['Armstrong Air', 'CG80XB'],
    ['Concord', 'CG80CB'], // no counterflow CG80 in the titles
    ['Concord', 'CG90UA'], // the condensing CG titles print the B cabinet only
    ['Concord', 'CG85UB'],
    ['Carrier', 'CG80UB'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Armstrong EG6 / EG7 ("gas-fired high efficiency furnace, model series EG6H & EG7H") and Ducane CMP ("CMP A Series")', () => {
  it.each([
    ['Armstrong Air', 'EG6H', 'EG6H'],
    ['Armstrong Air', 'EG7H', 'EG7H'],
    ['Armstrong', 'EG6A125DC1513', 'EG6A'],
    ['Ducane', 'CMPE075U3', 'CMPE'],
    ['Ducane', 'CMPA075U3', 'CMPA'],
  ])('%s %s → gas furnace %s, no size', (brand, model, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'allied', series });
    expect(d?.fields).toEqual({});
  });
  it.each([
    ['', 'EG6A125DC1513'],
    ['Armstrong Air', 'EG8H'], // no EG8 series in the title
    ['Carrier', 'EG6H'],
    ['', 'CMPE075U3'],
    ['Goodman', 'CMPE075U3'],
    ['Ducane', 'CMPE75U3'], // two digits: not the printed shape
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Coleman clam-tube series UGAA / UGAB (75–100 MBH) and UGAE (75 MBH, upflow only)', () => {
  it.each([
    ['Coleman', 'UGAA075BUA', 'UGAA', 75],
    ['Coleman', 'UGAB100BUG', 'UGAB', 100],
    ['Coleman', 'UGAB075BUH', 'UGAB', 75],
    ['Evcon', 'UGAE075BUH', 'UGAE', 75],
  ])('%s %s → furnace %s, %i kBtu/h', (brand, model, series, input) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', family: 'york', series, fields: { heating_input_kbtuh: input } });
  });
  it.each([
    ['Coleman', 'UGAE100BUH'], // UGAE is a 75 MBH model only
    ['Coleman', 'UGAB090BUG'], // not a size of the series
    ['', 'UGAB100BUG'],
    ['Ruud', 'UGAB100BUG'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Nortek MG1 (Table 6: MG1E-056 … -090) and MG3P / MG3S condensing furnaces', () => {
  it.each([
    ['Nortek', 'MG1E-056', 56],
    ['Intertherm', 'MG1E-077', 77],
    ['Nordyne', 'MG1E-090', 85], // the -090 size is an 85 MBtu/h input in the table
  ])('%s %s → furnace, %i kBtu/h', (brand, model, input) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', series: 'MG1E', fields: { heating_input_kbtuh: input } });
  });
  it.each([
    ['MG3P-054B', 'MG3P', 'condensing, upflow'],
    ['MG3S', 'MG3S', 'condensing, downflow'],
    ['MG3P-108U1AAD', 'MG3P', 'condensing, upflow'],
    ['MG3S-080T2AAC1', 'MG3S', 'condensing, downflow'],
  ])('Nortek %s → condensing furnace %s', (model, series, tier) => {
    const d = decodeModelNumber(model, 'Nortek');
    expect(d).toMatchObject({ type: 'furnaces', series, fields: { efficiency_tier: tier } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'MG1E-077'],
    ['Goodman', 'MG1E-077'],
    ['Nortek', 'MG1E-100'], // not in the table
    ['Nortek', 'MG3X'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('ICP N-named furnaces of the titles ("NTG3/FBF & NTC6/GNE …", "NTV6/NNE … NTP6/TNE, NDP6/TDE") written in full', () => {
  it.each([
    ['Tempstar', 'NTC6075BKA1', 'NTC6'],
    ['Heil', 'NTP6100FFC1', 'NTP6'],
    ['Heil', 'NTG3075AFA1', 'NTG3'],
    ['Comfortmaker', 'NDN6075BKA1', 'NDN6'],
  ])('%s %s → gas furnace %s, no size', (brand, model, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'icp', series });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'NTC6075BKA1'],
    ['Goodman', 'NTC6075BKA1'],
    ['Heil', 'NTX6075BKA1'], // no NTX6 title
    ['Heil', 'NTC6077BKA1'], // 077 is no input code of the era
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Comfort-Aire / Century GUH forms left to furn19: the series alone and the GUH80A blower-table numbers', () => {
  it.each([
    ['Heat Controller', 'GUH80A090C5XE', 'GUH80A', 90],
    ['Comfort-Aire', 'GUH80A108C5XE', 'GUH80A', 108],
  ])('%s %s → furnace %s, %i kBtu/h (the table prints 90,000 / 108,000 Btuh)', (brand, model, series, input) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', family: 'heat_controller', series, fields: { heating_input_kbtuh: input, afue_percent: 80 } });
  });
  it('Comfort-Aire GUH95C (installation instructions 507716-01) → furnace, no input', () => {
    const d = decodeModelNumber('GUH95C', 'Comfort-Aire');
    expect(d).toMatchObject({ type: 'furnaces', series: 'GUH95C' });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['Century', 'GUH95C108'], // 108 is printed for GUH80A only
    ['Century', 'GDD80A'], // the 80 % line is upflow / horizontal
    ['', 'GUH95C'],
    ['Goodman', 'GUH96T'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});
