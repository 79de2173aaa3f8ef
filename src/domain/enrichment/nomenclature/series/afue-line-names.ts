// A maker's line name written with the furnace's AFUE class, as owners report the unit ("Bryant Evolution 98",
// "Lennox Merit 80", "York Affinity 98", "Luxaire Acclimate 97.5"), and the same line names with a written type word
// ("Preferred furnace", "Merit heat pump"). Machinery of series/marketing-names.ts (brand required, whole name,
// spaces / dashes / case ignored, a leading brand word dropped by index.ts, no capacity, `seriesOnly: true`), with one
// addition: the decimal point of the classes the lists print (97.5, 97.7) is read.
// A line name with an AFUE class reads as a furnace of that class only where the maker's documents (or the ENERGY STAR
// list the makers certify to) print that class under that line; any other number reads nothing. A line name alone is
// printed on air conditioners, heat pumps and furnaces, so it gives a type only with a written type word.
import type { EquipmentType } from '../../catalog/equipment-types';
import { S as CARRIER_S } from '../carrier/carrier';
import { cite } from '../kit/rule-kit';
import { type NameLine, namesEntry } from './marketing-names';
import type { SeriesEntry } from '../series-kit';
import type { NomenclatureFamily } from '../types';

const AC: EquipmentType = 'air conditioners';
const HP: EquipmentType = 'heat pumps';
const FURNACE: EquipmentType = 'furnaces';
const ALL_THREE: readonly EquipmentType[] = [AC, HP, FURNACE];

const condensing = (afue: number) => (afue >= 90 ? '90 %+ condensing' : undefined);
const joined = (parts: readonly (string | undefined)[]) => {
  const s = parts.filter((p) => p !== undefined).join(', ');
  return s === '' ? undefined : s;
};

// —— Bryant (Carrier family) —————————————————————————————————————————————————————————————————————————

const BRYANT_LEGACY_80 =
  'Bryant product data "800SA Legacy 80, 80% AFUE, Single-Stage, Multi-Speed ECM, Non-Condensing Gas Furnaces" (Legacy Line 4-way multipoise), filed in a City of Edmonds permit record: https://weblink.edmondswa.gov/WebLink/DocView.aspx?dbid=0&id=1497963&repo=Edmonds';
const BRYANT_LEGACY_96 =
  'Bryant 915SB "Legacy 96% AFUE, Single Stage, Fixed Speed, Gas Furnace" (up to 96.2 % AFUE; "Legacy Control and Legacy Air Conditioner or Heat Pump … complete Legacy Line System"): https://www.siglers.com/legacy-96-afue-single-stage-fixed-speed-gas-furnace-fer-115-1.html';
const BRYANT_EVOLUTION_96 =
  'Bryant product data "986TC Evolution Two-Stage, Variable Speed 4-Way Multipoise Condensing Gas Furnace" (AFUE up to 96.7 %; "Evolution Air Conditioner or Heat Pump … complete Evolution System"): https://cupdf.com/document/product-data-1-986tc-evolutionr-two-stage-variable-speed-4-way-multipoise.html · titled "Evolution 96% AFUE, Two Stage, Variable-Speed, Gas Furnace": https://www.siglers.com/evolution-system-variable-speed-90-efficiency-gas-furnace.html';
const BRYANT_EVOLUTION_98 =
  'Bryant product data "987MA Evolution Modulating 4-Way Multipoise, Variable Speed Condensing Gas Furnace, Series A" (AFUE up to 98.3 %): https://vdocuments.net/product-data-dms-3-specifications-heating-capacity-and-efficiency-42060-60060.html';
const BRYANT_PREFERRED_96 =
  'Bryant product data "926TA Preferred Two-Stage 4-Way Multipoise, Variable Speed Condensing Gas Furnace, Series A" (Preferred Series, AFUE up to 96.5 %): https://manualmachine.com/bryant/926ta36060v14/23117171-product-data';

/** Bryant line · AFUE class → the class as printed, its source, and whether a title prints the class itself (pattern) or only "AFUE up to" it (unconfirmed). */
const BRYANT_CLASSES: Record<string, Record<string, { source: string; printed: boolean }>> = {
  LEGACY: { '80': { source: BRYANT_LEGACY_80, printed: true }, '96': { source: BRYANT_LEGACY_96, printed: true } },
  EVOLUTION: { '96': { source: BRYANT_EVOLUTION_96, printed: true }, '98': { source: BRYANT_EVOLUTION_98, printed: false } },
  PREFERRED: { '96': { source: BRYANT_PREFERRED_96, printed: false } },
};
const BRYANT_TITLE: Record<string, string> = { LEGACY: 'Legacy', EVOLUTION: 'Evolution', PREFERRED: 'Preferred' };

