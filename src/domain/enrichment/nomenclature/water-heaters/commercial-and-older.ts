// Older commercial and residential tank lines of the A. O. Smith group and Rheem that owners still report (issue 18, wh21):
// shapes no other module reads, each from the maker's manual for those models. Brand required (short shapes). Type first;
// gallons or input only where the manual's table states what the number is. Sources: one line per shape below.
import type { NomenclatureRule } from '../types';
import { shapeRule, type Shape } from '../kit/shape-rule';
import { RESIDENTIAL_SOURCE } from './aosmith';


const SUF_SOURCE =
  'State Water Heaters Ultra Force SUF instruction manual, Table 3 "Storage Capacities" (SUF 60120: 60 gal; SUF 100150 / 100199 / 100250: 100 gal) and Table 5 inputs (120,000 / 150,000 / 199,900 / 250,000 Btu/hr): https://manualshive.com/en/manual/state-water-heaters/suf-60120-thru/suf-60120-thru_instruction-manual_1367202-11.html; State service handbook 198152-003 "Models SUF 60 thru 120, SUF 100 thru 250, SUF 130 thru 500, Series 100, 101 and 104": https://somanualss.com/html/15/State-Industries-Water-Heater-SUF-100-THRU-250-User-Manual.html';
const STATE_PR_SOURCE =
  'State Water Heaters owner\'s manual part no. 185172-000, "Residential Gas Water Heaters — Power Vented Gas Models PR6 40 XCVIT, PR6 40 CCVIT, PR6 50 XCVIT, PR6 50 CCVIT with Hot Surface Ignition": http://somanuals.com/html/15/State-Industries-Water-Heater-CCVIT-PR6-50-User-Manual.html';
const STATE_GPG_SOURCE =
  'State instruction manual "Commercial Gas Water Heaters, Models GPG 81-140 thru 81-370, Series 104/105": https://www.manualshelf.com/manual/state/gpg-81-370nea/user-manual-english.html; State manual for GPG 540A, 650A, 750A (category I, barometric draft) and GPV 540A through 740A (category III, sidewall / direct vent): https://manualsdump.com/amp/en/manuals/48613/7';
const RHEEM_GD_SOURCE =
  'Rheem use & care manual AP13968, "Commercial Induced Draft Water Heater — Multi-Flue Commercial Models" (Universal GD100-250): https://manuals.online/rheem/water-heater/universal-gd100-250/user-manual/s5m9';
const RHEEM_COMMERCIAL_ELECTRIC_SOURCE =
  'Rheem use & care manual AP11146-8, "Commercial Electric Water Heater" (Perfect Fit TES50-45-G-1): https://manualzilla.com/doc/6945887/perfect-fit-tes50-45-g-1-208-volt-3-phase-instructions---...; Rheem use & care manual AP11146-10, "Commercial Electric Water Heater — Tank Type Models, Surface Mounted or Immersion Thermostats" (E12A-3-G): https://manuzoid.com/manuals/kxgpm-Rheem%20E12A-3-G%20208V%201P%20User%20manual; Rheem ES120-54-G CP Commercial Electric Water Heater manual: https://manualspro.net/622840-rheem-es120-54-g-cp-commercial-electric-water-heater-user-manual';

const LOCHINVAR_SHIELD_SOURCE =
  'Lochinvar Shield installation & service manual SWH-I-S Rev K, "Models: SNR150-100, SNR200-100, SNA285-125, SNA400-125, and SNA500-125", Table 1B (inside-air openings 150 / 200 / 285 / 400 / 500 in² at 1 in² per 1,000 Btu/hr of input): https://manualsdump.com/en/manuals/lochinvar-sna500-125-snr200-100-sna285-125-snr150-100-sna400-125/29374/13; Lochinvar typical specification SWH-SPEC-06, models S(N,L)R 126-065 … S(N,L)A 501-125: https://docsbay.net/typical-specification-for-lochinvar-shieldwater-heater';

