// Issue 18 (id18e): Heat Controller / Comfort-Aire / Century lines and Fujitsu's ducted (Rheem-built) lines. Expected
// values are the source documents' (keys, titles, spec-sheet sizes, NRCan pairing ratings), never data/eval.
import { describe, expect, it } from 'vitest';
import { FUJITSU_DUCTED_RULES } from '../ductless/fujitsu-ducted';
import { FRIEDRICH_RULES } from '../ductless/friedrich-m-series';
import { DETTSON_AIRTEMP_RULES } from '../furnaces-other/dettson-airtemp';
import { MIDEA_NORTH_AMERICA_RULES } from '../ductless/midea-north-america';
import { HEAT_CONTROLLER_RULES } from '../geothermal/heat-controller';
import { PACKAGED_ROOFTOP_RULES } from './rooftop-units';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Heat Controller geothermal (HT key, HZ / HE design guides)', () => {
  it('HTV036A1C01JLK, the GeoMax 2 key example: vertical, 36,000 BTUH, two-stage, R-410A, evidence src', () => {
    const d = mustDecode(HEAT_CONTROLLER_RULES, 'HTV036A1C01JLK', 'Heat Controller');
    expect(d).toMatchObject({ type: 'geothermal heat pumps', series: 'HTV', evidence: 'src', brand: 'Heat Controller' });
    expect(d.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3, refrigerant: 'R-410A', efficiency_tier: 'two-stage' });
  });

  it.each([
    ['HTS024C1D01NNN', 'Heat Controller', 24, 'indoor split'], // HTS IOM nomenclature: S split, sizes 024–060
    ['HTD060B', 'Heat Controller', 60, 'downflow'],
    ['HZV048B1D06NLT', 'Comfort-Aire', 48, 'vertical'], // HZ design guide sizes 024–070
    ['HZD036B1D00CRN', 'Century', 36, 'downflow'],
    ['HEV024', 'Heat Controller', 24, 'vertical'], // HEV/H 2 to 5 tons
    ['HEH060', 'Comfort-Aire', 60, 'horizontal'],
  ])('%s (%s) → %i kBtu/h, %s', (model, brand, kbtuh, config) => {
    const d = mustDecode(HEAT_CONTROLLER_RULES, model, brand);
    expect(d).toMatchObject({ type: 'geothermal heat pumps', brand, fields: { cooling_capacity_kbtuh: kbtuh } });
    expect(d.description).toContain(config);
  });

  it('the 070 size (HZ "024-070", HT six-ton) is a unit size without capacity', () => {
    const d = mustDecode(HEAT_CONTROLLER_RULES, 'HZD070B1D06NLN', 'Century');
    expect(d.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(d.description).toContain('unit size 070');
  });

  it('sizes off a line, HE downflow / split, a wrong voltage digit, or no brand do not decode', () => {
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'HTV030A', 'Heat Controller')).toBeNull(); // no 030 in the HT list
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'HEV070', 'Heat Controller')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'HED036', 'Heat Controller')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'HES036', 'Heat Controller')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'HTV036A9C01JLK', 'Heat Controller')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'HTV036A1C01JLK')).toBeNull();
  });
});

