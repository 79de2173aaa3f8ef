// GeoStar (WaterFurnace) Sycamore variable-speed geothermal heat pumps on the key of submittal SD2700AGA 02/21, "Model
// Nomenclature": 1-2 model 14 = Sycamore Variable Speed · 3 type 1 vertical / 2 horizontal · 4 vintage (factory use) ·
// 5-7 unit capacity 036, 048, 060 ("3 to 5 tons") · 8 discharge T top / B bottom / R rear (vertical), E end / S side
// (horizontal) · then controls, air configuration, blower, voltage, hot water, coax and filter options (the worked
// example 141*036T0J0L111C0). Read: type, vintage letter, variable speed, capacity, cabinet and discharge; the option
// positions after the discharge letter are kept as printed. Coverage in README-extra.md ("GeoStar Sycamore").
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['GeoStar', 'WaterFurnace'] as const;

const SOURCE =
  'GeoStar Sycamore Series submittal data SD2700AGA 02/21, "Variable Speed Geothermal Heat Pumps 3 to 5 Tons", model nomenclature (14 = Sycamore Variable Speed; type 1 vertical / 2 horizontal; vintage; unit capacity 036, 048, 060; discharge T / B / R / E / S): https://manuals.online/geostar/heat-pump/sycamore-series/user-manual/1axdy';

// 14 · type · vintage letter (the key's * = factory use, or left off) · capacity · (discharge letter · options as printed)?
const SYCAMORE = /^14([12])([A-Z*]?)(036|048|060)(?:([TBRES])([A-Z0-9]{0,12}))?$/;
const DISCHARGE: Readonly<Record<string, string>> = { T: 'top', B: 'bottom', R: 'rear', E: 'end', S: 'side' };

const sycamore: NomenclatureRule = {
  id: 'waterfurnace.geostar-sycamore',
  family: 'waterfurnace',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '1',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 49 /* 1 */ || model.charCodeAt(1) !== 52 /* 4 */ || !brandIn(BRANDS, brand)) return null;
    const m = SYCAMORE.exec(model);
    if (m === null) return null;
    const [, type = '', vintage = '', size = '', discharge] = m;
    const vertical = type === '1';
    // The key lists T / B / R for the vertical cabinet and E / S for the horizontal one.
    if (discharge !== undefined && vertical !== 'TBR'.includes(discharge)) return null;
    const kbtuh = Number(size);
    return decodeOf('waterfurnace', pickBrand(BRANDS, brand, 'GeoStar'), model, {
      type: 'geothermal heat pumps',
      series: `Sycamore 14${type}${vintage === '*' ? '' : vintage}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, efficiency_tier: 'variable speed' },
      description: `geothermal heat pump, variable speed, ${vertical ? 'vertical' : 'horizontal'}${discharge === undefined ? '' : `, ${DISCHARGE[discharge]!} discharge`}`,
      evidence: 'src',
      rule: 'GeoStar Sycamore (SD2700AGA key): 14 · type 1 / 2 · vintage · unit capacity 036 / 048 / 060 · discharge · options',
      source: SOURCE,
    });
  },
};

export const GEOSTAR_SYCAMORE_RULES: readonly NomenclatureRule[] = [sycamore];
