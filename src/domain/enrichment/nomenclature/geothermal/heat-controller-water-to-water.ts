// Heat Controller (Comfort-Aire / Century) water-to-water heat pumps: HNW (open loop) from the model nomenclature of
// its IOM, HWW from the title and performance-data headings of its design guide. Coverage in README-extra.md
// ("Heat Controller water-to-water"). Brand required: H + two letters + size is a short shape other makers print.
import type { NomenclatureRule } from '../types';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Heat Controller', 'Comfort-Aire', 'Century'] as const;

// HNW IOM "Model Nomenclature": 1-2 HN = Heat Controller open loop W-to-W · 3 W = water to water · 4-6 unit size 036 / 060 /
// 120 · 7 revision A (current) · 8 voltage 1 = 208-230/60/1 - 410A · 9 controls C = CXM · 10 cabinet insulation · 11 hot water
// generator 0 none / 1 with internal pump · 12 source coil · 13 water connection location F front · 14 load coil
// (HNW120A1C01NFC on the manual's cover). "HNW is for ground water installations only."
const HNW_SOURCE =
  'Century / Heat Controller "Installation, Operation & Maintenance Instructions, Geothermal Open Loop Water-to-Water (HNW) Series", model nomenclature (HNW120A1C01NFC): https://manuzoid.com/manuals/gYjO0-Century%20HNW120A1C01NFC-CY%20WSHP%20120K%20WATER-WATER%20GEO%20OPEN%20Installation,%20Operation%20&%20Maintenance%20Manual';
// HWW design guide: title "R410A Water-to-Water Series: HWW Water-Source Heat Pumps", performance data HWW036 and HWW060.
// Its nomenclature page was not in reach, so only the series, the size printed in those headings and R-410A are read.
const HWW_SOURCE =
  'Heat Controller "Engineering Design Guide, R410A Water-to-Water Series: HWW Water-Source Heat Pumps" (performance data HWW036, HWW060): https://vdocuments.us/engineering-design-guide-.html';

const HNW = /^HNW(036|060|120)(?:A(?:([0-9])([A-Z0-9]{0,6}))?)?$/;
const HWW = /^HWW(036|060)([A-Z0-9]{0,12})$/;

const waterToWater: NomenclatureRule = {
  id: 'heat-controller.water-to-water',
  family: 'heat_controller',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'H',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 72 || model.charCodeAt(2) !== 87 || !brandIn(BRANDS, brand)) return null; // H·W
    const open = HNW.exec(model);
    if (open !== null) {
      const [, size = '', voltage] = open;
      // The key prints voltage 1 only; another digit is not this nomenclature.
      if (voltage !== undefined && voltage !== '1') return null;
      return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
        type: 'geothermal heat pumps',
        series: 'HNW',
        // "1 = 208-230/60/1 - 410A": the refrigerant is printed with the voltage digit; reported as 230 V nominal.
        fields: voltage === '1' ? { refrigerant: 'R-410A', voltage_v: 230, phase: 1 } : {},
        description: `geothermal water-to-water heat pump, open loop (ground water), unit size ${size}`,
        evidence: 'src',
        rule: 'Heat Controller HNW open-loop water-to-water: HN · W · unit size 036 / 060 / 120 · revision A · voltage 1 (208-230/60/1, R-410A) · options',
        source: HNW_SOURCE,
      });
    }
    const closed = HWW.exec(model);
    if (closed === null) return null;
    return decodeOf('heat_controller', pickBrand(BRANDS, brand), model, {
      type: 'geothermal heat pumps',
      series: 'HWW',
      fields: { refrigerant: 'R-410A' },
      description: `water-to-water water-source heat pump, unit size ${closed[1] ?? ''}`,
      evidence: 'pattern',
      rule: 'Heat Controller HWW water-to-water (design guide title and performance-data sizes): series, size, R-410A',
      source: HWW_SOURCE,
    });
  },
};

export const HEAT_CONTROLLER_WATER_TO_WATER_RULES: readonly NomenclatureRule[] = [waterToWater];