describe('Comfort-Aire / Century gas furnaces (installation instructions and service manuals)', () => {
  it.each([
    ['GUH80A070A2M', 'Century', 70, 80, undefined, 'upflow / horizontal'], // 507713-01 title model
    ['GUH96T045B3M', 'Comfort-Aire', 45, 96, 'two-stage', 'upflow / horizontal'], // 508183-01
    ['GUH92C110C5M', 'Century', 110, 92, undefined, 'upflow / horizontal'],
    ['GDD95T090C5', 'Comfort-Aire', 90, 95, 'two-stage', 'downflow'],
    ['GUH95C', 'Century', undefined, undefined, undefined, undefined], // series only: not this rule
  ])('%s (%s) → input %s kBtu/h, AFUE %s', (model, brand, input, afue, tier, config) => {
    const d = decodeWith(HEAT_CONTROLLER_RULES, model, brand);
    if (input === undefined) {
      expect(d).toBeNull();
      return;
    }
    expect(d).toMatchObject({ type: 'furnaces', brand, evidence: 'pattern' });
    expect(d!.fields).toEqual(tier === undefined ? { heating_input_kbtuh: input, afue_percent: afue } : { heating_input_kbtuh: input, afue_percent: afue, efficiency_tier: tier });
    expect(d!.description).toContain(config);
  });

  it('the input written without the cabinet (GUH92A-090) still reads; off-list inputs, AFUE or a downflow 80 % do not', () => {
    expect(mustDecode(HEAT_CONTROLLER_RULES, 'GUH92A090', 'Comfort-Aire').fields.heating_input_kbtuh).toBe(90);
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'GUH92C100C4M', 'Comfort-Aire')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'GUH90C090C4M', 'Comfort-Aire')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'GDD80A070A2M', 'Comfort-Aire')).toBeNull();
  });
});

describe('Comfort-Aire / Century ductless (service-manual titles, NRCan pairings)', () => {
  it.each([
    ['A-VMH24SU-1', 24, 'single-zone outdoor'], // NRCan: A-VMH24SU-1 + B-VMH24SU-1, 24,000 Btu/h
    ['B-VMH12SU-1', 12, 'single-zone indoor'],
    ['A-VMH28TU-1', 28, 'multi-zone outdoor unit (3 zones)'], // rated 28,000
    ['A-VMH36QC-1', 36, 'multi-zone outdoor unit (4 zones)'], // Inverter Flex service manual title
    ['A-VMH18DC-1', 18, 'multi-zone outdoor unit (2 zones)'],
    ['B-VMH09DU-1', 9, 'multi-zone indoor unit (2 zones)'],
  ])('%s → %i kBtu/h, %s', (model, kbtuh, where) => {
    const d = mustDecode(HEAT_CONTROLLER_RULES, model, 'Comfort-Aire');
    expect(d).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: kbtuh } });
    expect(d.description).toContain(where);
  });

  it('a multi-zone outdoor class under 18, a single-zone class over 36 or no brand do not decode', () => {
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'A-VMH09DU-1', 'Century')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'A-VMH48SU-1', 'Century')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_RULES, 'A-VMH24SU-1')).toBeNull();
  });

  it('through the dispatcher, with each badge', () => {
    expect(decodeModelNumber('A-VMH24SU-1', 'Century')).toMatchObject({ family: 'heat_controller', brand: 'Century' });
    expect(decodeModelNumber('GUH96T045B3M', 'Comfort Aire')).toMatchObject({ family: 'heat_controller', brand: 'Comfort-Aire' });
    expect(decodeModelNumber('HTV036A1C01JLK', 'Heat Controller')).toMatchObject({ type: 'geothermal heat pumps' });
  });
});

