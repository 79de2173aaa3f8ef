// Sears / Kenmore tank water heaters: the "153." Sears source number. Every Sears owner's manual and
// parts page found for a 153.31xxxx, 153.32xxxx or 153.33xxxx model is a Kenmore / Sears residential or
// commercial tank water heater (Power Miser 9 electric 153.316140, 153.316240, 153.327240HT with its
// letter suffix; Power Miser 6 electric 153.326362–153.326863, Power Miser 12 gas
// 153.331761, Energy Efficient gas 153.334290–153.334590, commercial gas 153.338073 / 153.338003,
// gas water heater 153.331444). The six digits are a catalogue number, not a field key: the rule
// gives the type only — gallons, fuel and input stay absent (the manuals list them per model).
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Kenmore', 'Sears'] as const;

export const SEARS_153_SOURCE = [
  'Sears Power Miser 6 electric water heater owner\'s manual (153.326362–153.326863): https://manualsfile.com/product/k2vk4zzr3ls.html',
  'Sears Power Miser 12 gas water heater owner\'s manual (153.331761, 74 gal): https://usermanual.wiki/Kenmore/153-331761.3203540896/help',
  'Sears commercial gas water heater owner\'s manual (153.338073, 153.338003): https://somanuals.com/html/10/Kenmore-Water-Heater-153338003-User-Manual.html',
  'Sears energy-efficient gas water heater owner\'s manual (153.334290–153.334590): https://manualmachine.com/kenmore/15333459/1602743-user-manual',
  'Sears Power Miser 9 electric water heater owner\'s manual (153.316140 30 gal, 153.316240 40 gal, 153.327240HT 40 gal): http://es.all-manuals.su/jexoloty/99977-15331206.html',
  'Sears PartsDirect, Kenmore 153.331444 gas water heater: https://www.searspartsdirect.com/model/5eh9hr0aev-000582/kenmore-153331444-gas-water-heater-parts',
].join('; ');

// "153.336362", "153336362", "153.327240HT": source 153, then the six-digit catalogue number starting 31, 32 or 33,
// then at most two suffix letters (the HT of 153.327240HT; not read).
const PATTERN = /^153\.?(3[123]\d{4})(?:[A-Z]{1,2})?$/;

function decodeSears153(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 49 /* 1 */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  return {
    family: 'sears',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'water heaters',
    series: '153',
    model,
    description: 'tank water heater (Sears source 153)',
    fields: {},
    evidence: 'src',
    rule: 'Sears / Kenmore 153.3xxxxx tank water heaters',
    source: SEARS_153_SOURCE,
  };
}

export const SEARS_RULES: readonly NomenclatureRule[] = [
  // A bare nine-digit number is no brand's key: decoded only with Kenmore / Sears given.
  { id: 'sears.water-heater-153', family: 'sears', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: '1', decode: decodeSears153 },
];