const COPPER_FIN_SOURCE =
  'Lochinvar typical specifications CWA-SPEC-04 "Copper-Fin CW Series Water Heaters, Models 90,000-500,000 Btu/hr … Model CW(N,L)___PM having an input rating of ___ Btu/Hr" (https://docsbay.net/typicalspecificationfor-lochinvar-copper-fin-cwserieswaterheaters), CW-SPEC-02 "Models 495,000-745,000 Btu/hr" (https://docsbay.net/typicalspecificationfor-lochinvar-copper-fin-waterheater) and "Copper-Fin II Water Heater, Models 990,000 - 2,070,000 Btu/hr … Model CF(N,L)___PM" (http://www.docstoc.com/docs/159059776/Copper-Fin-II-Specification-_CF992-2072_---Lochinvar); Copper-Fin designer\'s guide, models CW 495-2066, 495,000-2,065,000 Btu/hr: https://manualshive.com/en/manual/lochinvar/copper-fin-cw-495/1933023?page=3';
const POWER_FIN_SOURCE =
  'Lochinvar Power-Fin installation & operation manuals, "Models: 502, 752, 1002, 1302, 1501, 1701, and 2001" and "Models: 2500 - 5000" (https://www.dlmanuals.com/manual/lochinvar-power-fin-1002/installation-operation-manual; https://www.scribd.com/document/514692011/power-fin-2500-5000-installation-manual), PFN1302M9 manual ("When calling or writing about the boiler"): https://manualmachine.com/lochinvar/pfn1302m9/8954470-installation-manual';

const BW_COPPER_BRUTE_SOURCE =
  'Bradford White "Installation, Operation and Maintenance Instructions for Copper Brute Volume Water Heaters, Model B4, Sizes 175-400" (document 2143: https://manuzoid.com/manuals/w0alp-Bradford%20White%20B4%20User%20manual) and "… Sizes 500-1825" (document 2144, heater identification example B4 1670 N 09 C: https://somanuals.com/html/6/Bradford-White-Corp-Water-Heater-500-1825-User-Manual.html)';
const BW_BRUTE_SOURCE =
  'Bradford White "Installation and Operation Instructions for Brute Deluxe Hydronic Boiler Model BMT2H, Water Heater Model BMT2V, Sizes 200, 300, 400" (document 1244: http://manualzilla.com/doc/7422119/bradford-white-brute-deluxe-bmt2h-operating-instructions); "Copper Brute II Hydronic Boiler Model BWCH, Water Heater Model BWCV, Sizes 500-2000" (document 1270: http://manualmachine.com/bradford-white/bwch/981767-user-manual/); "Brute Elite … Modulating Boiler Model BNTH … Water Heater Model BNTV" (as listed at https://homedocbox.com/amp/110150262-Appliances/Installation-and-operation-instructions-document-2142.html)';

const DVE_SOURCE =
  'A. O. Smith instruction manual 196674-001, "Models DRE & DVE - 52/80/120 Commercial Electric Water Heaters", rough-in table (DRE/DVE-52, -80, -120: tank capacity 50, 80, 119 gallons): https://manualzilla.com/doc/7081904/a.o.-smith-dve-owner-s-manual?page=9';
const DSE_SOURCE =
  'A. O. Smith (Renton) manual part no. 60047-004, "Dura-Power Electric Models DSE-5 thru DSE-120 Commercial Water Heaters": https://fdocuments.us/document/dura-power-electric-models-water-heaters-renton-washington-dura-power-electric.html';

const HW_BOILER_SOURCE =
  'A. O. Smith manual 317693-000, "Models HW 300, 399, 420, 520, 610, 670 — Gas-fired commercial copper boilers for hydronic heating and hot water supply": https://www.manualslib.com/manual/443269/A-O-Smith-Hw-300.html';
const HW_M_SOURCE =
  'A. O. Smith manual part no. 212626-000, "Models HW-120M, 160M, 200M, 225M — Commercial gas copper heat exchanger water heater": http://aosmithmanual.com/html/AO-Smith-Fan-160M-User-Guide.html';

const STATE_GROUP = ['State', 'A. O. Smith', 'Reliance', 'American'] as const;
const RHEEM_GROUP = ['Rheem', 'Ruud', 'Richmond'] as const;

