import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { SAMSUNG_EUROPE_CAC_RULES } from './samsung-europe-cac';

const d = (model: string, brand: string) => firstDecode(SAMSUNG_EUROPE_CAC_RULES, model, brand);

describe('Samsung European CAC, NS / RC cassettes and FJM indoor units', () => {
  // Global Duct 1 group service manual: indoor AC052HBLDKH … AC071HBMDKH, outdoor AC052HCADKH … AC071HCADKH; 4-way cassette
  // service manual AC052FB4DEH … AC100FB4FEH with AC090FCADEH … AC100FCAFEH; TDBs AC180JNHPKH/EU, AC200JXAPNH/EU.
  it('European CAC kW classes: mini-splits, indoor / outdoor from the unit letter, no capacity', () => {
    expect(d('AC052HBLDKH', 'Samsung')).toMatchObject({ type: 'mini-splits', description: 'CAC single-split indoor unit (European kW class)', fields: {}, evidence: 'src' });
    expect(d('AC071HCADKH/EU', 'Samsung')).toMatchObject({ type: 'mini-splits', description: 'CAC single-split outdoor unit (European kW class)', fields: {} });
    expect(d('AC035HBMDKH', 'Samsung')).toMatchObject({ series: 'AC-HB' });
    expect(d('AC052FB4DEH', 'Samsung')).toMatchObject({ series: 'AC-FB' });
    expect(d('AC100FCAPGH', 'Samsung')).toMatchObject({ series: 'AC-FC' });
    expect(d('AC180JNHPKH/EU', 'Samsung')).toMatchObject({ series: 'AC-JN' });
    expect(d('AC200JXAPNH/EU', 'Samsung')).toMatchObject({ series: 'AC-JX' });
    // The kBtu/h classes are ductless/samsung.ts's; a class off the documents' list or a unit letter they do not print is not read.
    expect(d('AC024KNADCH', 'Samsung')).toBeNull();
    expect(d('AC055HBLDKH', 'Samsung')).toBeNull();
    expect(d('AC052HALDKH', 'Samsung')).toBeNull();
    expect(d('AC052HBLDKH', '')).toBeNull();
    expect(decodeModelNumber('AC052HBLDKH', '')).toBeNull();
    expect(decodeModelNumber('ac071hcadkh/eu', 'Samsung')).toMatchObject({ type: 'mini-splits', family: 'samsung' });
  });

  // 4 Way Cassette Series service manual: indoor NS0724DXBA … NS1454DXBA, outdoor RC072DHXBA … RC145DHXHA (STK, /XSA).
  it('NS 4-way cassettes and RC outdoor units: mini-splits', () => {
    expect(d('NS0724DXBA', 'Samsung')).toMatchObject({ type: 'mini-splits', description: '4-way cassette indoor unit', fields: {} });
    expect(d('NS1004ZXEA/XSA', 'Samsung')).toMatchObject({ series: 'NS 4-way cassette' });
    expect(d('RC072DHXBA', 'Samsung')).toMatchObject({ type: 'mini-splits', description: 'outdoor unit for the 4-way cassette' });
    expect(d('RC125DHXEBSTK', 'Samsung')).toMatchObject({ series: 'RC outdoor' });
    expect(d('RC071PHXEA/XSA', 'Samsung')).toMatchObject({ series: 'RC outdoor' });
    expect(d('NS0604DXBA', 'Samsung')).toBeNull();
    expect(d('RC072DHXBA', '')).toBeNull();
  });

  // FJM manuals: AJ009/012/015/018BNHDCH; AJ009JNNDCH AJ012JNNDCH AJ018JNNDCH AJ007JNADCH; user manual AJ***TN1DKH. FAQ: digits 4–5 = kBtu/h.
  it('FJM indoor units: mini-splits with the kBtu/h capacity', () => {
    expect(d('AJ009JNNDCH', 'Samsung')).toMatchObject({ type: 'mini-splits', series: 'FJM multi indoor', fields: { cooling_capacity_kbtuh: 9, cooling_capacity_tons: 0.75 } });
    expect(d('AJ018BNHDCH', 'Samsung')).toMatchObject({ fields: { cooling_capacity_kbtuh: 18, cooling_capacity_tons: 1.5 } });
    expect(d('AJ007JNADCH', 'Samsung')).toMatchObject({ fields: { cooling_capacity_kbtuh: 7 } });
    expect(d('AJ012TN1DKH', 'Samsung')).toMatchObject({ fields: { cooling_capacity_kbtuh: 12, cooling_capacity_tons: 1 } });
    // X marks the FJM outdoor units (samsung.fjm-outdoor), not this rule.
    expect(d('AJ020BXJ2CH', 'Samsung')).toBeNull();
    expect(d('AJ009JNNDCH', '')).toBeNull();
  });
});
