// Samsung ductless forms the kBtu/h rules of ductless/samsung.ts leave out (issue 18): the European CAC single-split
// units numbered in kW×10 classes (AC052HBLDKH / AC052HCADKH), the earlier NS… / RC… 4-way cassette pairs, and the FJM
// free-joint multi indoor units (AJ009JNNDCH, AJ***TN1DKH). Brand required: the shapes are short and other makers use AC… /
// NS… / RC… numbers. Coverage and sources in README-extra.md ("Samsung European CAC, NS / RC cassettes and FJM indoor units").
import { decoded, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

// Samsung's European CAC service manuals and technical data books list indoor and outdoor units under one number shape:
// AC · class · generation letter · N / B (indoor) or X / C (outdoor) · chassis · options (/EU): "Indoor Unit AC052HBLDKH
// AC071HBLDKH AC035HBMDKH AC060HBMDKH … Outdoor Unit AC052HCADKH AC071HCADKH AC035HCADKH AC060HCADKH"; 4-way cassettes
// AC052FB4DEH … AC100FB4PEH with outdoor AC090FCADEH … AC100FCAPGH; "PAC for Europe Model: AC***KNPDEH/EU AC***KXAD*H/EU";
// "Big Duct for Europe AC180JNHPKH/EU AC180JXAPNH/EU AC200JNHPKH/EU AC200JXAPNH/EU"; "4Way Cassette S for Nordic
// AC***JN4CEH/EU (ODU: AC***JXSC*H/EU)". The classes are kW×10 sizes (035 … 200), but none of these pages ties the class
// to a rating within reach: type and unit only.
const CAC_EUROPE_SOURCE =
  'Samsung service manual System Air Conditioner Global Duct 1 group (Indoor AC052HBLDKH AC071HBLDKH AC035HBMDKH AC052HBMDKH AC060HBMDKH AC071HBMDKH, Outdoor AC052HCADKH AC071HCADKH AC035HCADKH AC060HCADKH): https://manualzz.com/doc/25876526/global-duct-1group_db68 · Samsung service manual 4 Way Cassette Series (AC052FB4DEH … AC100FB4FEH, AC090FCADEH … AC100FCAFEH): https://de.scribd.com/document/500679028/Servicemanual-Samsung-4-Vagskassett · Samsung SINGLE Technical Data Book PAC for Europe (AC***KNPDEH/EU, AC***KXAD*H/EU), Big Duct for Europe (AC180JNHPKH/EU AC180JXAPNH/EU AC200JNHPKH/EU AC200JXAPNH/EU), 4Way Cassette S for Nordic (AC***JN4CEH/EU, ODU AC***JXSC*H/EU): https://autodocbox.com/amp/113408185-Auto_Parts/Single-technical-data-book-pac-for-europe-r410a-50hz-hp-model-ac-knpdeh-eu-ac-kxad-h-eu.html';
// The kW×10 classes those documents print (035 … 200); the kBtu/h classes AC007 … AC048 are ductless/samsung.ts's.
const CAC_EUROPE = /^AC(035|052|060|071|090|100|125|140|180|200)([A-Z])([NBXC])([A-Z0-9])([A-Z0-9]{2,3})(?:\/[A-Z]{2})?$/;

// The same 4-way cassette service manual's earlier pairs: indoor NS0724DXBA, NS0714DXEA, NS1004PXEA, NS1254DXEA,
// NS1454DXBA (NS · class · 4 (4-way) · D / P / Z · X · letters) with outdoor RC072DHXBA, RC071DHXEA, RC100PHXEA,
// RC125DHXEB, RC145DHXHA (RC · class · D / P / Z · H · X · letters), some with STK or /XSA. Type and unit only.
const NS_RC_SOURCE =
  'Samsung service manual System Air Conditioner 4 Way Cassette Series (indoor NS0724DXBA NS0714DXEA … NS1454DXBA, outdoor RC072DHXBA RC071DHXEA … RC145DHXHA): https://de.scribd.com/document/500679028/Servicemanual-Samsung-4-Vagskassett';
const NS_RC_CLASSES = new Set(['071', '072', '090', '100', '125', '140', '145']);
const NS_CASSETTE = /^NS(\d{3})4([DPZ])X([A-Z])([A-Z])(?:STK)?(?:\/[A-Z]{3})?$/;
const RC_OUTDOOR = /^RC(\d{3})([DPZ])HX([A-Z])([A-Z])(?:STK)?(?:\/[A-Z]{3})?$/;

// FJM (free joint multi) indoor units: the FJM service manual lists "AJ009/012/015/018BNHDCH" beside the AC… indoor units;
// the multi service manual "Model name: AJ009JNNDCH AJ012JNNDCH AJ018JNNDCH AJ007JNADCH AJ009JNADCH AJ012JNADCH"; the
// Wind-Free 1-way user manual DB68-09260A-04 is titled "AJ***TN1DKH". AJ · 0 · capacity · generation letter · N (indoor) ·
// chassis · options. Samsung's capacity FAQ reads characters 4–5 as the capacity in kBtu/h (09 = 9,000 Btu/h); the
// outdoor AJ… units (AJ020BXJ2CH …) are ductless/samsung.ts's samsung.fjm-outdoor.
const FJM_INDOOR_SOURCE =
  'Samsung FJM multi air conditioner service manual (indoor AJ009/012/015/018BNHDCH): https://manualspro.net/274439-samsung-ar07-multi-air-conditioner-user-manual · Samsung free joint multi service manual (Model name: AJ009JNNDCH AJ012JNNDCH AJ018JNNDCH AJ007JNADCH AJ009JNADCH AJ012JNADCH): https://homedocbox.com/amp/76111432-Appliances/Air-conditioner-outdoor-unit-indoor-unit-1-precautions.html · Samsung user manual AJ***TN1DKH (DB68-09260A-04, Wind-Free 1way): https://manualsfile.com/product/k41o7jc4is4.html · Samsung support FAQ "How to check the capacity of the A/C system" ((4), (5) = capacity, 09 = 9,000 Btu): http://www.samsung.com/lb/support/skp/faq/1127572/';
const FJM_INDOOR = /^AJ0(07|09|12|15|18|24)([A-Z])N([A-Z0-9])([A-Z]{2,3})(?:\/[A-Z]{2})?$/;

function kbtuhFields(kbtuh: number): DecodedFields {
  // RULES.md §0.2: tons = kBtu/h ÷ 12.
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

const samsungCacEurope: NomenclatureRule = {
  id: 'samsung.cac-europe-kw-class',
  family: 'samsung',
  brands: ['Samsung'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 67 /* C */) return null;
    const m = CAC_EUROPE.exec(model);
    if (m === null) return null;
    const unit = m[3] ?? '';
    const indoor = unit === 'N' || unit === 'B';
    return decoded({
      family: 'samsung',
      brand: reportedBrand(brand, 'Samsung'),
      type: 'mini-splits',
      series: `AC-${m[2] ?? ''}${unit}`,
      model,
      description: indoor ? 'CAC single-split indoor unit (European kW class)' : 'CAC single-split outdoor unit (European kW class)',
      fields: {},
      evidence: 'src',
      rule: 'Samsung European CAC single split: AC · kW×10 class · generation · N / B indoor, X / C outdoor · chassis · options; type only',
      source: CAC_EUROPE_SOURCE,
    });
  },
};

const samsungNsRcCassette: NomenclatureRule = {
  id: 'samsung.ns-rc-cassette-pair',
  family: 'samsung',
  brands: ['Samsung'],
  unambiguousWithoutBrand: false,
  firstChars: 'NR',
  decode(model, brand) {
    if (brand === '') return null;
    const indoor = model.charCodeAt(0) === 78; /* N */
    const m = indoor ? NS_CASSETTE.exec(model) : RC_OUTDOOR.exec(model);
    if (m === null || !NS_RC_CLASSES.has(m[1] ?? '')) return null;
    return decoded({
      family: 'samsung',
      brand: reportedBrand(brand, 'Samsung'),
      type: 'mini-splits',
      series: indoor ? 'NS 4-way cassette' : 'RC outdoor',
      model,
      description: indoor ? '4-way cassette indoor unit' : 'outdoor unit for the 4-way cassette',
      fields: {},
      evidence: 'src',
      rule: 'Samsung NS 4-way cassette (NS · class · 4 · D/P/Z · X …) and RC outdoor unit (RC · class · D/P/Z · HX …); type only',
      source: NS_RC_SOURCE,
    });
  },
};

const samsungFjmIndoor: NomenclatureRule = {
  id: 'samsung.fjm-indoor',
  family: 'samsung',
  brands: ['Samsung'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 74 /* J */) return null;
    const m = FJM_INDOOR.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'samsung',
      brand: reportedBrand(brand, 'Samsung'),
      type: 'mini-splits',
      series: 'FJM multi indoor',
      model,
      description: 'free joint multi (FJM) indoor unit',
      fields: kbtuhFields(Number(m[1])),
      evidence: 'pattern',
      rule: 'Samsung FJM multi indoor unit: AJ · capacity digits 4–5 (kBtu/h) · generation · N (indoor) · chassis · options',
      source: FJM_INDOOR_SOURCE,
    });
  },
};

