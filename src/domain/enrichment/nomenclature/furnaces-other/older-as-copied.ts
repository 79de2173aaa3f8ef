// Older furnaces as service companies copy them (issue 18, furn19). README-extra.md, "Older furnaces (furn19)".
// - Bryant / Day & Night / Payne literature form numbers copied from the manual cover in place of the model:
//   installation instructions "Form No. II 310A-45-5" (310AAV/JAV), product data "PDS 352A.60.1" (352AAV), "PDS 350M.40"
//   (350MAV), "PDS 311A.45.3" (311AAV/JAV) and the 355MAV installation instructions filed as "355M-40-4": the 3xx
//   furnace number · its first series letter · the smallest size of the range (40 / 45 / 60, "Sizes 040 thru 140") ·
//   the form revision. A gas furnace of that number, no size (the size in a form number is the range's first).
// - Goodman GSM / GSMS sealed-combustion condensing furnaces (installation IO-176, 11/98): the pre-2006 Goodman key of
//   goodman/goodman.ts (series · 3-digit input in kBtu/h · "-" · blower digit, GMP075-3 = 75,000 Btu/h), so GSMS080-4 = 80 kBtu/h.
// - Lennox 80UHG mid-efficiency upflow / horizontal gas furnaces (unit information: "45,000 to 120,000 Btuh and cooling
//   applications up to 5 tons", 80UHG-1 / -2 / -3 builds, 80UHGX low NOx), written as Lennox wrote its furnaces of the
//   time (80MGF, G26Q3-75): series (X) · cooling blower tons · "-" input in thousands of Btuh · -revision (80UHG2-45).
// - Armstrong Air / Concord (A.A.C., Bellevue OH) 80 % furnaces of the title "G1N80AU, GIN80AR, GIN80AT, CG80UA, CG80RA,
//   & CG80TA 80% Gas-Fired Furnace" (and the B cabinet twins G1N80BU … CG80TB): 80 % AFUE; the input after the letters
//   read as in lennox/allied.ts's G1D key (G1D93AU070), the CG80 numbers type and AFUE only; their condensing siblings CG90UB /
//   CG90CB (45466K003, "Category IV") and CG90TB / CG92TB / CG95TB (506185-01): type and condensing.
// - Armstrong (Bellevue OH) EG6 / EG7 gas furnaces: installation and maintenance instructions 39518H092 (8-15-92)
//   "Gas-fired high efficiency furnace, model series EG6H & EG7H": EG6 / EG7 · a series letter · the rest not explained
//   by that document (EG6A125DC1513): a gas furnace, no size.
// - Ducane CMP gas furnaces (installation instructions "Ducane CMP A Series"): CMP · series letters · digits whose
//   meaning that document does not state (CMPE075U3, CMPA075U3): a gas furnace, no size.
// - Coleman (UPG) "High efficiency clam tube heat exchanger series" manufactured-housing furnaces: UGAA / UGAB single
//   stage, 75–100 MBH input (UGAA075BUA, UGAB100BUG …), UGAE single stage upflow, 75 MBH: UGA · letter · input MBH ·
//   letters (UGAE075BUH).
// - Nortek MG1 manufactured-home gas furnaces (specifications table: MG1E-056 / -070 / -077 / -090 = 56 / 70 / 77 / 85
//   MBtu/h input) and MG3P upflow / MG3S downflow "single & two-stage condensing gas furnaces 92.1 % through 95 % AFUE".
// - ICP's N-named furnaces of the installation-instruction titles (NTC5/GNJ, NTG3/FBF & NTC6/GNE, NTN3/NBF & NTN6/NNE,
//   NDN3/NDF & NDN6/GDE, NTV6/NNE, NTP6/TNE, NDP6/TDE, NTC7/GNL, NDC7/GDL) written as a full number: series · three
//   digits · letters (NTC6075BKA1). No key in reach states the fields after the series: a gas furnace, no size.
// - Comfort-Aire / Century / Heat Controller GUH / GDD furnaces in the forms geothermal/heat-controller.ts leaves out: the series
//   alone (GUH95C) and the GUH80A numbers of the blower tables "GUH80A - upflow / horizontal furnaces - 80+ AFUE"
//   (090C5XE = 90,000 Btuh, 108C5XE = 108,000 Btuh: GUH80A108C5XE).
// Brand required: every shape here is short.
import { decodeOf, pickBrand, plausibleInputCode } from '../kit/rule-kit';
import { ICP_BRANDS } from '../icp/icp';
import type { NomenclatureRule } from '../types';
import { YORK_BRANDS } from '../york/york';
import { ALLIED_BRANDS } from '../lennox/allied';
import { NORTEK_BRANDS as NORDYNE_BRANDS } from '../nordyne/nordyne';

