// Saunier Duval wall-hung gas boilers named by product line (not in RULES.md). Brand required; type `boilers`, nothing
// else read: the number after the line is a size whose meaning (heating or hot-water output) the sources below do not
// give for every variant, so it is not read. Thelia / Semia Condens are read by europe-documented-lines.ts; lines with no
// maker's document found (ThemaPlus, ThemaFast, Isomax, Duomax) are left out.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Saunier Duval'] as const;

interface Line {
  id: string;
  /** Model as normalized (upper case, no spaces). */
  re: RegExp;
  series: string;
  source: string;
}

const LINES: readonly Line[] = [
  {
    id: 'saunier-duval.thema',
    // Thema C (combination, instantaneous hot water) and Thema F (fan-assisted, room-sealed): "Thema C 23", "Thema F 25 E"
    re: /^(?:SAUNIERDUVAL)?THEMA(?:C|F)\d{2}(?:[A-Z]|-[A-Z])?$/,
    series: 'Thema',
    source:
      'Centre de formation Saunier Duval, dossier de formation 28b (Thema C / Thema F wall-hung gas boilers: description des modèles), https://ru.scribd.com/document/387760166/Centre-de-Formation-Saunier-Duval-28b-Dossier-de-Formation; Saunier Duval Thema installation conditions, https://fr.scribd.com/document/493318473/Thema-E252',
  },
  {
    id: 'saunier-duval.isofast-isotwin',
    // IsoFast / IsoTwin (Condens) combination boilers: "IsoTwin Condens F 30 -A", "IsoFast Condens F 35", "Isotwin F 25"
    re: /^(?:SAUNIERDUVAL)?ISO(?:TWIN|FAST)(?:CONDENS)?(?:C|F)?\d{2}(?:-?[A-Z])?(?:\(H-MOD\))?$/,
    series: 'IsoTwin / IsoFast',
    source:
      'Saunier Duval IsoFast / IsoTwin Condens installation instructions (2010, wall-hung gas condensing combination boilers), https://www.saunierduval.pl/instrukcje-instalacji-2/kot-y-kondensacyjne-4/isofast-isotwin-condens-instalacja-2010-790265.pdf',
  },
];

function ruleOf(line: Line): NomenclatureRule {
  return {
    id: line.id,
    family: 'saunier_duval',
    brands: BRANDS,
    unambiguousWithoutBrand: false,
    firstChars: 'TIS',
    decode(model, brand) {
      if (!line.re.test(model)) return null;
      return decodeOf('saunier_duval', pickBrand(BRANDS, brand), model, {
        type: 'boilers',
        series: line.series,
        fields: {},
        description: 'gas boiler',
        evidence: 'unconfirmed',
        rule: `Saunier Duval boiler lines (not in RULES.md): ${line.id} by product line`,
        source: line.source,
      });
    },
  };
}

export const SAUNIER_DUVAL_RULES: readonly NomenclatureRule[] = LINES.map(ruleOf);
