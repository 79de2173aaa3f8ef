// RV tank water heaters by the makers' documents. Brand required for both. Coverage in README-extra.md.
//
// Suburban SW · 4 / 6 / 10 / 12 / 16 · D / P / V · up to three of E, L, M, C, R (`SW6DE`, `SW10DEL`, `SW16VE`, `SW6DEM`):
// type only (`pattern`). Suburban's installation and operation manual 204670 lists SW4D, SW6D (direct spark ignition),
// SW6DE (and electric element), SW6DM (and motor aid) and SW6DEM, all water heaters; SW is used for nothing else in
// Suburban's furnace, range and water-heater documents in reach, so other sizes and letters after SW · size · D / P / V
// read as the same type. The gallons and the other letters are printed only by a parts retailer's chart: not read.
//
// Atwood G (propane gas) · C (combination gas / 110 VAC) · H (engine heat exchange) · gallons 6 / 10 · heating-element
// letters A / AA (older B / C) · `-` version · E (electronic ignition) / P (pilot relight) (`GC6AA-10E`, `GCH6A-10E`,
// `G6A-8E`, `GC10A-4E`, `GH6-8E`, `G10-3E`); the XT exothermal models G · E · H · 9 / 16 · -EXT, which the same manual's
// table lists as 6 and 10 gallons: Atwood Mobile Products' water heater service manual, "Explanation of model number"
// (pilot and electronic models) and its model identification table.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const SUBURBAN = ['Suburban'] as const;
const ATWOOD = ['Atwood'] as const;

const SUBURBAN_SOURCE =
  'Suburban installation and operation manual 204670 "Direct Vent Gas Water Heater Models SW4D, SW6D, SW6DE, SW6DM, SW6DEM" (https://github.com/tokendad/RV_Interchange/blob/main/Docs/Data/Suburban/Suburban%20-%20Water%20Heater%20Model%20SW4D,%20SW6D,%20SW6DE,%20SW6DM,%20SW6DEM%20Operation%20Manual.pdf)';

const ATWOOD_SOURCE =
  'Atwood Mobile Products "Atwood Water Heaters" service manual: "Explanation of model number" for pilot models (G C H 6 A - 8 P) and electronic models (G C H 6 AA - 10 E), and the LP gas water heater model identification table (G6A-7 … GEH16-EXT, 6 / 10 gal) (https://github.com/tokendad/RV_Interchange/blob/main/Docs/Data/Atwood/Atwood-Water-Heaters.pdf)';

const SW = /^SW(4|6|10|12|16)([DPV])([ELMCR]{0,3})$/;

export const suburbanSwWaterHeater: NomenclatureRule = {
  id: 'suburban.sw-water-heater',
  family: 'rv_appliance',
  brands: SUBURBAN,
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(1) !== 87 /* W */ || model.length > 9) return null;
    if (!SW.test(model)) return null;
    return decodeOf('rv_appliance', pickBrand(SUBURBAN, brand), model, {
      type: 'water heaters',
      series: 'SW',
      fields: {},
      description: 'RV tank water heater',
      evidence: 'pattern',
      rule: 'Suburban SW water heaters as manual 204670 lists them (SW4D, SW6D, SW6DE, SW6DM, SW6DEM): SW · size · D / P / V · option letters, type only',
      source: SUBURBAN_SOURCE,
    });
  },
};

// G · C? · H? · 6 / 10 · element letters and an optional version (`-` optional), or `-` and the version without them
// (`GH6-8E`; without the hyphen `G610` would read as a size and a version).
const ATWOOD_TANK = /^G(C?)(H?)(6|10)(?:(AA|A|B|C)(?:-?(\d{1,2})(E|P|EP)?)?|-(\d{1,2})(E|P|EP)?)$/;
const ATWOOD_XT = /^G(E?)(H?)(9|16)-?EXT$/;

export const atwoodRvWaterHeater: NomenclatureRule = {
  id: 'atwood.rv-water-heater',
  family: 'rv_appliance',
  brands: ATWOOD,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (brand === '' || model.length < 3 || model.length > 10) return null;
    let combo = false;
    let gallons = 0;
    let series = '';
    const xt = ATWOOD_XT.exec(model);
    if (xt !== null) {
      combo = xt[1] === 'E';
      gallons = xt[3] === '9' ? 6 : 10;
      series = 'XT';
    } else {
      const m = ATWOOD_TANK.exec(model);
      if (m === null) return null;
      combo = m[1] === 'C';
      gallons = Number(m[3]);
      const version = m[5] ?? m[7];
      const ignition = m[6] ?? m[8];
      series = version === undefined ? 'G' : ignition === 'E' ? 'G (electronic ignition)' : 'G (pilot)';
    }
    return decodeOf('rv_appliance', pickBrand(ATWOOD, brand), model, {
      type: 'water heaters',
      series,
      fields: { tank_capacity_gallons: gallons },
      description: combo ? 'RV tank water heater, propane and 110 VAC electric' : 'RV tank water heater, propane',
      evidence: 'src',
      rule: 'Atwood RV water heaters, explanation of model number: G propane · C gas / 110 VAC · H engine heat exchange · 6 / 10 gal · element · version · E / P; XT G·E·H·9 / 16-EXT',
      source: ATWOOD_SOURCE,
    });
  },
};

export const RV_TANK_WATER_HEATER_RULES: readonly NomenclatureRule[] = [suburbanSwWaterHeater, atwoodRvWaterHeater];
