// Weil-McLain lines no other module reads: the commercial cast-iron 88 (Series 2) and 94 (Series 3) water and steam
// boilers, which the manuals name by the bare number ("88 Water & steam boilers – Series 2", "94 Series 3 Water &
// steam boilers"), and the CER Series 2 electric-hydronic boilers (PER is read by boilers/cast-iron-series.ts).
// Brand required (a bare 88 or 94 says nothing without it); type `boilers` only: the 88 / 94 burners may be gas,
// light oil or both, and no size of these lines is read. Coverage in README-extra.md ("Water heaters and boilers of
// the gap scan").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const BRANDS = ['Weil-McLain'] as const;

const LINES: readonly ProductLine[] = [
  {
    id: 'weil-mclain.commercial-88-94',
    family: 'weil_mclain',
    brands: BRANDS,
    firstChars: '89WM',
    // "88", "94", "Model 88", "88 Series 2", "94 Series 3", "Weil-McLain 88"
    re: /^(?:WEIL-?MCLAIN-?)?(?:MODEL-?)?(88|94)(?:-?SERIES-?[23])?$/,
    description: 'commercial cast-iron water or steam boiler (gas, light oil or gas / light oil burner)',
    source:
      'Weil-McLain boiler manuals "88 Water & steam boilers – Series 2, for use with Gas, Light Oil, & Gas/Light Oil – Fired Burners" part no. 550-100-068 (docslib.org/doc/777585/88-series-2-boiler-manual) and "94 Series 3 Water & steam boilers, for use with Gas, Light Oil, & Gas/Light Oil – Fired Burners" part no. 550-110-275 (manualzz.com/doc/52019147/weil-mclain-94-commercial-gas-oil-boiler-manual)',
  },
  {
    id: 'weil-mclain.cer-electric',
    family: 'weil_mclain',
    brands: BRANDS,
    firstChars: 'CW',
    // "CER", "CER-24", "CER Series 2"; the number after CER is not read (no document in reach gives its meaning).
    re: /^(?:WEIL-?MCLAIN-?)?(CER)(?:-?\d{1,2})?(?:-?SERIES-?2)?$/,
    description: 'electric-hydronic boiler',
    fields: { fuel: 'electric' },
    source:
      'Weil-McLain "CER Series 2 Electric-Hydronic Boilers Installation Instructions" part number 550-141-402 (manualmachine.com/weilmclain/cer24/22052658-installation-instructions-manual)',
  },
];

export const WEIL_MCLAIN_NUMBERED_ELECTRIC_RULES: readonly NomenclatureRule[] = LINES.map((line) =>
  productLineRule(line, 'src', `Weil-McLain ${line.id === 'weil-mclain.cer-electric' ? 'CER electric-hydronic boilers' : '88 / 94 commercial boilers'} as the manual titles name them: type only`),
);
