// Ductless, room and portable families read from makers' own service / owner's manuals and data books (issue 18,
// ductless21): TCL wall splits and portables, Whynter portables, LG's global split names (LS- / AS- service-manual
// names, the A·UQ multi outdoor units, the R-32 K… single-zone names, the single light-commercial A··W / A··Q
// systems), Mitsubishi Electric's MUFZ floor-system outdoor unit and class-60 MXZ multi outdoor units, Toshiba's RAS
// split units and Haier's one-way cassette heads.
// Brand required for all: the shapes are short. Fields the manuals do not tie to the name stay absent.
// Coverage and evidence in README-extra.md ("Ductless, room and portable long tail (ductless21)").
import { decoded, reportedBrand } from '../common';
import { coolingFromKw10 } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

function classFields(kbtuh: number): DecodedFields {
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

// TCL wall-mounted splits: TAC · kBtu/h class · C (+ H) · S · platform letter · / · region-version code. The service
// manuals' specification tables rate TAC-09CHSA/XA31 at 9,000, -12CHSA 12,000, -18CHSA 18,000 and -24CHSA 24,000 Btu/h
// (TAC-09CHSA/F6 9,000, TAC-12CHSA/GI 12,000; TAC-09CHSD/XAB1I … 24CHSD, TAC-09CSD/XAB1 … 18CSD in the same key) and
// give the CH units' type as "heating pump". A C without the H is not described, so no tier is read for it.
const TCL_SPLIT_SOURCE =
  'TCL Inverter air conditioner service manual TAC-09/12/18/24CHSA/XA31 (rated cooling 9000 / 12000 / 18000 / 24000 Btu/h, type "heating pump"): https://manuals.online/tcl/air-conditioner/tac-09chsaxa31-inverter/user-manual/1dzgt · TAC-09CHSA/GI, TAC-12CHSA/GI service manual TE051220: https://manuals.plus/m/dd15c1712b475fe377a0941c880341aebfed6d46ad81c21f877bac8df5265328 · TAC-09CHSD/XAB1I service manual: https://manuals.online/tcl/air-conditioner/inverter-tac-09chsdxab1i/user-manual/1c90x · TAC-09CSD/XAB1 service manual: https://manuals.online/tcl/air-conditioner/tac-09csdxab1/user-manual/pni9';
const TCL_SPLIT = /^TAC-?(09|12|18|24)(CH|C)S([A-Z])?(?:\/[A-Z0-9]{1,8}(?:INVERTER)?)?$/;
// TCL portables: owner's manual "TCL Portable Air Conditioner, Models: TAC-08CPA/HC, TAC-10CPA/HC". Type only.
const TCL_PORTABLE_SOURCE = 'TCL Portable Air Conditioner owner\'s manual (TAC-08CPA/HC, TAC-10CPA/HC): https://manuals.plus/m/1b9fe7f6159f8eeef6198738d3e9f452ce4dc88d372a5edcc24ff6d954d007d2';
const TCL_PORTABLE = /^TAC-?(\d\d)CP([A-Z])(?:\/[A-Z0-9]{1,4})?$/;

const tcl: NomenclatureRule = {
  id: 'ductless-other.tcl-ductless21',
  family: 'ductless_other',
  brands: ['TCL'],
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (brand === '' || !model.startsWith('TAC')) return null;
    const split = TCL_SPLIT.exec(model);
    if (split !== null) {
      const fields = classFields(Number(split[1]));
      if (split[2] === 'CH') fields.efficiency_tier = 'heat pump';
      return decoded({
        family: 'ductless_other',
        brand: reportedBrand(brand, 'TCL'),
        type: 'mini-splits',
        series: `TAC-${split[2] ?? ''}S${split[3] ?? ''}`,
        model,
        description: 'wall-mounted split air conditioner',
        fields,
        evidence: 'src',
        rule: 'TCL wall split (ductless21): TAC · kBtu/h class · C/CH (CH = heat pump) · S · platform · /version',
        source: TCL_SPLIT_SOURCE,
      });
    }
    const portable = TCL_PORTABLE.exec(model);
    if (portable === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'TCL'),
      type: 'packaged units',
      series: 'TAC-CP',
      model,
      description: 'portable room air conditioner',
      fields: {},
      evidence: 'src',
      rule: 'TCL portable (ductless21): TAC · two digits · CP · letter · /version; type only',
      source: TCL_PORTABLE_SOURCE,
    });
  },
};

