// Lennox model-number nomenclature, RULES.md §5.1–§5.4 (outdoor units, furnaces, air handlers,
// pre-~1995 gross-capacity codes). Sources: RULES.md §13 S7, S69–S86.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import { cite, coolingFromCode, decodeOf, pickBrand, plausibleInputCode, seerOk } from '../kit/rule-kit';

const BRANDS = ['Lennox'] as const;
const TIER: Record<string, string> = { ML: 'Merit', EL: 'Elite', SL: 'Dave Lennox Signature' };
const REFRIGERANT: Record<string, string> = { X: 'R-410A', K: 'R-454B' };

/** "-230" / "230" = 208/230 V 1-phase 60 Hz; "T" = 220/240 V 1-phase 50 Hz export (§5.1, §5.3). */
function voltageOf(code: string | undefined): DecodedFields {
  if (code === undefined) return {};
  return code === 'T' ? { phase: 1 } : { voltage_v: 230, phase: 1 };
}

// §5.1 ML14XC1-036-230A01: tier · SEER · refrigerant · C/P · stages · (S regional) · capacity · voltage.
// Variable-capacity models print V for the stage digit (SL25XCV-036-230, EL18XPV-048-230, SL22KCV).
const TIERED_OUTDOOR = /^([MES]L)(\d\d)([XK])([CP])(\d|V)S?-?(\d{3})(?:-?(230|T))?/;
// §5.1 XP16-036-230-6, XC25-060-230: no tier prefix.
const XC_XP = /^X([CP])(\d\d)-?(\d{3})(?:-?(230|T))?/;
// §5.1 older Merit naming 13ACX / 14HPX (X = R-410A), 13HPD, 10ACB42-1P (10 SEER R-22).
const LEGACY_SEER = /^(1[0-6])(AC|HP)([A-Z])(?:-?(\d{2,3}))?(?![0-9])/;

const OUTDOOR_SOURCE = cite('S7', 'S70', 'S71', 'S74', 'S75', 'S76');

export const lennoxTieredOutdoor: NomenclatureRule = {
  id: 'lennox.outdoor',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstCharsChecked: 'MES',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 77 && c0 !== 69 && c0 !== 83) return null; // M, E, S
    const m = TIERED_OUTDOOR.exec(model);
    if (!m) return null;
    const [, tier = '', seerDigits = '', ref = '', kind = '', stage = '', cap = '', volt] = m;
    const seer = Number(seerDigits);
    const capacity = coolingFromCode(cap);
    if (!seerOk(seer) || !capacity) return null;
    const tierName = TIER[tier] ?? tier;
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: kind === 'C' ? 'air conditioners' : 'heat pumps',
      series: `${tier}${seerDigits}${ref}${kind}${stage}`,
      fields: {
        ...capacity,
        refrigerant: REFRIGERANT[ref],
        seer,
        efficiency_tier: stage === '1' ? `${tierName}, single-stage` : stage === 'V' ? `${tierName}, variable-capacity` : tierName,
        ...voltageOf(volt),
      },
      evidence: 'src',
      rule: '§5.1 Lennox outdoor units (ML14XC1-036-230A01)',
      source: OUTDOOR_SOURCE,
    });
  },
};

export const lennoxXcXp: NomenclatureRule = {
  id: 'lennox.outdoor-xc-xp',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    if (model.charCodeAt(0) !== 88) return null; // X
    const m = XC_XP.exec(model);
    if (!m) return null;
    const [, kind = '', seerDigits = '', cap = '', volt] = m;
    const seer = Number(seerDigits);
    const capacity = coolingFromCode(cap);
    if (!seerOk(seer) || !capacity) return null;
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: kind === 'C' ? 'air conditioners' : 'heat pumps',
      series: `X${kind}${seerDigits}`,
      fields: Object.assign({}, capacity, { seer }, voltageOf(volt)),
      evidence: 'src',
      rule: '§5.1 Lennox XC/XP outdoor units without tier prefix (XP16-036-230-6)',
      source: cite('S72', 'S73', 'S7'),
    });
  },
};

