// Carrier high-wall split systems built by Toshiba Carrier for markets outside North America (issue 18, ductless gap scan
// from smart-home integrations' device lists: IRremoteESP8266's Toshiba protocol lists Carrier 42NQV025M2 / 38NYV025M2 …
// 42NQV060M2 / 38NYV060M2, SmartIR lists 42LUVH025N-1). Toshiba Carrier's service manuals title them "SPLIT TYPE, Indoor
// Unit <High Wall, Heat Pump Type> 42NQV025H … 42NQV045M, Outdoor Unit <Heat Pump Type> 38NYV025H … 38NYV045M"
// (SVM-07013-1) and 42UQV050H / 42UQV060H with 38UYV050H / 38UYV060H (SVM-13082-1); the Luv Inverter series manual lists
// 42/38LUVH025N-1 … 075N-1. The digits are a kW×10 class, not the North-American kBtu/h of §2.3, so the §2.3 38-series
// rule no longer reads 38NYV / 38UYV (carrier/carrier.ts); the manuals' titles do not tie the class to one rating here,
// so only type and unit are read: mini-splits. Brand required (Carrier and its sister badges, Toshiba included).
// Coverage in README-extra.md.
import { decoded, reportedBrand } from '../common';
import type { NomenclatureRule } from '../types';

const SOURCE =
  'Toshiba Carrier service manual SVM-07013-1 "SPLIT TYPE Indoor Unit <High Wall, Heat Pump Type> 42NQV025H 42NQV035H 42NQV035M 42NQV045H 42NQV045M, Outdoor Unit <Heat Pump Type> 38NYV025H … 38NYV045M": https://zh.scribd.com/document/342533509/carrier-service-manual-airconditioner-split-type · SVM-13082-1 "SPLIT TYPE Indoor Unit <High Wall, Heat Pump Type> 42UQV050H 42UQV060H, Outdoor Unit 38UYV050H 38UYV060H": https://www.scribd.com/document/668308637 · Carrier Luv Inverter Series service manual 42/38LUVH025N-1 … 42/38LUVH075N-1: https://www.scribd.com/document/732572405/Carrier-Elite-025N-1-035N-1-045N-1-055N-1-065N-1-075N-1-1434505983';
// 42 indoor / 38 outdoor · NQV / UQV (indoor) or NYV / UYV (outdoor), or LUVH (both) · three-digit class · H / M / N · optional digit / -1.
const HIGH_WALL = /^(42|38)(NQV|UQV|NYV|UYV|LUVH)(\d{3})([HMN])(\d|-1)?$/;
const INDOOR_LETTERS = new Set(['NQV', 'UQV']);
const OUTDOOR_LETTERS = new Set(['NYV', 'UYV']);

const carrierToshibaHighWall: NomenclatureRule = {
  id: 'carrier.toshiba-built-high-wall',
  family: 'carrier',
  brands: ['Carrier', 'Toshiba'],
  unambiguousWithoutBrand: false,
  firstChars: '34',
  decode(model, brand) {
    if (brand === '') return null;
    // Third character N (NQV / NYV), U (UQV / UYV) or L (LUVH): most 38 / 42 numbers stop here.
    const c2 = model.charCodeAt(2);
    if (c2 !== 78 && c2 !== 85 && c2 !== 76) return null;
    const m = HIGH_WALL.exec(model);
    if (m === null) return null;
    const indoorPrefix = m[1] === '42';
    const letters = m[2] ?? '';
    // The 42 prefix goes with the indoor letters and 38 with the outdoor ones (LUVH is printed with both).
    if ((indoorPrefix && OUTDOOR_LETTERS.has(letters)) || (!indoorPrefix && INDOOR_LETTERS.has(letters))) return null;
    return decoded({
      family: 'carrier',
      brand: reportedBrand(brand, 'Carrier'),
      type: 'mini-splits',
      series: `${m[1] ?? ''}${letters}`,
      model,
      description: indoorPrefix ? 'high-wall split indoor unit' : 'high-wall split outdoor unit',
      fields: {},
      evidence: 'src',
      rule: 'Carrier (Toshiba Carrier) high-wall splits: 42 indoor / 38 outdoor · NQV / NYV, UQV / UYV, LUVH · kW×10 class · H / M / N; type only',
      source: SOURCE,
    });
  },
};

export const CARRIER_TOSHIBA_HIGH_WALL_RULES: readonly NomenclatureRule[] = [carrierToshibaHighWall];
