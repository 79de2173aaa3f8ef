// Carrier 58-series furnaces whose size field prints the true input (issue 18, id18z): the two-stage and condensing
// lines of the 1995–2010 product data give "Input Rates: 60,000 thru 120,000 Btuh" and "Sizes 060-120" (58MTB
// Performance 93; 58MTA; 58TUA WeatherMaker 8000TS), where the single-stage lines use the §0.5 rounded codes
// 045/070/090/110/135/155 that carrier.furnace-58-59 reads. The size is named input · airflow class as on the 59SC2
// data ("060--12 through 120--20"), so a model is 58 + one of those series + 040…120 (true kBtu/h input) + dashes
// or a series digit + the cooling airflow class in hundreds of CFM (08/12/14/16/20), as owners also copy it without
// the dashes. README-extra.md, "Carrier furnaces with the true input".
import { S as CARRIER_S } from './carrier';
import { decodeOf } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const SOURCE = `Carrier 58MTB Performance 93 product data ("Input Rates: 60,000 thru 120,000 Btuh", 6 heat/airflow combinations): http://manualzilla.com/doc/7388193/carrier-58mtb-product-data · 58MTB installation instructions ("Sizes 060-120, Series 100"): https://carrier.manymanuals.com/water-heaters-boilers/58mtb/operations-instructions-28681 · 58MTA "two-stage direct-vent deluxe condensing gas furnace, input capacities 60,000 thru 120,000 Btuh" and 58TUA WeatherMaker 8000TS titles (series-entries-carrier-icp.ts) · Infinity 96 58MVB product data ("Input Rates: 40,000 thru 120,000 Btuh"): http://manualzilla.com/doc/7382085/carrier-infinity-96-product-data · ${CARRIER_S.CARRIER_59SC2}`;
const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;
// The airflow class is the last field: 08 / 12 / 14 / 16 / 20 (hundreds of CFM), as in carrier.furnace-58-59.
// Only the series whose documents print true-input sizes: 58TUA (8000TS), 58MTA / 58MTB (two-stage condensing,
// 60,000–120,000), 58MVB (Infinity 96, 40,000–120,000); the other 58 series keep the rounded codes.
const TRUE_INPUT_58 = /^(58)(TUA|MTA|MTB|MVB)(040|060|080|100|120)(?:-*\d?-*)(08|12|14|16|20)([A-Z0-9]{0,3})$/;

const carrierTrueInput: NomenclatureRule = {
  id: 'carrier.furnace-58-true-input',
  family: 'carrier',
  brands: [...BRANDS],
  unambiguousWithoutBrand: false,
  firstChars: '5',
  decode(model, brand) {
    if (brand === '') return null;
    const m = TRUE_INPUT_58.exec(model);
    if (!m) return null;
    const condensing = m[2] !== 'TUA';
    return decodeOf('carrier', brand, model, {
      type: 'furnaces',
      series: `${m[1] ?? ''}${m[2] ?? ''}`,
      fields: { heating_input_kbtuh: Number(m[3]), cooling_airflow_cfm: Number(m[4]) * 100, efficiency_tier: condensing ? '90 %+ condensing' : undefined },
      description: condensing ? 'condensing gas furnace' : 'gas furnace',
      evidence: 'pattern',
      rule: 'Carrier 58 two-stage / condensing furnaces with the true input: series · input 040–120 · airflow class',
      source: SOURCE,
    });
  },
};

export const CARRIER_TRUE_INPUT_RULES: readonly NomenclatureRule[] = [carrierTrueInput];
