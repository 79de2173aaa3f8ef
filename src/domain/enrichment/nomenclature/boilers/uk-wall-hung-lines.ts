// UK wall-hung gas boilers the other European modules do not read (not in RULES.md): Glow-worm, Alpha, Keston, Gledhill,
// Saunier Duval Themaclassic, Ideal Boxer, Bosch THRs, each only in the forms its maker's instructions name. Brand required; type
// `boilers` only: the number is a size (kW) that is the hot-water output on a combination boiler and the heating
// output on the others, and the documents below do not tie it to one field for every variant, so it is not read.
// Coverage in README-extra.md ("European / Asian hydronic and ductless lines").
import type { NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

interface Line {
  id: string;
  /** Nomenclature family; `boiler_other` when absent. */
  family?: NomenclatureFamily;
  brands: readonly string[];
  /** First characters the normalized model can begin with (cheap gate before the pattern). */
  firstChars: string;
  /** Model as normalized (upper case, no spaces); group 1 is the series. */
  re: RegExp;
  description: string;
  source: string;
}

const LINES: readonly Line[] = [
  {
    id: 'glow-worm.boilers',
    brands: ['Glow-worm'],
    firstChars: 'GUB1238XHE',
    // 24cxi / 30cxi / 38cxi, 12hxi … 38hxi, 18 / 30 sxi, "Ultracom 24cx", "Ultracom2 30sxi", "Betacom 28a",
    // "Ultimate 3 30c", "Ultimate 35c", Xtramax HE, Hideaway 70B, Economy Plus 60F. A bare "30c" or "24a" (no line word) is not read.
    re: /^(?:GLOW-?WORM)?(?:(ULTRACOM2?)-?)?(?:12|15|18|24|30|38)(CXI|HXI|SXI|CX)$|^(?:GLOW-?WORM)?(BETACOM)-?(?:24|28)A?$|^(?:GLOW-?WORM)?(ULTIMATE)3?-?(?:30|35)C?$|^(?:GLOW-?WORM)?(XTRAMAX)HE$|^(?:GLOW-?WORM)?(HIDEAWAY)-?\d{2}B$|^(?:GLOW-?WORM)?(ECONOMYPLUS)-?\d{2}F$/,
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
    id: 'ideal.boxer',
    family: 'ideal',
    brands: ['Ideal'],
    firstChars: 'IB',
    // BOXER C 24 / C 28 combination boilers
    re: /^(?:IDEAL)?(BOXER)-?C-?(?:24|28)$/,
    description: 'gas combination boiler',
    source:
      'Ideal Boilers BOXER C 24 / C 28 combination boiler installation and servicing manual, https://manualarchiveguide.com/manuals/Ideal-Boilers-BOXER-C-24-Installation-And-Servicing-Manual-3502215?page=9',
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

function ruleOf(line: Line): NomenclatureRule {
  return {
    id: line.id,
    family: line.family ?? 'boiler_other',
    brands: line.brands,
    unambiguousWithoutBrand: false,
    firstChars: line.firstChars,
    decode(model, brand) {
      if (!line.firstChars.includes(model[0] ?? '')) return null;
      const m = line.re.exec(model);
      if (!m) return null;
      const series = m.slice(1).find((g) => g !== undefined) ?? model;
      return decodeOf(line.family ?? 'boiler_other', pickBrand(line.brands, brand), model, {
        type: 'boilers',
        series,
        fields: {},
        description: line.description,
        evidence: 'src',
        rule: `UK wall-hung boiler lines (not in RULES.md): ${line.id}, model names as the maker's instructions print them (type only)`,
        source: line.source,
      });
    },
  };
}

export const UK_WALL_HUNG_BOILER_RULES: readonly NomenclatureRule[] = LINES.map(ruleOf);
