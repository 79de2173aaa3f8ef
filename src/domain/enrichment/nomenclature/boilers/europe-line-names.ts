// European wall-hung boiler lines by the product-line name owners write in forums and smart-home reports, with or
// without the size ("Ferroli Bluehelix Pro 27 C", "Beretta Ciao Green", "Mynute J 24 C.S.I.", "ThemaPlus F 23 E",
// "Vaillant ecoTEC exclusive", "Junkers Cerapur", "Chaffoteaux Alixia 24 FF", "Protherm Panther 24 KTV", "Bulex Thema Condens"),
// each name from its maker's manual. Brand required;
// type `boilers`, fuel and condensing only where the document's title states them for the whole line; the number
// after a name is a kW size whose meaning (heating or hot-water output) the documents do not tie to one field, so
// it is not read. A name written without a size is a series name (`seriesOnly`, `seriesName`), as the North-American
// product names of as-owners-write.ts. Coverage in README-extra.md ("European boiler and heat-pump line names").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

/** A line whose pattern holds a `size` group: without it the decode is of the name alone. */
const LINES: readonly ProductLine[] = [
  {
    id: 'ferroli.line-names',
    brands: ['Ferroli'],
    firstChars: 'FBD',
    // "Bluehelix Pro 27 C", "Bluehelix Hitech RRT 34 C", "Divacondens D F24", "DIVAtech D HF24"
    re: /^(?:FERROLI)?(BLUEHELIX|DIVACONDENS|DIVATECH)(?:PRO|TECH|HITECH|MAXI|ALPHA|PLUS|RRT|[DFHCKS]|-)*(?<size>\d{2,3})?(?:[CHFKS]{1,2})?$/,
    description: 'wall-hung gas boiler',
    source:
      'Ferroli KALIS 24 C – 34 C "Caldera Bluehelix Hitech RRT", istruzioni per l’uso, l’installazione e la manutenzione cod. 3541V503 (09/2022), https://manuzoid.pl/manuals/7EPoa-Ferroli%20KALIS%2024%20C%20%E2%80%93%2034%20C%20Caldera%20Bluehelix%20Hitech%20RRT%20Instrukcja%20instalacji; Ferroli "Divacondens D Plus — atmospheric condensation wall-mounted boilers, with instant domestic hot water production" (document title listed at https://homedocbox.com/amp/80528234-Appliances/Didactic-manual-family-group-models-versions-part-no-ast-14-c-261-00-wall-hung-atmospheric-boilers-instantaneous-type-with-forced-draught.html); Ferroli DIVAtech D HF24 / HF32 wall-mounted gas boilers instruction booklet, https://instruktu.ru/ferroli-divatech-d-hf24-instrukcziya',
  },
  {
    id: 'beretta.line-names',
    brands: ['Beretta'],
    firstChars: 'BCM',
    // "Ciao e 24 C.S.I.", "Ciao Green 25 C.S.I.", "Mynute J 24 C.S.I.", "Mynute X 25 C", "Mynute Boiler 24 B.S.I."
    re: /^(?:BERETTA)?(CIAO|MYNUTE)(?:GREEN|BOILER|BOOST|EVO|[XJENS]|-)*(?<size>\d{2})?(?:-?(?:C\.?S\.?I\.?|C\.?A\.?I\.?|R\.?S\.?I\.?|B\.?S\.?I\.?|[CRE]))*$/,
    description: 'wall-hung gas boiler',
    source:
      'Beretta CIAO e 24 / 28 C.S.I., C.A.I. installer and user manual, https://vdocuments.com.br/ciao-e-24-csi-ciao-e-28-csi-ciao-e-24-cai-ciao-e-28-cai.html; Beretta Mynute J 20 / 24 C.S.I., Mynute J 28 C.S.I. E installer and user manual, https://manualmachine.com/beretta/mynutej24csi/19802408-installer-and-user-manual; Beretta MYNUTE X manuale installatore "Murali a condensazione", https://123dok.org/document/qo5oxwo5-manuale-installatore-mynute-x-condensazione-murali-a-condensazione.html; scheda tecnica murali MYNUTE BOILER B.S.I. ("caldaia murale a gas"), https://fdocumenti.com/document/scheda-tmynute-boiler-documentale-tecnica-scheda-tecnica-murali-mynute-boiler.html',
  },
  {
    id: 'saunier-duval.themaplus',
    family: 'saunier_duval',
    brands: ['Saunier Duval'],
    firstChars: 'ST',
    // "ThemaPlus C 23 E", "Thema Plus F 23 E", "ThemaPlus"
    re: /^(?:SAUNIERDUVAL)?(THEMAPLUS)(?:CONDENS)?(?:-?[CF])?-?(?<size>\d{2})?(?:-?E)?$/,
    series: 'ThemaPlus',
    description: 'wall-hung gas boiler',
    source: 'Saunier Duval THEMAPLUS manuale di installazione e d’uso, THEMAPLUS C 23 E, THEMAPLUS F 23 E, https://manualzilla.com/doc/6111549/themaplus---certificazione-energetica',
  },
  {
    id: 'vaillant.boiler-line-names',
    family: 'vaillant',
    brands: ['Vaillant'],
    firstChars: 'EIV',
    // The line written alone: "ecoTEC plus", "ecoTEC exclusive", "ecoVIT exclusiv", "ecoCRAFT exclusiv", "icoVIT exclusiv"
    // (a size after ecoTEC / ecoMAX is the vaillant.products rule's).
    re: /^(?:VAILLANT)?(ECOTEC(?:PLUS|PRO|EXCLUSIVE?)?|ECOVIT(?:PLUS|EXCLUSIVE?)?|ECOCRAFT(?:EXCLUSIVE?)?|ICOVIT(?:EXCLUSIVE?)?)$/,
    description: 'condensing boiler',
    read: (m) => (m[1]!.startsWith('ICOVIT') ? { fuel: 'oil', efficiency_tier: 'condensing' } : { efficiency_tier: 'condensing' }),
    source:
      'Vaillant en bref (Vaillant Sàrl): "Chaudières murales à gaz à condensation ecotec plus, ecotec exclusiv; Chaudières au sol à gaz à condensation ecovit exclusiv, ecocraft exclusiv; Chaudières à mazout à condensation icovit exclusiv", http://docplayer.fr/17382508-Vaillant-en-bref-remarques-coordonnees-noms-d-appareil-et-symboles-conditions-generales-de-vente-directives-relatives-a-la-qualite-de-l-eau.html',
  },
  {
    id: 'junkers.line-names',
    family: 'bosch',
    brands: ['Junkers', 'Bosch'],
    firstChars: 'CJB',
    // The line written without its Z-code (the Z-codes are europe-documented-lines.ts's): "Cerapur", "CerapurMaxx",
    // "CerapurModul", "Cerastar", "Ceramini"
    re: /^(?:JUNKERS|BOSCH)?(CERAPUR(?:MAXX|MODUL)?|CERASTAR|CERAMINI)$/,
    description: 'wall-hung gas boiler',
    read: (m) => (m[1]!.startsWith('CERAPUR') ? { efficiency_tier: 'condensing' } : {}),
    source:
      'Junkers Planungsunterlage Gas-Brennwertgerät CERAPUR ZSB / ZWB 6720864166, https://pdfslide.tips/documents/gas-brennwertgert-und-sicherheitshinweise-3-cerapur-zsb-zwb-6720864166.html; CerapurMaxx ZBR 70-3 A / ZBR 100-3 A Planungsunterlage (Gas-Brennwertgerät), https://unterlagen.site/document/planungsunterlage-gas-brennwertgeraet-und-zu-planungshilfen-richten-sie-an-junkers.html; CerapurModul ZBS Planungsunterlage (Brennwert), https://pdfslide.tips/documents/planungsunterlage-fr-den-fachmann-brennwert-2017-4-11-cerapurmodul-solar.html; Cerastar / Ceramini ZSR / ZWR 18-5 AE 6720604427, https://pdfslide.org/documents/cerastar-ceramini-de-wnden-drfen-nicht-verschlossen-oder-ver-kleinert-werden.html',
  },
  {
    id: 'chaffoteaux.alixia',
    brands: ['Chaffoteaux'],
    firstChars: 'CA',
    // "Alixia 24 FF", "Alixia 24 CF"
    re: /^(?:CHAFFOTEAUX)?(ALIXIA)-?(?<size>\d{2})?(?:-?[CF]F)?$/,
    series: 'Alixia',
    description: 'wall-hung gas boiler',
    source: 'Chaffoteaux caldaia murale ALIXIA 24 FF, istruzioni tecniche per l’installazione e la manutenzione, https://it.scribd.com/document/703473912/Chaffoteaux-Caldaia-Murale-ALIXIA-24-FF',
  },
  {
    id: 'ariston.e-combi',
    brands: ['Ariston'],
    firstChars: 'AE',
    // "E-Combi 24", "E-COMBI 30", "E-Combi 38"
    re: /^(?:ARISTON)?(E-?COMBI)-?(?<size>24|30|38)?$/,
    series: 'E-Combi',
    description: 'gas combination boiler',
    source: 'Ariston E-COMBI 24 / 30 / 38 installation and user manual (flue to BS 5440-1), https://azmanual.top/manuals/39637/ariston-e-combi-24-30-38.html?page=18',
  },
  // Owners'-forum and gateway gap scan (issue 18): lines owners name in OpenTherm / eBUS reports, each from its maker's manual.
  {
    id: 'ferroli.domicompact-domina',
    brands: ['Ferroli'],
    firstChars: 'FD',
    // "DOMIcompact C 24", "Domicompact F24", "Ferellazip C24", "Domina F 24 E"
    re: /^(?:FERROLI)?(DOMICOMPACT|FERELLAZIP|DOMINA)-?(?:[CF]-?)?(?<size>\d{2})?(?:-?E)?$/,
    description: 'wall-hung gas boiler',
    source:
      'Ferroli manual service DOMICOMPACT C24 - F24, FERELLAZIP C24 - F24 "caldaia murale a gas compatta a camera aperta e camera stagna" cod. 354M0370 (10/2004), https://studylibit.com/doc/7530574/ferellazip-c24-f24---schede; Ferroli DOMINA F 24 E "caldaia murale a gas, camera stagna" istruzioni cod. 3542948/3 (12/2001), https://it.scribd.com/document/658793516/FERROLI-manuale-tecnico-caldaia-murale-gas-DOMINA-F-24-E-1',
  },
  {
    id: 'ariston.alteas-genus-one',
    brands: ['Ariston'],
    firstChars: 'AG',
    // "Genus One 24", "Alteas One 30", "Genus One System 24" (the "+" / Net badges are not in the manual: not read)
    re: /^(?:ARISTON)?(ALTEASONE|GENUSONE)(?:SYSTEM)?-?(?<size>\d{2})?$/,
    description: 'wall-hung gas boiler',
    source: 'Ariston "Training manual ALTEAS & GENUS ONE" (88 pages; burner and flow-temperature control, "system version" with an external tank), https://www.easymanua.ls/ariston/genus-premium-evo-24/manual/205876?p=21',
  },
  {
    id: 'protherm.panther',
    brands: ['Protherm'],
    firstChars: 'P',
    // "Panther 24 KTV", "Panther 28 KOV", "Panther 24 (12) KTO"
    re: /^(?:PROTHERM)?(PANTHER)-?(?<size>\d{2})?(?:\(\d{2}\))?(?:-?(?:KTV|KOV|KTO|KOO))?$/,
    description: 'wall-hung gas boiler',
    source:
      'Protherm operation and installation guides Panther 24 KTV / 24 KOV / 28 KTV, https://www.scribd.com/document/35197307/Panther-24KW; Panther 24 (12) KTO and 24 (12) KOO, https://manuals.online/protherm/boiler/2412-kto/how-to-use/23kvw',
  },
  {
    id: 'protherm.lev',
    brands: ['Protherm'],
    firstChars: 'LP',
    // "Lev 24 KKV", "Lev 28 KKO", "Lev 30 KKZ"
    re: /^(?:PROTHERM)?(LEV)-?(?<size>\d{2})?(?:-?(?:KKV|KKO|KKZ))?$/,
    description: 'wall-hung gas boiler',
    source:
      'Protherm Lev 24 KKV, 28 KKV, 28 KKO návod na obsluhu a instalaci, https://pdfslide.net/download/link/protherm-lev-24-kkv-28-kkv-28-kko-protherm-lev-24-kkv-28-kkv-28-kko-vrobn.html; Protherm Lev 30 KKZ inštrukcie ("kombinovaný kondenzačný kotol"), http://docplayer.gr/44520006-Instrukcie-pre-pouzivatela.html',
  },
  {
    id: 'protherm.medved',
    brands: ['Protherm'],
    firstChars: 'MP',
    // "Medvěd 40 KLZ", "Medved 20 PLO", "Medved 50 KLO"
    re: /^(?:PROTHERM)?(MEDV[EĚ]D)-?(?<size>\d{2})?(?:-?(?:KLO|PLO|KLZ))?$/,
    description: 'floor-standing cast-iron gas boiler',
    source:
      'Protherm litinové kotle "Medvěd" 20 (30, 40, 50, 60) KLO, 20 (30, 40, 50, 60) PLO, 20 (30, 40) KLZ, https://adoc.pub/litinove-kotle-medvd-20-30-40-50-60-klo-20-30-40-50-60-plo-2.html',
  },
  {
    id: 'protherm.klo-plo-klz',
    brands: ['Protherm'],
    firstChars: 'P123456789',
    // The Medvěd cast-iron boilers written by size and version code without the line: "40 KLZ", "Protherm 20 PLO", "80 KLO"
    re: /^(?:PROTHERM)?(?<size>[2-6]0|80)-?(KLO|PLO|KLZ|KLR)$/,
    series: 'Medvěd',
    description: 'floor-standing cast-iron gas boiler',
    source:
      'Protherm litinové kotle "Medvěd" 20 (30, 40, 50, 60) KLO, 20 (30, 40, 50, 60) PLO, 20 (30, 40) KLZ, https://adoc.pub/litinove-kotle-medvd-20-30-40-50-60-klo-20-30-40-50-60-plo-2.html; Protherm návod k instalaci a obsluze nízkoteplotního litinového kotle PROTHERM 80 KLO (80 KLR), http://readgur.com/doc/159681/protherm-80-klr',
  },
  {
    id: 'bulex.thema-condens',
    brands: ['Bulex'],
    firstChars: 'TB',
    // "Thema Condens F AS 80", "Thema Condens F 25", "Thema Condens"
    re: /^(?:BULEX)?(THEMACONDENS)(?:-?F)?(?:-?AS)?-?(?<size>\d{2,3})?$/,
    description: 'wall-hung gas condensing boiler',
    fields: { efficiency_tier: 'condensing' },
    source: 'Bulex notice d’installation et de maintenance "condens" Thema CONDENS F AS 80, BE (fr), 0020151747_05, https://fdocuments.fr/document/notice-dinstallation-et-de-maintenance-bulex.html',
  },
  {
    id: 'italtherm.time',
    brands: ['Italtherm'],
    firstChars: 'TI',
    // "Time Max 27 K", "TIME MAX 35 K", "Time Power 50 K", "Time Power SP 50 K", "Time Power 115 K"
    re: /^(?:ITALTHERM)?(TIMEMAX|TIMEPOWER)-?(?:SP-?)?(?<size>\d{2,3})?(?:-?K)?$/,
    description: 'gas boiler',
    source:
      'Italtherm libretto istruzioni TIME MAX 27 K / 35 K (uso, installazione, regolazione, manutenzione), https://it.readkong.com/page/time-max-27-k-35-k-schede-tecniche-it-7959483; Italtherm libretto istruzioni TIME POWER 50 K SP / 50 K / 70 K / 90 K / 115 K, https://pdfslide.us/documents/time-power-italtherm-2019-12-06-impostazione-del-programma-bollitore-n-3-a.html',
  },
  {
    id: 'vokera.linea',
    brands: ['Vokera'],
    firstChars: 'LV',
    // "Linea 24", "Linea 28", "Linea Plus"
    re: /^(?:VOKERA)?(LINEA)(?:PLUS)?-?(?<size>24|28)?$/,
    description: 'gas combination boiler',
    source: 'Vokèra Linea 24 / Linea 28 range installation & servicing instructions ("combined central heating and domestic hot water appliances"; G.C. 47 094 27 / 28, Linea Plus 47 094 29), https://manualslib.com/manual/658931/Vokera-Linea-24.html',
  },
];

