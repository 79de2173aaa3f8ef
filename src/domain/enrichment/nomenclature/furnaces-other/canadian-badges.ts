// Brands of the Canadian installed base that decoded as nothing (issue 18, canada21). README-extra.md, "Canadian
// installed-base brands (canada21)". Brand required on every rule: the shapes are short or shared with other makers.
// - Rheem-built furnaces under the Mainline, Duroguard, DuraSTAR and Thermal Zone badges (brands.ts groups them with
//   Rheem): Rheem's installation instructions print the series with the brand letters left open, one or two of them
//   ("(-)95P series & (-)(-)95MSP series", "(-)96T series & (-)(-)96MDT series"), so ML92TA…, D95TC…, DR95UCT… and
//   TZ96MDV… are the RULES.md §6.3 layout (brand letters · AFUE class · line letters · input) with those badges' letters,
//   as rheem/sure-comfort-furnaces.ts reads the S badge. AFUE class and input only (generic reading, unconfirmed like §6.3).
// - Napoleon / Continental (Wolf Steel) gas furnaces: the series letters, the input in kBtu/h (the 9200 series
//   NBM040S2A … NBM080S3A, the WPV-N series WPV080T3AA-N; the 9500-B tables by input 40 / 60 / 80 / 100 / 120 K/Btu/hr),
//   a stage letter, a digit, letters and the badge suffix (-N, -EN Napoleon, -C, -EC Continental on the ENERGY STAR list).
//   The series names the manuals carry in their titles (9200 / 9500 / 9600 / 9700 series) read alone: type and stages.
// - Olsen / Airco (ECR International) LRF / LRFV lowboy rear-flue and HTL / HTLV up-flow oil furnaces: type and oil only
//   (no key explains the digits: LRF65, LRFV80RF, HTL-100D; the HTL fires 79,000 to 119,000 Btu/h by nozzle).
// - Granby Furnaces (Conforto badge) KLR / KLF lowboy and KHM hi-boy oil furnaces: type and oil only (the manuals' own
//   names KLR-090, KLR-1 / 090, KLR-100 do not state what the three digits measure).
import { decodeOf, pickBrand, plausibleInputCode } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

// —— Rheem-built badges ——————————————————————————————————————————————————————————————————————————
const RHEEM_BADGES = ['Mainline', 'Duroguard', 'DuraSTAR', 'Thermal Zone'] as const;
export const RHEEM_BADGE_FURNACE_SOURCE =
  'Rheem installation instructions print the furnace series with one or two brand letters left open: "(-)95P series & (-)(-)95MSP series" (92-24161-111-14): https://manuals.online/rheem/gas-furnace/95p-series/user-manual/1d7lr · "(-)96T series & (-)(-)96MDT series": https://www.manualslib.com/manual/2257168/Csa-96t-Series.html · Rheem 96MDV series installation instructions: https://manualshive.com/en/manual/rheem/96mdv-series/1451387?page=45 · RULES.md §6.3 (Rheem / Ruud furnace layout: brand letter · AFUE · line · input; generic reading)';
// One or two badge letters · AFUE class · line letters (TA, TC, VA, UCT, MSX, MDV) · input (kBtu/h).
const RHEEM_BADGE_FURNACE = /^([A-Z]{1,2})(80|92|95|96|97|98)([A-Z]{1,3})(\d{3})/;

export const rheemBadgeFurnace: NomenclatureRule = {
  id: 'rheem.canada-badge-furnace-canada21',
  family: 'rheem',
  brands: RHEEM_BADGES,
  unambiguousWithoutBrand: false,
  firstChars: 'MDT',
  decode(model, brand) {
    // Only under the badges themselves: Rheem's own R / U / W numbers are rheem/rheem.ts's.
    if (!(RHEEM_BADGES as readonly string[]).includes(brand)) return null;
    const m = RHEEM_BADGE_FURNACE.exec(model);
    if (m === null) return null;
    const [, letters = '', afue = '', line = '', input = ''] = m;
    if (!plausibleInputCode(input)) return null;
    return decodeOf('rheem', brand, model, {
      type: 'furnaces',
      series: `${letters}${afue}${line}`,
      fields: { afue_percent: Number(afue), heating_input_kbtuh: Number(input) },
      description: 'gas furnace',
      evidence: 'unconfirmed',
      rule: '§6.3 Rheem-built furnaces under the Mainline / Duroguard / DuraSTAR / Thermal Zone badge letters (ML92TA070…, TZ96MDV040B30A): AFUE class and input (generic reading)',
      source: RHEEM_BADGE_FURNACE_SOURCE,
    });
  },
};

