// Series keys of the series-only fallback (series-table.ts) for product-line names as owners write them: the
// makers' marketing names and short series forms ("XR80", "XC95m", "Silver 95", "XC21", "SL280V", "G26",
// "58 STX 110", "Evolution 987M", "Classic RA14", "N4A"). The dispatcher strips a leading brand word ("Trane XR13")
// before it gets here (index.ts). Each line reports the type only where the name fixes it, and only what the
// name itself states (AFUE class, SEER class, stages, refrigerant letter); a name sold as both an air conditioner
// and a heat pump (Trane XR16, American Standard Silver 14, Carrier Infinity 21) gives no type unless the owner
// wrote the type after it ("XR16 heat pump"), and a written type that contradicts a typed name rejects it.
import type { EquipmentType } from '../../catalog/equipment-types';
import { S as CARRIER_S } from '../carrier/carrier';
import { S as GOODMAN_S } from '../goodman/goodman';
import { GOODMAN_R32_SOURCE } from '../goodman/r32-generation';
import { S as ICP_S } from '../icp/icp';
import { cite } from '../kit/rule-kit';
import { LENNOX_NOMINAL_SOURCE } from '../lennox/nominal-capacity-outdoor';
import type { SeriesEntry, SeriesReading } from '../series-kit';
import { FURNACE_TYPE as TRANE_FURNACE_TYPE, S as TRANE_S } from '../trane/trane';
import type { DecodedFields, EvidenceTag, NomenclatureFamily } from '../types';

/** What a name line reads: `types` is the one type the name fixes, or the types it is sold as (then a written type word decides). */
export interface NameReading {
  series: string;
  types: readonly EquipmentType[];
  description: string;
  fields: DecodedFields;
  evidence: EvidenceTag;
  source: string;
}
export interface NameLine {
  re: RegExp;
  read(m: RegExpExecArray): NameReading | null;
}

const AC: EquipmentType = 'air conditioners';
const HP: EquipmentType = 'heat pumps';
const FURNACE: EquipmentType = 'furnaces';
const AIR_HANDLER: EquipmentType = 'air handlers';
const SPLIT: readonly EquipmentType[] = [AC, HP];

/** A type the owner wrote after the name ("XR16 heat pump", "Infinity 21 AC", "LX furnace"). */
const TYPE_WORD = /(HEATPUMP|AIRCONDITIONER|CONDENSINGUNIT|CONDENSER|AIRHANDLER|GASFURNACE|FURNACE|AC|HP)$/;
const TYPE_OF_WORD: Record<string, EquipmentType> = {
  HEATPUMP: HP, HP, AIRCONDITIONER: AC, AC, CONDENSINGUNIT: AC, CONDENSER: AC, AIRHANDLER: AIR_HANDLER, GASFURNACE: FURNACE, FURNACE,
};
const DESCRIPTION_OF: Partial<Record<EquipmentType, string>> = { [AC]: 'split air conditioner', [HP]: 'split heat pump', [FURNACE]: 'gas furnace', [AIR_HANDLER]: 'air handler' };

/** The reading of `name` (upper case, no spaces or dashes) by the first line that matches it, with a written type word applied. */
function readName(name: string, lines: readonly NameLine[]): SeriesReading | null {
  const whole = readWith(name, undefined, lines);
  if (whole !== undefined) return whole;
  const w = TYPE_WORD.exec(name);
  if (!w || w.index < 2) return null;
  return readWith(name.slice(0, w.index), TYPE_OF_WORD[w[1]!], lines) ?? null;
}

/** The first line matching `bare` decides (undefined: no line matches); `written` is the type word after the name, if any. */
function readWith(bare: string, written: EquipmentType | undefined, lines: readonly NameLine[]): SeriesReading | null | undefined {
  for (const line of lines) {
    const m = line.re.exec(bare);
    if (!m) continue;
    const r = line.read(m);
    if (r === null) return null;
    let type: EquipmentType;
    if (written !== undefined) {
      if (!r.types.includes(written)) return null;
      type = written;
    } else if (r.types.length === 1) type = r.types[0]!;
    else return null;
    const description = r.types.length === 1 ? r.description : `${DESCRIPTION_OF[type] ?? type} (${r.description}; type as written)`;
    return { series: r.series, type, description, fields: r.fields, evidence: r.evidence, source: r.source };
  }
  return undefined;
}

/** One fallback entry per maker group: the whole model (dashes dropped) must be a name of one of its lines. */
export function namesEntry(family: NomenclatureFamily, section: string, first: string, lines: readonly NameLine[]): SeriesEntry {
  return {
    family,
    section,
    first,
    short: true,
    name: true,
    key: /^[A-Z0-9][A-Z0-9-]{2,29}\+?$/,
    tail: /^$/,
    // A trailing "+" is the "Plus" of the titles ("Achiever 90+" = "Achiever 90 Plus").
    read: (m) => readName((m[0].includes('-') ? m[0].replace(/-/g, '') : m[0]).replace(/\+$/, 'PLUS'), lines),
  };
}

const condensing = (afue: number) => (afue >= 90 ? '90 %+ condensing' : undefined);
const seerOf = (digits: string | undefined) => (digits === undefined || digits === '' ? undefined : Number(digits));

// —— Trane / American Standard ————————————————————————————————————————————————————————————————————————

