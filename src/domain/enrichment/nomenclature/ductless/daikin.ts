// Daikin (Japanese-built) ductless and SkyAir model-number nomenclature, RULES.md §9.4. Goodman-built
// Daikin ducted equipment is §1.6 (families-core). Sources: RULES.md §13 S122, S123, S28, and the
// Daikin documents cited by each rule below.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { cite, coolingFromKw10, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Daikin'] as const;
/** North-American classes, kBtu/h (FTXS09HVJU … FTXS24HVJU; SkyAir FTQ/RZQ 18–48; CTXS07LVJU) [src]. */
const NA_KBTUH = new Set([7, 9, 12, 15, 18, 24, 30, 36, 42, 48]);
/** Europe/Asia-Pacific kW×10 classes (FTXM20…FTXM95, RXM…, 2MXM40…5MXM90) [src S28]. */
const KW10 = new Set([15, 20, 22, 25, 35, 40, 42, 50, 52, 60, 68, 71, 80, 85, 90, 95, 100, 125, 140]);

/**
 * Indoor: wall FTX… (FTXS, FTXM, FTXR, FTXB, FTXN, FTXA, FTXJ, FTXG, FTXP, FTXF, FTXC, FTXV), cooling-only FTK…,
 * multi-only CTX…, CDXS… and ATX…, floor FVX…, ducted FDMQ/FDXS/FBQ/FBA, SkyAir wall/cassette/suspended FTQ/FCQ/FAQ/FHQ/FFQ.
 * The letters after the size are generation, market/voltage (VJU, V1B, VMA …) and colour.
 */
// FTXTM / FTXTA: cold-region wall units (Daikin Online Controller list "FTXTM-M", python-daikinapi README).
const WALL_INDOOR = /^(FTXT[MAP]|FTX[SMRBNAJGPFCVZ]?|FTK[SMFBJ]?|FVX[SMBG]?)(\d\d)([A-Z][A-Z0-9]{0,8})?/;
// CDXS: the multi-only slim ducted indoor unit, listed as an indoor unit of the 2/3MXL-Q multi heat pump (CDXS15LVJU,
// CDXS18LVJU beside CTXS07LVJU, FDXS09LVJU, FFQ09LVJU) in Daikin service manual SiUS121602E "Multi-Split Type Air
// Conditioners 2/3MXL-Q Series": https://cdn.shopify.com/s/files/1/0253/0852/8730/files/Daikin_MXL_Service_Manual__5.pdf
const OTHER_INDOOR = /^(CTX[SMA]|CDXS|ATX[MSCFP]?|FDMQ|FDXS|FDXM|FBQ|FBA|FTQ|FCQ|FAQ|FHQ|FFQ)(\d\d)([A-Z][A-Z0-9]{0,8})?/;
/** Outdoor: pair RX… and RK…, SkyAir RZQ/RZR/RZF/RZA, multi 2–5MX…. (Bare RXT + digits is another maker's geothermal line: excluded; the cold-region RXTM / RXTA / RXTP are read.) */
// SkyAir RZQ / RZQS also in their three-digit kW×10 classes 100 / 125 / 140 (the KW10 set's): Daikin service manual
// SiBE28-804 "SkyAir RZQ71C7V1B, RZQ100~140C7V1B, RZQS71·100C7V1B, RZQS125·140C7V1B":
// https://www.scribd.com/document/679019068/634001164-EDMT281930-pdf. Other prefixes keep two digits (checked in decode).
const OUTDOOR = /^(RXT[MAP]|RX[SMGBAJPFCNLRZ]?|RK[SMFBJ]?|RZQS|RZ[QRFA]|[2-5]MX[SML]|4MXL|ARX[MSCFP]?)(100|125|140|\d\d)([A-Z][A-Z0-9]{0,8})?/;
/** Prefixes printed in the cited sources; the others read by the same key are tagged 'pattern'. */
const PRINTED: Record<string, EvidenceTag> = { FTXS: 'src', FTXG: 'src', FTX: 'src', RXS: 'src', RXG: 'src', RX: 'src', FTXM: 'src', RXM: 'src' };

/** North-American suffixes carry U (VJU, TAVJUA, HVJU, …VJU9): kBtu/h; every other market prints a kW×10 class. */
function capacityOf(code: string, suffix: string): DecodedFields | null {
  const n = Number(code);
  const northAmerican = suffix.includes('JU') || suffix.endsWith('U');
  if (northAmerican) return NA_KBTUH.has(n) ? { cooling_capacity_kbtuh: n, cooling_capacity_tons: n / 12 } : null;
  return KW10.has(n) ? coolingFromKw10(n) : null;
}