// Samsung's earlier system air conditioners (issue 18, light-commercial indoor gap scan), as its manuals title them:
// "SERVICE Manual CASSETTE TYPE AIR CONDITIONER INDOOR UNIT KH026EAM KH035EAM OUTDOOR UNIT UH026EAM UH035EAM", "SERVICE
// Manual SYSTEM AIR CONDITIONER INDOOR UNIT GH052EAM GH070EAM OUTDOOR UNIT UH052EAMT UH070EAMT", "INSTALLATION MANUAL System
// Air Conditioner (Cooling and Heating) Cassette Type Series CH070CAV1 CH105CAV CH140CAV". K / G / C (indoor) or U (outdoor)
// · H · class (the six printed: 026 035 052 070 105 140) · three letters · optional letter or digit. The class looks like
// kW×10 but no page in reach states it: type and unit only, evidence pattern.
const OLDER_SYSTEM_SOURCE =
  'Samsung manual titles "SERVICE Manual CASSETTE TYPE AIR CONDITIONER INDOOR UNIT KH026EAM KH035EAM OUTDOOR UNIT UH026EAM UH035EAM", "SERVICE Manual SYSTEM AIR CONDITIONER INDOOR UNIT GH052EAM GH070EAM OUTDOOR UNIT UH052EAMT UH070EAMT", "INSTALLATION MANUAL System Air Conditioner (Cooling and Heating) Cassette Type Series CH070CAV1 CH105CAV CH140CAV" (listed at https://homedocbox.com/amp/76111432-Appliances/Air-conditioner-outdoor-unit-indoor-unit-1-precautions.html); Samsung service manual UH070EAMT: https://manualmachine.com/samsung/uh070eamt/22348522-service-manual';