// —— Napoleon / Continental (Wolf Steel) ————————————————————————————————————————————————————————
const WOLF_STEEL_BRANDS = ['Napoleon', 'Continental'] as const;
export const NAPOLEON_FURNACE_SOURCE =
  'Napoleon (Wolf Steel Ltd.) installation and operating instructions: "9200 series single stage multi position high efficiency (condensing)" W415-1117 for NBM040S2A, NBM060S2A, NBM040S3A, NBM060S3A, NBM080S3A: https://manualmachine.com/napoleon/nbm040s2a/23673777-installation-and-operating-instructions-manual · "WPV-N series two stage multi position high efficiency (condensing) forced air gas furnace" W415-2308 (WPV080T3AA-N): https://manuzoid.fr/manuals/kWw8j-NAPOLEON%20WPV080T3AA-N%20Manuel%20utilisateur · 9500-B series high-altitude table by input "K/Btu/hr 40/60/80 … 100/120": https://www.manualslib.com/manual/3190632/Napoleon-9500-B-Series.html?page=39 · Continental: Wolf Steel\'s second badge on the ENERGY STAR Certified Furnaces list (WSX-C / WSX-EC beside WSX-N / WSX-EN)';
// NBM (9200 series) or W + two series letters (WPV, WSX) · input · S / T · digit · up to two letters · badge suffix (its
// hyphen may be left out as owners copy it: WPV080T3AAN).
const NAPOLEON_FURNACE = /^(NBM|W[A-Z]{2})(\d{3})([ST])(\d)([A-Z]{0,2})(?:-?(E?[NC]))?$/;

export const napoleonFurnace: NomenclatureRule = {
  id: 'napoleon.furnace-canada21',
  family: 'napoleon',
  brands: WOLF_STEEL_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'NW',
  decode(model, brand) {
    if (brand === '') return null;
    const m = NAPOLEON_FURNACE.exec(model);
    if (m === null) return null;
    const [, series = '', input = '', , , , badge] = m;
    if (!plausibleInputCode(input)) return null;
    // The suffix names the badge the plate carries: N / EN Napoleon, C / EC Continental.
    const named = badge === undefined ? pickBrand(WOLF_STEEL_BRANDS, brand) : badge.endsWith('C') ? 'Continental' : 'Napoleon';
    return decodeOf('napoleon', named, model, {
      type: 'furnaces',
      series,
      fields: { heating_input_kbtuh: Number(input) },
      description: series === 'NBM' || series === 'WPV' ? 'high efficiency (condensing) gas furnace' : 'gas furnace',
      evidence: 'pattern',
      rule: 'Napoleon / Continental gas furnaces (NBM040S2A, WPV080T3AA-N, WSX060T3AA-C): series and input',
      source: NAPOLEON_FURNACE_SOURCE,
    });
  },
};

// —— Olsen / Airco (ECR International) ————————————————————————————————————————————————————————————
const OLSEN_BRANDS = ['Olsen', 'Airco'] as const;
export const OLSEN_OIL_SOURCE =
  'Olsen (ECR International) LRF installation manual 240011511 Rev. C (oil-fired; CSA B139 / NFPA 31, type L vent): https://manualshive.com/en/manual/olsen/lrf65/3919689?page=6 · manual title "LRF Lowboy Rear Flue Model LRFV": https://homedocbox.com/amp/121290018-Appliances/Installation-operation-and-service-manual.html · Olsen / Airco HTL series manual 240005126 ("The HTL is certified for multiple firing rates, ranging from 79,000 to 119,000 Btu/h"; oil burner nozzles): https://manualshive.com/en/manual/olsen/airco-htl-series/3822833?page=7 · Olsen HTL-100D manual: https://manualshive.com/en/manual/olsen/htl-100d/732162?page=5';
// LRF / LRFV (with the ECM blower) · two or three digits no key explains · option letters (C, RF, NXU, RBU); HTL / HTLV up-flow
// · optionally -three digits and a revision letter (HTL-100D).
const OLSEN_OIL = /^(?:LRF(V?)\d{2,3}[A-Z]{0,3}|HTL(V?)(?:-?\d{3}[A-Z]?)?)$/;

export const olsenOilFurnace: NomenclatureRule = {
  id: 'ecr.olsen-oil-furnace-canada21',
  family: 'ecr',
  brands: OLSEN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'LH',
  decode(model, brand) {
    if (!(OLSEN_BRANDS as readonly string[]).includes(brand)) return null;
    const m = OLSEN_OIL.exec(model);
    if (m === null) return null;
    const lowboy = model.charCodeAt(0) === 76; // L
    const ecm = (lowboy ? m[1] : m[2]) === 'V';
    return decodeOf('ecr', brand, model, {
      type: 'furnaces',
      series: `${lowboy ? 'LRF' : 'HTL'}${ecm ? 'V' : ''}`,
      fields: { fuel: 'oil' },
      description: lowboy ? 'oil furnace, lowboy, rear flue' : 'oil furnace, up-flow',
      evidence: 'pattern',
      rule: 'Olsen / Airco LRF / LRFV lowboy and HTL / HTLV up-flow oil furnaces (LRF65, LRFV80RF, HTL-100D): type and oil only',
      source: OLSEN_OIL_SOURCE,
    });
  },
};