const LENNOX_13HPP_SOURCE =
  'Lennox rooftop-units product specifications title "PACKAGED HEAT PUMPS 13HPP / RHP13 … MODEL NUMBER IDENTIFICATION: 13 HPP 36 A P - 1 A, RHP 13 A 36 T - 1 A" (listed with the Lennox / Allied literature): https://homedocbox.com/amp/93701501-Appliances/L-series-rooftop-units-60-hz.html';

export const lennoxLegacySeer: NomenclatureRule = {
  id: 'lennox.outdoor-legacy-seer',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    if (model.charCodeAt(0) !== 49) return null; // 1
    const m = LEGACY_SEER.exec(model);
    if (!m) return null;
    const [, seerDigits = '', kind = '', letter = '', cap] = m;
    const capacity = cap === undefined ? {} : coolingFromCode(cap);
    if (!capacity) return null;
    // X = R-410A, D = R-22 (13HPD "Merit R-22"); 10ACB/10ACC are stated as 10 SEER R-22.
    const refrigerant = letter === 'X' ? 'R-410A' : letter === 'D' || (seerDigits === '10' && (letter === 'B' || letter === 'C')) ? 'R-22' : undefined;
    // HP + P: the packaged heat pump of the rooftop-units title "PACKAGED HEAT PUMPS 13HPP / RHP13 … 13 HPP 36 A P - 1 A".
    if (kind === 'HP' && letter === 'P') {
      return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
        type: 'packaged units',
        series: `${seerDigits}HPP`,
        description: 'packaged heat pump',
        fields: Object.assign({}, capacity, { seer: Number(seerDigits) }),
        evidence: 'pattern',
        rule: '§5.1 Lennox older naming, HP + P = packaged heat pump (13HPP36AP-1A)',
        source: LENNOX_13HPP_SOURCE,
      });
    }
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: kind === 'AC' ? 'air conditioners' : 'heat pumps',
      series: `${seerDigits}${kind}${letter}`,
      fields: Object.assign({}, capacity, { refrigerant, seer: Number(seerDigits) }),
      evidence: 'src',
      rule: '§5.1 Lennox older outdoor naming (13ACX, 13HPD, 10ACB42-1P)',
      source: cite('S69', 'S86'),
    });
  },
};

// §5.2 SL280UH070XV36B: tier · stages · AFUE · configuration · input code · (X low-NOx) · blower · airflow · width.
// SLP98 / SLP99: the stage digit is replaced by P (variable-capacity gas valve): SLP98UH070XV36B.
const FURNACE = /^([MES]L)([12P])(\d\d)(UHV|UH|DFV|DF)(\d{3})([A-Z])?([VEP])(\d\d)([A-D])/;
const SLP_SOURCE = 'Lennox SLP98V / SLP99V Dave Lennox Signature Collection variable-capacity gas furnace product specifications: https://www.lennox.com/residential/products/heating/furnaces/slp99v';
// 99: SLP99V ("up to 99 % AFUE", SLP_SOURCE).
const FURNACE_AFUE = new Set([80, 92, 93, 95, 96, 97, 98, 99]);
/** §0.5 / §5.2: rounded input codes and the true input, kBtu/h. */
const LENNOX_INPUT_KBTUH: Record<string, number> = { '045': 44, '070': 66, '090': 88, '110': 110, '135': 132 };
const BLOWER: Record<string, string> = { V: 'variable-speed blower', E: 'constant-torque blower' };

