// York / Coleman / Luxaire / JCI model-number nomenclature, RULES.md §7.1–§7.4 (split outdoor,
// furnaces, manufactured-housing furnaces, packaged). Sources: RULES.md §13 S93–S105.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { cite, coolingFromCode, decodeOf, pickBrand, plausibleInputCode } from '../kit/rule-kit';

/** The York group's badges (Johnson Controls): one list for every York-numbered rule. */
export const YORK_BRANDS = ['York', 'Coleman', 'Luxaire', 'Fraser-Johnston', 'Guardian', 'Evcon', 'Champion', 'Johnson Controls'] as const;
const BRANDS = YORK_BRANDS;
/** Brand letter (§7.1, §7.2): Y = York, G = Guardian, L = Luxaire, C = Coleman; T (Coleman or Luxaire) → family lead. */
const BRAND_LETTER: Record<string, string> = { Y: 'York', G: 'Guardian', L: 'Luxaire', C: 'Coleman' };
function brandOf(letter: string, given: string): string {
  return pickBrand(BRANDS, given, BRAND_LETTER[letter] ?? 'York');
}

// §7.1 YCJD18: brand · C/H · platform (J 1-phase) · efficiency (D 13, F 14.5 SEER) · capacity kBtu/h.
const SPLIT = /^([YTG])([CH])([JGH])([DF])(\d\d)(?![0-9])/;
/** Refrigerant stated by the source titles for these exact series (§7.1); never inferred from letters. */
const TITLED_REFRIGERANT: Record<string, string> = { YCJD: 'R-410A', TCGD: 'R-410A', YCHD: 'R-410A', GCGD: 'R-22' };

export const yorkSplit: NomenclatureRule = {
  id: 'york.split-outdoor',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstCharsChecked: 'YTG',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 89 && c0 !== 84 && c0 !== 71) return null; // Y, T, G
    const m = SPLIT.exec(model);
    if (!m) return null;
    const [, maker = 'Y', kind = '', platform = '', eff = '', cap = ''] = m;
    const kbtuh = Number(cap);
    const capacity = coolingFromCode(cap);
    if (!capacity || kbtuh < 18 || kbtuh > 60) return null;
    const series = `${maker}${kind}${platform}${eff}`;
    return decodeOf('york', brandOf(maker, brand), model, {
      type: kind === 'C' ? 'air conditioners' : 'heat pumps',
      series,
      fields: {
        ...capacity,
        seer: eff === 'D' ? 13 : 14.5,
        refrigerant: TITLED_REFRIGERANT[series],
        phase: platform === 'J' ? 1 : undefined,
      },
      evidence: 'pattern',
      rule: '§7.1 York/Coleman/Luxaire/Guardian split outdoor (YCJD18, TCGD30, GCGD18)',
      source: cite('S93', 'S94', 'S95'),
    });
  },
};

// §7.1 other titled series: CZF024–060 Affinity 16 SEER; HL8B024 Acclimate 18 SEER heat pump; AC036X10 10 SEER R-22.
const AFFINITY = /^CZF(\d{3})(?![0-9])/;
// HC8B is the Coleman twin of HL8B: York installation-manual title "MODELS: 18 SEER - YZH, HC8B, HL8B SERIES"
// (quoted at https://gist.github.com/c43cd3194e73905402cdf1bc240b548b).
const ACCLIMATE = /^H([CL])8B(\d{3})(?![0-9])/;
const TEN_SEER = /^AC(\d{3})X10/;

const TITLED_SOURCE = cite('S93', 'S96');

