// Expected values from the product data titles: Carrier Form 48TC-7-16-01PD "6 to 15 Nominal Tons — 48TC 07, 08, 09, 12, 14,
// 16" (16 = the 15-ton size), "50TC … 3 to 15 Nominal Tons"; Bryant "558J … 3 to 15 tons" (558J04-16), "580J … 3 to 15
// nominal tons", "581J High-efficiency … 15 to 25 nominal tons" (Form PDS581J-17-28-02: 17 = 15 t, 28 = 25 t).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CARRIER_ROOFTOP_SIZE_RULES } from './rooftop-sizes-16-28';

const rtu = (model: string, brand: string) => firstDecode(CARRIER_ROOFTOP_SIZE_RULES, model, brand);

describe('Carrier TC and Bryant J rooftop sizes 16–28', () => {
  it('48 / 50 TC size 16 = 15 tons; the 50TCQ heat pump (3 to 12.5 t) stays out', () => {
    expect(rtu('48TCDD16A2A5', 'Carrier')).toMatchObject({ type: 'packaged units', series: '48TC', fields: { cooling_capacity_tons: 15 } });
    expect(rtu('50TCA16', 'Carrier')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
    expect(rtu('50TCQD16', 'Carrier')).toBeNull();
    expect(rtu('48TCDD16A2A5', 'Bryant')).toBeNull();
  });

  it('Bryant 558J / 580J 16 = 15 t; 581J 17 = 15 t, 28 = 25 t, 20 / 24 type only', () => {
    expect(rtu('580JE16D225', 'Bryant')).toMatchObject({ brand: 'Bryant', series: '580J', fields: { cooling_capacity_tons: 15 } });
    expect(rtu('558JE16', 'Bryant')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
    expect(rtu('581JE28', 'Bryant')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
    expect(rtu('581JE17', 'Bryant')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
    expect(rtu('581JE20', 'Bryant')).toMatchObject({ type: 'packaged units', fields: {} });
    expect(rtu('581JE16', 'Bryant')).toBeNull();
    expect(rtu('548JE16', 'Bryant')).toBeNull();
    expect(rtu('580JE16', 'Carrier')).toBeNull();
  });

  it('reaches decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('48TCED16A2A6-0A0A0', 'Carrier')?.fields).toMatchObject({ cooling_capacity_tons: 15 });
    expect(decodeModelNumber('581JE28', 'Bryant')?.fields).toMatchObject({ cooling_capacity_tons: 25 });
  });
});