const CARRIER_BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;
const GOODMAN_BRANDS = ['Goodman', 'Amana', 'Janitrol'] as const;

const BRYANT_FORM_SOURCE =
  'Bryant literature form numbers: 310AAV/JAV installation instructions "Form No. II 310A-45-5": http://www.manualslib.com/manual/457890/Bryant-310AAV-Installation-Start-Up-Operating-And-Service-And.html · product-data titles "352AAV … Sizes 060 thru 120, Catalog No. PDS 352A.60.1", "350MAV … Sizes 040 thru 140, Form No. PDS 350M.40", "311AAV/311JAV Sizes 045 thru 155 … Form No. PDS 311A.45.3": https://homedocbox.com/amp/69526392-Appliances/352aav-4-way-multipoise-two-stage-condensing-gas-furnace-sizes-060-thru-120-catalog-no-pds-352a-60-1.html · 355MAV installation instructions filed as "Bryant 355M-40-4": https://manuzoid.com/manuals/w0Kbp-Bryant%20355M-40-4%20User%20manual';
// Optional form prefix (II installation instructions, PDS product data) · 3xx · series letter ·
// first size of the range · revision. A dot or a hyphen between the parts, as the covers print them.
const BRYANT_FORM = /^(?:II|PDS)?(3[1-9]\d)([A-Z])[-.](40|45|60)(?:[-.](\d{1,2}))?$/;

const bryantForm: NomenclatureRule = {
  id: 'carrier.bryant-furnace-form-furn19',
  family: 'carrier',
  brands: CARRIER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '3IP',
  decode(model, brand) {
    if (brand === '') return null;
    const m = BRYANT_FORM.exec(model);
    if (!m) return null;
    const [, number = '', letter = ''] = m;
    return decodeOf('carrier', pickBrand(CARRIER_BRANDS, brand, 'Bryant'), model, {
      type: 'furnaces',
      series: `${number}${letter}`,
      fields: {},
      description: 'gas furnace (literature form number)',
      evidence: 'pattern',
      rule: 'Bryant 3xx gas furnaces written as the literature form number (355M-40-4, II 310A-45-5)',
      source: BRYANT_FORM_SOURCE,
    });
  },
};

const GOODMAN_GSM_SOURCE =
  'Goodman installation & operating instructions IO-176 (11/98) "for GSM & GSMS sealed combustion condensing furnaces (Category IV)": https://pdfslide.us/documents/installation-operating-instructions-for-gsm-docssmoeorggoodmangsmpdf.html · the pre-2006 key series · input · blower digit (GMPN040-3, GMP075-3, GMP100-5 …): https://mwitty.com/content.php?id=6037686';
// GSM / GSMS · input (kBtu/h) · optional "-" + blower digit (the digit's CFM is not stated: absent) · revision letters.
const GOODMAN_GSM = /^(GSMS?)(\d{3})(?:-?([2-6])([A-Z]{0,2}))?$/;
/** The input sizes of the pre-2006 key (goodman/goodman.ts OLD_FURNACE_INPUTS). */
const GSM_INPUTS = new Set([40, 45, 50, 60, 70, 75, 80, 90, 100, 115, 120, 125, 140, 150]);

const goodmanGsm: NomenclatureRule = {
  id: 'goodman.gsm-condensing-furn19',
  family: 'goodman',
  brands: GOODMAN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 83) return null; // GS…
    const m = GOODMAN_GSM.exec(model);
    if (!m) return null;
    const [, series = '', input = ''] = m;
    const kbtuh = Number(input);
    if (!GSM_INPUTS.has(kbtuh)) return null;
    return decodeOf('goodman', pickBrand(GOODMAN_BRANDS, brand, 'Goodman'), model, {
      type: 'furnaces',
      series,
      fields: { heating_input_kbtuh: kbtuh, efficiency_tier: 'condensing' },
      description: 'sealed-combustion condensing gas furnace (before 2006)',
      evidence: 'pattern',
      rule: 'Goodman GSM / GSMS condensing gas furnaces, pre-2006 key (GSMS080-4)',
      source: GOODMAN_GSM_SOURCE,
    });
  },
};

