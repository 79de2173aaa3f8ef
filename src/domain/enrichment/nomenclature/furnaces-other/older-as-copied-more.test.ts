// Older furnaces, second wave (furnaces-other/older-as-copied-more.ts) through the dispatcher. Expected values are what the cited maker
// documents print, never from data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('York-group P*HU / P*MP gas furnaces', () => {
  // "P4HU and G8T multi-position (80%) natural gas furnaces … including models P4HUC20N06401A, B12N08001A, B16N08001A";
  // "P3HU - upflow/horizontal natural gas furnaces - (80%)"; the P2MP series installation instructions.
  it.each([
    ['York', 'P4HUC20N06401A', 'P*HU'],
    ['York', 'P4HUB12N08001A', 'P*HU'],
    ['Luxaire', 'P4HUB16N08001A', 'P*HU'],
    ['Coleman', 'P3HU', 'P*HU'],
  ])('%s %s → gas furnace %s, 80 %% AFUE', (brand, model, series) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', series, fields: { afue_percent: 80 } });
  });
  it('G8T, named with the P4HU in its title: gas furnace, 80 % AFUE', () => {
    expect(decodeModelNumber('G8T12012UPC11', 'York')).toMatchObject({ type: 'furnaces', series: 'G8T', fields: { afue_percent: 80 } });
  });
  it('P2MP series: multi-position gas furnace, no AFUE', () => {
    const d = decodeModelNumber('P2MP', 'York');
    expect(d).toMatchObject({ type: 'furnaces', series: 'P*MP', description: 'multi-position gas furnace' });
    expect(d?.fields.afue_percent).toBeUndefined();
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'P4HUC20N06401A'], // brand required
    ['Goodman', 'P4HUC20N06401A'],
    ['York', 'P4HX'], // no such series
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Coleman / Evcon EB electric furnaces', () => {
  // Installation manuals "Models: EB series" (EB10B) and 266180-BIM-B-0209 (EB10C, EB12C, EB15C, EB17C, EB20C, EB23C).
  it.each([
    ['Coleman', 'EB10B'],
    ['Coleman', 'EB15C'],
    ['Evcon', 'EB23C'],
  ])('%s %s → electric furnace, no kW', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', series: 'EB', fields: { fuel: 'electric' } });
    expect(d?.fields.heating_capacity_kw).toBeUndefined();
  });
  it.each([
    ['', 'EB15C'],
    ['Coleman', 'EB30C'], // no such size in the manuals
    ['Coleman', 'EB15CX1'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Lennox G24-200', () => {
  // "two independently controlled heat sections, each with an input of 100MBH"
  it.each(['G24-200', 'G24-200-1'])('%s → upflow gas furnace, 200 kBtu/h input', (model) => {
    expect(decodeModelNumber(model, 'Lennox')).toMatchObject({ type: 'furnaces', series: 'G24-200', fields: { heating_input_kbtuh: 200 } });
  });
  it('other makers: none', () => {
    expect(decodeModelNumber('G24-200', 'Goodman')).toBeNull();
  });
});

describe('Lennox G21V / GSR21V / G32V / GHR32V (the Q key with V for the variable-speed blower)', () => {
  it.each([
    ['G21V3-60', 'G21V', 60],
    ['GSR21V5-100', 'GSR21V', 100],
    ['G32V5-100', 'G32V', 100],
    ['GHR32V3-75', 'GHR32V', 75],
    ['G21V3/4-80-1', 'G21V', 80],
    ['O23V3-90', 'O23V', 90],
    ['O23V5-154', 'O23V', 154],
  ])('%s → %s furnace, %i kBtu/h input', (model, series, input) => {
    expect(decodeModelNumber(model, 'Lennox')).toMatchObject({ type: 'furnaces', series, fields: { heating_input_kbtuh: input } });
  });
  it.each([
    ['Lennox', 'G26V3-75'], // no V build of the G26 titled
    ['Lennox', 'GSR32V3-75'], // GSR is the pulse G21 only
    ['Lennox', 'G21V3-10'],
    ['Lennox', 'O23V3-95'], // no such firing rate
    ['Goodman', 'G21V3-60'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('ICP NUGM condensing furnaces', () => {
  it.each([
    ['ICP', 'NUGM100EHB1'],
    ['Heil', 'NUGM'],
  ])('%s %s → condensing gas furnace, no size', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', series: 'NUGM', fields: { efficiency_tier: 'condensing' } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it('without a brand: none', () => {
    expect(decodeModelNumber('NUGM100EHB1', '')).toBeNull();
  });
});

describe('ICP twin names of the N-series titles, written in full', () => {
  // Titles "NTG3/FBF … NTN3/NBF & NTN6/NNE, NDN3/NDF …" and "NTP6/TNE, NDP6/TDE": the flow is the paired N series'.
  it.each([
    ['Tempstar', 'FBF075N12A1', 'FBF', 'upflow/horizontal'],
    ['Heil', 'TNE100N16A1', 'TNE', 'upflow/horizontal'],
    ['ICP', 'NDF075N12A1', 'NDF', 'downflow'],
    ['Comfortmaker', 'TDE100N20B1', 'TDE', 'downflow'],
  ])('%s %s → gas furnace %s, %s, no size', (brand, model, series, flow) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', series });
    expect(d?.description).toContain(flow);
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'TNE100N16A1'],
    ['Goodman', 'TNE100N16A1'],
    ['ICP', 'TNE101N16A1'], // no input code
    ['ICP', 'TNX100N16A1'], // no such twin in the titles
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Heat Controller / Comfort-Aire MGD and oil furnaces', () => {
  // "MGD Series Gas Furnace Installation Instructions" (MGD75E3A, MGD60-E3A), "MGD-B Series" owner's manual;
  // "Installation and Operation Manual - ODF, ODR, OUF, OLF & OLR Series".
  it.each([
    ['Heat Controller', 'MGD75E3A'],
    ['Comfort-Aire', 'MGD60-E3A'],
    ['Heat Controller', 'MGD-B'],
  ])('%s %s → manufactured-home gas furnace, no size', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', series: 'MGD', description: 'manufactured-home downflow gas furnace' });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['Comfort-Aire', 'ODR-140', 'ODR'],
    ['Heat Controller', 'OLF-105', 'OLF'],
  ])('%s %s → oil furnace %s', (brand, model, series) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', series, fields: { fuel: 'oil' } });
  });
  it.each([
    ['', 'MGD75E3A'],
    ['Goodman', 'MGD75E3A'],
    ['Heat Controller', 'OXF105'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Nordyne O4HD oil furnaces', () => {
  // "Oil Fired Warm Air Furnaces O4HD-091A-12-FB (Up-Flow Model), O4HD-091A-14-FA-DV (Up-Flow Model), O4HD-091A-V-FA".
  it.each([
    ['Nordyne', 'O4HD-091A-12-FB'],
    ['Intertherm', 'O4HD-091A-14-FA-DV'],
    ['Miller', 'O4HD-091A-V-FA'],
  ])('%s %s → oil furnace, no size', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', series: 'O4HD', fields: { fuel: 'oil' } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'O4HD-091A-12-FB'],
    ['Goodman', 'O4HD-091A-12-FB'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Thermo Pride key with heat exchanger identifier C', () => {
  // "Oil Furnace Model Nomenclature" of the OHCFA072DV4R manual: O oil · H highboy · C heat exchanger · F front · A single stage.
  it('Thermo Products OHCFA072DV4R → highboy single-stage oil furnace, no capacity', () => {
    const d = decodeModelNumber('OHCFA072DV4R', 'Thermo Products');
    expect(d).toMatchObject({ type: 'furnaces', brand: 'Thermo Pride', series: 'OHCFA', fields: { fuel: 'oil', efficiency_tier: 'highboy, single-stage' } });
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it.each([
    ['', 'OHCFA072DV4R'],
    ['Goodman', 'OHCFA072DV4R'],
    ['Thermo Pride', 'OHCFB072DV4R'], // no B stage letter in the key
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});

describe('Bryant 3xx W / Z furnaces with the older 394 sizes', () => {
  // 394 instructions: sizes 50, 80, 100, 125, 137 … 200 / 220, "50,000-Btuh unit"; the §2.4 airflow class (024 = 800 CFM).
  it.each([
    ['Bryant', '396GAW024050', 50, 800],
    ['Bryant', '394GAW036125', 125, 1200],
    ['Payne', '398AAZ048137', 137, 1600],
  ])('%s %s → gas furnace, %i kBtu/h input, %i CFM', (brand, model, input, cfm) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: input, cooling_airflow_cfm: cfm } });
  });
  it.each([
    ['Bryant', '396GAW024055'], // 055 is no size of either key
    ['Bryant', '310AAV024050'], // the V lines carry the modern codes only
    ['', '396GAW024050'],
  ])('%s %s → none', (brand, model) => {
    expect(decodeModelNumber(model, brand)).toBeNull();
  });
});