// Lines other modules read with their size (uk-wall-hung-lines.ts, saunier-duval.ts, europe-documented-lines.ts,
// ../air-to-water/vaillant.ts), written here as owners name them: the line alone ("Glow-worm Ultracom", "Saunier Duval
// Thema", "Ariston Genus Premium"). The same makers' manuals name each line; a series name, no size.
const WRITTEN_ALONE: readonly ProductLine[] = [
  {
    id: 'glow-worm.line-names',
    brands: ['Glow-worm'],
    firstChars: 'GUBXH',
    re: /^(?:GLOW-?WORM)?(ULTRACOM2?|BETACOM|ULTIMATE3?|XTRAMAX|HIDEAWAY)$/,
    description: 'gas boiler',
    source:
      'Glow-worm installation and servicing instructions: Betacom 24a / 28a, https://pliki.elektroda.pl/1016235,glowworm-betacom-24a-28a-installation-and-servicing-manual.html; Ultimate 3 30c / 35c 0020239566_01, https://pdfslide.us/documents/installationandmain-tenanceinstructions-1safety-4-installationandmaintenanceinstructionsultimate3002023956601.html; Ultracom 2 sxi, https://manualmachine.com/glowworm/ultracom2sxi/1607758-user-manual; gas valve replacement instructions 0020088542-03 (ultracom cx / cxi / sxi / hxi, Xtramax HE) and Hideaway 70B as cited in uk-wall-hung-lines.ts',
  },
  {
    id: 'alpha.intec-name',
    brands: ['Alpha'],
    firstChars: 'IA',
    re: /^(?:ALPHA)?(INTEC)$/,
    description: 'gas boiler',
    source: 'Alpha InTec 40GS2 installation and servicing instructions, https://manualshive.com/en/manual/alpha/intec-40gs2/2905185?page=15',
  },
  {
    id: 'immergas.line-names',
    brands: ['Immergas'],
    firstChars: 'VMNAI',
    // "Victrix" alone is not read (uk-wall-hung-lines.test.ts: the name spans more lines than the booklets read).
    re: /^(?:IMMERGAS)?(VICTRIX(?:TERA|PRO)|MINIEOLO|AVIO)$/,
    description: 'gas boiler',
    source:
      'Immergas instruction booklets (IE): Victrix Tera 28 1 (1.040295ENG), https://id.scribd.com/document/376090156/Manual-Centrala-Victrix-Tera-28-ENGLISH; Victrix Pro 55 1 A, https://manualshive.com/en/manual/immergas/victrix-pro-55-1-a/2047883?page=6; Mini Eolo 28 3 E, http://88.208.23.73:8080/en/manual/immergas/mini-eolo-28-3e/mini-eolo-28-3e_instruction-and-warning-booklet_2047814-9.html; Avio 24 2 ERP, https://manualmachine.com/immergas/avio242erp/21122515-instruction-booklet-and-warning',
  },
  {
    id: 'saunier-duval.line-names',
    family: 'saunier_duval',
    brands: ['Saunier Duval'],
    firstChars: 'TIS',
    re: /^(?:SAUNIERDUVAL)?(THEMA(?:CLASSIC)?|ISOFAST(?:CONDENS)?|ISOTWIN(?:CONDENS)?|THELIA(?:CONDENS)?|SEMIA(?:CONDENS)?)$/,
    description: 'wall-hung gas boiler',
    source:
      'Saunier Duval: Thema C / Thema F (dossier de formation 28b), https://ru.scribd.com/document/387760166/Centre-de-Formation-Saunier-Duval-28b-Dossier-de-Formation; Themaclassic F18E SB 4000124050, https://manualshive.com/ru/manual/saunier-duval/themaclassic-f18e-sb/1202906?page=17; IsoFast / IsoTwin Condens installation (2010), https://www.saunierduval.pl/instrukcje-instalacji-2/kot-y-kondensacyjne-4/isofast-isotwin-condens-instalacja-2010-790265.pdf; Thelia Condens / Semia Condens 25 -A … 35 -A, https://ro.scribd.com/document/396611886/Manual-de-Intretinere-Thelia-Condens-r1-Semia-Condens-809085; Semia C 24 / F 24, https://diazilla.com/doc/260407/semia---hermann-saunier-duval',
  },
  {
    id: 'ariston.genus-premium-name',
    brands: ['Ariston'],
    firstChars: 'GA',
    re: /^(?:ARISTON)?(GENUSPREMIUM(?:SYSTEM)?)$/,
    series: 'Genus Premium',
    description: 'wall-hung gas condensing boiler',
    fields: { efficiency_tier: 'condensing' },
    source: 'Ariston caldaie a condensazione GENUS PREMIUM < 35 kW, versione 04/2010 (mista e GENUS PREMIUM SYSTEM), https://diazilla.com/doc/663289/genus-premium',
  },
  {
    id: 'vaillant.ecomax-name',
    family: 'vaillant',
    brands: ['Vaillant'],
    firstChars: 'EV',
    re: /^(?:VAILLANT)?(ECOMAX(?:PRO)?)$/,
    description: 'gas boiler',
    source: 'Vaillant ecoMAX 613/2 E … 835/2 E, ecoMAX pro 28 E flue installation instructions (boilers), https://manualmachine.com/vaillant/ecomax6132e/20047766-installation-instructions-manual',
  },
  {
    id: 'vaillant.ecocompact-name',
    family: 'vaillant',
    brands: ['Vaillant'],
    firstChars: 'EV',
    // "ecoCOMPACT" written alone (with its VSC designation it is europe-documented-lines.ts's vaillant.ecocompact-vsc)
    re: /^(?:VAILLANT)?(ECOCOMPACT)$/,
    description: 'gas condensing compact boiler with an integrated hot-water store',
    fields: { efficiency_tier: 'condensing' },
    source:
      'Vaillant Installations- und Wartungsanleitung ecoCOMPACT, Gas-Kompaktgerät mit Brennwerttechnik VSC (DE, AT), https://de.scribd.com/document/560280832/Fu-r-den-Fachhandwerker-Installations-und-Wartungsanleitung-ecocompact-Gas-Kompaktgera-t-mit-Brennwerttechnik-VSC-DE-AT',
  },
];

function nameRule(line: ProductLine): NomenclatureRule {
  const rule = productLineRule(line, 'unconfirmed', `European boiler line names (not in RULES.md): ${line.id} by product-line name (type only)`);
  return {
    ...rule,
    decode(model, brand) {
      const d = rule.decode(model, brand);
      if (d === null) return null;
      // Without a size the field is the line's name alone: a series name, not a model number.
      const sized = line.re.exec(model)?.groups?.size !== undefined;
      return sized ? d : Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
    },
  };
}

export const BOILER_EUROPE_LINE_NAME_RULES: readonly NomenclatureRule[] = [...LINES, ...WRITTEN_ALONE].map(nameRule);
