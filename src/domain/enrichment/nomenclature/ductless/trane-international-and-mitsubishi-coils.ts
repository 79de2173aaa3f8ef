// Ductless and tropical-split families beyond trane/trane.ts / ductless/mitsubishi.ts: Trane's international mini-split
// and ducted-split key (4MWW, 4MCD, 4MWD, 4TTK, 4TWK, TTK …), the Trane / American Standard / RunTru
// "M" key (M4MHW, MAMHW …) with its other brand characters, and Mitsubishi Electric PAA cased coils.
// Coverage and sources in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { EquipmentType } from '../../catalog/equipment-types';
import type { NomenclatureRule } from '../types';

const TRANE_BRANDS = ['Trane', 'American Standard', 'RunTru', 'Ameristar'] as const;
const MITSUBISHI_BRANDS = ['Mitsubishi Electric', 'Trane / Mitsubishi Electric', 'American Standard / Mitsubishi Electric'] as const;

const SOURCE_UA =
  'Trane product catalogue MS-PRC033A-EN, Ducted-Split Tropical High Efficiency system, concealed unit 4MCD-UA / 4TTK-UA (model list: indoor 4MCDUA18T1000AA … 4MCDUA60T1000AA, outdoor 4TTKUA18T1000DA … 4TTKUA60T1000DA, cooling only, 18K–60K, R410A) — https://vdocuments.net/ducted-split-tropical-high-efficiency-system-concealed-unit.html';
const SOURCE_FA =
  'Trane catalogue Ducted On-Off FA Series, Ducted Concealed Split 4MWD / 4TWK heat pump 1.5–5 RT (nomenclature 4 M W D F A 1 8 S B 0 0 0 A A / 4 T W K F A 1 8 S B 0 0 0 U A; models 4MWDFA12SB000AA … 4MWDFA60SB000AA, 4TWKFA12SB000UA … 4TWKFA60SD000UA) — https://www.scribd.com/document/668469645/Ducted-On-Off-FA-Series-Trane';
const SOURCE_TTK =
  'Trane installation manual TTK-SVN001-EN, Mini-Split System Condensing Units 9,000–60,000 Btuh, TTK series (TTK 509 PB … TTK 536 KD, TTK 042 KD … TTK 060 KD; 60 Hz TTK 512 P1 … TTK 060 K4) — https://fdocuments.in/document/installation-manual-trane.html';
const SOURCE_ILLUSION =
  'Trane catalogue SSA-PRC012A-EN, Illusion split system air conditioning (concealed type), indoor MCDA18DB … MCDB60DB — https://scribd.com/document/731365624/DUCTED-SPLIT-R410';
const SOURCE_M_KEY =
  'Trane / American Standard / RunTru single-zone mini-split submittals M4MHW1509A-SUB-1B (M4MHW1509A1N0A with M4THS1509A11NA), M4MCW1509A-SUB-1B (M4MCW1509A1N0A with M4TCS1509A11NA), M4MLW1809A-SUB-1A (M4MLW1809A1N0A with M4TLS1809A11NA) — titles listed at https://homedocbox.com/amp/73903154-Appliances/Technical-guide-models-dcpm-dhpm-premium-series-ductless-single-split-air-conditioners-and-heat-pumps-22-seer-1-phase-3-4-thru-3-nominal-tons.html';
const SOURCE_PAA =
  'Mitsubishi Electric US installation manual PAA-A18, 24, 30, 36, 42AA1/BA1/CA1 (cased coil installed on a gas furnace, paired with an outdoor unit) — https://manualslib.es/manual/740352/Mitsubishi-Electric-Paa-A18Aa1.html';

/** Nominal kBtu/h classes printed in the Trane mini-split / ducted-split model lists. */
const TRANE_CODES = new Set(['09', '12', '18', '24', '30', '36', '42', '48', '60']);

