// Rheem / Ruud / WeatherKing HVAC model-number nomenclature, RULES.md §6.1–§6.3. The family with the
// weakest printed keys: capacity and SEER are safe, letter positions mostly unconfirmed (§6).
// Sources: RULES.md §13 S2, S4, S87–S91.
import type { NomenclatureRule } from '../types';
import { cite, coolingFromCode, decodeOf, pickBrand, plausibleInputCode, seerOk } from '../kit/rule-kit';

const BRANDS = ['Rheem', 'Ruud', 'WeatherKing'] as const;
/** R = Rheem, U = Ruud (§6.1), used when the submitted brand is none of the family's. */
function brandOf(letter: string, given: string): string {
  return pickBrand(BRANDS, given, letter === 'U' ? 'Ruud' : letter === 'W' ? 'WeatherKing' : 'Rheem');
}

// §6.1 2012 →: RA1424AJ1NA = R/U · A/P · 2-digit SEER · capacity · series letter · J (208/230-1).
const SPLIT_2012 = /^([RU])([AP])(\d\d)(\d\d)([A-Z])J/;
// §6.1 2006–2012: 13AJA24A01 = SEER · A/P · J · series · capacity.
const SPLIT_2006 = /^(1[0-6])([AP])J([A-Z])(\d\d)(?![0-9])/;
// §6.1 1990s–2005: RAKA-036JAZ = R/U · A/P · series letters · capacity · J.
// The number is often written cut off after the size (RAKA-036, RPNL-048): the J is then absent and nothing may follow.
const SPLIT_1990 = /^([RU])([AP])([A-Z]{2})-?(\d{3})(?:J|$)/;
// The series name alone, as people write it (RA16AZ, RP15, UA14): R/U · A/P · SEER (13–20) · up to 2 series letters,
// nothing after. Type and SEER only: the capacity is not written.
const SERIES_ONLY = /^([RU])([AP])(1[3-9]|20)([A-Z]{0,2})$/;

const TYPE = { A: 'air conditioners', P: 'heat pumps' } as const;

export const rheemSplit2012: NomenclatureRule = {
  id: 'rheem.split-2012',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'RU',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 82 && c0 !== 85) return null; // R, U
    const m = SPLIT_2012.exec(model);
    if (!m) return null;
    const [, maker = 'R', kind = 'A', seerDigits = '', cap = '', series = ''] = m;
    const seer = Number(seerDigits);
    const capacity = coolingFromCode(cap);
    if (!seerOk(seer) || !capacity) return null;
    return decodeOf('rheem', brandOf(maker, brand), model, {
      type: TYPE[kind as 'A' | 'P'],
      series: `${maker}${kind}${seerDigits}${series}`,
      fields: Object.assign({}, capacity, { seer }),
      // SEER and capacity [src S2]; A/P read as AC/HP from ENERGY STAR rows (README).
      evidence: 'pattern',
      rule: '§6.1 Rheem/Ruud split outdoor, 2012 → (RA1424AJ1NA)',
      source: cite('S2'),
    });
  },
};

export const rheemSplitOlder: NomenclatureRule = {
  id: 'rheem.split-older',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '1RU',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 === 49) {
      const m = SPLIT_2006.exec(model);
      if (!m) return null;
      const [, seerDigits = '', kind = 'A', series = '', cap = ''] = m;
      const capacity = coolingFromCode(cap);
      if (!capacity) return null;
      return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
        type: TYPE[kind as 'A' | 'P'],
        series: `${seerDigits}${kind}J${series}`,
        fields: Object.assign({}, capacity, { seer: Number(seerDigits) }),
        evidence: 'unconfirmed',
        rule: '§6.1 Rheem/Ruud split outdoor, 2006–2012 (13AJA24A01)',
        source: cite('S2'),
      });
    }
    if (c0 !== 82 && c0 !== 85) return null;
    const short = SERIES_ONLY.exec(model);
    if (short) {
      const [, maker = 'R', kind = 'A', seerDigits = '', letters = ''] = short;
      return decodeOf('rheem', brandOf(maker, brand), model, {
        type: TYPE[kind as 'A' | 'P'],
        series: `${maker}${kind}${seerDigits}${letters}`,
        fields: { seer: Number(seerDigits) },
        evidence: 'pattern',
        rule: '§6.1 Rheem/Ruud split outdoor, series name only (RA16, RP15): type and SEER',
        source: cite('S2'),
      });
    }
    const m = SPLIT_1990.exec(model);
    if (!m) return null;
    const [, maker = 'R', kind = 'A', series = '', cap = ''] = m;
    const capacity = coolingFromCode(cap);
    if (!capacity) return null;
    return decodeOf('rheem', brandOf(maker, brand), model, {
      type: TYPE[kind as 'A' | 'P'],
      series: `${maker}${kind}${series}`,
      fields: capacity,
      evidence: 'unconfirmed',
      rule: '§6.1 Rheem/Ruud split outdoor, 1990s–2005 (RAKA-036JAZ)',
      source: cite('S2'),
    });
  },
};

