// Expected values: the Payne PG95ESAA / Bryant 915SB product data (ten sizes, 26,000 Btuh through 66120D) and the
// Payne PG95SAS product data (sizes 24026 … 60140: cooling capacity positions 8–9, heating input 10–12), and the York
// installation-manual titles "MODELS: 18 SEER - YZH, HC8B, HL8B SERIES" and "15 SEER - YZE / HC5B / HL5B SERIES", the JCI MVC / MX
// modular air-handler technical guides and the JCI RAC / RHP technical-guide titles.
import { describe, expect, it } from 'vitest';
import { CARRIER_RULES } from '../carrier/carrier';
import { YORK_RULES } from '../york/york';
import { YORK_MODULAR_RULES } from '../york/modular-air-handlers';
import { YORK_SPLIT_MORE_RULES } from '../york/split-outdoor-lines';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Carrier / Bryant / Payne 2020s furnace sizes', () => {
  it('PG95ESAA66120D = Payne condensing furnace, 95 % AFUE, 66 kBtu/h (5.5 t) cooling class = 2200 CFM', () => {
    const d = mustDecode(CARRIER_RULES, 'PG95ESAA66120D');
    expect(d).toMatchObject({ brand: 'Payne', type: 'furnaces', series: 'PG95ESAA' });
    expect(d.fields).toMatchObject({ afue_percent: 95, heating_input_code: '120', cooling_airflow_cfm: 2200 });
  });

  it('PG95SAS24026A = the 26,000 Btuh size: input 26 kBtu/h, 2 t class = 800 CFM', () => {
    expect(mustDecode(CARRIER_RULES, 'PG95SAS24026A').fields).toMatchObject({ heating_input_kbtuh: 26, cooling_airflow_cfm: 800 });
  });

  it('915SB66120E24 = Bryant condensing furnace, 120 kBtu/h, 2200 CFM class (the 66120 size of the shared product data)', () => {
    const d = mustDecode(CARRIER_RULES, '915SB66120E24', 'Bryant');
    expect(d).toMatchObject({ brand: 'Bryant', type: 'furnaces', series: '915S' });
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 120, cooling_airflow_cfm: 2200 });
  });

  it('classes off the key and inputs below 026 do not decode', () => {
    expect(decodeWith(CARRIER_RULES, 'PG95ESAA54120D')).toBeNull();
    expect(decodeWith(CARRIER_RULES, 'PG95ESAA30020A')).toBeNull();
    expect(decodeWith(CARRIER_RULES, '915SB54120E24', 'Bryant')).toBeNull();
  });
});

describe('York group 18 SEER heat pumps', () => {
  it('HC8B048 = Coleman twin of the HL8B Acclimate heat pump, 18 SEER, 4 t (manual title "18 SEER - YZH, HC8B, HL8B SERIES")', () => {
    const d = mustDecode(YORK_RULES, 'HC8B048', 'Coleman');
    expect(d).toMatchObject({ brand: 'Coleman', type: 'heat pumps', series: 'HC8B' });
    expect(d.fields).toMatchObject({ seer: 18, cooling_capacity_tons: 4 });
    expect(decodeWith(YORK_RULES, 'HX8B048', 'Coleman')).toBeNull();
  });
});

describe('York MVC / MX modular air handlers', () => {
  it('MVC12BN21 = modular variable-speed blower, 1200 CFM class (MVC technical guide: 1200 - 2000 CFM blowers)', () => {
    const d = mustDecode(YORK_MODULAR_RULES, 'MVC12BN21', 'Luxaire');
    expect(d).toMatchObject({ brand: 'Luxaire', type: 'air handlers', series: 'MVC' });
    expect(d.fields).toEqual({ cooling_airflow_cfm: 1200 });
  });

  it('MX20DN21 = standard ECM blower, 2000 CFM class; classes outside 12–20 and no brand do not decode', () => {
    expect(mustDecode(YORK_MODULAR_RULES, 'MX20DN21', 'York').fields).toEqual({ cooling_airflow_cfm: 2000 });
    expect(decodeWith(YORK_MODULAR_RULES, 'MVC24DN21', 'York')).toBeNull();
    expect(decodeModelNumber('MVC12BN21', '')).toBeNull();
    expect(decodeModelNumber('MVC12BN21', 'Lennox')).toBeNull();
  });
});

describe('York group R-line and HC / HL split outdoor units', () => {
  it('RAC13J18 = air conditioner 1.5 t, 13 SEER, R-410A; RHP14J60 = heat pump 5 t, 14.5 SEER (JCI titles)', () => {
    expect(mustDecode(YORK_SPLIT_MORE_RULES, 'RAC13J18', 'Evcon')).toMatchObject({
      brand: 'Evcon',
      type: 'air conditioners',
      fields: { cooling_capacity_tons: 1.5, seer: 13, refrigerant: 'R-410A' },
    });
    expect(mustDecode(YORK_SPLIT_MORE_RULES, 'RHP14J60', 'Evcon')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 5, seer: 14.5 } });
  });

  it('an untitled R-line class gives type and size only; sizes off 18–60 do not decode; a Rheem RHP is not read', () => {
    const d = mustDecode(YORK_SPLIT_MORE_RULES, 'RHP16L36B21', 'Evcon');
    expect(d.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 });
    expect(decodeWith(YORK_SPLIT_MORE_RULES, 'RHP14J70', 'Evcon')).toBeNull();
    expect(decodeModelNumber('RHP14J18', 'Rheem')).toBeNull();
  });

  it('HL5B036 = Luxaire 15 SEER heat pump 3 t (035-20401-001: 15 SEER - YZE / HC5B / HL5B); HC5B060 = Coleman 5 t', () => {
    expect(mustDecode(YORK_SPLIT_MORE_RULES, 'HL5B036', 'Luxaire')).toMatchObject({ type: 'heat pumps', series: 'HL5B', fields: { cooling_capacity_tons: 3, seer: 15, refrigerant: 'R-410A' } });
    expect(mustDecode(YORK_SPLIT_MORE_RULES, 'HC5B060', 'Coleman').fields).toMatchObject({ cooling_capacity_tons: 5, seer: 15 });
  });

  it('2-digit size before the electrical code (HC20B4821 = 4 t, no SEER: class 20 is not titled); other shapes do not decode', () => {
    expect(mustDecode(YORK_SPLIT_MORE_RULES, 'HC20B4821', 'Coleman').fields).toEqual({ cooling_capacity_kbtuh: 48, cooling_capacity_tons: 4 });
    expect(decodeWith(YORK_SPLIT_MORE_RULES, 'HL5B0361', 'Luxaire')).toBeNull();
    expect(decodeWith(YORK_SPLIT_MORE_RULES, 'HL20B242', 'Luxaire')).toBeNull();
    expect(decodeModelNumber('HL5B036', '')).toBeNull();
  });
});

describe('York ME / MP / MA modular air handlers (titled without a CFM range)', () => {
  it('ME12BN21 = air handler, type only (5724452-UIM-A-0619: ME series standard ECM modular air handlers)', () => {
    const d = mustDecode(YORK_MODULAR_RULES, 'ME12BN21', 'York');
    expect(d).toMatchObject({ type: 'air handlers', series: 'ME' });
    expect(d.fields).toEqual({});
    expect(decodeWith(YORK_MODULAR_RULES, 'ME24BN21', 'York')).toBeNull();
    expect(decodeModelNumber('ME12BN21', 'Goodman')).toBeNull();
  });
});
