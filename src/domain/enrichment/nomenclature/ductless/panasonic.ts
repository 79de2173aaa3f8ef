// Panasonic Aquarea air-to-water heat pumps and Panasonic ductless (CS- / CU-) (not in RULES.md).
// Aquarea: WH- + M monobloc / S split indoor (hydromodule) / A all-in-one (hydromodule + tank) + D, X (T-CAP),
// Q, H, L + C/F + capacity class (2 digits, kW; 4 digits a range: 0309 = 3–9 kW) + generation letter + backup
// heater kW + E5 / E8 (WH-MDC05H3E5, WH-SDC09F3E8, WH-ADC0309H3E5B); outdoor units WH-U / WH-W + letters +
// class + generation + E5/E8 (WH-UD09FE8, WH-UD05HE5-1, WH-UX12FE5); sets KIT- + the indoor key (KIT-WC09H3E5).
// Ductless: CS- indoor / CU- outdoor (a leading digit on multi outdoor units: CU-2Z35TBE) + series letters +
// size + version letters (CS-NE9LKE, CU-NE9LKE, CS-E18EKU, CU-3E23CBPG).
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Panasonic'] as const;

const AQUAREA_SOURCE =
  'Panasonic service manuals: WH-MDC05/07/09H3E5 mono bloc unit (PAPAMY1709003CE) https://scribd.com/document/728781635; WH-SDC09F3E8 / WH-UD09FE8 … WH-SDC16F9E8 (PAPAMY1405035CE) https://scribd.com/document/668284688; WH-ADC0309H3E5B / WH-UD03–09HE5-1 (PAPAMY1607070CE) https://www.scribd.com/document/629777220';
const DUCTLESS_SOURCE =
  'Panasonic air-conditioner service-manual titles (CS-NE9LKE CU-NE9LKE, CS-XE9EKE, CS-E18EKU CU-E18EKU, CU-2Z35TBE, CU-3E23CBPG, CS-S9NKV-7): https://homedocbox.com/amp/90568258-Appliances/Destination-europe-warning.html · Panasonic Australia voluntary recall of air conditioner models CU-A281KR, CU-C281KR, CU-A28BKP5, CU-C28BKP5: https://www.applianceretailer.com.au/hdtbcrexkj/';

const INDOOR = /^WH-?([MSA])([DXQHL])([CF])(\d{2}|\d{4})([A-Z])(\d{1,2})E([58])[A-Z0-9-]*$/;
const OUTDOOR = /^WH-?(UDZ|UD|UX|UQ|UH|WDG|WXG)(\d{2})([A-Z])E([58])[A-Z0-9-]*$/;
const KIT = /^KIT-?([A-Z]{2,4})(\d{2}|\d{4})([A-Z])\d{0,2}E([58])[A-Z0-9-]*$/;
// Australian units of 2001–2004 carry a digit before or after the version letters (CU-A281KR, CU-C28BKP5: the outdoor
// units of Panasonic Australia's voluntary recall of air conditioners sold January 2001 – August 2004).
const DUCTLESS = /^C([SU])-?([2-5]?)([A-Z]{1,4})(\d{1,2})(\d?[A-Z]{2,5}\d?)(?:-\d)?$/;
// Indian market (KY) forms the version letters above do not take: a star-rating digit and feature letters after KY, an
// optional -letter / -digit variant, and the CS-CU- set form (CS-NU18AKY4WXD, CS-EU18CKY5XFM-G, CS-KZ18AKYDSR,
// CS-RU18AKY-1, CS-CU-NU18YKY5W). Weaker source: the MirAIe integration's model table, no maker's key in reach.
const DUCTLESS_INDIA = /^C([SU])-?(CU-?)?([A-Z]{2})(\d{1,2})[A-Z]KY\d?[A-Z]{0,6}(?:-[A-Z0-9]|\d)?$/;
const INDIA_SOURCE =
  'type from selvakk2k/panasonic-ac-models models.json (Panasonic India MirAIe model families: indoor units CS-AU18AKYA … CS-VU18AKY, ac_types "Room Air Conditioner" / "Split"); no maker\'s key found';

const KW = new Set([3, 5, 6, 7, 9, 12, 14, 16]);

function kwOf(code: string): DecodedFields | null {
  if (code.length === 4) {
    const lo = Number(code.slice(0, 2));
    const hi = Number(code.slice(2));
    return KW.has(lo) && KW.has(hi) && lo < hi ? {} : null;
  }
  const kw = Number(code);
  return KW.has(kw) ? { heating_capacity_kw: kw } : null;
}

const KIND: Record<string, string> = { M: 'monobloc air-to-water heat pump', S: 'split indoor hydromodule', A: 'all-in-one indoor hydromodule with tank' };

