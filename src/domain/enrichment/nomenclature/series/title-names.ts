// Product-line names owners write where the model number goes, from the makers' own titles (issue 18, id18n):
// Sears / Kenmore tank water-heater lines (Power Miser, The Economizer), A. O. Smith Conservationist, York-group
// two-stage furnace series of the user's-manual titles (G8D, L8D), Trane Odyssey light-commercial splits, the ICP /
// Dettson oil Lo-Boy, Dettson Chinook and Amana Twin Comfort furnaces, Richmond Encore, Rheem Guardian System and HTP Everlast tanks.
// Machinery of series/marketing-names.ts (brand required, whole name, spaces / dashes / case ignored, a leading brand
// word dropped by index.ts, no capacity, `seriesOnly: true`): a name gives a type only where every product its
// documents title under it is of that type; Odyssey is titled as split heat pumps and split condensing units, so it
// gives a type only with a written type word ("Odyssey heat pump").
import type { EquipmentType } from '../../catalog/equipment-types';
import { type NameLine, namesEntry } from './marketing-names';
import type { SeriesEntry } from '../series-kit';

const WATER_HEATER: EquipmentType = 'water heaters';
/** Words owners add after a tank line name: the fuel and "water heater". A written "gas" stays in the description: the fuel field tells natural gas from propane, which the name does not. */
const TANK_TAIL = '(GAS|ELECTRIC)?(?:WATERHEATER|HEATER)?';

// —— Sears / Kenmore ————————————————————————————————————————————————————————————————————————————————

const POWER_MISER_SOURCE =
  'Kenmore / Sears owner\'s manuals "POWER MISER 6 Electric Water Heater" 153.326362 … 153.326863 (185796-003: https://manualsfile.com/product/k2vk4zzr3ls.html), "POWER MISER 6 Gas Water Heater" 153.336162 … (184231-001: https://somanuals.com/html/14/Sears-Water-Heater-153336162-User-Guide.html), "POWER MISER 8 Power Vent Gas Water Heater" 153.335816 … (https://usermanual.wiki/Kenmore/153335942.30866211/help), "POWER MISER 9 Gas Water Heater" 153.339362 … (184232-003: https://somanualss.com/html/10/Kenmore-Water-Heater-153339161-User-Manual.html), "POWERMISER 12 Gas Water Heater" 153.331761 (186079-001: http://somanuals.com/html/10/Kenmore-Water-Heater-153331761-User-Manual.html)';
const ECONOMIZER_SOURCE =
  'Kenmore / Sears owner\'s manuals "THE ECONOMIZER 6 Gas Water Heater" 153.333316 … 153.333546 (https://manualmachine.com/kenmore/153333416ha/6425191-owners-manual), power-vented 153.332040 … 153.332070 (185249-002: http://somanuals.com/html/21/Kenmore-THE-ECONOMIZER-15333206-User-Manual.html), mobile-home 153.333850 / 153.333950 (185876-001)';

const SEARS_LINES: readonly NameLine[] = [
  {
    // Power Miser (6, 8, 9, 12: the warranty years of the titles), with an optional fuel and "water heater".
    re: new RegExp(`^(?:KENMORE)?POWERMISER(6|8|9|12)?(?:POWERVENT)?${TANK_TAIL}$`),
    read(m) {
      return {
        series: `Power Miser${m[1] ? ` ${m[1]}` : ''}`,
        types: [WATER_HEATER],
        description: m[2] === 'ELECTRIC' ? 'electric tank water heater (Power Miser)' : m[2] === 'GAS' ? 'gas tank water heater (Power Miser)' : 'tank water heater (Power Miser)',
        fields: { fuel: m[2] === 'ELECTRIC' ? 'electric' : undefined },
        evidence: 'pattern',
        source: POWER_MISER_SOURCE,
      };
    },
  },
  {
    // The Economizer 6: only with its number or the "The" of the title (an economizer is also a rooftop damper section).
    re: new RegExp(`^(?:KENMORE)?(?:THEECONOMIZER(6)?|ECONOMIZER(6))${TANK_TAIL}$`),
    read(m) {
      const n = m[1] ?? m[2];
      if (m[3] === 'ELECTRIC') return null;
      return {
        series: `The Economizer${n ? ` ${n}` : ''}`,
        types: [WATER_HEATER],
        description: 'gas tank water heater (The Economizer)',
        fields: {},
        evidence: 'pattern',
        source: ECONOMIZER_SOURCE,
      };
    },
  },
];

