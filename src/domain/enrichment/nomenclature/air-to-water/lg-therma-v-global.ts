// LG Therma V air-to-water heat pumps by LG's global (factory) model name (issue 18, dless20): air-to-water/europe-lines.ts
// reads the European buyer name (HM091M.U43, HU121MA.U33, HN1616.NK3); owners also copy the global name from the
// plate (ZHBW096A1, AHUW126A4, ZHNW09606A1). Type heat pumps, as the European-name rule; the refrigerant the first
// two letters state (AH: "Air-to-Water Heat Pump for R410A", ZH: "… for R32"); capacity and power supply for outdoor
// units and monoblocs; none for the indoor (hydro) units, whose two digits are a capacity or a tank volume.
import { decoded, reportedBrand } from '../common';
import type { DecodedFields, NomenclatureRule } from '../types';

const SOURCE = [
  'LG Therma V monobloc product data book 5BPM0-01J, 2.1 Global model name "AH BW 16 6 A 0": AH air-to-water heat pump for R410A · N indoor / U outdoor / B monobloc · W DC inverter heat pump / H heat pump · heating capacity kW · 6 = 220-240 V 1Ø / 8 = 380-415 V 3Ø · function A / H / T · serial number: https://www.scribd.com/document/513986678/HM091M-U42-PDB-1',
  'LG Therma V split type R32 product data book 5BPU0-03E (MFL66101114), nomenclature "ZH N W 09 6 06 A 1": air-to-water heat pump for R32 · N indoor unit of split type · W inverter heat pump · capacity (hydro box) or water volume (IWT) · 6 = 1Ø 220-240 V · heater kW · A general / I integrated water tank · serial; outdoor ZHUW056A0, ZHUW076A0, ZHUW096A0: https://scribd.com/document/705145539/KR-ThermaV-Split-R32-50Hz-HP-EU-MFL66101114-5BPU0-03E-June-2022',
  'LG Therma V split type R410A product data book 5BPU0-01C (AHNW16606A3, AHUW126A4 … AHUW168A4): https://scribd.com/document/614548289/PDB-R1-Therma-V',
].join('; ');

// AH / ZH · N / U / B · W / H · two digits · power 6 / 8 · heater kW (indoor units only) · function letter · serial digit.
const GLOBAL = /^([AZ])H([NUB])([WH])(\d\d)([68])(\d\d)?([AHTI])(\d)$/;

const UNIT: Readonly<Record<string, string>> = {
  N: 'LG Therma V split indoor (hydro) unit',
  U: 'LG Therma V split outdoor unit (air-to-water)',
  B: 'LG Therma V monobloc air-to-water heat pump',
};

const thermaVGlobal: NomenclatureRule = {
  id: 'lg.therma-v-global-name-dless20',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'AZ',
  decode(model, brand) {
    const m = GLOBAL.exec(model);
    if (m === null) return null;
    const [, gas = '', unit = '', , code = '', power = '', heater, fn = ''] = m;
    const indoor = unit === 'N';
    // A heater field only on indoor units; the integrated-tank function only on indoor units.
    if (indoor !== (heater !== undefined) || (fn === 'I' && !indoor)) return null;
    const kw = Number(code);
    if (!indoor && (kw < 3 || kw > 16)) return null;
    const three = power === '8';
    const fields: DecodedFields = { refrigerant: gas === 'Z' ? 'R-32' : 'R-410A' };
    if (!indoor) Object.assign(fields, { heating_capacity_kw: kw, voltage_v: three ? 400 : 230, phase: three ? 3 : 1 });
    return decoded({
      family: 'lg',
      brand: reportedBrand(brand, 'LG'),
      type: 'heat pumps',
      series: `Therma V ${gas}H${unit}${m[3] ?? ''}`,
      model,
      description: UNIT[unit] ?? 'LG Therma V unit',
      fields,
      evidence: 'src',
      rule: 'LG Therma V global model name (dless20): AH/ZH refrigerant · N/U/B unit · W/H · capacity kW · power 6/8 · (heater) · function · serial',
      source: SOURCE,
    });
  },
};

export const LG_THERMA_V_GLOBAL_RULES: readonly NomenclatureRule[] = [thermaVGlobal];