// Whynter portables: ARC · two-digit class · options. The instruction manuals are titled "Whynter ECO-Friendly 14,000 BTU
// Portable Air Conditioner With Heater ARC-14SH" and "… 14,000 BTU Portable Air Conditioner, MODEL#: ARC-142BX": the
// first two digits are the class in kBtu/h (a third digit, as in 142, is a version). Room units are `packaged units`
// here, as in room-units/room-air-conditioners.ts.
const WHYNTER_SOURCE =
  'Whynter ARC-14SH user manual ("ECO-Friendly 14,000 BTU Portable Air Conditioner With Heater"): https://manualscenter.org/whynter/whynter-eco-friendly-14000-btu-portable-air-conditioner-with-heater-arc-14sh-user-manual/ · Whynter instruction manual "ECO-FRIENDLY 14,000 BTU PORTABLE AIR CONDITIONER, MODEL#: ARC-142BX": https://deploy.doczz.net/doc/6543204/instruction-manual--o-whynter-eco-friendly-14-000-btu-por...';
const WHYNTER = /^ARC-?(08|09|10|11|12|13|14)(\d?)([A-Z]{1,4})$/;

const whynter: NomenclatureRule = {
  id: 'ductless-other.whynter-portable-ductless21',
  family: 'ductless_other',
  brands: ['Whynter'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '' || !model.startsWith('ARC')) return null;
    const m = WHYNTER.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Whynter'),
      type: 'packaged units',
      series: 'ARC',
      model,
      description: m[3]?.endsWith('H') ? 'portable room air conditioner with heater' : 'portable room air conditioner',
      fields: classFields(Number(m[1])),
      evidence: 'pattern',
      rule: 'Whynter portable (ductless21): ARC · kBtu/h class · (version digit) · options',
      source: WHYNTER_SOURCE,
    });
  },
};

// LG split names of the global service manuals, written with a hyphen: LS (split) / AS (Art Cool split) · a function
// letter (Q, H, C, W, J, K, L…) · a 3–4 digit capacity/chassis code · options, e.g. LS-Q096ABL, LS-H096QNA0, LS-C082QMA0,
// AS-W096URH0, AS-H126PBC0, LS-J0761CL, LS-K1830CL, LS-L1210CL; and the older LS-090CE / LS-180CE. Every one of these
// manuals is for a split unit with an indoor and an outdoor unit. Type only: the manuals' "LG Model Name" pages that
// explain the code were not within reach, so no capacity is read.
const LG_DASH_SOURCE =
  'LG Room Air Conditioner service manuals: LS-Q096ABL … LS-H096QNA0, LS-C082QMA0 (https://it.scribd.com/document/417986904/LS-H096QNA0-Service-Manual-pdf), AS-W096URH0 … AS-W126UCH0 Art Cool Mirror (https://www.slideshare.net/slideshow/artcool-mirror-suchassisservicemanual/31533191), LS-H126P*C0 / AS-H096P*C0 (https://manuals.online/lg/air-conditioner/as-h096pbc0/user-manual/1qum5), LS-J0761CL … LS-J0964CL (https://manuals.online/lg/air-conditioner/ls-j0761clcm/user-manual/2ax0n), LS-J0910CL, LS-K1830CL, LS-K2430CL, LS-L1210CL, LS-090CE, LS-180CE';
const LG_DASH = /^(LS|AS)-([A-Z])(\d{3,4})([A-Z]{2,3}\d?)$/;
const LG_DASH_OLD = /^LS-(090|120|180|240)(CE|HE)$/;

// LG multi-split outdoor units of the global owner's & installation manual MFL63260123: A2UQ18GFD0, A3UQ24GFD0,
// A3UQ30GFD1, A4UQ36GFD0, A5UQ48GFA1. Type only (the manual gives no key to the digits).
const LG_MULTI_SOURCE = 'LG air conditioner owner\'s & installation manual MFL63260123 (A2UQ18GFD0 A3UQ24GFD0 A3UQ30GFD1 A4UQ36GFD0 A5UQ48GFA1): https://scribd.com/document/733192618/a2uq18gfd0';
const LG_MULTI = /^A([2-5])UQ(18|24|30|36|48)([A-Z]{3}\d)$/;