export const panasonicAquarea: NomenclatureRule = {
  id: 'panasonic.aquarea',
  family: 'panasonic',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'WK',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 === 87) {
      // W
      if (model.charCodeAt(1) !== 72) return null;
      const i = INDOOR.exec(model);
      if (i) {
        const [, kind = '', line = '', , code = ''] = i;
        const fields = kwOf(code);
        if (fields === null) return null;
        return decodeOf('panasonic', pickBrand(BRANDS, brand), model, {
          type: 'heat pumps',
          series: `WH-${kind}${line}`,
          fields,
          description: `Aquarea ${KIND[kind] ?? 'unit'}`,
          evidence: 'pattern',
          rule: 'Panasonic Aquarea (not in RULES.md): WH- · M/S/A · line · class kW · generation · heater kW · E5/E8',
          source: AQUAREA_SOURCE,
        });
      }
      const o = OUTDOOR.exec(model);
      if (!o) return null;
      const [, line = '', code = ''] = o;
      const fields = kwOf(code);
      if (fields === null) return null;
      return decodeOf('panasonic', pickBrand(BRANDS, brand), model, {
        type: 'heat pumps',
        series: `WH-${line}`,
        fields,
        description: 'Aquarea split outdoor unit (air-to-water)',
        evidence: 'pattern',
        rule: 'Panasonic Aquarea (not in RULES.md): WH- · outdoor line · class kW · generation · E5/E8',
        source: AQUAREA_SOURCE,
      });
    }
    if (c0 !== 75) return null;
    const k = KIT.exec(model);
    if (!k) return null;
    const fields = kwOf(k[2] ?? '');
    if (fields === null) return null;
    return decodeOf('panasonic', pickBrand(BRANDS, brand), model, {
      type: 'heat pumps',
      series: `KIT-${k[1] ?? ''}`,
      fields,
      description: 'Aquarea set (indoor and outdoor unit)',
      evidence: 'pattern',
      rule: 'Panasonic Aquarea set (not in RULES.md): KIT- · indoor key',
      source: AQUAREA_SOURCE,
    });
  },
};

export const panasonicDuctless: NomenclatureRule = {
  id: 'panasonic.ductless',
  family: 'panasonic',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 67) return null;
    const m = DUCTLESS.exec(model);
    if (!m) return panasonicIndia(model, brand) ?? panasonicJapan(model, brand);
    const [, unit = '', zones = '', line = ''] = m;
    const outdoor = unit === 'U';
    return decodeOf('panasonic', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `C${unit}-${zones}${line}`,
      fields: {},
      description: outdoor ? (zones !== '' ? `ductless multi-zone outdoor unit (${zones} zones)` : 'ductless outdoor unit') : 'ductless indoor unit',
      evidence: 'pattern',
      rule: 'Panasonic ductless (not in RULES.md): CS- indoor / CU- outdoor · series · size · version (type only: the size is kBtu/h in North America, kW×10 elsewhere)',
      source: DUCTLESS_SOURCE,
    });
  },
};

// Japanese domestic room air conditioners (エオリア / Eolia): CS indoor / CU outdoor · 0–3 series letters · three digits
// (a class and a year digit: "冷房能力2.8kWの CS-X288A", "4.0kWの CS-X408A2" in the 2008 X series announcement) · 1–3
// letters · 2 (the 200 V models of the lists) · optional colour letter (CS-X402D2, CS-221DJ, CS-EX401D, CU-X402D2). No
// Panasonic key in reach reads the year digit or the letters: type and unit only, brand required.
const DUCTLESS_JAPAN = /^C([SU])-?([A-Z]{0,3})(\d\d)\d([A-Z]{1,3})2?(?:-?[A-Z])?$/;
const JAPAN_SOURCE =
  'Panasonic room air conditioner announcements as published: X series 2008 models CS-X288A (冷房能力2.8kW) and CS-X408A2 (4.0kW): https://prod-news.global.ssl.fastly.net/article/20071010-a038 · X / WX series 2016 models against the 2014 model CS-X405C2: https://prod-news.global.ssl.fastly.net/article/20150901-a436';

function panasonicJapan(model: string, brand: string) {
  if (brand === '') return null;
  const m = DUCTLESS_JAPAN.exec(model);
  if (!m) return null;
  const [, unit = '', line = '', cls = ''] = m;
  const kw10 = Number(cls);
  if (kw10 < 20 || kw10 > 90) return null;
  const outdoor = unit === 'U';
  return decodeOf('panasonic', pickBrand(BRANDS, brand), model, {
    type: 'mini-splits',
    series: `C${unit}-${line}`,
    fields: {},
    description: outdoor ? 'room air conditioner outdoor unit (Japanese domestic)' : 'room air conditioner indoor unit (Japanese domestic)',
    evidence: 'pattern',
    rule: 'Panasonic Japanese room air conditioner: CS- indoor / CU- outdoor · series · class and year digit · letters · 2 (type only)',
    source: `${DUCTLESS_SOURCE} · ${JAPAN_SOURCE}`,
  });
}

