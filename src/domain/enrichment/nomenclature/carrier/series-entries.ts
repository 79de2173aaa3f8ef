// Series keys of the series-only fallback (series-table.ts) for the Carrier / Bryant / Payne / ICP installed base,
// written as the series and nothing more ("Bryant 597C", "Payne PH10", "Tempstar NTC5", "Heil GNJ"): only series a
// product-data or installation-instruction title prints as one line of one type. Brand required (the fallback's
// brand check); no capacity.
import { S as CARRIER_S } from './carrier';
import { NUMERIC_LINES, PAYNE_SOURCE } from './older-outdoor';
import { PARTIAL_FIELD, PLACEHOLDERS_ONLY, type SeriesEntry, type SeriesReading } from '../series-kit';

const ICP_FURNACE_TITLES =
  'ICP gas-furnace installation instructions titled by series: NTC5/GNJ, NTN5/GNJ (https://usermanual.wiki/ICP/GNJ075N12A1.1247754914/help); NTC7/GNL, NDC7/GDL (https://manualmachine.com/icp/gdl050n12a1/6099255-installation-guide); NDN5/GDJ (https://documents.pub/document/ndn5gdj-series-replacement-water-ndn5gdj-downflow-only-series-safety-considerations.html); NTG3/FBF, NTC6/GNE, NTN3/NBF, NTN6/NNE, NDN3/NDF, NDN6/GDE (441 01 2603 02: https://pdfslide.us/documents/ntg3fbf-ntc6gne-ntn3nbf-ntn6nne-ndn3ndf-34-78.html); NTV6/NNE, NTP6/TNE, NDP6/TDE (L0502491: https://usermanual.wiki/ICP/L0502491.110915048/help)';

/** ICP furnace series of the titles (N + T upflow-horizontal / D downflow + series letters + generation digit). */
const ICP_FURNACE_SERIES = new Set(['NTC5', 'NTN5', 'NTC6', 'NTN6', 'NTC7', 'NDC7', 'NDN5', 'NTG3', 'NTN3', 'NDN3', 'NDN6', 'NTV6', 'NTP6', 'NDP6']);
/** Their G-lettered model prefixes the same titles pair them with (read in full by icp.furnace-g-twin). */
const ICP_G_PREFIXES = new Set(['GNJ', 'GNL', 'GDL', 'GDJ', 'GNE', 'GDE']);

/** An ICP furnace series of the titles (`known`), upflow/horizontal or downflow by its second letter. */
function icpFurnaceSeries(series: string, known: ReadonlySet<string>): SeriesReading | null {
  if (!known.has(series)) return null;
  return { series, type: 'furnaces', description: `gas furnace, ${series[1] === 'D' ? 'downflow' : 'upflow/horizontal'}`, fields: {}, evidence: 'pattern', source: ICP_FURNACE_TITLES };
}

const CARRIER_WEATHERMAKER_TITLES =
  'Carrier product-data titles "58DLA/DLX WeatherMaker 8000 Deluxe 4-Way Multipoise Induced-Combustion Gas Furnace", "58WAV WeatherMaker 8000 Energy-Efficient Deluxe Upflow Furnace", "58TUA WeatherMaker 8000TS with Comfort Heat Technology Upflow Furnace": https://homedocbox.com/amp/65780337-Appliances/Product-data-58mta-highly-efficient-4-way-multipoise-two-stage-direct-vent-deluxe-condensing-gas-furnace-input-capacities-60-000-thru-120-000-btuh.html · "Weathermaker 9200" user manual, "ultra high efficiency gas furnace", models 58MVP, 58MXA, 58MCA (condensing): https://www.scribd.com/document/890691705/weathermaker-9200';
const BRYANT_PLUS_TITLES =
  'Bryant product-data titles "353AAV Plus 90x 4-Way Multipoise Condensing Gas Furnace": https://manualmachine.com/bryant/353aav/1251863-user-manual · "Plus 95s MODEL 355CAV Deluxe 4-Way Multipoise Variable-Speed Multi-Stage Condensing Gas Furnace": https://homedocbox.com/amp/71923517-Appliances/Plus-95st-model-355cav-deluxe-4-way-multipoise-variable-speed-multi-stage-condensing-gas-furnace-series-100-input-rates-60-000-thru-120-000-btuh.html';
const PAYNE_PG_TITLES =
  'Payne product data PG8MAA/PG8JAA "80% AFUE Gas Furnaces", PG9MAB / PG9MXA "Multipoise Condensing Gas Furnace": https://kipdf.com/pg8j-multipoise-gas-furnace-ama_5ab21f611723dd339c8093b5.html · https://homedocbox.com/amp/74296999-Appliances/Product-data-58mca-4-way-multipoise-fixed-capacity-direct-vent-condensing-gas-furnace-input-capacities-40-000-thru-138-000-btuh.html';

