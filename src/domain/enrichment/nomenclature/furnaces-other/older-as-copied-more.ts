// Older furnaces as service companies copy them, second wave (issue 18, furn20). README-extra.md, "Older furnaces (furn20)".
// - York / Luxaire / Coleman "Diamond 80" P-numbers the earlier York rule (york/york.ts: P*UR, P*XU, P*DU, P*DH, P*DD) leaves
//   out: P*HU (York literature titles "P3HU - upflow/horizontal natural gas furnaces - (80%)", "P4HU and G8T
//   multi-position (80%) natural gas furnaces … including models P4HUC20N06401A, P4HUB12N08001A …") and P*MP (the
//   "P2MP series" installation instructions, upflow / horizontal / downflow clearances), and the G8T that the P4HU title
//   names beside it (G8T12012UPC11). No key in reach explains the characters after the series: a gas furnace (80 % AFUE
//   for P*HU and G8T, as that title prints), no size.
// - Coleman / Evcon EB electric furnaces (installation manuals "Downflow/upflow electric furnace, models: EB series",
//   035-15266-003, and 266180-BIM-B-0209 covering EB10C … EB23C): an electric furnace; the digits are not stated as kW
//   in those documents (the EB12B wiring diagram prints "output capacity BTU 39,000"), so no capacity.
// - Lennox G24-200 upflow gas furnace (installation instructions: "two independently controlled heat sections, each with
//   an input of 100MBH"): 200 kBtu/h input, natural gas.
// - Lennox G21V / GSR21V / G32V / GHR32V: the G21 / G32 series with the variable-speed blower ("V series units feature an
//   electronically controlled blower motor", G21/GSR21 service literature), written as lennox/lennox.ts's Q key with V for Q
//   (G21V3-60, G32V5-100): input in thousands of Btuh after the hyphen; and the O23V oil furnace written with its cooling
//   class digit as its model lists print it (O23V3-90: 90 kBtu/h firing input).
// - ICP (Inter-City Products) NUGM series condensing gas furnaces (installation instructions LP11008854, 3/94, for
//   NUGM100EHB1): a condensing gas furnace, no size (no key for the digits in that document).
// - ICP's twin names of the N-series titles (NTG3/FBF, NTN3/NBF, NTN6/NNE, NDN3/NDF, NTP6/TNE, NDP6/TDE) written in full in
//   the G twins' printed shape (TNE100N16A1): a gas furnace, flow from the paired N series, no size.
// - Heat Controller / Comfort-Aire MGD manufactured-home downflow gas furnaces (MGD75E3A, MGD60-E3A, the MGD-B series) and
//   the ODF / ODR / OUF / OLF / OLR oil furnaces of their installation manual: type (and oil) only.
// - Nordyne O4HD oil furnaces (O4HD-091A-12-FB "Up-Flow Model", installable horizontally): type and oil only.
// - Thermo Pride oil furnaces in the printed key with the heat exchanger identifier C (OHCFA072DV4R): highboy / downflow,
//   flue, stages and oil, as furnaces-other/thermo-pride-oil.ts reads the key; no capacity.
// - Bryant 3xx W / Z furnaces (carrier/carrier.ts's §2.4 key: 3xx · two letters · V/W/Z · airflow class · input) with the input
//   sizes of the 1970s–1980s Bryant 394 installation instructions ("Model 394 … Series G, Size 50 thru 220 … the three
//   smaller sizes, 50, 80, and 100", "394B & D … Sizes 050 thru 200 … the four smaller sizes, 50, 80, 100, and 125",
//   "125 and 137 upflow furnaces"), read as the input in thousands of Btu/h ("except 50,000-Btuh unit"), which the key's
//   modern code sets (045 / 070 / 090 …, 040 / 060 / 080 …) do not hold: 396GAW024050 = 50 kBtu/h.
// Brand required: every shape here is short or shared with other makers' letters.
import { decodeOf, pickBrand, plausibleInputCode } from '../kit/rule-kit';
import { ICP_BRANDS } from '../icp/icp';
import { NORTEK_BRANDS } from '../nordyne/nordyne';
import type { NomenclatureRule } from '../types';
import { YORK_BRANDS } from '../york/york';

const CARRIER_BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

