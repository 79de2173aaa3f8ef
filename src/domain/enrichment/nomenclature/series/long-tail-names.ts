// More product-line names of the series-only fallback (series-table.ts), with the machinery of
// series/marketing-names.ts (brand required, a leading brand word dropped by index.ts, a written type word read,
// a name sold as more than one type gives none): the long tail a US / Canadian service company meets —
// Allied Air (Armstrong Air, AirEase, Ducane, Concord) furnace and split series without the size, Maytag
// (Nortek) split and furnace series, Coleman / Evcon manufactured-housing furnaces, Rheem / Ruud furnace and
// water-heater names, A. O. Smith and Bradford White water-heater lines, GE GeoSpring. Each line reports the
// type only where the name fixes it, and only what the name itself states.
import type { EquipmentType } from '../../catalog/equipment-types';
import { FURNACE_SOURCE as ALLIED_FURNACE_SOURCE, GD_SOURCE as ALLIED_GD_SOURCE } from '../lennox/allied';
import { AMANA_SOURCE } from '../furnaces-other/older-core-keys';
import { GE_GEOSPRING_SOURCE } from '../water-heaters/long-tail';
import { cite } from '../kit/rule-kit';
import { G7_SOURCE as NORTEK_CONDENSING_SOURCE } from '../nordyne/nordyne';
import { OLDER_FURNACE_SOURCE as RHEEM_OLDER_FURNACE_SOURCE } from '../rheem/rheem';
import { ABBREVIATED_SOURCE as THERMO_PRIDE_ABBREVIATED_SOURCE, KEY_SOURCE as THERMO_PRIDE_KEY_SOURCE } from '../furnaces-other/thermo-pride-oil';
import { type NameLine, namesEntry } from './marketing-names';
import type { SeriesEntry } from '../series-kit';

const AC: EquipmentType = 'air conditioners';
const HP: EquipmentType = 'heat pumps';
const FURNACE: EquipmentType = 'furnaces';
const WATER_HEATER: EquipmentType = 'water heaters';

const condensing = (afue: number) => (afue >= 90 ? '90 %+ condensing' : undefined);
const joined = (parts: readonly (string | undefined)[]) => {
  const s = parts.filter((p) => p !== undefined).join(', ');
  return s === '' ? undefined : s;
};
/** AFUE classes the Allied key prints (80 … 98; the full rule's bounds). */
const alliedAfue = (digits: string) => {
  const afue = Number(digits);
  return afue >= 80 && afue <= 98 ? afue : null;
};

// —— Allied Air: Armstrong Air, AirEase, Ducane, Concord ————————————————————————————————————————————

const ALLIED_CONFIG: Record<string, string> = { UH: 'upflow/horizontal', DF: 'downflow', US: 'upflow', DS: 'downflow', DH: 'downflow/horizontal', MP: 'multi-position' };
const ALLIED_STAGES: Record<string, string> = { '1': 'single-stage', '2': 'two-stage', M: 'modulating' };
const ARMSTRONG_ULTRA_SOURCE =
  'Armstrong Ultra SX 90 furnace service manual (high-efficiency gas furnace, AFUE up to 90 %, two-stage gas valve): https://furnaceservicemanual.com/Armstrong-Ultra-Sx-90-Furnace-Service-Manual.php';

const ALLIED_AF_TITLE_SOURCE =
  'Allied Air / Lennox installation instructions "92AF1DF and 95AF1DF Counterflow Warm Air Gas Furnaces": https://homedocbox.com/Appliances/121319102-P-o-box-dallas-tx-installation-instructions-92af1df-and-95af1df-counterflow-warm-air-gas-furnaces.html';