export const CARRIER_ICP_SERIES_ENTRIES: readonly SeriesEntry[] = [
  {
    // Carrier WeatherMaker 8000 / 8000TS (58DLA, 58WAV, 58TUA) and 9200 (58MVP, 58MXA, 58MCA): furnace line names of the titles.
    family: 'carrier',
    section: 'Carrier WeatherMaker furnace names',
    first: 'W',
    key: /^WEATHERMAKER(8000(?:TS)?|9200)$/,
    tail: PLACEHOLDERS_ONLY,
    name: true,
    read(m) {
      const condensing = m[1] === '9200';
      return {
        series: `WeatherMaker ${m[1] === '8000TS' ? '8000TS' : m[1] ?? ''}`,
        type: 'furnaces',
        description: condensing ? 'condensing gas furnace' : 'gas furnace',
        fields: { efficiency_tier: condensing ? '90 %+ condensing' : undefined },
        evidence: 'pattern',
        source: CARRIER_WEATHERMAKER_TITLES,
      };
    },
  },
  {
    // Bryant Plus 90x / Plus 95s (353AAV, 355CAV titles): condensing furnace names.
    family: 'carrier',
    section: 'Bryant Plus 90 / Plus 95 furnace names',
    first: 'P',
    key: /^PLUS(90|95)(X|S|ST|T)?$/,
    tail: PLACEHOLDERS_ONLY,
    name: true,
    read(m) {
      return { series: `Plus ${m[1] ?? ''}${(m[2] ?? '').toLowerCase()}`, type: 'furnaces', description: 'condensing gas furnace', fields: { efficiency_tier: '90 %+ condensing' }, evidence: 'pattern', source: BRYANT_PLUS_TITLES };
    },
  },
  {
    // Payne PG8 / PG9 written as the three characters: PG8 = the 80 % AFUE titles, PG9 = condensing (furnaces-other/older-core-keys.ts carrier.payne-pg8-pg9).
    family: 'carrier',
    section: 'Payne PG8 / PG9 gas furnaces',
    first: 'P',
    key: /^PG([89])$/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read(m) {
      const eighty = m[1] === '8';
      return {
        series: `PG${m[1] ?? ''}`,
        type: 'furnaces',
        description: eighty ? 'gas furnace' : 'condensing gas furnace',
        fields: { afue_percent: eighty ? 80 : undefined, efficiency_tier: eighty ? undefined : '90 %+ condensing' },
        evidence: 'pattern',
        source: PAYNE_PG_TITLES,
      };
    },
  },
  {
    // Bryant / Payne numeric outdoor series the product-data titles print (carrier/older-outdoor.ts carrier.bryant-numeric-outdoor-titled).
    family: 'carrier',
    section: 'Bryant / Payne numeric split outdoor series (1990s–2005 titles)',
    first: '567',
    key: /^(5\d\d[A-Z]|6\d\d[A-Z]|7\d\d[A-Z])[A-Z]{0,3}/,
    tail: PARTIAL_FIELD,
    read(m) {
      const series = m[1] ?? '';
      const line = NUMERIC_LINES[series];
      if (line === undefined) return null;
      return {
        series,
        type: line.type,
        description: line.description,
        fields: { seer: line.seer, refrigerant: line.refrigerant },
        evidence: 'pattern',
        source: line.source,
      };
    },
  },
  {
    // Carrier-family letter-first splits written as the series: brand letter C / B / P + A/H + SEER (+ phase and series
    // letters): the 13+ SEER key of carrier.letter-first-split (CA13NA, BH13NA, PA13NA) and Payne's 10–12 SEER PA10 / PH10
    // / PH12 (carrier/older-outdoor.ts).
    family: 'carrier',
    section: 'Carrier / Bryant / Payne letter-first split outdoor',
    first: 'CBP',
    key: /^([CBP])([AH])(1[0-9]|2[01])(?:[A-Z][A-Z])?/,
    // Placeholders only: a digit after "PA13" could be the start of any code, and C / B / P + A / H + 2 digits is short.
    tail: PLACEHOLDERS_ONLY,
    read(m) {
      const letter = m[1] ?? '';
      const seer = Number(m[3]);
      const older = seer <= 12;
      if (older && letter !== 'P') return null; // the 10–12 SEER titles are Payne's
      const ac = m[2] === 'A';
      return {
        series: `${letter}${m[2] ?? ''}${m[3] ?? ''}`,
        type: ac ? 'air conditioners' : 'heat pumps',
        description: ac ? 'split air conditioner' : 'split heat pump',
        fields: { seer },
        evidence: 'pattern',
        source: older ? PAYNE_SOURCE : CARRIER_S.S50,
      };
    },
  },
  {
    // ICP furnace series by their installation-instruction titles (NTC5, NDN6, NTP6 …).
    family: 'icp',
    section: 'ICP gas-furnace series of the installation-instruction titles',
    first: 'N',
    key: /^N[TD][A-Z][3567]/,
    tail: PLACEHOLDERS_ONLY,
    read: (m) => icpFurnaceSeries(m[0], ICP_FURNACE_SERIES),
  },
  {
    // The G-lettered prefixes the same titles pair with a series (GNJ = NTC5, GDL = NDC7 …), written bare.
    family: 'icp',
    section: 'ICP G-lettered furnace twins',
    first: 'G',
    key: /^G[ND][A-Z]/,
    tail: PLACEHOLDERS_ONLY,
    short: true,
    read: (m) => icpFurnaceSeries(m[0], ICP_G_PREFIXES),
  },
];