// —— A. O. Smith ————————————————————————————————————————————————————————————————————————————————————

const AOSMITH_LINES: readonly NameLine[] = [
  {
    // Conservationist (XGV series): the group's residential atmospheric gas tank line.
    re: new RegExp(`^CONSERVATIONIST(XGV)?(?:SERIES)?${TANK_TAIL}$`),
    read(m) {
      if (m[2] === 'ELECTRIC') return null;
      return {
        series: m[1] ? 'Conservationist XGV' : 'Conservationist',
        types: [WATER_HEATER],
        description: 'gas tank water heater (Conservationist)',
        fields: {},
        evidence: 'pattern',
        source: 'A. O. Smith "Conservationist XGV Series" residential gas water heater instruction manual (thermopile pilot, flammable-vapor thermal switch): https://manualshive.com/en/manual/a-o-smith/conservationist-xgv-series/447645?page=24',
      };
    },
  },
  {
    // 606: the Reliance residential tank series owners name ("Reliance 606"), as the group's instruction manual titles
    // it ("Reliance Water Heaters 606 Series", 196296-001, a gas-tank manual). Read for the group's brands (the
    // fallback's family check); the fuel only when written ("606 electric").
    re: new RegExp(`^(?:RELIANCE)?606(?:SERIES)?${TANK_TAIL}$`),
    read(m) {
      return {
        series: 'Reliance 606',
        types: [WATER_HEATER],
        description: m[1] === 'ELECTRIC' ? 'electric tank water heater (Reliance 606)' : m[1] === 'GAS' ? 'gas tank water heater (Reliance 606)' : 'tank water heater (Reliance 606)',
        fields: { fuel: m[1] === 'ELECTRIC' ? 'electric' : undefined },
        evidence: 'pattern',
        source: 'Reliance Water Heaters "606 Series" instruction manual 196296-001: https://manualsdump.com/amp/en/manuals/44358/11',
      };
    },
  },
];

// —— York / Coleman / Luxaire ———————————————————————————————————————————————————————————————————————

const YORK_TWO_STAGE_LINES: readonly NameLine[] = [
  {
    // G8D-UH, L8D-UH: the two-stage upflow 80 % series (L: LoNOx) of the P*DU user's manual, with or without "UH";
    // G8V, L8V: their variable-speed twins, manual "P*DU-V / G8V / L8V (two stage variable speed upflow / LoNOx)".
    re: /^([GL])8([DV])(UH)?$/,
    read(m) {
      const vs = m[2] === 'V';
      if (vs && m[3]) return null; // the V manual writes G8V / L8V without "UH"
      return {
        series: `${m[1]}8${m[2]}${m[3] ? '-UH' : ''}`,
        types: ['furnaces'],
        description: `gas furnace, two-stage upflow${vs ? ', variable-speed blower' : ''}${m[1] === 'L' ? ', low-NOx' : ''}`,
        fields: { efficiency_tier: ['two-stage', vs ? 'variable-speed blower' : undefined, m[1] === 'L' ? 'low-NOx' : undefined].filter((t) => t !== undefined).join(', ') },
        evidence: 'pattern',
        source: vs
          ? 'York user\'s information, maintenance and service manual "MODELS: P*DU-V / G8V / L8V (Two Stage Variable Speed Upflow / LoNOx)": https://manualzilla.com/doc/7320716/york-p-du--v--service-manual'
          : 'York user\'s information, maintenance and service manual 035-19671-001 "MODELS: P*DU / G8D-UH / L8D-UH (Two Stage Upflow / LoNOx)": http://88.208.23.73:8080/en/manual/york-international/g8d-uh/913870',
      };
    },
  },
];