function kbtuhFields(code: string): { cooling_capacity_kbtuh: number; cooling_capacity_tons: number } {
  const kbtuh = Number(code);
  return { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
}

/** Digit-2 product letters: M = indoor unit; T…K = outdoor (condensing) unit. C / T cooling only, W heat pump. */
function mode(letter: string): string | undefined {
  if (letter === 'C' || letter === 'T') return 'cooling only';
  if (letter === 'W') return 'heat pump';
  return undefined;
}

// 15-digit key: refrigerant (4 = R-410A, as MS-PRC033A lists every 4… model "R410A") · product (MCD concealed
// duct cooling-only indoor, MWD concealed duct heat-pump indoor, MWW / MCW wall indoor; TTK cooling-only /
// TWK heat-pump outdoor) · two series letters (UA, FA …) · kBtu/h · power / design characters.
const INTL = /^4(M[CWXY][WD]|T[TWXY]K)([A-Z]{2})(\d{2})([A-Z])([A-Z0-9]{1,8})$/;
// Ducted-split catalogues: their outdoor units serve only the concealed indoor unit (a ducted split system).
const DUCTED_SERIES = new Set(['UA', 'FA']);

const traneIntl: NomenclatureRule = {
  id: 'trane.ductless-international',
  family: 'trane',
  brands: TRANE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '4',
  decode(model, brand) {
    const m = INTL.exec(model);
    if (!m) return null;
    const [, product = '', series = '', cap = ''] = m;
    if (!TRANE_CODES.has(cap)) return null;
    const indoor = product[0] === 'M';
    const ducted = indoor ? product[2] === 'D' : DUCTED_SERIES.has(series);
    const fn = mode(product[1] ?? '');
    let type: EquipmentType = 'mini-splits';
    let description = indoor ? 'ductless wall-mounted indoor unit' : 'mini-split condensing unit';
    if (indoor && ducted) {
      type = 'air handlers';
      description = 'concealed ducted indoor unit (ducted split)';
    } else if (!indoor && ducted && fn !== undefined) {
      type = fn === 'heat pump' ? 'heat pumps' : 'air conditioners';
      description = `ducted split outdoor unit, ${fn}`;
    }
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type,
      series: `4${product}${series}`,
      model,
      description,
      fields: Object.assign(kbtuhFields(cap), { refrigerant: 'R-410A' }, fn === undefined ? {} : { efficiency_tier: fn }),
      evidence: 'pattern',
      rule: 'Trane international mini-split / ducted-split key: 4 (R-410A) · product · series letters · kBtu/h',
      source: series === 'UA' ? SOURCE_UA : series === 'FA' ? SOURCE_FA : `${SOURCE_UA}; ${SOURCE_FA}; ${SOURCE_TTK}`,
    });
  },
};

// Shorter print of the same products: optional refrigerant digit · product · series digit(s) · kBtu/h ·
// one or two letters (+ power digit): TTK512PB, TTK042KD, TTK512P1 (TTK-SVN001), 4MWW0512JB.
const INTL_SHORT = /^(4?)(M[CWXY][WD]|T[TWXY]K)(\d{1,2})(\d{2})([A-Z]{1,2}\d?)$/;
const traneIntlShort: NomenclatureRule = {
  id: 'trane.ductless-international-short',
  family: 'trane',
  brands: TRANE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '4MT',
  decode(model, brand) {
    const m = INTL_SHORT.exec(model);
    if (!m) return null;
    const [, refrigerant = '', product = '', , cap = ''] = m;
    if (!TRANE_CODES.has(cap)) return null;
    const indoor = product[0] === 'M';
    const fn = mode(product[1] ?? '');
    const ductedIndoor = indoor && product[2] === 'D';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: ductedIndoor ? 'air handlers' : 'mini-splits',
      series: `${refrigerant}${product}`,
      model,
      description: ductedIndoor ? 'concealed ducted indoor unit' : indoor ? 'ductless wall-mounted indoor unit' : 'mini-split condensing unit',
      fields: Object.assign(kbtuhFields(cap), refrigerant === '4' ? { refrigerant: 'R-410A' } : {}, fn === undefined ? {} : { efficiency_tier: fn }),
      evidence: 'pattern',
      rule: 'Trane mini-split short print: product · series digit(s) · kBtu/h · letters (TTK 512 PB)',
      source: SOURCE_TTK,
    });
  },
};

// Illusion concealed indoor units (SSA-PRC012A): MCD · design A/B · kBtu/h · DB.
const ILLUSION = /^MCD([AB])(18|24|30|36|42|48|60)(D[AB])$/;
const traneIllusion: NomenclatureRule = {
  id: 'trane.concealed-illusion',
  family: 'trane',
  brands: TRANE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    const m = ILLUSION.exec(model);
    if (!m) return null;
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, 'Trane'),
      type: 'air handlers',
      series: `MCD${m[1] ?? ''}`,
      model,
      description: 'concealed ducted indoor unit (split system, concealed type)',
      fields: kbtuhFields(m[2] ?? ''),
      evidence: 'pattern',
      rule: 'Trane Illusion concealed indoor unit: MCD · design · kBtu/h',
      source: SOURCE_ILLUSION,
    });
  },
};

