// Heat-pump water heaters listed by ENERGY STAR under brands without a decoder (issue 18, wh19): Vaughn Thermal's
// hybrid electric heat-pump tanks (S-50HPT, S-65HPT, S-80HPT, sold as Vaughn and Hubbell) and the Sanden SANCO2
// split CO2 heat pump GS3-45HPA with its tanks (GS3-45HPA + SAN-43SSAQA / SAN-83SSAQA / SAN-119GLBK / GAUS-160QTA).
// Source: ENERGY STAR Certified Water Heaters list (Type "Hybrid/Electric Heat Pump", Fuel "Electric"), shipped as
// shared/data/catalog/raw/ENERGY_STAR_Certified_Water_Heaters.csv. The printed numbers are not the listed storage
// volumes (S-65HPT 58 gal, S-80HPT 73 gal; SAN-119 107 gal), so no gallons are read: type and electric fuel only.
import type { NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const ES_SOURCE =
  'ENERGY STAR Certified Water Heaters list (Vaughn Thermal Corp. "Hybrid Electric Heat Pump DWH" S-50HPT / S-65HPT / S-80HPT; Sanden International (USA) GS3-45HPA + tank; type Hybrid/Electric Heat Pump), shipped as shared/data/catalog/raw: https://www.energystar.gov/productfinder/product/certified-water-heaters/results';

const VAUGHN_BRANDS = ['Vaughn Thermal', 'Hubbell'] as const;
// S-50HPT: S · nominal size 50 / 65 / 80 · HPT.
const VAUGHN_HPT = /^S-?(50|65|80)-?HPT$/;

export const vaughnHeatPumpWh19: NomenclatureRule = {
  id: 'vaughn.hpt-heat-pump-wh19',
  family: 'water_heater_other',
  brands: VAUGHN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 83 || !VAUGHN_HPT.test(model)) return null; // S…HPT
    return decodeOf('water_heater_other', pickBrand(VAUGHN_BRANDS, brand), model, {
      type: 'water heaters',
      series: 'HPT',
      fields: { fuel: 'electric' },
      description: 'hybrid electric heat pump water heater',
      evidence: 'src',
      rule: 'Vaughn Thermal S-··HPT hybrid heat-pump water heaters (ENERGY STAR rows S-50HPT, S-65HPT, S-80HPT)',
      source: ES_SOURCE,
    });
  },
};

const SANDEN_BRANDS = ['Sanden'] as const;
// GS3-45HPA heat-pump unit, alone or with its tank (" + SAN-83SSAQA").
const SANDEN = /^GS3-?45HPA(?:\+?(?:SAN-?\d{2,3}[A-Z]{2,6}|GAUS-?\d{3}[A-Z]{2,4}))?$/;

export const sandenHeatPumpWh19: NomenclatureRule = {
  id: 'sanden.sanco2-heat-pump-wh19',
  family: 'water_heater_other',
  brands: SANDEN_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 71) return null; // G
    const compact = model.replace(/\s+/g, '');
    if (!SANDEN.test(compact)) return null;
    return decodeOf('water_heater_other', pickBrand(SANDEN_BRANDS, brand), model, {
      type: 'water heaters',
      series: 'SANCO2 GS3',
      fields: { fuel: 'electric' },
      description: 'split CO2 heat pump water heater (SANCO2)',
      evidence: 'src',
      rule: 'Sanden SANCO2 GS3-45HPA heat-pump water heater, with or without its tank (ENERGY STAR rows)',
      source: ES_SOURCE,
    });
  },
};

export const HEAT_PUMP_WATER_HEATERS_RULES: readonly NomenclatureRule[] = [vaughnHeatPumpWh19, sandenHeatPumpWh19];