const TRANE_FURNACE_NAMES = `Trane / American Standard furnace product-data titles: XR 80 TUD (FURN-PRC001-EN, pub. 22-1640): https://yumpu.com/en/document/view/27186571/upflow-horizontal-right-or-upflow-horizontal-left-induced-trane · XL 90 TDX…R-V two-stage condensing (22-1706): https://manualmachine.com/trane/tdx100r948v/22171671-user-manual · XV 80 TDD2…A9V two-stage variable speed, XC 95 3-stage, XC 95m modulating condensing, Freedom 95 two-stage condensing: https://autodocbox.com/amp/70857163-Performance_Vehicles/Xc-95-communicating-only-upflow-horizontal-left-downflow-horizontal-right-direct-non-direct-vent-3-stage-gas-furnace-with-variable-speed-inducer.html · ${TRANE_S.XT90} · ${TRANE_S.XR90}`;
const TRANE_SPLIT_NAMES = `Trane split-system product data sold under one name as air conditioner and heat pump: XR 13 heat pump 4TWR3 (pub. 22-1795-12): https://studylib.net/doc/18790898/trane-xr13-split-system-heat-pump-product-data-xr-13 beside the XR13 4TTR3 air conditioner; "Trane XR style split condensing units and heat pumps" (SSC-APG002-EN): https://manuzoid.com/manuals/mOAq5-Trane%20SSC-APG002-EN%20Application%20Manual · ${TRANE_S.S6}`;
const AMSTD_ENERGY_STAR =
  'ENERGY STAR Certified Furnaces list, American Standard rows, "Model Name" column "Gold 95v" and "Platinum 95" (96–97.3 % AFUE), shipped as shared/data/catalog/raw/ENERGY_STAR_Certified_Furnaces.csv: https://www.energystar.gov/productfinder/product/certified-furnaces/results';
const AMSTD_TIER_NAMES = 'American Standard Silver / Gold / Platinum, Freedom, Allegiance and Heritage lines: each name is printed on air conditioners and heat pumps alike (American Standard split heat pump product data 12-1256: https://manualzz.com/doc/22721940/12-1256-03-07-01-2009-american-standard-split-system-heat); the furnaces carry the AFUE class in the name (Freedom 95 title above)';

// Trane's air-handler documents (lines32 gap scan, issue 18): the Hyperion name is printed on the TAM4 / TAM7 service
// data ("Hyperion Field Reference Data TAM4 … Air Handler - Convertible Model: TAM4, * May be "A" or "T""), and the
// series the installer's guides title alone; every document found under these names is an air handler.
const TRANE_AIR_HANDLER_NAMES =
  'Trane "Hyperion Field Reference Data TAM4 … Air Handler - Convertible Model: TAM4 (* May be A or T)" (© 2011 Trane): https://fdocuments.in/document/hyperion-field-reference-data-tam-tam4-2-general-data-product-specifications.html · "Hyperion Field Reference Data TAM7": https://autodocbox.com/amp/102871715-Hatchback/Hyperion-field-reference-data-tam7.html · installer\'s guides "The TEM4 series air handler" 18-GF73D1-1M-EN: https://scribd.com/document/628544820/ConvertibleAirHandlers-GuiaInstalacion-En and "The TEM6 series air handler" 18-GF74D1-1D-EN: https://studylib.net/doc/18762715/tem6-install-manual · submittal "1 1/2 Ton Convertible Air Handler TEM3A0B18S21SA" and Service Facts GAM5-SF-1D "Convertible Air Handlers": https://homedocbox.com/amp/83178449-Appliances/Product-data-convertible-air-handlers-1-1-2-5ton.html · Service Facts AM8-SF-1J "Variable Speed Outdoor Compatible Convertible Air Handlers TAM8C0A24V21CA … TAM8C0C60V51CA" (© 2012 Trane), listed beside "Hyperion Field Reference Data TAM8": https://documents.pub/document/service-facts-air-handler-convertible-models-series-8-trane-am8-sf-1j-safety.html';

