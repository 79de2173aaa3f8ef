// Williamson-Thermoflo oil furnaces (issue 18, id18b): the PLB low-boy and PMP multi-position lines, titled by the
// furnace manuals; burner suffixes as the ENERGY STAR rows print them (PLB-112-VS-BF, -BNX, -CAR, -RF). Coverage and
// evidence in README-extra.md ("Williamson-Thermoflo oil furnaces"). Brand required.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf } from '../kit/rule-kit';

const BRANDS = ['Williamson-Thermoflo'] as const;
// The size number is not the input: the PLB-112 manual's blower table fires it at 0.50–0.70 USGPH. No capacity is read.
const SOURCE =
  'Williamson-Thermoflo "Oil Furnaces PLB-112 LOW-BOY" furnace manual (11/13; 0.50 / 0.60 / 0.70 USGPH firing rates): https://manualshive.com/en/manual/williamson-thermoflo/plb-112-low-boy/982616?page=10 · PLB-098 LOW-BOY: https://manualshive.com/en/manual/williamson-thermoflo/plb-098-low-boy/982615?page=11 · "Oil Furnaces PMP-098 MULTI-POSITION", "PMP-112 MULTI-POSITION" (document list): https://homedocbox.com/amp/71735822-Appliances/Oil-fired-central-furnace.html · ENERGY STAR Certified Furnaces rows of Williamson-Thermoflo (PLB-077 … PLB-112, PMP-070 … PMP-112, -VS- + BF / BNX / CAR / RF)';
const OIL_FURNACE = /^P(LB|MP)-?(0[5-9]\d|1[0-4]\d)(?:-?VS)?(?:-?(BF|BNX|CAR|RF|RBF))?$/;

const williamsonOilFurnace: NomenclatureRule = {
  id: 'williamson.oil-furnace',
  family: 'weil_mclain',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 80 || !brandIn(BRANDS, brand)) return null; // P
    const m = OIL_FURNACE.exec(model);
    if (!m) return null;
    const lowboy = m[1] === 'LB';
    return decodeOf('weil_mclain', 'Williamson-Thermoflo', model, {
      type: 'furnaces',
      series: `P${m[1] ?? ''}`,
      fields: { fuel: 'oil', efficiency_tier: lowboy ? 'lowboy' : 'multi-position' },
      description: lowboy ? 'oil furnace, low-boy' : 'oil furnace, multi-position (highboy / horizontal)',
      evidence: 'src',
      rule: 'Williamson-Thermoflo oil furnace: PLB low-boy / PMP multi-position · size · VS · burner',
      source: SOURCE,
    });
  },
};

export const WILLIAMSON_OIL_FURNACE_RULES: readonly NomenclatureRule[] = [williamsonOilFurnace];