export const yorkSplitTitled: NomenclatureRule = {
  id: 'york.split-titled',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 67 && c0 !== 72 && c0 !== 65) return null; // C, H, A
    const lead = pickBrand(BRANDS, brand);
    const source = TITLED_SOURCE;
    let m = AFFINITY.exec(model);
    if (m) {
      const capacity = coolingFromCode(m[1] ?? '');
      if (!capacity) return null;
      return decodeOf('york', lead, model, {
        type: 'air conditioners',
        series: 'CZF',
        fields: Object.assign({}, capacity, { seer: 16, efficiency_tier: 'Affinity' }),
        evidence: 'pattern',
        rule: '§7.1 York Affinity CZF024–060, 16 SEER',
        source,
      });
    }
    m = ACCLIMATE.exec(model);
    if (m) {
      const capacity = coolingFromCode(m[2] ?? '');
      if (!capacity) return null;
      return decodeOf('york', lead, model, {
        type: 'heat pumps',
        series: `H${m[1]}8B`,
        fields: Object.assign({}, capacity, { seer: 18, efficiency_tier: 'Acclimate' }),
        evidence: 'pattern',
        rule: '§7.1 York Acclimate HL8B / HC8B heat pump, 18 SEER',
        source,
      });
    }
    m = TEN_SEER.exec(model);
    if (m) {
      const capacity = coolingFromCode(m[1] ?? '');
      if (!capacity) return null;
      return decodeOf('york', lead, model, {
        type: 'air conditioners',
        series: 'AC-X10',
        fields: Object.assign({}, capacity, { seer: 10, refrigerant: 'R-22' }),
        evidence: 'pattern',
        rule: '§7.1 JCI 10 SEER R-22 condensers (AC036X10)',
        source,
      });
    }
    return null;
  },
};

// §7.2 TM9V060B12MP12: brand · configuration · AFUE class (8, 9; L = low-NOx 80 % twin) · stage/blower · input · width · airflow.
// Owners often stop after the input (TG9S080, GY9S100): nothing may then follow.
const FURNACE = /^([TLYGCM])([A-Z])([89L])([A-Z])(\d{3})(?:([A-D])(08|10|12|14|16|20)|$)/;
export const STAGE: Record<string, string> = {
  S: 'single-stage',
  X: 'single-stage',
  T: 'two-stage, PSC blower',
  V: 'two-stage, variable-speed blower',
  M: 'modulating',
};
/** AFUE of 90 %+ series stated by the source titles (§7.2). */
// MG9S: Coleman 95.5 % single-stage manufactured-housing furnace, 60–120 MBH (technical guide 426499-BTG-C-0912: https://manualmachine.com/coleman/mg9s100c16mp11/23168302-technical-manual).
export const TITLED_AFUE: Record<string, number> = { TM9V: 96, TG9S: 95.5, MG9S: 95.5 };

export const yorkFurnace: NomenclatureRule = {
  id: 'york.furnace',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 84 && c0 !== 76 && c0 !== 89 && c0 !== 71 && c0 !== 67 && c0 !== 77) return null; // T, L, Y, G, C, M (MG9S only)
    const m = FURNACE.exec(model);
    // M: MG9S, and the MM9E manufactured-housing twin of TM9E (ENERGY STAR rows MM9E060B12MP11 … MM9E100C16MP11, Coleman / Guardian).
    if (!m || (c0 === 77 && !model.startsWith('MG9S') && !model.startsWith('MM9E'))) return null;
    const [, maker = 'T', config = '', afueClass = '', stage = '', input = ''] = m;
    if (!plausibleInputCode(input)) return null;
    const series = `${maker}${config}${afueClass}${stage}`;
    const afue = afueClass === '9' ? TITLED_AFUE[series] : 80;
    const tier = [afueClass === 'L' ? 'low-NOx' : afueClass === '9' && afue === undefined ? '90 %+ AFUE' : undefined, STAGE[stage]];
    const efficiency = tier.filter((t) => t !== undefined).join(', ');
    return decodeOf('york', brandOf(maker, brand), model, {
      type: 'furnaces',
      series,
      fields: { heating_input_kbtuh: Number(input), afue_percent: afue, efficiency_tier: efficiency === '' ? undefined : efficiency },
      evidence: 'pattern',
      rule: '§7.2 York/Coleman/Luxaire furnaces (TM9V060B12MP12)',
      source: cite('S97', 'S98', 'S99', 'S100', 'S101', 'S102'),
    });
  },
};

