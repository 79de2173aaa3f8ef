// Tank water heaters and boilers people have installed, second wave (issue 18, wh20): lines no other module reads,
// each from the maker's own listing or manual title. Brand required (short shapes). Type first; gallons or input only
// where the source states what the number is. Sources: one line per shape below.
import type { NomenclatureRule } from '../types';
import { shapeRule, type Shape } from '../kit/shape-rule';
import { RESIDENTIAL_SOURCE } from '../water-heaters/aosmith';
import { ES_BOILERS_SOURCE } from './weil-mclain-burnham';


const GE_HEAT_PUMP_SOURCE =
  'GE Appliances product images filed under water-heaters/heat-pump: PH40S10BPY and PH50S10BPY, "GE Electric … 40 / 50 Gallon Hybrid Heat Pump Water Heater" (https://www.geappliances.com/content/dam/geappliances/product-images/water-heaters/heat-pump/PH50S10BPY-large.png), beside the Rheem-pattern GE40T08DAT / GG40T12BXR tanks of the same listing';
const STATESMAN_SOURCE =
  'State Industries "STATESMAN Electric Models SSE-5 thru SSE-120 Commercial Water Heaters", part no. 09063322: http://somanuals.com/html/15/State-Industries-Water-Heater-SSE-5-User-Manual.html';
const AMERICAN_CE_SOURCE =
  'American Water Heater "Commercial Electric Water Heaters, Models STCE31-50/80/119 & ITCE31-50/80/119", instruction manual 198079-008: https://www.scribd.com/document/787675005/Water-Heater-American-Water-Heaters-Manual';
const EG_SOURCE =
  '"EG12-50R55DV 210 … electric water heater manufactured by A. O. Smith … generally a 50-gallon unit … 5500-watt, 240-volt heating element": https://engineerfix.com/how-to-replace-an-eg12-50r55dv-210-component/';
const ES_WATER_HEATERS_SOURCE =
  'ENERGY STAR Certified Water Heaters list (rows with type, storage volume and input), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/product/certified-water-heaters/results';
const VITODENS_A1_SOURCE =
  'Viessmann Vitodens 100-W A1HB / A1JB installation instructions (type codes A1HB heat-only, A1JB combi), as cited for the bare type codes in heating-installed.ts; the size after the code is not read';

const GE_SHAPES: readonly Shape[] = [
  // PH · nominal gallons · S/T · warranty years · option letters (PH50S10BPY01): the heat-pump tanks of GE's listing. Only the
  // listed 40 and 50 are read as gallons; another size of the same print (PH65…) keeps the type without gallons.
  {
    re: /^PH(?<gal>\d\d)[ST](?:06|08|10|12)[A-Z]{0,4}\d{0,2}$/,
    family: 'water_heater_other',
    brands: ['GE Appliances'],
    type: 'water heaters',
    series: 'PH',
    description: 'hybrid electric heat pump water heater',
    fuel: 'electric',
    gallons: [40, 50],
    galRange: [30, 90],
    evidence: 'pattern',
    example: 'PH50S10BPY',
    source: GE_HEAT_PUMP_SOURCE,
  },
];