export const lennoxFurnace: NomenclatureRule = {
  id: 'lennox.furnace',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstCharsChecked: 'MES',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 77 && c0 !== 69 && c0 !== 83) return null;
    const m = FURNACE.exec(model);
    if (!m) return null;
    const [, tier = '', stage = '', afueDigits = '', config = '', input = '', nox, blower = ''] = m;
    const afue = Number(afueDigits);
    if (!FURNACE_AFUE.has(afue) || !plausibleInputCode(input)) return null;
    const mapped = LENNOX_INPUT_KBTUH[input];
    // Codes outside the stated mapping (040, 060, 080, 100…) read as the input itself: inferred.
    const evidence: EvidenceTag = mapped === undefined ? 'pattern' : 'src';
    const tierName = TIER[tier] ?? tier;
    const parts = [tierName, stage === '1' ? 'single-stage' : stage === 'P' ? 'variable-capacity' : 'two-stage', BLOWER[blower], nox === 'X' ? 'low-NOx' : undefined];
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `${tier}${stage}${afueDigits}${config}`,
      fields: {
        heating_input_kbtuh: mapped ?? Number(input),
        heating_input_code: input,
        afue_percent: afue,
        efficiency_tier: parts.filter((p) => p !== undefined).join(', '),
      },
      evidence: stage === 'P' ? 'pattern' : evidence,
      rule: '§5.2 Lennox furnaces (SL280UH070XV36B, SLP98UH070XV36B)',
      source: stage === 'P' ? `${cite('S77', 'S78', 'S79')} · ${SLP_SOURCE}` : cite('S77', 'S78', 'S79'),
    });
  },
};

// §5.3 CBX40UHV-036-230-6-01: CB · refrigerant letter · series · configuration · capacity · voltage. M alone is the
// multi-position cabinet with a standard blower (CBX32M-036 beside CBX32MV-036; CB29M in the §5.4 key).
// The R-454B generation writes K as the refrigerant letter and a T after the configuration (UHET, UHVT, UHPT): Lennox unit
// information "CBK45UHET (R454B) Series Units", "CBK45UHVT (R454B)", "CBK45UHPT (R454B)", each with its Model Number
// Identification, and the Merit CBK45UHET installation instructions 508438-01 [CBK_SOURCE]; K reads as R-454B as on the
// outdoor units (REFRIGERANT). The T is not read.
const AIR_HANDLER = /^CB([A-Z])?(\d\d)(UHV|UHE|UHP|UH|MV|M)?(T)?-?(\d{3})(?:-?(230|T))?/;
const CBK_SOURCE =
  'Lennox unit information CBK45UHET (R454B) series units, 100110, May 2025: https://www.manualslib.com/manual/3967547/Lennox-Cbk45uhet-024.html · CBK45UHVT (R454B), 100111: https://www.manualslib.com/manual/3971379/Lennox-Cbk45uhvt-Series.html · CBK45UHPT (R454B), 100109: https://www.manualslib.com/manual/3728968/Lennox-Cbk45uhpt-Series.html · Merit CBK45UHET Air Handler Units - R454B, installation instructions 508438-01: https://www.manualslib.com/manual/3663132/Lennox-Merit-Cbk45uhet-Series.html';

export const lennoxAirHandler: NomenclatureRule = {
  id: 'lennox.air-handler',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    if (model.charCodeAt(0) !== 67) return null; // C
    const m = AIR_HANDLER.exec(model);
    if (!m) return null;
    const [, ref, series = '', config = '', t, cap = '', volt] = m;
    const capacity = coolingFromCode(cap);
    if (!capacity) return null;
    // The T suffix and the UHP configuration only on the K (R-454B) units of the CBK45 documents.
    const r454b = ref === 'K';
    if ((t !== undefined || config === 'UHP') && !r454b) return null;
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: `CB${ref ?? ''}${series}${config}${t ?? ''}`,
      fields: Object.assign({}, capacity, { refrigerant: ref === 'X' ? 'R-410A' : r454b ? 'R-454B' : undefined }, voltageOf(volt)),
      evidence: 'src',
      rule: '§5.3 Lennox air handlers (CBX40UHV-036-230-6-01)',
      source: r454b ? `${cite('S81', 'S82', 'S83')} · ${CBK_SOURCE}` : cite('S81', 'S82', 'S83'),
    });
  },
};