const AOSMITH_SHAPES: readonly Shape[] = [
  // Ultra Force SUF (State) / RUF (Reliance) · storage gallons · input kBtu/h, printed without the later E (SUF 100 199, SUF130400):
  // water-heaters/aosmith.ts reads the E-suffixed rows. 119 gal: the ENERGY STAR rows SUF 119 300 / 400 / 500 (storage 119 gal). 130-gallon
  // rows are named in the handbook but in no capacity table: input only.
  {
    re: /^[SR]UF-?(?<gal>60|100|119|130)-?(?<input>120|150|199|250|251|300|400|500)(?!E)(?:-?[A-Z]{1,3})?(?:-?\d{3})?$/,
    family: 'aosmith',
    brands: STATE_GROUP,
    type: 'water heaters',
    series: 'SUF / RUF',
    description: 'commercial condensing gas tank water heater (Ultra Force)',
    gallons: [60, 100, 119],
    inputs: [120, 150, 199, 250, 300, 400, 500],
    evidence: 'src',
    example: 'SUF 100 199',
    source: `${SUF_SOURCE}; ENERGY STAR Certified Commercial Water Heaters rows State SUF 119 300 / 400 / 500 (119 gal), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/`,
  },
  // State power-vented residential gas PR · warranty years · gallons · option letters (PR6 40 XCVIT): the §10.1 warranty ·
  // gallons key on the PR line. The manual's models are 40 and 50 gal; another size of the same print keeps the type only.
  {
    re: /^PR(?:6|8|9|10|12)-?(?<gal>[3-7]\d)-?[A-Z]{2,6}\d{0,3}$/,
    family: 'aosmith',
    brands: STATE_GROUP,
    type: 'water heaters',
    series: 'PR',
    description: 'power-vented residential gas tank water heater',
    gallons: [40, 50],
    evidence: 'pattern',
    example: 'PR6 40 XCVIT',
    source: `${STATE_PR_SOURCE}; ${RESIDENTIAL_SOURCE}`,
  },
  // Commercial electric DVE-52 / 80 / 120 (the DRE siblings are read in water-heaters/aosmith.ts / water-heaters/as-owners-write.ts): gallons from the table.
  {
    re: /^DVE-?(?<gal>52|80|120)(?:-?[A-Z0-9]{1,4}){0,2}$/,
    family: 'aosmith',
    brands: STATE_GROUP,
    type: 'water heaters',
    series: 'DVE',
    description: 'commercial electric tank water heater',
    fuel: 'electric',
    galByNumber: { '52': 50, '80': 80, '120': 119 },
    evidence: 'src',
    example: 'DVE-52',
    source: DVE_SOURCE,
  },
  // Dura-Power commercial electric DSE-5 … DSE-120: type and fuel (no capacity table in reach).
  {
    re: /^DSE-?(?:[5-9]|[1-9]\d|1[01]\d|120)(?:-?[A-Z0-9]{1,4}){0,2}$/,
    family: 'aosmith',
    brands: STATE_GROUP,
    type: 'water heaters',
    series: 'DSE (Dura-Power)',
    description: 'commercial electric tank water heater (Dura-Power)',
    fuel: 'electric',
    evidence: 'src',
    example: 'DSE-52',
    source: DSE_SOURCE,
  },
  // HW 300 … 670: copper-tube boilers (hydronic heating and hot water supply); HW-120M … 225M: copper heat-exchanger water heaters.
  {
    re: /^HW-?(?:300|399|420|520|610|670)(?:-?[A-Z]{1,2})?(?:-?\d{3})?$/,
    family: 'aosmith',
    brands: STATE_GROUP,
    type: 'boilers',
    series: 'HW',
    description: 'commercial copper-tube gas boiler (hydronic heating and hot water supply)',
    evidence: 'src',
    example: 'HW-300',
    source: HW_BOILER_SOURCE,
  },
  {
    re: /^HW-?(?:120|160|200|225)M(?:-?[A-Z]{1,2})?(?:-?\d{3})?$/,
    family: 'aosmith',
    brands: STATE_GROUP,
    type: 'water heaters',
    series: 'HW-M',
    description: 'commercial copper heat-exchanger gas water heater',
    evidence: 'src',
    example: 'HW-160M',
    source: HW_M_SOURCE,
  },
  // State commercial gas GPG 81-140 … 81-370 and GPG / GPV 540A … 750A: type only (no capacity table in reach).
  {
    re: /^GPG-?81-?(?:140|1[5-9]\d|2\d\d|3[0-6]\d|370)(?:-?[A-Z]{1,4})?(?:-?\d{3})?$|^GP[GV]-?(?:540|650|740|750)A?(?:-?[A-Z]{1,3})?$/,
    family: 'aosmith',
    brands: STATE_GROUP,
    type: 'water heaters',
    series: 'GPG / GPV',
    description: 'commercial gas tank water heater',
    evidence: 'src',
    example: 'GPG 81-140',
    source: STATE_GPG_SOURCE,
  },
];

