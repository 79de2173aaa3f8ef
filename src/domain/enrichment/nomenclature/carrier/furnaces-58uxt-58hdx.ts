// Carrier 58UXT and 58HDX gas furnaces written with their size (issue 18, legacy lines): "58UXT100-16", "58HDX060-14".
// The series alone already decode (series table); with the size they matched no rule: the §2.4 rule reads the rounded
// input codes only, and carrier/furnaces-true-input.ts keeps to the series whose documents print true-input sizes.
// - 58UXT "Upflow/horizontal, 2-speed, 2-stage induced-combustion gas furnace" (installation instructions): its
//   dimension table prints the unit sizes "060-12, 080-16, 100-16, 100-20, 120-20", the true-input · airflow-class
//   sizes of the 59SC2 / 58MTB data read by carrier.furnace-58-true-input. Read the same way: input kBtu/h and
//   cooling airflow class (hundreds of CFM), only for those five listed sizes.
// - 58HDX "4-way multipoise fixed speed condensing gas furnace" (service guide; "58HDX Comfort 95" in the product-line
//   names): no size list found, so type and tier only.
// Brand required (Carrier / Bryant / Payne).
import { decodeOf } from '../kit/rule-kit';
import { brandIn } from '../kit/brand-guard';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;

const UXT_SOURCE =
  'Carrier 58UXT installation, start-up and operating instructions "Upflow/horizontal, 2-speed, 2-stage induced-combustion gas furnace", dimensions table unit sizes 060-12, 080-16, 100-16, 100-20, 120-20: http://www.manualslib.com/manual/858807/Carrier-58uxt.html?page=2';
const HDX_SOURCE =
  'Carrier 58HDX "4-way multipoise fixed speed condensing gas furnace" service guide: https://fr.safe-manuals.com/user-manual/carrier/58hdx';

const SIZED = /^58(UXT|HDX)(040|060|080|100|120|140)(?:-*\d?-*)(08|10|12|14|16|20|22)([A-Z0-9]{0,3})$/;
const UXT_SIZES = new Set(['060-12', '080-16', '100-16', '100-20', '120-20']);

export const carrierFurnace58UxtHdx: NomenclatureRule = {
  id: 'carrier.furnace-58uxt-58hdx-sized',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 53 /* 5 */) return null;
    const m = SIZED.exec(model);
    if (m === null || !brandIn(BRANDS, brand)) return null;
    const series = m[1] ?? '';
    const input = m[2] ?? '';
    const airflow = m[3] ?? '';
    if (series === 'UXT') {
      if (!UXT_SIZES.has(`${input}-${airflow}`)) return null;
      return decodeOf('carrier', brand, model, {
        type: 'furnaces',
        series: '58UXT',
        fields: { heating_input_kbtuh: Number(input), cooling_airflow_cfm: Number(airflow) * 100, efficiency_tier: 'two-stage' },
        description: 'upflow/horizontal two-stage induced-combustion gas furnace',
        evidence: 'pattern',
        rule: 'Carrier 58UXT furnaces: input · airflow class of the listed unit sizes',
        source: UXT_SOURCE,
      });
    }
    return decodeOf('carrier', brand, model, {
      type: 'furnaces',
      series: '58HDX',
      fields: { efficiency_tier: 'condensing' },
      description: '4-way multipoise fixed-speed condensing gas furnace',
      evidence: 'src',
      rule: 'Carrier 58HDX condensing furnaces written with a size: type only',
      source: HDX_SOURCE,
    });
  },
};

export const CARRIER_58UXT_58HDX_RULES: readonly NomenclatureRule[] = [carrierFurnace58UxtHdx];