const AOSMITH_SHAPES: readonly Shape[] = [
  // SSE-5 … SSE-120: Statesman commercial electric tanks; the number's meaning is not stated (DEN-52 holds 50 gal): type only.
  {
    re: /^SSE-?(?:[5-9]|[1-9]\d|1[0-2]0)(?:-[A-Z0-9]{1,6}){0,2}$/,
    family: 'aosmith',
    brands: ['State', 'A. O. Smith', 'Reliance', 'American'],
    type: 'water heaters',
    series: 'SSE',
    description: 'commercial electric tank water heater (Statesman)',
    fuel: 'electric',
    evidence: 'src',
    example: 'SSE-50',
    source: STATESMAN_SOURCE,
  },
  // STCE31 / ITCE31 - 50 / 80 / 119: commercial electric tanks; type only.
  {
    re: /^[SI]TCE31-?(?:50|80|119)(?:-[A-Z0-9]{1,6}){0,2}$/,
    family: 'aosmith',
    brands: ['American', 'A. O. Smith', 'State', 'Reliance', 'U.S. Craftmaster'],
    type: 'water heaters',
    series: 'STCE / ITCE',
    description: 'commercial electric tank water heater',
    fuel: 'electric',
    evidence: 'src',
    example: 'STCE31-80',
    source: AMERICAN_CE_SOURCE,
  },
  // Residential electric EG · warranty years · gallons · height (R short, T tall, H) · element code · D (EG12-50R55DV): the §10.1
  // warranty · gallons key on a line water-heaters/aosmith.ts does not list. 55 is the 5,500 W element (not read, as on the water-heaters/aosmith.ts
  // electric lines). Other E-letter lines with no source in reach (EEA…) are left out.
  {
    re: /^EG(?:6|9|10|12)-(?<gal>\d\d)[RTH](?:30|35|38|40|45|55)D[A-Z]{0,3}(?:-?\d{3})?$/,
    family: 'aosmith',
    brands: ['A. O. Smith', 'State', 'Reliance', 'American'],
    type: 'water heaters',
    series: 'E residential electric',
    description: 'residential electric tank water heater',
    fuel: 'electric',
    gallons: [30, 40, 50, 55, 66, 80],
    evidence: 'pattern',
    example: 'EG12-50R55DV',
    source: `${EG_SOURCE}; ${RESIDENTIAL_SOURCE}`,
  },
  // GSW / John Wood residential-duty commercial gas: warranty years · G · nominal gallons · input kBtu/h · N / P · vent
  // (6G50100NPDVH: listed 49 gal, 100,000 Btu/h; 6G5076NVC: 48 gal, 76,000 Btu/h; 6G75100PPDVH05: 74 gal, 100,000 Btu/h).
  {
    re: /^(?:6|8|10|12)G(?<gal>50|75)(?<input>76|100)(?:[NP*]|PDV|NV|$)[A-Z0-9*-]{0,10}$/,
    family: 'aosmith',
    brands: ['GSW', 'John Wood'],
    type: 'water heaters',
    series: 'G residential-duty commercial',
    description: 'residential-duty commercial gas tank water heater',
    gallons: [50, 75],
    inputs: [76, 100],
    evidence: 'pattern',
    example: '6G50100NPDVH',
    source: `${ES_WATER_HEATERS_SOURCE}; GSW WATER HEATERS rows 6G50100NPDVH, 6G5076NVC, 6G75100PPDVH05`,
  },
];

// American Standard water heaters (ENERGY STAR partners "American Standard Water Heaters" and Calentadores de America): the
// brand is Trane's group for HVAC, so these shapes are read with the brand American Standard only.
const AMERICAN_STANDARD_SHAPES: readonly Shape[] = [
  // PV · gallons · T tall / S short · LN · digit (PV40TLN6: 40 gal, PV50SLN6: 50 gal; gas storage).
  { re: /^PV(?<gal>40|50)[TS]LN\d?$/, family: 'water_heater_other', brands: ['American Standard'], type: 'water heaters', series: 'PV', description: 'gas tank water heater', gallons: [40, 50], evidence: 'pattern', example: 'PV40TLN6', source: `${ES_WATER_HEATERS_SOURCE}; the same list's American Standard rows PV40TLN6, PV50SLN6, PV50TLN6 (gas storage, 40 / 50 gal)` },
  // HE · gallons · input kBtu/h · AS (HE 70-125 AS: 70 gal, 125 kBtu/h; HE 100-199 AS).
  { re: /^HE(?<gal>70|100)-?(?<input>125|150|199|250)-?AS$/, family: 'water_heater_other', brands: ['American Standard'], type: 'water heaters', series: 'HE', description: 'commercial condensing gas tank water heater', gallons: [70, 100], inputs: [125, 150, 199, 250], evidence: 'src', example: 'HE 100-199 AS', source: 'ENERGY STAR Certified Commercial Water Heaters list (American Standard HE 70-125 AS … HE 100-250 AS: storage volume and input), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/' },
  // TCWH · input class 180 / 199 · S · AS (condensing tankless, 180,000 / 199,000 Btu/h); HPWH50G-AS heat pump (49 gal listed).
  { re: /^TCWH(?<input>180|199)S-?AS$/, family: 'water_heater_other', brands: ['American Standard'], type: 'tankless water heaters', series: 'TCWH', description: 'condensing gas tankless water heater', efficiency_tier: 'condensing', inputs: [180, 199], evidence: 'src', example: 'TCWH199S-AS', source: `${ES_WATER_HEATERS_SOURCE}; American Standard rows TCWH180S-AS / TCWH199S-AS (180,000 / 199,000 Btu/h)` },
  { re: /^HPWH(?<gal>50)G-?AS$/, family: 'water_heater_other', brands: ['American Standard'], type: 'water heaters', series: 'HPWH', description: 'hybrid electric heat pump water heater', fuel: 'electric', gallons: [50], evidence: 'pattern', example: 'HPWH50G-AS', source: `${ES_WATER_HEATERS_SOURCE}; American Standard row HPWH50G-AS (Hybrid/Electric Heat Pump, 49 gal)` },
];