// "M" key: M · brand character (4 as printed on the RunTru submittals; A, T on the American Standard /
// Trane badges — read as a position only) · M indoor / T outdoor · H heat pump / C cooling / L · W wall /
// S outdoor · two series characters · kBtu/h · design letter · options (M4MHW1509A1N0A, MAMHWUN18A1N0AA).
const M_KEY = /^M([4AT])([MT])([HCL])([WS])([0-9A-Z]{2})(09|12|18|24|30|36)([A-Z])(\d[A-Z0-9]{0,6})$/;
const traneMKey: NomenclatureRule = {
  id: 'trane.ductless-m-key',
  family: 'trane',
  brands: TRANE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    const m = M_KEY.exec(model);
    if (!m) return null;
    const [, badge = '', unit = '', fn = '', , , cap = ''] = m;
    const indoor = unit === 'M';
    const fromModel = badge === 'A' ? 'American Standard' : badge === 'T' ? 'Trane' : 'RunTru';
    return decoded({
      family: 'trane',
      brand: reportedBrand(brand, fromModel),
      type: 'mini-splits',
      series: `M${badge}${unit}${fn}${m[4] ?? ''}`,
      model,
      description: indoor ? 'ductless wall-mounted indoor unit' : 'ductless outdoor unit',
      fields: Object.assign(kbtuhFields(cap), fn === 'H' ? { efficiency_tier: 'heat pump' } : fn === 'C' ? { efficiency_tier: 'cooling only' } : {}),
      evidence: 'pattern',
      rule: 'Trane / American Standard / RunTru single-zone mini-split "M" key: unit · mode · series · kBtu/h',
      source: SOURCE_M_KEY,
    });
  },
};

// Mitsubishi Electric PAA cased coil: PAA-A · 18/24/30/36/42 (the A-range kBtu/h classes of §9.1) · AA/BA/CA cabinet · 1.
const PAA = /^PAA-?A(18|24|30|36|42)([ABC])A(\d?)$/;
const mitsubishiPaa: NomenclatureRule = {
  id: 'mitsubishi.paa-coil',
  family: 'mitsubishi',
  brands: MITSUBISHI_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    const m = PAA.exec(model);
    if (!m) return null;
    return decoded({
      family: 'mitsubishi',
      brand: (MITSUBISHI_BRANDS as readonly string[]).includes(brand) ? brand : MITSUBISHI_BRANDS[0],
      type: 'evaporator coils',
      series: 'PAA',
      model,
      description: `cased coil for a gas furnace, cabinet ${m[2] ?? ''}A`,
      fields: kbtuhFields(m[1] ?? ''),
      evidence: 'pattern',
      rule: 'Mitsubishi Electric PAA cased coil: A-range kBtu/h class · cabinet',
      source: SOURCE_PAA,
    });
  },
};

// Mitsubishi Electric Trane (METUS) badges, as the NRCan ccASHP rows list them under "Trane / Mitsubishi Electric"
// and "American Standard / Mitsubishi Electric":
// M-series equivalents N · T (Trane) / A (American Standard) · X · unit W wall / S outdoor / F floor / C cassette /
// D duct / M multi outdoor · two letters · kBtu/h · A/B · three digits (NTXWPH12A112AA, NAXSPB09A112AA, NTXMPH48A182AA);
// P-series equivalents T / A · PEAD, PKA, PLA, PCA, PVA (indoor) or SUZ, RUZ, UMY (outdoor) · range character(s) ·
// 0 + kBtu/h · 1 · options (TPKA0A0241KA70A, TPEADA0121AA70A, TRUZH0421KA00NA, TUMYP0601AK42).
const SOURCE_METUS = 'NRCan ccASHP rows of the "Trane / Mitsubishi Electric" and "American Standard / Mitsubishi Electric" badges (outdoor and indoor model, rated capacity per pairing), shipped as shared/data/catalog/raw';
const METUS_M = /^N([TA])X([WSFCDM])([A-Z]{2})(06|09|12|15|18|20|24|30|36|42|48|60)([AB])(\d{3})([A-Z*]{0,2})$/;
const METUS_P = /^([TA])(PEAD|PKA|PLA|PCA|PVA|RUZ|SUZ|RUY|SUY|UMY)([A-Z0-9])([A-Z0-9]?)0(12|15|18|24|30|36|42|48|54|60)1([A-Z]{2})(\d{2})([A-Z*]{0,2})$/;
const METUS_UNIT: Record<string, string> = { W: 'wall-mounted indoor unit', S: 'single-zone outdoor unit', F: 'floor-mounted indoor unit', C: 'ceiling cassette indoor unit', D: 'ducted indoor unit', M: 'multi-zone outdoor unit' };
/** The submitted brand when it is a Mitsubishi Electric badge, else the badge the model's T / A letter names. */
function metusBadgeBrand(brand: string, b: string): string {
  return brand !== '' && (MITSUBISHI_BRANDS as readonly string[]).includes(brand) ? brand : b === 'A' ? 'American Standard / Mitsubishi Electric' : 'Trane / Mitsubishi Electric';
}
const mitsubishiTraneBadged: NomenclatureRule = {
  id: 'mitsubishi.trane-badged',
  family: 'mitsubishi',
  brands: ['Trane / Mitsubishi Electric', 'American Standard / Mitsubishi Electric', 'Mitsubishi Electric'],
  unambiguousWithoutBrand: false,
  firstChars: 'NTA',
  decode(model, brand) {
    let m = METUS_M.exec(model);
    if (m) {
      const unit = m[2] ?? '';
      return decoded({
        family: 'mitsubishi',
        brand: metusBadgeBrand(brand, m[1] ?? ''),
        type: 'mini-splits',
        series: `N${m[1] ?? ''}X${unit}${m[3] ?? ''}`,
        model,
        description: `ductless ${METUS_UNIT[unit] ?? 'unit'}`,
        fields: kbtuhFields(m[4] ?? ''),
        evidence: 'pattern',
        rule: 'Mitsubishi Electric Trane M-series badge: N · T/A · X · unit · letters · kBtu/h',
        source: SOURCE_METUS,
      });
    }
    m = METUS_P.exec(model);
    if (!m) return null;
    const series = m[2] ?? '';
    const outdoor = series === 'RUZ' || series === 'SUZ' || series === 'RUY' || series === 'SUY' || series === 'UMY';
    return decoded({
      family: 'mitsubishi',
      brand: metusBadgeBrand(brand, m[1] ?? ''),
      // As ductless/mitsubishi.ts: the PVA multi-position unit is an air handler, every other P-series unit a mini-split.
      type: series === 'PVA' ? 'air handlers' : 'mini-splits',
      series: `${m[1] ?? ''}${series}`,
      model,
      description: series === 'PVA' ? 'multi-position air handler (P-series)' : outdoor ? 'P-series outdoor unit' : 'P-series indoor unit',
      fields: kbtuhFields(m[5] ?? ''),
      evidence: 'pattern',
      rule: 'Mitsubishi Electric Trane P-series badge: T/A · series · range · 0 + kBtu/h · options',
      source: SOURCE_METUS,
    });
  },
};

