// Thermo Pride (Thermo Products, North Judson IN) oil furnaces. Not in RULES.md: README-extra.md.
// Current key (printed "Oil Furnace Model Nomenclature", digits 1–12, OH6FA072D48B): O oil · H highboy /
// D downflow (L lowboy: MO-100G's type letter, ENERGY STAR rows OL6FA072DV5B) · heat exchanger size · F front / R rear · A single-stage / X two-stage · 3-digit heating
// capacity code · blower / burner characters. Earlier models are written abbreviated (OL5-85, OH3-72):
// O · L lowboy / H highboy / C counterflow / T horizontal · size number · "-" · number.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Thermo Pride'] as const;

/** Thermo Products installation manuals printing the key (highboy OH6/OH8, counterflow OD6). */
export const KEY_SOURCE =
  'Thermo Products oil fired furnace installation and operation manuals, "Oil Furnace Model Nomenclature" (OH6FA072D48B, OH8FA119DV5R; OD6FA072D48B): https://www.manualsbase.com/manual/620289/furnace/thermo_products/oh6fa072d48n · https://www.manualsbase.com/manual/620282/furnace/thermo_products/od6ra075dv5r';
/** Thermo Products manual MO-100G: model list and clearance table by type of unit (lowboys, highboys, counterflows, horizontals; "abbreviated model numbers"). */
export const ABBREVIATED_SOURCE =
  'Thermo Products oil fired furnace manual MO-100G (OL2-56 … OL39-320, OH2-56 … OH16-125, OC2, OC5, OT5 … by type of unit): https://www.scribd.com/document/316622649/OilFiredFurnace-pdf';

// L (lowboy) as MO-100G names the type of unit; the catalog's ENERGY STAR rows list OL6FA072DV5B lowboys in this key.
const KEY = /^O([HDL])(\d)([FR])([AX])(\d{3})([A-Z0-9]{0,5})$/;
const ABBREVIATED = /^O([LHCT])(\d{1,2})-?(\d{2,3})([A-Z]{0,4})$/;
const CONFIGURATION: Record<string, string> = { H: 'highboy', D: 'downflow (counterflow)', L: 'lowboy', C: 'counterflow', T: 'horizontal' };

export const thermoPrideOilFurnace: NomenclatureRule = {
  id: 'thermo-pride.oil-furnace',
  family: 'thermo_pride',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'O',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 79) return null; // O
    const key = KEY.exec(model);
    if (key) {
      const [, config = '', size = '', flue = '', stages = ''] = key;
      // The 3-digit field is the heating capacity with the factory nozzle (the key does not say input or output): not reported.
      const fields: DecodedFields = { fuel: 'oil', efficiency_tier: `${CONFIGURATION[config]}, ${stages === 'A' ? 'single-stage' : 'two-stage'}` };
      return decodeOf('thermo_pride', pickBrand(BRANDS, brand), model, {
        type: 'furnaces',
        series: `O${config}${size}${flue}${stages}`,
        description: `oil furnace (${CONFIGURATION[config]}, ${flue === 'F' ? 'front' : 'rear'} flue)`,
        fields,
        evidence: config === 'L' ? 'pattern' : 'src',
        rule: 'Thermo Pride oil furnace key (OH6FA072D48B)',
        source: config === 'L' ? `${KEY_SOURCE} · ${ABBREVIATED_SOURCE} · ENERGY STAR furnace rows (OL6FA072DV5B)` : KEY_SOURCE,
      });
    }
    const abbreviated = ABBREVIATED.exec(model);
    if (!abbreviated) return null;
    const [, config = '', size = '', number = ''] = abbreviated;
    // The number after the hyphen is a size rating the manual does not define (input or output): not reported.
    if (Number(size) < 1 || Number(number) < 40 || Number(number) > 400) return null;
    return decodeOf('thermo_pride', pickBrand(BRANDS, brand), model, {
      type: 'furnaces',
      series: `O${config}${size}`,
      description: `oil furnace (${CONFIGURATION[config]})`,
      fields: { fuel: 'oil', efficiency_tier: CONFIGURATION[config] },
      evidence: 'pattern',
      rule: 'Thermo Pride oil furnaces, abbreviated model numbers (OL5-85, OH3-72)',
      source: ABBREVIATED_SOURCE,
    });
  },
};

export const THERMO_PRIDE_RULES: readonly NomenclatureRule[] = [thermoPrideOilFurnace];
