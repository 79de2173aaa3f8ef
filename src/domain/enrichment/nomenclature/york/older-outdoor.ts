// York / Coleman / Luxaire 1990s outdoor split units in the product-category key of the York installation
// instructions: category letter · generation digit · two-letter product identifier · nominal capacity (018–060) ·
// S sweat connections · voltage code (E2FH036S06). Decoded only with a brand of the York group.
import type { NomenclatureRule } from '../types';
import { coolingFromCode, decodeOf, pickBrand } from '../kit/rule-kit';
import { YORK_BRANDS as BRANDS } from './york';

const E_KEY_SOURCE =
  'York installation instruction 515.28-N2Y "Outdoor split-system heat pumps, models E*FH018 thru E*FH060" nomenclature: E = outdoor split-system heat pump · product generation 1, 2 · FH = high-efficiency heat pump · nominal cooling capacity 018 = 1.5 tons … 060 = 5 tons · S = sweat fittings · voltage code 06 = 208/230-1-60: https://melakarnets.com/proxy/index.php?q=https%3A%2F%2Fwww.scribd.com%2Fdocument%2F653920390%2F26628324';
const H_SOURCE =
  'York H1DB030S06A listed as a York central air conditioner (outdoor unit) in the Sears PartsDirect catalog: https://www.searspartsdirect.com/model/38euebopa5-001344/york-h1db030s06a-central-air-conditioner-parts · the same category · generation · identifier · capacity · S · voltage layout as 515.28-N2Y';
const H_TITLES_SOURCE =
  'York installation instructions and technical guides titled by the same key: "Condensing units split-system cooling 1.5 to 5 tons, models H*DE018 thru H*DE060", "Condensing units split-system cooling 6-1/3 tons, models H*DB076", "Split-system condensing units, models H*RC018 thru H*RC060, nominal capacity 18 thru 60 MBH": https://homedocbox.com/amp/115722381-Appliances/Condensing-units-split-system-cooling-1-5-to-5-tons-installation-instruction-models-h-de018-thru-h-de060-nomenclature-general-limitations-inspection.html · "Split-system heat pumps E2FB090 / E1FB120" (515.41-TG1Y): https://zh.scribd.com/document/385745509/RLC-SVU02C-E4-0106';
// E (heat pump) with FH, the identifier the instruction prints; H1DB / H2DB condensing units in the same layout.
const OUTDOOR_1990 = /^(E[12]FH|H[12]DB)(018|024|030|036|042|048|060)(?:S(06)?[A-Z]?)?$/;
// The same product-category key on the sibling identifiers the group's titles print: H (split-system condensing unit)
// · generation 1–5 · C / D / R + letter (H*DE, H*RC, H4CE090; H1DA, H3DB cut the same way), E (split-system heat pump)
// · generation · F + letter (E2FB090, E1FB120; E1FC, E3FD) · nominal capacity 018–060, or the 7½–15-ton 090 / 120 /
// 150 / 180 of the commercial titles (and the 6⅓-ton 076) · optional S + voltage code (06 read) or the commercial A + voltage code
// (H3CE150A25). Identifier unexplained: pattern.
const OUTDOOR_1990_SIBLING = /^(E[1-5]F[A-H]|H[1-5][CDR][A-H])(018|024|030|036|042|048|060|076|090|120|150|180)(?:S(06|\d{2})?[A-Z]?|A\d{2})?$/;
/** H*DB076: "6-1/3 tons" in its title. */
const EXTRA_KBTUH: ReadonlySet<number> = new Set([76]);

export const yorkOutdoor1990: NomenclatureRule = {
  id: 'york.outdoor-1990',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'EH',
  decode(model, brand) {
    if (brand === '') return null;
    const c0 = model.charCodeAt(0);
    if (c0 !== 69 && c0 !== 72) return null; // E, H
    const printed = OUTDOOR_1990.exec(model);
    const m = printed ?? OUTDOOR_1990_SIBLING.exec(model);
    if (m === null) return null;
    const [, series = '', cap = '', voltage] = m;
    const capacity = coolingFromCode(cap, printed === null ? EXTRA_KBTUH : undefined);
    if (!capacity) return null;
    const heatPump = c0 === 69;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: heatPump ? 'heat pumps' : 'air conditioners',
      series,
      fields: Object.assign({}, capacity, voltage === '06' ? { voltage_v: 230, phase: 1 } : {}),
      evidence: heatPump && printed !== null ? 'src' : 'pattern',
      rule:
        printed === null
          ? 'York 1990s outdoor split units, product-category key on the sibling identifiers (H1DA036S06, E1FB036S06)'
          : heatPump
            ? 'York 1990s outdoor split heat pumps, product-category key (E2FH036S06)'
            : 'York 1990s outdoor split condensing units H1DB / H2DB (H1DB030S06A)',
      source: printed === null ? `${E_KEY_SOURCE} · ${H_TITLES_SOURCE}` : heatPump ? E_KEY_SOURCE : H_SOURCE,
    });
  },
};

// Single-piece air handlers in the same product-category key: F · generation · FP · nominal capacity 018–060 ·
// options (installation manual "Single piece air handlers, models F6FP018** - 060**" UIM-B-0409; "Models: F*FP"
// 292043-UIM-B-0707, Coleman / York). Brand required; capacity only on the grid.
const AIR_HANDLER_FP = /^F([1-9])FP(018|024|030|036|042|048|060)([A-Z0-9]{0,6})$/;
const FP_SOURCE =
  'York / Coleman installation manuals "Single piece air handlers, models F6FP018** - 060**" (UIM-B-0409): https://homedocbox.com/amp/113393954-Appliances/Installation-manual-single-piece-air-handlers-models-f6fp018-060-table-of-contents-list-of-figures-list-of-tables-safety-uim-b-0409.html · "Single piece air handlers, models F*FP" (292043-UIM-B-0707): https://usermanual.wiki/Coleman/ColemanSinglePieceAirHandlersFFpUsersManual365089.645786625/help';

export const yorkAirHandlerFp: NomenclatureRule = {
  id: 'york.air-handler-fp',
  family: 'york',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 70) return null; // F
    const m = AIR_HANDLER_FP.exec(model);
    if (m === null) return null;
    const [, generation = '', cap = ''] = m;
    const capacity = coolingFromCode(cap);
    if (!capacity) return null;
    return decodeOf('york', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: `F${generation}FP`,
      description: 'single-piece air handler',
      fields: capacity,
      evidence: 'pattern',
      rule: 'York-group single-piece air handlers F*FP (F6FP018 … 060)',
      source: FP_SOURCE,
    });
  },
};

export const YORK_OUTDOOR_1990_RULES: readonly NomenclatureRule[] = [yorkOutdoor1990, yorkAirHandlerFp];