// Kenmore 409.73···· gas tanks (A. O. Smith-built: the ENERGY STAR partner of rows 409.734230 / 409.734240 / 409.734270):
// type only; the digits are a Sears catalog number, not gallons or input.
const KENMORE_SHAPES: readonly Shape[] = [
  { re: /^409\.?73\d{4}$/, family: 'sears', brands: ['Kenmore', 'Sears'], type: 'water heaters', series: '409.73', description: 'tank water heater (A. O. Smith-built Kenmore)', evidence: 'pattern', example: '409.734230', source: `${ES_WATER_HEATERS_SOURCE}; A.O. Smith Corporation's Kenmore rows 409.734230, 409.734240, 409.734270 (gas storage)` },
];

const VIESSMANN_SHAPES: readonly Shape[] = [
  // Vitodens 100-W type code with the size written after it (A1HB-34, Vitodens 100-W A1JB 35): type only.
  {
    re: /^(?:VITODENS(?:-?100)?(?:-?W)?-?)?A1[HJ][AB]-?\d{2,3}$/,
    family: 'viessmann',
    brands: ['Viessmann'],
    type: 'boilers',
    series: 'Vitodens 100-W A1',
    description: 'wall-mounted gas condensing boiler (Vitodens 100-W)',
    efficiency_tier: 'condensing',
    evidence: 'pattern',
    example: 'A1HB-34',
    source: VITODENS_A1_SOURCE,
  },
];

