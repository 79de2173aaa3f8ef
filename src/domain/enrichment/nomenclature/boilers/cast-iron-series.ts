// issue 18 (boil19): older and commercial cast-iron boiler series as owners and rating plates name them, for
// Burnham, Peerless, Weil-McLain, New Yorker, Dunkirk, Utica and Crown, and Viessmann type codes: the series name alone or with its section-count designation. Type and
// series (and the fuel where the series has only one); sections, firing rates and sizes are not read. Brand
// required for every shape (bare numbers like "88" or "61-05" are boilers only in that maker's own lists).
// Coverage in README-extra.md.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureFamily, NomenclatureRule } from '../types';

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
export const BURNHAM_SERIES2_SOURCE =
  'Burnham Series 2 (model B) gas boilers installation, operating and service instructions 81417032 (rating label "Boiler Model Number 2__-___", sizes 202 … 210): https://vdocuments.site/burnham-corp-nstallation-operating-and-service-instructions-gas-boilers-series.html';
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
  {
    // Commercial firetube: Series 3 packaged, Series 4S (4-pass wetback scotch), 4F (forced draft firebox, 4F-40 / -45 / -50), 4N (natural draft firebox).
    re: /^(?:SERIES-?)?(?:3|4[SFN])(?:-\d{2,3})?(?:-?SERIES)?$/,
    series: 'Series 3 / 4 firetube',
    description: 'commercial firetube boiler',
    source: 'Burnham Firetube Boilers and Accessories catalog (Series 3 Packaged Firetube Boiler, Series 4S 4-Pass Wetback Scotch, Series 4F Forced Draft Firebox 4F-40 / 4F-45 / 4F-50, Series 4N Natural Draft Firebox): https://documents.pub/document/firetube-boilers-and-accessories-catalog-burnham.html',
  },
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

// ── New Yorker (Burnham group) ──────────────────────────────────────────────────────────────────
const NEW_YORKER_SHAPES: readonly SeriesShape[] = [
  {
    re: /^(?:CG-?[CDF]|CGS-?A)(?:-?SERIES)?$/,
    series: 'CG-C / CG-D / CG-F / CGS-A',
    description: 'cast-iron gas boiler',
    source: 'New Yorker installation, operating and service instructions: CG-C Series gas boiler 100291-03 (https://vdocument.in/installation-operating-and-service-instructions-cg-c-.html), CG-D Series gas boiler 103710-01 (https://fdocuments.in/document/installation-operating-and-service-instructions-cg-d-.html), CGS-A Series gas boiler 104460-01 (https://scribd.com/document/445811803/cgsa-series)',
  },
  {
    re: /^CG[2-9]0F(?:-?[A-Z0-9]{1,6}){0,2}$/,
    series: 'CG-F',
    description: 'cast-iron chimney-vented gas-fired water boiler',
    source: 'New Yorker CG-F water boiler installation, operating and service instructions 110118-02 ("Models: CG20F • CG30F … CG90F"; cast iron, chimney vent, gas fired): https://vdocuments.site/installation-operating-and-service-instructions-for-cg-.html',
  },
  {
    re: /^FR-?HGS(?:II)?(?:-?[A-Z0-9]{1,6}){0,2}$/,
    series: 'FR',
    description: 'oil-fired water boiler',
    fuel: 'oil',
    source: 'New Yorker FR series water boiler installation manual (FR-HGS, FR-HGSII, FR-98 … FR-232 water boilers; installation to ANSI/NFPA 31 for oil burning equipment): https://manualmachine.com/newyorkerboiler/fr/8840072-installation-manual',
  },
];

