// Issue 18 (id18b): older furnace and outdoor lines of the long tail. Expected values are the source documents'
// (model lists, titles), never data/eval.
import { describe, expect, it } from 'vitest';
import { BARD_OIL_FURNACE_RULES } from '../bard/oil-furnaces';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';
import { NORDYNE_CMF_RULES } from '../nordyne/cmf-furnaces';
import { THERMO_PRIDE_GAS_RULES } from './thermo-pride-gas';
import { WILLIAMSON_OIL_FURNACE_RULES } from './williamson-oil';
import { YORK_OIL_RULES } from '../york/oil-lowboys';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Bard oil furnaces (installation instructions 2100-392 / 2100-422B)', () => {
  it.each([
    ['FH085D36D', 'FH', 'highboy (upflow)'],
    ['FH110D60E', 'FH', 'highboy (upflow)'],
    ['FLF085D36D', 'FLF', 'lowboy'], // "lo-boy models" table
    ['FLR140D60E', 'FLR', 'lowboy'],
    ['FC085D36E', 'FC', 'counterflow'], // "(below on an FC)"
    ['FLR110', 'FLR', 'lowboy'], // cut short after the size
  ])('%s → oil furnace, %s, %s; no capacity (the size number is not explained)', (model, series, config) => {
    const d = mustDecode(BARD_OIL_FURNACE_RULES, model, 'Bard');
    expect(d).toMatchObject({ type: 'furnaces', family: 'bard', series, evidence: 'src' });
    expect(d.fields).toEqual({ fuel: 'oil', efficiency_tier: config });
  });

  it('needs the Bard brand and the printed series letters', () => {
    expect(decodeModelNumber('FH085D36D', 'Bard')).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('FH085D36D', '')).toBeNull();
    expect(decodeModelNumber('FX085D36D', 'Bard')).toBeNull();
    expect(decodeModelNumber('FH300D36D', 'Bard')).toBeNull();
    expect(decodeModelNumber('FH085D42D', 'Bard')).toBeNull();
  });

  it('no decode among 20,000 model-shaped strings', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18219, digitLed: true })) if (decodeWith(BARD_OIL_FURNACE_RULES, raw, 'Bard') !== null) hits.push(raw);
    expect(hits).toEqual([]);
  });
});

describe('Thermo Pride gas furnaces (Thermo Products manuals MG-1041, MG-1052, MG-517, MG-508)', () => {
  it.each([
    ['CLQS1-050T36N', 'CLQS1', 50, 'condensing, single-stage, constant-torque blower'], // quadpoise, single stage, constant torque
    ['CLHS1-075P42N', 'CLHS1', 75, 'condensing, single-stage, PSC blower'], // "CLHS1 series (single stage, PSC blower motor)"
    ['CLHX1-125E60N', 'CLHX1', 125, 'condensing, two-stage, ECM blower'], // "CLHX1 series (two stage, ECM blower motor)"
    ['CHB1-100N', 'CHB1', 100, 'condensing'], // condensate system on CDB1 / CHB1
    ['CDX1-75', 'CDX1', 75, 'condensing'],
  ])('%s → %s, %i kBtu/h, %s', (model, series, input, tier) => {
    const d = mustDecode(THERMO_PRIDE_GAS_RULES, model, 'Thermo Pride');
    expect(d).toMatchObject({ type: 'furnaces', family: 'thermo_pride', series, evidence: 'pattern' });
    expect(d.fields).toEqual({ heating_input_kbtuh: input, efficiency_tier: tier });
  });

  it.each([
    ['CMA3-50D36N', 50],
    ['CMC1-75DV3N', 75],
    ['CMA2-75N', 75],
    ['MDA1-125', 125],
  ])('%s (downflow, the manufactured-home and mid lines) → %i kBtu/h, no tier', (model, input) => {
    const d = mustDecode(THERMO_PRIDE_GAS_RULES, model, 'Thermo Products');
    expect(d.fields).toEqual({ heating_input_kbtuh: input });
    expect(d.description).toMatch(/downflow/);
  });

  it('needs the brand and a printed size', () => {
    expect(decodeModelNumber('CLQS1-100T48N', 'Thermo Pride')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 100 } });
    expect(decodeModelNumber('CLQS1-100T48N', '')).toBeNull();
    expect(decodeModelNumber('CLQS1-060T36N', 'Thermo Pride')).toBeNull();
    expect(decodeModelNumber('CLQS1-100T40N', 'Thermo Pride')).toBeNull();
  });
});

describe('Williamson-Thermoflo oil furnaces (PLB low-boy / PMP multi-position manuals)', () => {
  it.each([
    ['PLB-112-VS-BF', 'PLB', 'lowboy'],
    ['PLB-077-VS-CAR', 'PLB', 'lowboy'],
    ['PMP-084-VS-RF', 'PMP', 'multi-position'],
    ['PMP-098', 'PMP', 'multi-position'], // the manual title's form
  ])('%s → oil furnace, %s, %s; no capacity (the size is not the input)', (model, series, config) => {
    const d = mustDecode(WILLIAMSON_OIL_FURNACE_RULES, model, 'Williamson-Thermoflo');
    expect(d).toMatchObject({ type: 'furnaces', series, evidence: 'src', brand: 'Williamson-Thermoflo' });
    expect(d.fields).toEqual({ fuel: 'oil', efficiency_tier: config });
  });

  it('with the short brand, and not without it or for other letters', () => {
    expect(decodeModelNumber('PLB-095-VS-BNX', 'Williamson')).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil' } });
    expect(decodeModelNumber('PLB-095-VS-BNX', '')).toBeNull();
    expect(decodeModelNumber('PXB-095', 'Williamson')).toBeNull();
    expect(decodeModelNumber('PLB-095-VS-ZZ', 'Williamson')).toBeNull();
  });
});