const YORK_P_SOURCE =
  'York literature titles "P3HU - Upflow/Horizontal Natural Gas Furnaces - (80%) (Styles C & D, including Low NOx)" and "P4HU and G8T Multi-Position (80%) Natural Gas Furnaces (Style A & B) including models P4HUC20N06401A, B12N08001A, B16N08001A …", technical guide "Models: P4HU 036-21047-001 Rev. A (4/00)", as quoted at https://gist.github.com/100d81e7c372931e5d3cc460405fc997 · York P2MP series installation instructions (clearances upflow / horizontal / downflow): https://manualshive.com/en/manual/york/p2mp-series/3907833?page=3';
// P · brand / generation character · HU or MP · optionally the rest of the number (cabinet letter, blower code, N natural gas, input,
// style: P4HUC20N06401A), which no key in reach explains.
const YORK_P = /^P([0-9A-Z])(HU|MP)((?:[A-D](?:\d{2}N\d{5}[A-Z]?|\d{2}N?)?)?)$/;
// G8T · optionally digits, UP / UH / DH and a style tail (G8T12012UPC11), not explained by the title.
const YORK_G8T = /^G8T(?:-?\d{3,5}(?:UP|UH|DH|MP)?[A-Z]?\d{0,2})?$/;

const yorkDiamond80: NomenclatureRule = {
  id: 'york.p-hu-mp-furnace-furn20',
  family: 'york',
  brands: YORK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'PG',
  decode(model, brand) {
    if (brand === '') return null;
    if (YORK_G8T.test(model)) {
      return decodeOf('york', pickBrand(YORK_BRANDS, brand, 'York'), model, {
        type: 'furnaces',
        series: 'G8T',
        fields: { afue_percent: 80 },
        description: 'multi-position gas furnace',
        evidence: 'pattern',
        rule: 'York G8T gas furnaces, named with the P4HU in its title (G8T12012UPC11): type only',
        source: YORK_P_SOURCE,
      });
    }
    const m = YORK_P.exec(model);
    if (m === null) return null;
    const config = m[2] ?? '';
    const hu = config === 'HU';
    return decodeOf('york', pickBrand(YORK_BRANDS, brand, 'York'), model, {
      type: 'furnaces',
      series: `P*${config}`,
      fields: { afue_percent: hu ? 80 : undefined },
      description: hu ? 'upflow / horizontal gas furnace' : 'multi-position gas furnace',
      evidence: 'pattern',
      rule: 'York-group P*HU / P*MP gas furnaces by series (P4HUC20N06401A, P2MPD12N06401): type only',
      source: YORK_P_SOURCE,
    });
  },
};

const COLEMAN_EB_SOURCE =
  'Coleman / Evcon installation manual "Downflow/Upflow Electric Furnace, Models: EB Series" 035-15266-003 Rev. A (0804) for EB10B: https://usermanual.wiki/COLEMAN/L0611481.1090316562/help · "Electric furnace models: EB" installation manual 266180-BIM-B-0209 (EB10C, EB12C, EB15C, EB17C, EB20C, EB23C; "Furnace is rated at 240 volts, 60 Hz, single phase"): https://manualshive.com/manual/coleman/eb10c/2635806 · EB12B wiring diagram ("output capacity BTU 39,000"): https://www.mwitty.com/content.php?id=7249661';
// EB · size digits of the manuals' models · optional series letter (EB15B, EB20C).
const COLEMAN_EB = /^EB(10|12|15|17|20|23)([A-D])?$/;

const colemanEb: NomenclatureRule = {
  id: 'york.coleman-eb-electric-furnace-furn20',
  family: 'york',
  brands: YORK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'E',
  decode(model, brand) {
    if (brand === '') return null;
    const m = COLEMAN_EB.exec(model);
    if (m === null) return null;
    return decodeOf('york', pickBrand(YORK_BRANDS, brand, 'Coleman'), model, {
      type: 'furnaces',
      series: 'EB',
      fields: { fuel: 'electric' },
      description: 'electric furnace, downflow / upflow (manufactured housing)',
      evidence: 'pattern',
      rule: 'Coleman / Evcon EB electric furnaces (EB15B, EB20C): type and fuel only',
      source: COLEMAN_EB_SOURCE,
    });
  },
};

const LENNOX_G24_200_SOURCE =
  'Lennox G24-200 installation instructions ("The G24-200 upflow gas furnace is for use with natural gas only … This furnace has two independently controlled heat sections, each with an input of 100MBH"): https://manualshive.com/en/manual/lennox/g24-200/1877441?page=6';