// Earlier York furnaces named in the user's information manuals by series: P + a brand character + UR / XU / DU
// (P*UR upflow, P*XU two-stage upflow, P*DU two-stage upflow low-NOx; P3URD12N07601) and the sibling series G8C, GF8,
// G8D, G9D, G9T, FG9, L8D, and G8V / L8V (the variable-speed twins of P*DU in manual "P*DU-V / G8V / L8V"). The characters
// after the series have no key in those manuals: type only.
const EARLIER_FURNACE = /^(?:P[0-9A-Z](UR|XU|DU|DH|DD)|(G8C|GF8|G8D|G9D|G9T|FG9|L8D|G8V|L8V)(?=-?[A-Z]{2}|$|-?\d))([A-Z0-9-]{0,14})$/;
// P*DH: the downflow / horizontal twin of P*UR in installation instruction 035-14370-000 ("Upflow models: P*UR / FG9-UP /
// G9T-UP 40 - 140 MBH input; downflow/horizontal models: P*DH / FG9-DH / G9T-DH 40 - 120 MBH input"), titled "P*DH
// gas-fired condensing / high efficiency downflow / horizontal furnaces" in its technical guide.
// P*DD: "P1DD and G8D 2-stage downflow - natural gas" (York-group technical literature title).
const EARLIER_TIER: Record<string, string> = { UR: 'upflow', XU: 'two-stage upflow', DU: 'two-stage upflow, low-NOx', DH: 'downflow/horizontal, 90 %+ condensing', DD: 'two-stage downflow' };
// "Models: P*DU-V / G8V / L8V (two stage variable speed upflow / LoNOx)", York user's information, maintenance and service manual.
const G_TIER: Record<string, string> = { G8V: 'two-stage upflow, variable-speed blower', L8V: 'two-stage upflow, variable-speed blower, low-NOx' };
const EARLIER_SOURCE =
  "York installation instruction 035-14370-000 (P*UR upflow, P*DH downflow/horizontal): https://www.manualslib.com/manual/1072455/York-P-Ur-40.html · York-group titles \"P1DD and G8D 2-stage downflow - natural gas\", \"Models: P*DH gas-fired condensing / high efficiency downflow / horizontal furnaces\": https://homedocbox.com/amp/121289807-Appliances/Technical-guide-acclimate-models-fl9s-gas-fired-condensing-high-efficiency-upflow-single-stage-furnaces-92-afue.html · York user's information, maintenance and service manuals: 035-19592-001 (P*UR / G9T-UP / FG9-UP upflow): https://documents.pub/document/useras-information-master-group-be-examined-when-installed-in-an-attic-or-other.html · 035-19650-001 (P*XU / G9D-UP two stage upflow): https://manuals.online/york/industrial-equipment/p-xu-series/manual/x2f0 · 035-19671-001 (P*DU / G8D-UH / L8D-UH two stage upflow, LoNOx) · 035-19992-001 (G8C / GF8 single stage multi-position): https://manuzoid.com/manuals/bwjlJ-York%20G8C%20User%20manual · P*DU-\"V\" / G8V / L8V (two stage variable speed upflow / LoNOx): https://manualzilla.com/doc/7320716/york-p-du--v--service-manual";

export const yorkEarlierFurnace: NomenclatureRule = {
  id: 'york.furnace-earlier',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'PGFL',
  decode(model, brand) {
    const m = EARLIER_FURNACE.exec(model);
    if (!m) return null;
    const [, pSeries, gSeries] = m;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: pSeries !== undefined ? `P*${pSeries}` : (gSeries ?? ''),
      description: 'gas furnace',
      fields: { efficiency_tier: pSeries !== undefined ? EARLIER_TIER[pSeries] : G_TIER[gSeries ?? ''] },
      evidence: 'pattern',
      rule: '§7.2 earlier York furnaces by series (P*UR, P*DH, P*XU, P*DU, G8C, G9T …): type only',
      source: EARLIER_SOURCE,
    });
  },
};

// §7.3 DGAA056BDTA: D downflow · G gas (L: Evcon DLAS sibling) · A auto ignition / P standing pilot · A/C-ready or heat-only · input.
const MH_FURNACE = /^D([GL])([AP])([A-Z])(\d{3})/;

