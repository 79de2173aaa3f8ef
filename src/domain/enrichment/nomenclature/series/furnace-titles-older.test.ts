// Older furnace series written alone, as their makers' literature titles them: ICP "N8MPN & N8MPL, *8MPN & *8MPL
// (* denotes brands C, H, T)", Lennox G20E / G20RE / G20RXE / G24M(X), York "P*DU-V / G8V / L8V" and
// "PS9*UP / FC9S*UP / FL9S*UP", Bryant 393AAV and 394HAD / 396HAD service and maintenance procedures. Expected values are the
// documents' words (type, AFUE class, stages), not rows of data/eval.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('ICP *8MPN (installation instructions 441 01 2611: "N8MPN & N8MPL, *8MPN & *8MPL, * denotes brands (C, H, T)")', () => {
  it('N / C / H / T + 8MPN is an 80 % gas furnace', () => {
    for (const [name, brand] of [['N8MPN', 'Tempstar'], ['H8MPN', 'Heil'], ['T8MPN', 'Tempstar'], ['C8MPN', 'Comfortmaker']] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    }
  });
  it('the N is no tier word; another brand or letter does not decode', () => {
    expect(decodeModelNumber('H8MPN', 'Heil')?.fields.efficiency_tier).toBeUndefined();
    expect(decodeModelNumber('H8MPN', 'Lennox')).toBeNull();
    expect(decodeModelNumber('H8MPQ', 'Heil')).toBeNull();
  });
});

describe('Lennox G20E, G20RE / G20RXE (bulletin #480112) and G24M (service literature Corp. 9723-L12)', () => {
  it('the names are gas furnaces; G20RE is the down-flo line; G24MX is the low-NOx build', () => {
    expect(decodeModelNumber('G20E', 'Lennox')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('G20RXE', 'Lennox')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('G20RE', 'Lennox')?.description).toContain('down-flow');
    expect(decodeModelNumber('G24M', 'Lennox')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('G24MX', 'Lennox')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'low-NOx' } });
  });
  it('letters the literature does not print, or another brand, do not decode', () => {
    for (const [name, brand] of [['G20XE', 'Lennox'], ['G24E', 'Lennox'], ['G20E', 'Goodman']] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toBeNull();
    }
  });
});

describe('York G8V / L8V ("P*DU-V / G8V / L8V, two stage variable speed upflow / LoNOx")', () => {
  it('G8V and L8V are two-stage furnaces with a variable-speed blower; L is LoNOx', () => {
    expect(decodeModelNumber('G8V', 'Luxaire')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'two-stage, variable-speed blower' } });
    expect(decodeModelNumber('L8V', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'two-stage, variable-speed blower, low-NOx' } });
  });
  it('another brand does not decode', () => {
    expect(decodeModelNumber('G8V', 'Trane')).toBeNull();
  });
});

describe('York FC9S ("PS9*UP / FC9S*UP / FL9S*UP single stage upflow")', () => {
  it('FC9S is a single-stage furnace; FL9S a 92 % condensing single-stage furnace', () => {
    expect(decodeModelNumber('FC9S', 'Coleman')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'single-stage' } });
    expect(decodeModelNumber('FL9S', 'York')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 92 } });
    expect(decodeModelNumber('FC9SUP', 'Coleman')).toMatchObject({ type: 'furnaces' });
  });
});

describe('Bryant 393AAV (service and maintenance procedures, series B & C) and 394HAD / 396HAD (series C)', () => {
  it('the titled series written alone are gas furnaces; 396HAD is the downflow model', () => {
    expect(decodeModelNumber('393AAV', 'Bryant')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('394HAD', 'Bryant')).toMatchObject({ type: 'furnaces' });
    expect(decodeModelNumber('396HAD', 'Bryant')?.description).toContain('downflow');
  });
  it('untitled neighbours do not decode', () => {
    for (const name of ['393BAV', '397HAD', '394HBD']) expect(decodeModelNumber(name, 'Bryant'), name).toBeNull();
  });
});

describe('ICP 9MPT ("9MPT two-stage multi position furnace" service manual 440 08 2002 02)', () => {
  it('*9MPT, with or without the brand letter the literature writes as "*", is a two-stage condensing furnace', () => {
    for (const [name, brand] of [['9MPT', 'ICP'], ['H9MPT', 'Heil'], ['N9MPT', 'Tempstar']] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, two-stage' } });
    }
  });
  it('the configuration alone ("8MP") is no name', () => {
    expect(decodeModelNumber('8MP', 'Heil')).toBeNull();
  });
});

describe('Goodman GHS8 (SS-GMS8 key: H = high airflow; RT6622011 "GDS8 & GHS8" technical manual)', () => {
  it('GHS8 is an 80 % gas furnace; H with another stage, AFUE or brand line does not decode', () => {
    expect(decodeModelNumber('GHS8', 'Goodman')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    for (const name of ['GHS9', 'GHV8', 'AHS8']) expect(decodeModelNumber(name, 'Goodman'), name).toBeNull();
  });
});

describe('ICP N9MSB / N9MSE ("single-stage, PSC blower motor … high efficiency condensing gas furnace N9MSB & N9MSE")', () => {
  it('are single-stage condensing furnaces with a PSC blower; B / E only after 9MS', () => {
    expect(decodeModelNumber('N9MSB', 'Heil')).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: '90 %+ condensing, single-stage, PSC blower' } });
    expect(decodeModelNumber('N9MSE', 'Tempstar')).toMatchObject({ type: 'furnaces' });
    for (const name of ['N8MSB', 'N9MPB']) expect(decodeModelNumber(name, 'Heil'), name).toBeNull();
  });
});

describe('Rheem / Ruud (-)GPQ / (-)GLQ and (-)GPT / (-)GLT induced-draft furnaces (92-24161-51-00, 92-24161-96-01)', () => {
  it('the series written alone are induced-draft gas furnaces', () => {
    for (const [name, brand] of [['RGPQ', 'Rheem'], ['UGLQ', 'Ruud'], ['RGPT', 'Rheem'], ['UGLT', 'Ruud']] as const) {
      expect(decodeModelNumber(name, brand), `${name} / ${brand}`).toMatchObject({ type: 'furnaces', fields: { efficiency_tier: 'induced draft' } });
    }
  });
});

describe('Bosch BGS80 / BGH96 (engineering submittal sheets "Bosch 80% AFUE Gas Furnace BGS80 Model", "Bosch 96% AFUE Gas Furnace BGH96 Model")', () => {
  it('the model names are gas furnaces with the AFUE class of their titles', () => {
    expect(decodeModelNumber('BGS80', 'Bosch')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 80 } });
    expect(decodeModelNumber('BGH96', 'Bosch')).toMatchObject({ type: 'furnaces', fields: { afue_percent: 96, efficiency_tier: '90 %+ condensing, two-stage' } });
  });
  it('other pairs and brands do not decode', () => {
    expect(decodeModelNumber('BGS96', 'Bosch')).toBeNull();
    expect(decodeModelNumber('BGS80', 'Goodman')).toBeNull();
  });
});
