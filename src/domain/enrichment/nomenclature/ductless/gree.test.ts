import { describe, expect, it } from 'vitest';
import { GREE_RULES } from './gree';
import { decodeModelNumber } from '../index';
import { normalizeNomenclatureModel, type NomenclatureDecode } from '../types';

function decode(raw: string, brand = 'Gree'): NomenclatureDecode | null {
  const model = normalizeNomenclatureModel(raw);
  const hits = GREE_RULES.map((r) => r.decode(model, brand)).filter((d): d is NomenclatureDecode => d !== null);
  expect(hits.length).toBeLessThanOrEqual(1);
  return hits[0] ?? null;
}

describe('Gree ductless', () => {
  it('GWH09ACB-K3NNA1A is 9,000 Btu/h (spec sheet: cooling capacity 2638 W)', () => {
    const d = decode('GWH09ACB-K3NNA1A');
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(9); // 2638 W × 3.412 = 9,001 Btu/h
    expect(d?.fields.cooling_capacity_tons).toBe(0.75);
    expect(d?.evidence).toBe('src');
  });

  // Model names printed in Gree manuals; capacity from the same field (pattern evidence).
  it.each([
    ['GWH12MB-D3DNA3D', 12],
    ['GWH18MC-D3DNA3D', 18],
    ['GWH24MD-D3DNA3D', 24],
    ['GWH36LB-D3DNA3E', 36],
    ['GWC24ATEXF-D6DNA1F/O', 24],
    ['GWH12QB-K3DNA1D', 12],
  ])('%s → %i kBtu/h', (model, kbtuh) => {
    const d = decode(model);
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.evidence).toBe('pattern');
  });

  it.each(['MULTI18HP230V1CO', 'MULTI42HP230V1CO', 'MULTI24HP230V1BO'])('%s → Multi21 outdoor unit, type only', (model) => {
    const d = decode(model);
    expect(d?.series).toBe('Multi21');
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('accepts the Tosot badge', () => {
    expect(decode('GWH09ACB-K3NNA1A', 'Tosot')?.brand).toBe('Tosot');
  });

  it.each([
    'GWH10ACB-K3NNA1A', // off the printed capacity list
    'GWH09ACB', // no option block
    'GWHD(14)NK600', // Gree EU multi naming, not this key
    'GUD50P/B-S',
    'MULTI20HP230V1CO',
    'MULTI18HP115V1CO',
    'GSX140361',
    '4TTR4036L1000A',
    'MSZ-GL12NA',
    '',
  ])('%s does not decode', (model) => {
    expect(decode(model)).toBeNull();
  });
});

describe('Gree: shorter option blocks and the named lines (ENERGY STAR / NRCan rows)', () => {
  it('GWH09ACD-D3DN/I reads 9 kBtu/h; VIR09HP230V1AH and SAP18HP230V1BO are mini-splits; FLEXX…AH air handler, …AO heat pump', () => {
    expect(decodeModelNumber('GWH09ACD-D3DN/I', 'Gree')).toMatchObject({ type: 'mini-splits', fields: { cooling_capacity_kbtuh: 9 } });
    expect(decodeModelNumber('VIR09HP230V1AH', 'Gree')).toMatchObject({ type: 'mini-splits', evidence: 'pattern', fields: {} });
    expect(decodeModelNumber('SAP18HP230V1BO', 'Gree')?.type).toBe('mini-splits');
    expect(decodeModelNumber('FLEXX24HP230V1AH', 'Gree')?.type).toBe('air handlers');
    expect(decodeModelNumber('FLEXX36HP230V1AO', 'Gree')?.type).toBe('heat pumps');
    expect(decodeModelNumber('VIR09HP230V2AH', 'Gree')).toBeNull();
    expect(decodeModelNumber('GWH09ACD-D3', 'Gree')).toBeNull();
  });
});