export const yorkMhFurnace: NomenclatureRule = {
  id: 'york.mh-furnace',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    if (model.charCodeAt(0) !== 68) return null; // D
    const m = MH_FURNACE.exec(model);
    if (!m) return null;
    const [, fuel = '', ignition = '', comfort = '', input = ''] = m;
    // Inputs here are not multiples of 5 (056, 077 are printed): a range check only.
    const kbtuh = Number(input);
    if (kbtuh < 30 || kbtuh > 150) return null;
    // DGAA / DGPA / DGPH are printed in the spec table; DLAS, DGAT, DGAM are named siblings.
    const printed = fuel === 'G' && (comfort === 'A' || comfort === 'H');
    const evidence: EvidenceTag = printed ? 'src' : 'pattern';
    const fields: DecodedFields = {
      heating_input_kbtuh: kbtuh,
      efficiency_tier: ignition === 'A' ? 'automatic ignition' : 'standing pilot',
    };
    return decodeOf('york', pickBrand(BRANDS, brand, 'Coleman'), model, {
      type: 'furnaces',
      series: `D${fuel}${ignition}${comfort}`,
      fields,
      evidence,
      rule: '§7.3 Coleman/Evcon manufactured-housing furnaces (DGAA056BDTA)',
      source: cite('S103', 'S104'),
    });
  },
};

// §7.4 D1EB036 = single-package cooling 3 t; D1/D2/DM/B1PA: 3-digit kBtu/h capacity. Sunline / Champion
// single-package lines print the same 3-digit capacity: heat pumps B1HA018…060, BCH 036–060, BP 036–072,
// BQ 240, B1CH 180; gas/electric and cooling D(CE, CG), DH, DJ, DL, DY, DW (YORK_PACKAGED_SOURCE).
const PACKAGED = /^(D[12][A-Z]{2}|DM|B1PA|B1HA|B1CH|BCH|BCB|BP|BQ|D[CHJLYW][A-Z]?)(\d{3})(?![0-9])/;
const PACKAGED_HEAT_PUMP = /^(B1HA|B1CH|BCH|BCB|BP|BQ)$/;
const YORK_PACKAGED_SOURCE =
  'York Champion B1HA018–060 single package heat pumps installation (035-16004-001): https://manualmachine.com/york/b1ha030a25/23723936-installation-instruction · York BCH 036–060 technical guide (255036-YTG-A-0506): https://pdfslide.us/documents/description-technical-guide-single-package-heat-pump-units-bch-036-048-060.html';

export const yorkPackaged: NomenclatureRule = {
  id: 'york.packaged',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'DB',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 68 && c0 !== 66) return null; // D, B
    const m = PACKAGED.exec(model);
    if (!m) return null;
    const [, series = '', cap = ''] = m;
    const capacity = coolingFromCode(cap);
    if (!capacity || Number(cap) < 18) return null;
    const heatPump = PACKAGED_HEAT_PUMP.test(series);
    const original = /^(D[12][A-Z]{2}|DM|B1PA)$/.test(series);
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: capacity,
      description: heatPump ? 'single-package heat pump' : undefined,
      evidence: 'pattern',
      rule: '§7.4 York/Champion packaged units (D1EB036, B1HA036)',
      source: original ? cite('S105') : YORK_PACKAGED_SOURCE,
    });
  },
};

// Single-piece air handlers: line · 2-digit kBtu/h class 18…60 ("MODELS: AHR18 THRU 60", "AHP18 THRU 60",
// "AHV18 THRU 60"; Affinity AVY and the upflow-only SVY 48 & 60); the later AE (standard ECM) and
// AVC lines print the same class (AE24BX21, AVC36CX21); AVV (communicating, EEV) prints its own
// size codes (AVV25, AVV38, AVV50, AVV61), read as the type only.
const AIR_HANDLER = /^(AHR|AHP|AHV|AVY|SVY|AVC|AE)(\d\d)(?![0-9])/;
const AVV = /^AVV(\d\d)[A-D]/;
const AIR_HANDLER_SOURCE =
  'York AHR technical guide 1055230-YTG-D-0514: https://usermanual.wiki/York/ApAirHandlerTechnicalGuide.782373634/help · AHP 255029-YTG-M-0610: https://somanuals.com/html/18/York-Ahp18-User-Manual.html · AHV 1169507-YTG-A-1114: https://studylib.net/doc/18192720/specs · AVY/SVY 256819-YTG-J-1208: https://manualmachine.com/york/svy48/696191-user-manual';
