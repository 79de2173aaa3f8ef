// issue 18 (boil19): older and commercial cast-iron boiler series as owners and rating plates name them, for
// Burnham, Peerless and Weil-McLain: the series name alone or with its section-count designation. Type and
// series (and the fuel where the series has only one); sections, firing rates and sizes are not read. Brand
// required for every shape (bare numbers like "88" or "61-05" are boilers only in that maker's own lists).
// Coverage in README-extra.md.
import { decodeOf, pickBrand } from './more-kit';
import type { DecodedFields, NomenclatureFamily, NomenclatureRule } from './types';

interface SeriesShape {
  re: RegExp;
  series: string;
  description: string;
  fuel?: DecodedFields['fuel'];
  source: string;
}

// ── Burnham (U.S. Boiler) commercial cast iron ──────────────────────────────────────────────────
const BURNHAM_COMMERCIAL_CATALOG =
  'Burnham Commercial Cast Iron Boilers & Commercial Stainless Steel Condensing Boilers specifications (Series 8H cast iron water boiler 252–550 MBH, Series 5B cast iron water or steam 401–1950 MBH, MPC multi-pass cast iron, V9 447–2367 MBH, V11 837–5733 MBH): http://manualzilla.com/doc/7363015/burnham-boilers-specifications';
export const BURNHAM_V11_SOURCE =
  `Burnham V11 Series commercial cast iron boiler installation, operating and service instructions 8142604 (rating label "Boiler Model Number _V11___"): https://ru.scribd.com/document/154635336/Burnham-V11-Manual-pdf · Burnham V-9 Series instructions 8142927: https://manualzilla.com/doc/7064451/burnham-v9-series-installation-and-operation-manual · ${BURNHAM_COMMERCIAL_CATALOG}`;
const BURNHAM_SHAPES: readonly SeriesShape[] = [
  {
    re: /^(?:SERIES-?)?V-?(9|11)(?:-?SERIES)?$/,
    series: 'V9 / V11',
    description: 'commercial cast-iron boiler (light oil, gas or gas/oil)',
    source: BURNHAM_V11_SOURCE,
  },
  {
    // "provide series and size designation shown on the rating plate": the size after the series is not read.
    re: /^(?:SERIES-?)?PF-?5(?:-?SERIES)?(?:-\d{1,3}[A-Z]{0,3})?$/,
    series: 'PF-5',
    description: 'cast-iron hydronic heating unit, forced draft (light oil, gas/light oil or gas; water or steam)',
    source: 'Burnham PF-5 Series cast iron hydronic heating unit installation, operating and service instructions 8142501 ("18 sizes: gross output 620,000 to 3,430,000 BTU/HR"): https://deploy.doczz.net/doc/3623461/cast-iron-hydronic-heating-unit',
  },
  { re: /^(?:SERIES-?)?(5B|8H)(?:-?SERIES)?$/, series: 'Series 5B / 8H', description: 'commercial cast-iron gas boiler', source: `${BURNHAM_COMMERCIAL_CATALOG} · Burnham Series 5B installation and operating instructions 8141302: https://manualmachine.com/burnham/5b/1968397-installation-operating-instructions` },
  { re: /^MPC(?:-?SERIES)?$/, series: 'MPC', description: 'multi-pass commercial cast-iron water boiler (gas, oil or gas/oil)', source: BURNHAM_COMMERCIAL_CATALOG },
];