const TRANE_LINES: readonly NameLine[] = [
  {
    // Hyperion (+ "air handler" / "series"), TAM4 / AAM4, TAM7, TAM8, TEM3, TEM4, TEM6, GAM5: Trane's modular and convertible air
    // handlers by name or by the §4.4 series the documents print, without the design letter and size (trane.modular-air-handler).
    re: /^(?:HYPERION(?:SERIES)?|([TA])AM4|TAM[78]|TEM[346]|GAM5)$/,
    read(m) {
      const series = m[0].startsWith('H') ? 'Hyperion' : m[0];
      return { series, types: [AIR_HANDLER], description: series === 'TAM7' ? 'modular air handler, variable speed' : series === 'TAM8' ? 'convertible air handler, variable speed' : 'air handler', fields: {}, evidence: 'pattern', source: m[0] === 'TAM7' ? `${TRANE_S.TAM7} · ${TRANE_AIR_HANDLER_NAMES}` : TRANE_AIR_HANDLER_NAMES };
    },
  },
  {
    // XR80, XB80, XV95, XC95m, XL90: X + line letter + AFUE class (+ m modulating). Every X-name with an AFUE number is a furnace.
    re: /^X([BRTVLC])(80|90|92|95|96|97|98)(M)?$/,
    read(m) {
      const afue = Number(m[2]);
      const tier = [condensing(afue), m[3] === 'M' ? 'modulating' : m[1] === 'C' && afue >= 95 ? 'three-stage' : undefined].filter((t) => t !== undefined).join(', ');
      return { series: `X${m[1]}${m[2]}${m[3] === 'M' ? 'm' : ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: tier === '' ? undefined : tier }, evidence: 'pattern', source: m[3] === 'M' ? TRANE_S.XC95M : TRANE_FURNACE_NAMES };
    },
  },
  {
    // TUD, TUX1, AUD2, TDH: brand T / A · U upflow / D downflow · furnace type letter (· stages) (· cabinet width), the §4.5 key cut before the input.
    re: /^([TA])([UD])([DXHCYEVL])([12])?([A-D])?$/,
    read(m) {
      const known = TRANE_FURNACE_TYPE[m[3]!];
      const stages = m[4] === '1' ? 'single-stage' : m[4] === '2' ? 'two-stage' : undefined;
      const tier = [known?.tier, stages].filter((t) => t !== undefined).join(', ');
      return {
        series: `${m[1]}${m[2]}${m[3]}${m[4] ?? ''}`,
        types: [FURNACE],
        description: `gas furnace, ${m[2] === 'U' ? 'upflow/horizontal' : 'downflow/horizontal'}`,
        fields: { afue_percent: known?.afue, efficiency_tier: tier === '' ? undefined : tier },
        evidence: 'pattern',
        source: known?.source ?? TRANE_S.XR90,
      };
    },
  },
  {
    // S8X1, S9V2, S9B1: the S-series furnaces by name (8 = 80 % AFUE, 9 = condensing; 1 / 2 stages; V variable-speed blower).
    re: /^S([89])([VXB])([12])$/,
    read(m) {
      const tier = [m[1] === '9' ? '90 %+ condensing' : undefined, m[3] === '1' ? 'single-stage' : 'two-stage', m[2] === 'V' ? 'variable-speed blower' : undefined].filter((t) => t !== undefined).join(', ');
      return { series: `S${m[1]}${m[2]}${m[3]}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: m[1] === '8' ? 80 : undefined, efficiency_tier: tier }, evidence: 'pattern', source: TRANE_S.S8X };
    },
  },
  {
    // American Standard furnace names: Silver / Gold / Platinum / Freedom + AFUE class (+ V / S / SI / M / XV / XM).
    re: /^(SILVER|GOLD|PLATINUM|FREEDOM)(80|90|95|96|97|98)(V|S|SI|M|XV|XM)?$/,
    read(m) {
      const afue = Number(m[2]);
      // Gold 95V and Platinum 95: furnace Model Names of American Standard's ENERGY STAR rows (issue 18).
      const listed = (m[1] === 'GOLD' && m[2] === '95' && m[3] === 'V') || (m[1] === 'PLATINUM' && m[2] === '95' && m[3] === undefined);
      return { series: `${m[1]} ${m[2]}${m[3] ?? ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: condensing(afue) }, evidence: m[1] === 'FREEDOM' || listed ? 'pattern' : 'unconfirmed', source: `${TRANE_FURNACE_NAMES} · ${AMSTD_TIER_NAMES}${listed ? ` · ${AMSTD_ENERGY_STAR}` : ''}` };
    },
  },
  {
    // XR13, XB14, XL16i, XV20i: split names sold as both types — the SEER class only, the type only as written.
    re: /^X([RBLV])(1[3-9]|2[0-2])(I)?$/,
    read(m) {
      return { series: `X${m[1]}${m[2]}${m[3] === 'I' ? 'i' : ''}`, types: SPLIT, description: `Trane X${m[1]}${m[2]} split system`, fields: { seer: Number(m[2]) }, evidence: 'pattern', source: TRANE_SPLIT_NAMES };
    },
  },
  {
    // XR, XL, XV, XB, Silver, Gold, Platinum alone ("XR heat pump", "Gold furnace"): line names printed on air conditioners,
    // heat pumps and furnaces (XR 13 / XR 80, XV 20i / XV 80, Gold 95V) — the type only as written.
    re: /^(X[RLVB]|SILVER|GOLD|PLATINUM)(?:SERIES)?$/,
    read(m) {
      const x = m[1]!.startsWith('X');
      const name = x ? m[1]! : `${m[1]![0]}${m[1]!.slice(1).toLowerCase()}`;
      return { series: name, types: [AC, HP, FURNACE], description: `${x ? 'Trane' : 'American Standard'} ${name} line`, fields: {}, evidence: 'pattern', source: `${x ? TRANE_SPLIT_NAMES : AMSTD_TIER_NAMES} · ${TRANE_FURNACE_NAMES}${x ? '' : ` · ${AMSTD_ENERGY_STAR}`}` };
    },
  },
  {
    // XE1000, XE1200, XL1200, XL1400: older split names, both types.
    re: /^X([EL])(1000|1100|1200|1300|1400|1500)$/,
    read(m) {
      return { series: `X${m[1]}${m[2]}`, types: SPLIT, description: `Trane X${m[1]}${m[2]} split system`, fields: {}, evidence: 'unconfirmed', source: TRANE_SPLIT_NAMES };
    },
  },
  {
    // Silver 14, Gold 17, Platinum 20, Allegiance 13, Heritage 13, Freedom 10 (+ i / ZV / XV / XM), AccuComfort: both types.
    re: /^(SILVER|GOLD|PLATINUM|ALLEGIANCE|HERITAGE|FREEDOM|ACCUCOMFORT)(1[0-9]|2[0-2])?(I|ZV|XV|XM)?$/,
    read(m) {
      if (m[2] === undefined && m[3] === undefined && m[1] !== 'ACCUCOMFORT') return null;
      return { series: `${m[1]}${m[2] ? ` ${m[2]}` : ''}${m[3] ?? ''}`, types: SPLIT, description: 'American Standard split system', fields: { seer: seerOf(m[2]) }, evidence: 'pattern', source: AMSTD_TIER_NAMES };
    },
  },
];

// —— Lennox ——————————————————————————————————————————————————————————————————————————————————————————

const LENNOX_OUTDOOR = cite('S7', 'S70', 'S71', 'S72', 'S73', 'S74', 'S75', 'S76');
const LENNOX_FURNACE = cite('S77', 'S78', 'S79');
const LENNOX_ENERGY_STAR_NAMES =
  'ENERGY STAR Certified Furnaces list, Lennox rows, "Model Name" column "ML196XE-Series", "EL296XV Series", "ML296XV-Series", "EL296E Series" (96 % AFUE class), shipped as shared/data/catalog/raw/ENERGY_STAR_Certified_Furnaces.csv: https://www.energystar.gov/productfinder/product/certified-furnaces/results';
const LENNOX_G = 'Lennox engineering data: G26 Elite series up-flow gas furnaces, bulletin 210027 ("Series 26 − Elite 90% Up-Flow"): https://dokumen.tips/documents/ehb-g26-0203-tech-.html · G51MP bulletin 210381 ("Series 51 = 90% Minimum AFUE"): https://vdocument.in/ehb-g51mp-0608-installation-instructions-connection-can-be-made-with-field-provided.html · GHR26 service literature (high-efficiency down-flow / horizontal gas furnaces): http://homedocbox.com/Appliances/74092791-Ghr26-service-literature-ghr26-series-units-down-flow-position-horizontal-position.html · G61MPV bulletin 210506 (G-series key)';
const LENNOX_TIER: Record<string, string> = { ML: 'Merit', EL: 'Elite', SL: 'Dave Lennox Signature' };
const LENNOX_G20_G24 =
  'Lennox G20E / G20X parts identification (Lennox Industries, Dallas): https://manuals.plus/m/21e9c35e7103a7de4c36133448478b50ed3ddb03e759d33f9070e26b81a54e0d · G20RE / G20RXE engineering data bulletin #480112 (down-flo): https://paperzz.com/doc/8317179/g20re--g20rxe---lennoxpros.com · G24M service literature Corp. 9723-L12 (G24M2(X)-45 … G24M3(X)-75): https://manualmachine.com/lennox/g24m/3208697-user-manual';
const LENNOX_G_NUMBERS = new Set(['8', '10', '11', '12', '14', '16', '20', '21', '23', '24', '26', '32', '40', '41', '43', '50', '51', '60', '61', '71']);
const LENNOX_G_AFUE: Record<string, number> = { '26': 90, '51': 90 };
const LENNOX_AFUE = new Set([80, 92, 93, 95, 96, 97, 98, 99]);

const LENNOX_LINES: readonly NameLine[] = [
  {
    // XC21, XP16, XC25: X · C (air conditioner) / P (heat pump) · SEER class (§5.1 without the capacity).
    re: /^X([CP])(1[3-9]|2[0-9])(V)?$/,
    read(m) {
      const ac = m[1] === 'C';
      return { series: `X${m[1]}${m[2]}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner' : 'split heat pump', fields: { seer: Number(m[2]) }, evidence: 'pattern', source: LENNOX_OUTDOOR };
    },
  },
  {
    // EL16XC1, ML14XP1, SL25XCV, ML17KC2: tier · SEER · X / K refrigerant · C / P · stages or V.
    re: /^([MES]L)(1[3-9]|2[0-9])([XK])([CP])([12]|V)?$/,
    read(m) {
      const ac = m[4] === 'C';
      const tier = [LENNOX_TIER[m[1]!], m[5] === '1' ? 'single-stage' : m[5] === '2' ? 'two-stage' : m[5] === 'V' ? 'variable-capacity' : undefined].filter((t) => t !== undefined).join(', ');
      return {
        series: `${m[1]}${m[2]}${m[3]}${m[4]}${m[5] ?? ''}`,
        types: [ac ? AC : HP],
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { seer: Number(m[2]), refrigerant: m[3] === 'X' ? 'R-410A' : 'R-454B', efficiency_tier: tier },
        evidence: 'pattern',
        source: LENNOX_OUTDOOR,
      };
    },
  },
  {
    // 13ACX, 14HPX, 13HPD, 10ACB: SEER · AC / HP · refrigerant letter (X R-410A, D R-22).
    re: /^(1[0-6])(AC|HP)([XDBC])(N)?$/,
    read(m) {
      const ac = m[2] === 'AC';
      const refrigerant = m[3] === 'X' ? 'R-410A' : m[3] === 'D' ? 'R-22' : undefined;
      return { series: `${m[1]}${m[2]}${m[3]}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner' : 'split heat pump', fields: { seer: Number(m[1]), refrigerant }, evidence: 'pattern', source: LENNOX_OUTDOOR };
    },
  },
  {
    // HS29, HP26: HS high-side condensing unit / HP heat pump · series.
    re: /^(HS|HP)(1[0-9]|2[0-9])$/,
    read(m) {
      const ac = m[1] === 'HS';
      return { series: `${m[1]}${m[2]}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner (condensing unit)' : 'split heat pump', fields: {}, evidence: 'pattern', source: LENNOX_NOMINAL_SOURCE };
    },
  },
  {
    // ML180, EL296V, SL280V, SL280UHNV, SLP98V: tier · stages (P variable capacity) · AFUE · configuration · blower (§5.2 without the input).
    // XV / XE: the blower suffixes of the ENERGY STAR Model Names (ML196XE, EL296XV, ML296XV; issue 18).
    re: /^([MES]L)([12P])(80|9[2-9])(UHV|UHE|UH|DFV|DFE|DF)?(XV|XE|NV|N|V|E|X)?$/,
    read(m) {
      const afue = Number(m[3]);
      if (!LENNOX_AFUE.has(afue) || (m[2] === 'P' && m[1] !== 'SL')) return null;
      const blower = (m[5] ?? '').endsWith('V') || (m[4] ?? '').endsWith('V') ? 'variable-speed blower' : undefined;
      const tier = [LENNOX_TIER[m[1]!], m[2] === '1' ? 'single-stage' : m[2] === '2' ? 'two-stage' : 'variable-capacity', blower].filter((t) => t !== undefined).join(', ');
      const listed = m[5] === 'XV' || m[5] === 'XE';
      return { series: `${m[1]}${m[2]}${m[3]}${m[4] ?? ''}${m[5] ?? ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: tier }, evidence: 'pattern', source: listed ? `${LENNOX_FURNACE} · ${LENNOX_ENERGY_STAR_NAMES}` : LENNOX_FURNACE };
    },
  },
  {
    // G26, G51, G61MPV, GHR26, G40UH: the G-series gas furnaces by series (G26 / G51 state their 90 % class).
    re: /^G(HR|SR)?(\d{1,2})(MPV|MPP|MP|UHV|UH|DFV|DF|UF|RV|V|Q)?(X)?$/,
    read(m) {
      if (!LENNOX_G_NUMBERS.has(m[2]!)) return null;
      const afue = m[1] === undefined ? LENNOX_G_AFUE[m[2]!] : undefined;
      return { series: `G${m[1] ?? ''}${m[2]}${m[3] ?? ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: afue === undefined ? undefined : '90 %+ condensing' }, evidence: 'pattern', source: LENNOX_G };
    },
  },
  {
    // G20E, G20RE / G20RXE (down-flo), G24M (G24MX: X = low-NOx build): the G20 / G24 lines by the names their literature prints, the
    // §5.4 gross-capacity key (lennox/lennox.ts: G20RQ3E-75, G24M3-75) without the blower class and input.
    re: /^G(20E|20RE|20RXE|24MX?)$/,
    read(m) {
      return { series: `G${m[1]}`, types: [FURNACE], description: m[1]!.startsWith('20R') ? 'gas furnace, down-flow' : 'gas furnace', fields: { efficiency_tier: m[1] === '24MX' ? 'low-NOx' : undefined }, evidence: 'pattern', source: LENNOX_G20_G24 };
    },
  },
  {
    // CBX25UH, CBX32MV, CBX40UHV, CBA38MV: air handlers (§5.3 without the capacity).
    re: /^CB([XA])(\d\d)(UHV|UHE|UH|MV|M)?$/,
    read(m) {
      return { series: `CB${m[1]}${m[2]}${m[3] ?? ''}`, types: ['air handlers'], description: 'air handler', fields: { refrigerant: m[1] === 'X' ? 'R-410A' : undefined }, evidence: 'pattern', source: cite('S80') };
    },
  },
];

// —— Carrier / Bryant / Payne ————————————————————————————————————————————————————————————————————————

const CARRIER_NAMES = 'Carrier furnace product-data titles naming the AFUE class: "Infinity 96 Model 58MVB … Condensing Gas Furnace": https://homedocbox.com/amp/100549868-Appliances/Product-data-infinity-96-model-58mvb-deluxe-4-way-multipoise-variable-speed-condensing-gas-furnace-series-100-input-rates-40-000-thru-120-000-btuh.html · Infinity 98 gas furnace (up to 98.5 % AFUE) installation manual: https://furnaceservicemanual.com/Carrier-Infinity-98-Gas-Furnace-Installation-Manual.php · "58HDX Comfort 95 … Condensing Gas Furnace", "58CTA/CTX Performance 80"';
const CARRIER_SPLIT_NAMES = 'Carrier Infinity / Performance / Comfort names, each printed on air conditioners and heat pumps ("A Carrier Infinity Control and Infinity Air Conditioner or Heat Pump", 59TN6A product data): https://vdocuments.net/product-data-infocarrier-productscarrier-1-59tn6a-infinityr-two-stage.html';
const CARRIER_VS_NAMES = 'Carrier service manual "25VNA8 Infinity 18VS Variable Speed Heat Pump / 24VNA9 Infinity 19VS Variable Speed Air Conditioner with Puron Refrigerant": http://www.manualslib.com/manual/2343659/Carrier-Infinity-25vna8.html';
const BRYANT_NAMES = 'Bryant furnace product-data titles: 987MA Evolution modulating, 986TA / 986TB Evolution two-stage, 926TA Preferred two-stage, 925SA Preferred single-stage, 925TA two-stage condensing gas furnaces: https://homedocbox.com/amp/127713356-Appliances/Product-data-987ma-evolutionr-modulating-4-way-multipose-variable-speed-condensing-gas-furnace-series-a-limited-warranty.html';
const CARRIER_INPUT = /^(040|045|050|060|065|070|075|080|090|100|105|110|115|120|125|135|140|155)?$/;
const BRYANT_STAGE: Record<string, string> = { S: 'single-stage', T: 'two-stage', M: 'modulating' };

const CARRIER_LINES: readonly NameLine[] = [
  {
    // 58STA, 58 STX 110, 59MN7, 59TN6A 080: the 58 / 59 furnace series, optionally with the input size after it (not read).
    re: /^(58|59)([A-Z]{3}|[A-Z]{2}\d[A-Z]?)(\d{3})?$/,
    read(m) {
      if (!CARRIER_INPUT.test(m[3] ?? '')) return null;
      const letters = m[2]!;
      if (m[1] === '58' && (letters.startsWith('G') || letters.startsWith('AU'))) return null;
      const cond = m[1] === '59' || letters.startsWith('M') || letters.startsWith('HD');
      return { series: `${m[1]}${letters}`, types: [FURNACE], description: cond ? 'condensing gas furnace' : 'gas furnace', fields: { efficiency_tier: cond ? '90 %+ condensing' : undefined }, evidence: 'pattern', source: `${CARRIER_S.S10}; ${CARRIER_S.S41}; ${CARRIER_S.CARRIER_59SC5_SUBMITTAL}` };
    },
  },
  {
    // Infinity 96, Performance 80, Comfort 95 (+ Boost): a Carrier line name with an AFUE class is a furnace.
    re: /^(INFINITY|PERFORMANCE|COMFORT|WEATHERMAKER)(80|90|92|95|96|97|98)(BOOST)?$/,
    read(m) {
      const afue = Number(m[2]);
      return { series: `${m[1]} ${m[2]}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: condensing(afue) }, evidence: 'pattern', source: CARRIER_NAMES };
    },
  },
  {
    // Infinity, Performance, Comfort alone ("Infinity heat pump", "Performance furnace"): printed on air conditioners, heat
    // pumps ("Infinity Air Conditioner or Heat Pump") and furnaces ("Infinity 96", "Performance 80") — the type only as written.
    re: /^(INFINITY|PERFORMANCE|COMFORT)(?:SERIES|LINE)?$/,
    read(m) {
      const name = `${m[1]![0]}${m[1]!.slice(1).toLowerCase()}`;
      return { series: name, types: [AC, HP, FURNACE], description: `Carrier ${name} line`, fields: {}, evidence: 'pattern', source: `${CARRIER_SPLIT_NAMES} · ${CARRIER_NAMES}` };
    },
  },
  {
    // Infinity 21, Performance 16, Comfort 14 (Evolution / Preferred / Legacy for Bryant): split names of both types.
    // VS: the variable-speed names, also of both types (Infinity 18VS heat pump 25VNA8, Infinity 19VS air conditioner 24VNA9).
    re: /^(INFINITY|PERFORMANCE|COMFORT|EVOLUTION|PREFERRED|LEGACY)(1[3-9]|2[0-6])(VS|V|EXTREME|BOOST)?$/,
    read(m) {
      const source = m[3] === 'VS' ? `${CARRIER_SPLIT_NAMES} · ${CARRIER_VS_NAMES}` : CARRIER_SPLIT_NAMES;
      return { series: `${m[1]} ${m[2]}${m[3] === 'VS' ? 'VS' : ''}`, types: SPLIT, description: `${m[1]!.toLowerCase()} split system`, fields: { seer: Number(m[2]) }, evidence: 'pattern', source };
    },
  },
  {
    // Evolution 987M, Preferred 926T, 925S, Legacy 800S: Bryant 8xx / 9xx furnace series · S / T / M stages (· series letter).
    re: /^(EVOLUTION|PREFERRED|LEGACY|PLUS)?([89])(\d\d)([STM])([A-C])?$/,
    read(m) {
      const tier = [m[2] === '9' ? '90 %+ condensing' : undefined, BRYANT_STAGE[m[4]!]].filter((t) => t !== undefined).join(', ');
      return { series: `${m[2]}${m[3]}${m[4]}${m[5] ?? ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: m[2] === '8' ? 80 : undefined, efficiency_tier: tier }, evidence: 'pattern', source: BRYANT_NAMES };
    },
  },
  {
    // Evolution 187B, Preferred 126B, 288B: Bryant numeric splits, 1 = air conditioner / 2 = heat pump (§2.6 without N · variation).
    re: /^(EVOLUTION|PREFERRED|LEGACY)?([12])([128])(\d)([A-C])$/,
    read(m) {
      const ac = m[2] === '1';
      return { series: `${m[2]}${m[3]}${m[4]}${m[5]}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner' : 'split heat pump', fields: {}, evidence: 'pattern', source: CARRIER_S.S46 };
    },
  },
  {
    // PG95, PG80: Payne furnace by its AFUE class alone (§2.4 Payne PG key).
    re: /^PG(80|9[2-8])$/,
    read(m) {
      const afue = Number(m[1]);
      return { series: `PG${m[1]}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: condensing(afue) }, evidence: 'pattern', source: CARRIER_S.S42 };
    },
  },
];

