// Tank water heaters and boilers people have installed, second wave (issue 18, wh20): lines no other module reads,
// each from the maker's own listing or manual title. Brand required (short shapes). Type first; gallons or input only
// where the source states what the number is. Sources: one line per shape below.
import type { DecodedFields, EvidenceTag, NomenclatureFamily, NomenclatureRule } from './types';
import type { EquipmentType } from '../catalog/equipment-types';
import { decodeOf, pickBrand } from './more-kit';

interface Shape {
  /** Anchored, read on the model without spaces; group `gal` = nominal gallons where the source states it. */
  re: RegExp;
  family: NomenclatureFamily;
  brands: readonly string[];
  type: EquipmentType;
  series: string;
  description: string;
  fuel?: DecodedFields['fuel'];
  efficiency_tier?: string;
  /** Nominal gallons of group `gal` the source states; another number within `galRange` keeps the type, no gallons. */
  gallons?: readonly number[];
  galRange?: readonly [number, number];
  evidence: EvidenceTag;
  example: string;
  source: string;
}

const GE_HEAT_PUMP_SOURCE =
  'GE Appliances product images filed under water-heaters/heat-pump: PH40S10BPY and PH50S10BPY, "GE Electric … 40 / 50 Gallon Hybrid Heat Pump Water Heater" (https://www.geappliances.com/content/dam/geappliances/product-images/water-heaters/heat-pump/PH50S10BPY-large.png), beside the Rheem-pattern GE40T08DAT / GG40T12BXR tanks of the same listing';
const STATESMAN_SOURCE =
  'State Industries "STATESMAN Electric Models SSE-5 thru SSE-120 Commercial Water Heaters", part no. 09063322: http://somanuals.com/html/15/State-Industries-Water-Heater-SSE-5-User-Manual.html';
const AMERICAN_CE_SOURCE =
  'American Water Heater "Commercial Electric Water Heaters, Models STCE31-50/80/119 & ITCE31-50/80/119", instruction manual 198079-008: https://www.scribd.com/document/787675005/Water-Heater-American-Water-Heaters-Manual';
const VITODENS_A1_SOURCE =
  'Viessmann Vitodens 100-W A1HB / A1JB installation instructions (type codes A1HB heat-only, A1JB combi), as cited for the bare type codes in heating-installed.ts; the size after the code is not read';

const SHAPES: readonly Shape[] = [
  // PH · nominal gallons · S/T · warranty years · option letters (PH50S10BPY01): the heat-pump tanks of GE's listing. Only the
  // listed 40 and 50 are read as gallons; another size of the same print (PH65…) keeps the type without gallons.
  {
    re: /^PH(?<gal>\d\d)[ST](?:06|08|10|12)[A-Z]{0,4}\d{0,2}$/,
    family: 'water_heater_other',
    brands: ['GE Appliances'],
    type: 'water heaters',
    series: 'PH',
    description: 'hybrid electric heat pump water heater',
    fuel: 'electric',
    gallons: [40, 50],
    galRange: [30, 90],
    evidence: 'pattern',
    example: 'PH50S10BPY',
    source: GE_HEAT_PUMP_SOURCE,
  },
  // SSE-5 … SSE-120: Statesman commercial electric tanks; the number's meaning is not stated (DEN-52 holds 50 gal): type only.
  {
    re: /^SSE-?(?:[5-9]|[1-9]\d|1[0-2]0)(?:-[A-Z0-9]{1,6}){0,2}$/,
    family: 'aosmith',
    brands: ['State', 'A. O. Smith', 'Reliance', 'American'],
    type: 'water heaters',
    series: 'SSE',
    description: 'commercial electric tank water heater (Statesman)',
    fuel: 'electric',
    evidence: 'src',
    example: 'SSE-50',
    source: STATESMAN_SOURCE,
  },
  // STCE31 / ITCE31 - 50 / 80 / 119: commercial electric tanks; type only.
  {
    re: /^[SI]TCE31-?(?:50|80|119)(?:-[A-Z0-9]{1,6}){0,2}$/,
    family: 'aosmith',
    brands: ['American', 'A. O. Smith', 'State', 'Reliance', 'U.S. Craftmaster'],
    type: 'water heaters',
    series: 'STCE / ITCE',
    description: 'commercial electric tank water heater',
    fuel: 'electric',
    evidence: 'src',
    example: 'STCE31-80',
    source: AMERICAN_CE_SOURCE,
  },
  // Vitodens 100-W type code with the size written after it (A1HB-34, Vitodens 100-W A1JB 35): type only.
  {
    re: /^(?:VITODENS(?:-?100)?(?:-?W)?-?)?A1[HJ][AB]-?\d{2,3}$/,
    family: 'viessmann',
    brands: ['Viessmann'],
    type: 'boilers',
    series: 'Vitodens 100-W A1',
    description: 'wall-mounted gas condensing boiler (Vitodens 100-W)',
    efficiency_tier: 'condensing',
    evidence: 'pattern',
    example: 'A1HB-34',
    source: VITODENS_A1_SOURCE,
  },
];

function shapeRule(id: string, shapes: readonly Shape[], firstChars: string): NomenclatureRule {
  const brands = [...new Set(shapes.flatMap((s) => s.brands))];
  return {
    id,
    family: shapes[0]?.family ?? 'water_heater_other',
    brands,
    unambiguousWithoutBrand: false,
    firstChars,
    decode(model, brand) {
      if (brand === '') return null;
      if (!firstChars.includes(model.charAt(0))) return null;
      const compact = model.includes(' ') ? model.replaceAll(' ', '') : model;
      for (const shape of shapes) {
        const m = shape.re.exec(compact);
        if (m === null) continue;
        // Each shape only with its own brands: a badge of another maker's group reads nothing here.
        const lead = pickBrand(shape.brands, brand, '');
        if (lead === '') continue;
        const fields: DecodedFields = {};
        const galText = m.groups?.gal;
        if (shape.gallons !== undefined && galText !== undefined) {
          const gal = Number(galText);
          if (shape.gallons.includes(gal)) fields.tank_capacity_gallons = gal;
          else if (shape.galRange === undefined || gal < shape.galRange[0] || gal > shape.galRange[1]) return null;
        }
        if (shape.fuel !== undefined) fields.fuel = shape.fuel;
        if (shape.efficiency_tier !== undefined) fields.efficiency_tier = shape.efficiency_tier;
        return decodeOf(shape.family, lead, model, {
          type: shape.type,
          series: shape.series,
          fields,
          description: shape.description,
          evidence: shape.evidence,
          rule: `${shape.series} (${shape.example}): ${shape.description}`,
          source: shape.source,
        });
      }
      return null;
    },
  };
}

export const HEATING_WH20_RULES: readonly NomenclatureRule[] = [
  shapeRule('ge.heat-pump-tank-wh20', SHAPES.slice(0, 1), 'P'),
  shapeRule('aosmith.commercial-electric-wh20', SHAPES.slice(1, 3), 'SI'),
  shapeRule('viessmann.vitodens-a1-sized-wh20', SHAPES.slice(3, 4), 'VA'),
];