// ── Archer (U.S. Boiler Company) ────────────────────────────────────────────────────────────────
// LINE · sections · size as the maker lists them: Frontier FTR-3-069A … FTR-9-276A (cast-iron, chimney-vented, gas-fired
// steam boilers; suffix letters such as -NHP may follow), Lancer LCR-2-038 … LCR-6-170 (gas-fired hot-water residential
// boilers of the U.S. Boiler Company recall of March 2024). Only the listed section / size pairs; neither is read as a field.
const ARCHER_FTR_SOURCE =
  'Archer installation, operating and service instructions for Frontier (steam boiler, cast iron, chimney vent, gas fired; models FTR-3-069A, FTR-4-103A, FTR-5-138A, FTR-6-172A, FTR-7-207A, FTR-8-241A, FTR-9-276A): https://manualshelf.com/manual/archer/ftr-4-103a-nhp/use-and-care-manual-english.html';
const ARCHER_LCR_SOURCE =
  'U.S. Boiler Company / CPSC recall of March 14, 2024, gas-fired hot water residential boilers: "Archer Boilers Lancer models LCR-2-038, LCR-3-068, LCR-4-102, LCR-5-136, LCR-6-170": https://www.cpsc.gov/Recalls/2024/US-Boiler-Company-Recalls-Gas-Fired-Hot-Water-Residential-Boilers-Due-to-Carbon-Monoxide-Poisoning-Hazard · model list as reported: http://europe.newsweek.com/americans-warning-carbon-monoxide-home-1879306';
const ARCHER_SHAPES: readonly SeriesShape[] = [
  {
    re: /^(?:FRONTIER-?)?FTR-?(?:3-?069|4-?103|5-?138|6-?172|7-?207|8-?241|9-?276)A?(?:-?[A-Z]{1,4})?$|^FRONTIER$/,
    series: 'Frontier FTR',
    description: 'cast-iron gas-fired steam boiler (chimney vent)',
    source: ARCHER_FTR_SOURCE,
  },
  {
    re: /^(?:LANCER-?)?LCR-?(?:2-?038|3-?068|4-?102|5-?136|6-?170)(?:-?[A-Z]{1,4})?$|^LANCER$/,
    series: 'Lancer LCR',
    description: 'gas-fired hot-water residential boiler',
    source: ARCHER_LCR_SOURCE,
  },
];

// ── Dunkirk (ECR International) and Crown Boiler ───────────────────────────────────────────────
const DXL_SOURCE =
  'Dunkirk DXL Series II cast iron gas fired boilers, models DXL-50 … DXL-200, installation, operation & maintenance manual P/N 240009041: https://manualmachine.com/dunkirk/dxl50/1496866-user-manual';
const PWX_SOURCE =
  'Dunkirk Plymouth Xtreme gas-fired hot water boilers installation instructions 14683012 (IOM PWX): https://vdocuments.mx/14683012-iom-pwx-3-dunkirk.html · Dunkirk PWXL cast iron gas fired hot water boilers manual P/N 240007958: https://manuzoid.com/manuals/2RoRa-Dunkirk%20PWXL%20IOM%20Installation%20&%20Operation%20Manual';
const PSB_SOURCE =
  'Dunkirk / ECR Plymouth Steam PSB manual (PSB-3D; steam safety valve, pressuretrol, low water cut-off): https://manualshive.com/en/manual/ecr/dunkirk-plymouth-steam-psb-3d/2356047';
export const CROWN_BSI_SOURCE =
  'Crown Boiler BSI Series gas-fired natural draft steam boilers installation instructions (models BSI069 … BSI380), filed as "Crown Boiler Bermuda Installation guide": https://manuzoid.com/manuals/2Egxv-Crown%20Boiler%20Bermuda%20Installation%20guide';