// —— Bosch ——————————————————————————————————————————————————————————————————————————————————————————

const BOSCH_FURNACES: readonly NameLine[] = [
  {
    // BGS80, BGH96: the Bosch gas furnaces by the model names of their engineering submittal sheets.
    re: /^BG(S80|H96)$/,
    read(m) {
      const h96 = m[1] === 'H96';
      return {
        series: `BG${m[1]}`,
        types: ['furnaces'],
        description: h96 ? 'condensing gas furnace, two-stage' : 'gas furnace',
        fields: { afue_percent: h96 ? 96 : 80, efficiency_tier: h96 ? '90 %+ condensing, two-stage' : undefined },
        evidence: 'pattern',
        source: h96
          ? 'Bosch engineering submittal sheet "Bosch 96% AFUE Gas Furnace BGH96 Model" (BTC 770508101 A: "up to 96% AFUE … reliable, proven two-stage design"): https://pdfslide.net/documents/bosch-96-furnace-submittal-sheet-integrated-control-module-8-blower-9-transformer.html'
          : 'Bosch engineering submittal sheet "Bosch 80% AFUE Gas Furnace BGS80 Model": https://homedocbox.com/amp/101391467-Appliances/Bosch-80-afue-gas-furnace-bgs80-model.html',
      };
    },
  },
];

// —— Trane ——————————————————————————————————————————————————————————————————————————————————————————

const TRANE_ODYSSEY: readonly NameLine[] = [
  {
    // Odyssey: light-commercial split heat pumps and condensing units (7½–20 tons), both types under one name.
    re: /^ODYSSEY(?:SERIES|SPLITSYSTEM)?$/,
    read() {
      return {
        series: 'Odyssey',
        types: ['air conditioners', 'heat pumps'],
        description: 'Trane Odyssey light-commercial split system',
        fields: {},
        evidence: 'pattern',
        source: 'Trane "Split System Heat Pumps 7½–20 Tons, Air Handlers 5–20 Tons" SSP-PRC001-EN ("Odyssey light commercial split systems", cooling condensing units and heat pumps alike): https://kipdf.com/download/split-system-heat-pumps_5aea34227f8b9ae3488b4638.html',
      };
    },
  },
];

// Weathertron: the Trane heat-pump name of the 1980s–1990s installer's guides ("The Weathertron® Heat Pump has been
// designed and manufactured to withstand and operate in severe winter conditions", TWX heat pumps). Heat pumps only.
const TRANE_WEATHERTRON: readonly NameLine[] = [
  {
    re: /^WEATHERTRON(?:SERIES)?$/,
    read() {
      return {
        series: 'Weathertron',
        types: ['heat pumps'],
        description: 'Trane Weathertron split heat pump',
        fields: {},
        evidence: 'pattern',
        source: 'Trane installer\'s guide 18-BC39D6-4 "TWX018-0240, TWX030-048D & TWX060C Heat Pumps" ("The Weathertron® Heat Pump has been designed and manufactured to withstand and operate in severe winter conditions"): https://manualmachine.com/trane/twx060c/2573231-user-manual',
      };
    },
  },
];

// —— ICP / Dettson oil furnaces, Dettson Chinook, Amana Twin Comfort ————————————————————————————————

const LOWBOY_SOURCE =
  'ICP (UTC Canada, Sherbrooke) "OIL LO|BOY" installation instructions and owner\'s manual, models AMT098SDMA, AMT098SVMA, OLR098A12A, OLV098A12A (X40153 Rev. A): https://manualmachine.com/icp/olv098a12a/22867193-installation-instructions-and-owners-manual · Dettson "LOWBOY OLR154A16A" assembly instructions, "Lowboy 154 Series": https://manuals.online/dettson/furnace/lowboy-olr154a16a/assembly-instructions/xbht';
