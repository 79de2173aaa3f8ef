// European boiler lines read from the makers' installation / planning documents (not in RULES.md): Junkers (Bosch)
// Z-codes, Vaillant ecoCOMPACT VSC, Saunier Duval Thelia / Semia Condens, Ariston Genus Premium, De Dietrich City and
// MCA, Vitodens with its type code, Buderus Logano G125 / GA124 / G234 and Logamax U, Potterton, Main HE, Elco Thision S. Brand required; type `boilers` only: the number after the line is a size whose meaning (heating or hot-water
// output, tank litres) the documents below do not tie to one field for every variant, so it is not read.
// Coverage in README-extra.md ("European / Asian hydronic and ductless lines").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';


const LINES: readonly ProductLine[] = [
  {
    id: 'junkers.z-codes',
    family: 'bosch',
    brands: ['Junkers', 'Bosch'],
    firstChars: 'JBCGZ',
    // Bosch (US) Greenstar ZBR 16-3A … 42-3A, ZWB 28-3A … 42-3A; Cerapur ZSB 14-5C / ZSB 24-5C / ZWB 24-5C / ZWB 28-5C (gas condensing: S = system, W = combination),
    // "Cerapur ZSB 24-4C 23" (23 = natural gas), CerapurMaxx ZBR 70-3 A / ZBR 98-2, CerapurModul ZBS 14/100 S-3 MA,
    // ZBS 14/210S-3 SOE (compact condensing centres), Cerastar / Ceramini ZSR 18-5 AE, ZWR 24-5 AE, ZSR 7/11-5 AE
    re: /^(?:JUNKERS|BOSCH)?(?:CERAPUR(?:MAXX|MODUL(?:-?SOLAR|-?SMART)?|SMART|COMFORT|EXCELLENCE)?|CERASTAR|CERAMINI|GREENSTAR)?-?(?:ZSB|ZWB|ZBR|ZBS|ZSR|ZWR)\d{1,3}(?:\/\d{1,3}S?)?-\d(?:\.\d)?[A-Z]{0,4}(?:\d{2})?$/,
    series: 'Cerapur / Cerastar / Greenstar Z-code',
    description: 'gas boiler',
    source:
      'Junkers Planungsunterlage Gas-Brennwertgerät CERAPUR ZSB 14-5C… ZWB 28-5C… 6720864166 (2016/07), https://pdfslide.tips/documents/gas-brennwertgert-und-sicherheitshinweise-3-cerapur-zsb-zwb-6720864166.html; Cerapur ZSB 14-4C / ZSB 24-4C / ZWB 30-4C Installations- und Wartungsanleitung 6720804853 (2013/09), https://dokumen.tips/documents/installations-und-wartungsanleitung-fr-den-symbolerklrung-und-sicherheitshinweise.html; CerapurMaxx ZBR 70-3 A / ZBR 100-3 A Planungsunterlage, https://unterlagen.site/document/planungsunterlage-gas-brennwertgeraet-und-zu-planungshilfen-richten-sie-an-junkers.html; CerapurModul ZBS 14/22/30 S-3 MA Planungsunterlage, https://pdfslide.tips/documents/planungsunterlage-fr-den-fachmann-brennwert-2017-4-11-cerapurmodul-solar.html; Cerastar / Ceramini ZSR / ZWR 18-5 AE … 6720604427, https://pdfslide.org/documents/cerastar-ceramini-de-wnden-drfen-nicht-verschlossen-oder-ver-kleinert-werden.html; Bosch Residential Gas Condensing Boiler Greenstar ZBR16/21/28/35/42-3A… ZWB28/35/42-3A… (document title listed at https://homedocbox.com/amp/73827274-Appliances/Installation-and-maintenance-instructions.html)',
  },
  {
    id: 'vaillant.ecocompact-vsc',
    family: 'vaillant',
    brands: ['Vaillant'],
    firstChars: 'VE',
    // ecoCOMPACT VSC 196/4-5 150, VSC 246/4-5 90: gas condensing compact unit with an integrated stratified hot-water store;
    // the slash may be written as a hyphen or left out ("VSC206 4-5", boil32 gap scan)
    re: /^(?:VAILLANT)?(?:ECOCOMPACT)?VSC-?\d{2,3}[/-]?\d-\d(?:\d{2,3})?[A-Z]?$/,
    series: 'ecoCOMPACT VSC',
    description: 'gas condensing compact boiler with hot-water store',
    source:
      'Vaillant Installations- und Wartungsanleitung ecoCOMPACT, Gas-Kompaktgerät mit Brennwerttechnik VSC (DE, AT), https://de.scribd.com/document/560280832/Fu-r-den-Fachhandwerker-Installations-und-Wartungsanleitung-ecocompact-Gas-Kompaktgera-t-mit-Brennwerttechnik-VSC-DE-AT',
  },
  {
    id: 'saunier-duval.thelia-semia',
    family: 'saunier_duval',
    brands: ['Saunier Duval'],
    firstChars: 'STH',
    // Thelia Condens 25 -A / 30 -A / 35 -A (H-RO) R1, Semia Condens 25 -A; Thelia 23, Thelia 23 E, Thelia SB 23
    re: /^(?:SAUNIERDUVAL)?(?:THELIA(?:CONDENS)?|SEMIACONDENS)(?:SB)?\d{2}(?:-?[A-Z]{1,2})?(?:\([A-Z]-[A-Z]{2}\))?(?:R\d)?$/,
    series: 'Thelia / Semia',
    description: 'gas boiler',
    source:
      'Saunier Duval instrucţiuni de instalare şi întreţinere Thelia Condens, Semia Condens 25 -A … 35 -A (H-RO) 0020… (models and article numbers listed), https://ro.scribd.com/document/396611886/Manual-de-Intretinere-Thelia-Condens-r1-Semia-Condens-809085; Saunier Duval Thelia 23 / Thelia 23 E / Thelia SB 23 installation and operating instructions, https://yumpu.com/en/document/view/44034599/saunier-duval-thelia-23-installation-manual-heatingspares247com',
  },
  {
    id: 'ariston.genus-premium',
    family: 'boiler_other',
    brands: ['Ariston'],
    firstChars: 'AG',
    // Genus Premium 24 / 30 / 35 (combination, instantaneous hot water) and Genus Premium System (heating only, external tank)
    re: /^(?:ARISTON)?GENUSPREMIUM(?:SYSTEM)?(?:HP)?\d{2}(?:FF|EU|KW)?$/,
    series: 'Genus Premium',
    description: 'wall-hung gas condensing boiler',
    source:
      'Ariston caldaie a condensazione GENUS PREMIUM < 35 kW, versione 04/2010 (mista e GENUS PREMIUM SYSTEM; prospetto dati tecnici), https://diazilla.com/doc/663289/genus-premium',
  },
  {
    id: 'de-dietrich.city-mca',
    family: 'boiler_other',
    brands: ['De Dietrich'],
    firstChars: 'DCM',
    // Chaudière murale à gaz CITY 3.24/II FF GN; MCA 45 / 65 / 90 / 115 wall-hung gas condensing boilers
    re: /^(?:DEDIETRICH)?(?:CITY\d\.\d{2}(?:\/II)?(?:FF|CF|BIC)?(?:GN|GP)?|MCA(?:45|65|90|115))$/,
    series: 'City / MCA',
    description: 'wall-hung gas boiler',
    source:
      'De Dietrich chaudière murale à gaz CITY 3.24/II FF GN, notice d’installation et de mise en service 94858806 (04/12/03), https://dokumen.tips/documents/manuel-chaudiere-de-dietrichcity.html; De Dietrich MCA 45 – 115 notice (chaudières murales gaz à condensation), https://modes-d-emploi.com/manuals/328858/de-dietrich-mca-45-115.html',
  },
  {
    id: 'viessmann.vitodens-type-codes',
    family: 'viessmann',
    brands: ['Viessmann'],
    firstChars: 'V',
    // "Vitodens 050-W BPJC 25", "Vitodens 111-W B1LD 26", "Vitodens 100 WB1", "Vitodens 222-F B2TB 19": the line name with its
    // series number and the type code printed after it (Typ WB1 / WB2 / B1LD …); every Vitodens is a gas condensing boiler.
    // Codes read with their own sources elsewhere (WB1B / WB2B / WB2C, B1HA … B2TB) are left to those rules.
    re: /^VITODENS(?:050|100|111|200|222)-?[WF]?-?(?:TYP)?(?!WB1B|WB2B|WB2C|B[12][HKT][A-F])(?:WB\d[A-Z]?|B[A-Z0-9]{3})-?(?:\d{2,3})?(?:KW)?$/,
    series: 'Vitodens',
    description: 'gas condensing boiler',
    fields: { efficiency_tier: 'condensing' }, // "Gas-Brennwertkessel" in every title cited
    source:
      'Viessmann operating instructions VITODENS 050-W and VITODENS 111-W for the system user (titles listed at https://homedocbox.com/amp/73827274-Appliances/Installation-and-maintenance-instructions.html); Viessmann Montageanleitung VITODENS 100 Typ WB1 / VITODENS 200 Typ WB2 Gas-Brennwertkessel als Wandgerät (titles listed at https://docplayer.org/amp/41848797-montage-und-wartungsanweisung.html); Viessmann Technical Data Manual VITODENS 222-F (https://homedocbox.com/amp/126537529-Appliances/Technical-data-manual.html)',
  },
  {
    id: 'buderus.logano-logamax-u',
    family: 'buderus',
    brands: ['Buderus'],
    firstChars: 'BLGU',
    // Gussheizkessel Logano G125 (RLU, WT), Logano GA124 sealed-combustion gas boiler, Logano G234X gas boiler; Gas-Wandkessel
    // Logamax U124-20(K) / U124-24(K) and U002 / U004 / U102 / U104 (K = combination); Logamax U122 / U122 K
    re: /^(?:BUDERUS)?(?:LOGANO(?:PLUS)?-?(?:G125|GA124|G234X?)(?:RLU)?(?:\+?WT)?(?:-?\d{2,3})?(?:RLU)?(?:\+?WT)?|(?:LOGAMAX)?-?U(?:002|004|102|104|122|124)(?:-\d{2})?K?)$/,
    series: 'Logano / Logamax U',
    description: 'gas or oil boiler',
    source:
      'Buderus Planungsunterlage Gussheizkessel Logano G125, G125 RLU, G125 WT (08/2004), https://www.yumpu.com/de/document/view/3390513/gussheizkessel-logano-g125-g125-rlu-g125-wt-buderus; Buderus Montage- und Wartungsanweisung Gas-Wandkessel Heizwert Logamax U124-20(K) / U124-24(K) 7205 4500 (03/2006), https://vdocuments.mx/montage-und-wartungsanweisung-de-de-buderus-gas-umlaufwasserheizer-logamax.html (Ersatzteilkatalog Wandheizkessel Logamax U002 / U004 / U102 / U104 listed with it); Buderus installation and maintenance instructions sealed combustion gas boiler Logano GA124 6304 0309 (04/2005), https://vdocuments.mx/buderus-63016433-.html; Buderus notice de montage et d’entretien 7201 3200 (11/99) « Chaudières murales à ventouse au gaz Logamax U122 / U122 K », https://fr.scribd.com/document/675023050/logamax-U122',
  },
  {
    id: 'potterton.boilers',
    family: 'baxi',
    brands: ['Potterton'],
    firstChars: 'PGA',
    // Promax FSB 30 HE, Promax 15/2 HE Plus, Promax 24/2 HE Plus, Promax 30 HE Plus, Promax SL; Gold H 15 / 18 / 24, Gold FSB 30 HE;
    // Performa 28i, Performa 24 Eco HE; Assure System 12 / 15 / 18
    re: /^(?:POTTERTON)?(?:PROMAX(?:FSB|SL)?(?:\d{2}(?:\/2)?)?(?:HE)?(?:PLUS)?|GOLD(?:H|FSB|HEAT)?\d{0,2}(?:HE)?|PERFORMA\d{2}(?:I|ECO)?(?:HE)?|ASSURE(?:SYSTEM)?\d{2}(?:SYSTEM)?)$/,
    series: 'Potterton Promax / Gold / Performa / Assure',
    description: 'gas boiler',
    source:
      'Potterton (Baxi Heating UK) installation & service instructions: Promax FSB 30 HE (2014), https://pdfslide.net/documents/installation-service-instructions-promax-fsb-30-he-1-the-potterton-promax.html; Promax 15/2, 24/2 & 30 HE Plus (2009), https://fr.scribd.com/document/398228811/Potterton-Promax-He-Plus-Install; Gold H Range 15 / 18 / 24 (2010), https://vdocument.in/installation-amp-service-instructions-gold-h-range.html; Performa 28i, https://fdocuments.net/document/installation-and-servicing-instructions-installation-and-servicing-instructions.html; Assure System 12 / 15 / 18, https://manualshive.com/ru/manual/potterton/assure-system-12/assure-system-12_installation-and-service-manual_1583009-13.html; Promax SL range, https://homedocbox.com/amp/117556633-Appliances/Installation-service-instructions-promax-sl-range-condensing-central-heating-boiler-you-can-rely-on.html',
  },
  {
    id: 'main.he-boilers',
    family: 'baxi',
    brands: ['Main'],
    firstChars: 'M12',
    // Main 9 HE, 12 HE, 15 HE, 18 HE, 24 HE condensing boilers (Baxi Heating UK)
    re: /^(?:MAIN)?(?:9|12|15|18|24)HE$/,
    series: 'Main HE',
    description: 'gas condensing boiler',
    source: 'Main HE condensing boiler installation & service instructions (Baxi Heating UK 2009; Main 9 / 12 / 15 / 18 / 24 HE), https://manualmachine.com/main/9he/26757020-user-guide',
  },
  {
    id: 'elco.thision-s',
    family: 'boiler_other',
    brands: ['Elco'],
    firstChars: 'ET',
    // THISION S, THISION S PLUS, THISION S PLUS Combi (wall-hung gas condensing boilers) with or without the size ("Thision S 17.1")
    re: /^(?:ELCO)?THISIONS(?:PLUS)?(?:COMBI)?(?:\d{1,2}(?:\.\d)?)?$/,
    series: 'Thision S',
    description: 'gas condensing boiler',
    source: 'ELCO Regelung für THISION S PLUS / Combi, user manual for the operator 9B.52.01.00 (08.15) (boiler menus, Kessel), https://gebruikershandleiding.com/Elco-THISION-S-PLUS-Combi/preview-handleiding-789394.html',
  },
  {
    id: 'elco.thision-9-50',
    family: 'boiler_other',
    brands: ['Elco'],
    firstChars: 'ET',
    // the earlier THISION 9 … 50 (modulating wall-hung gas condensing boilers), "Thision 9", "thision 50"; the S line is the rule above
    re: /^(?:ELCO)?(THISION)(?:9|[1-4]\d|50)?$/,
    series: 'Thision',
    description: 'gas condensing boiler (wall-hung)',
    source: 'ELCO technical documentation "thision 9 - 50, chaudière à gaz à condensation" (La thision est une chaudière murale à gaz à condensation, modulante), https://pdfslide.tips/documents/thision-9-50-elco.html',
  },
  {
    id: 'chappee.initia-luna',
    family: 'boiler_other',
    brands: ['Chappée'],
    firstChars: 'CIL',
    // the wall-hung gas boilers of Chappée's 2009 range as the catalogue names them: "Initia 3 Max 2.24", "Initia 3 Duo 3.24",
    // "Luna 3 HTE prime 1.24" (the line alone, or with the catalogue's words and a size written n.nn)
    re: /^(?:CHAPP[EÉ]E)?(INITIA)(?:3)?(?:MAX|DUO)?(?:\d\.\d{2})?$|^(?:CHAPP[EÉ]E)?(LUNA3HTE)(?:PRIME)?(?:\d\.\d{2})?$/,
    description: 'wall-hung gas boiler',
    source: 'Chappée catalogue "chaudières murales et au sol à gaz, radiateurs à eau chaude et sèche-serviettes", gamme 2009 (Luna 3 HTE prime 1.24; Initia 3 Max 2.24, Initia 3 Duo 3.24: chaudières murales), https://fdocuments.fr/document/9-1-chaudieres-murales-a-chappee-chaudieres-murales-et-au-sol-a-gaz-radiateurs.html',
  },
];


export const BOILERS_EUROPE_DOCUMENTED_RULES: readonly NomenclatureRule[] = LINES.map((line) =>
  productLineRule(line, 'unconfirmed', `European boiler lines from makers' documents (not in RULES.md): ${line.id} by product line (type only)`),
);