const LENNOX_G24_200 = /^G24-?200(?:-\d{1,2})?$/;

const lennoxG24200: NomenclatureRule = {
  id: 'lennox.g24-200-furn20',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand !== 'Lennox' || !LENNOX_G24_200.test(model)) return null;
    return decodeOf('lennox', 'Lennox', model, {
      type: 'furnaces',
      series: 'G24-200',
      fields: { heating_input_kbtuh: 200, fuel: 'natural gas' },
      description: 'upflow gas furnace, two heat sections of 100 MBH',
      evidence: 'pattern',
      rule: 'Lennox G24-200 upflow gas furnace: two 100 MBH heat sections',
      source: LENNOX_G24_200_SOURCE,
    });
  },
};

const LENNOX_V_SOURCE =
  'Lennox G21/GSR21 service literature Corp. 9815-L9 ("V series units feature an electronically controlled blower motor (ICM or ICM2) controlled by a VSP control"): http://homedocbox.com/Appliances/73830775-G21-gsr21-series-units-lennoxoemparts-com.html · installation instructions 503,226M "G21V series units, gas units": https://manuals.online/lennox/furnace/g21-v-series/user-manual/18xhr · service literature titles "G32V series units", "GHR32Q/V series units": https://homedocbox.com/amp/86944679-Appliances/Duralokplus-aluminized-steel-heat-exchanger-g-32-v.html · the Q key of lennox.ts (G21Q3-40, G32Q4-100: cooling class · input in thousands of Btuh)';
// G (HR / SR) · 21 / 32 · V in the Q key's place · cooling class (· /class) · "-" input in thousands of Btuh · optional revision.
const LENNOX_V = /^G(HR|SR)?(21|32)V(\d)(?:\/\d)?X?-(\d{2,3})(?:-\d{1,2})?$/;

// The O23V oil furnace written with a cooling class digit, as the model lists print it (O23V3-90, O23V5-154): lennox/oil-furnaces.ts
// reads O23V-90; the input after the hyphen is one of the printed firing rates.
const LENNOX_O23V_SOURCE =
  'Lennox O23V installation instructions 505,082M (O23V-70/90/105/120, O23V-140/154), models listed O23V2-70, O23V3-70, O23V2-90, O23V3-90, O23V3-105, O23V4-105, O23V3-120, O23V4-120, O23V5-140, O23V5-154: https://manualsdump.com/en/manuals/lennox_international_inc-o23v5-140-o23v5-154-o23v-70-o23v4-120-o23v-105-o23v-120-o23v4-105-o23v3-120-o23v3-90-o23v3-105/39553/4 · https://manualmachine.com/lennox/o23v90/788654-user-manual';
const LENNOX_O23V = /^O23V([2-5])-(70|90|105|120|140|154)(?:-\d{1,2})?$/;

const lennoxVariableSpeed: NomenclatureRule = {
  id: 'lennox.g21v-g32v-furn20',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'GO',
  decode(model, brand) {
    if (brand !== 'Lennox') return null;
    const oil = LENNOX_O23V.exec(model);
    if (oil !== null) {
      return decodeOf('lennox', 'Lennox', model, {
        type: 'furnaces',
        series: 'O23V',
        fields: { heating_input_kbtuh: Number(oil[2]), fuel: 'oil', efficiency_tier: 'variable-speed blower' },
        description: 'oil furnace, upflow, variable-speed blower',
        evidence: 'pattern',
        rule: 'Lennox O23V oil furnaces with the cooling class digit (O23V3-90): firing input kBtu/h',
        source: LENNOX_O23V_SOURCE,
      });
    }
    const m = LENNOX_V.exec(model);
    if (m === null) return null;
    const [, prefix = '', series = '', , input = ''] = m;
    const kbtuh = Number(input);
    if (kbtuh < 40 || kbtuh > 150) return null;
    if (prefix === 'SR' && series !== '21') return null; // GSR: the sealed-combustion pulse G21 only
    if (prefix === 'HR' && series !== '32') return null; // GHR32Q/V
    return decodeOf('lennox', 'Lennox', model, {
      type: 'furnaces',
      series: `G${prefix}${series}V`,
      fields: { heating_input_kbtuh: kbtuh, efficiency_tier: 'variable-speed blower' },
      description: series === '21' ? 'pulse-combustion condensing gas furnace, variable-speed blower' : 'gas furnace, variable-speed blower',
      evidence: 'pattern',
      rule: 'Lennox G21V / GSR21V / G32V / GHR32V: the Q key with V (variable-speed blower) in its place (G21V3-60)',
      source: LENNOX_V_SOURCE,
    });
  },
};