const LOWBOY_LINES: readonly NameLine[] = [
  {
    // Lo-Boy / Lowboy (Oil): the low-height oil furnace of the Sherbrooke plant (ICP and Dettson badges).
    // The fuel only as written: the titles read are oil furnaces, but a lowboy cabinet is not oil-only.
    re: /^(OIL)?LO(?:W)?BOY(OIL)?(?:SERIES|FURNACE|(OIL)FURNACE)?$/,
    read(m) {
      const oil = m[1] !== undefined || m[2] !== undefined || m[3] !== undefined;
      return { series: 'Lo-Boy', types: ['furnaces'], description: oil ? 'oil furnace, lowboy (low-height upflow)' : 'furnace, lowboy (low-height upflow)', fields: { fuel: oil ? 'oil' : undefined }, evidence: 'pattern', source: LOWBOY_SOURCE };
    },
  },
];
const THERMO_PRIDE_BOYS: readonly NameLine[] = [
  {
    // Lowboy / Highboy: the "type of unit" column of the Thermo Pride oil-furnace manual (OL lowboys, OH highboys).
    re: /^(OIL)?(LOW|LO|HIGH|HI)BOY(OIL)?(?:FURNACE|(OIL)FURNACE)?$/,
    read(m) {
      const oil = m[1] !== undefined || m[3] !== undefined || m[4] !== undefined;
      const low = m[2]!.startsWith('L');
      return {
        series: low ? 'Lowboy' : 'Highboy',
        types: ['furnaces'],
        description: `${oil ? 'oil furnace' : 'furnace'}, ${low ? 'lowboy' : 'highboy (upflow)'}`,
        fields: { fuel: oil ? 'oil' : undefined },
        evidence: 'pattern',
        source: 'Thermo Products "Oil-Fired Central Furnace" manual MO-100G, clearance table "TYPE OF UNIT: LOWBOYS (OL2 … OL39), HIGHBOYS (OH2 … OH16), COUNTERFLOWS, HORIZONTALS": https://rhythmusic.net/De1337/nothing/index.php?q=aHR0cHM6Ly93d3cuc2NyaWJkLmNvbS9kb2N1bWVudC8zMTY2MjI2NDkvT2lsRmlyZWRGdXJuYWNlLXBkZg%3D%3D (scribd copy of MO-100G)',
      };
    },
  },
];
const DETTSON_CHINOOK: readonly NameLine[] = [
  {
    // Chinook: Dettson's modulating condensing gas furnace (C15-M-V, CC15-M-V), written with or without its series.
    re: /^CHINOOK(?:C?C15)?(?:MV)?(?:FURNACE|GASFURNACE)?$/,
    read() {
      return {
        series: 'Chinook',
        types: ['furnaces'],
        description: 'condensing gas furnace (Chinook)',
        fields: { efficiency_tier: '90 %+ condensing' },
        evidence: 'pattern',
        source: 'Dettson "Chinook C15-M-V" user manual and CC15-M-V assembly instructions (condensing modulating gas furnace): https://manuals.online/dettson/furnace/lowboy-olr154a16a/assembly-instructions/xbht (Dettson manual list)',
      };
    },
  },
];
const AMANA_TWIN_COMFORT: readonly NameLine[] = [
  {
    // Twin Comfort: the two-stage 80 % furnace name of the AMH8 technical manual title.
    re: /^TWINCOMFORT(?:80)?(?:FURNACE|GASFURNACE)?$/,
    read() {
      return {
        series: 'Twin Comfort',
        types: ['furnaces'],
        description: 'gas furnace, two-stage (Twin Comfort)',
        fields: { efficiency_tier: 'two-stage' },
        evidence: 'pattern',
        source: 'Amana technical manual RT6621017r1 (April 2010) "AMH8 33-3/8 in. 80% Gas Furnace, 80% AFUE, Twin Comfort, Multi-Speed, Upflow/Horizontal": https://alcatel-lucent.usermanuals.us/manual/5/Amana-Furnace-AMH-User-Manual.html',
      };
    },
  },
];

// —— Richmond (Rheem group), HTP ——————————————————————————————————————————————————————————————————

