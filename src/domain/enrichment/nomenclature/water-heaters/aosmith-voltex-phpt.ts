// A. O. Smith Voltex hybrid electric heat-pump water heaters of the first generation, PHPT-60 and PHPT-80 (issue 18):
// the Ecotope / Big Ladder HPWHsim model library, built from laboratory tests of the tanks, files them as
// "A. O. Smith" "PHPT-60" ("60 gallon Voltex") and "PHPT-80" ("80 gallon Voltex"). Nominal gallons from that
// naming, electric, heat pump. The later HPTU / FHPT / SHPT siblings are read by water-heaters/aosmith.ts and
// water-heaters/older-heating-lines.ts. Brand required (A. O. Smith group). Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['A. O. Smith', 'State', 'American', 'Reliance'] as const;

const SOURCE =
  'Ecotope / Big Ladder HPWHsim heat-pump water heater model library (presets MODELS_AOSmithPHPT60 / PHPT80: productInformation "A. O. Smith", "PHPT-60" / "PHPT-80"; model list "60 gallon Voltex", "80 gallon Voltex"): https://github.com/bigladder/HPWHsim (src/HPWHpresets.cc, docs of cse-sim/cse whASHPType AOSmithPHPT60 / AOSmithPHPT80)';

// PHPT-60, PHPT 80, PHPT60 (a trailing 1xx series number as the group prints it is allowed: PHPT-80 100).
const PHPT = /^PHPT-?(60|80)(?:-?1\d\d)?$/;

export const aosmithVoltexPhpt: NomenclatureRule = {
  id: 'aosmith.voltex-phpt',
  family: 'aosmith',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 72) return null; // "H"
    const m = PHPT.exec(model);
    if (m === null) return null;
    return decodeOf('aosmith', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series: 'PHPT',
      fields: { tank_capacity_gallons: Number(m[1]), fuel: 'electric', efficiency_tier: 'heat pump' },
      description: 'hybrid electric heat pump water heater (Voltex)',
      evidence: 'pattern',
      rule: 'A. O. Smith Voltex PHPT-60 / PHPT-80 hybrid electric heat-pump tanks: nominal gallons',
      source: SOURCE,
    });
  },
};

export const AOSMITH_VOLTEX_PHPT_RULES: readonly NomenclatureRule[] = [aosmithVoltexPhpt];
