// Heat Controller (Comfort-Aire / Century) HP Series residential packaged geothermal heat pumps, beside the HT / HZ / HE
// keys of heat-controller.ts. Coverage in README-extra.md ("Heat Controller HP Series"). Brand required: "HPV024" is a
// short shape other makers print.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Heat Controller', 'Comfort-Aire', 'Century'] as const;

// Design guide "Residential Packaged Geothermal Heat Pump HP Series 1½ to 5 Tons" (09-12-2011): performance data for
// HPV018, HPV024, HPV030, HPV036, HPV042, HPV048; "extended range refrigerant circuit, capable of geothermal ground loop
// applications as well as boiler-tower water loop applications". Only those vertical sizes are read; the size is the
// unit's nominal Btu/h ÷ 1000 as in the HE guide's 024–060 over "2 to 5 tons" (018 = 1½ tons, the guide's low end).
const SOURCE =
  'Heat Controller "Engineering Design Guide, Residential Packaged Geothermal Heat Pump HP Series 1½ to 5 Tons" (performance data HPV018 … HPV048): https://manuals.plus/m/c7248e4d96b3e607704ed8ccd78b360699864e7f4f44a5f8bf6083a38b55b64f';

// HP · V · size · (revision letter · the rest as printed)?
const HP = /^HPV(018|024|030|036|042|048)(?:([A-D])([0-9][A-Z0-9]{0,9})?)?$/;

const hpSeries: NomenclatureRule = {
  id: 'heat-controller.hp-series',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 72 || model.charCodeAt(1) !== 80 || !brandIn(BRANDS, brand)) return null; // H P
    const m = HP.exec(model);
    if (m === null) return null;
    const kbtuh = Number(m[1]);
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'geothermal heat pumps',
      series: 'HPV',
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      description: `HP series residential packaged geothermal heat pump, vertical, unit size ${m[1] ?? ''}`,
      evidence: 'pattern',
      rule: 'Heat Controller HP series: HP · V · unit size 018–048 (the design guide\'s HPV sizes, "1½ to 5 tons") · revision · the rest as printed',
      source: SOURCE,
    });
  },
};

export const HEAT_CONTROLLER_HP_SERIES_RULES: readonly NomenclatureRule[] = [hpSeries];