const RICHMOND_ENCORE: readonly NameLine[] = [
  {
    // Encore: Richmond's retail tank line ("Encore 50 Gallon 12-year 40,000 Btu Tank Natural Gas Water Heater", 12GR50-40F).
    re: new RegExp(`^ENCORE(?:SERIES)?${TANK_TAIL}$`),
    read(m) {
      return {
        series: 'Encore',
        types: [WATER_HEATER],
        description: 'tank water heater (Encore)',
        fields: { fuel: m[1] === 'ELECTRIC' ? 'electric' : undefined },
        evidence: 'pattern',
        source: 'Richmond 12GR50-40F "Encore 50 Gallon 12-year 40,000 Btu Tank Natural Gas Water Heater" use & care manual: https://manualsfile.com/product/k3gabx0e1xq.html?page=9',
      };
    },
  },
];
const RHEEM_GUARDIAN: readonly NameLine[] = [
  {
    // Guardian System: Rheem's FVIR residential gas tank line (air and fuel shut-off, LDO filtration).
    re: /^GUARDIAN(?:SYSTEM|FVIR)?(?:GAS)?(?:WATERHEATER)?$/,
    read() {
      return {
        series: 'Guardian System',
        types: [WATER_HEATER],
        description: 'gas tank water heater, FVIR (Guardian System)',
        fields: {},
        evidence: 'pattern',
        source: 'ACHR News "New water heater standard: Rheem system goes beyond" (the Rheem Guardian System FVIR residential gas water heater, 30–50 gallons): https://www.achrnews.com/articles/100231-new-water-heater-standard-rheem-system-goes-beyond',
      };
    },
  },
];
const HTP_EVERLAST: readonly NameLine[] = [
  {
    // Everlast: HTP's residential electric tank line (EVG080C2X045H … EVG115C2X045H).
    re: /^EVERLAST(?:GRIDENABLED)?(?:ELECTRIC)?(?:WATERHEATER)?$/,
    read() {
      return {
        series: 'Everlast',
        types: [WATER_HEATER],
        description: 'electric tank water heater (Everlast)',
        fields: { fuel: 'electric' },
        evidence: 'pattern',
        source: 'HTP "Everlast Residential Electric Water Heaters" use and care manual lp-547 (https://studylib.net/doc/18388050/installation-manual) and "Everlast Grid Enabled Electric Water Heaters" EVG080C2X045H … EVG115C2X045H, lp-608: https://manualmachine.com/htp/c2x045h/22845314-use-and-care-manual',
      };
    },
  },
];

export const TITLE_NAME_SERIES_ENTRIES: readonly SeriesEntry[] = [
  namesEntry('sears', 'Sears / Kenmore water-heater line names', 'KPTE', SEARS_LINES),
  namesEntry('aosmith', 'A. O. Smith group water-heater line names (Conservationist, Reliance 606)', 'CR6', AOSMITH_LINES),
  namesEntry('york', 'York-group two-stage furnace series of the user\'s-manual titles', 'GL', YORK_TWO_STAGE_LINES),
  namesEntry('bosch', 'Bosch gas furnace model names', 'B', BOSCH_FURNACES),
  namesEntry('trane', 'Trane Odyssey light-commercial split name', 'O', TRANE_ODYSSEY),
  namesEntry('trane', 'Trane Weathertron heat-pump name', 'W', TRANE_WEATHERTRON),
  namesEntry('icp', 'ICP oil Lo-Boy furnace name', 'OL', LOWBOY_LINES),
  namesEntry('dettson', 'Dettson Lowboy and Chinook furnace names', 'OLC', [...LOWBOY_LINES, ...DETTSON_CHINOOK]),
  namesEntry('thermo_pride', 'Thermo Pride lowboy / highboy furnace names', 'OLH', THERMO_PRIDE_BOYS),
  namesEntry('goodman', 'Amana Twin Comfort furnace name', 'T', AMANA_TWIN_COMFORT),
  namesEntry('rheem', 'Richmond Encore and Rheem Guardian water-heater names', 'EG', [...RICHMOND_ENCORE, ...RHEEM_GUARDIAN]),
  namesEntry('htp', 'HTP Everlast water-heater name', 'E', HTP_EVERLAST),
];
