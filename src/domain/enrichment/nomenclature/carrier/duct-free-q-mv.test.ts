import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CARRIER_DUCT_FREE_Q_MV_RULES } from './duct-free-q-mv';

const d = (model: string, brand: string) => firstDecode(CARRIER_DUCT_FREE_Q_MV_RULES, model, brand);

describe('Carrier duct-free 40Q / 40MV / 40CG–CS fan coils and 38AN / 38BK / 38MV outdoor units', () => {
  // 2001 digest: 40QNB009 / 38AN009 (8,500 Btuh), QNE009–024 / 38BK, QNH012–024 / 38BK, consoles 40CG-018---301RM;
  // 40QNC / 40QNQ sizes 018 to 036; 40QAC / 40QAQ sizes 018 to 060; 40QKB024,036 / 40QKE024,036,048 "2 to 4 Nominal Tons";
  // 40MVC / 38MVC 40MVQ / 38MVQ sizes 009 to 024.
  it('fan coils and outdoor units: mini-splits, size in kBtu/h', () => {
    expect(d('40QNB009', 'Carrier')).toMatchObject({ type: 'mini-splits', description: 'high-wall duct-free fan coil', fields: { cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75 } });
    expect(d('40QKE048', 'Carrier')).toMatchObject({ description: 'in-ceiling cassette fan coil', fields: { cooling_capacity_kbtuh: 48, cooling_capacity_tons: 4 } });
    expect(d('40QKB024', 'Carrier')).toMatchObject({ fields: { cooling_capacity_tons: 2 } });
    expect(d('40QAQ060', 'Carrier')).toMatchObject({ description: 'ceiling-suspended duct-free fan coil', fields: { cooling_capacity_kbtuh: 60 } });
    expect(d('40QNQ018---3', 'Carrier')).toMatchObject({ series: '40QNQ', fields: { cooling_capacity_kbtuh: 18 } });
    expect(d('38AN009', 'Carrier')).toMatchObject({ description: 'duct-free system outdoor unit', type: 'mini-splits' });
    expect(d('38BK024', 'Carrier')).toMatchObject({ series: '38BK' });
    expect(d('40MVC012', 'Carrier')).toMatchObject({ series: '40MVC', fields: { cooling_capacity_kbtuh: 12 } });
    expect(d('38MVQ024', 'Carrier')).toMatchObject({ description: 'duct-free system outdoor unit' });
    expect(d('40CG-018---301RM', 'Carrier')).toMatchObject({ description: 'duct-free console fan coil', fields: { cooling_capacity_kbtuh: 18 } });
    expect(decodeModelNumber('40QNC024', 'Bryant')).toMatchObject({ type: 'mini-splits', family: 'carrier' });
    // Sizes off each document's list, the paired condensing units (38HDR, 38QRR: carrier.ts's), and no brand: not this rule's.
    expect(d('40QKB048', 'Carrier')).toBeNull();
    expect(d('40QNH009', 'Carrier')).toBeNull();
    expect(d('38AN018', 'Carrier')).toBeNull();
    expect(d('38HDR018', 'Carrier')).toBeNull();
    expect(d('40QNB009', '')).toBeNull();
    expect(decodeModelNumber('40QNB009', '')).toBeNull();
  });
});
