// Older boiler lines owners still report (issue 18, wh21) that no other module reads: each line from the title of the maker's
// own manual for it. Brand required (short shapes); type only — no manual in reach ties the printed size number to an input
// or a section count for these lines, so the size is matched but not read. Sources: one line per shape below.
import type { NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

interface Shape {
  /** Anchored, read on the model without spaces. */
  re: RegExp;
  family: NomenclatureFamily;
  brands: readonly string[];
  series: string;
  description: string;
  example: string;
  source: string;
}

const SHAPES: readonly Shape[] = [
  // Peerless GM Series cast-iron gas boilers, size after the line (GM-05, GM-04-WPC).
  {
    re: /^(?:SERIES-?)?GM-?0?[3-9](?:-?(?:W|S|WPC|WP|SP|PC|P|N|LP|E|T)){0,2}$/,
    family: 'peerless',
    brands: ['Peerless'],
    series: 'GM',
    description: 'cast-iron gas boiler (GM series)',
    example: 'GM-05',
    source: 'PB Heat "Peerless Boilers GM Series" installation, operation & maintenance manual (draft-hood gas boiler, limit control / low water cutoff): https://manualshive.com/en/manual/pb-heat/peerless-boilers-gm-series/1513788?page=27',
  },
  // Dunkirk PVWB power-vented cast-iron gas water boilers (PVWB-4, PVWB-5D).
  {
    re: /^PVWB-?\d{1,2}D?(?:-?[A-Z]{1,2})?$/,
    family: 'ecr',
    brands: ['Dunkirk'],
    series: 'PVWB',
    description: 'power-vented gas water boiler',
    example: 'PVWB-5',
    source: 'Dunkirk PVWB installation instructions manual (gas boiler, combustion air and venting): https://manualshive.com/en/manual/dunkirk/pvwb/2539845?page=5',
  },
  // Weil-McLain GWC gas-fired water boilers and AHE Series 4 direct-vent wall-mounted boilers, with their size.
  {
    re: /^GWC-?\d{2,4}(?:-?[A-Z]{1,2})?$/,
    family: 'weil_mclain',
    brands: ['Weil-McLain'],
    series: 'GWC',
    description: 'gas-fired water boiler (GWC)',
    example: 'GWC-0060',
    source: 'Weil-McLain "GWC User\'s Information Manual — Gas-Fired Water Boilers", as listed at https://homedocbox.com/amp/98632863-Appliances/Psc-series-gas-boilers-installation-operation-maintenance-manual.html',
  },
  {
    re: /^AHE-?\d{2,3}(?:-?(?:S4|SERIES4))?$/,
    family: 'weil_mclain',
    brands: ['Weil-McLain'],
    series: 'AHE',
    description: 'direct-vent wall-mounted gas boiler (AHE Series 4)',
    example: 'AHE-120',
    source: 'Weil-McLain "AHE Series 4 Direct Vent Wall-Mounted Boilers — User\'s Information Manual", part number 550-141-893/0800: https://image.usermanuals.us/manual/9/Honeywell-Boiler-Series-4-User-Manual.html',
  },
  // Weil-McLain HVX / HVX2 gas-fired residential boilers, with or without a size.
  {
    re: /^HVX2?(?:-?\d{2,3})?$/,
    family: 'weil_mclain',
    brands: ['Weil-McLain'],
    series: 'HVX',
    description: 'gas-fired residential boiler (HVX)',
    example: 'HVX-2',
    source: 'Weil-McLain "HVX Boiler manual — Gas-fired residential boilers, Models HVX HVX2", as listed at https://homedocbox.com/amp/98632863-Appliances/Psc-series-gas-boilers-installation-operation-maintenance-manual.html',
  },
  // Smith Cast Iron Boilers Series 28HE gas or oil steam boiler, section count after the line (28HE-6).
  {
    re: /^(?:SERIES-?)?28HE(?:-?\d{1,2})?(?:-?[SW])?$/,
    family: 'boiler_other',
    brands: ['Smith Cast Iron Boilers'],
    series: '28HE',
    description: 'cast-iron gas or oil steam boiler (Series 28HE)',
    example: '28HE-6',
    source: 'Smith Cast Iron Boilers "Series 28HE Gas or Oil Steam Boiler Installation & Operating Instructions": https://manuzoid.com/manuals/jw4eb-Smith%20Cast%20Iron%20Boilers%2028HE%20User\'s%20Manual',
  },
];

/** One rule per family, so that each rule's brands and family agree (the series-only fallback reads the family). */
function familyRule(id: string, family: NomenclatureFamily, firstChars: string): NomenclatureRule {
  const shapes = SHAPES.filter((s) => s.family === family);
  return {
    id,
    family,
    brands: [...new Set(shapes.flatMap((s) => s.brands))],
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '' || !firstChars.includes(model.charAt(0))) return null;
      for (const shape of shapes) {
        if (!shape.re.test(model)) continue;
        // Each shape only with its own maker: a badge of another group reads nothing here.
        const lead = pickBrand(shape.brands, brand, '');
        if (lead === '') continue;
        return decodeOf(family, lead, model, {
          type: 'boilers',
          series: shape.series,
          fields: {},
          description: shape.description,
          evidence: 'src',
          rule: `${shape.series} (${shape.example}): ${shape.description}`,
          source: shape.source,
        });
      }
      return null;
    },
  };
}

export const BOILERS_OLDER_RULES: readonly NomenclatureRule[] = [
  familyRule('peerless.gm-wh21', 'peerless', 'GS'),
  familyRule('ecr.dunkirk-pvwb-wh21', 'ecr', 'P'),
  familyRule('weil-mclain.older-lines-wh21', 'weil_mclain', 'GAH'),
  familyRule('boiler-other.smith-28he-wh21', 'boiler_other', 'S2'),
];