const LENNOX_80UHG_SOURCE =
  'Lennox 80UHG unit information ("80UHG series units are mid-efficiency gas furnaces used for upflow or horizontal applications only … heating capacities of 45,000 to 120,000 Btuh and cooling applications up to 5 tons", 80UHG-1 / -2 / -3, 80UHGX low NOx): https://manualmachine.com/lennox/80uhg245/23656708-unit-information';
const LENNOX_80UHG = /^80UHG(X)?([2-5])(?:\/[3-6])?-(\d{2,3})(?:-\d{1,2})?$/;
const UHG_INPUTS = new Set([45, 60, 75, 90, 100, 120]);

const lennox80uhg: NomenclatureRule = {
  id: 'lennox.80uhg-furn19',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: '8',
  decode(model, brand) {
    if (brand !== 'Lennox') return null;
    const m = LENNOX_80UHG.exec(model);
    if (m === null) return null;
    const input = Number(m[3]);
    if (!UHG_INPUTS.has(input)) return null;
    return decodeOf('lennox', 'Lennox', model, {
      type: 'furnaces',
      series: `80UHG${m[1] ?? ''}`,
      fields: { heating_input_kbtuh: input, cooling_airflow_cfm: Number(m[2]) * 400 },
      description: m[1] === 'X' ? 'mid-efficiency upflow / horizontal gas furnace, low NOx' : 'mid-efficiency upflow / horizontal gas furnace',
      evidence: 'pattern',
      rule: 'Lennox 80UHG gas furnaces: series · cooling blower tons · input kBtu/h · revision (80UHG2-45)',
      source: LENNOX_80UHG_SOURCE,
    });
  },
};

const AAC_80_SOURCE =
  'A.A.C. (Lennox International) installation instructions 45464G003 "G1N80AU, GIN80AR, GIN80AT, CG80UA, CG80RA, & CG80TA 80% Gas-Fired Furnace": https://vdocument.in/installation-instructions-2019-12-6-a-mobile-home-do-not-install-this-furnace.html · 45464K003 "G1N80BU, GIN80BR, GIN80BT, CG80UB, CG80RB, & CG80TB": https://www.easymanua.ls/lennox/cg80ub/manual?p=1';
const AAC_90_SOURCE =
  'A.A.C. installation instructions 45466K003 (G1D91BU, G1D93BU, CG90UB upflow; G1D93BC, CG90CB counterflow; "certified … as a Category IV furnace"): https://manualshive.com/en/manual/lennox/cg90cb/1877361?page=3 · Allied installation instructions 506185-01 "CG90UB, CG90TB, CG92TB & CG95TB upflow models", CG90CB: https://mwitty.com/content.php?id=5776135';
// G1N80 (printed GIN80 too) · cabinet A/B · U / R / T · optional input; CG80 · U / R / T · cabinet A/B · optional digits;
// CG90 / CG92 / CG95 · U upflow, T, C counterflow · cabinet B · optional digits.
const AAC_G1N80 = /^G[1I]N80([AB])([URT])(?:-?(\d{3})[A-Z0-9]{0,5})?$/;
const AAC_CG = /^CG(80|90|92|95)([URTC])([AB])(?:-?\d{3}[A-Z0-9]{0,5})?$/;