// §5.4 pre-~1995: gross-capacity codes (thousands of Btu/h gross) → nominal tons. All R-22.
const GROSS_TONS: Record<string, number> = { '21': 1.5, '26': 2, '31': 2.5, '41': 3, '46': 3.5, '51': 4, '65': 5 };
// CB air handlers may carry M (multi-position: CB29M, CB30M), MV or S (CBS18) after the series; the gross code follows
// (CB29M engineering data: "CB 29 M 41 1", 3 to 5 tons; CB18/CBS18 bulletin); H = horizontal (CB19/CBH19 bulletin
// #210056: CBH19-51, CBH19-65 horizontal blower coil units).
const GROSS_SPLIT = /^(HS|HP|CB)(\d{1,2})-(\d\d)(\d)?(?![0-9])|^CB(S|H)?(\d{1,2})(MV|M)?-(\d\d)(\d)?(?![0-9])/;
const GROSS_PACKAGED = /^GCS(\d{1,2})[A-Z]?-(\d\d)(\d)-(\d{2,3})(?![0-9])/;
// CHA16 packaged cooling units with electric heat, the same gross code and phase digit without a gas input (equipment-schedule
// gap scan, issue 18): engineering data "CHA16 … 7.0 to 17.6 kW (2 to 5 Ton) … CHA16 Basic Unit, CHA16H-261 Basic Unit" and
// "CHA … Packaged Units Cooling & Electric Heat" [CHA_SOURCE].
const GROSS_CHA = /^CHA(\d{1,2})[A-Z]?-(\d\d)(\d)(?![0-9])/;
const CHA_SOURCE =
  'Lennox engineering data bulletin (October 1994) "CHA16 … 7.0 to 17.6 kW (2 to 5 Ton) … CHA16 Basic Unit, CHA16H-261 Basic Unit" and "CHA … Packaged Units Cooling & Electric Heat", titles as listed on: https://homedocbox.com/amp/70334870-Appliances/Lca-lga-packaged-l-series-50hz-25-30-ton-87-9-kw-bulletin-december-1995-engineering-data-table-of-contents.html';
// G26Q3/4-100: a blower sized for either of two cooling classes is written 3/4. The G24M line writes M for Q and
// X after the class for its low-NOx builds (G24M2(X)-45 … G24M3(X)-75, G24M3/4-100: input 45,000 … 100,000 Btuh).
// The same key with HR (horizontal / down-flow GHR26, GHR32) or SR (sealed-combustion pulse GSR21) after the G:
// GHR26Q2/3-50 … GHR26Q4/5-120 print the input in thousands of Btuh in the GHR26 specifications [GHR_GSR_SOURCE].
// G20R (down-flo G20RE / G20RXE, bulletin #480112 and installation instructions: G20RQ2/3E-50, G20RQ3E-75,
// G20RQ3/4E-100, G20RQ3XE-125; input 50,000 … 150,000 Btuh) writes R after the series and E after the class [G20R_SOURCE].
const G_FURNACE = /^G(HR|SR)?(\d\d)R?([QM])(\d)(?:\/\d)?X?E?-(\d{2,3})(?![0-9])/;
const G20R_SOURCE =
  'Lennox G20RE/G20RXE engineering data bulletin #480112 (down-flo, 78 % AFUE, 50,000 to 150,000 Btuh input): https://paperzz.com/doc/8317179/g20re--g20rxe---lennoxpros.com · G20RE unit information Corp. 9419-L9 (G20RQ2/3E-50, G20RQ3E-75, G20RQ4E-75, G20RQ3/4E-100): https://manualshive.com/manual/lennox/g20re-series/1877430';
const GHR_GSR_SOURCE =
  'Lennox GHR26 service literature Corp. 9717-L11 (specifications GHR26Q2/3-50, GHR26Q3-75, GHR26Q3/4-100, GHR26Q4/5-120: input 50,000 … 120,000 Btuh): http://homedocbox.com/Appliances/74092791-Ghr26-service-literature-ghr26-series-units-down-flow-position-horizontal-position.html · G21/GSR21 service literature Corp. 9815-L9 (pulse-combustion condensing furnaces): https://ro.scribd.com/document/73726070/LennoxG21andGSR21';