const LATER_HANDLER_SOURCE =
  'JCI technical guides: AE Series single piece standard ECM air handlers 5493740-CTG-E-0120 (https://pdfslide.us/documents/tm-files-.html); AVV Series communicating air handlers 5322576-YTG-G-1118 (https://manuzoid.com/manuals/BjPam-York%20AVV%20Technical%20Guide)';

export const yorkAirHandler: NomenclatureRule = {
  id: 'york.air-handler',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'AS',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 65 && c0 !== 83) return null; // A, S
    const avv = AVV.exec(model);
    if (avv) {
      return decodeOf('york', pickBrand(BRANDS, brand), model, {
        type: 'air handlers',
        series: 'AVV',
        fields: { efficiency_tier: 'communicating, variable-speed blower' },
        evidence: 'pattern',
        rule: 'York AVV communicating air handlers (AVV50CE321), type only',
        source: LATER_HANDLER_SOURCE,
      });
    }
    const m = AIR_HANDLER.exec(model);
    if (!m) return null;
    const [, line = '', cap = ''] = m;
    const kbtuh = Number(cap);
    const capacity = coolingFromCode(cap);
    if (!capacity || kbtuh < 18 || kbtuh > 60 || (line === 'SVY' && kbtuh < 48)) return null;
    const later = line === 'AE' || line === 'AVC';
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: line,
      fields: capacity,
      evidence: later ? 'pattern' : 'src',
      rule: later ? 'York AE / AVC air handlers (AE24BX21, AVC36CX21)' : 'York single-piece air handlers (AHR18 … AHR60, AHP, AHV, AVY, SVY48/60)',
      source: later ? LATER_HANDLER_SOURCE : AIR_HANDLER_SOURCE,
    });
  },
};

// Indoor coils: MC multi-position, FC upflow/downflow, PC upflow-only (York coil installation manual
// 841890-UIM-B); the later lines spell them CM, CF, CU. Line · 2-digit kBtu/h class · cabinet width A–D.
const COIL = /^(MC|FC|PC|CM|CF|CU)(\d\d)([A-D])/;
const COIL_E_LAYOUT = /^C[MFU]\d\d[A-D]E\dA\d/;
const COIL_CONFIG: Record<string, string> = { M: 'multi-position', F: 'upflow/downflow', P: 'upflow', U: 'upflow' };
const COIL_SOURCE =
  'York MC, FC & PC series coils installation manual 841890-UIM-B-0612: https://manualsdump.com/amp/en/manuals/39509/8 · https://manualarchiveguide.com/manuals/York-MC-SEries-Installation-Manual-4786421?page=6';

export const yorkCoil: NomenclatureRule = {
  id: 'york.coil',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'MFPC',
  decode(model, brand) {
    const m = COIL.exec(model);
    if (!m) return null;
    const [, line = '', cap = ''] = m;
    const kbtuh = Number(cap);
    // The later CM / CF / CU coils in the E-digit layout print a coil-size class off the tonnage grid (CM25BE1A1,
    // CM38CE2A1, CM61DE4A1 in the certified-coil rows): the type stands, the class is not a nominal capacity
    // (RULES.md §0.4), so no capacity is reported. Other off-grid sizes (CM37BXA1) stay undecoded.
    if (kbtuh < 18 || kbtuh > 61) return null;
    const capacity = coolingFromCode(cap);
    if (!capacity && !COIL_E_LAYOUT.test(model)) return null;
    const letter = line[0] === 'C' ? (line[1] ?? '') : (line[0] ?? '');
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'evaporator coils',
      series: line,
      fields: Object.assign({}, capacity ?? {}, { efficiency_tier: COIL_CONFIG[letter] }),
      evidence: 'pattern',
      rule: 'York/Coleman/Luxaire cased coils (MC/FC/PC, later CM/CF/CU: CM36CXA1)',
      source: COIL_SOURCE,
    });
  },
};

export const YORK_RULES: readonly NomenclatureRule[] = [yorkSplit, yorkSplitTitled, yorkFurnace, yorkEarlierFurnace, yorkMhFurnace, yorkPackaged, yorkAirHandler, yorkCoil];