// Boiler lines of the ENERGY STAR Certified Boilers list under brands no rule read (model name, fuel, AFUE per row).
const LISTED_BOILER_SHAPES: readonly Shape[] = [
  // Energy Kinetics System 2000: EK1 / EK2 + C (Accel CS, gas condensing), F (Frontier, oil), T (Ascent, oil), R / RT
  // (Resolute, oil or gas), with or without the line name and the size (Accel CS EK1C 120, EK-1T, Frontier EK1F).
  { re: /^(?:ACCEL(?:CS)?|FRONTIER|RESOLUTE|ASCENT)?-?EK-?[12](?:C|CS)-?(?:\d{2,3})?$/, family: 'boiler_other', brands: ['Energy Kinetics'], type: 'boilers', series: 'Accel CS EK1C / EK2C', description: 'gas condensing boiler (System 2000 Accel CS)', efficiency_tier: 'condensing', evidence: 'src', example: 'Accel CS EK1C 120', source: `${ES_BOILERS_SOURCE} (Energy Kinetics rows: Accel CS EK1C / EK2C natural gas or propane, 95–97 % AFUE)` },
  { re: /^(?:FRONTIER|ASCENT)?-?EK-?[12][FT]$/, family: 'boiler_other', brands: ['Energy Kinetics'], type: 'boilers', series: 'Frontier / Ascent', description: 'oil-fired low-mass boiler (System 2000 Frontier EK·F, Ascent EK-1T)', fuel: 'oil', evidence: 'src', example: 'EK-1T', source: `${ES_BOILERS_SOURCE} (Energy Kinetics rows: Frontier EK1F / EK2F and Ascent EK-1T, fuel oil)` },
  { re: /^(?:RESOLUTE)?-?EK-?1RT?$/, family: 'boiler_other', brands: ['Energy Kinetics'], type: 'boilers', series: 'Resolute', description: 'low-mass boiler (System 2000 Resolute; oil and gas editions)', evidence: 'src', example: 'Resolute EK1RT', source: `${ES_BOILERS_SOURCE} (Energy Kinetics rows: Resolute EK1R / EK1RT, oil and natural gas / propane editions)` },
  // Williamson-Thermoflo FreeStyle FS-80 / FS-120 / FS-155 (gas condensing, 94–95 % AFUE): size not read (no table in reach).
  { re: /^(?:FREESTYLE-?)?FS-?(?:80|120|155)(?:-[NP])?-?\*?$/, family: 'boiler_other', brands: ['Williamson-Thermoflo'], type: 'boilers', series: 'FreeStyle FS', description: 'gas condensing boiler (FreeStyle)', efficiency_tier: 'condensing', evidence: 'src', example: 'FS-155-N', source: `${ES_BOILERS_SOURCE} (Williamson-Thermoflo rows FS-80, FS-120, FS-155, model name FreeStyle)` },
  // Biasi B10 / SG + section count (oil, 87 % AFUE) and the Riva Advance combi M210.32CM (gas).
  { re: /^(?:B10|SG)\/?[3-9]$/, family: 'boiler_other', brands: ['Biasi'], type: 'boilers', series: 'B10 / SG', description: 'cast-iron oil-fired boiler', fuel: 'oil', evidence: 'src', example: 'B10/5', source: `${ES_BOILERS_SOURCE} (Biasi rows B10/3 … B10/9, SG/3 … SG/7, fuel oil)` },
  { re: /^(?:RIVAADVANCE(?:COMBI)?-?)?M210[.-]?\d{2}[A-Z]{1,3}$/, family: 'boiler_other', brands: ['Biasi'], type: 'boilers', series: 'Riva Advance', description: 'gas combination boiler (Riva Advance)', evidence: 'src', example: 'M210.32CM', source: `${ES_BOILERS_SOURCE} (Biasi row RIVA ADVANCE COMBI M210.32CM, natural gas)` },
  // Pensotti Quatech DK2 + sections (oil) and Solenne PCC / PCH / PCI (gas, 91 % AFUE).
  { re: /^(?:QUATECH-?)?DK2-?[3-8]$/, family: 'boiler_other', brands: ['Pensotti'], type: 'boilers', series: 'Quatech DK2', description: 'oil-fired boiler (Quatech)', fuel: 'oil', evidence: 'src', example: 'DK2-3', source: `${ES_BOILERS_SOURCE} (Pensotti rows Quatech DK2-3 … DK2-8, fuel oil)` },
  { re: /^(?:SOLENNE-?)?PC[CHI]\d{2}(?:\/[A-Z0-9]{1,2})?-?H$/, family: 'boiler_other', brands: ['Pensotti'], type: 'boilers', series: 'Solenne', description: 'gas boiler (Solenne)', evidence: 'src', example: 'PCH34/B-H', source: `${ES_BOILERS_SOURCE} (Pensotti Solenne rows PCC34-H, PCH18/B-H … PCI34/20-H)` },
  // Force (U.S. Boiler Company): Force Oil FORCEOL + size, FORCEVFO / VFOT + sections + size (oil, 87 % AFUE).
  { re: /^FORCE-?(?:OL|OIL)-?\d{2,3}(?:-E)?$/, family: 'boiler_other', brands: ['Force'], type: 'boilers', series: 'Force Oil', description: 'oil-fired boiler', fuel: 'oil', evidence: 'src', example: 'FORCEOL115-E', source: `${ES_BOILERS_SOURCE} (Force rows FORCEOL084 … FORCEOL189, fuel oil)` },
  { re: /^FORCE-?VFOT?-?[3-6]-?\d{3}$/, family: 'boiler_other', brands: ['Force'], type: 'boilers', series: 'Force VFO', description: 'oil-fired boiler', fuel: 'oil', evidence: 'src', example: 'FORCEVFO-3-075', source: `${ES_BOILERS_SOURCE} (Force rows FORCEVFO-3-075, FORCEVFOT-4-120, fuel oil)` },
];

// More boiler rows of the same list (model name, fuel, AFUE per row) under brands no rule read; sizes not read (no
// ratings table in reach says whether the number is the input or the output).
const ECR_LISTED_SHAPES: readonly Shape[] = [
  { re: /^ECR-?(?:122|147|160|200|227)$|^ECR97A-?(?:075|100)$/, family: 'ecr', brands: ['ECR International', 'Green Mountain'], type: 'boilers', series: 'ECR', description: 'gas condensing boiler', efficiency_tier: 'condensing', evidence: 'src', example: 'ECR-122', source: `${ES_BOILERS_SOURCE} (ECR International / Green Mountain rows ECR-122 … ECR-227, ECR97A-075 / -100, 95 % AFUE)` },
  { re: /^GM(?:CB(?:150|200)|HB(?:125|160|227))$/, family: 'ecr', brands: ['Green Mountain'], type: 'boilers', series: 'GMCB / GMHB', description: 'gas condensing boiler (GMCB combi, GMHB heat only)', efficiency_tier: 'condensing', evidence: 'src', example: 'GMHB160', source: `${ES_BOILERS_SOURCE} (Green Mountain rows GMCB150 / 200, GMHB125 / 160 / 227, 95 % AFUE)` },
  { re: /^GM-?90-?(?:50|75|100)$/, family: 'ecr', brands: ['Green Mountain'], type: 'boilers', series: 'GM-90', description: 'gas boiler (GM-90 series)', evidence: 'src', example: 'GM90-75', source: `${ES_BOILERS_SOURCE} (Green Mountain GM-90 Series rows GM90-50 / 75 / 100)` },
  { re: /^P-?90-?(?:50|75|100)$/, family: 'ecr', brands: ['Pennco Boilers'], type: 'boilers', series: 'P-90', description: 'gas boiler (P-90 series)', evidence: 'src', example: 'P90-75', source: `${ES_BOILERS_SOURCE} (Pennco P-90 series rows P90-50 / 75 / 100)` },
];