/** Dunkirk series written bare (boilers/series-cast-iron.ts): what each is and its source. */
export const DUNKIRK_SERIES_SOURCES: Readonly<Record<string, { description: string; source: string }>> = {
  DXL: { description: 'cast-iron gas-fired boiler', source: DXL_SOURCE },
  PWX: { description: 'cast-iron gas-fired hot-water boiler', source: PWX_SOURCE },
  PSB: { description: 'gas-fired steam boiler', source: PSB_SOURCE },
};
const DUNKIRK_SHAPES: readonly SeriesShape[] = [
  {
    re: /^DXL(?:-(?:50|75|100|125|150|170|200))?(?:-?SERIES(?:-?II)?)?$/,
    series: 'DXL',
    description: 'cast-iron gas-fired boiler',
    source: DXL_SOURCE,
  },
  {
    re: /^(?:PLYMOUTHXTREME|PWXL?)(?:-?\d{1,3})?(?:-?[A-Z]{1,3})?(?:-?SERIES)?$/,
    series: 'Plymouth Xtreme PWX / PWXL',
    description: 'cast-iron gas-fired hot-water boiler',
    source: PWX_SOURCE,
  },
  {
    re: /^PLYMOUTHSTEAM(?:-?PSB)?$/,
    series: 'Plymouth Steam PSB',
    description: 'gas-fired steam boiler',
    source: PSB_SOURCE,
  },
];
const UTICA_MGB_SOURCE =
  'Utica Boilers MGB gas fired boilers for forced hot water installation manual 37611601 (models MGB 38, 50, 75, 100, 125, 150, 175, 200, 225, 275, 300): https://www.manualshelf.com/manual/utica/mgb100/user-manual-english.html · Utica MGB-K / DXL-K cast iron gas fired boilers manual PN 240013750: https://manuzoid.com/manuals/E42wd-UTICA%20BOILERS%20MGB-K%20Installation%20&%20Operation%20Manual';
const UTICA_MGC_SOURCE =
  'Utica MGC Series gas-fired hot water boilers installation, operation & maintenance manual P/N 240009268 (models MGC-8D, MGC-8DP, MGC-9D, MGC-9DP): https://manuzoid.com/manuals/KXLa9-UTICA%20BOILERS%20MGB%20Series%20II%20MGC%20Series%20Operation%20and%20Installation%20Manual';
const UTICA_SHAPES: readonly SeriesShape[] = [
  // Sizes the MGB rule of another module does not take (38, 225, 275 of the older manual), the -K model and "MGB Series II".
  { re: /^MGB(?:-?(?:38|225|275))?(?:-?K)?(?:-?SERIES(?:-?II)?)?$/, series: 'MGB', description: 'cast-iron gas-fired boiler for forced hot water', source: UTICA_MGB_SOURCE },
  { re: /^DXL-?K$/, series: 'DXL', description: 'cast-iron gas-fired boiler for forced hot water', source: UTICA_MGB_SOURCE },
  { re: /^MGC(?:-?[89]D?P?)?(?:-?SERIES)?$/, series: 'MGC', description: 'gas-fired hot-water boiler', source: UTICA_MGC_SOURCE },
  { re: /^MAGB(?:-?\d{2,4})?(?:-?SERIES)?$/, series: 'MAGB', description: 'modular gas-fired boiler for forced hot water', source: 'Utica Boilers MAGB modular gas fired boilers for forced hot water installation manual and operating instructions: https://manualmachine.com/uticaboilers/magb/20048811-installation-manual-and-operating-instructions' },
];
export const UTICA_SERIES_SOURCES: Readonly<Record<string, { description: string; source: string }>> = {
  MGB: { description: 'cast-iron gas-fired boiler for forced hot water', source: UTICA_MGB_SOURCE },
  MGC: { description: 'gas-fired hot-water boiler', source: UTICA_MGC_SOURCE },
};
const CROWN_SHAPES: readonly SeriesShape[] = [
  {
    re: /^BERMUDA(?:-?BSI)?(?:-?SERIES)?$/,
    series: 'BSI',
    description: 'gas-fired natural draft steam boiler',
    source: CROWN_BSI_SOURCE,
  },
];

