// European boiler lines read from the makers' installation / planning documents (not in RULES.md): Junkers (Bosch)
// Z-codes, Vaillant ecoCOMPACT VSC, Saunier Duval Thelia / Semia Condens, Ariston Genus Premium, De Dietrich City and
// MCA. Brand required; type `boilers` only: the number after the line is a size whose meaning (heating or hot-water
// output, tank litres) the documents below do not tie to one field for every variant, so it is not read.
// Coverage in README-extra.md ("European / Asian hydronic and ductless lines").
import type { NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

interface Line {
  id: string;
  family: NomenclatureFamily;
  brands: readonly string[];
  /** First characters the normalized model can begin with (cheap gate before the pattern). */
  firstChars: string;
  /** Model as normalized (upper case, no spaces). */
  re: RegExp;
  series: string;
  description: string;
  source: string;
}

const LINES: readonly Line[] = [
  {
    id: 'junkers.z-codes',
    family: 'bosch',
    brands: ['Junkers', 'Bosch'],
    firstChars: 'JBCZ',
    // Cerapur ZSB 14-5C / ZSB 24-5C / ZWB 24-5C / ZWB 28-5C (gas condensing: S = system, W = combination),
    // "Cerapur ZSB 24-4C 23" (23 = natural gas), CerapurMaxx ZBR 70-3 A / ZBR 98-2, CerapurModul ZBS 14/100 S-3 MA,
    // ZBS 14/210S-3 SOE (compact condensing centres), Cerastar / Ceramini ZSR 18-5 AE, ZWR 24-5 AE, ZSR 7/11-5 AE
    re: /^(?:JUNKERS|BOSCH)?(?:CERAPUR(?:MAXX|MODUL(?:-?SOLAR|-?SMART)?|SMART|COMFORT|EXCELLENCE)?|CERASTAR|CERAMINI)?-?(?:ZSB|ZWB|ZBR|ZBS|ZSR|ZWR)\d{1,3}(?:\/\d{1,3}S?)?-\d(?:\.\d)?[A-Z]{0,4}(?:\d{2})?$/,
    series: 'Junkers Cerapur / Cerastar',
    description: 'gas boiler',
    source:
      'Junkers Planungsunterlage Gas-Brennwertgerät CERAPUR ZSB 14-5C… ZWB 28-5C… 6720864166 (2016/07), https://pdfslide.tips/documents/gas-brennwertgert-und-sicherheitshinweise-3-cerapur-zsb-zwb-6720864166.html; Cerapur ZSB 14-4C / ZSB 24-4C / ZWB 30-4C Installations- und Wartungsanleitung 6720804853 (2013/09), https://dokumen.tips/documents/installations-und-wartungsanleitung-fr-den-symbolerklrung-und-sicherheitshinweise.html; CerapurMaxx ZBR 70-3 A / ZBR 100-3 A Planungsunterlage, https://unterlagen.site/document/planungsunterlage-gas-brennwertgeraet-und-zu-planungshilfen-richten-sie-an-junkers.html; CerapurModul ZBS 14/22/30 S-3 MA Planungsunterlage, https://pdfslide.tips/documents/planungsunterlage-fr-den-fachmann-brennwert-2017-4-11-cerapurmodul-solar.html; Cerastar / Ceramini ZSR / ZWR 18-5 AE … 6720604427, https://pdfslide.org/documents/cerastar-ceramini-de-wnden-drfen-nicht-verschlossen-oder-ver-kleinert-werden.html',
  },
  {
    id: 'vaillant.ecocompact-vsc',
    family: 'vaillant',
    brands: ['Vaillant'],
    firstChars: 'VE',
    // ecoCOMPACT VSC 196/4-5 150, VSC 246/4-5 90: gas condensing compact unit with an integrated stratified hot-water store
    re: /^(?:VAILLANT)?(?:ECOCOMPACT)?VSC-?\d{2,3}\/\d-\d(?:\d{2,3})?[A-Z]?$/,
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
];

function ruleOf(line: Line): NomenclatureRule {
  return {
    id: line.id,
    family: line.family,
    brands: line.brands,
    unambiguousWithoutBrand: false,
    firstChars: line.firstChars,
    decode(model, brand) {
      if (!line.firstChars.includes(model[0] ?? '')) return null;
      if (!line.re.test(model)) return null;
      return decodeOf(line.family, pickBrand(line.brands, brand), model, {
        type: 'boilers',
        series: line.series,
        fields: {},
        description: line.description,
        evidence: 'unconfirmed',
        rule: `European boiler lines from makers' documents (not in RULES.md): ${line.id} by product line (type only)`,
        source: line.source,
      });
    },
  };
}

export const BOILERS_EUROPE_DOCUMENTED_RULES: readonly NomenclatureRule[] = LINES.map(ruleOf);