// —— Rheem / Ruud ————————————————————————————————————————————————————————————————————————————————————

/** Rheem / Ruud marketing lines, printed before the series on every product type ("Rheem Commercial Classic Series Package Air Conditioner", "Ruud Achiever Series … Heat Pump"). */
const RHEEM_LINE_SOURCE = 'Rheem / Ruud literature titles "Rheem Commercial Classic Series", "Rheem Commercial Prestige Series", "Ruud Commercial Achiever Series" (package air conditioners, gas electric units, heat pumps): https://homedocbox.com/amp/110873737-Appliances/H-2-ac-rooftop-unit-featuring-esync-integration-technology.html';
const RHEEM_LINE_WORDS = 'CLASSICPLUS|CLASSIC|PRESTIGE|ACHIEVERPLUS|ACHIEVER|IMPERIAL|SELECT|ENDEAVOR|ULTRA|PROFESSIONAL';
const RHEEM_LINES: readonly NameLine[] = [
  {
    // Classic RA14, Prestige RP20, Achiever UA16: the marketing line before the §6.1 series name (R / U · A AC / P HP · SEER class).
    re: new RegExp(`^(?:${RHEEM_LINE_WORDS})([RU])([AP])(1[3-9]|20)([A-Z]{0,2})$`),
    read(m) {
      const ac = m[2] === 'A';
      return { series: `${m[1]}${m[2]}${m[3]}${m[4] ?? ''}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner' : 'split heat pump', fields: { seer: Number(m[3]) }, evidence: 'pattern', source: `${cite('S2', 'S87', 'S88')} · ${RHEEM_LINE_SOURCE}` };
    },
  },
  {
    // Classic (Plus), Prestige, Achiever (Plus), Endeavor alone ("Prestige heat pump", "Classic Plus furnace"): Rheem / Ruud
    // lines of air conditioners, heat pumps and furnaces ("Prestige 90 Plus" G11-494) — the type only as written.
    re: /^(CLASSICPLUS|CLASSIC|PRESTIGE|ACHIEVERPLUS|ACHIEVER|ENDEAVOR)(?:SERIES|LINE)?$/,
    read(m) {
      const name = m[1]!.replace(/PLUS$/, ' Plus');
      return { series: `${name[0]}${name.slice(1).toLowerCase().replace(' plus', ' Plus')}`, types: [AC, HP, FURNACE], description: 'Rheem / Ruud line', fields: {}, evidence: 'unconfirmed', source: `${cite('S2', 'S87', 'S88')} · ${RHEEM_LINE_SOURCE}` };
    },
  },
  {
    // R96V, R801T, Classic Plus R95T, U97V: the §6.3 furnace series without the input (AFUE class as rheem.indoor reads it).
    re: new RegExp(`^(?:${RHEEM_LINE_WORDS})?([RU])(80[1-3]|9[2-8])([A-Z]{1,2})$`),
    read(m) {
      const n = Number(m[2]);
      const afue = n > 800 ? 80 : n;
      return { series: `${m[1]}${m[2]}${m[3]}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: condensing(afue) }, evidence: 'unconfirmed', source: cite('S89', 'S90', 'S91') };
    },
  },
];