const SOURCE = cite('S122', 'S123', 'S28');
const RULE = '§9.4 Daikin ductless / SkyAir (FTXS09HVJU, RZQ36TAVJU: kBtu/h in North America; FTXM35R2V1B: kW×10 elsewhere)';

function makeRule(id: string, re: RegExp, unambiguous: boolean, firstChars: string): NomenclatureRule {
  return {
    id,
    family: 'daikin_ductless',
    brands: BRANDS,
    unambiguousWithoutBrand: unambiguous,
    firstChars,
    decode(model, brand) {
      const c0 = model.charCodeAt(0);
      // F, R, C, A, 2–5
      if (c0 !== 70 && c0 !== 82 && c0 !== 67 && c0 !== 65 && (c0 < 50 || c0 > 53)) return null;
      const m = re.exec(model);
      if (!m) return null;
      const [, prefix = '', code = '', suffix] = m;
      if (code.length === 3 && prefix !== 'RZQ' && prefix !== 'RZQS') return null;
      // Cut short after the size (FTXS12, RZQ24): only with the brand and nothing after it; the class alone tells the
      // market (the North-American kBtu/h and the kW×10 sets share only 42, which stays undecoded).
      const cut = suffix === undefined;
      if (cut && (brand === '' || m[0].length !== model.length || Number(code) === 42)) return null;
      const fields = capacityOf(code, cut ? (NA_KBTUH.has(Number(code)) ? 'U' : '') : suffix);
      if (fields === null) return null;
      return decodeOf('daikin_ductless', pickBrand(BRANDS, brand), model, {
        type: 'mini-splits',
        series: prefix,
        fields,
        evidence: cut ? 'pattern' : PRINTED[prefix] ?? 'pattern',
        rule: RULE,
        source: SOURCE,
      });
    },
  };
}

/** Brandless decodes only for the wall indoor FTX/FTK prefixes, the shape no other family uses. */
export const daikinIndoor = makeRule('daikin.ductless-indoor', WALL_INDOOR, true, 'F');
export const daikinOtherIndoor = makeRule('daikin.ductless-other-indoor', OTHER_INDOOR, false, 'CAF');
export const daikinOutdoor = makeRule('daikin.ductless-outdoor', OUTDOOR, false, 'RA2345');

// Sky Air outdoor units in their European form, which the §9.4 outdoor key (RZQ / RZR / RZF / RZA · two digits) does not
// read: RZAG (Sky Air Alpha-series, "RZAG71~140N") and RZASG (Sky Air Advance-series, "RZASG71~Y1"), kW×10 class 71 / 100 /
// 125 / 140 · generation letter (and digit) · V1 / Y1 · B (RZAG71NV1, RZASG100MV1, RZASG100M7V1B). Class read as kW×10 as
// the §9.4 key reads the export classes (S28). Brand required.
const SKY_AIR_EUROPE_SOURCE =
  'Daikin installer reference guide "RZAG71~140N Sky Air Alpha-series" 4P695307-1A (2024.02): https://www.easymanua.ls/daikin/rzag71n-v1b-series/manual?p=53 · Daikin installer reference guide "RZASG71~Y1 Sky Air Advance-series" 4P486047-1 (2017.04): https://manualshive.com/en/manual/daikin/rzasg100m7v1b/rzasg100m7v1b_installers-reference-manual_3655365-9.html';
const SKY_AIR_EUROPE_OUTDOOR = /^(RZAG|RZASG)(71|100|125|140)([A-Z]\d?)(V1|Y1)B?$/;

export const daikinSkyAirEuropeOutdoor: NomenclatureRule = {
  id: 'daikin.sky-air-europe-outdoor',
  family: 'daikin_ductless',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 82 /* R */) return null;
    const m = SKY_AIR_EUROPE_OUTDOOR.exec(model);
    if (m === null) return null;
    const prefix = m[1] ?? '';
    return decodeOf('daikin_ductless', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: prefix,
      description: `Sky Air ${prefix === 'RZAG' ? 'Alpha' : 'Advance'}-series outdoor unit`,
      fields: coolingFromKw10(Number(m[2])),
      evidence: 'pattern',
      rule: 'Daikin Sky Air European outdoor units: RZAG / RZASG · kW×10 class 71–140 · generation · V1 / Y1 (B)',
      source: SKY_AIR_EUROPE_SOURCE,
    });
  },
};

export const DAIKIN_DUCTLESS_RULES: readonly NomenclatureRule[] = [daikinIndoor, daikinOtherIndoor, daikinOutdoor, daikinSkyAirEuropeOutdoor];