const LOCHINVAR_SHAPES: readonly Shape[] = [
  // Shield S · N/L (natural / LP) · R/A · input class · - · tank (SNA285-125): condensing commercial gas water heater. The manual's five
  // models give the input (Table 1B); the later 126 / 151 / 201 / 286 / 401 / 501 classes of the specification keep the type only.
  {
    re: /^S[NL][RA]-?(?<input>126|15[01]|20[01]|28[56]|40[01]|50[01])-?(?:065|100|125)(?:-?[A-Z]{1,3})?$/,
    family: 'aosmith',
    brands: ['Lochinvar'],
    type: 'water heaters',
    series: 'Shield',
    description: 'condensing commercial gas water heater (Shield)',
    efficiency_tier: 'condensing',
    inputs: [150, 200, 285, 400, 500],
    evidence: 'src',
    example: 'SNA285-125',
    source: LOCHINVAR_SHIELD_SOURCE,
  },
];

// Copper-Fin CW (Copper-Fin) and CF (Copper-Fin II) water heaters · N/L · input kBtu/h (3 or 4 digits) · PM (CWN0495PM, CW 645,
// CFN1262PM): the specifications name each line's models by their input range and ask for "Model CW(N,L)___PM having an input
// rating of ___ Btu/Hr", so the number is read as the input within the stated range.
const COPPER_FIN_SHAPES: readonly Shape[] = [
  {
    re: /^CW[NL]?-?(?<input>0?(?:09\d|[1-9]\d\d)|1\d{3}|20[0-6]\d)(?:-?PM?)?(?:-?[A-Z]{1,3}\d?)?$/,
    family: 'aosmith',
    brands: ['Lochinvar'],
    type: 'water heaters',
    series: 'Copper-Fin CW',
    description: 'commercial gas water heater (Copper-Fin)',
    inputRange: [90, 2066],
    evidence: 'pattern',
    example: 'CWN0495PM',
    source: COPPER_FIN_SOURCE,
  },
  {
    re: /^CF[NL]-?(?<input>0?99\d|1\d{3}|20[0-7]\d)(?:-?PM?)?(?:-?[A-Z]{1,3}\d?)?$/,
    family: 'aosmith',
    brands: ['Lochinvar'],
    type: 'water heaters',
    series: 'Copper-Fin II CF',
    description: 'commercial gas water heater (Copper-Fin II)',
    inputRange: [990, 2070],
    evidence: 'pattern',
    example: 'CFN1262PM',
    source: COPPER_FIN_SOURCE,
  },
  // Power-Fin PFN boilers with the manual's sizes (PFN1302M9): type only (the size's unit is not stated in reach).
  {
    re: /^PFN-?(?:502|752|1002|1302|1501|1701|2001|2500|3000|3500|4000|4500|5000)(?:-?[A-Z]{1,2}\d?)?$/,
    family: 'aosmith',
    brands: ['Lochinvar'],
    type: 'boilers',
    series: 'Power-Fin PFN',
    description: 'commercial gas boiler (Power-Fin)',
    evidence: 'src',
    example: 'PFN1302M9',
    source: POWER_FIN_SOURCE,
  },
];