// LG's R-32 single-zone names (North America): the engineering manual of KSSAP241A prints the key "1. Refrigerant K = R32;
// 2. Component N = Indoor Unit, S = System, U = Outdoor Unit; 3. Product Category S = Single; 4. Product Type A = Wall…",
// then the capacity code and a version letter (KNSAL091A, owner's manual MFL71982461 "K*SAL**1A … TYPE: WALL MOUNTED").
// The rest of the printed key was not within reach: refrigerant and unit only, no capacity.
const LG_R32_SOURCE =
  'LG engineering manual KSSAP241A, "UNIT NOMENCLATURE 1. Refrigerant K = R32 2. Component N = Indoor Unit S = System U = Outdoor Unit 3. Product Category S = Single 4. Product Type A = Wall…": https://www.manualslib.com/manual/3977895/Lg-Kssap241a.html · LG owner\'s manual MFL71982461 (K*SAL**1A, TYPE: WALL MOUNTED; KNSAL091A): https://manualsfile.com/product/k60lsykixp3.html';
const LG_R32 = /^K([NSU])S([A-Z])([A-Z])(\d{3})([A-Z])$/;
const LG_R32_UNIT: Record<string, string> = { N: 'single-zone indoor unit', S: 'single-zone system', U: 'single-zone outdoor unit' };

const lgGlobal: NomenclatureRule = {
  id: 'lg.global-split-ductless21',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'LAK',
  decode(model, brand) {
    if (brand === '') return null;
    const lead = model.charCodeAt(0);
    if (lead === 76 /* L */ || (lead === 65 /* A */ && model.charCodeAt(2) === 45) /* AS- */) {
      const m = LG_DASH.exec(model) ?? LG_DASH_OLD.exec(model);
      if (m === null) return null;
      const artCool = m[1] === 'AS';
      return decoded({
        family: 'lg',
        brand: reportedBrand(brand, 'LG'),
        type: 'mini-splits',
        series: artCool ? 'AS-' : 'LS-',
        model,
        description: artCool ? 'Art Cool wall-mounted split unit' : 'wall-mounted split unit',
        fields: {},
        evidence: 'src',
        rule: 'LG global split (ductless21): LS- / AS- · function letter · capacity/chassis code · options; type only',
        source: LG_DASH_SOURCE,
      });
    }
    if (lead === 65 /* A */) {
      const m = LG_MULTI.exec(model);
      if (m === null) return null;
      return decoded({
        family: 'lg',
        brand: reportedBrand(brand, 'LG'),
        type: 'mini-splits',
        series: 'AUQ',
        model,
        description: 'multi-split outdoor unit',
        fields: {},
        evidence: 'src',
        rule: 'LG global multi-split outdoor unit (ductless21): A · digit · UQ · two digits · letters · digit; type only',
        source: LG_MULTI_SOURCE,
      });
    }
    const m = LG_R32.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'mini-splits',
      series: `K${m[1] ?? ''}S${m[2] ?? ''}`,
      model,
      description: LG_R32_UNIT[m[1] ?? ''] ?? 'single-zone unit',
      fields: { refrigerant: 'R-32' },
      evidence: 'src',
      rule: 'LG R-32 single-zone key (ductless21): K (R-32) · N indoor / S system / U outdoor · S single · product type · letter · capacity code · letter; no capacity',
      source: LG_R32_SOURCE,
    });
  },
};

