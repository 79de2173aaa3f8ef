// Ariston water heaters by the line names of Ariston's cloud (not in RULES.md): Velis (Evo, Lux), Lydos (Wi-Fi,
// Hybrid) and Nuos Split, as fustom/python-ariston-api lists them ("Ariston Velis Evo", "Ariston Velis Lux", "Ariston
// Lydos Hybrid", "Ariston Nuos Split"). Weaker source: type from that library's device table — ariston/const.py's
// WheType (Evo, LydosHybrid, Lydos, NuosSplit, Andris2, Evo2, Lux2, Lux) with their plant modes declared as
// WaterHeaterMode — no maker's key found in reach, so evidence `unconfirmed`, type only: a number after the name
// (generation or litres) is not read, nor electric or heat pump. Brand Ariston required. Andris, Pro1 Eco and Nuos Plus
// are ariston-lines.ts's (makers' documents). A name is a series name (seriesOnly, seriesName).
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const SOURCE =
  "type from fustom/python-ariston-api's device table ariston/const.py (WheType Evo, LydosHybrid, Lydos, NuosSplit, Andris2, Evo2, Lux2, Lux; VelisPlantMode, LydosPlantMode, NuosSplitOperativeMode are WaterHeaterMode) and its README's supported devices (Ariston Velis Evo, Velis Lux, Lydos Hybrid, Nuos Split); no maker's key found";

type Line = Omit<ProductLine, 'type' | 'family' | 'source' | 'fields' | 'read' | 'brands'>;

const LINES: readonly Line[] = [
  {
    id: 'ariston.velis-name',
    firstChars: 'AV',
    // "Velis Evo", "Velis Lux", "Velis Evo 2", "Velis Evo 80"
    re: /^(?:ARISTON)?(VELIS)(?:EVO|LUX)?\d{0,3}$/,
    series: 'Velis',
    description: 'water heater (Velis)',
  },
  {
    id: 'ariston.lydos-name',
    firstChars: 'AL',
    // "Lydos Hybrid", "Lydos Wi-Fi", "Lydos 100"
    re: /^(?:ARISTON)?(LYDOS)(?:HYBRID|WI-?FI)?\d{0,3}$/,
    series: 'Lydos',
    description: 'water heater (Lydos)',
  },
  {
    id: 'ariston.nuos-split-name',
    firstChars: 'AN',
    // "Nuos Split", "Nuos Split 110"
    re: /^(?:ARISTON)?(NUOSSPLIT)\d{0,3}$/,
    series: 'Nuos Split',
    description: 'water heater (Nuos Split)',
  },
];

function nameRule(line: Line): NomenclatureRule {
  const rule = productLineRule(
    { ...line, brands: ['Ariston'], family: 'water_heater_other', type: 'water heaters', source: SOURCE },
    'unconfirmed',
    `Ariston water-heater line names (not in RULES.md): ${line.id} — series name from a smart-home library's device table (type only)`,
  );
  return {
    ...rule,
    decode(model, brand) {
      const d = rule.decode(model, brand);
      return d === null ? null : Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
    },
  };
}

export const ARISTON_CLOUD_LISTED_RULES: readonly NomenclatureRule[] = LINES.map(nameRule);