describe('Fujitsu ducted (Rheem-built) furnaces, air handlers and coils', () => {
  it('FF40173TT96M: 40 kBtu/h input, 96 % AFUE, two-stage (GFJ-553, FF***TT96, blower table row 40173)', () => {
    const d = mustDecode(FUJITSU_DUCTED_RULES, 'FF40173TT96M', 'Fujitsu');
    expect(d).toMatchObject({ type: 'furnaces', series: 'FFTT96', evidence: 'pattern' });
    expect(d.fields).toEqual({ heating_input_kbtuh: 40, afue_percent: 96, efficiency_tier: 'two-stage' });
    expect(d.description).toContain('17" cabinet, 3-ton blower');
  });

  it.each([
    ['FF115245TT96M', 115, 96], // "input rates from 40 to 115 kBTU"
    ['FF100215TT96M', 100, 96],
    ['FF70215TS92M', 70, 92],
  ])('%s → input %i kBtu/h, AFUE %i', (model, input, afue) => {
    expect(mustDecode(FUJITSU_DUCTED_RULES, model, 'Fujitsu').fields).toMatchObject({ heating_input_kbtuh: input, afue_percent: afue });
  });

  it('air handlers FH (HFJ-552: 1½ through 5 ton) and coils FCC read the class; AMUG the §9.2 digits', () => {
    expect(mustDecode(FUJITSU_DUCTED_RULES, 'FH4221TQSTJSN', 'Fujitsu')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_kbtuh: 42, cooling_capacity_tons: 3.5 } });
    expect(mustDecode(FUJITSU_DUCTED_RULES, 'FH1817TPSTJSN', 'Fujitsu').fields.cooling_capacity_tons).toBe(1.5);
    expect(mustDecode(FUJITSU_DUCTED_RULES, 'FCC2421EUA', 'Fujitsu')).toMatchObject({ type: 'evaporator coils', fields: { cooling_capacity_kbtuh: 24 } });
    expect(mustDecode(FUJITSU_DUCTED_RULES, 'AMUG24LMAS', 'Fujitsu')).toMatchObject({ type: 'air handlers', fields: { cooling_capacity_kbtuh: 24 } });
  });

  it('an off-list input, width or class, or no brand, does not decode; the ductless key keeps its models', () => {
    expect(decodeWith(FUJITSU_DUCTED_RULES, 'FF50173TT96M', 'Fujitsu')).toBeNull();
    expect(decodeWith(FUJITSU_DUCTED_RULES, 'FF40193TT96M', 'Fujitsu')).toBeNull();
    expect(decodeWith(FUJITSU_DUCTED_RULES, 'FH2021ELVJUC', 'Fujitsu')).toBeNull();
    expect(decodeWith(FUJITSU_DUCTED_RULES, 'FF40173TT96M')).toBeNull();
    expect(decodeModelNumber('ASU12RLS2', 'Fujitsu')?.rule).toContain('§9.2');
  });
});

describe('Grandaire, Dettson and Airtemp (installation instructions, spec sheets, NRCan rows)', () => {
  it('Grandaire WFAR080B048 (440 01 7104 02): ICP family, 80 kBtu/h input, airflow class 048', () => {
    const d = decodeModelNumber('WFAR080B048', 'Grandaire');
    expect(d).toMatchObject({ family: 'icp', brand: 'Grandaire', type: 'furnaces', series: 'WFAR', fields: { heating_input_kbtuh: 80, cooling_airflow_cfm: 1600 } });
    expect(decodeModelNumber('WFHR060B036A', 'Grandaire')?.fields.heating_input_kbtuh).toBe(60);
    expect(decodeModelNumber('WFAR070B048', 'Grandaire')).toBeNull(); // 070 is not an ICP input size
    expect(decodeModelNumber('WFAR080B048', null)).toBeNull();
  });

  it('Dettson AMT098SD (oil-fired low-boy), AMP105-IE2 (multiposition), Chinook C45-1-D / C15-M-V', () => {
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'AMT098SD', 'Dettson')).toMatchObject({ family: 'dettson', type: 'furnaces', fields: { fuel: 'oil' } });
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'AMP105-IE2', 'Dettson').description).toContain('multiposition');
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'AMT300B34-SM1', 'Dettson').fields).toEqual({ fuel: 'oil' });
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'C45-1-D', 'Dettson').fields).toEqual({ efficiency_tier: 'single-stage' });
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'C15-M-V', 'Dettson').fields).toEqual({ efficiency_tier: 'modulating' });
    expect(decodeWith(DETTSON_AIRTEMP_RULES, 'C50-M-V', 'Dettson')).toBeNull();
  });

  it('Airtemp VG7TC (spec sheet: two stage, input 60,000–120,000 Btuh) reads the input code, evidence src', () => {
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'VG7TC-060D-E24B1', 'Airtemp')).toMatchObject({ evidence: 'src', fields: { heating_input_kbtuh: 60, efficiency_tier: 'two-stage' } });
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'VG7TC 120-D', 'Airtemp').fields.heating_input_kbtuh).toBe(120);
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'VG7SC-038D-T23A1', 'Airtemp')).toMatchObject({ evidence: 'pattern', fields: { heating_input_kbtuh: 38 } });
    expect(decodeWith(DETTSON_AIRTEMP_RULES, 'VG7TC-065D-E24B1', 'Airtemp')).toBeNull();
  });

  it('Airtemp ductless GXH09(2.6)LSA4DH + GHH09(2.6)LUA4DH (NRCan: 9,000 Btu/h); a class that disagrees with the kW does not decode', () => {
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'GXH09(2.6)LSA4DH', 'Airtemp')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 9 }, description: 'ductless outdoor unit' });
    expect(mustDecode(DETTSON_AIRTEMP_RULES, 'GHH24(7.0)LUK4DH', 'Airtemp').fields.cooling_capacity_kbtuh).toBe(24);
    expect(decodeWith(DETTSON_AIRTEMP_RULES, 'GXH24(2.6)LSK4DH', 'Airtemp')).toBeNull();
  });
});