// §6.2 packaged: R · type (G/J/S/Q/K) · efficiency (N = 13 SEER, P = 14 SEER on J/S/Q) · series · capacity.
const PACKAGED = /^R([JSQK])([NP])([A-Z])-?([A-Z])?(\d{3})(?![0-9])/;
const RGEA = /^RGEA(1[3-5])-?(\d{3})(?![0-9])/;
/** Commercial sizes beyond the §0.2 grid stated by a source: RKNL-B300 = 25 t [S4]. */
const COMMERCIAL_KBTUH = new Set([300]);

const PACKAGED_SOURCE = cite('S4', 'S87', 'S88', 'S89', 'S90', 'S91');

export const rheemPackaged: NomenclatureRule = {
  id: 'rheem.packaged',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    if (model.charCodeAt(0) !== 82) return null;
    const source = PACKAGED_SOURCE;
    const gea = RGEA.exec(model);
    if (gea) {
      const [, seerDigits = '', cap = ''] = gea;
      const capacity = coolingFromCode(cap);
      if (!capacity) return null;
      return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
        type: 'packaged units',
        series: `RGEA${seerDigits}`,
        fields: Object.assign({}, capacity, { seer: Number(seerDigits) }),
        evidence: 'pattern',
        rule: '§6.2 Rheem packaged gas/electric (RGEA13/14/15)',
        source,
      });
    }
    const m = PACKAGED.exec(model);
    if (!m) return null;
    const [, kind = '', eff = '', line = '', , cap = ''] = m;
    const capacity = coolingFromCode(cap, COMMERCIAL_KBTUH);
    if (!capacity) return null;
    const seer = kind === 'K' ? undefined : eff === 'N' ? 13 : 14;
    return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `R${kind}${eff}${line}`,
      fields: Object.assign({}, capacity, { seer }),
      evidence: 'pattern',
      rule: '§6.2 Rheem packaged units (RJNL, RQPL, RSNM, RKNL-B180)',
      source,
    });
  },
};

// §6.3 (no key found; generic rules, unconfirmed): furnaces R801TA075…, R96VA085…, R92TA040…;
// air handlers RHLL-HM3617JA, RH1T3617…, RHMV2421…; coils RCF2421….
// WeatherKing prints the same furnace layout with W (W92TA0401317MSA beside Rheem R92TA0401317MSA).
const FURNACE = /^([RUW])(80|92|95|96|97|98)(\d)?([A-Z]{1,2})(\d{3})/;
// Older Rheem / Ruud gas furnaces (1990s–2010s): R/U · G gas · line letters · -size code (RGRA-07EAMER,
// RGPN-06, UGRJ-09, RGFE-12). The size code is the input class (-06 … -12 = 60,000 … 120,000 Btu/h on
// the RGJD sheet) but not the exact input (-07 is 75,000), so only the type is read. Packaged RGEA is not this key.
const OLDER_GAS_FURNACE = /^([RU])G([RTFGJPLDV][A-Z])-?(0[3-9]|1[0-5])(?![0-9])/;
export const OLDER_FURNACE_SOURCE =
  'Rheem conversion-kit chart 62-24174-02 (RGRS, RGTS, RGRK, RGRL, RGTK, RGFE, RGFG, RGGE, RGJF, RGFH, RGRM, RGRC, RGTC, RGTM, RGFD, RGGD, RGJD -04 to -12): https://manuzoid.com/manuals/mLmA6-Rheem%2062-24174-02%20User%20guide · RGJD spec sheet G11-494 (models -06 to -12, 60,000 to 120,000 Btu/h): https://manualmachine.com/rudd/rgjd06emck/5175275-user-manual · RGPN/RGPS/RGLN/RGLS installation instructions 92-24161-38-09: https://cupdf.com/document/rheem-gas-furnace-installation-manual.html · installation instructions 92-23531-70-01 for RGDG/RGDJ upflow, RGPH/RGPJ, RGVH/RGVJ horizontal, RGLH/RGLJ downflow induced-draft gas furnaces: https://pdfslide.net/documents/installation-instructions-for-upflow-rgdg-rgdj-2015-9-28-92-23531-70-01.html';
const AIR_HANDLER = /^RH([A-Z0-9][A-Z])-?([A-Z]{2})?(\d\d)\d\d/;
// Coils may print a 2-letter cabinet/option code before the size, as the air handlers do (RCFA-HM2417AC).
const COIL = /^RC([A-Z]{1,2})-?(?:[A-Z]{2})?(\d\d)\d\d/;
const WK_AIR_HANDLER = /^WH([A-Z0-9][A-Z])-?([A-Z]{2})?(\d\d)\d\d/;
const HANDLER_KBTUH = new Set([18, 24, 30, 36, 42, 48, 60]);
const GENERIC_RULE = '§6.3 Rheem/Ruud furnaces, air handlers, coils (generic reading, no key found)';