const LISTED_BOILER_SHAPES_2: readonly Shape[] = [
  { re: /^AOT?-?[34]-?(?:075|120)E?$/, family: 'boiler_other', brands: ['PurePro'], type: 'boilers', series: 'AO', description: 'oil-fired boiler', fuel: 'oil', evidence: 'src', example: 'AO-3-075E', source: `${ES_BOILERS_SOURCE} (PurePro rows AO-3-075E, AO-4-120E, AOT-3-075E, AOT-4-120E, fuel oil)` },
  { re: /^RRO-?[34]C?-?(?:092|148)E?$/, family: 'boiler_other', brands: ['Rand & Reardon Boiler Works'], type: 'boilers', series: 'RRO', description: 'oil-fired boiler', fuel: 'oil', evidence: 'src', example: 'RRO-3-092E', source: `${ES_BOILERS_SOURCE} (Rand & Reardon rows RRO-3-092E … RRO-4C-148E, fuel oil)` },
  { re: /^(?:B(?:85|120|160)|C(?:95|140))$/, family: 'boiler_other', brands: ['Glow Brand'], type: 'boilers', series: 'Glow B / C', description: 'gas condensing boiler (B heat only, C combi)', efficiency_tier: 'condensing', evidence: 'src', example: 'B120', source: `${ES_BOILERS_SOURCE} (Glow Brand rows B85, B120, B160, C95, C140, 95 % AFUE)` },
  { re: /^[CH](?:100|140|200)$/, family: 'boiler_other', brands: ['Eco-King'], type: 'boilers', series: 'Eco-King C / H', description: 'gas boiler (Eco-King)', evidence: 'src', example: 'H140', source: `${ES_BOILERS_SOURCE} (Eco-King / Eco King Supreme rows C100 … H200, natural gas)` },
  { re: /^HSE-?(?:125|145)-?[NP]$/, family: 'boiler_other', brands: ['Intergas', 'Super Hot'], type: 'boilers', series: 'HSE', description: 'gas boiler (Intergas HSE)', evidence: 'src', example: 'HSE-125-N', source: `${ES_BOILERS_SOURCE} (Intergas / Super Hot rows HSE-125-N / -P, HSE-145-N / -P)` },
  { re: /^(?:EXALT(?:COMBI|SOLO)(?:110|155|199)|GALLANTSOLO(?:250|299))$/, family: 'boiler_other', brands: ['Ideal'], type: 'boilers', series: 'Exalt / Gallant', description: 'gas condensing boiler (Exalt, Gallant)', efficiency_tier: 'condensing', evidence: 'src', example: 'EXALT SOLO 155', source: `${ES_BOILERS_SOURCE} (Ideal USA rows EXALT COMBI 155 / 199, EXALT SOLO 110 / 155 / 199, GALLANT SOLO 250 / 299, 95 % AFUE)` },
  { re: /^SL(?:375|4100|5125)ES$/, family: 'boiler_other', brands: ['Solaia'], type: 'boilers', series: 'SL', description: 'oil-fired boiler', fuel: 'oil', evidence: 'src', example: 'SL375ES', source: `${ES_BOILERS_SOURCE} (Solaia rows SL375ES, SL4100ES, SL5125ES, fuel oil)` },
];