describe('model-number-shaped nonsense against the id18e rules', () => {
  const rules = [...HEAT_CONTROLLER_RULES, ...FUJITSU_DUCTED_RULES, ...DETTSON_AIRTEMP_RULES, ...PACKAGED_ROOFTOP_RULES, ...FRIEDRICH_RULES, ...MIDEA_NORTH_AMERICA_RULES];
  it.each(['Heat Controller', 'Comfort-Aire', 'Century', 'Fujitsu', 'Grandaire', 'Dettson', 'Airtemp', 'Trane', 'Lennox', 'Carrier', 'Friedrich', 'Midea', 'York'])('none of 20,000 decodes with brand %s', (brand) => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18518, digitLed: true })) if (decodeWith(rules, raw, brand) !== null) hits.push(raw);
    expect(hits).toEqual([]);
  });
});

describe('ductless models cut short after the size, with the brand (Fujitsu §9.2, Daikin §9.4, LG §9.3 keys)', () => {
  it.each([
    ['ASU12', 'Fujitsu', 12], // ASU12RLS2 cut before the line letters
    ['AOU24R', 'Fujitsu', 24],
    ['FTXS12', 'Daikin', 12], // FTXS12LVJU cut after the size: a North-American class
    ['RZQ24', 'Daikin', 24],
    ['FTXS35', 'Daikin', 11.9], // a kW×10 class (FTXS35K): 3.5 kW
    ['LSN090', 'LG', 9], // LSN090HSV4 cut after the 3-digit field
    ['LMU240', 'LG', 24],
  ])('%s (%s) → %d kBtu/h, evidence pattern where the market is not written', (model, brand, kbtuh) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: kbtuh } });
  });

  it('without the brand, with something after the size, or with a class shared by both markets, they stay undecoded', () => {
    expect(decodeModelNumber('ASU12', null)).toBeNull();
    expect(decodeModelNumber('FTXS12', null)).toBeNull();
    expect(decodeModelNumber('LSN090', null)).toBeNull();
    expect(decodeModelNumber('ASU123', 'Fujitsu')).toBeNull();
    expect(decodeModelNumber('FTXS42', 'Daikin')).toBeNull(); // 42: both a kBtu/h and a kW×10 class
    expect(decodeModelNumber('FTXS12LVJU', 'Daikin')?.evidence).toBe('src'); // the full model keeps its evidence
    expect(decodeModelNumber('FTXS12', 'Daikin')?.evidence).toBe('pattern');
  });
});

