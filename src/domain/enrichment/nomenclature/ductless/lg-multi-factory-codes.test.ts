import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { LG_MULTI_FACTORY_CODE_RULES } from './lg-multi-factory-codes';

const d = (m: string, b: string) => firstDecode(LG_MULTI_FACTORY_CODE_RULES, m, b);

describe('LG multi type factory codes (Multi Type Air Conditioner service manuals)', () => {
  // 3828A20462Z: indoor AMNH093D4A0, AMNC123DEA0, AMNH093APM0; outdoor A2UH243FA0, A2UC243FA0.
  // FM37 / FM57: indoor AMNH096BTG0, AMNH12GTCC0, AMNH09GD4L0; outdoor A6UW368FA0 … A9UW548FA0.
  it('indoor and outdoor codes: mini-splits, type only', () => {
    expect(d('AMNH093D4A0', 'LG')).toMatchObject({ type: 'mini-splits', description: 'multi-split indoor unit', fields: {} });
    expect(d('AMNC123DEA0', 'LG')).toMatchObject({ description: 'multi-split indoor unit', series: 'AMNC' });
    expect(d('AMNH12GTCC0', 'LG')).toMatchObject({ type: 'mini-splits' });
    expect(d('AMNH096BTG0', 'LG')).toMatchObject({ type: 'mini-splits' });
    expect(d('A2UH243FA0', 'LG')).toMatchObject({ description: 'multi-split outdoor unit', series: 'A2UH' });
    expect(d('A9UW548FA0', 'LG')).toMatchObject({ description: 'multi-split outdoor unit' });
    expect(decodeModelNumber('A2UC243FA0', 'LG')).toMatchObject({ type: 'mini-splits', family: 'lg' });
  });

  // Multi Type Room Air Conditioner service manual: indoor AMNN076L/M/NQA0 … AMNN186VBA0, outdoor A2UN186FA0 … A4UN306FA0.
  it('the N duty letter of the multi type room air conditioner manual', () => {
    expect(d('AMNN076LQA0', 'LG')).toMatchObject({ type: 'mini-splits', description: 'multi-split indoor unit', series: 'AMNN' });
    expect(d('AMNN186VBA0', 'LG')).toMatchObject({ description: 'multi-split indoor unit' });
    expect(d('AMNN126TEA0', 'LG')).toMatchObject({ type: 'mini-splits' });
    expect(d('A2UN186FA0', 'LG')).toMatchObject({ description: 'multi-split outdoor unit', series: 'A2UN' });
    expect(d('A4UN306FA0', 'LG')).toMatchObject({ type: 'mini-splits' });
  });

  it('brand required; other shapes are not read', () => {
    expect(d('AMNH093D4A0', '')).toBeNull();
    expect(d('AMNX093D4A0', 'LG')).toBeNull();
    expect(d('A1UH243FA0', 'LG')).toBeNull();
    expect(d('A2UH24FA0', 'LG')).toBeNull();
    expect(d('ARNU073TNA4', 'LG')).toBeNull();
  });
});