describe('model-number-shaped nonsense against the Thermo Pride gas and Williamson oil rules', () => {
  it('no decode among 20,000 seeded strings', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18220, digitLed: true })) {
      if (decodeWith(THERMO_PRIDE_GAS_RULES, raw, 'Thermo Pride') !== null) hits.push(raw);
      if (decodeWith(WILLIAMSON_OIL_FURNACE_RULES, raw, 'Williamson-Thermoflo') !== null) hits.push(raw);
    }
    expect(hits).toEqual([]);
  });
});

describe('Intertherm / Miller CMF furnaces (CMF Series PO and PG service manual, CMF3 and CMF95 instructions)', () => {
  it.each([
    ['CMF3-70-PO', 'Miller', { fuel: 'oil', efficiency_tier: 'power oil, counterflow' }], // "convertible from power oil to power gas"
    ['CMF3 70-PG', 'Intertherm', { efficiency_tier: 'power gas, counterflow' }], // the title's spelling; gas kind not stated
    ['CMF3-70', 'Miller', { efficiency_tier: 'counterflow' }],
    ['CMF95', 'Intertherm', { afue_percent: 95.1, efficiency_tier: 'condensing downflow, direct vent' }], // "95.1% AFUE … CMF95 Series"
  ])('%s (%s) → furnace %j, no input (70 stands for 60 and 70 kBtu/h)', (model, brand, fields) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'nordyne', brand, evidence: 'src' });
    expect(d?.fields).toEqual(fields);
  });

  it('needs a Nortek brand and PO / PG as the burner letters', () => {
    expect(decodeModelNumber('CMF3-70-PO', '')).toBeNull();
    expect(decodeModelNumber('CMF3-70-PO', 'Coleman')).toBeNull();
    expect(decodeModelNumber('CMF3-70-PX', 'Miller')).toBeNull();
  });

  it('no decode among 20,000 seeded strings', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18221, digitLed: true })) if (decodeWith(NORDYNE_CMF_RULES, raw, 'Miller') !== null) hits.push(raw);
    expect(hits).toEqual([]);
  });
});

describe('York-group oil lowboys P*LB (installation instructions 035-14289)', () => {
  it.each([
    ['PCLBX16F12001', 'Coleman'],
    ['PLLBX20F19001', 'Luxaire'],
    ['PCLBX16F14501', 'Coleman'], // "rear-breech lowboy, output 130,000 to 143,000 BTUH": no capacity read
  ])('%s (%s) → oil lowboy furnace, no capacity', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'york', series: 'P*LB', brand, evidence: 'src' });
    expect(d?.fields).toEqual({ fuel: 'oil', efficiency_tier: 'lowboy' });
  });

  it('needs a York-group brand and the printed shape', () => {
    expect(decodeModelNumber('PCLBX16F12001', '')).toBeNull();
    expect(decodeModelNumber('PCLBX16F12001', 'Goodman')).toBeNull();
    expect(decodeModelNumber('PCLBY16F12001', 'Coleman')).toBeNull();
  });

  it('no decode among 20,000 seeded strings', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(20000, { seed: 18222, digitLed: true })) if (decodeWith(YORK_OIL_RULES, raw, 'Coleman') !== null) hits.push(raw);
    expect(hits).toEqual([]);
  });
});

describe('Coleman / Evcon MM9E manufactured-housing furnaces (the TM9E key; ENERGY STAR rows MM9E060B12MP11 … MM9E100C16MP11)', () => {
  it.each([
    ['MM9E060B12MP11', 'Coleman', 60],
    ['MM9E100C16MP11', 'Evcon', 100],
  ])('%s (%s) → furnace, %i kBtu/h input, 90 %%+ AFUE class', (model, brand, input) => {
    expect(decodeModelNumber(model, brand)).toMatchObject({ type: 'furnaces', family: 'york', series: 'MM9E', fields: { heating_input_kbtuh: input, efficiency_tier: '90 %+ AFUE' } });
  });

  it('other M-led shapes stay undecoded', () => {
    expect(decodeModelNumber('MX9E060B12MP11', 'Coleman')).toBeNull();
    expect(decodeModelNumber('MM9E060B12MP11', '')).toBeNull();
  });
});

describe('Goodman / Amana pre-2006 furnaces cut after the input (the keys of RS6610004 and RT6621005)', () => {
  it.each([
    ['GMP075', 'Goodman', 'GMP', 75],
    ['GMPN100', 'Janitrol', 'GMPN', 100],
    ['GUIS090', 'Amana', 'GUIS', 90],
    ['GCIS070', 'Amana', 'GCIS', 70],
  ])('%s (%s) → furnace %s, %i kBtu/h input, no airflow', (model, brand, series, input) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', family: 'goodman', series, fields: { heating_input_kbtuh: input } });
    expect(d?.fields.cooling_airflow_cfm).toBeUndefined();
  });

  it('not without a brand, off the input list or with an unkeyed Amana type letter', () => {
    expect(decodeModelNumber('GMP075', '')).toBeNull();
    expect(decodeModelNumber('GMP085', 'Goodman')).toBeNull();
    expect(decodeModelNumber('GUZZ090', 'Amana')).toBeNull();
  });
});
