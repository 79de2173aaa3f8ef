import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { SANYO_SAP_SPLIT_RULES } from './sanyo-sap-split';

const d = (m: string, b: string) => firstDecode(SANYO_SAP_SPLIT_RULES, m, b);

describe('Sanyo SAP split systems (technical & service manuals SM700439, SM700566, SM700598-01, SM700639)', () => {
  it('SAP-K indoor and SAP-C outdoor units: mini-splits, type only', () => {
    expect(d('SAP-K181GJH', 'Sanyo')).toMatchObject({ type: 'mini-splits', description: 'split system indoor unit', fields: {} });
    expect(d('SAP-C181GH', 'Sanyo')).toMatchObject({ description: 'split system outdoor unit' });
    expect(d('SAP-K92AH', 'Sanyo')).toMatchObject({ type: 'mini-splits' });
    expect(d('SAP-CRV93EHN', 'Sanyo')).toMatchObject({ description: 'split system outdoor unit', series: 'SAP-CRV' });
    expect(d('SAP-KRV94EHDX', 'Sanyo')).toMatchObject({ description: 'split system indoor unit' });
    expect(d('SAP-K241GJH-S', 'Sanyo')).toMatchObject({ type: 'mini-splits' });
    expect(decodeModelNumber('SAP-KRV9AEH', 'Sanyo')).toMatchObject({ type: 'mini-splits', family: 'ductless_other' });
  });

  it('brand required; other shapes are not read', () => {
    expect(d('SAP-K181GJH', '')).toBeNull();
    expect(d('SAP-X181GJH', 'Sanyo')).toBeNull();
    expect(d('SAP-K181', 'Sanyo')).toBeNull();
  });
});
