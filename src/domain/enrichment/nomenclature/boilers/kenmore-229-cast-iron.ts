// Sears / Kenmore cast-iron boilers: the "229." Sears source number with a catalogue number starting 96, and the
// KWX-3V … KWX-9V hot water boilers. Every Sears owner's manual found for them is a "Kenmore Cast Iron Boilers"
// manual with a repair-parts list: gas-fired hot water boilers 229.960191 and 229.960021 (form 608-500-1/01), the
// electronic-ignition induced-draft hot water boiler 229.965570, the steam boilers 229.960230 … 229.960290 (electronic
// intermittent ignition) and 229.960330 … 229.960390 (continuous pilot), and the continuous-pilot hot water boilers
// KWX-3V … KWX-9V. The numbers are catalogue numbers, not a field key (the manuals' rating tables list the sizes per
// model): type only, and only with Kenmore / Sears given. Coverage in README-extra.md.
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Kenmore', 'Sears'] as const;

const SOURCE = [
  'Kenmore gas-fired cast iron hot water boiler owner\'s manual 229.960191 (form 608-500-1/01): https://manualmachine.com/kenmore/229960191/6424573-owners-manual',
  'Kenmore electronic ignition gas-fired hot water induced draft boiler 229.965570: https://manualmachine.com/kenmore/229965570/6424547-owners-manual',
  'Kenmore 229.960021 boiler manual: http://manualshive.com/en/manual/kenmore/229-960021/182779',
  'Kenmore gas-fired cast iron steam boiler owner\'s manual 229.960230–229.960390: https://usermanual.wiki/Kenmore/229960230.1760434087/help',
  'Kenmore continuous pilot gas-fired cast iron hot water boiler KWX-3V … KWX-9V owner\'s manual: https://manualmachine.com/kenmore/kwx4v/865903-user-manual',
].join('; ');

// "229.960191", "229960191", "229.965570": source 229, catalogue number 96 · four digits.
const SEARS_229 = /^229\.?(96[05]\d{3})$/;
// KWX-3V … KWX-9V: sections 3 … 9 (not read: no field), V as printed.
const KWX = /^KWX-?[3-9]V$/;

function decodeKenmoreBoiler(model: string, brand: string): NomenclatureDecode | null {
  const c0 = model.charCodeAt(0);
  if (c0 !== 50 /* 2 */ && c0 !== 75 /* K */) return null;
  const sears = SEARS_229.test(model);
  if (!sears && !KWX.test(model)) return null;
  return {
    family: 'sears',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'boilers',
    series: sears ? '229' : 'KWX',
    model,
    description: 'gas-fired cast-iron boiler (Kenmore)',
    fields: {},
    evidence: 'src',
    rule: 'Sears / Kenmore 229.96xxxx and KWX cast-iron boilers',
    source: SOURCE,
  };
}

export const KENMORE_229_BOILER_RULES: readonly NomenclatureRule[] = [
  // A bare nine-digit number is no brand's key: decoded only with Kenmore / Sears given.
  { id: 'sears.boiler-229', family: 'sears', brands: BRANDS, unambiguousWithoutBrand: false, firstChars: '2K', decode: decodeKenmoreBoiler },
];