const G24M_SOURCE =
  'Lennox G24M service literature Corp. 9723-L12 (rev. 07-2001), specifications: G24M2(X)-45, G24M2-60, G24M3(X)-60, G24M2-75, G24M3(X)-75 at 45,000 / 60,000 / 75,000 Btuh input: https://manualmachine.com/lennox/g24m/3208697-user-manual · G24M installation instructions 504,197M (G24M2-45, G24M3-75, G24M4-75, G24M3/4-100): https://manualmachine.com/lennox/g24m245/20972851-installation-instructions-manual';
const GROSS_TYPE = { HS: 'air conditioners', HP: 'heat pumps', CB: 'air handlers' } as const;

export function grossCapacity(code: string): DecodedFields | null {
  const tons = GROSS_TONS[code];
  return tons === undefined ? null : { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
}

function phaseDigit(d: string | undefined): DecodedFields {
  return d === '1' ? { phase: 1 } : d === '3' ? { phase: 3 } : {};
}

const GROSS_RULE = '§5.4 Lennox pre-1995 gross-capacity codes (HS26-311V-1P, CB10-41, GCS4-261-60, G21Q3-40-2)';

const GROSS_SOURCE = cite('S84', 'S85', 'S86');

export const lennoxGross: NomenclatureRule = {
  id: 'lennox.legacy-gross',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 72 && c0 !== 67 && c0 !== 71) return null; // H, C, G
    const lead = pickBrand(BRANDS, brand);
    const source = GROSS_SOURCE;
    const split = GROSS_SPLIT.exec(model);
    if (split) {
      const kind = split[1] ?? 'CB';
      const series = split[1] !== undefined ? split[2] ?? '' : `${split[5] ?? ''}${split[6] ?? ''}${split[7] ?? ''}`;
      const code = split[3] ?? split[8] ?? '';
      const phase = split[1] !== undefined ? split[4] : split[9];
      const capacity = grossCapacity(code);
      if (!capacity) return null;
      return decodeOf('lennox', lead, model, {
        type: GROSS_TYPE[kind as keyof typeof GROSS_TYPE],
        series: `${kind}${series}`,
        fields: Object.assign({}, capacity, { refrigerant: 'R-22' }, phaseDigit(phase)),
        evidence: 'src',
        rule: GROSS_RULE,
        source,
      });
    }
    const pack = GROSS_PACKAGED.exec(model);
    if (pack) {
      const [, series = '', code = '', phase, heat = ''] = pack;
      const capacity = grossCapacity(code);
      if (!capacity) return null;
      return decodeOf('lennox', lead, model, {
        type: 'packaged units',
        series: `GCS${series}`,
        fields: Object.assign({}, capacity, { heating_input_kbtuh: Number(heat), refrigerant: 'R-22' }, phaseDigit(phase)),
        evidence: 'src',
        rule: GROSS_RULE,
        source,
      });
    }
    const cha = GROSS_CHA.exec(model);
    if (cha) {
      const [, series = '', code = '', phase] = cha;
      const capacity = grossCapacity(code);
      if (!capacity) return null;
      return decodeOf('lennox', lead, model, {
        type: 'packaged units',
        series: `CHA${series}`,
        fields: Object.assign({}, capacity, phaseDigit(phase)),
        description: 'packaged unit, cooling & electric heat',
        evidence: 'pattern',
        rule: GROSS_RULE,
        source: CHA_SOURCE,
      });
    }
    const furnace = G_FURNACE.exec(model);
    if (furnace) {
      const [, prefix = '', series = '', letter = '', , input = ''] = furnace;
      const kbtuh = Number(input);
      if (kbtuh < 20 || kbtuh > 200) return null;
      return decodeOf('lennox', lead, model, {
        type: 'furnaces',
        series: `G${prefix}${series}`,
        fields: { heating_input_kbtuh: kbtuh },
        evidence: 'src',
        rule: GROSS_RULE,
        source: prefix !== '' ? GHR_GSR_SOURCE : letter === 'M' ? G24M_SOURCE : /^G\d\dR/.test(model) ? G20R_SOURCE : source,
      });
    }
    return null;
  },
};