// Rheem Canadian residential gas tanks as ENERGY STAR lists them, with or without the D / DE prefix: RP / PVS / PDV · nominal
// gallons · (S short) · -two digits · (E2) (D RP40-40E2: 37 gal listed; DE RP30-60: 28 gal; D PVS50-36E2: 48 gal). The digits
// after the hyphen are not always the listed input (D PVS40-36E2 is listed at 40,000 Btu/h): not read.
const RHEEM_CANADA_SHAPES: readonly Shape[] = [
  { re: /^(?:DE?-?)?(?:RP|PVS|PDV)(?<gal>30|40|50|60)S?-\d\d(?:E2)?$/, family: 'rheem', brands: ['Rheem', 'Ruud'], type: 'water heaters', series: 'RP / PVS / PDV', description: 'gas tank water heater', gallons: [30, 40, 50, 60], evidence: 'pattern', example: 'D RP40-40E2', source: `${ES_WATER_HEATERS_SOURCE}; Rheem rows D RP40-40E2, D RP40S-40E2, D RP50-40E2, DE RP30-60, D PVS40-36E2, D PVS50-36E2, DE PDV50-40 (gas storage)` },
];

// Tankless lines from the water-heater lists and a maker's manual, under brands no rule read.
const TANKLESS_SHAPES: readonly Shape[] = [
  { re: /^(?:IQ(?:250|750|1000|1501|3001)|I(?:200P?|250)|IN501)$/, family: 'water_heater_other', brands: ['Intellihot'], type: 'tankless water heaters', series: 'Intellihot i / iQ', description: 'gas tankless water heater', evidence: 'src', example: 'iQ1000', source: `${ES_WATER_HEATERS_SOURCE}; ENERGY STAR Certified Commercial Water Heaters rows (Intellihot i200, i200P, I250, iQ250 … iQ3001, Neuron iN501: Gas Tankless)` },
  { re: /^NERC(?:98|11)DV(?:\(?GQ-C\d{4}W[SX]-FF(?:ET)?(?:US)?\)?)?$/, family: 'water_heater_other', brands: ['Thermalux'], type: 'tankless water heaters', series: 'NERC', description: 'gas tankless water heater', evidence: 'src', example: 'NERC98DV', source: `${ES_WATER_HEATERS_SOURCE}; Thermalux rows NERC98DV (GQ-C2857WS-FF ET US), NERC11DV (GQ-C3257WX-FF ET US): Gas Tankless` },
  { re: /^T-?H2-?(?:DV|OS)(?:-[NP])?$/, family: 'takagi', brands: ['Takagi'], type: 'tankless water heaters', series: 'T-H2', description: 'gas tankless water heater (T-H2)', evidence: 'src', example: 'T-H2-DV-N', source: 'Takagi T-H2-DV / T-H2-OS installation manual and owner\'s guide (maximum flow 9.0 GPM): https://manualshive.com/en/manual/takagi/t-h2-dv/814360' },
];

const THERMAL_SOLUTIONS_SHAPES: readonly Shape[] = [
  { re: /^APX(?:425|525|625|725|825)C$/, family: 'boiler_other', brands: ['Thermal Solutions'], type: 'boilers', series: 'Apex', description: 'commercial gas boiler (Apex)', evidence: 'src', example: 'APX525C', source: 'ENERGY STAR Certified Commercial Boilers list (Thermal Solutions Apex rows APX425C … APX825C), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/' },
];

export const INSTALLED_TANK_AND_BOILER_RULES: readonly NomenclatureRule[] = [
  shapeRule('ge.heat-pump-tank-wh20', GE_SHAPES, 'P', 'no decode'),
  shapeRule('aosmith.tank-lines-wh20', AOSMITH_SHAPES, 'SIE681', 'no decode'),
  shapeRule('viessmann.vitodens-a1-sized-wh20', VIESSMANN_SHAPES, 'VA', 'no decode'),
  shapeRule('water-heater-other.american-standard-wh20', AMERICAN_STANDARD_SHAPES, 'PHT', 'no decode'),
  shapeRule('sears.kenmore-409-wh20', KENMORE_SHAPES, '4', 'no decode'),
  shapeRule('boiler-other.listed-wh20', LISTED_BOILER_SHAPES, 'AFREBSMQDP', 'no decode'),
  shapeRule('ecr.listed-wh20', ECR_LISTED_SHAPES, 'EGP', 'no decode'),
  shapeRule('rheem.canada-tanks-wh20', RHEEM_CANADA_SHAPES, 'DRP', 'no decode'),
  shapeRule('water-heater-other.tankless-wh20', TANKLESS_SHAPES, 'INT', 'no decode'),
  shapeRule('boiler-other.thermal-solutions-wh20', THERMAL_SOLUTIONS_SHAPES, 'A', 'no decode'),
  shapeRule('boiler-other.listed-2-wh20', LISTED_BOILER_SHAPES_2, 'ARBCHESG', 'no decode'),
];