const aac80: NomenclatureRule = {
  id: 'allied.aac-80-furn19',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GC',
  decode(model, brand) {
    if (brand === '') return null;
    const g = AAC_G1N80.exec(model);
    const c = g === null ? AAC_CG.exec(model) : null;
    if (g === null && c === null) return null;
    const input = g?.[3];
    if (input !== undefined && !plausibleInputCode(input)) return null;
    const cg = c === null ? null : { afue: c[1] ?? '', config: c[2] ?? '', cabinet: c[3] ?? '' };
    if (cg !== null && (cg.afue === '80' ? cg.config === 'C' : cg.config === 'R' || cg.cabinet !== 'B')) return null;
    const condensing = cg !== null && cg.afue !== '80';
    return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand, g ? 'Armstrong Air' : 'Concord'), model, {
      type: 'furnaces',
      series: g ? `G1N80${g[1] ?? ''}${g[2] ?? ''}` : `CG${cg!.afue}${cg!.config}${cg!.cabinet}`,
      fields: {
        afue_percent: condensing ? undefined : 80,
        efficiency_tier: condensing ? `condensing (Category IV)${cg!.config === 'C' ? ', counterflow' : cg!.config === 'U' ? ', upflow' : ''}` : undefined,
        heating_input_kbtuh: input === undefined ? undefined : Number(input),
        heating_input_code: input,
      },
      description: condensing ? 'condensing gas furnace' : '80 % gas-fired furnace',
      evidence: 'pattern',
      rule: 'Armstrong Air / Concord (A.A.C.) G1N80 / CG80 80 % and CG90 / CG92 / CG95 condensing gas furnaces',
      source: condensing ? AAC_90_SOURCE : AAC_80_SOURCE,
    });
  },
};

const ARMSTRONG_EG_SOURCE =
  'Armstrong installation and maintenance instructions part no. 39518H092 (8-15-92), "Gas-fired high efficiency furnace, model series EG6H & EG7H", Armstrong, Bellevue Ohio: http://manualzz.com/doc/68150664/armstrong-eg7h-series-installation-and-maintenance-instru...';
const ARMSTRONG_EG = /^EG([67])([A-Z])(?:-?\d{3}[A-Z0-9]{0,8})?$/;

const armstrongEg: NomenclatureRule = {
  id: 'allied.armstrong-eg-furn19',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'E',
  decode(model, brand) {
    if (brand === '') return null;
    const m = ARMSTRONG_EG.exec(model);
    if (m === null) return null;
    return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand, 'Armstrong Air'), model, {
      type: 'furnaces',
      series: `EG${m[1] ?? ''}${m[2] ?? ''}`,
      fields: {},
      description: 'gas-fired furnace (EG6 / EG7 series)',
      evidence: 'pattern',
      rule: 'Armstrong EG6 / EG7 gas furnaces, type only (EG6H, EG6A125DC1513)',
      source: ARMSTRONG_EG_SOURCE,
    });
  },
};

const DUCANE_CMP_SOURCE = 'Ducane "CMP A Series" gas furnace installation instructions: https://www.manualslib.com/manual/1076807/Ducane-Cmp-A-Series.html';
const DUCANE_CMP = /^CMP([A-Z]{1,2})(?:-?\d{3}[A-Z]\d[A-Z0-9]{0,3})?$/;

const ducaneCmp: NomenclatureRule = {
  id: 'allied.ducane-cmp-furn19',
  family: 'allied',
  brands: ['Ducane'],
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (brand === '') return null;
    const m = DUCANE_CMP.exec(model);
    if (m === null) return null;
    return decodeOf('allied', 'Ducane', model, {
      type: 'furnaces',
      series: `CMP${m[1] ?? ''}`,
      fields: {},
      description: 'gas furnace (CMP series)',
      evidence: 'pattern',
      rule: 'Ducane CMP gas furnaces, type only (CMPE075U3)',
      source: DUCANE_CMP_SOURCE,
    });
  },
};

const COLEMAN_UGA_SOURCE =
  'Coleman installation manuals "High efficiency clam tube heat exchanger series, models UGAA & UGAB (single stage upflow/horizontal), 75 - 100 MBH input" (UGAA075BUA, UGAA075BUH, UGAB100BUG, UGAB100BUA, UGAB075BUH): https://manualmachine.com/coleman/ugab075buh/6023811-installation-guide · "Model UGAE (single stage upflow only), 75 MBH input" 035-20009-001: https://manualmachine.com/coleman/ugae075buh/6017937-installation-guide';
const COLEMAN_UGA = /^UGA([ABE])(075|100)?([A-Z]{2,3})?$/;
const UGA_TIER: Record<string, string> = { A: 'single-stage', B: 'single-stage', E: 'single-stage, upflow' };