const ICP_NUGM_SOURCE =
  'Inter-City Products (Lavergne, TN) "NUGM Series Condensing Gas Furnace Installation Instructions", LP11008854 (3/94), for NUGM100EHB1: https://manualmachine.com/icp/nugm100ehb1/6100526-installation-guide';
// NUGM · optionally three digits and letters / a revision digit (NUGM100EHB1), not explained by that document.
const ICP_NUGM = /^NUGM(?:\d{3}[A-Z]{2,3}\d?)?$/;

const icpNugm: NomenclatureRule = {
  id: 'icp.nugm-condensing-furn20',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'N',
  decode(model, brand) {
    if (brand === '' || !ICP_NUGM.test(model)) return null;
    return decodeOf('icp', pickBrand(ICP_BRANDS, brand, 'ICP'), model, {
      type: 'furnaces',
      series: 'NUGM',
      fields: { efficiency_tier: 'condensing' },
      description: 'condensing gas furnace (NUGM series)',
      evidence: 'pattern',
      rule: 'ICP NUGM condensing gas furnaces (NUGM100EHB1): type only',
      source: ICP_NUGM_SOURCE,
    });
  },
};

const ICP_TWIN_SOURCE =
  'ICP installation instructions titled by series pairs: "NTG3/FBF & NTC6/GNE, NTN3/NBF & NTN6/NNE, NDN3/NDF & NDN6/GDE" (441 01 2603 02, 2002): https://pdfslide.us/documents/ntg3fbf-ntc6gne-ntn3nbf-ntn6nne-ndn3ndf-34-78.html · "NTV6/NNE 80+ 2-Stage & NTP6/TNE, NDP6/TDE Variable Speed" (L0502491): https://manualmachine.com/icp/ndp6tde/22867118-installation-instructions-manual · the printed numbers of the G-lettered twins (GNJ075N12A1, GDL050N12A1: input · N/L · airflow class · revision), furnaces-older.ts';
// The twin names those titles pair with an N series, written in full the way the G twins are printed: name · three digits ·
// N/L · airflow class · revision (TNE100N16A1). The digits are read by no document for these names: type only.
const ICP_TWIN = /^(FBF|NBF|NNE|NDF|TNE|TDE)(\d{3})[NL](08|10|12|14|16|20)[A-Z]\d$/;
/** The N series each twin name is paired with in the titles (second letter T upflow / horizontal, D downflow). */
const ICP_TWIN_PAIR: Record<string, string> = { FBF: 'NTG3', NBF: 'NTN3', NNE: 'NTN6', NDF: 'NDN3', TNE: 'NTP6', TDE: 'NDP6' };

const icpTwin: NomenclatureRule = {
  id: 'icp.twin-names-furn20',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'FNT',
  decode(model, brand) {
    if (brand === '') return null;
    const m = ICP_TWIN.exec(model);
    if (m === null || !plausibleInputCode(m[2] ?? '')) return null;
    const name = m[1] ?? '';
    const pair = ICP_TWIN_PAIR[name] ?? '';
    return decodeOf('icp', pickBrand(ICP_BRANDS, brand, 'ICP'), model, {
      type: 'furnaces',
      series: name,
      fields: {},
      description: `gas furnace, ${pair[1] === 'D' ? 'downflow' : 'upflow/horizontal'} (${pair}/${name})`,
      evidence: 'pattern',
      rule: 'ICP twin names of the N-series titles written in full (TNE100N16A1): type only',
      source: ICP_TWIN_SOURCE,
    });
  },
};

const HEAT_CONTROLLER_BRANDS = ['Heat Controller', 'Comfort-Aire', 'Century'] as const;
const HC_MGD_SOURCE =
  'Heat Controller "MGD Series Gas Furnace Installation Instructions" (manufactured homes; MGD75E3A, MGD60-E3A): http://homeappliance.manualsonline.com/manuals/mfg/heat_controller_inc/mgd75e3a.html?p=4 · https://manualshive.com/ru/manual/heat-controller/mgd60-e3a/2115736?page=4 · "Owner’s manual, Manufactured Home Downflow Gas Furnace: MGD-B Series": https://homedocbox.com/amp/127085276-Appliances/Owner-s-manual-manufactured-home-downflow-gas-furnace-mgd-b-series.html';