// —— York / Coleman / Luxaire ———————————————————————————————————————————————————————————————————————

const YORK_LINE_NAMES = 'York line names printed across product types: Affinity package units 291627-YTG-B-0807 (packaged cooling / gas heating): http://manualsbrain.com/fr/manuals/1073025/?page=29 · Affinity Series BHZ024-060 (268721-YIM-B-0807): https://www.manualshelf.com/manual/york/affinity-bhz060/specifications-english.html · Affinity indoor split geothermal heat pumps YAZS / YAZT: https://www.manualshelf.com/manual/york/yazs022/installation-manual-english.html';
const YORK_LINES: readonly NameLine[] = [
  {
    // LX, Affinity, Latitude, Echelon, Acclimate (+ SEER class): York line names printed on air conditioners, heat pumps and furnaces — the type only as written.
    re: /^(LX|AFFINITY|LATITUDE|ECHELON|ACCLIMATE)(SERIES)?(1[3-9]|2[0-1])?$/,
    read(m) {
      return { series: `${m[1]}${m[3] ? ` ${m[3]}` : ''}`, types: [AC, HP, FURNACE], description: `${m[1]!.toLowerCase()} line`, fields: { seer: seerOf(m[3]) }, evidence: 'unconfirmed', source: YORK_LINE_NAMES };
    },
  },
];

