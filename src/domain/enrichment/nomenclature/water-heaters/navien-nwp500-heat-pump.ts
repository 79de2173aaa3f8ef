// Navien NWP500 heat-pump water heaters (issue 18, gap scan of smart-home integrations' device lists: the NaviLink
// integrations ha_nwp500 / nwp500-python are written for it). Weaker source: the type rests on the integration's device
// table, not on a maker's key — eman/nwp500-python src/nwp500/enums.py lists the NaviLink unit types Navien's API
// reports (NPE tankless, NCB / NHB / NFB / NFC boilers, … "NPF = 513  # Heat pump water heater") and its README names
// the product "Navien NWP500 Heat Pump Water Heater"; no Navien document in reach keys the number. Type (water heaters,
// electric, heat pump) only: the 50 / 65 / 80 written after NWP500 (NWP500-50, NWP500S65) is not read, no maker's
// document here ties it to gallons. Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const SOURCE =
  'type from eman/nwp500-python src/nwp500/enums.py\'s device table (NaviLink UnitType "NPF = 513  # Heat pump water heater") and README ("Python library for Navien NWP500 Heat Pump Water Heater"): https://github.com/eman/nwp500-python; no maker\'s key found';

// NWP500, optionally with its size written after a hyphen or S (NWP500-50, NWP500S65, NWP500S080).
const NWP500 = /^NWP-?500(?:-?S?0?(?:50|65|80))?$/;

export const navienNwp500HeatPump: NomenclatureRule = {
  id: 'navien.nwp500-heat-pump',
  family: 'navien',
  brands: ['Navien'],
  unambiguousWithoutBrand: false,
  firstChars: 'N',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 87 || !NWP500.test(model)) return null; // "W"
    return decodeOf('navien', 'Navien', model, {
      type: 'water heaters',
      series: 'NWP500',
      fields: { fuel: 'electric', efficiency_tier: 'heat pump' },
      description: 'heat pump water heater (NWP500)',
      evidence: 'unconfirmed',
      rule: 'Navien NWP500 heat-pump water heaters: type only (weaker source: an integration\'s device table, no maker\'s key)',
      source: SOURCE,
    });
  },
};

export const NAVIEN_NWP500_RULES: readonly NomenclatureRule[] = [navienNwp500HeatPump];