// MGD · digits · optional "-" · E · digit · letter (MGD75E3A, MGD60-E3A), or the MGD-B series name; the digits are not explained there.
const HC_MGD = /^MGD(?:-?B|\d{2,3}-?E\d[A-Z])$/;
const HC_OIL_SOURCE =
  'Comfort-Aire / Heat Controller "Installation and Operation Manual - ODF, ODR, OUF, OLF & OLR Series" (oil furnaces): https://manualshive.com/en/manual/comfort-aire/odf-series/2641732?page=7';
// ODF / ODR / OUF / OLF / OLR · optionally digits and letters, not explained by the excerpt in reach.
const HC_OIL = /^O(DF|DR|UF|LF|LR)(?:-?\d{2,3}[A-Z0-9-]{0,8})?$/;

const heatControllerMgdOil: NomenclatureRule = {
  id: 'heat-controller.mgd-oil-furn20',
  family: 'heat_controller',
  brands: HEAT_CONTROLLER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'MO',
  decode(model, brand) {
    if (brand === '') return null;
    const brandName = pickBrand(HEAT_CONTROLLER_BRANDS, brand, 'Heat Controller');
    if (HC_MGD.test(model)) {
      return decodeOf('heat_controller', brandName, model, {
        type: 'furnaces',
        series: 'MGD',
        fields: {},
        description: 'manufactured-home downflow gas furnace',
        evidence: 'pattern',
        rule: 'Heat Controller / Comfort-Aire MGD manufactured-home gas furnaces (MGD75E3A): type only',
        source: HC_MGD_SOURCE,
      });
    }
    const oil = HC_OIL.exec(model);
    if (oil === null) return null;
    return decodeOf('heat_controller', brandName, model, {
      type: 'furnaces',
      series: `O${oil[1] ?? ''}`,
      fields: { fuel: 'oil' },
      description: 'oil furnace',
      evidence: 'pattern',
      rule: 'Comfort-Aire / Heat Controller ODF / ODR / OUF / OLF / OLR oil furnaces: type and fuel only',
      source: HC_OIL_SOURCE,
    });
  },
};

const NORDYNE_O4HD_SOURCE =
  'Nordyne "Installation, Operation and Maintenance Manual, Oil Fired Warm Air Furnaces O4HD-091A-12-FB (Up-Flow Model), O4HD-091A-14-FA-DV (Up-Flow Model), O4HD-091A-V-FA (Up-Flow Model with ECM)": https://www.manualshelf.com/manual/beckett/af/operating-instructions-english.html · O4HD installation instructions 151B0801 ("O4HD furnaces models are assembled and shipped ready for installation in the up-flow position … either of the horizontal positions"): https://manualshive.com/en/manual/nordyne/o4hd-091a-12-fa/1704775?page=3';
// O4HD · optionally "-" three digits · letter · "-" blower code (12 / 14 / V) · "-" F + letter · optional -DV (O4HD-091A-12-FB, O4HD-140A-V-F).
const NORDYNE_O4HD = /^O4HD(?:-?\d{3}[A-Z](?:-?(?:\d{2}|V)(?:-?F[A-Z]?(?:-?DV)?)?)?)?$/;

const nordyneO4hd: NomenclatureRule = {
  id: 'nordyne.o4hd-oil-furn20',
  family: 'nordyne',
  brands: NORTEK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'O',
  decode(model, brand) {
    if (brand === '' || !NORDYNE_O4HD.test(model)) return null;
    return decodeOf('nordyne', pickBrand(NORTEK_BRANDS, brand, 'Nortek Global HVAC'), model, {
      type: 'furnaces',
      series: 'O4HD',
      fields: { fuel: 'oil' },
      description: 'oil furnace, upflow / horizontal',
      evidence: 'pattern',
      rule: 'Nordyne O4HD oil furnaces (O4HD-091A-12-FB): type and fuel only',
      source: NORDYNE_O4HD_SOURCE,
    });
  },
};