const BRYANT_LINES: readonly NameLine[] = [
  {
    // Legacy 80, Legacy 96, Evolution 96, Evolution 98, Preferred 96 (+ "Series" / "Line"): a furnace of that AFUE class.
    re: /^(LEGACY|EVOLUTION|PREFERRED)(?:SERIES|LINE)?(\d\d)$/,
    read(m) {
      const known = BRYANT_CLASSES[m[1]!]?.[m[2]!];
      if (known === undefined) return null;
      const afue = Number(m[2]);
      return {
        series: `${BRYANT_TITLE[m[1]!]} ${m[2]}`,
        types: [FURNACE],
        description: 'gas furnace',
        fields: { afue_percent: afue, efficiency_tier: joined([BRYANT_TITLE[m[1]!], condensing(afue)]) },
        evidence: known.printed ? 'pattern' : 'unconfirmed',
        source: known.source,
      };
    },
  },
  {
    // Legacy, Evolution, Preferred alone: printed on furnaces, air conditioners and heat pumps — the type only as written.
    re: /^(LEGACY|EVOLUTION|PREFERRED)(?:SERIES|LINE)?$/,
    read(m) {
      return {
        series: BRYANT_TITLE[m[1]!]!,
        types: ALL_THREE,
        description: `Bryant ${BRYANT_TITLE[m[1]!]} line`,
        fields: { efficiency_tier: BRYANT_TITLE[m[1]!] },
        evidence: 'pattern',
        source: `${m[1] === 'LEGACY' ? BRYANT_LEGACY_96 : m[1] === 'EVOLUTION' ? BRYANT_EVOLUTION_96 : BRYANT_PREFERRED_96} · ${CARRIER_S.S46}`,
      };
    },
  },
];

// —— Lennox ——————————————————————————————————————————————————————————————————————————————————————————

const LENNOX_ENERGY_STAR =
  'ENERGY STAR Certified Furnaces list (Lennox rows ML193, ML196, ML296, EL195, EL196, EL296, SL297, SLP98, SLP99 with their AFUE), shipped as shared/data/catalog/raw/ENERGY_STAR_Certified_Furnaces.csv: https://www.energystar.gov/productfinder/product/certified-furnaces/results';
const LENNOX_MERIT_TITLE = 'Lennox "Merit Series Gas Furnace" installation instructions (ML180UH): https://manualsdump.com/amp/en/manuals/39571/5';
const LENNOX_TIER_OF: Record<string, string> = { MERIT: 'Merit', ELITE: 'Elite', SIGNATURE: 'Dave Lennox Signature' };
/** The AFUE classes of each tier's furnace model numbers (§5.2: ML180, ML193, ML196 / ML296; EL180 / EL280, EL195, EL196 / EL296; SL280, SL297, SLP98, SLP99). */
const LENNOX_TIER_CLASSES: Record<string, ReadonlySet<string>> = {
  MERIT: new Set(['80', '93', '96']),
  ELITE: new Set(['80', '95', '96']),
  SIGNATURE: new Set(['80', '97', '98', '99']),
};

const LENNOX_LINES: readonly NameLine[] = [
  {
    // Merit 80, Elite 96, Signature 98, Dave Lennox Signature 97 (+ "Series" / "Collection"): a furnace of that AFUE class.
    re: /^(MERIT|ELITE|(?:DAVELENNOX)?SIGNATURE)(?:SERIES|COLLECTION)?(\d\d)$/,
    read(m) {
      const tier = m[1]!.replace('DAVELENNOX', '');
      if (!LENNOX_TIER_CLASSES[tier]?.has(m[2]!)) return null;
      const afue = Number(m[2]);
      return {
        series: `${LENNOX_TIER_OF[tier]} ${m[2]}`,
        types: [FURNACE],
        description: 'gas furnace',
        fields: { afue_percent: afue, efficiency_tier: joined([LENNOX_TIER_OF[tier], condensing(afue)]) },
        evidence: 'pattern',
        source: `${cite('S77', 'S78', 'S79')} · ${LENNOX_ENERGY_STAR}${tier === 'MERIT' ? ` · ${LENNOX_MERIT_TITLE}` : ''}`,
      };
    },
  },
  {
    // Merit, Elite, Signature alone: the tiers of the air conditioners, heat pumps (§5.1 ML / EL / SL) and furnaces (§5.2) — the type only as written.
    re: /^(MERIT|ELITE|(?:DAVELENNOX)?SIGNATURE)(?:SERIES|COLLECTION)?$/,
    read(m) {
      const tier = m[1]!.replace('DAVELENNOX', '');
      return {
        series: LENNOX_TIER_OF[tier]!,
        types: ALL_THREE,
        description: `Lennox ${LENNOX_TIER_OF[tier]} tier`,
        fields: { efficiency_tier: LENNOX_TIER_OF[tier] },
        evidence: 'pattern',
        source: cite('S70', 'S72', 'S77', 'S78', 'S79'),
      };
    },
  },
];

