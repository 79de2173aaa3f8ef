// Expected values: the sources cited by the 2010s-key furnace rules and the widened split rules
// (Carrier 59SC5A120S24--20 submittal, 59SC2 product data, Bryant / ICP product-data titles, Payne key [S42]).
import { describe, expect, it } from 'vitest';
import { CARRIER_RULES } from './carrier';
import { ICP_RULES } from '../icp/icp';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Carrier / Bryant / Payne, widened', () => {
  it('59SC5A120S24--20 = condensing gas furnace, 120,000 Btu/h input, 2000 CFM class (submittal: 120,000 input, 2105 CFM)', () => {
    const d = mustDecode(CARRIER_RULES, '59SC5A120S24--20');
    expect(d).toMatchObject({ family: 'carrier', brand: 'Carrier', type: 'furnaces', series: '59SC5' });
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 120, cooling_airflow_cfm: 2000 });
  });

  it('59SC2 twinning sizes 060--12: 60 kBtu/h, 1200 CFM class (59SC2 product data)', () => {
    expect(mustDecode(CARRIER_RULES, '59SC2D060E17--12').fields).toMatchObject({ heating_input_kbtuh: 60, cooling_airflow_cfm: 1200 });
  });

  it('926SA30040V14 = Bryant condensing gas furnace, 40 kBtu/h, airflow class 30 kBtu/h = 1000 CFM (Payne key [S42]: tons × 400)', () => {
    const d = mustDecode(CARRIER_RULES, '926SA30040V14', 'Bryant');
    expect(d).toMatchObject({ brand: 'Bryant', type: 'furnaces' });
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 40, cooling_airflow_cfm: 1000 });
  });

  it('PG92ESAA30040A = Payne gas furnace, 92 % AFUE, 2.5 t airflow class [S42]', () => {
    expect(mustDecode(CARRIER_RULES, 'PG92ESAA30040A').fields).toMatchObject({ afue_percent: 92, cooling_airflow_cfm: 1000 });
  });

  it('25VNA0 / 24VNA Infinity variable speed: heat pump / air conditioner by 25 / 24, no SEER class', () => {
    const d = mustDecode(CARRIER_RULES, '25VNA036A003');
    expect(d).toMatchObject({ type: 'heat pumps' });
    expect(d.fields).toMatchObject({ cooling_capacity_tons: 3 });
    expect(d.fields.seer).toBeUndefined();
    expect(mustDecode(CARRIER_RULES, '24VNA948A003').type).toBe('air conditioners');
  });

  it('280ANV036 = Bryant heat pump 3 t; 180ANV = air conditioner', () => {
    expect(mustDecode(CARRIER_RULES, '280ANV036000').type).toBe('heat pumps');
    expect(mustDecode(CARRIER_RULES, '180ANV048000').fields).toMatchObject({ cooling_capacity_tons: 4 });
  });

  it('OVM084-BNX = Carrier oil furnace (OBM/OVM oil furnace product data); type and fuel only', () => {
    const d = mustDecode(CARRIER_RULES, 'OVM084-BNX', 'Carrier');
    expect(d).toMatchObject({ type: 'furnaces', series: 'OVM' });
    expect(d.fields).toEqual({ fuel: 'oil' });
    expect(decodeWith(CARRIER_RULES, 'OVM999-BNX', 'Carrier')).toBeNull();
  });

  it('off-key widths, airflows and inputs do not decode', () => {
    expect(decodeWith(CARRIER_RULES, '59SC5A120S25--20')).toBeNull();
    expect(decodeWith(CARRIER_RULES, '59SC5A120S24--19')).toBeNull();
    expect(decodeWith(CARRIER_RULES, '926SA31040V14')).toBeNull();
    expect(decodeWith(CARRIER_RULES, '926SA30900V14')).toBeNull();
    expect(decodeWith(CARRIER_RULES, 'PG92ESAA33040A')).toBeNull();
  });
});

describe('ICP furnaces, 2010s key', () => {
  it('N95ESN0601716A = ICP condensing gas furnace, 95 % AFUE class, 60 kBtu/h, 1600 CFM class (N95ESN instructions)', () => {
    const d = mustDecode(ICP_RULES, 'N95ESN0601716A');
    expect(d).toMatchObject({ family: 'icp', brand: 'ICP', type: 'furnaces', series: 'N95ESN' });
    expect(d.fields).toMatchObject({ heating_input_kbtuh: 60, afue_percent: 95, cooling_airflow_cfm: 1600 });
  });

  it('N92ESN0401410A = 92 % class, 40 kBtu/h; a brand letter with no stated brand keeps the given brand', () => {
    expect(mustDecode(ICP_RULES, 'N92ESN0401410A').fields).toMatchObject({ afue_percent: 92, heating_input_kbtuh: 40 });
    expect(mustDecode(ICP_RULES, 'F96CTN0601714A', 'Tempstar')).toMatchObject({ brand: 'Tempstar', type: 'furnaces' });
  });

  it('nonsense and other families do not decode', () => {
    expect(decodeWith(ICP_RULES, 'N95ESN0601516A')).toBeNull();
    expect(decodeWith(ICP_RULES, 'N95ESN9991716A')).toBeNull();
    expect(decodeWith(ICP_RULES, 'GSX140361')).toBeNull();
    expect(decodeWith(ICP_RULES, 'ABCDEFGHIJ')).toBeNull();
  });
});

describe('Carrier / ICP ductless (product-data titles)', () => {
  it('40MAQB24B--3 = Carrier ductless high-wall indoor unit, size 24 (40MAQ / 38MAQ product data)', () => {
    expect(mustDecode(CARRIER_RULES, '40MAQB24B--3', 'Carrier')).toMatchObject({ type: 'mini-splits', description: 'ductless indoor unit', fields: { cooling_capacity_kbtuh: 24 } });
  });

  it('38MAQB12R--1 = ductless outdoor unit, size 12; 38MBRQ48A--3 size 48 (38MBQ sizes 36 to 48)', () => {
    expect(mustDecode(CARRIER_RULES, '38MAQB12R--1', 'Carrier')).toMatchObject({ type: 'mini-splits', description: 'ductless outdoor unit', fields: { cooling_capacity_kbtuh: 12 } });
    expect(mustDecode(CARRIER_RULES, '38MBRQ48A--3', 'Bryant').fields).toMatchObject({ cooling_capacity_kbtuh: 48 });
  });

  it('DLCERAH12AAK = ICP ductless outdoor unit, size 12 (DLCERA sizes 09 to 24); DLF = indoor', () => {
    expect(mustDecode(ICP_RULES, 'DLCERAH12AAK', 'Tempstar')).toMatchObject({ brand: 'Tempstar', type: 'mini-splits', fields: { cooling_capacity_kbtuh: 12 } });
    expect(mustDecode(ICP_RULES, 'DLFSHBH09XAK', 'Heil').description).toBe('ductless indoor unit');
  });

  it('off-size codes and the 3-digit 38 splits stay with their own rules', () => {
    expect(decodeWith(CARRIER_RULES, '38MAQB13R--1', 'Carrier')).toBeNull();
    expect(decodeWith(ICP_RULES, 'DLCERAH13AAK')).toBeNull();
    expect(mustDecode(CARRIER_RULES, '38CKC036').type).toBe('air conditioners');
  });
});