// LG single (light commercial) systems of the global product data books: one outdoor unit for one ceiling cassette,
// ceiling-suspended or ceiling-concealed duct indoor unit. MFL67986305 (60 Hz heat pump line-up ATUW18GPLT0 …
// ABUW60GRLT0, APUW50GT1M0) prints the key: A · letter · U · model type (Q cooling only, W heat pump) · size · electrical
// rating (G 230 V 1 Ø 60 Hz, L 400 V 3 Ø 60 Hz) · chassis · look · functions · T tropical · serial digit. MFL67986330
// (Single Universal, cooling only) pairs outdoor AUUQ21GT6 … AUUQ60LT6 with indoor ABNQ21GM1T6, ATNQ28GPLT6,
// APNQ55GT3E6: N in the third place is the indoor unit, U the outdoor unit. The size is not read: the same book rates
// the size-21 pair at 16,200 Btu/h. Mini-splits, as ductless/lg.ts reads LG's single-zone ducted and cassette systems.
const LG_SINGLE_SOURCE =
  'LG engineering product data book P/No. MFL67986305 (ATUW18GPLT0 … ABUW60GRLT0, APUW50GT1M0; nomenclature "A T U W 24 G N L E T 0": model type Q cooling only / W heat pump, electrical ratings G 230V 1Ø 60Hz / L 400V 3Ø 60Hz): https://www.scribd.com/document/855770880/ABUW60GRLT0-220v · LG Single Universal cooling only MFL67986330 (AUUQ21GT6 + ABNQ21GM1T6 … AUUQ60LT6 + ABNQ60LM3T6; AUUQ21GT6 + ABNQ21GM1T6 rated 16,200 Btu/h): https://www.scribd.com/document/687938519/SCAC-R410A-50-60Hz-Saudi-ODU-CO-MFL67986330-20220401';
const LG_SINGLE = /^A([A-Z])([NU])([WQ])(\d{2})([GL])([A-Z][A-Z0-9]{0,4})(\d)$/;

const lgSingle: NomenclatureRule = {
  id: 'lg.single-global-ductless21',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model, brand) {
    if (brand === '') return null;
    const third = model.charCodeAt(2);
    if (third !== 78 /* N */ && third !== 85 /* U */) return null;
    const m = LG_SINGLE.exec(model);
    if (m === null) return null;
    const fields: DecodedFields = { efficiency_tier: m[3] === 'W' ? 'heat pump' : 'cooling only' };
    if (m[5] === 'G') {
      fields.voltage_v = 230;
      fields.phase = 1;
    } else {
      fields.voltage_v = 400;
      fields.phase = 3;
    }
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'mini-splits',
      series: `A${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}`,
      model,
      description: m[2] === 'N' ? 'single-zone light commercial indoor unit' : 'single-zone light commercial outdoor unit',
      fields,
      evidence: 'src',
      rule: 'LG single system, global (ductless21): A · letter · N indoor / U outdoor · Q/W · size · G/L rating · chassis · look · serial digit; size not read',
      source: LG_SINGLE_SOURCE,
    });
  },
};

// Mitsubishi Electric MUFZ: the outdoor unit of the MFZ floor-standing system (service manual OBH667, "MUFZ-KJ35VE,
// MUFZ-KJ50VE OUTDOOR UNIT"). The class follows §9.1: a V… (export) suffix prints kW×10 (35 = 3.5 kW), an NA suffix
// the kBtu/h (MUZ-FH09NA rated 9,000 Btu/h in OBH684). ductless/mitsubishi.ts reads MUZ/MFZ but not this prefix.
const MUFZ_SOURCE =
  'Mitsubishi Electric service manual OBH667 "MUFZ-KJ35VE, MUFZ-KJ50VE OUTDOOR UNIT" (listed at https://homedocbox.com/amp/112765750-Appliances/Service-manual-muz-fh25ve-muz-fh35ve-muz-fh50ve-outdoor-unit-no-obh624-models-hfc-revision-a-muz-fh50ve-e1-has-been-added-please-void-obh624.html); NA class = kBtu/h: service manual OBH684 (MUZ-FH09NA 9,000 Btu/h): https://www.manualshelf.com/manual/mitsubishi/mz-fh09na/m-series-hyper-heating-muz-fh-technical-service-manual-catalan-english.html';
const MUFZ = /^MUFZ-?([A-Z]{2})(\d\d)(NA|VE|VA)([A-Z]{0,3}\d?)(?:-?[A-Z]{1,2}\d)?$/;
const MUFZ_NA_KBTUH = new Set([9, 12, 15, 18]);
const MUFZ_KW10 = new Set([25, 35, 50]);

