// Trane / American Standard packaged terminal air conditioners and heat pumps (PTAC / PTHP), read on the "Model
// Number Description" the Trane catalogs print. A PTAC is a self-contained through-the-wall unit: type `packaged units`,
// as room-units/ptac.ts. Coverage and source in README-extra.md ("PTAC, PTHP and room units of further makers").
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

// Catalog PTAC-PRC002-EN (2002, and its March 2007 issue, models PTEE / PTHE), "MODEL NOMENCLATURE PT E D 090 1 G * A":
// digits 1–2 PT packaged terminal air conditioner · 3 E air conditioner / H heat pump · 4 development sequence (D fourth;
// the October 2000 catalog PTAC-PRC001-EN prints PTEC0701GCA, the March 2007 one PTEE / PTHE) · 5–7 cooling capacity
// 070 / 090 / 120 / 150 = 7,000 … 15,000 Btu · 8 power supply 1 = 208-230 V / 2 = 265 V / 4 = 115 V, 1 phase · 9 electric
// heat W hydronic / D 2.0 kW / G 3.5 kW (208-230 V), 3.7 kW (265 V) / J 5 kW · 10 design sequence · 11 A standard / C
// corrosion protection.
const SOURCE =
  'Trane catalog PTAC-PRC002-EN "Packaged Terminal Air Conditioners & Heat Pumps", Model Number Description (PT E D 090 1 G * A): https://manuals.plus/m/b8358630d97795b01a96239c9880f0185e4d7b16e41d825bbd55f5160ae76365 · March 2007 issue (models PTEE / PTHE 070–150): https://fdocuments.net/document/packaged-terminal-air-conditioners-heat-upgraded-kick-plate-standard-height-2.html · PTAC-PRC001-EN (PTEC0701GCA): https://somanuals.com/html/16/Trane-Air-Conditioner-PTEC0701GCA-User-Manual.html';
// The whole number, or cut after the power-supply digit or after the capacity (`PTEE090`, as the 2007 catalog titles it).
const TRANE_PTAC = /^PT([EH])([C-F])(070|090|120|150)(?:([124])(?:([WDGJ])(?:([A-Z*])([AC])?)?)?)?$/;
const VOLTS: Record<string, number> = { '1': 230, '2': 265, '4': 115 };
const BRANDS = ['Trane', 'American Standard'] as const;

const tranePtac: NomenclatureRule = {
  id: 'trane.ptac-key',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 84) return null; // PT
    const m = TRANE_PTAC.exec(model);
    if (m === null) return null;
    const [, product = '', development = '', capacity = '', power, heat] = m;
    const kbtuh = Number(capacity) / 10;
    const heatPump = product === 'H';
    let heaterKw: number | undefined;
    if (heat === 'D') heaterKw = 2.0;
    else if (heat === 'J') heaterKw = 5.0;
    else if (heat === 'G' && power !== undefined) heaterKw = power === '2' ? 3.7 : 3.5;
    const fields: DecodedFields = {
      cooling_capacity_kbtuh: kbtuh,
      cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100,
      heating_capacity_kw: heaterKw,
      efficiency_tier: heatPump ? 'heat pump' : 'air conditioner',
      voltage_v: power === undefined ? undefined : VOLTS[power],
      phase: power === undefined ? undefined : 1,
    };
    return decodeOf('trane', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `PT${product}${development}`,
      fields,
      description: `${heatPump ? 'packaged terminal heat pump' : 'packaged terminal air conditioner'}${heat === 'W' ? ', hydronic heat' : ''}`,
      evidence: 'src',
      rule: 'Trane PTAC model number description: PT · E air conditioner / H heat pump · development · capacity 070–150 (hundreds of Btu/h) · power 1 / 2 / 4 · heat W / D / G / J · design · A / C',
      source: SOURCE,
    });
  },
};

export const TRANE_PTAC_RULES: readonly NomenclatureRule[] = [tranePtac];
