// Dometic / Duo-Therm RV rooftop units by the series their installation instructions name: 579 Brisk Air, 590 and
// 595 Quick Cool, 591 heat pump, 600 Penguin. Written series (3 digits) · two digits · optional `.` + three-digit
// variant (`57915.531`, `59516.601`, `59146.321`, `600315.326`, `59155.602C`). The forms print the series names and
// types, not the meaning of the digits after the series, so only the type is read. The 600 series is read only as the
// 6003·· models the air-conditioner form lists (600312, 600315); the later six-digit Penguin / Penguin II numbers
// (620515 … 651516) share manuals between air conditioners and heat pumps and are left out. Brand required.
// Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Dometic'] as const;

const SOURCE =
  'Dometic installation instructions Form 3107163.176 "579 Series Brisk Air, 590 Series Quick Cool, 591 Series Heat Pump, 595 Series Quick Cool, 600 Series Penguin Roof Top Air Conditioner/Heat Pump" (https://manuzoid.com/manuals/Rovyq-Dometic%20579,%20590,%20591,%20595,%20600%20Air%20Conditioner-Heat%20Pump%20Installation%20guide); Form 3104994.136 "Roof Top Air Conditioner", models 57908.321 … 600315.421 (https://manuzoid.com/manuals/vr4ey-Duo-Therm%20600315.326%20Installation%20guide); Form 3109534.010 "Model 59155 Roof-Top Heat Pump" (https://manuzoid.com/manuals/mJ0WB-Dometic%20Duo%20Therm%2059155_Roof%20Top%20Heat%20Pump%20Installation%20guide)';

// Series 579 / 590 / 591 / 595 · two digits, or 6003 · two digits; then optionally `.` and the variant (three digits,
// X for a digit as owners write the family, an optional letter: 59155.602C).
const FIVE = /^(579|59[015])\d{2}(?:\.?[0-9X]{3}[A-Z]?)?$/;
const PENGUIN = /^(600)3\d{2}(?:\.?[0-9X]{3}[A-Z]?)?$/;

const LINES: Record<string, string> = {
  '579': 'Brisk Air rooftop air conditioner',
  '590': 'Quick Cool rooftop air conditioner',
  '595': 'Quick Cool rooftop air conditioner',
  '591': 'rooftop heat pump',
  '600': 'Penguin low-profile rooftop air conditioner',
};

export const dometicRvRooftop: NomenclatureRule = {
  id: 'dometic.rv-rooftop-series',
  family: 'rv_appliance',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '56',
  decode(model, brand) {
    if (brand === '' || model.length < 5 || model.length > 11) return null;
    const m = FIVE.exec(model) ?? PENGUIN.exec(model);
    if (m === null) return null;
    const series = m[1] ?? '';
    return decodeOf('rv_appliance', pickBrand(BRANDS, brand), model, {
      type: series === '591' ? 'heat pumps' : 'air conditioners',
      series,
      fields: {},
      description: LINES[series],
      evidence: 'src',
      rule: 'Dometic / Duo-Therm RV rooftop series as the installation instructions name them (579 Brisk Air, 590 / 595 Quick Cool, 591 heat pump, 600 Penguin): type',
      source: SOURCE,
    });
  },
};

export const DOMETIC_RV_ROOFTOP_RULES: readonly NomenclatureRule[] = [dometicRvRooftop];