// —— York / Coleman / Luxaire / Champion / Guardian ——————————————————————————————————————————————————

const YORK_ENERGY_STAR =
  'ENERGY STAR Certified Furnaces list, "Model Name" column: York "Affinity" (YP9C, 97.5 / 97.7 / 98 % AFUE), Coleman "Echelon" (CP9C, 97.5 / 97.7), Luxaire "Acclimate" (LP9C, 97.5 / 97.7), "LX Series" under York, Coleman, Luxaire, Champion, Guardian, Fraser-Johnston and Evcon (TM9E, TM9V, TM9Y, TP9C: 95 / 96 / 97.5 / 97.7 / 98), shipped as shared/data/catalog/raw/ENERGY_STAR_Certified_Furnaces.csv: https://www.energystar.gov/productfinder/product/certified-furnaces/results';
const YORK_MODULATING_TITLE = 'York "Modulating ECM Residential Gas Furnaces, Models TP9C, YP9C, CP9C and LP9C Series (Up to 98% AFUE Multi-position)" installation manual 1083292-UIM-A-0114: https://www.manualslib.com/manual/857717/York-Tp9c-Series.html';
const YORK_LINE_CLASSES: Record<string, ReadonlySet<string>> = {
  AFFINITY: new Set(['97.5', '97.7', '98']),
  ECHELON: new Set(['97.5', '97.7']),
  ACCLIMATE: new Set(['97.5', '97.7']),
  LX: new Set(['95', '96', '97.5', '97.7', '98']),
};
const YORK_TITLE: Record<string, string> = { AFFINITY: 'Affinity', ECHELON: 'Echelon', ACCLIMATE: 'Acclimate', LX: 'LX' };

const YORK_LINES: readonly NameLine[] = [
  {
    // Affinity 98, Echelon 97.5, Acclimate 97.7, LX 96, LX Series 95: a furnace of that AFUE class (the SEER-class and bare names stay in marketing-names.ts).
    re: /^(AFFINITY|ECHELON|ACCLIMATE|LX)(?:SERIES)?(9\d(?:\.\d)?)$/,
    read(m) {
      if (!YORK_LINE_CLASSES[m[1]!]?.has(m[2]!)) return null;
      const afue = Number(m[2]);
      return {
        series: `${YORK_TITLE[m[1]!]} ${m[2]}`,
        types: [FURNACE],
        description: 'gas furnace',
        fields: { afue_percent: afue, efficiency_tier: joined([YORK_TITLE[m[1]!], condensing(afue)]) },
        evidence: 'pattern',
        source: m[1] === 'LX' ? YORK_ENERGY_STAR : `${YORK_ENERGY_STAR} · ${YORK_MODULATING_TITLE}`,
      };
    },
  },
];

// —— Trane ———————————————————————————————————————————————————————————————————————————————————————————

const TRANE_XV80I =
  'Trane product-data title "XV80i. Upflow/Horizontal 80% 2-Stage, Variable Speed Gas-Fired Furnace with Whole House Air Cleaner" (listed beside the XC80 TUD2 and XR 80 titles): https://homedocbox.com/amp/71339813-Appliances/Dd2b060a9v3va-dd2b080a9v3va-dd2c100a9v5va-dd2d120a9v5va.html';

const TRANE_LINES: readonly NameLine[] = [
  {
    // XV80i: the "i" (integrated whole-house air cleaner) form of the XV 80 two-stage variable-speed furnace; the i-less X-names with an AFUE class are in marketing-names.ts.
    re: /^XV80I$/,
    read() {
      return { series: 'XV80i', types: [FURNACE], description: 'gas furnace', fields: { afue_percent: 80, efficiency_tier: 'two-stage, variable-speed blower' }, evidence: 'pattern', source: TRANE_XV80I };
    },
  },
];

/**
 * namesEntry reading a decimal class: the dispatcher retries a model with a dot ("Acclimate 97.5") with the dot as a
 * hyphen, so a hyphen between the class and one last digit ("ACCLIMATE97-5") is read back as the decimal point.
 */
function afueNamesEntry(family: NomenclatureFamily, section: string, first: string, lines: readonly NameLine[]): SeriesEntry {
  const base = namesEntry(family, section, first, lines);
  return { ...base, read: (m) => base.read(/^.*$/.exec(m[0].replace(/(\d\d)-(\d)$/, '$1.$2'))!) };
}

export const AFUE_LINE_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  afueNamesEntry('carrier', 'Bryant line names with the AFUE class', 'LEP', BRYANT_LINES),
  afueNamesEntry('lennox', 'Lennox tier names with the AFUE class', 'MESD', LENNOX_LINES),
  afueNamesEntry('york', 'York-group line names with the AFUE class', 'AEL', YORK_LINES),
  afueNamesEntry('trane', 'Trane XV80i furnace name', 'X', TRANE_LINES),
];