export const rheemIndoor: NomenclatureRule = {
  id: 'rheem.indoor',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 82 && c0 !== 85 && c0 !== 87) return null; // R, U, W
    const furnace = FURNACE.exec(model);
    if (furnace) {
      const [, maker = 'R', afue = '', stage = '', line = '', input = ''] = furnace;
      if (!plausibleInputCode(input)) return null;
      return decodeOf('rheem', brandOf(maker, brand), model, {
        type: 'furnaces',
        series: `${maker}${afue}${stage}${line}`,
        fields: { afue_percent: Number(afue), heating_input_kbtuh: Number(input) },
        evidence: 'unconfirmed',
        rule: GENERIC_RULE,
        source: 'RULES.md §6.3 (no printed key found; generic reading)',
      });
    }
    const older = OLDER_GAS_FURNACE.exec(model);
    if (older) {
      const [, maker = 'R', line = ''] = older;
      return decodeOf('rheem', brandOf(maker, brand), model, {
        type: 'furnaces',
        series: `${maker}G${line}`,
        fields: {},
        evidence: 'pattern',
        rule: '§6.3 older Rheem/Ruud gas furnaces (RGRA-07EAMER, RGPN-06, UGRJ-09), type only',
        source: OLDER_FURNACE_SOURCE,
      });
    }
    // WeatherKing prints the Rheem air-handler series with W ("WH1T series" sheet beside RH1T).
    if (c0 !== 82 && c0 !== 87) return null;
    const handler = c0 === 87 ? WK_AIR_HANDLER.exec(model) : AIR_HANDLER.exec(model);
    const coil = handler ? null : COIL.exec(model);
    const hit = handler ?? coil;
    if (!hit) return null;
    const cap = handler ? (handler[3] ?? '') : (coil?.[2] ?? '');
    const capacity = coolingFromCode(cap);
    if (!capacity || !HANDLER_KBTUH.has(Number(cap))) return null;
    return decodeOf('rheem', brandOf(c0 === 87 ? 'W' : 'R', brand), model, {
      type: handler ? 'air handlers' : 'evaporator coils',
      series: handler ? `${c0 === 87 ? 'W' : 'R'}H${handler[1] ?? ''}` : `RC${coil?.[1] ?? ''}`,
      fields: capacity,
      evidence: 'unconfirmed',
      rule: GENERIC_RULE,
      source: 'RULES.md §6.3 (no printed key found; generic reading)',
    });
  },
};

// RBHA / RBHC / RBHK / RBHP air handlers (Ruud prints the same R… air-handler series, as its RH1T sheet H22-559 shows): series · cabinet size code · design letter
// · heat and option digits. The Rheem bulletins are titled "Air handlers RBHK- / RBHA- series heat pump air handlers
// and fan coil unit", "RBHP- models"; the size code 14 / 17 / 21 / 24 is the cabinet code the export SBHC sheet
// EXH11-517 prints for 1½–5 ton models, not kBtu/h: type only.
const RBH = /^(R)BH([ACKP])-?(14|17|21|24)(?![0-9])/;
const RBH_SOURCE =
  'Rheem bulletin titles "AIR HANDLERS RBHK- SERIES HEAT PUMP AIR HANDLERS AND FAN COIL UNIT", "RBHA- SERIES …", "AIR HANDLERS RBHP- Models featuring R-22 / R-410A" (listed at https://homedocbox.com/amp/111929146-Appliances/Installation-instructions.html); export SBHC sheet EXH11-517 (SBHC-14, -17, -21, -24): https://www.scribd.com/document/351550249/SBHC-specsheet; Ruud RH1T air handler sheet H22-559: https://fdocuments.in/document/ruud-high-efficiency-air-handler.html';

export const rheemRbhAirHandler: NomenclatureRule = {
  id: 'rheem.rbh-air-handler',
  family: 'rheem',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    const m = RBH.exec(model);
    if (m === null) return null;
    const [, maker = 'R', line = ''] = m;
    return decodeOf('rheem', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: `${maker}BH${line}`,
      fields: {},
      description: 'air handler / fan coil',
      evidence: 'pattern',
      rule: 'Rheem / Ruud RBH· air handlers (RBHK-, RBHA-, RBHP- series), type only',
      source: RBH_SOURCE,
    });
  },
};

export const RHEEM_HVAC_RULES: readonly NomenclatureRule[] = [rheemSplit2012, rheemSplitOlder, rheemPackaged, rheemIndoor, rheemRbhAirHandler];
