// Solid-fuel boilers and furnaces (wood, coal, pellet) as their makers' owner's manuals and product documents list them:
// outdoor and indoor wood boilers (hydronic heaters: type `boilers`), pellet and coal-stoker boilers (`boilers`), and
// wood / coal / pellet warm-air furnaces, add-on furnaces included (`furnaces`). Not in RULES.md (issue 18, solid31 gap
// scan; coverage in README-extra.md "Solid-fuel boilers and furnaces of the rural owners'-forum gap scan"). Room stoves
// and fireplace inserts are not in the catalog vocabulary: no row reads them.
// Each row is one maker's line: brand required, the models or the size numbers the cited document prints (a model
// list is `src`; a number shape read from a maker's series statement is `pattern`, said so in the row), type only — no
// fuel field (the vocabulary has no wood / coal / pellet value) and no capacity. A row's product-line name written
// without a model or size ("Pellematic", "Max Caddy") is a series name (`seriesOnly`, `seriesName`), as in
// boilers/europe-line-names.ts; each such name is one the maker uses for that line alone in every document found.
import type { EvidenceTag, NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

interface SolidFuelLine extends ProductLine {
  /** `src` unless the row reads a number shape beyond the printed list (`pattern`). */
  evidence?: EvidenceTag;
}

const BOILERS: readonly SolidFuelLine[] = [
  {
    id: 'central-boiler.classic-dual-fuel',
    brands: ['Central Boiler'],
    firstChars: 'C4567',
    // "CL 4030", "CL-6048", "Classic 6048", "6048" (brand Central Boiler)
    re: /^(?:CLASSIC|CL)?-?(?<size>4030|5036|6048|7260)$/,
    series: 'Classic',
    description: 'outdoor wood furnace (hydronic heater; Classic Dual Fuel)',
    source:
      'Central Boiler Outdoor Wood Furnace Owner’s Manual, Dual Fuel Models CL 4030, CL 5036, CL 6048, CL 7260 (p/n 9000167 rev. A, 27-Jan-14), https://studylib.net/doc/18534742/owner-s-manual---central-boiler',
  },
  {
    id: 'central-boiler.e-classic-1450',
    brands: ['Central Boiler'],
    firstChars: 'E',
    // "E-Classic 1450", "e-Classic 1450 IR": the only E-Classic size a Central Boiler document in reach prints
    re: /^E-?CLASSIC-?(?<size>1450)(?:-?IR)?$/,
    series: 'E-Classic',
    description: 'outdoor wood gasification furnace (hydronic heater)',
    source:
      'Central Boiler Outdoor Wood Gasification Furnace Owner’s Manual, E-Classic 1450 (p/n 9000287, 16-APR-2015), https://docslib.org/doc/11202941/outdoor-wood-gasification-furnace-owners-manual; e-Classic 1450 IR Owner’s Manual, https://www.manualslib.com/manual/986880/Central-Boiler-E-Classic-1450-Ir.html',
  },
  {
    id: 'heatmaster.g-series',
    brands: ['HeatMaster SS'],
    firstChars: 'G',
    // "G100", "G200", "G400"
    re: /^(G)-?(?<size>100|200|400)$/,
    series: 'G',
    description: 'outdoor wood furnace (hydronic heater; G series, EPA certified)',
    source:
      'HeatMaster SS G100 / G200 / G400 Operation and Maintenance Manual, "G series EPA certified wood burning furnaces", https://www.manualslib.com/manual/974470/Heatmaster-G100.html',
  },
  {
    id: 'hardy.light-commercial-and-kb',
    brands: ['Hardy'],
    firstChars: 'LK',
    // "LC300", "LC500", "LC2500", "KB165", "KBP270" (the H2 … H6 numbers are too short for the dispatcher to read)
    re: /^(LC|KBP?)-?(?<size>300|500|2500|165|270)$/,
    read: (m) => (['LC300', 'LC500', 'LC2500', 'KB165', 'KBP270'].includes(`${m[1]}${m.groups!.size}`) ? {} : null),
    description: 'outside wood-fired hydronic heater',
    source:
      'Hardy installation and operating instructions for the light commercial outside wood burning heater, Model LC300, LC500 & LC2500 (rev. 3/25/2015), https://manuals.online/hardy/wood-stove/lc300/user-manual/26d1h; Hardy outside wood burning heater Model KB165 (rev. 5/7/2015), https://manualshive.com/manual/hardy/kb165/597382; Model KBP270 (title), https://homedocbox.com/amp/127999630-Appliances/Installation-and-operating-instructions-for-the-hardy-outside-wood-burning-heater-model-h25.html',
  },
  {
    id: 'garn.whs',
    brands: ['Garn'],
    firstChars: 'WG',
    // "WHS 1500", "WHS-2000V", "WHS-2000H", "GN2000"
    re: /^(?:GARN)?(WHS|GN)-?(?<size>1000|1350|1450|1500|1900|2000)[HV]?$/,
    series: 'WHS',
    description: 'wood heating system (gasification boiler with integral thermal storage)',
    source:
      'GARN WHS 1000 and WHS 2000 Owner’s Manual (HY-C Company, October 2024; "also applies to discontinued models WHS 1350, 1450, 1500 and 1900"; WHS-1500V / 2000V), https://online.flippingbook.com/view/206017653/1; GARN GN2000 WHS cut sheet (WHS-2000H / WHS-2000V), https://online.flippingbook.com/view/206129089/1',
  },
  {
    id: 'froling.s3-turbo',
    brands: ['Froling'],
    firstChars: 'S',
    // "S3 Turbo 30", "S3 Turbo 50", "S3 Turbo"
    re: /^(S3TURBO)-?(?<size>\d{2})?$/,
    series: 'S3 Turbo',
    description: 'firewood (log) gasification boiler',
    source:
      'Tarm Biomass Wood Boiler Planning Guide (boiler models Fröling S3 Turbo 30 and S3 Turbo 50), https://www.scribd.com/document/759057640/TarmWoodBoilerPlanningGuide; Fröling brochure "S3 Turbo Firewood boiler" (title listed at https://homedocbox.com/amp/67370116-Appliances/Arded-t-ecolabel.html)',
  },
  {
    id: 'froling.pellet-and-chip-lines',
    brands: ['Froling'],
    firstChars: 'PTS',
    // "P4 Pellet 25", "PE1 Pellet 20", "PE1 Pellet", "T4 110", "T4e 30", "SP Dual 22", "SP Dual", "P4 Pellet"
    re: /^(P4PELLET|PE1PELLET|SPDUAL(?:COMPACT)?|T4E?|P4|PE1)-?(?<size>\d{1,3})?$/,
    read: (m) => (m.groups!.size === undefined && m[1]!.length < 5 ? null : {}),
    description: 'pellet, wood-chip or pellet / log boiler',
    source:
      'Fröling product documents "P4 Pellet. Pellet boiler", "PE1 Pellet. Pellet boiler - Canada", "T4 Wood chip boiler with condensing heat exchanger and controls", "SP Dual. Firewood and pellet boiler" (titles listed at https://homedocbox.com/amp/67370116-Appliances/Arded-t-ecolabel.html)',
  },
  {
    id: 'froling.turbomat',
    brands: ['Froling'],
    firstChars: 'TM',
    // "Turbomat TM 150", "TM 320", "Turbomat"
    re: /^(?:(?:TURBOMAT)?(TM)-?(?<size>150|200|250|300|320|400|500)|(TURBOMAT))$/,
    series: 'Turbomat',
    description: 'wood-chip and pellet boiler (Turbomat)',
    source:
      'Fröling "Turbomat. Wood Chip and Pellet Boilers. Turbomat TM 150/200/250, TM 300/320/400/500" and Turbomat TM Operating Instructions (Froling GesmbH, Grieskirchen) (titles listed at https://homedocbox.com/amp/67370116-Appliances/Arded-t-ecolabel.html)',
  },
  {
    id: 'windhager.biowin',
    brands: ['Windhager'],
    firstChars: 'BW',
    // "BioWIN", "BioWIN 2", "BioWin2 Touch", "BioWIN XL"; "BW 150", "BWE 350 NA"
    re: /^(?:WINDHAGER)?(?:(BIOWIN)(?:2|XL|TOUCH|EXCLUSIV|PREMIUM|KLASSIK|LITE|-)*|(BW)-?(?<size>1\d\d|2[0-6]\d)|(BWE)-?(?<xl>\d{3})(?:-?NA)?)$/,
    series: 'BioWIN',
    description: 'pellet boiler (BioWIN)',
    // The BW codes: any size within the manual's "BW 100–260" range (pattern); BWE 350 NA and the names as printed.
    evidence: 'pattern',
    source:
      'Windhager BioWIN installation instructions (water-side resistance diagram "BW 100–260"), https://manualshive.com/ru/manual/windhager/biowin-series/985223?page=9; Windhager BioWIN XL BWE 350 NA instructions (pellet boiler), https://manualshive.com/en/manual/windhager/biowin-xl-bwe-350-na/985250?page=11',
  },
  {
    id: 'okofen.pellematic',
    brands: ['ÖkoFEN'],
    firstChars: 'P',
    // "Pellematic", "Pellematic Smart XS 14", "Pellematic Condens 18", "Pellematic Compact"
    re: /^(PELLEMATIC)(?:SMART|XS|CONDENS|COMPACT|MAXI|PLUS|-)*(?<size>\d{1,2})?(?:KW)?$/,
    series: 'Pellematic',
    description: 'pellet boiler (Pellematic)',
    source:
      'ÖkoFEN "Technische Daten PELLEMATIC SmartXS 10–18 kW", "PELLEMATIC Condens 10–18 kW", "PELLEMATIC Smart 4–14 kW" (Originalanleitung; titles listed at https://docplayer.org/amp/58530281-Planungsmappe-effizient-innovativ-co-2-neutral-nachhaltig-qualitaet-know-how.html)',
  },
  {
    id: 'guntamatic.biostar',
    brands: ['Guntamatic'],
    firstChars: 'B',
    // "Biostar 15", "BIOSTAR 23", "Biostar 15kW", "Biostar"
    re: /^(BIOSTAR)-?(?<size>12|15|23)?(?:KW)?$/,
    series: 'Biostar',
    description: 'pellet boiler (Biostar)',
    source:
      'GUNTAMATIC "Pelletfeuerung BIOSTAR 12 / 15 / 23 Planung und Installation" DE-B31-003-V14-0421, https://pdfslide.org/documents/pelletfeuerung-biostar-12-15-23-planung-und-installation.html',
  },
  {
    id: 'harman.pb105',
    brands: ['Harman'],
    firstChars: 'P',
    // "PB105", "PB 105"
    re: /^(PB)-?(?<size>105)$/,
    series: 'PB',
    description: 'pellet boiler',
    source:
      'The Harman PB 105 Pellet Boiler Installation & Operating Manual, https://www.manualslib.com/manual/637727/Harman-Stove-Company-Pb-105.html; Harman Owner’s Manual "MODEL: PB105 Pellet Boiler", http://manualzz.com/doc/48466705/ownerand%2339',
  },
  {
    id: 'ahs.coal-gun-and-wood-gun',
    brands: ['Alternate Heating Systems'],
    firstChars: 'SECW',
    // "S260", "Coal Gun S500", "S1000"; "Wood Gun E100", "E100 SF"
    re: /^(?:COALGUN|WOODGUN)?(?:(S)-?(?<size>260|500|1000)|(E)-?(?<wood>100)(?:-?SF)?)$/,
    description: 'coal-stoker or wood gasification boiler (Coal Gun / Wood Gun)',
    source:
      'Alternate Heating Systems Installation and Operator’s Manual, Commercial Applications, Coal Gun Boiler Models S260, S500, S1000, https://dokumen.tips/download/link/installation-and-operatoras-manual-installation-and-operatoras-manual-commercial.html; Wood Gun E100 SF manual, https://manualshive.com/en/manual/alternate-heating/wood-gun-e100-sf/2910960',
  },
  {
    id: 'efm.df520',
    brands: ['EFM'],
    firstChars: 'D',
    // "DF520", "DF-520"
    re: /^(DF)-?(?<size>520)$/,
    description: 'coal stoker boiler',
    source: 'Installation and Operating Manual for the EFM Stoker Boiler Unit, Model DF520, https://vdocument.in/installation-and-operating-manual-for-the-efm-optional-oil-burner-package.html',
  },
];

const FURNACES: readonly SolidFuelLine[] = [
  {
    id: 'us-stove.wood-coal-furnaces',
    brands: ['United States Stove'],
    firstChars: 'HC12',
    // "Hotblast 1557M", "1557M", "Hotblast 1500", "1537G", "HB1440E", "Hotblast 1950", "1600EF", "1602R", "24AF";
    // 1357 / 1557 written without the M: the maker's lists print those numbers for the M models only.
    re: /^(?:HOTBLAST|HB|CLAYTON)?-?(?<size>1300|1400|1500|1537[GMQ]|1[35]57M?|1440E|1331E|1950|1600EF|1602R|24A[FGZ])$/,
    type: 'furnaces',
    description: 'wood / coal warm-air furnace (central or add-on)',
    source:
      'United States Stove Company owner’s manuals: Models 1300/1400/1500/1537G "Solid fuel warm air furnace", https://manuzoid.com/manuals/o2bwP-Hotblast%201500%20Owner\'s%20manual; 1357M, 1557M "Solid fuel warm air furnace", https://manualsdump.com/amp/en/manuals/29249/7; 1537M / 1537Q, https://manuzoid.com/manuals/7GDGG-United%20States%20Stove%201537M%20User%20manual; HB1440E wood only central furnace, https://www.manualslib.com/manual/1309875/Hotblast-Hb1440e.html; Hotblast 1331E, https://manualshive.com/en/manual/united-states-stove-company/hotblast-1331e/4026907; Hotblast 1950 furnace, http://homeappliance.manualsonline.com/manuals/mfg/united_state_stove_co/hotblast_1950.html; 1600EF wood or coal external furnace, http://somanuals.com/html/16/United-States-Stove-Furnace-1600EF-User-Manual.html; 1602R wood or coal gravity furnace, https://manualmachine.com/clayton/1602r/21784182-installation--operators-manual; Models 24AF, 24AG, 24AZ wood & coal burning furnace, https://vdocuments.net/wood-coal-burning-furnace-united-states-stove-owners-manuwhich-may-differ.html',
  },
  {
    id: 'yukon.jack-and-eagle',
    brands: ['Yukon-Eagle'],
    firstChars: 'BSLKE',
    // "BJ90", "SJ125-C", "Big Jack", "Super Jack SJ125", "Klondike Eagle IV", "Eagle III", "LWE-020", "LWG-168"
    re: /^(?:(BIGJACK|SUPERJACK)(?<named>BJ90|SJ125)?|(?<jack>BJ90|SJ125)(?:-?C)?|(LW[EG]?)-?(?<lw>\d{3})|(KLONDIKEEAGLE|EAGLE)(?:III|IV)?)$/,
    read: (m) => (m.groups!.named !== undefined && (m[1] === 'BIGJACK') !== (m.groups!.named === 'BJ90') ? null : {}),
    type: 'furnaces',
    description: 'wood / coal central furnace (Jack line, Yukon Eagle)',
    evidence: 'pattern',
    source:
      'Alpha American Co. Super Jack & Big Jack wood burning furnaces owner’s manual, model numbers BJ90 and SJ125, Canadian models BJ90-C and SJ125-C, https://manualzilla.com/doc/7336554/alpha-american-sj125-owner-s-manual; Yukon Klondike Eagle IV wood/coal burning furnace owner’s manual "Model No. LW-000 Series" (LWG-168), https://manuzoid.com/manuals/E4dWY-Yukon%20Eagle%20LWG-168%20Owner\'s%20manual; Yukon Eagle III wood/coal electric fired central furnace, Model No. LWE-020, https://manualzz.com/doc/2002601/eagle-iii-owner-s-manual',
  },
  {
    id: 'psg.caddy',
    brands: ['PSG'],
    firstChars: 'PCMU',
    // "PF01010", "PF01101", "Caddy", "Max Caddy", "UH-Max Caddy", "Caddy Alterna", "Caddy Advanced", "Caddy Advanced CR"
    re: /^(?:(?<code>PF010(?:10|20|21)|PF01101)|(?:UH-?)?(MAXCADDY|CADDY(?:ALTERNA|ADVANCED(?:CR)?)?))$/,
    type: 'furnaces',
    description: 'wood or wood / oil / electric combination furnace (add-on or central)',
    source:
      'PSG installation and operating instructions for the CADDY furnace PF01010 (wood add-on, wood only, wood/electric, wood/oil), https://www.manualslib.com/manual/796970/Psg-Caddy-Pf01010.html; MAX CADDY wood furnace (PF01101 model; UH-Max Caddy), https://www.manualslib.com/manual/2393517/Psg-Max-Caddy-Pf01101.html; CADDY ADVANCED wood furnace (PF01020), https://www.manualslib.com/manual/2161742/Psg-Caddy-Advanced-Pf01020.html; CADDY ADVANCED CR (PF01021), https://www.manualslib.com/manual/3458773/Psg-Caddy-Advanced-Cr.html; Caddy Alterna installation and operating instructions, https://mwitty.com/content.php?id=7246603',
  },
  {
    id: 'harman.pf100',
    brands: ['Harman'],
    firstChars: 'P',
    // "PF100", "PF 100"
    re: /^(PF)-?(?<size>100)$/,
    type: 'furnaces',
    series: 'PF',
    description: 'pellet furnace',
    source: 'Installation & Operating Manual, The Harman PF 100 Pellet Pro Furnace, https://somanualss.com/html/9/Harman-Stove-Company-Furnace-PF-100-User-Manual.html',
  },
];

/** Without a model or size the field is the line's name alone: a series name, not a model number. */
function solidFuelRule(line: SolidFuelLine): NomenclatureRule {
  const rule = productLineRule({ ...line, family: 'solid_fuel' }, line.evidence ?? 'src', `Solid-fuel boilers and furnaces (not in RULES.md): ${line.id} (type only)`);
  return {
    ...rule,
    decode(model, brand) {
      const d = rule.decode(model, brand);
      if (d === null) return null;
      const groups = line.re.exec(model)?.groups ?? {};
      const sized = Object.values(groups).some((g) => g !== undefined);
      return sized ? d : Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
    },
  };
}

export const SOLID_FUEL_LINE_RULES: readonly NomenclatureRule[] = [...BOILERS, ...FURNACES].map(solidFuelRule);