function panasonicIndia(model: string, brand: string) {
  if (brand === '') return null;
  const m = DUCTLESS_INDIA.exec(model);
  if (!m) return null;
  const [, unit = '', set = '', line = ''] = m;
  const outdoor = unit === 'U';
  if (set !== '' && outdoor) return null;
  return decodeOf('panasonic', pickBrand(BRANDS, brand), model, {
    type: 'mini-splits',
    series: `C${unit}-${line}`,
    fields: {},
    description: set !== '' ? 'split room air conditioner (indoor and outdoor unit)' : outdoor ? 'split outdoor unit' : 'split indoor unit',
    evidence: 'unconfirmed',
    rule: 'Panasonic Indian split (not in RULES.md): CS- indoor / CU- outdoor / CS-CU- set · series · size · generation · KY · star digit · feature letters (type only)',
    source: INDIA_SOURCE,
  });
}

// Panasonic light-commercial split (PAC-i) and its 2009 multi-split indoor line, S- indoor / U- outdoor: the PAC-i
// installation instructions list the outdoor units U-26PE1U6 … U-42PE1U6 (cooling / heating) and U-26PS1U6 … (cooling)
// with the indoor units by type (U1 4-way cassette S-26PU1U6 …, K1 wall mounted S-26PK1U6, T1 ceiling S-26PT1U6 …, F1 low
// silhouette duct S-26PF1U6 …); the service manual RAC1001001C8 lists wall mounted S-22KA1E5 … S-71KA1E5(S), 60 × 60
// cassette S-22YA1E5 … S-45YA1E5, cassette S-63UA1E5 … S-90UA1E5, slim hide away S-22NA1E5 … S-56NA1E5, low static hide
// away S-45MA1E5 … S-90MA1E5, with the outdoor units U-4LA1E5 … U-6LA1E5(-1). Class · the two type letters printed there ·
// generation digit · market (U6, E5, E5S, E5A). The class is kBtu/h in the U6 list and kW×10 in the E5 one: not read.
const PACI_SOURCE =
  'Panasonic installation instructions "Split System Air Conditioner" U-26PE1U6, U-36PE1U6, U-42PE1U6, U-26PS1U6, U-36PS1U6, U-42PS1U6 with indoor units by type (85464369531020): https://manualmachine.com/panasonic/u26ps1u6/3236464-installation/ · Panasonic service manual Order No. RAC1001001C8 (S-22KA1E5 … S-90MA1E5, U-4LA1E5 … U-6LA1E5-1): https://www.scribd.com/document/671144332/s22ka1e5';
const PACI_INDOOR_KIND: Record<string, string> = {
  PU: '4-way cassette indoor unit',
  PK: 'wall-mounted indoor unit',
  PT: 'ceiling indoor unit',
  PF: 'low silhouette duct indoor unit',
  KA: 'wall-mounted indoor unit',
  YA: '60 × 60 cassette indoor unit',
  UA: 'cassette indoor unit',
  NA: 'slim hide away (ducted) indoor unit',
  MA: 'low static pressure hide away (ducted) indoor unit',
};
const PACI_OUTDOOR_KIND: Record<string, string> = { PE: 'outdoor unit (cooling / heating)', PS: 'outdoor unit (cooling)', LA: 'multi-split outdoor unit' };
const PACI = /^([SU])-?(\d{1,2})([A-Z]{2})1(U6|E5)([SA]|-1)?$/;

export const panasonicPaci: NomenclatureRule = {
  id: 'panasonic.paci-s-u',
  family: 'panasonic',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'SU',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (brand === '' || (c0 !== 83 /* S */ && c0 !== 85 /* U */)) return null;
    const m = PACI.exec(model);
    if (!m) return null;
    const [, unit = '', , letters = ''] = m;
    const kind = unit === 'S' ? PACI_INDOOR_KIND[letters] : PACI_OUTDOOR_KIND[letters];
    if (kind === undefined) return null;
    return decodeOf('panasonic', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `${unit}-${letters}1`,
      fields: {},
      description: `PAC-i / commercial split ${kind}`,
      evidence: 'pattern',
      rule: 'Panasonic S- indoor / U- outdoor commercial split: class · type letters (PU, PK, PT, PF, KA, YA, UA, NA, MA / PE, PS, LA) · 1 · U6 / E5, as the manuals list them by type; type only',
      source: PACI_SOURCE,
    });
  },
};

export const PANASONIC_RULES: readonly NomenclatureRule[] = [panasonicAquarea, panasonicDuctless, panasonicPaci];
