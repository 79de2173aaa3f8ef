// HTP Phoenix / Phoenix Multi-Fit / Phoenix Plus stainless-tank gas water heaters. The installation
// manuals title their models input · dash · storage: "PH100-55 / 130-55 / 199-55, PH100-80 / 130-80 /
// 199-80, PH100-119 / 130-119 / 199-119" (Phoenix, 2008), PH76 light commercial, "PH100 / PH130 / PH160 /
// PH199 … 'LP' denotes propane gas, 'S' solar models, 'SA' sanitizer booster models, 'M' Multi Fit
// models" (LP-179), Phoenix Plus "PHP199-119 / PHP199-119D / PHP260-130 / PHP320-130 / PHP399-130"
// (LP-454). The first number is the input in kBtu/h (PH199 = 199,000 Btu/h), the second the tank in
// gallons — read from the documented model lists, not a printed key: evidence `pattern`.
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['HTP'] as const;

const SOURCE = [
  'HTP Phoenix water heater installation manual (2008), models PH100-55 … PH199-119, 130-55SA / 199-55SA, LP suffix = propane: https://fdocument.pub/document/installation-operation-3-product-and-safety-information-part-1-product.html',
  'HTP Phoenix Series PH100 / PH130 / PH160 / PH199 manual LP-179 (LP propane, S solar, SA sanitizer booster, M Multi Fit): https://manualmachine.com/htp/ph130/22845332-user-manual',
  'HTP Phoenix light commercial PH76 manual LP-441: https://vdocument.in/phoenix-light-commercial-gas-fired-water-htp-reserves-the-right-to-make.html',
  'HTP Phoenix Plus PHP199-119 / PHP199-119D / PHP260-130 / PHP320-130 / PHP399-130 manual LP-454: https://manualmachine.com/htp/php260130/24006000-installation-start-up-and-operating-instructions-manual',
].join('; ');

// PH | PHM (Multi-Fit) | PHP (Plus) · input kBtu/h (2–3 digits) · dash · gallons (2–3 digits) · optional D (PHP199-119D),
// S / SA (solar, sanitizer booster), then optional LP (propane).
const PATTERN = /^PH([MP]?)(\d{2,3})-(\d{2,3})(D)?(SA|S)?(LP)?$/;

const SERIES: Record<string, string> = { '': 'Phoenix', M: 'Phoenix Multi-Fit', P: 'Phoenix Plus' };

function decodePhoenix(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 80 /* P */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const input = Number(m[2]);
  const gallons = Number(m[3]);
  // The documented inputs run 76–399 kBtu/h and the tanks 50–130 gal; outside a wide margin it is no Phoenix.
  if (input < 50 || input > 500 || gallons < 30 || gallons > 150) return null;
  const series = SERIES[m[1]!]!;
  const fields: NomenclatureDecode['fields'] = { heating_input_kbtuh: input, tank_capacity_gallons: gallons };
  if (m[6] !== undefined) fields.fuel = 'propane';
  return {
    family: 'htp',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'water heaters',
    series,
    model,
    description: m[5] === 'SA' ? 'sanitizer booster gas water heater' : m[5] === 'S' ? 'solar-ready gas water heater' : 'stainless-tank gas water heater',
    fields,
    evidence: 'pattern',
    rule: `HTP ${series} water heaters: input kBtu/h · tank gallons`,
    source: SOURCE,
  };
}

export const HTP_WATER_HEATER_RULES: readonly NomenclatureRule[] = [
  // PH + digits-dash-digits is short enough to collide with other makers' part numbers: HTP brand required.
  { id: 'htp.phoenix', family: 'htp', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'P', decode: decodePhoenix },
];