const mitsubishiMufz: NomenclatureRule = {
  id: 'mitsubishi.mufz-ductless21',
  family: 'mitsubishi',
  brands: ['Mitsubishi Electric'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || !model.startsWith('MUFZ')) return null;
    const m = MUFZ.exec(model);
    if (m === null) return null;
    const n = Number(m[2]);
    let fields: DecodedFields;
    if (m[3] === 'NA') {
      if (!MUFZ_NA_KBTUH.has(n)) return null;
      fields = classFields(n);
    } else {
      if (!MUFZ_KW10.has(n)) return null;
      fields = coolingFromKw10(n);
    }
    return decoded({
      family: 'mitsubishi',
      brand: reportedBrand(brand, 'Mitsubishi Electric'),
      type: 'mini-splits',
      series: `MUFZ-${m[1] ?? ''}`,
      model,
      description: 'floor-standing system outdoor unit (heat pump)',
      fields,
      evidence: m[3] === 'NA' ? 'pattern' : 'src',
      rule: 'Mitsubishi Electric MUFZ (ductless21): MUFZ · series · class (NA kBtu/h, V… kW×10) · suffix',
      source: MUFZ_SOURCE,
    });
  },
};

// Mitsubishi Electric multi-zone outdoor units of the 60 class: the installation manual of MXZ-SM36/48/60NAM2 and
// MXZ-SM36/42/48NAMHZ2 and the 8-port MXZ-8C60NA. ductless/mitsubishi.ts reads MXZ classes up to 48 (§9.1); the NA class is the
// kBtu/h as there (MXZ-8B48NA with its branch boxes, OCH468), so 60 = 60,000 Btu/h (pattern).
const MXZ60_SOURCE =
  'Mitsubishi Electric installation manual "MXZ-SM36/48/60NAM2, MXZ-SM36/42/48NAMHZ2" outdoor unit: https://manualspro.net/376893-mitsubishi-electric-mxz-sm36-air-conditioners-outdoor-unit-instruction-manual · technical & service manual OCH468 (MXZ-8B48NA outdoor unit with branch boxes PAC-AKA51BC / PAC-AKA31BC): https://fdocuments.in/document/mitsubishi-mxz-8b48napacaka51bc-service-manual.html';
const MXZ60 = /^MXZ-?(8[A-Z]|SM)60NA[A-Z]{0,3}\d?(?:-U\d?)?$/;

const mitsubishiMxz60: NomenclatureRule = {
  id: 'mitsubishi.mxz-60-ductless21',
  family: 'mitsubishi',
  brands: ['Mitsubishi Electric'],
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || !model.startsWith('MXZ')) return null;
    const m = MXZ60.exec(model);
    if (m === null) return null;
    return decoded({
      family: 'mitsubishi',
      brand: reportedBrand(brand, 'Mitsubishi Electric'),
      type: 'mini-splits',
      series: `MXZ-${m[1] ?? ''}`,
      model,
      description: 'multi-zone heat pump outdoor unit',
      fields: classFields(60),
      evidence: 'pattern',
      rule: 'Mitsubishi Electric MXZ multi-zone outdoor unit, class 60 (ductless21): MXZ · 8 ports + series / SM · 60 · NA · suffix',
      source: MXZ60_SOURCE,
    });
  },
};

