import { describe, expect, it } from 'vitest';
import { GREE_FORMS_RULES } from './gree-as-written';
import { decodeModelNumber } from '../index';
import { nonsenseModels } from '../kit/nonsense-models';

// Models of the Gree service / owner's manuals and NRCan rows, written as owners copy them.
const FORMS: [model: string, kbtuh: number, description: string][] = [
  ['GWH09ACB', 9, 'wall-mounted split, cut short after the series letters'], // service manual GWH09ACB-K3NNA1A
  ['GWH18', 18, 'wall-mounted split, cut short after the class'],
  ['GWH12KFK3DNA5A', 12, 'wall-mounted split, written without the hyphen'], // service manual GWH12KF-K3DNA5A
  ['GWH15QD-D3DNA5G/O', 15, 'wall-mounted split'], // NRCan row, 15,000 Btu/h
  ['GWHD24ND3GO', 24, 'multi-zone outdoor unit'], // NRCan row GWHD(24)ND3GO, 24,000 Btu/h
  ['GWHD(42)NK600', 42, 'multi-zone outdoor unit'], // owner's manual GWHD(14)NK600 … GWHD(42)NK600
  ['MULTIE24HP230V1AO', 24, 'multi-zone outdoor unit (ductless inverter heat pump)'], // NRCan row, 24,000 Btu/h
];

describe('Gree forms (ductless/gree-as-written.ts)', () => {
  it.each(FORMS)('%s → %i kBtu/h, %s', (model, kbtuh, description) => {
    const d = decodeModelNumber(model, 'Gree');
    expect(d?.type).toBe('mini-splits');
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.description).toBe(description);
    expect(d?.evidence).toBe('pattern');
  });

  it('reads the named lines\' class, and the system name of the submittals (ductless/gree.ts)', () => {
    // Submittal "VIR09HP115V1B … 9,000 BTU/H (115V) Wall Mounted Heat Pump System"; NRCan VIR24HP230V1AO + …AH 22,000 Btu/h.
    expect(decodeModelNumber('VIR09HP115V1B', 'Gree')).toMatchObject({ type: 'mini-splits', description: 'VIR ductless system', fields: { cooling_capacity_kbtuh: 9 } });
    expect(decodeModelNumber('VIR24HP230V1AO', 'Gree')?.fields.cooling_capacity_kbtuh).toBe(24);
    expect(decodeModelNumber('FLEXX24HP230V1AH', 'Gree')?.type).toBe('air handlers');
    expect(decodeModelNumber('FLEXX24HP230V1A', 'Gree')).toBeNull(); // a Flexx system is two types
  });

  it('leaves the full key to ductless/gree.ts', () => {
    expect(decodeModelNumber('GWH09ACB-K3NNA1A', 'Gree')?.rule).toMatch(/capacity digits/);
  });

  it('needs the brand and a class of the lists', () => {
    expect(decodeModelNumber('GWH09ACB', null)).toBeNull();
    expect(decodeModelNumber('GWH10', 'Gree')).toBeNull();
    expect(decodeModelNumber('GWHD(20)NK600', 'Gree')).toBeNull();
    expect(decodeModelNumber('GWH09ACB', 'Carrier')).toBeNull();
  });

  it('fires on no model-shaped nonsense', () => {
    const hits: string[] = [];
    for (const model of nonsenseModels(20000, { seed: 1820, digitLed: true })) {
      for (const rule of GREE_FORMS_RULES) if (rule.decode(model, 'Gree') !== null) hits.push(model);
    }
    expect(hits).toEqual([]);
  });
});
