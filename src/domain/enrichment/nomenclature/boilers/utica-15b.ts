// ECR International 15B Series cast-iron gas-fired boilers for forced hot water, sold as Utica and Pennco: the IOMs name
// the models 15B045 / 15B070 / 15B096 / 15B120 / 15B145 / 15B175 / 15B195 / 15B245 / 15B295 (Pennco 15B Series manual),
// 15B045FE … 15B170FE … 15B295FE (15B Series II) and, on the older series, 15045 … 15295. Type only: the number is not the
// input (the Pennco manual's combustion-air table sizes 15B045 / 15B070 / 15B096 for 50 / 75 / 100 MBH at 1 sq in per
// 5,000 Btu/h: 10 / 15 / 20 sq in). Brand required. Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Utica', 'Pennco Boilers'] as const;

const SOURCE =
  'Pennco 15B Series installation, operation & maintenance manual (models 15B045 … 15B295, combustion-air table): https://manualshive.com/en/manual/pennco/15b-series/1524030?page=6; Utica / ECR "15B SERIES II, Models 15B045FE 15B070FE 15B096FE 15B120FE 15B145FE 15B170FE 15B195FE 15B245FE 15B295FE" and "15B SERIES Cast Iron Gas Fired Boilers For Forced Hot Water, MODEL NUMBERS: 15045, 15070, 15096, 15120, 15145, 15175, 15195, 15245, 15295" (document titles listed at https://homedocbox.com/amp/83348846-Appliances/Magb-series-gas-fired-modu-pac-multiple-commercial-boiler-system-installation-operation-maintanance-manual.html)';

const SIZES = '045|070|096|120|145|170|175|195|245|295';
// 15B · size · optional letters (FE, the ignition / option code, not read).
const SERIES_15B = new RegExp(`^15B-?(?:${SIZES})(?:-?[A-Z]{1,3})?$`);
// The older series' bare numbers: 15 · size (15045 … 15295).
const OLDER = new RegExp(`^15(?:${SIZES})$`);

export const utica15b: NomenclatureRule = {
  id: 'ecr.utica-pennco-15b',
  family: 'ecr',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '1',
  decode(model, brand) {
    if (brand === '') return null;
    const series = SERIES_15B.test(model);
    if (!series && !OLDER.test(model)) return null;
    return decodeOf('ecr', pickBrand(BRANDS, brand), model, {
      type: 'boilers',
      series: '15B',
      fields: {},
      description: 'cast-iron gas-fired boiler for forced hot water',
      evidence: series ? 'src' : 'pattern',
      rule: 'Utica / Pennco 15B Series cast-iron gas boilers (15B045FE, 15B295, 15120): type',
      source: SOURCE,
    });
  },
};

export const UTICA_15B_RULES: readonly NomenclatureRule[] = [utica15b];