// ── Peerless (PB Heat) cast iron ────────────────────────────────────────────────────────────────
const PEERLESS_SHAPES: readonly SeriesShape[] = [
  {
    // 61 / 62 gas boilers, 3–8 sections ("61-05": series · sections, as the maker writes EC-03, PSC-03, MI-03).
    re: /^(?:SERIES-?)?6[12](?:-?SERIES)?(?:-0?[3-8])?(?:-?[A-Z]{1,4})?$/,
    series: '61 / 62',
    description: 'cast-iron gas-fired boiler (3–8 sections)',
    source: 'Peerless 61/62 Boilers installation, operation & maintenance manual L0308192 ("3-8 sections", natural or LP gas): https://usermanual.wiki/PEERLESS/L0308192.142292513/help',
  },
  {
    re: /^(?:SERIES-?)?TC(?:-?SERIES)?(?:-(?:0?[4-9]|1[0-8]))?(?:-?[A-Z]{1,4})?$/,
    series: 'TC',
    description: 'commercial cast-iron boiler (oil, gas or gas/oil; water or steam; 4–18 sections)',
    source: 'Peerless Series TC (TC-04 … TC-07 …) gas/oil boilers installation, operation & maintenance manual ("15 sizes, 4-18 sections, 8.0 to 40.5 GPH input"): https://manualmachine.com/peerless/tc07/22377262-installation',
  },
  {
    re: /^(?:SERIES-?)?LCE?(?:-?SERIES)?(?:-(?:0?[4-9]|1[0-9]|2[0-4]))?(?:-?[A-Z]{1,4})?$/,
    series: 'LC / LCE',
    description: 'commercial cast-iron gas/oil boiler (4–24 sections)',
    source: 'Peerless LC/LCE gas/oil boilers installation, operation & maintenance manual L0308199 ("22 sizes, 4-24 sections, forced draft"): https://usermanual.wiki/PEERLESS/L0308199.2141914930/help',
  },
];

// ── Weil-McLain ─────────────────────────────────────────────────────────────────────────────────
const WM_SHAPES: readonly SeriesShape[] = [
  {
    re: /^(?:SERIES-?|MODEL-?)?88(?:-?SERIES(?:-?\d)?)?$/,
    series: '88',
    description: 'commercial cast-iron water or steam boiler (gas, light oil or gas/light oil burner)',
    source: 'Weil-McLain 88 Water & steam boilers – Series 2, for use with gas, light oil & gas/light oil-fired burners, boiler manual 550-100-068: https://docslib.org/doc/777585/88-series-2-boiler-manual',
  },
  {
    re: /^PER(?:-?\d{1,2})?(?:-?SERIES(?:-?\d)?)?$/,
    series: 'PER',
    description: 'electric-hydronic boiler',
    fuel: 'electric',
    source: 'Weil-McLain PER Series 3 Electric-Hydronic Boilers installation instructions 550-141-396 ("Model PER electric-hydronic boilers"): http://www.somanuals.com/html/17/Weil-McLain-Boiler-550-141-396-0801-User-Manual.html',
  },
];

function seriesRule(id: string, family: NomenclatureFamily, brands: readonly string[], brandWord: RegExp, firstChars: string, shapes: readonly SeriesShape[]): NomenclatureRule {
  return {
    id,
    family,
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '') return null;
      const word = brandWord.exec(model);
      const rest = word === null ? model : model.slice(word[0].length).replace(/^-/, '');
      if (rest.length === 0) return null;
      for (const shape of shapes) {
        if (!shape.re.test(rest)) continue;
        return decodeOf(family, pickBrand(brands, brand), model, {
          type: 'boilers',
          series: shape.series,
          fields: { fuel: shape.fuel },
          description: shape.description,
          evidence: 'src',
          rule: `${brands[0] ?? ''} ${shape.series} boiler series as the rating plate or owner names it (type only)`,
          source: shape.source,
        });
      }
      return null;
    },
  };
}

export const BOILERS_INSTALLED_BOIL19_RULES: readonly NomenclatureRule[] = [
  seriesRule('burnham.series-boil19', 'burnham', ['Burnham'], /^(?:BURNHAM|USBOILER)/, 'BUVSP58M', BURNHAM_SHAPES),
  seriesRule('peerless.series-boil19', 'peerless', ['Peerless'], /^(?:PEERLESS|PBHEAT)/, 'PS6TL', PEERLESS_SHAPES),
  seriesRule('weil-mclain.series-boil19', 'weil_mclain', ['Weil-McLain'], /^WEIL-?MCLAIN/, 'WSM8P', WM_SHAPES),
];