const ALLIED_LINES: readonly NameLine[] = [
  {
    // A95, A95UH, A93DF, A96US2V: Armstrong Air / AirEase A · AFUE class (· configuration · stages · blower letter), the §5.5 key cut before the input.
    re: /^A([89]\d)(?:(UH|DF|US|DS|DH|MP)([12M])?([A-Z])?)?$/,
    read(m) {
      const afue = alliedAfue(m[1]!);
      if (afue === null) return null;
      return {
        series: `A${m[1]}${m[2] ?? ''}${m[3] ?? ''}`,
        types: [FURNACE],
        description: 'gas furnace',
        fields: { afue_percent: afue, efficiency_tier: joined([condensing(afue), ALLIED_CONFIG[m[2] ?? ''], ALLIED_STAGES[m[3] ?? '']]) },
        evidence: 'pattern',
        source: ALLIED_FURNACE_SOURCE,
      };
    },
  },
  {
    // 95G1UH, 92G1DF, 80G2: Ducane / Concord spelling, AFUE class · G · stages (· configuration · blower letter); the
    // counterflow 92AF1DF / 95AF1DF spell AF for G (installation instructions "92AF1DF and 95AF1DF Counterflow Warm Air
    // Gas Furnaces", the AF key of lennox/allied.ts).
    re: /^([89]\d)(G|AF)([12M])(UH|DF|US|DS|DH|MP)?([A-Z])?$/,
    read(m) {
      const afue = alliedAfue(m[1]!);
      if (afue === null) return null;
      if (m[2] === 'AF' && m[4] === undefined) return null; // AF only as the titles print it, with its configuration
      return {
        series: `${m[1]}${m[2]}${m[3]}${m[4] ?? ''}`,
        types: [FURNACE],
        description: 'gas furnace',
        fields: { afue_percent: afue, efficiency_tier: joined([condensing(afue), ALLIED_CONFIG[m[4] ?? ''], ALLIED_STAGES[m[3]!]]) },
        evidence: 'pattern',
        source: m[2] === 'AF' ? ALLIED_AF_TITLE_SOURCE : ALLIED_FURNACE_SOURCE,
      };
    },
  },
  {
    // G1D93, G2D95CT, G1D91AU: older Armstrong Air furnaces, G · stages · D · AFUE class (· cabinet · configuration).
    re: /^G([1-4])D(80|90|91|92|93|95)([A-C])?([UTCD])?$/,
    read(m) {
      const afue = Number(m[2]);
      const stages = m[1] === '1' ? 'single-stage' : m[1] === '2' ? 'two-stage' : undefined;
      return { series: `G${m[1]}D${m[2]}${m[3] ?? ''}${m[4] ?? ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: joined([condensing(afue), stages]) }, evidence: 'pattern', source: ALLIED_GD_SOURCE };
    },
  },
  {
    // Ultra SX 90, Ultra SX 80: the Armstrong Ultra SX furnace names with their AFUE class.
    re: /^ULTRASX(80|90|93|95)(PLUS)?$/,
    read(m) {
      const afue = Number(m[1]);
      return { series: `Ultra SX ${m[1]}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: afue, efficiency_tier: condensing(afue) }, evidence: m[1] === '90' ? 'pattern' : 'unconfirmed', source: ARMSTRONG_ULTRA_SOURCE };
    },
  },
  {
    // 4SCU13, 4SHP16LE, 2SCU13LC: ref · SCU air conditioner / SHP heat pump · SEER (· line letters), the §5.5 split key cut before the size.
    re: /^([24])(SCU|SHP)(1[0-9]|2[0-6])([A-Z]{1,3})?$/,
    read(m) {
      const ac = m[2] === 'SCU';
      return { series: `${m[1]}${m[2]}${m[3]}${m[4] ?? ''}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner' : 'split heat pump', fields: { refrigerant: m[1] === '2' ? 'R-22' : 'R-410A', seer: Number(m[3]) }, evidence: 'pattern', source: cite('S69') };
    },
  },
];

// —— Nortek: Maytag, Frigidaire, Intertherm … ——————————————————————————————————————————————————————

const MAYTAG_SPLIT_SOURCE =
  'Maytag PSH2BD "Outdoor Heat Pump 13 SEER High Efficiency Split System" installation guide: https://manuzoid.com/manuals/eQ8gA-Maytag%20PSH2BD%20Installation%20guide · Maytag PSA4BG024K iQDrive (power-up display "AC for air conditioner"): https://www.easymanua.ls/maytag/psa4bg024k/manual?p=7 · Maytag iQDrive SA1BG4MV split system air conditioner installation instructions: https://www.manualslib.com/manual/2334827/Maytag-Iqdrive-Sa1bg4mv-Series.html';

const NORDYNE_M_SOURCE =
  'Nordyne / Intertherm / Miller owners manual and installation instructions "Downflow, Direct Vent (Sealed Combustion) Forced Air Gas and Oil Furnaces, Series M1B, M1G, M1M and M1S" (manufactured homes): https://studylib.net/doc/18557514/m1-furnace-installation-instructions · Miller "M1B, M1M & M5S Series": https://manuzoid.com/manuals/qLa0q-Miller%20RG1%20Installation%20guide';

const NORTEK_LINES: readonly NameLine[] = [
  {
    // M1B, M1G, M1M, M1S, M5S: the manufactured-housing downflow sealed-combustion furnace series as the manual titles name them.
    re: /^M(1[BGMS]|5S)$/,
    read(m) {
      return { series: `M${m[1]}`, types: [FURNACE], description: 'furnace, downflow sealed combustion (manufactured housing)', fields: {}, evidence: 'pattern', source: NORDYNE_M_SOURCE };
    },
  },
  {
    // PSA4BG, PSH2BD, PSA1BG: Maytag split outdoor units, P · S (split) · A air conditioner / H heat pump · generation digit · B · letter.
    re: /^PS([AH])(\d)B([A-Z])$/,
    read(m) {
      const ac = m[1] === 'A';
      return { series: `PS${m[1]}${m[2]}B${m[3]}`, types: [ac ? AC : HP], description: ac ? 'split air conditioner' : 'split heat pump', fields: {}, evidence: 'pattern', source: MAYTAG_SPLIT_SOURCE };
    },
  },
  {
    // PGC, PGC2TE, MGC2S: Maytag (Nortek) condensing furnaces, the §8.2 key cut before the input (· generation · S / T stages · configuration).
    re: /^([MP]GC)(\d)?([ST])?([A-Z])?$/,
    read(m) {
      if (m[3] === undefined && m[4] !== undefined) return null;
      const stages = m[3] === 'S' ? 'single-stage' : m[3] === 'T' ? 'two-stage' : undefined;
      return { series: `${m[1]}${m[2] ?? ''}${m[3] ?? ''}${m[4] ?? ''}`, types: [FURNACE], description: 'condensing gas furnace', fields: { efficiency_tier: joined(['90 %+ condensing', stages]) }, evidence: 'pattern', source: NORTEK_CONDENSING_SOURCE };
    },
  },
  {
    // iQ Drive (+ SEER): the Maytag inverter line name; the sources read name only the air conditioner, heat pumps carry it too — type only as written.
    re: /^IQDRIVE(1[3-9]|2[0-4])?$/,
    read(m) {
      return { series: `iQ Drive${m[1] ? ` ${m[1]}` : ''}`, types: [AC, HP], description: 'Maytag iQ Drive split system', fields: { seer: m[1] === undefined ? undefined : Number(m[1]) }, evidence: 'unconfirmed', source: MAYTAG_SPLIT_SOURCE };
    },
  },
];

// —— Coleman / Evcon manufactured-housing furnaces ————————————————————————————————————————————————

const EVCON_SOURCE =
  'Evcon / Coleman installation instructions "DLAS models (no coil cabinet), DGAT & DGAM models (with built-in coil cabinet) … sealed combustion downflow gas furnaces" for manufactured homes: https://manuals.online/evcon/furnace/dgam056bdd/user-manual/217vj · https://vdocument.in/evcon-coleman-dxxx-bdf.html';

const YORK_SERIES_SOURCE =
  'York / Coleman / Luxaire / Fraser-Johnston user\'s information manuals: "PS9 Series - upflow 1-stage natural gas furnace - 90%", "PT9 Series - upflow 2-stage … - 90%", "PC9 Series modulating variable speed condensing downflow/horizontal", "FL9M Series modulating condensing upflow", "FC9V Series upflow 2-stage condensing variable speed" (list of titles: https://homedocbox.com/amp/93333514-Appliances/Section-i-user-s-information.html) · 271044-UUM-B-0707 "PV9*UP / FC9V*UP / FL9V*UP (two stage variable speed upflow)": https://fdocuments.in/document/users-information-master-group-users-information-operating-instructions.html · 035-19592-001 "P*UR / G9T-UP / FG9-UP (upflow)": https://documents.pub/document/useras-information-master-group-be-examined-when-installed-in-an-attic-or-other.html · 035-19650-001 "P*XU / G9D-UP two stage (upflow)": https://manuals.online/york/industrial-equipment/p-xu-series/manual/x2f0';
const YORK_SINGLE_STAGE_SOURCE =
  'York user\'s information, maintenance and service manual "High efficiency tubular heat exchanger series, models: PS9*UP / FC9S*UP / FL9S*UP (single stage upflow)": http://88pdf.com/get/White-Rodgers-PS9-Up-Thermostat-User-Manual.php';
const YORK_G8C_SOURCE =
  'York user\'s information, maintenance and service manual 035-19992-001 "G8C / GF8 single stage multi-position": https://manuzoid.com/manuals/bwjlJ-York%20G8C%20User%20manual · Unitary Products Group installation manual 66832-UIM-D-1205 "High efficiency clam tube heat exchanger series, models: G8C/GF8 (single stage multi-position), 50 - 150 MBH input": http://88.208.23.73:8080/en/manual/unitary-products-group/g8c/844066?page=1';
/** What each York-group furnace series title states: AFUE class where printed, condensing, stages. */
const YORK_SERIES: Record<string, { afue?: number; tier?: string }> = {
  PS9: { afue: 90, tier: '90 %+ condensing, single-stage' },
  PT9: { afue: 90, tier: '90 %+ condensing, two-stage' },
  PC9: { tier: '90 %+ condensing, modulating, variable-speed blower' },
  FL9M: { tier: '90 %+ condensing, modulating' },
  FC9V: { tier: '90 %+ condensing, two-stage, variable-speed blower' },
  PV9: { tier: 'two-stage, variable-speed blower' },
  FL9V: { tier: 'two-stage, variable-speed blower' },
  G9T: {},
  FG9: {},
  G9D: { tier: 'two-stage' },
  FC9S: { tier: 'single-stage' },
};

const YORK_MH_LINES: readonly NameLine[] = [
  {
    // PS9, PT9, PC9, FL9M, FC9V, PV9, G9T, FG9, G9D: York-group furnace series as their user's manuals title them (without the input).
    // FC9S: manual "PS9*UP / FC9S*UP / FL9S*UP (single stage upflow)" (YORK_SINGLE_STAGE_SOURCE); FL9S is read with the
    // technical-guide titles (rooftop-line-names.ts).
    re: /^(PS9|PT9|PC9|FL9M|FC9V|PV9|FL9V|G9T|FG9|G9D|FC9S)(UP)?$/,
    read(m) {
      const known = YORK_SERIES[m[1]!]!;
      return { series: m[1]!, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: known.afue, efficiency_tier: known.tier }, evidence: 'pattern', source: m[1] === 'FC9S' ? YORK_SINGLE_STAGE_SOURCE : YORK_SERIES_SOURCE };
    },
  },
  {
    // G8C, GF8 (furn32 scan): York-group single-stage multi-position furnaces written without the input; the user's manual
    // 035-19992-001 and the installation manual 66832-UIM-D title both "Models: G8C / GF8 (single stage multi-position)".
    re: /^(G8C|GF8)$/,
    read(m) {
      return { series: m[1]!, types: [FURNACE], description: 'gas furnace, single-stage multi-position', fields: { efficiency_tier: 'single-stage' }, evidence: 'pattern', source: YORK_G8C_SOURCE };
    },
  },
  {
    // DGAA, DGAM, DGAT, DLAS: sealed-combustion downflow gas furnaces for manufactured homes, the §7.3 series without the input.
    re: /^D(GAA|GAM|GAT|LAS)$/,
    read(m) {
      return { series: `D${m[1]}`, types: [FURNACE], description: 'gas furnace, sealed-combustion downflow (manufactured housing)', fields: {}, evidence: 'pattern', source: EVCON_SOURCE };
    },
  },
];

// —— Amana (pre-2005) ——————————————————————————————————————————————————————————————————————————————

const AMANA_USER_MANUAL = 'Amana "GUC*, GUX*, GUD*, GDC* Gas Fired Warm Air Furnace" user\'s informational manual: http://manualzz.com/doc/906421/amana-guc-series-specifications';
const AMANA_LINES: readonly NameLine[] = [
  {
    // GUIS, GCIS (G · U upflow / C counterflow · I induced draft 80 % · family), GUC, GUX, GUD, GDC: the pre-2005 key without the input.
    re: /^G(UI|CI|UC|UX|UD|DC)([A-Z])?$/,
    read(m) {
      const induced = m[1]![1] === 'I';
      if (induced && m[2] === undefined) return null;
      const tier = induced ? 'induced draft (80 %)' : m[1] === 'UC' ? '90 %+ condensing' : undefined;
      return { series: `G${m[1]}${m[2] ?? ''}`, types: [FURNACE], description: 'gas furnace', fields: { afue_percent: induced ? 80 : undefined, efficiency_tier: tier }, evidence: 'pattern', source: induced ? AMANA_SOURCE : `${AMANA_USER_MANUAL} · ${AMANA_SOURCE}` };
    },
  },
];

// —— Lennox Pulse ——————————————————————————————————————————————————————————————————————————————————

const LENNOX_PULSE_SOURCE =
  'Lennox Pulse (G14, 1982) and Pulse 21 (G21) pulse-combustion condensing gas furnaces: Lennox Pulse 21 & G14 safety notice https://www.inspectapedia.com/heat/Lennox_Pulse_Furnace_Notice.htm · "It is a condensing furnace … The pulse furnace is only made by Lennox": https://www.jlconline.com/how-to/case-in-point-maintaining-a-healthy-pulse_o · G14 Pulse service manual: https://furnaceservicemanual.com/Lennox-G14-Pulse-Furnace-Service-Manual.php';
const LENNOX_PULSE_LINES: readonly NameLine[] = [
  {
    // Pulse, Pulse 21: the pulse-combustion condensing furnaces (G14, G21).
    re: /^PULSE(21)?(FURNACE)?$/,
    read(m) {
      return { series: m[1] ? 'Pulse 21' : 'Pulse', types: [FURNACE], description: 'pulse-combustion condensing gas furnace', fields: { efficiency_tier: '90 %+ condensing' }, evidence: 'pattern', source: LENNOX_PULSE_SOURCE };
    },
  },
];

// —— Thermo Pride oil furnaces ————————————————————————————————————————————————————————————————————

const THERMO_PRIDE_CONFIG: Record<string, string> = { H: 'highboy', D: 'downflow (counterflow)', L: 'lowboy', C: 'counterflow', T: 'horizontal' };
const THERMO_PRIDE_LINES: readonly NameLine[] = [
  {
    // OL5, OH3, OC5, OT5: the abbreviated series (MO-100G: O · type of unit · size number) without the size rating.
    re: /^O([LHCT])([1-9]|[1-3]\d)$/,
    read(m) {
      return { series: `O${m[1]}${m[2]}`, types: [FURNACE], description: `oil furnace (${THERMO_PRIDE_CONFIG[m[1]!]})`, fields: { fuel: 'oil', efficiency_tier: THERMO_PRIDE_CONFIG[m[1]!] }, evidence: 'pattern', source: THERMO_PRIDE_ABBREVIATED_SOURCE };
    },
  },
  {
    // OH6FA, OD6RA, OL6FX: the current key before the heating-capacity code (O · H / D / L · size · F / R flue · A single / X two stages).
    re: /^O([HDL])(\d)([FR])([AX])$/,
    read(m) {
      const tier = `${THERMO_PRIDE_CONFIG[m[1]!]}, ${m[4] === 'A' ? 'single-stage' : 'two-stage'}`;
      return { series: `O${m[1]}${m[2]}${m[3]}${m[4]}`, types: [FURNACE], description: `oil furnace (${THERMO_PRIDE_CONFIG[m[1]!]}, ${m[3] === 'F' ? 'front' : 'rear'} flue)`, fields: { fuel: 'oil', efficiency_tier: tier }, evidence: 'pattern', source: THERMO_PRIDE_KEY_SOURCE };
    },
  },
];

// —— Rheem / Ruud ————————————————————————————————————————————————————————————————————————————————————

const RHEEM_FURNACE_NAMES =
  'Rheem form G11-494 "The Rheem Prestige Series 90 Plus High Efficiency line of horizontal gas furnaces" (RGJD): https://manualmachine.com/rudd/rgjd06emck/5175275-user-manual · Rheem conversion-kit chart "90 PLUS MODELS" (RGRS, RGTS, RGRK … furnaces): https://manuzoid.com/manuals/mLmA6-Rheem%2062-24174-02%20User%20guide';
const RHEEM_MARATHON_SOURCE =
  'Rheem Marathon use & care / warranty (MR, CMR, MTS series electric water heaters, seamless polybutene tank, lifetime tank warranty): https://manualshive.com/en/manual/rheem/single-element/1451776?page=23 · "Rheem Manufacturing Company produces Marathon water heaters": https://www.sciencedepot.blog/marathon-water-heater-size';

const RHEEM_PROTERRA_SOURCE =
  'Rheem, "What Is a Heat Pump Water Heater and How Does It Work?" (June 2024): "the Rheem® ProTerra® Hybrid Electric Heat Pump Water Heater. It\'s a heat pump and electric water heater in one": https://www.rheem.com/water-heating/articles/what-is-a-heat-pump-water-heater-and-how-does-it-work/ · Rheem release "Rheem® introduces 120 volt ProTerra® plug-in heat pump water heaters", as quoted: https://community.sense.com/t/plug-in-heat-pump-water-heater/17764';

const RHEEM_LINE_NAME: Record<string, string> = {
  CLASSICPLUS: 'Classic Plus', CLASSIC: 'Classic', PRESTIGE: 'Prestige', ACHIEVERPLUS: 'Achiever Plus', ACHIEVER: 'Achiever',
  CRITERIONII: 'Criterion II', CRITERION: 'Criterion', IMPERIAL: 'Imperial', ULTIMATE: 'Ultimate', PROFESSIONAL: 'Professional',
};

/** The older R/U · G furnace series the cited Rheem documents print, with the stages / class each states (condensing: the "90 PLUS MODELS" chart, G11-494). */
const RHEEM_OLDER_SERIES: Record<string, string | undefined> = {
  GFD: 'modulating', GGD: 'modulating', GJD: 'modulating', GFE: 'modulating', GFG: 'modulating', GGE: 'modulating', GJF: 'modulating', GFH: 'modulating',
  GRS: 'single-stage', GTS: 'single-stage', GRA: 'single-stage', GTA: 'single-stage', GRB: 'single-stage', GRT: 'single-stage', GRC: 'single-stage', GTC: 'single-stage',
  GRK: 'two-stage', GRL: 'two-stage', GTK: 'two-stage', GRM: 'two-stage', GTM: 'two-stage', GRJ: undefined, GTJ: undefined,
};
/** Induced-draft (non-condensing) series of installation instructions 92-24161-38 and 92-23531-70: type only. */
const RHEEM_INDUCED_SERIES = new Set(['GPN', 'GPS', 'GLN', 'GLS', 'GDG', 'GDJ', 'GPH', 'GPJ', 'GVH', 'GVJ', 'GLH', 'GLJ']);
/** Later induced-draft series: installation instructions 92-24161-51-00 ((-)GPQ upflow/horizontal, (-)GLQ downflow) and 92-24161-96-01 ((-)GPT / (-)GLT with ECM X-13 motors). */
const RHEEM_INDUCED_LATER = new Set(['GPQ', 'GLQ', 'GPT', 'GLT']);
const RHEEM_INDUCED_LATER_SOURCE =
  'Rheem / Ruud installation instructions 92-24161-51-00 "Upflow/horizontal & downflow induced draft gas furnaces (-)GPQ upflow/horizontal series, (-)GLQ downflow series": https://ro.scribd.com/document/465809253/INSTALLATION-INSTRUCTIONS-pdf · 92-24161-96-01 "… induced draft gas furnaces with ECM X-13 motors, (-)GPT upflow/horizontal series, (-)GLT downflow series": https://manualmachine.com/rheem/rgpt10nbrmr/24107813-installation-instructions-manual';

const RHEEM_LINES: readonly NameLine[] = [
  {
    // RGRA, RGPJ, UGRJ, RGFE: the older Rheem (R) / Ruud (U) gas furnace series without the size code (rheem.indoor's key).
    re: /^([RU])(G[A-Z]{2})$/,
    read(m) {
      const line = m[2]!;
      const later = RHEEM_INDUCED_LATER.has(line);
      const induced = later || RHEEM_INDUCED_SERIES.has(line);
      if (!induced && !(line in RHEEM_OLDER_SERIES)) return null;
      const tier = induced ? 'induced draft' : joined(['90 %+ condensing', RHEEM_OLDER_SERIES[line]]);
      return { series: `${m[1]}${line}`, types: [FURNACE], description: 'gas furnace', fields: { efficiency_tier: tier }, evidence: 'pattern', source: later ? RHEEM_INDUCED_LATER_SOURCE : RHEEM_OLDER_FURNACE_SOURCE };
    },
  },
  {
    // Prestige 90 Plus, Classic 90 Plus, Achiever 90 Plus, Criterion 80: a Rheem / Ruud line word with an AFUE class (80, 90 Plus, 92–97) is a furnace.
    re: /^(CLASSICPLUS|CLASSIC|PRESTIGE|ACHIEVERPLUS|ACHIEVER|CRITERIONII|CRITERION|IMPERIAL|ULTIMATE|PROFESSIONAL)(?:SERIES)?(80|90|9[2-7])(PLUS)?$/,
    read(m) {
      const afue = Number(m[2]);
      if (afue === 80 && m[3] !== undefined) return null;
      return {
        series: `${RHEEM_LINE_NAME[m[1]!]} ${m[2]}${m[3] ? ' Plus' : ''}`,
        types: [FURNACE],
        description: 'gas furnace',
        fields: { afue_percent: afue, efficiency_tier: condensing(afue) },
        evidence: m[1] === 'PRESTIGE' && afue === 90 ? 'pattern' : 'unconfirmed',
        source: RHEEM_FURNACE_NAMES,
      };
    },
  },
  {
    // 90 Plus alone ("Rheem 90 Plus"): the condensing furnaces the Rheem documents title "90 PLUS MODELS" and "Prestige
    // Series 90 Plus"; no Rheem / Ruud document found prints the words on anything but a furnace (lines32 gap scan).
    re: /^90PLUS$/,
    read() {
      return { series: '90 Plus', types: [FURNACE], description: 'condensing gas furnace', fields: { afue_percent: 90, efficiency_tier: '90 %+ condensing' }, evidence: 'pattern', source: RHEEM_FURNACE_NAMES };
    },
  },
  {
    // ProTerra (Hybrid Electric / Plug-in (Heat Pump) (Water Heater)): Rheem's heat pump water heaters; no other product is
    // sold under the name in any Rheem document found (lines32 gap scan).
    re: /^PROTERRA(?:PLUGIN)?(?:HYBRID)?(?:ELECTRIC)?(?:HEATPUMP)?(?:WATERHEATER)?$/,
    read() {
      return { series: 'ProTerra', types: [WATER_HEATER], description: 'heat pump water heater', fields: { fuel: 'electric', efficiency_tier: 'heat pump' }, evidence: 'pattern', source: RHEEM_PROTERRA_SOURCE };
    },
  },
  {
    // Marathon: Rheem's electric water heater with the polybutene tank.
    re: /^MARATHON(?:WATERHEATER)?$/,
    read() {
      return { series: 'Marathon', types: [WATER_HEATER], description: 'electric water heater (polybutene tank)', fields: { fuel: 'electric' }, evidence: 'pattern', source: RHEEM_MARATHON_SOURCE };
    },
  },
];

// —— A. O. Smith group ——————————————————————————————————————————————————————————————————————————————

const AOSMITH_VERTEX_SOURCE =
  'A. O. Smith press release "Strategic alliance brings new water heating technology" (Vertex, condensing residential gas water heater, 90 % thermal efficiency, 76,000 Btu/h): http://www.hotwater.com/about-us/press-releases/strategic-aliances-brings-new-water-heating-technology/ · Vertex 100 (96 %): http://blog.fosketts.net/2012/11/15/ao-smith-vertex-water-heater/';
const AOSMITH_CYCLONE_SOURCE =
  'A. O. Smith Cyclone XHE gas water heater (100 gallon, 150,000 Btu/h, 94 % thermal efficiency): https://www.achrnews.com/articles/84124-a-o-smith-cyclone-water-heater-chosen-by-better-homes-and-gardens · Cyclone commercial helical-coil heat exchanger: http://contractormag.com/hydronics/smith_debuts_water_heater_0912';
const AOSMITH_VOLTEX_SOURCE =
  'A. O. Smith "hybrid-electric Voltex 50-Gallon Heat Pump" water heater: https://www.hotwater.com/news/172-2/ · Voltex AL Smart Hybrid Electric (State Premier AL Hybrid Electric): https://www.greenbuildingadvisor.com/article/a-look-at-state-premiers-new-heat-pump-water-heater';

const AOSMITH_LINES: readonly NameLine[] = [
  {
    // Vertex, Vertex 100: the condensing residential gas water heater.
    re: /^VERTEX(100)?(POWERVENT)?$/,
    read(m) {
      return { series: `Vertex${m[1] ? ' 100' : ''}`, types: [WATER_HEATER], description: 'condensing gas water heater', fields: { efficiency_tier: 'condensing' }, evidence: 'pattern', source: AOSMITH_VERTEX_SOURCE };
    },
  },
  {
    // Cyclone, Cyclone XHE, Cyclone Xi, Cyclone MXi: the high-efficiency commercial gas water heaters.
    re: /^CYCLONE(XHE|XI|MXI|SE|LE)?$/,
    read(m) {
      return { series: `Cyclone${m[1] ? ` ${m[1]}` : ''}`, types: [WATER_HEATER], description: 'high-efficiency gas water heater', fields: {}, evidence: 'pattern', source: AOSMITH_CYCLONE_SOURCE };
    },
  },
  {
    // Voltex, Voltex AL, Voltex Hybrid: the hybrid electric heat-pump water heater.
    re: /^VOLTEX(AL)?(SMART)?(HYBRID(ELECTRIC)?)?$/,
    read() {
      return { series: 'Voltex', types: [WATER_HEATER], description: 'hybrid electric heat pump water heater', fields: { fuel: 'electric', efficiency_tier: 'heat pump' }, evidence: 'pattern', source: AOSMITH_VOLTEX_SOURCE };
    },
  },
];

// —— Bradford White ————————————————————————————————————————————————————————————————————————————————

const BW_DEFENDER_SOURCE =
  'Bradford White service manual: "The Bradford White DEFENDER Safety System® was designed to resist the ignition of flammable vapors … atmospherically fired and vented water heaters" (MI30T*F): https://manualsdump.com/en/manuals/bradford-white_corp-mi30t*f/51845/3 · ECO-DEFENDER Safety System (U-65T-55FR-3N …): https://azmanual.top/manuals/645795/';
const BW_EF_SOURCE =
  'Bradford White service manual 45817B "eF Series Ultra High Efficiency" water heaters (EF60T125E … EF100T399E): https://vdocuments.net/the-bradford-white-placeholder-for-.html';
const BW_AEROTHERM_SOURCE =
  'Bradford White AeroTherm / AeroTherm 2 heat pump water heater (UEF 4.20): https://aroundthehouseonline.com/media/heat-pump-water-heaters-the-cash-saving-wizards-you-didnt-know-you-needed';

const BRADFORD_WHITE_LINES: readonly NameLine[] = [
  {
    // Defender, Defender Safety System, Eco-Defender: the FVIR atmospheric gas tank water heaters.
    re: /^(ECO)?DEFENDER(SAFETYSYSTEM|SERIES)?$/,
    read(m) {
      return { series: m[1] ? 'Eco-Defender' : 'Defender', types: [WATER_HEATER], description: 'atmospheric gas water heater (FVIR Defender Safety System)', fields: {}, evidence: 'pattern', source: BW_DEFENDER_SOURCE };
    },
  },
  {
    // eF Series: the ultra-high-efficiency (condensing) gas water heaters; "eF" alone is too short a name.
    re: /^EFSERIES$/,
    read() {
      return { series: 'eF Series', types: [WATER_HEATER], description: 'ultra-high-efficiency gas water heater', fields: { efficiency_tier: 'condensing' }, evidence: 'pattern', source: BW_EF_SOURCE };
    },
  },
  {
    // AeroTherm, AeroTherm 2: the heat pump water heaters.
    re: /^AEROTHERM(2|SERIES)?$/,
    read(m) {
      return { series: `AeroTherm${m[1] === '2' ? ' 2' : ''}`, types: [WATER_HEATER], description: 'heat pump water heater', fields: { fuel: 'electric', efficiency_tier: 'heat pump' }, evidence: 'pattern', source: BW_AEROTHERM_SOURCE };
    },
  },
];

// —— Whirlpool, GE ——————————————————————————————————————————————————————————————————————————————————————————————

const WHIRLPOOL_ENERGY_SMART_SOURCE =
  'Whirlpool "Energy Smart® Electric Water Heater" (Energy Smart Module, electronic thermostat, upper / lower elements): http://www.whirlpoolwaterheaters.com/learn-more/electric-water-heaters/how-electric-water-heaters-work/energy-smart%C2%AE-electric-operation · Whirlpool 318686-000 Residential Electric Water Heater installation instructions and use & care guide (Energy Smart): https://somanuals.com/html/17/Whirlpool-Water-Heater-318686-000-User-Manual.html';
const WHIRLPOOL_FLAME_LOCK_SOURCE =
  '"Whirlpool\'s Flame Lock gas water heaters … made by the American Water Heater Company": https://www.consumeraffairs.com/news04/2006/05/whirlpool_water_heater.html';

const WATER_HEATER_OTHER_LINES: readonly NameLine[] = [
  {
    // Energy Smart: Whirlpool's electric tank water heater with the Energy Smart Module.
    re: /^ENERGYSMART(ELECTRIC)?$/,
    read() {
      return { series: 'Energy Smart', types: [WATER_HEATER], description: 'electric water heater', fields: { fuel: 'electric' }, evidence: 'pattern', source: WHIRLPOOL_ENERGY_SMART_SOURCE };
    },
  },
  {
    // Flame Lock: Whirlpool's (American Water Heater-built) FVIR gas tank water heaters.
    re: /^FLAMELOCK(GAS)?$/,
    read() {
      return { series: 'Flame Lock', types: [WATER_HEATER], description: 'gas water heater (FVIR)', fields: {}, evidence: 'pattern', source: WHIRLPOOL_FLAME_LOCK_SOURCE };
    },
  },
  {
    // GeoSpring: GE's hybrid electric (heat pump) water heater.
    re: /^GEOSPRING(HYBRID)?$/,
    read() {
      return { series: 'GeoSpring', types: [WATER_HEATER], description: 'hybrid electric heat pump water heater', fields: { fuel: 'electric', efficiency_tier: 'heat pump' }, evidence: 'pattern', source: GE_GEOSPRING_SOURCE };
    },
  },
];

export const MORE_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  namesEntry('allied', 'Allied Air (Armstrong Air, AirEase, Ducane, Concord) series names', 'A89GU24', ALLIED_LINES),
  namesEntry('nordyne', 'Nortek (Maytag, Intertherm, Miller) series names', 'PMI', NORTEK_LINES),
  namesEntry('york', 'York / Coleman / Evcon furnace series names', 'DPFG', YORK_MH_LINES),
  namesEntry('goodman', 'Amana pre-2005 furnace series names', 'G', AMANA_LINES),
  namesEntry('lennox', 'Lennox Pulse names', 'P', LENNOX_PULSE_LINES),
  namesEntry('thermo_pride', 'Thermo Pride oil furnace series names', 'O', THERMO_PRIDE_LINES),
  namesEntry('rheem', 'Rheem / Ruud furnace and water-heater names', 'CPAIUMR9', RHEEM_LINES),
  namesEntry('aosmith', 'A. O. Smith water-heater lines', 'VCP', AOSMITH_LINES),
  namesEntry('bradford_white', 'Bradford White water-heater lines', 'DEA', BRADFORD_WHITE_LINES),
  namesEntry('water_heater_other', 'Whirlpool / GE water-heater lines', 'EFG', WATER_HEATER_OTHER_LINES),
];