// Toshiba split room units (RAS): the service manuals title each system as its indoor / outdoor pair, and in every pair
// the letter after the series code is K on the indoor (wall) unit and A on the outdoor unit: RAS-10SK-E / RAS-10SA-E,
// RAS-07PKVP-E / RAS-07PAVP-E, RAS-10YK-E / RAS-10YA-E, RAS-13NKHD-E / RAS-13UAH-E3, RAS-B10N3KV2-E1 / RAS-10N3AV2-E1
// (B = the indoor unit's panel variant), and the multi-split RAS-M10SKV-E indoor with RAS-M18SA-E outdoor. The two-digit
// class (07, 10, 13, 16, 18, 22, 24) is Toshiba's size class, not kBtu/h or kW×10 (RAS-10 units are rated 2.5 kW):
// type and unit only.
const TOSHIBA_SOURCE =
  'Toshiba service manuals: FILE NO. A08-010 "RAS-07PKVP-E … RAS-18PKVP-E <High Wall, Heat Pump Type> indoor unit, RAS-07PAVP-E … RAS-18PAVP-E outdoor unit": https://www.scribd.com/document/544153339/Toshiba-PKVP-Service-Manual-Eng · A00-9708 "RAS-10SK-E / RAS-10SA-E split wall type": https://www.manualslib.com/manual/844956/Toshiba-Ras-10sa-E-1.html · DAS-SM-00-001 "RAS-07YKX / RAS-07YAX … RAS-10YK-E / RAS-10YA-E": https://manualmachine.com/toshiba/ras10ykhx/10508762-service-manual · SVM-04022 "RAS-13NKHD-E … RAS-10UAH-E3": https://www.manualslib.com/manual/754841/Toshiba-Ras-13nkhd-E.html · "RAS-10N3AV2-E1, RAS-B10N3KV2-E1 … Indoor Unit Outdoor Unit": https://homedocbox.com/amp/88417103-Appliances/Service-manual-split-type-ras-10n3av2-e1-ras-b10n3kv2-e1-ras-b13n3kv2-e1-ras-b16n3kv2-e1-ras-13n3av2-e1-ras-16n3av2-e-r410a-indoor-unit-outdoor-unit.html · A00-9704 multi split "RAS-10SK-E x2, RAS-M18SA-E": https://manualshive.com/ru/manual/toshiba/ras-m18sa-e/1135162';
const TOSHIBA_RAS = /^RAS-?([BM])?(07|10|13|14|16|18|22|24)([A-Z]\d?)([KA])([A-Z0-9]{0,4})(?:-[A-Z]{1,2}\d?)?$/;

const toshibaRas: NomenclatureRule = {
  id: 'ductless-other.toshiba-ras-ductless21',
  family: 'ductless_other',
  brands: ['Toshiba'],
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (brand === '' || !model.startsWith('RAS')) return null;
    const m = TOSHIBA_RAS.exec(model);
    if (m === null) return null;
    const indoor = m[4] === 'K';
    // The multi-split outdoor unit is the M-prefixed A unit; the M-prefixed K unit is a multi-split indoor head.
    const multi = m[1] === 'M';
    return decoded({
      family: 'ductless_other',
      brand: reportedBrand(brand, 'Toshiba'),
      type: 'mini-splits',
      series: `RAS-${m[3] ?? ''}`,
      model,
      description: `${multi ? 'multi-split ' : ''}${indoor ? 'indoor' : 'outdoor'} unit`,
      fields: {},
      evidence: 'src',
      rule: 'Toshiba RAS split (ductless21): RAS · (B / M) · size class · series · K indoor / A outdoor · options · market; type only',
      source: TOSHIBA_SOURCE,
    });
  },
};

// Haier one-way cassette heads of the North-American single-zone ductless line: the installation instructions
// "Ductless Single Zone with One-Way Cassette Indoor Unit" for US09AB2BEA. ductless/haier.ts reads the A… / n U… names and the
// USYM / USYF ducted heads, not this one. Type only: one size is documented.
const HAIER_US_SOURCE = 'Haier installation instructions "Ductless Single Zone with One-Way Cassette Indoor Unit" (US09AB2BEA): https://www.notice-facile.com/en/manual/753966/haier+us09ab2bea';
const HAIER_US = /^US(09|12|15|18|24)AB(\d)[A-Z]{3}$/;

const haierOneWayCassette: NomenclatureRule = {
  id: 'haier.one-way-cassette-ductless21',
  family: 'haier',
  brands: ['Haier'],
  unambiguousWithoutBrand: false,
  firstChars: 'U',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 83 /* S */) return null;
    if (HAIER_US.exec(model) === null) return null;
    return decoded({
      family: 'haier',
      brand: reportedBrand(brand, 'Haier'),
      type: 'mini-splits',
      series: 'US·AB',
      model,
      description: 'ductless one-way cassette indoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Haier one-way cassette indoor unit (ductless21): US · class · AB · digit · letters; type only',
      source: HAIER_US_SOURCE,
    });
  },
};

export const DUCTLESS_GLOBAL_RULES: readonly NomenclatureRule[] = [tcl, whynter, lgGlobal, lgSingle, mitsubishiMufz, mitsubishiMxz60, toshibaRas, haierOneWayCassette];
