import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { KELVINATOR_SPLIT_RULES } from './kelvinator-split';

const d = (m: string, b: string) => firstDecode(KELVINATOR_SPLIT_RULES, m, b);

describe('Kelvinator KSV / KSD split systems (installation manual KSV25CRG model table)', () => {
  it('the listed models: mini-splits, type only', () => {
    for (const m of ['KSV25CRG', 'KSV35CRG', 'KSV70CRG', 'KSV25HRG', 'KSV50HRG', 'KSV80HRG', 'KSD25HRG', 'KSD80HRG', 'KSD25HRH']) {
      expect(d(m, 'Kelvinator')).toMatchObject({ type: 'mini-splits', description: 'split system air conditioner', fields: {} });
    }
    expect(decodeModelNumber('KSV35HRG', 'Kelvinator')).toMatchObject({ type: 'mini-splits', family: 'ductless_other' });
  });

  it('brand required; other shapes are not read', () => {
    expect(d('KSV25HRG', '')).toBeNull();
    expect(d('KSV25HWH', 'Kelvinator')).toBeNull();
    expect(d('KSX25HRG', 'Kelvinator')).toBeNull();
    expect(d('KSV2HRG', 'Kelvinator')).toBeNull();
  });
});