const colemanUga: NomenclatureRule = {
  id: 'york.coleman-uga-furn19',
  family: 'york',
  brands: YORK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'U',
  decode(model, brand) {
    if (brand === '') return null;
    const m = COLEMAN_UGA.exec(model);
    if (m === null) return null;
    const [, letter = '', input] = m;
    if (letter === 'E' && input === '100') return null; // UGAE: 75 MBH only
    return decodeOf('york', pickBrand(YORK_BRANDS, brand, 'Coleman'), model, {
      type: 'furnaces',
      series: `UGA${letter}`,
      fields: { heating_input_kbtuh: input === undefined ? undefined : Number(input), efficiency_tier: UGA_TIER[letter] },
      description: 'gas furnace, clam tube heat exchanger series',
      evidence: 'pattern',
      rule: 'Coleman UGAA / UGAB / UGAE clam-tube gas furnaces: series · input MBH · letters (UGAB100BUG)',
      source: COLEMAN_UGA_SOURCE,
    });
  },
};

const NORTEK_MG_SOURCE =
  'Nortek MG1 series installation instructions, Table 6 "MG1 Furnace Specifications" (MG1E-056 56, MG1E-070 70, MG1E-077 77, MG1E-090 85 MBtu/h input): https://manualshive.com/en/manual/nortek/mg1-series/1705994?page=17 · MG3P / MG3S installation instructions "Single & Two-Stage Condensing Gas Furnaces 92.1% through 95% AFUE, MG3P Upflow Furnace, MG3S Downflow Furnace": https://www.manualshelf.com/manual/revolv/mg3p-054b/mg3p-installation-manual-german-english-french.html';
const NORTEK_MG1 = /^MG1([A-Z])(?:-?(056|070|077|090)[A-Z0-9]{0,4})?$/;
const MG1E_INPUT: Record<string, number> = { '056': 56, '070': 70, '077': 77, '090': 85 };
const NORTEK_MG3 = /^MG3([PS])(?:-?\d{3}[A-Z0-9]{0,6})?$/;

const nortekMg: NomenclatureRule = {
  id: 'nordyne.mg1-mg3-furn19',
  family: 'nordyne',
  brands: NORDYNE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 71) return null; // MG…
    const brandName = pickBrand(NORDYNE_BRANDS, brand, 'Nortek Global HVAC');
    const one = NORTEK_MG1.exec(model);
    if (one !== null) {
      const [, letter = '', code] = one;
      return decodeOf('nordyne', brandName, model, {
        type: 'furnaces',
        series: `MG1${letter}`,
        fields: { heating_input_kbtuh: letter === 'E' && code !== undefined ? MG1E_INPUT[code] : undefined, heating_input_code: code },
        description: 'manufactured-home gas furnace',
        evidence: 'pattern',
        rule: 'Nortek MG1 manufactured-home gas furnaces (MG1E-077: input from the specifications table)',
        source: NORTEK_MG_SOURCE,
      });
    }
    const three = NORTEK_MG3.exec(model);
    if (three === null) return null;
    return decodeOf('nordyne', brandName, model, {
      type: 'furnaces',
      series: `MG3${three[1] ?? ''}`,
      fields: { efficiency_tier: three[1] === 'P' ? 'condensing, upflow' : 'condensing, downflow' },
      description: 'condensing gas furnace (92.1 % through 95 % AFUE)',
      evidence: 'pattern',
      rule: 'Nortek MG3P upflow / MG3S downflow condensing gas furnaces, type only',
      source: NORTEK_MG_SOURCE,
    });
  },
};

const ICP_N_SOURCE =
  'ICP installation instructions titled by series pairs: "NTG3/FBF & NTC6/GNE, NTN3/NBF & NTN6/NNE, NDN3/NDF & NDN6/GDE" (441 01 2603 02, 2002): https://pdfslide.us/documents/ntg3fbf-ntc6gne-ntn3nbf-ntn6nne-ndn3ndf-34-78.html · "NTV6/NNE 80+ 2-Stage & NTP6/TNE, NDP6/TDE Variable Speed" (L0502491): https://usermanual.wiki/ICP/L0502491.110915048/help · "NTC5/GNJ, NTN5/GNJ Upflow/Horizontal" (L0523223): https://usermanual.wiki/ICP/GNJ075N12A1.1247754914/help';