describe('ductless series names (Mr. Slim guide specifications, §9.1 / §9.3 / §9.4 keys)', () => {
  it.each([
    ['MSZ-FH', 'Mitsubishi Electric', 'MSZ-FH'], // "Ductless Mini-Splits MSZ-…" guide specifications
    ['MUZ-GE', 'Mitsubishi Electric', 'MUZ-GE'],
    ['MXZ-3C', 'Mitsubishi Electric', 'MXZ-3C'],
    ['PUZ-A', 'Mitsubishi Electric', 'PUZ-A'], // "PUZ-A**NHA4 … ductless mini-splits"
    ['SEZ-KD', 'Mitsubishi Electric', 'SEZ-KD'],
    ['Mr. Slim', 'Mitsubishi Electric', 'Mr. Slim'],
    ['Mitsubishi Mr Slim', 'Mitsubishi Electric', 'Mr. Slim'],
    ['FTXS', 'Daikin', 'FTXS'],
    ['2MXS', 'Daikin', '2MXS'],
    ['Quaternity', 'Daikin', 'Quaternity'], // EDUS04-906 "H-Series Heat Pump, Quaternity FTXG… RXG…"
    ['LSN', 'LG', 'LSN'],
    ['Art Cool', 'LG', 'Art Cool'],
  ])('%s (%s) → mini-splits, series %s, no capacity', (model, brand, series) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'mini-splits', series, seriesOnly: true, evidence: 'pattern' });
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('no brand, a zone count on a single-zone series, an unknown range or a contradicting type word: none', () => {
    expect(decodeModelNumber('MSZ-FH', null)).toBeNull();
    expect(decodeModelNumber('MSZ-3FH', 'Mitsubishi Electric')).toBeNull();
    expect(decodeModelNumber('PKA-Q', 'Mitsubishi Electric')).toBeNull();
    expect(decodeModelNumber('MSZ-FH furnace', 'Mitsubishi Electric')).toBeNull();
    expect(decodeModelNumber('FTXS', 'Lennox')).toBeNull();
  });
});

describe('packaged rooftop lines (Trane Precedent / Voyager, Lennox L Series, Carrier WeatherMaker 48/50)', () => {
  it.each([
    ['YSC060A3RHA', 'Trane', 5, 'Precedent packaged gas/electric unit'], // RT-PRC023-EN: Y*C gas/electric, 3–10 tons
    ['TSC120', 'American Standard', 10, 'Precedent packaged cooling unit'],
    ['WSC036A4', 'Trane', 3, 'Precedent packaged heat pump'], // PKGP-PRC013-EN: WSC heat pumps
    ['YHC102', 'Trane', 8.5, 'Precedent packaged gas/electric unit'],
    ['TCD120', 'Trane', 10, 'Voyager packaged cooling unit, downflow'], // RT-PRC007-EN key, written to the capacity
    ['LCA088', 'Lennox', 7.5, 'L Series packaged cooling & electric heat unit'], // bulletin 210225: 088 = 7.5 ton
    ['LGA150', 'Lennox', 12, 'L Series packaged cooling & gas heat unit'], // bulletin 210109: 150 = 12 ton
    ['LHA120S2B', 'Lennox', 10, 'L Series packaged heat pump'],
    ['48HJD005', 'Carrier', 4, 'packaged gas heating / electric cooling unit'], // 48HJ004–014 title, 50HC table 05 = 4 t
    ['50HJQ014', 'Carrier', 12.5, 'packaged heat pump'],
    ['ZF060N10A2', 'York', 5, 'Sunline single-package rooftop unit'], // 251933-YTG-X-0615: ZF 3–6 ton
    ['XP036', 'Luxaire', 3, 'Sunline packaged heat pump'],
  ])('%s (%s) → %d tons, %s', (model, brand, tons, description) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'packaged units', fields: { cooling_capacity_tons: tons } });
    expect(d?.description).toContain(description);
  });

  it('a Lennox size the bulletins do not tabulate gets the type only; off-list codes and no brand give none', () => {
    const d = decodeModelNumber('LGH060S4B', 'Lennox');
    expect(d).toMatchObject({ type: 'packaged units', fields: {} });
    expect(decodeModelNumber('LGA065', 'Lennox')).toBeNull();
    expect(decodeModelNumber('YSC065', 'Trane')).toBeNull();
    expect(decodeModelNumber('48HJD010', 'Carrier')).toBeNull();
    expect(decodeModelNumber('ZE072', 'York')).toBeNull(); // "ZE, ZR, XN, XP not available in 6 Ton"
    expect(decodeModelNumber('YSC060', null)).toBeNull();
    expect(decodeModelNumber('YCD060C3H0BA', 'Trane')?.rule).toContain('§4.3'); // the full Voyager key keeps its rule
  });

  it('Grandaire WF furnaces are read under ICP\'s Ecotemp badge too (ENERGY STAR rows)', () => {
    expect(decodeModelNumber('WFAX040A030A', 'Ecotemp')).toMatchObject({ family: 'icp', brand: 'Ecotemp', type: 'furnaces', fields: { heating_input_kbtuh: 40 } });
  });
});

