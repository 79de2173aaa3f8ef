// UK and Irish wall-hung gas boilers the other European modules do not read (not in RULES.md): Glow-worm, Alpha, Keston,
// Gledhill, Saunier Duval Themaclassic / Semia C / F, Ideal Boxer / i-mini / Logic Combi ESP, Worcester CBi, Potterton
// Combi 80, Immergas, Bosch THRs, each only in the forms its maker's instructions name. Brand required; type
// `boilers` only: the number is a size (kW) that is the hot-water output on a combination boiler and the heating
// output on the others, and the documents below do not tie it to one field for every variant, so it is not read.
// Coverage in README-extra.md ("European / Asian hydronic and ductless lines").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';


const LINES: readonly ProductLine[] = [
  {
    id: 'glow-worm.boilers',
    brands: ['Glow-worm'],
    firstChars: 'GUB1238XHE',
    // 24cxi / 30cxi / 38cxi, 12hxi … 38hxi, 18 / 30 sxi, "Ultracom 24cx", "Ultracom2 30sxi", "Betacom 28a",
    // the size-first form of the gas valve kit list 0020088542-03 ("24 & 30 ultracom cx", "12 – 30 ultracom hxi"),
    // "Ultimate 3 30c", "Ultimate 35c", Xtramax HE, Hideaway 70B, Economy Plus 60F. A bare "30c" or "24a" (no line word) is not read.
    re: /^(?:GLOW-?WORM)?(?:(ULTRACOM2?)-?)?(?:12|15|18|24|30|38)(CXI|HXI|SXI|CX)$|^(?:GLOW-?WORM)?(?:12|15|18|24|30|38)(ULTRACOM2?)(CXI|HXI|SXI|CX)$|^(?:GLOW-?WORM)?(BETACOM)-?(?:24|28)A?$|^(?:GLOW-?WORM)?(ULTIMATE)3?-?(?:30|35)C?$|^(?:GLOW-?WORM)?(XTRAMAX)HE$|^(?:GLOW-?WORM)?(HIDEAWAY)-?\d{2}B$|^(?:GLOW-?WORM)?(ECONOMYPLUS)-?\d{2}F$/,
    description: 'gas boiler (combination cx / cxi / c, heat-only hxi, system sxi)',
    source:
      'Glow-worm installation and servicing instructions: 24cxi / 30cxi / 38cxi high efficiency condensing combination boilers 0020008154A, https://tr.scribd.com/document/43511564/24-30-38cxi; 12hxi … 38hxi high efficiency condensing boilers 0020008153-05, https://vdocuments.mx/12hxi-15hxi-12041-glow-worm-15hxi-12041-18hxi-24hxi-30hxi-38hxi-glow-worm.html; Betacom 24a / 28a installation and servicing, https://pliki.elektroda.pl/1016235,glowworm-betacom-24a-28a-installation-and-servicing-manual.html; Ultimate 3 30c / 35c installation and maintenance instructions 0020239566_01, https://pdfslide.us/documents/installationandmain-tenanceinstructions-1safety-4-installationandmaintenanceinstructionsultimate3002023956601.html; gas valve replacement instructions 0020088542-03 (models 24 & 30 ultracom cx / cxi, 18 & 30 ultracom sxi, 12 – 38 ultracom hxi, Xtramax HE), https://manuals.online/glowworm/control-unit/ultracom-24cx/user-manual/1gelk; Hideaway 70B installation instructions 221763A, https://manualshive.com/en/manual/glow-worm/hideaway-70b/2234535?page=7; Economy Plus 60F instructions for use (Hepworth Heating), https://manualmachine.com/glowworm/economyplus60f/21380910-instructions-for-use',
  },
  {
    id: 'alpha.boilers',
    brands: ['Alpha'],
    firstChars: 'ACI',
    // CD25X / CD28X combination, CD13R / CD18R / CD24R regular (heat-only), CD90S / CD115S; InTec 40GS2; CB24 / CB28
    re: /^(?:ALPHA)?(CD)(?:25X|28X|13R|18R|24R|90S|115S)$|^(?:ALPHA)?(INTEC)-?\d{2}(?:GS|C|S)\d?$|^(?:ALPHA)?(CB)-?(?:24|28)$/,
    description: 'gas boiler (CD…X / CB combination, CD…R regular)',
    source:
      'Alpha installation and servicing instructions: CD25X / CD28X wall mounted high efficiency condensing combination boilers, https://manualmachine.com/alpha/cd25x/14942372-installation-and-servicing-instructions/; CD Regular CD13R / CD18R / CD24R, https://manualmachine.com/alpha/cd24r/15198474-installation-and-servicing-instructions; CD90S / CD115S general boiler information, https://manualshive.com/ru/manual/alpha/115s/2905063?page=7; InTec 40GS2, https://manualshive.com/en/manual/alpha/intec-40gs2/2905185?page=15; twin pipe flue instructions for the Alpha CB 24/28 combination boilers, https://manualmachine.com/alpha/cb24/14964515-installation-instructions',
  },
  {
    id: 'saunier-duval.themaclassic',
    family: 'saunier_duval',
    brands: ['Saunier Duval'],
    firstChars: 'TS',
    // Themaclassic F18E SB; the line with C (open flue) / F (fanned flue), size and E, optional SB (system boiler)
    re: /^(?:SAUNIERDUVAL)?(THEMACLASSIC)-?[CF]-?\d{2}E(?:-?SB)?$/,
    description: 'gas boiler (Themaclassic)',
    source:
      'Saunier Duval Themaclassic F18E SB instructions for use, installation and servicing 4000124050, https://manualshive.com/ru/manual/saunier-duval/themaclassic-f18e-sb/1202906?page=17',
  },
  {
    id: 'ideal.boxer-i-mini',
    family: 'ideal',
    brands: ['Ideal'],
    firstChars: 'IB',
    // BOXER C 24 / C 28 combination boilers; i-mini 24 / 30 ("i-mini range")
    re: /^(?:IDEAL)?(BOXER)-?C-?(?:24|28)$|^(?:IDEAL)?(I-?MINI)(?:C)?-?(?:24|30)$/,
    description: 'gas combination boiler',
    source:
      'Ideal Boilers BOXER C 24 / C 28 combination boiler installation and servicing manual, https://manualarchiveguide.com/manuals/Ideal-Boilers-BOXER-C-24-Installation-And-Servicing-Manual-3502215?page=9; Ideal i-mini 24 installation and servicing ("the i-mini range"), https://manualarchiveguide.com/manuals/Ideal-Boilers-i-mini-24-Installation-And-Servicing-3502270?page=8',
  },
  {
    id: 'immergas.boilers',
    brands: ['Immergas'],
    firstChars: 'IVMNAE',
    // Victrix Tera 28 1 / 32 1 / 38 1, Victrix Pro 55 1 A, Victrix 90 / 115, Victrix Zeus Superior, Mini Eolo 28 3 E,
    // Nike Star 24 3 E, Avio 24 2 ERP (IE instruction booklets); Eolo Star (23 kW) and Eolo Maior VIP 24 (boil32 gap scan)
    re: /^(?:IMMERGAS)?(VICTRIX(?:TERA|PRO)?|MINIEOLO|NIKESTAR|AVIO)-?\d{2,3}(?:-?[123])?(?:-?(?:E|ERP|A))?$|^(?:IMMERGAS)?(VICTRIXZEUSSUPERIOR)(?:\d{2}(?:KW)?)?$|^(?:IMMERGAS)?(EOLOSTAR|EOLOMAIOR(?:VIP)?)(?:-?\d{2}(?:-?[123])?(?:-?E)?(?:KW)?)?$/,
    description: 'wall-hung gas boiler (Victrix condensing; Eolo, Nike, Avio non-condensing)',
    source:
      'Immergas instruction booklets (IE): Victrix Tera 28 1 - 32 1 - 38 1 (1.040295ENG), https://id.scribd.com/document/376090156/Manual-Centrala-Victrix-Tera-28-ENGLISH; Victrix Pro 55 1 A, https://manualshive.com/en/manual/immergas/victrix-pro-55-1-a/2047883?page=6; Mini Eolo 28 3 E, http://88.208.23.73:8080/en/manual/immergas/mini-eolo-28-3e/mini-eolo-28-3e_instruction-and-warning-booklet_2047814-9.html; Avio 24 2 ERP, https://manualmachine.com/immergas/avio242erp/21122515-instruction-booklet-and-warning; EOLO Star instruction booklet and warning (multilingual, "EOLO Star 23 kW"), https://vdocuments.pub/download/eolo-star-mas-instal.html; Eolo Maior VIP 24 libretto istruzioni ed avvertenze, https://it.scribd.com/document/248645400/eolo-maior-vip-24',
  },
  {
    id: 'ideal.logic-combi-esp',
    family: 'ideal',
    brands: ['Ideal'],
    firstChars: 'IL',
    // LOGIC COMBI ESP ESP24 / ESP30 / ESP35; Logic Combi ESP1 and Logic Code Combi ESP1 24 … 38 kW
    re: /^(?:IDEAL)?(LOGIC(?:CODE)?(?:COMBI)?)-?ESP1?-?(?:24|26|30|32|35|38)$/,
    description: 'gas condensing combination boiler',
    source:
      'Ideal Logic Combi ESP ESP24 / ESP30 / ESP35 installation and servicing (UIN 213936 A02), https://www.scribd.com/document/706232255/Logic-Combi-Esp24; Logic Combi ESP1 and Logic Code Combi ESP1 flues and accessories guide (24 – 38 kW appliances), https://manualspro.net/650402-ideal-heating-c1502258-logic-code-combi-gas-boiler-user-guide',
  },
  {
    id: 'worcester.cbi-boilers',
    family: 'worcester_bosch',
    brands: ['Worcester Bosch'],
    firstChars: 'W19',
    // 9/14CBi, 14/19CBi, 19/24CBi wall mounted boilers (central heating and indirect hot water)
    re: /^(?:WORCESTER)?(9\/14|14\/19|19\/24)-?CBI$/,
    description: 'wall-mounted gas boiler (CBi)',
    source:
      'Worcester 9/14CBi, 14/19CBi, 19/24CBi wall mounted boilers for central heating and indirect supply of domestic hot water, installation and servicing instructions, https://vdocuments.mx/worcester-14-19cbi.html',
  },
  {
    id: 'saunier-duval.semia-c-f',
    family: 'saunier_duval',
    brands: ['Saunier Duval'],
    firstChars: 'SH',
    // SEMIA C 24, SEMIA F 24, SEMIA F 24 Externa
    re: /^(?:HERMANN)?(?:SAUNIERDUVAL)?(SEMIA)-?[CF]-?24(?:EXTERNA)?$/,
    description: 'gas combination boiler (Semia C open flue / F fanned flue)',
    source:
      'Hermann Saunier Duval, Caldaia istantanea a gas, istruzioni per l\'uso e manuale d\'installazione SEMIA C 24, SEMIA F 24, SEMIA F 24 Externa, https://diazilla.com/doc/260407/semia---hermann-saunier-duval',
  },
  {
    id: 'potterton.combi-80',
    family: 'boiler_other',
    brands: ['Potterton'],
    firstChars: 'PC',
    re: /^(?:POTTERTON)?(COMBI)-?80$/,
    description: 'gas combination boiler (Combi 80)',
    source: 'Potterton Combi 80 installation instructions (installation requirements, flue terminal positions), https://manualshive.com/en/manual/potterton/combi-80/1583016?page=8',
  },
  {
    id: 'bosch.thrs-condensing',
    family: 'bosch',
    brands: ['Bosch', 'Worcester Bosch'],
    firstChars: 'TB',
    // THRs 0.9-9 C / DC / B120, THRs 2-17 C / M75 V / M75 H, THRs 5-25 C, THRs 10-35 C, THRs 10-50 C
    re: /^(?:BOSCH)?(THRS)-?(?:0\.9-9|2-17|5-25|10-35|10-50)(?:C|DC|B120(?:DC)?|M75[VH](?:DC)?)?$/,
    description: 'gas condensing boiler (THRs)',
    source:
      'Bosch Installation and maintenance instructions for the contractor, gas condensing boiler THRs 0.9-9 C/DC/B120, THRs 2-17 C/DC/B120/M75, THRs 5-25 C/DC/B120/M75, THRs 10-35 C, THRs 10-50 C, 6 720 808 441 (2016/03) UK, https://fdocuments.net/document/installation-and-maintenance-instructions-for-the-contractor-these-installation.html',
  },
  {
    id: 'keston.qudos',
    brands: ['Keston'],
    firstChars: 'KQC',
    // Qudos 28h / 28hP (heat only), Qudos 28s / 28sP (system), Combi C30
    re: /^(?:KESTON)?(QUDOS)-?28[HS]P?$|^(?:KESTON)?(COMBI)-?C30$/,
    description: 'condensing gas boiler (Qudos h heat only, s system; Combi C30)',
    source:
      'Keston Qudos 28h / 28hP user, installation and servicing instructions WD440 ("domestic condensing gas heat only boiler"), https://manualzilla.com/doc/5752051/jan12_q28h-manual-8-2011; Qudos 28s / 28sP instructions WD420 ("domestic condensing gas system boiler"), https://vdocuments.net/word-pro-keston-boiler-repairs-and-boiler-setup-and-operation-49-exchanging.html; Keston Combi C30 manual (boiler dimensions, services & clearances), https://www.easymanua.ls/keston/combi-c30/manual?p=13',
  },
  {
    id: 'gledhill.gb-boilers',
    brands: ['Gledhill'],
    firstChars: 'G',
    // GB10 GB15 GB20 GB25 GB30
    re: /^(?:GLEDHILL)?(GB)-?(?:10|15|20|25|30)$/,
    description: 'condensing gas boiler',
    source:
      'Gledhill High Efficiency Condensing Boiler, Models GB10 GB15 GB20 GB25 GB30, design, installation and servicing instructions (issue 5, 06-08), https://www.yumpu.com/en/document/view/44988986/gledhill-high-efficiency-condensing-boiler-gledhill-spare-parts',
  },
];


export const UK_WALL_HUNG_BOILER_RULES: readonly NomenclatureRule[] = LINES.map((line) =>
  productLineRule(line, 'src', `UK wall-hung boiler lines (not in RULES.md): ${line.id}, model names as the maker's instructions print them (type only)`),
);
