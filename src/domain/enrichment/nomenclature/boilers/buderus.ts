// Buderus Logamax plus GB142 / GB162 wall-hung gas condensing boilers: series and size from the
// manuals' model lists. The size is the boiler's capacity in kW, not an input, so no input is
// reported. Coverage in README-extra.md.
import { listedBoilerRule } from './weil-mclain-burnham';
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Buderus'] as const;

interface Series {
  sizes: readonly string[];
  source: string;
}

const SERIES: Readonly<Record<string, Series>> = {
  // Installation instructions 7215 0200: "Condensing gas boiler Logamax plus GB142-24/30/45/60 … boiler capacities 24, 30, 45 and 60 kW".
  '142': {
    sizes: ['24', '30', '45', '60'],
    source: 'Buderus Logamax plus GB142-24/30/45/60 installation instructions 7215 0200 (10/2007 US/CA) — https://manualmachine.com/buderus/buderuslogamaxplusgb14224304560/28020840-installation-instructions-7215-0200--102007-usca-en',
  },
  // Technical guide 6 720 645 821 (2010/09): "Gas condensing boiler Logamax plus GB162", GB162-15, -25, -35, -45, -50, -65, -80, -100 and GB162-25 T40S.
  '162': {
    sizes: ['15', '25', '35', '45', '50', '65', '80', '100'],
    source: 'Buderus Logamax plus GB162 technical guide 6 720 645 821 (2010/09) — https://manuzoid.com/manuals/4GdBr-Buderus%20Logamax%20plus%20GB162%20Technical%20Manual',
  },
};

// "Logamax plus GB142-24" → "LOGAMAXPLUSGB142-24"; "GB142/30", "GB162-25T40S" (the combi with a 40 l tank).
const PATTERN = /^(?:LOGAMAXPLUS)?GB(142|162)[-/](\d{2,3})(T40S)?$/;

function decodeLogamax(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if (c !== 71 /* G */ && c !== 76 /* L */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const [, line = '', size = '', tank] = m;
  const series = SERIES[line];
  if (series === undefined || !series.sizes.includes(size)) return null;
  if (tank !== undefined && !(line === '162' && size === '25')) return null;
  return {
    family: 'buderus',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'boilers',
    series: `Logamax plus GB${line}`,
    model,
    fields: { efficiency_tier: 'condensing' },
    evidence: 'src',
    rule: `Buderus Logamax plus GB${line} gas condensing boiler (size ${size} kW capacity)`,
    source: series.source,
  };
}

// Further lines as the ENERGY STAR boiler list files them (G115WS/4, G215/5, GB162 80): type only.
const buderusListed = listedBoilerRule('buderus.listed', 'buderus', BRANDS, /^(G115WS|G215|GA124|GB1[246]2(?=\d))[-/]?\d/, 'G', 'G115WS/4, G215/5, GB162 80');

export const BUDERUS_RULES: readonly NomenclatureRule[] = [
  { id: 'buderus.logamax', family: 'buderus', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeLogamax },
  buderusListed,
];
