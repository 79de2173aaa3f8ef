// Bosch Greentherm T9800 / T9900 gas tankless water heaters: the trailing number is the input in
// kBtu/h (160 or 199), the same for natural gas and LP. Coverage in README-extra.md.
import type { EquipmentType } from '../../catalog/equipment-types';
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Bosch'] as const;

// Source: Greentherm T9800 SE 160/199 | SEC 199 manual title "160 000/199 000 Btu - Natural Gas |
// 160 000/199 000 Btu - Liquefied Petroleum (LP) Gas"; T9800 SE 160 submittal: "input of 160,000
// BTU/Hr with natural or propane fuel", "condensing tankless design". T9900 SE/i manual: same inputs.
const SOURCE_9800 = 'Bosch Greentherm T9800 SE 160/199, SEC 199 installation and operating instructions 6 720 816 815 (2018/08) — https://manualmachine.com/bosch/greenthermt9800sec199/19736021-installation-and-operating-instructions-manual/';
const SOURCE_9900 = 'Bosch Greentherm T9900 SE 160/199 installation and operating instructions 6 720 813 635 (2019/03) — https://www.manualslib.com/manual/1584090/Bosch-Greentherm-T9900-Se-160.html?page=23';

// "Greentherm T9800 SE 160" normalizes to "GREENTHERMT9800SE160"; SE indoor, SEC combi-ready,
// SEO / SECO outdoor (the manuals' model names; the outdoor manual prints "9800 SEO" without the T).
const PATTERN = /^(?:GREENTHERM)?T?(9800|9900)I?(SE|SEC|SEO|SECO)(160|199)(?:[-/]?[A-Z]{0,3})$/;

function decodeGreentherm(model: string, brand: string): NomenclatureDecode | null {
  const c = model.charCodeAt(0);
  if (c !== 71 /* G */ && c !== 84 /* T */ && c !== 57 /* 9 */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const [, digits = '', variant = '', input = ''] = m;
  // The manuals list the combi-ready SEC / SECO only as 199.
  if ((variant === 'SEC' || variant === 'SECO') && input !== '199') return null;
  const series = `T${digits}`;
  return {
    family: 'bosch',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'tankless water heaters',
    series: `Greentherm ${series}`,
    model,
    fields: { heating_input_kbtuh: Number(input), efficiency_tier: 'condensing' },
    evidence: 'src',
    rule: `Bosch Greentherm ${series} ${variant} gas condensing tankless water heater, input kBtu/h in the model name`,
    source: series === 'T9800' ? SOURCE_9800 : SOURCE_9900,
  };
}

// Bosch lines as the catalog's ENERGY STAR / NRCan rows file them (model → type); type only, the digits' meaning
// is not stated there. Geothermal (Florida Heat Pump-built) SM/BP/EP/CE/ES/GS/TW/WT + 3-digit size + -1 (SM036-1VT-C),
// GZ03612; IDS BOVA/BOVB/BRB outdoor heat pumps, BVA air handlers, BMA coils, BGH96 furnaces; BMS500 ductless;
// Greenstar / Buderus-built KBR, KWB, ZBR, ZWB and SSB boilers.
const LISTED_SOURCE =
  'ENERGY STAR / NRCan listings of Bosch equipment (geothermal heat pumps, central heat pumps, air handlers, coils, furnaces, mini-splits, boilers), shipped as shared/data/catalog/raw';
const LISTED: readonly { re: RegExp; type: EquipmentType; description: string }[] = [
  { re: /^(SM|BP|EP|CE|ES|GS|TW|WT)\d{3}-?1/, type: 'geothermal heat pumps', description: 'geothermal (water-source) heat pump' },
  { re: /^(GZ)\d{3}[A-Z]?\d{2}/, type: 'geothermal heat pumps', description: 'geothermal (water-source) heat pump' },
  { re: /^(BOVA|BOVB|BRB)-?\d{2}H/, type: 'heat pumps', description: 'inverter ducted heat pump outdoor unit' },
  { re: /^(BVA)-?\d{2}W/, type: 'air handlers', description: 'variable-speed air handler' },
  { re: /^(BMA)\d{4}[A-Z]/, type: 'evaporator coils', description: 'evaporator coil' },
  { re: /^(BGH9[2-8])[MUDH]\d{3}/, type: 'furnaces', description: 'gas furnace' },
  { re: /^(BMS500)-?AA[A-Z]\d{3}/, type: 'mini-splits', description: 'ductless mini-split' },
  { re: /^(KBR|KWB|ZBR|ZWB)\d{2}-?\d/, type: 'boilers', description: 'gas boiler' },
  { re: /^(SSB)-?\d{2,3}(?![0-9])/, type: 'boilers', description: 'condensing gas boiler' },
];

function decodeListed(model: string, brand: string): NomenclatureDecode | null {
  for (const line of LISTED) {
    const m = line.re.exec(model);
    if (m === null) continue;
    return {
      family: 'bosch',
      brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
      type: line.type,
      series: m[1] ?? '',
      model,
      fields: {},
      description: line.description,
      evidence: 'pattern',
      rule: `Bosch ${m[1] ?? ''} line as listed by ENERGY STAR / NRCan: type`,
      source: LISTED_SOURCE,
    };
  }
  return null;
}

export const BOSCH_RULES: readonly NomenclatureRule[] = [
  { id: 'bosch.greentherm', family: 'bosch', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodeGreentherm },
  { id: 'bosch.listed-lines', family: 'bosch', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: 'BCEGKSTWZ', decode: decodeListed },
];
