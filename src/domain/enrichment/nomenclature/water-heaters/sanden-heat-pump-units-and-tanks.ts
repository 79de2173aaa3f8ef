// Sanden CO2 heat-pump water heaters beyond the ENERGY STAR pair of water-heaters/heat-pump-tanks.ts (GS3-45HPA
// alone or + tank; issue 18, gap scan of smart-home integrations' device lists): the North-American SANCO2 heat-pump
// units GS3-45HPA-US and GS4-45HPC with their storage tanks SAN-43SSAQA / SAN-83SSAQA / SAN-119GLBK (owner's and
// installation manuals), and the Australian / New Zealand Eco Plus line: heat-pump unit GAU-A45HPA, tank units
// GAU-315EQTA / GAU-315EQTE, and the GAUS- numbers GAUS-315EQTA / -EQTD / -EQTE (installation manual "Covering model
// numbers GAUS-315EQTD GAUS-315EQTE, Heat Pump Unit GAU-A45HPA, Tank Unit GAU-315EQTE"; service technical book
// GAUS-315EQTA; ENERGY STAR pairs GS3-45HPA + GAUS-315EQTD / GAUS-160QTA, where the GAUS number names the tank),
// GAU-250EQTB. Type (water heaters, electric) always; the heat-pump
// units' 45 is read as 4.5 kW, the capacity both manuals give their 45 units ("target heat capability 4.5kW", GS3
// "Heat Pump Capacity (KW) 4.5"). The trailing letter of a heat-pump unit is its revision (GS3-45HPA, GS4-45HPC,
// GAU-A45HPA), so any letter there is read. Tank numbers (315, 250, 160; 43 / 83 / 119) are storage classes whose
// litres / gallons no manual here ties to the field: not read. Brand required (Sanden). Coverage in README-extra.md.
import type { DecodedFields, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Sanden'] as const;

const SOURCE =
  'Sanden SANCO2 Heat Pump Water Heater owner\'s manual ("Heat Pump Unit: GS4-45HPC; Tanks: SAN-43SSAQA SAN-83SSAQA SAN-119GLBK"; installation manual "Covering model numbers for residence Heat Pump Unit GS3-45HPA-US"): https://vdocuments.net/page-title-owners-manual.html · Sanden Heat Pump installation manual ("Covering model numbers GAUS-315EQTD GAUS-315EQTE, Heat Pump Unit GAU-A45HPA, Tank Unit GAU-315EQTE"): https://www.manualshelf.com/manual/sanden/gau-a45hpa/installation-manual-english.html · Sanden Heat Pump Service Technical Book GAUS-315EQTA (Heat Pump Unit GAU-A45HPA, Tank Unit GAU-315EQTA, "target heat capability 4.5kW"): https://www.manualshelf.com/manual/sanden/gau-a45hpa/product-specifications-english.html · Sanden GAU-250EQTB (Sanden Eco Plus dealer FAQ): https://pure-electric.com.au/faq/sanden-eco-heat-pump-hot-water';

// Heat-pump units: GS3-45HPA(-US), GS4-45HPC, GAU-A45HPA · revision letter.
const UNIT = /^(?:GS([34])-?45HP|GAU-?A45HP)[A-Z](?:-?US)?$/;
// Tank units (GAU-) and the GAUS- system / tank numbers: storage class 160 / 250 / 315 · (E)QT · revision letter.
const AU_TANK = /^GAU(S)?-?(160|250|315)E?QT[A-Z]$/;
// North-American SANCO2 storage tanks.
const NA_TANK = /^SAN-?(43|83|119)(?:SSAQA|GLBK)$/;

export const sandenHeatPumpUnitsAndTanks: NomenclatureRule = {
  id: 'sanden.heat-pump-units-and-tanks',
  family: 'water_heater_other',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'GS',
  decode(model, brand) {
    if (brand === '') return null;
    let series: string;
    let description: string;
    const fields: DecodedFields = { fuel: 'electric', efficiency_tier: 'heat pump' };
    const u = UNIT.exec(model);
    if (u !== null) {
      series = u[1] !== undefined ? `SANCO2 GS${u[1]}` : 'Eco Plus GAU-A45HP';
      description = 'CO2 heat pump unit of a split heat pump water heater';
      fields.heating_capacity_kw = 4.5;
    } else {
      const t = AU_TANK.exec(model);
      if (t !== null) {
        series = t[1] !== undefined ? 'Eco Plus GAUS' : 'Eco Plus GAU';
        description = t[1] !== undefined ? 'CO2 heat pump water heater (GAUS system / tank number)' : 'storage tank unit of a CO2 heat pump water heater';
      } else if (NA_TANK.test(model)) {
        series = 'SANCO2 SAN';
        description = 'storage tank of a SANCO2 CO2 heat pump water heater';
      } else {
        return null;
      }
    }
    return decodeOf('water_heater_other', pickBrand(BRANDS, brand), model, {
      type: 'water heaters',
      series,
      fields,
      description,
      evidence: fields.heating_capacity_kw !== undefined ? 'pattern' : 'src',
      rule: 'Sanden SANCO2 GS3 / GS4 heat-pump units and SAN tanks, Eco Plus GAU-A45HP unit, GAU tanks and GAUS systems: type (electric heat pump), 4.5 kW for the 45 units',
      source: SOURCE,
    });
  },
};

export const SANDEN_HEAT_PUMP_UNITS_TANKS_RULES: readonly NomenclatureRule[] = [sandenHeatPumpUnitsAndTanks];
