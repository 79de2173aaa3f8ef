// Kaden ducted gas heaters (Australia; issue 18, Australia / New Zealand gap scan). Kaden Installer's Manual "Ducted
// Gas Heaters", models "Universal: KUN3 | KUN4 | KUN5, External: KEX3 | KEX4", which writes full models as series ·
// two digits (KUN521 "= 90MJ/hr", KUN530, KUN330). An Australian ducted gas heater is a furnace. Read: the type, the
// series and the universal (internal or external) / external-only cabinet the manual names; the two digits are not
// read (the manual ties no key to them; KUN521 is its only rated example). Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Kaden'] as const;

const SOURCE =
  'Kaden Installer\'s Manual, Ducted Gas Heaters, "Models: Universal: KUN3 | KUN4 | KUN5, External KEX3 | KEX4" (KUN521 = 90MJ/hr; KUN530, KUN330): https://manuals.online/kaden/gas-heater/kex-series/user-guide/zw8n · https://manualshive.com/en/manual/kaden/kex-series/3181892?page=10';

// KUN 3 / 4 / 5 or KEX 3 / 4 · optionally the two further digits of a full model.
const KADEN = /^(KUN[345]|KEX[34])(?:\d\d)?$/;

export const kadenDuctedGas: NomenclatureRule = {
  id: 'kaden.ducted-gas-heater',
  family: 'kaden',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'K',
  decode(model, brand) {
    if (brand === '') return null;
    const m = KADEN.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    return decodeOf('kaden', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series,
      fields: {},
      description: series.startsWith('KUN') ? 'Kaden universal (internal or external) ducted gas heater' : 'Kaden external ducted gas heater',
      evidence: 'pattern',
      rule: 'Kaden KUN / KEX ducted gas heaters as the installer\'s manual names them (KUN521, KEX4): type, series',
      source: SOURCE,
    });
  },
};

export const KADEN_DUCTED_GAS_RULES: readonly NomenclatureRule[] = [kadenDuctedGas];