// Mitsubishi Electric series the §9.1 rules do not list, read as the NRCan ccASHP rows print them with their pairings:
// MLZ-KP09NA / 12 / 18 one-way ceiling cassettes (paired with SUZ-KA…NA outdoor units) and PUMY-P / PUMY-HP 36…60
// NKMU multi-zone outdoor units; the NA-market class is kBtu/h as in §9.1 (PUMY-HP48NKMU: 48,000 Btu/h class).
const MLZ = /^MLZ-?([A-Z]{2})(09|12|18|24)(NA\d?)$/;
const PUMY = /^PUMY-?(P|HP|SP)(36|42|48|60)(N[A-Z]{2,4}\d?)$/;
const SOURCE_MITSUBISHI_ROWS = 'NRCan ccASHP rows of Mitsubishi Electric (MLZ-KP09NA / MLZ-KP12NA / MLZ-KP18NA with SUZ-KA…NA outdoor units; PUMY-P36NKMU, PUMY-HP36NKMU, PUMY-HP48NKMU multi-zone outdoor units), shipped as shared/data/catalog/raw';
const mitsubishiMore: NomenclatureRule = {
  id: 'mitsubishi.mlz-pumy',
  family: 'mitsubishi',
  brands: MITSUBISHI_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'MP',
  decode(model, brand) {
    const mlz = MLZ.exec(model);
    const pumy = mlz === null ? PUMY.exec(model) : null;
    const m = mlz ?? pumy;
    if (m === null) return null;
    return decoded({
      family: 'mitsubishi',
      brand: (MITSUBISHI_BRANDS as readonly string[]).includes(brand) ? brand : MITSUBISHI_BRANDS[0],
      type: 'mini-splits',
      series: mlz ? `MLZ-${m[1] ?? ''}` : `PUMY-${m[1] ?? ''}`,
      model,
      description: mlz ? 'one-way ceiling cassette (indoor unit)' : 'P-series multi-zone outdoor unit',
      fields: kbtuhFields(m[2] ?? ''),
      evidence: 'pattern',
      rule: mlz ? 'Mitsubishi Electric MLZ one-way cassette: series letters · kBtu/h class · NA' : 'Mitsubishi Electric PUMY multi-zone outdoor: range · kBtu/h class · N… (NA market)',
      source: SOURCE_MITSUBISHI_ROWS,
    });
  },
};

export const DUCTLESS_MORE_RULES: readonly NomenclatureRule[] = [traneIntl, traneIntlShort, traneIllusion, traneMKey, mitsubishiPaa, mitsubishiTraneBadged, mitsubishiMore];