// ── Viessmann type codes ────────────────────────────────────────────────────────────────────────
const VIESSMANN_SHAPES: readonly SeriesShape[] = [
  {
    re: /^(?:VITOCROSSAL-?300-?)?CU3A(?:-?\d{2}(?:KW)?)?$/,
    series: 'Vitocrossal 300 CU3A',
    description: 'floor-standing gas condensing boiler',
    source: 'Viessmann Planungsanleitung Vitocrossal 300 Typ CU3A, Gas-Brennwertkessel bodenstehend 26 bis 60 kW, 9/2010: http://docplayer.org/42279006-Viesmann-gas-brennwertkessel-bodenstehend-26-bis-60-kw-planungsanleitung-vitocrossal-300-typ-cu3a.html',
  },
  {
    re: /^(?:VITOPEND-?100-?)?WH(?:0A|1[A-D]?)(?:-?\d{2}(?:KW)?)?$/,
    series: 'Vitopend 100',
    description: 'wall-mounted gas boiler or combi boiler',
    source: 'Viessmann Datenblatt Vitopend 100 Typ WH0A Gas-Kombiwasserheizer 10,5 bis 24 kW 5811315 (https://pdfslide.org/documents/job-126-vitopend-100-typ-wh0a-gas-kombiwasserheizer-vollautomat-mit-modulierendem.html); Serviceanleitung Vitopend 100 Typ WH1 Gas-Umlaufwasserheizer / Gas-Kombiwasserheizer 5681407 (https://studylibde.com/doc/9477206/vitopend-100-serviceanleitung)',
  },
  {
    re: /^(?:VITOMAX-?[123]00-?(?:LW|WS|LT)?-?)?M(?:148|62A|64A|82A|84A|250|343)$/,
    series: 'Vitomax',
    description: 'commercial oil/gas hot-water or steam boiler (0.65 to 20 MW)',
    source: 'Viessmann technical guide Oil/gas boilers 0.65 to 20 MW 5822427 (Vitomax 100-LW type M148, 200-LW M62A / M64A, 300-LW M82A / M84A, 200-WS M250, 300-LT M343): https://vdocuments.net/065-to-20-mw-viesmann-parat-halvorsen-as-viesmann-oilgas-boilers-065-to-20.html',
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

export const BOILERS_INSTALLED_RULES: readonly NomenclatureRule[] = [
  seriesRule('burnham.series-boil19', 'burnham', ['Burnham'], /^(?:BURNHAM|USBOILER)/, 'BUVSP3458M', BURNHAM_SHAPES),
  seriesRule('peerless.series-boil19', 'peerless', ['Peerless'], /^(?:PEERLESS|PBHEAT)/, 'PS6TL', PEERLESS_SHAPES),
  seriesRule('new-yorker.series-boil19', 'boiler_other', ['New Yorker'], /^NEWYORKER(?:BOILER)?/, 'NCF', NEW_YORKER_SHAPES),
  seriesRule('ecr.dunkirk-series-boil19', 'ecr', ['Dunkirk', 'Utica'], /^DUNKIRK/, 'DP', DUNKIRK_SHAPES),
  seriesRule('ecr.utica-series-boil19', 'ecr', ['Utica', 'Dunkirk'], /^UTICA(?:BOILERS)?/, 'MDU', UTICA_SHAPES),
  seriesRule('crown.series-boil19', 'crown', ['Crown Boiler'], /^CROWN(?:BOILER)?/, 'CB', CROWN_SHAPES),
  seriesRule('archer.frontier-lancer', 'boiler_other', ['Archer'], /^ARCHER(?:BOILERS?)?/, 'AFL', ARCHER_SHAPES),
  seriesRule('viessmann.type-codes-boil19', 'viessmann', ['Viessmann'], /^VIESSMANN/, 'VCWM', VIESSMANN_SHAPES),
  seriesRule('weil-mclain.series-boil19', 'weil_mclain', ['Weil-McLain'], /^WEIL-?MCLAIN/, 'WSM8P', WM_SHAPES),
];