// Bradford White volume water heaters and Brute boilers: the manuals' titles give the model letters (H hydronic boiler, V water
// heater) and the sizes; the size's unit is not stated in reach, so it is matched, not read.
const BRADFORD_WHITE_SHAPES: readonly Shape[] = [
  {
    re: /^B4-?(?:175|250|325|400|[5-9]\d\d|1[0-7]\d\d|18[0-2]\d)(?:-?[NP])?(?:-?\d{2})?(?:-?[A-Z])?$/,
    family: 'bradford_white',
    brands: ['Bradford White'],
    type: 'water heaters',
    series: 'Copper Brute B4',
    description: 'volume water heater (Copper Brute)',
    evidence: 'src',
    example: 'B4 1670 N 09 C',
    source: BW_COPPER_BRUTE_SOURCE,
  },
  {
    re: /^BMT2V-?(?:200|300|400)(?:-?[NP])?$|^BWCV-?(?:[5-9]\d\d|1\d{3}|2000)(?:-?[NP])?$|^BNTV-?\d{3,4}(?:-?[NP])?$/,
    family: 'bradford_white',
    brands: ['Bradford White'],
    type: 'water heaters',
    series: 'Brute water heater (BMT2V / BWCV / BNTV)',
    description: 'commercial gas water heater (Brute Deluxe, Copper Brute II, Brute Elite)',
    evidence: 'src',
    example: 'BMT2V300',
    source: BW_BRUTE_SOURCE,
  },
  {
    re: /^BMT2H-?(?:200|300|400)(?:-?[NP])?$|^BWCH-?(?:[5-9]\d\d|1\d{3}|2000)(?:-?[NP])?$/,
    family: 'bradford_white',
    brands: ['Bradford White'],
    type: 'boilers',
    series: 'Brute hydronic boiler (BMT2H / BWCH)',
    description: 'hydronic boiler (Brute Deluxe, Copper Brute II)',
    evidence: 'src',
    example: 'BWCH1000',
    source: BW_BRUTE_SOURCE,
  },
];

const RHEEM_SHAPES: readonly Shape[] = [
  // Universal GD · size · - · size (GD100-250): multi-flue induced-draft commercial gas tanks; numbers not read (no table in reach).
  {
    re: /^GD\d{2,3}-\d{3}(?:-?[A-Z0-9]{1,4})?$/,
    family: 'rheem',
    brands: RHEEM_GROUP,
    type: 'water heaters',
    series: 'Universal GD',
    description: 'commercial induced-draft gas tank water heater (multi-flue)',
    evidence: 'src',
    example: 'GD100-250',
    source: RHEEM_GD_SOURCE,
  },
  // Commercial electric E / ES / TES (Perfect Fit) · size · - · kW · -G (E12A-3-G, ES120-54-G, TES50-45-G-1): type and fuel; the
  // manual's sizes (50, 85, 120 gal) are not tied to each printed number, so neither gallons nor kW is read.
  {
    re: /^(?:T?ES|E)\d{1,3}A?-\d{1,2}-?G(?:-?[A-Z0-9]{1,4})?$/,
    family: 'rheem',
    brands: RHEEM_GROUP,
    type: 'water heaters',
    series: 'commercial electric E / ES',
    description: 'commercial electric tank water heater',
    fuel: 'electric',
    evidence: 'src',
    example: 'E12A-3-G',
    source: RHEEM_COMMERCIAL_ELECTRIC_SOURCE,
  },
];

export const WATER_HEATERS_COMMERCIAL_RULES: readonly NomenclatureRule[] = [
  shapeRule('aosmith.older-tanks-wh21', AOSMITH_SHAPES, 'SRPGDH', 'type only'),
  shapeRule('aosmith.lochinvar-shield-wh21', LOCHINVAR_SHAPES, 'S', 'type only'),
  shapeRule('aosmith.lochinvar-copper-power-fin-wh21', COPPER_FIN_SHAPES, 'CP', 'type only'),
  shapeRule('bradford-white.brute-volume-wh21', BRADFORD_WHITE_SHAPES, 'B', 'type only'),
  shapeRule('rheem.older-commercial-wh21', RHEEM_SHAPES, 'GET', 'type only'),
];