const THERMO_PRIDE_C_SOURCE =
  'Thermo Products oil fired furnace installation and operation manual, model OHCFA072DV4R, "Oil Furnace Model Nomenclature" (O = oil · H = highboy / D = downflow · C = heat exchanger identifier · F = front / R = rear · A = single stage · heating capacity MBTUH with factory installed nozzle …): https://www.manualsbase.com/manual/620383/furnace/thermo_products/thermo_pride_furnace_phcfa072dv4r';
// furnaces-other/thermo-pride-oil.ts's key with the heat exchanger identifier C in place of the size digit (OHCFA072DV4R).
const THERMO_PRIDE_C = /^O([HD])C([FR])([AX])(\d{3})[A-Z0-9]{0,5}$/;

const thermoPrideC: NomenclatureRule = {
  id: 'thermo-pride.oil-furnace-c-furn20',
  family: 'thermo_pride',
  brands: ['Thermo Pride'],
  unambiguousWithoutBrand: false,
  firstChars: 'O',
  decode(model, brand) {
    if (brand === '') return null;
    const m = THERMO_PRIDE_C.exec(model);
    if (m === null) return null;
    const [, config = '', flue = '', stages = ''] = m;
    const configuration = config === 'H' ? 'highboy' : 'downflow (counterflow)';
    // As in furnaces-other/thermo-pride-oil.ts: the 3-digit field is the capacity with the factory nozzle (input or output not said): not reported.
    return decodeOf('thermo_pride', 'Thermo Pride', model, {
      type: 'furnaces',
      series: `O${config}C${flue}${stages}`,
      fields: { fuel: 'oil', efficiency_tier: `${configuration}, ${stages === 'A' ? 'single-stage' : 'two-stage'}` },
      description: `oil furnace (${configuration}, heat exchanger C, ${flue === 'F' ? 'front' : 'rear'} flue)`,
      evidence: 'pattern',
      rule: 'Thermo Pride oil furnace key with heat exchanger identifier C (OHCFA072DV4R)',
      source: THERMO_PRIDE_C_SOURCE,
    });
  },
};

const BRYANT_394_SOURCE =
  'Bryant installation instructions "Gas-fired forced air furnace 394 Series G, Size 50 thru 220" ("The three smaller sizes (Series G), 50, 80, and 100, are direct drive only"; "125 and 137 upflow furnaces"): http://www.manualsdir.com/manuals/723572/bryant-394-gas.html · "Gas-fired forced-air furnace 394B & D, Series A, Sizes 050 thru 200" ("The four smaller sizes, 50, 80, 100, and 125 … except 50,000-Btuh unit"): https://azmanual.top/manuals/723611/bryant-394b.html · RULES.md §2.4 Bryant furnace key (3xx · two letters · V/W/Z · airflow class · input) [S41]';
// The §2.4 key with a W / Z series and one of the older sizes printed in the 394 instructions (true kBtu/h).
const BRYANT_OLDER = /^(3\d{2})([A-Z]A[WZ])(024|030|036|042|048|060)(050|125|137|200|220)([A-Z0-9]{0,6})$/;

const bryantOlderSizes: NomenclatureRule = {
  id: 'carrier.bryant-older-sizes-furn20',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '3',
  decode(model, brand) {
    if (brand === '') return null;
    const m = BRYANT_OLDER.exec(model);
    if (m === null) return null;
    const [, number = '', letters = '', airflow = '', input = ''] = m;
    return decodeOf('carrier', pickBrand(CARRIER_BRANDS, brand, 'Bryant'), model, {
      type: 'furnaces',
      series: `${number}${letters}`,
      fields: { heating_input_kbtuh: Number(input), cooling_airflow_cfm: (Number(airflow) / 12) * 400 },
      description: 'gas furnace',
      evidence: 'pattern',
      rule: 'Bryant 3xx W / Z gas furnaces with the older sizes of the 394 instructions (396GAW024050 = 50 kBtu/h)',
      source: BRYANT_394_SOURCE,
    });
  },
};

/** Issue 18 (furn20): older furnace numbers, second wave, tried after the family modules. */
export const MORE_OLDER_FURNACES_AS_COPIED_RULES: readonly NomenclatureRule[] = [yorkDiamond80, colemanEb, lennoxG24200, lennoxVariableSpeed, icpNugm, icpTwin, heatControllerMgdOil, nordyneO4hd, thermoPrideC, bryantOlderSizes];
