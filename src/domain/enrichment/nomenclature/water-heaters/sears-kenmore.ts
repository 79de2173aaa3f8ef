// Sears / Kenmore tank water heaters: the "153." Sears source number. Every Sears owner's manual and
// parts page found for a 153.31xxxx, 153.32xxxx or 153.33xxxx model is a Kenmore / Sears residential or
// commercial tank water heater (Power Miser 9 electric 153.316140, 153.316240, 153.327240HT with its
// letter suffix; Power Miser 6 electric 153.326362–153.326863, Power Miser 12 gas
// 153.331761, Energy Efficient gas 153.334290–153.334590, commercial gas 153.338073 / 153.338003,
// gas water heater 153.331444). The six digits are a catalogue number, not a field key: the rule
// gives the type only — gallons, fuel and input stay absent (the manuals list them per model).
// The later Sears Brands Management numbers 153.55xxxx / 153.58xxxx (the Kenmore owner's manual of 153.586511; Sears
// PartsDirect, Sears's own parts service, titles 153.559500 a gas and 153.586320 an electric water heater) are read the
// same way with evidence `pattern`: three models of the two prefixes, all water heaters, and no Sears 153 number found for
// anything else (issue 18, owners'-threads gap scan).
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

export const SEARS_153_5_SOURCE = [
  'Kenmore water heater owner\'s manual 153.586511 (Sears Brands Management Corporation, P/N 100288150): https://manualmachine.com/kenmore/153586511/6424798-owners-manual',
  'Sears PartsDirect, Kenmore 153.586320 electric water heater: https://www.searspartsdirect.com/model/156017p6sb-000582/kenmore-153586320-electric-water-heater-parts',
  'Sears PartsDirect, Kenmore 153.559500 gas water heater: https://www.searspartsdirect.com/model/38legabhws-000582/kenmore-153559500-gas-water-heater-parts',
].join('; ');

// "153.336362", "153336362", "153.327240HT": source 153, then the six-digit catalogue number starting 31, 32 or 33
// (or 55 / 58, the later numbers), then at most two suffix letters (the HT of 153.327240HT; not read).
const PATTERN = /^153\.?(3[123]\d{4}|5[58]\d{4})(?:[A-Z]{1,2})?$/;

function decodeSears153(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 49 /* 1 */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const later = m[1]!.charCodeAt(0) === 53; /* 5: 153.55 / 153.58 */
  return {
    family: 'sears',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'water heaters',
    series: '153',
    model,
    description: later ? 'water heater (Sears source 153)' : 'tank water heater (Sears source 153)',
    fields: {},
    evidence: later ? 'pattern' : 'src',
    rule: later ? 'Sears / Kenmore 153.55xxxx / 153.58xxxx water heaters' : 'Sears / Kenmore 153.3xxxxx tank water heaters',
    source: later ? SEARS_153_5_SOURCE : SEARS_153_SOURCE,
  };
}

export const SEARS_RULES: readonly NomenclatureRule[] = [
  // A bare nine-digit number is no brand's key: decoded only with Kenmore / Sears given.
  { id: 'sears.water-heater-153', family: 'sears', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: '1', decode: decodeSears153 },
];