const OLDER_SYSTEM_CLASSES = new Set(['026', '035', '052', '070', '105', '140']);
const OLDER_SYSTEM = /^([KGCU])H(\d{3})[A-Z]{3}[A-Z0-9]?$/;
const OLDER_SYSTEM_UNIT: Record<string, string> = { K: 'cassette indoor unit', C: 'cassette indoor unit', G: 'indoor unit', U: 'outdoor unit' };

const samsungOlderSystem: NomenclatureRule = {
  id: 'samsung.older-system-kh-gh-ch-uh',
  family: 'samsung',
  brands: ['Samsung'],
  unambiguousWithoutBrand: false,
  firstChars: 'KGCU',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 72 /* H */ || model.length < 8 || model.length > 9) return null;
    const m = OLDER_SYSTEM.exec(model);
    if (m === null || !OLDER_SYSTEM_CLASSES.has(m[2] ?? '')) return null;
    const unit = m[1] ?? '';
    return decoded({
      family: 'samsung',
      brand: reportedBrand(brand, 'Samsung'),
      type: 'mini-splits',
      series: `${unit}H system air conditioner`,
      model,
      description: `system air conditioner ${OLDER_SYSTEM_UNIT[unit] ?? 'unit'}`,
      fields: {},
      evidence: 'pattern',
      rule: 'Samsung earlier system air conditioners: K / G / C (indoor) or U (outdoor) · H · class 026–140 · letters (KH026EAM, GH052EAM, UH052EAMT, CH070CAV1); type only',
      source: OLDER_SYSTEM_SOURCE,
    });
  },
};

export const SAMSUNG_EUROPE_CAC_RULES: readonly NomenclatureRule[] = [samsungCacEurope, samsungNsRcCassette, samsungFjmIndoor, samsungOlderSystem];
