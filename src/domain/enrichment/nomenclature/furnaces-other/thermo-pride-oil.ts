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
/** Thermo Products manual for the OHC highboy, the same printed key with heat exchanger identifier C. */
const KEY_SOURCE_OHC =
  'Thermo Products oil fired furnace installation and operation manual, model OHCFA072DV4R, "Oil Furnace Model Nomenclature" (C = heat exchanger identifier): https://www.manualsbase.com/manual/620383/furnace/thermo_products/thermo_pride_furnace_phcfa072dv4r';
/** Thermo Products MO-554 and specification sheet PS300027 (V-series lowboy and horizontal / counterflow oil furnaces). */
const V_SERIES_SOURCE =
  'Thermo Products MO-554 "Oil-fired central furnace … Models: VC-CBP VLF-DBP VLR-DBP VLF-DCP VLR-DCP": https://vdocuments.mx/oil-fired-central-furnace-thermo-2020-9-10-responsibility-for-safe-and-reliable.html · specification sheet PS300027 "Oil fired lowboy furnace specifications" (VLR-DBP rear flue, Beckett AFG; VLR-DCP rear flue, Carlin EZ-1HP; 84,000–140,000 Btuh input by firing rate) and "Oil fired horizontal/counterflow furnace specifications" (VC-CBP, Beckett AFG): https://manualmachine.com/thermopride/vlfdbpvlrdbpvlfdcpvlrdcp/27312447-specifications-sheet';
// V-series as the manual lists them: VL lowboy with F front / R rear flue, or VC horizontal / counterflow · "-" · burner
// package (DBP / CBP Beckett AFG, DCP Carlin EZ-1HP). Several firing rates per model: no input is read.
const V_SERIES = /^V(LF|LR|C)-?(DBP|DCP|CBP)$/;
const V_SERIES_OK = new Set(['LF:DBP', 'LR:DBP', 'LF:DCP', 'LR:DCP', 'C:CBP']);

/** Thermo Products manual MO-100G: model list and clearance table by type of unit (lowboys, highboys, counterflows, horizontals; "abbreviated model numbers"). */
export const ABBREVIATED_SOURCE =
  'Thermo Products oil fired furnace manual MO-100G (OL2-56 … OL39-320, OH2-56 … OH16-125, OC2, OC5, OT5 … by type of unit): https://www.scribd.com/document/316622649/OilFiredFurnace-pdf';

// L (lowboy) as MO-100G names the type of unit; the catalog's ENERGY STAR rows list OL6FA072DV5B lowboys in this key.
// Heat exchanger identifier: a digit (6, 8) or C (OHCFA072DV4R: "C = Heat Exchanger Identifier", KEY_SOURCE_OHC).
const KEY = /^O([HDL])(\d|C)([FR])([AX])(\d{3})([A-Z0-9]{0,5})$/;
const ABBREVIATED = /^O([LHCT])(\d{1,2})-?(\d{2,3})([A-Z]{0,4})$/;
const CONFIGURATION: Record<string, string> = { H: 'highboy', D: 'downflow (counterflow)', L: 'lowboy', C: 'counterflow', T: 'horizontal' };

export const thermoPrideOilFurnace: NomenclatureRule = {
  id: 'thermo-pride.oil-furnace',
  family: 'thermo_pride',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'OV',
  decode(model, brand) {
    if (model.charCodeAt(0) === 86) return vSeries(model, brand); // V
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
        source: config === 'L' ? `${KEY_SOURCE} · ${ABBREVIATED_SOURCE} · ENERGY STAR furnace rows (OL6FA072DV5B)` : size === 'C' ? KEY_SOURCE_OHC : KEY_SOURCE,
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

function vSeries(model: string, brand: string) {
  const m = V_SERIES.exec(model);
  if (m === null || !V_SERIES_OK.has(`${m[1]}:${m[2]}`)) return null;
  const [, kind = '', burner = ''] = m;
  const configuration = kind === 'C' ? 'horizontal/counterflow' : `lowboy, ${kind === 'LF' ? 'front' : 'rear'} flue`;
  return decodeOf('thermo_pride', pickBrand(BRANDS, brand), model, {
    type: 'furnaces',
    series: `V${kind}-${burner}`,
    description: `oil furnace (${configuration})`,
    fields: { fuel: 'oil', efficiency_tier: kind === 'C' ? 'horizontal/counterflow' : 'lowboy' },
    evidence: 'src',
    rule: 'Thermo Pride V-series oil furnaces by model (VLF-DBP, VC-CBP): type and configuration',
    source: V_SERIES_SOURCE,
  });
}

export const THERMO_PRIDE_RULES: readonly NomenclatureRule[] = [thermoPrideOilFurnace];
