// Carrier FY5B fan coils (issue 18, parts-list gap scan). Carrier's fan-coil accessory electric heater application chart
// ("Fan coils — accessory electric heaters", heater models KFCEH0401N03 … KFCEH3401F24 against the fan coil models FB4C,
// FE4A, FE5A, FH4C, FV4C, FX4D, FY5B, PF4MA, PF4MB) names FY5B among the fan coils; the chart's size ranges do not line
// up with its columns in the copy read, so FY5B is typed only (the other series of the chart are read by §2.5 and
// carrier/g-ductless-and-bryant-rooftops.ts). Brand required (Carrier group).
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Carrier', 'Bryant', 'Payne'] as const;
const SOURCE =
  'Carrier fan coils accessory electric heaters application chart (KFCEH heater models against fan coil models FB4C FE4A FE5A FH4C FV4C FX4D FY5B PF4MA PF4MB): https://cdn.shopify.com/s/files/1/0420/0605/3032/files/MANEJADORA_PERFORMANCE_DIAGRAMA.pdf';
// FY5B · 2 letters (as the FB4CNF024 / FV4CNF005 family prints them) · 3-digit size · suffix.
const FY5B = /^FY5B[A-Z]{2}\d{3}[A-Z0-9]{0,4}$/;

const fy5b: NomenclatureRule = {
  id: 'carrier.fy5b-fan-coil',
  family: 'carrier',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'F',
  decode(model, brand) {
    if (model.charCodeAt(1) !== 89 /* Y */ || !brandIn(BRANDS, brand)) return null;
    if (!FY5B.test(model)) return null;
    return decodeOf('carrier', pickBrand(BRANDS, brand), model, {
      type: 'air handlers',
      series: 'FY5B',
      fields: {},
      description: 'fan coil',
      evidence: 'src',
      rule: 'Carrier FY5B fan coils of the accessory electric heater chart, type only',
      source: SOURCE,
    });
  },
};

export const CARRIER_FY5B_RULES: readonly NomenclatureRule[] = [fy5b];