// G61MPV-36B-070: G gas furnace · series · configuration (MP multi-position, UH upflow/horizontal,
// DF downflow, UF upflow, V variable-speed blower) · add-on cooling class · cabinet width · input code.
const G_SERIES = /^G(\d\d)(MPV|MPP|MP|UHV|UH|DFV|DF|UF|RV|V)(X)?-?(\d\d)([A-D])-?(\d{3})(?![0-9])/;
// The same key cut before the input code (G40UH-36A, G61MPV-36B as owners copy them): a furnace, no input; brand only.
const G_SERIES_SHORT = /^G(\d\d)(MPV|MPP|MP|UHV|UH|DFV|DF|UF|RV|V)(X)?-?(\d\d)([A-D])$/;
/** Series that use this key: G61MP(V) is printed in the source; the other 1990s–2000s G-series numbers share the layout. */
const G_SERIES_NUMBERS = new Set(['20', '23', '24', '32', '40', '41', '43', '50', '51', '60', '61', '71']);
/** Bulletin 210506: 045 = 44 (spec table), 070/071 = 66, 090/091 = 88, 110/111 = 110, 135 = 132 kBtu/h; 071/091/111 = 95 % AFUE builds. */
const G_INPUT_KBTUH: Record<string, number> = { '045': 44, '070': 66, '071': 66, '090': 88, '091': 88, '110': 110, '111': 110, '135': 132 };
const G_CONFIG: Record<string, string> = {
  MP: 'multi-position', MPV: 'multi-position, variable-speed blower', MPP: 'multi-position', UH: 'upflow/horizontal',
  UHV: 'upflow/horizontal, variable-speed blower', DF: 'downflow', DFV: 'downflow, variable-speed blower', UF: 'upflow', RV: 'variable-speed blower', V: 'variable-speed blower',
};
const G_SERIES_SOURCE =
  'Lennox G61MPV Engineering Handbook, Bulletin 210506 (2008), model number identification: https://fdocuments.in/document/ehb-g61mpv-0609-cemented-to-steatite-block-for-protection-against-current-leakage.html';

export const lennoxGSeriesFurnace: NomenclatureRule = {
  id: 'lennox.g-series-furnace',
  family: 'lennox',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 71) return null; // G
    const m = G_SERIES.exec(model);
    if (!m) {
      const short = brand === '' ? null : G_SERIES_SHORT.exec(model);
      if (short === null || !G_SERIES_NUMBERS.has(short[1] ?? '')) return null;
      const [, n = '', c = ''] = short;
      return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
        type: 'furnaces',
        series: `G${n}${c}`,
        fields: { efficiency_tier: G_CONFIG[c] },
        evidence: 'pattern',
        rule: '§5.2 Lennox G-series gas furnaces, cut before the input (G40UH-36A)',
        source: G_SERIES_SOURCE,
      });
    }
    const [, num = '', config = '', , , , input = ''] = m;
    if (!G_SERIES_NUMBERS.has(num) || (!plausibleInputCode(input) && G_INPUT_KBTUH[input] === undefined)) return null;
    const mapped = G_INPUT_KBTUH[input];
    const printed = num === '61' && (config === 'MP' || config === 'MPV');
    return decodeOf('lennox', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `G${num}${config}`,
      fields: { heating_input_kbtuh: mapped ?? Number(input), heating_input_code: input, efficiency_tier: G_CONFIG[config] },
      evidence: printed && mapped !== undefined ? 'src' : 'pattern',
      rule: '§5.2 Lennox G-series gas furnaces, 1990s–2000s (G61MPV-36B-070)',
      source: G_SERIES_SOURCE,
    });
  },
};

export const LENNOX_RULES: readonly NomenclatureRule[] = [
  lennoxTieredOutdoor, lennoxXcXp, lennoxLegacySeer, lennoxFurnace, lennoxAirHandler, lennoxGross, lennoxGSeriesFurnace,
];