// —— ICP: Heil, Tempstar, Comfortmaker, Arcoaire … ——————————————————————————————————————————————————

const ICP_8MPN =
  'ICP installation instructions 441 01 2611 "N8MPN & N8MPL, *8MPN & *8MPL (* denotes brands C, H, T)" 80 % multipoise gas furnaces (N8MPN050B12B1): https://usermanual.wiki/Document/44101261106.2125952391/html · https://manualmachine.com/icp/h8mpl/22867076-installation-instructions-manual';

const ICP_9MSB =
  'ICP installation instructions "Single-stage, PSC blower motor, 35 in. tall, high efficiency condensing gas furnace N9MSB & N9MSE (A series)": https://doczz.net/doc/4724637/installation-instructions · service and technical support manual "Gas furnace: N9MSB" 440 04 4411 03: http://88.208.23.73:8080/en/manual/international-comfort-products/n9msb0401410a/2079736?page=12';
const ICP_9MPT = 'ICP "9MPT Two-Stage Multi Position Furnace" service manual 440 08 2002 02: https://manualarchiveguide.com/manuals/ICP-9MPT-Service-Manual-3499402?page=9';

const ICP_LINES: readonly NameLine[] = [
  {
    // N4A, H4H5, T2A3: brand letter · 2 (R-22) / 4 (R-410A) / X · A (air conditioner) / H (heat pump) · SEER digit (§3.2 without the capacity).
    re: /^([NCHT])([24X])([AH])([3-6])?$/,
    read(m) {
      const ac = m[3] === 'A';
      return {
        series: `${m[1]}${m[2]}${m[3]}${m[4] ?? ''}`,
        types: [ac ? AC : HP],
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { refrigerant: m[2] === '2' ? 'R-22' : m[2] === '4' ? 'R-410A' : undefined, seer: m[4] === undefined ? undefined : 10 + Number(m[4]) },
        evidence: 'pattern',
        source: ICP_S.S53,
      };
    },
  },
  {
    // N9MP, N8MP2, T9MV: brand letter · 8 (80 %) / 9 (condensing) · configuration (· 1 / 2 stages, L low-NOx) (§3.3 without the input).
    // N: the standard-NOx twin of L, titled beside it ("N8MPN & N8MPL, *8MPN & *8MPL, * denotes brands (C, H, T)", ICP_8MPN).
    // T: "9MPT two-stage multi position furnace" (ICP_9MPT). The literature writes the brand letter as "*" ("*9MPD",
    // "*8MPN"), so the series without it ("9MPT") is read too.
    // B / E after 9MS: "single-stage, PSC blower motor … condensing gas furnace N9MSB & N9MSE" (ICP_9MSB).
    re: /^([NCHT])?([89])(MP|MS|MX|DN|MV)([12LNTBE])?$/,
    read(m) {
      if (m[1] === undefined && m[4] === undefined) return null; // "8MP" alone: too short a name to read
      const psc = m[4] === 'B' || m[4] === 'E';
      if (psc && (m[2] !== '9' || m[3] !== 'MS')) return null;
      const stage = m[4] === '1' ? 'single-stage' : m[4] === '2' || m[4] === 'T' ? 'two-stage' : m[4] === 'L' ? 'low-NOx' : psc ? 'single-stage, PSC blower' : undefined;
      const tier = [m[2] === '9' ? '90 %+ condensing' : undefined, stage].filter((t) => t !== undefined).join(', ');
      const source = m[4] === 'N' ? ICP_8MPN : m[4] === 'T' ? ICP_9MPT : psc ? ICP_9MSB : ICP_S.S55;
      return { series: `${m[1] ?? ''}${m[2]}${m[3]}${m[4] ?? ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: m[2] === '8' ? 80 : undefined, efficiency_tier: tier === '' ? undefined : tier }, evidence: 'pattern', source };
    },
  },
];

// —— Goodman / Amana / Daikin ———————————————————————————————————————————————————————————————————————
// The §1.1 / §1.4 / §1.6 series forms (GSX14, GMVC96, DM96VC, DX20VC) already decode from series-table.ts; these are
// the later series the full rules read only with a capacity.

const GOODMAN_PACKAGED_KIND: Record<string, string> = { C: 'packaged air conditioner', H: 'packaged heat pump', G: 'packaged gas/electric unit', D: 'packaged dual-fuel unit' };

const GOODMAN_LINES: readonly NameLine[] = [
  {
    // GSXN4, GSZB4, ASXN4: SEER2-era split, brand · S · X (air conditioner) / Z (heat pump) · tier letter · efficiency digit (§1.2 without the capacity).
    re: /^([GA])S([XZ])([NHBVC])(\d)$/,
    read(m) {
      const ac = m[2] === 'X';
      return { series: `${m[1]}S${m[2]}${m[3]}${m[4]}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner (SEER2 era)' : 'split heat pump (SEER2 era)', fields: { refrigerant: 'R-410A' }, evidence: 'pattern', source: GOODMAN_S.S15 };
    },
  },
  {
    // GLXS4, GLZS4: R-32 generation, GL · X / Z · S / T · digit (R-32 stated for GLX only).
    re: /^GL([XZ])([ST])(\d)$/,
    read(m) {
      const ac = m[1] === 'X';
      return { series: `GL${m[1]}${m[2]}${m[3]}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner (R-32 generation)' : 'split heat pump (R-32 generation)', fields: { refrigerant: ac ? 'R-32' : undefined }, evidence: 'pattern', source: GOODMAN_R32_SOURCE };
    },
  },
  {
    // GPG14, GPH14, APC13, APD14: packaged units by series and SEER class (§1.6 without the capacity).
    re: /^([GA])P([CHGD])(1[3-6])$/,
    read(m) {
      if (m[1] === 'G' && m[2] === 'D') return null;
      return { series: `${m[1]}P${m[2]}${m[3]}`, types: ['packaged units'], description: GOODMAN_PACKAGED_KIND[m[2]!]!, fields: { seer: Number(m[3]) }, evidence: 'pattern', source: GOODMAN_S.S29 };
    },
  },
];

export const NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  namesEntry('trane', 'Trane / American Standard product-line names', 'XTASFGPH', TRANE_LINES),
  namesEntry('lennox', 'Lennox series names', 'XMESHGC1', LENNOX_LINES),
  namesEntry('carrier', 'Carrier / Bryant / Payne product-line names', '5IPCWEL8912', CARRIER_LINES),
  namesEntry('rheem', 'Rheem / Ruud product-line names', 'CPAISEUR', RHEEM_LINES),
  namesEntry('york', 'York / Coleman / Luxaire product-line names', 'LAE', YORK_LINES),
  namesEntry('icp', 'ICP (Heil, Tempstar, Comfortmaker) series names', 'NCHT89', ICP_LINES),
  namesEntry('goodman', 'Goodman / Amana series names', 'GA', GOODMAN_LINES),
];