describe('Friedrich M-series ductless (NRCan pairings MR… outdoor + MW… indoor)', () => {
  it.each([
    ['MRAD09Y1J', 9, 'outdoor'], // + MWAD09Y1J, rated 9,900 Btu/h
    ['MWAD18Y3J', 18, 'indoor'], // rated 19,800
    ['MRH12Y3JA', 12, 'outdoor'],
    ['MR36TQY3JMA', 36, 'outdoor'],
  ])('%s → %i kBtu/h, %s', (model, kbtuh, where) => {
    const d = decodeModelNumber(model, 'Friedrich');
    expect(d).toMatchObject({ family: 'friedrich', type: 'mini-splits', fields: { cooling_capacity_kbtuh: kbtuh } });
    expect(d?.description).toContain(where);
  });

  it('an off-list class, another brand or none do not decode', () => {
    expect(decodeModelNumber('MRAD10Y1J', 'Friedrich')).toBeNull();
    expect(decodeModelNumber('MRAD09Y1J', null)).toBeNull();
    expect(decodeWith(FRIEDRICH_RULES, 'MRAD09Y1J', 'Mitsubishi Electric')).toBeNull();
  });
});

describe('Midea North-American lines (NRCan pairings, ENERGY STAR furnace and coil rows)', () => {
  it.each([
    ['MCHSU-18PHH2', 'mini-splits', 18, 'outdoor'], // + MEHSU-18PHH2, rated 18,000 Btu/h
    ['MEHSU-09PHH2', 'mini-splits', 9, 'indoor'],
    ['MEU-24MPH2', 'mini-splits', 24, 'indoor'], // + MCHSU-24PHH2, rated 24,000
    ['DHMAHBQ18XA3', 'mini-splits', 18, 'indoor'], // + 38MARBQ18AA3, rated 18,000
  ])('%s → %s, %i kBtu/h, %s', (model, type, kbtuh, where) => {
    const d = decodeModelNumber(model, 'Midea');
    expect(d).toMatchObject({ family: 'midea', type, fields: { cooling_capacity_kbtuh: kbtuh } });
    expect(d?.description).toContain(where);
  });

  it('MGH96M060B3A: furnace, 60 kBtu/h input, AFUE 96 (ENERGY STAR: 96); MC2430ANTF: coil for 24–30 kBtu/h', () => {
    expect(decodeModelNumber('MGH96M060B3A', 'Midea')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 60, afue_percent: 96 } });
    expect(decodeModelNumber('MC2430ANTF', 'Midea')).toMatchObject({ type: 'evaporator coils', fields: {} });
    expect(decodeModelNumber('MC3024ANTF', 'Midea')).toBeNull();
    expect(decodeModelNumber('MCHSU-20PHH2', 'Midea')).toBeNull();
    expect(decodeModelNumber('MCHSU-18PHH2', null)).toBeNull();
  });
});