// —— Napoleon series names ————————————————————————————————————————————————————————————————————————
export const NAPOLEON_SERIES_SOURCE =
  'Napoleon installation and operating instructions titled by series: "9200 series single stage multi position high efficiency (condensing)" W415-1117: https://manualmachine.com/napoleon/nbm040s2a/23673777-installation-and-operating-instructions-manual · "9500 series" W415-0973: http://88.208.23.73:8080/en/manual/napoleon/9500-series/3281739?page=18 · "9500-B series": https://www.manualslib.com/manual/3190632/Napoleon-9500-B-Series.html?page=39 · "9600 series two stage natural and propane gas high efficiency (condensing) forced air furnace": https://www.manualslib.com/manual/939146/Napoleon-9600-Series.html?page=21 · "9700 series two stage high efficiency (condensing) forced air gas furnace": https://www.manualslib.com/manual/949604/Napoleon-9700-Series.html?page=21';
// The series number as owners write it from the manual title ("9600", "9600 Series", "9500-B").
const NAPOLEON_SERIES = /^(9200|9500|9600|9700)(?:-?B)?(?:SERIES)?$/;
const NAPOLEON_SERIES_KIND: Readonly<Record<string, string>> = {
  '9200': 'single-stage high efficiency (condensing) gas furnace',
  '9500': 'gas furnace',
  '9600': 'two-stage high efficiency (condensing) gas furnace',
  '9700': 'two-stage high efficiency (condensing) gas furnace',
};

export const napoleonSeriesName: NomenclatureRule = {
  id: 'napoleon.furnace-series-name-canada21',
  family: 'napoleon',
  brands: WOLF_STEEL_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '9',
  decode(model, brand) {
    if (brand === '') return null;
    const m = NAPOLEON_SERIES.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    const twoStage = series === '9600' || series === '9700';
    return decodeOf('napoleon', pickBrand(WOLF_STEEL_BRANDS, brand), model, {
      type: 'furnaces',
      series: `${series} series`,
      fields: { efficiency_tier: twoStage ? 'two-stage' : series === '9200' ? 'single-stage' : undefined },
      description: NAPOLEON_SERIES_KIND[series],
      evidence: 'src',
      rule: 'Napoleon furnace series as the manuals title them (9200, 9500, 9600, 9700 series): type and stages',
      source: NAPOLEON_SERIES_SOURCE,
    });
  },
};

// —— Granby Furnaces (Conforto) ——————————————————————————————————————————————————————————————————
const GRANBY_BRANDS = ['Granby', 'Conforto'] as const;
export const GRANBY_OIL_SOURCE =
  'Granby Furnaces Inc. installation, operation and service manuals: "KLR / KLF series 85% + efficiency oil fired lowboy furnace" G2012-E1 (KLR-1 / 090, KLR-2 / 140, KLF-140; Rev. G: KLR-100, KLR-200, KLF-200): http://manualzilla.com/doc/5998598/klr-klf-manual---2012-09-21---e1-rev-b · https://kipdf.com/installation-operation-and-service-manual_5addf70b7f8b9a1f8f8b460e.html · "KHM series 85% + efficiency oil fired hi-boy furnace" G2012-E2 (KHM-1 / 090, KHM-2 / 140): https://manualzilla.com/doc/6015798/khm-series---wolseley-canada-inc · Conforto: Granby\'s badge on the ENERGY STAR Certified Furnaces list';
// K + LR / LF / HM · a burner / generation group (1, 2, E1, G2, E3) and / or three digits, the older manuals' "KLR-1 / 090"
// written with the slash · optionally a two-digit group.
const GRANBY_OIL = /^K(LR|LF|HM)-?(?:[A-Z]?\d(?:[-/]?\d{3})?|\d{3})(?:-?\d{2})?$/;
const GRANBY_KIND: Readonly<Record<string, string>> = {
  LR: 'oil furnace, lowboy (KLR)',
  LF: 'oil furnace, lowboy, front flue (KLF)',
  HM: 'oil furnace, hi-boy (KHM)',
};

export const granbyOilFurnace: NomenclatureRule = {
  id: 'granby.oil-furnace-canada21',
  family: 'granby',
  brands: GRANBY_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'K',
  decode(model, brand) {
    if (brand === '') return null;
    const m = GRANBY_OIL.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    return decodeOf('granby', pickBrand(GRANBY_BRANDS, brand), model, {
      type: 'furnaces',
      series: `K${series}`,
      fields: { fuel: 'oil' },
      description: GRANBY_KIND[series],
      evidence: 'pattern',
      rule: 'Granby / Conforto KLR, KLF and KHM oil furnaces (KLR-090, KHM-E1-067-03): type and oil only',
      source: GRANBY_OIL_SOURCE,
    });
  },
};

export const CANADA_BADGE_RULES: readonly NomenclatureRule[] = [rheemBadgeFurnace, napoleonFurnace, napoleonSeriesName, olsenOilFurnace, granbyOilFurnace];