const ICP_N_SERIES = new Set(['NTC5', 'NTN5', 'NTC6', 'NTN6', 'NTC7', 'NDC7', 'NDN5', 'NTG3', 'NTN3', 'NDN3', 'NDN6', 'NTV6', 'NTP6', 'NDP6']);
const ICP_N = /^(N[TD][A-Z]\d)(\d{3})([A-Z][A-Z0-9]{1,4})$/;

const icpNFurnace: NomenclatureRule = {
  id: 'icp.n-furnace-full-furn19',
  family: 'icp',
  brands: ICP_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'N',
  decode(model, brand) {
    if (brand === '') return null;
    const m = ICP_N.exec(model);
    if (m === null || !ICP_N_SERIES.has(m[1] ?? '')) return null;
    if (!plausibleInputCode(m[2] ?? '')) return null;
    const series = m[1] ?? '';
    return decodeOf('icp', pickBrand(ICP_BRANDS, brand, 'ICP'), model, {
      type: 'furnaces',
      series,
      fields: {},
      description: `gas furnace, ${series[1] === 'D' ? 'downflow' : 'upflow/horizontal'}`,
      evidence: 'pattern',
      rule: 'ICP N-named furnaces of the titles written in full (NTC6075BKA1): type only',
      source: ICP_N_SOURCE,
    });
  },
};

const HEAT_CONTROLLER_BRANDS = ['Heat Controller', 'Comfort-Aire', 'Century'] as const;
const HC_GUH_SOURCE =
  'Heat Controller / Comfort-Aire gas furnace manual, blower table "GUH80A - Upflow / Horizontal Furnaces - 80+ AFUE" (090C5XE 90,000 Btuh, 108C5XE 108,000 Btuh): https://manualshive.com/en/manual/heat-controller/80-afue/2115723?page=28 · Comfort-Aire GUH95C installation instructions 507716-01: https://manualshive.com/en/manual/comfort-aire/guh95c/2641728?page=11 · the series of heat-controller.ts (GUH80A, GUH92A, GUH95C, GUH96T, GUH97M; GDD)';
// G · UH / DD · AFUE class · letter, then optionally input · cabinet · airflow digit · XE / E / M.
const HC_GUH = /^G(UH|DD)(80|92|95|96|97)([ACTM])(?:(045|070|090|108|110|135)(?:([A-D])([2-5])(?:XE|E|M)?)?)?$/;

const heatControllerGuh: NomenclatureRule = {
  id: 'heat-controller.furnace-forms-furn19',
  family: 'heat_controller',
  brands: HEAT_CONTROLLER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '') return null;
    const m = HC_GUH.exec(model);
    if (m === null) return null;
    const [, config = '', afue = '', stage = '', input] = m;
    if (afue === '80' && config === 'DD') return null; // the 80 % line is the upflow / horizontal GUH80A
    if (input === '108' && afue !== '80') return null; // the 108 size is printed for GUH80A only
    return decodeOf('heat_controller', pickBrand(HEAT_CONTROLLER_BRANDS, brand, 'Heat Controller'), model, {
      type: 'furnaces',
      series: `G${config}${afue}${stage}`,
      fields: { heating_input_kbtuh: input === undefined ? undefined : Number(input), afue_percent: Number(afue), efficiency_tier: stage === 'T' ? 'two-stage' : undefined },
      description: config === 'UH' ? 'gas furnace, upflow / horizontal' : 'gas furnace, downflow',
      evidence: 'pattern',
      rule: 'Comfort-Aire / Century gas furnaces, series alone or with the XE / E tails (GUH95C, GUH80A108C5XE)',
      source: HC_GUH_SOURCE,
    });
  },
};

/** Issue 18 (furn19): older furnace numbers and forms, tried after the family modules. */
export const OLDER_FURNACES_AS_COPIED_RULES: readonly NomenclatureRule[] = [bryantForm, goodmanGsm, lennox80uhg, aac80, armstrongEg, ducaneCmp, colemanUga, nortekMg, icpNFurnace, heatControllerGuh];
