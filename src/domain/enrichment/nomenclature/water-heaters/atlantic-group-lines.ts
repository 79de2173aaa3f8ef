// Groupe Atlantic water heaters by the line names its Cozytouch cloud reports for them (not in RULES.md): Atlantic
// Explorer, Calypso and Linéo, Thermor Aéromax, Aquéo and Malicio, Sauter Phazy ("Aeromax SPLIT 3", "Aeromax 6",
// "Calypso 200L", "Explorer V5 (270L)", "Thermor Malicio 3 120L", "LINEO CONNECTE MP 100L 2250W", "AQUEO ACI HYB VS
// 300L 3000M", "Sauter Phazy"). Weaker source: type from gduteil/cozytouch's device table
// (custom_components/cozytouch/model.py), which maps the Cozytouch API's model ids to these names with the device type
// `water_heater`; no maker's key found in reach here, so evidence `unconfirmed` and type only — the litres, watts and
// generation digits in the names are not read, nor whether a line is electric or heat-pump (the table does not say).
// Brand required: the brand the table prints with the name (Explorer and Linéo Atlantic, Malicio Thermor, Phazy
// Sauter); names the table prints without a brand (Aéromax, Calypso, Aquéo) take any of the group's three brands,
// whose products all report through the same Cozytouch cloud. The name is a series name (seriesOnly, seriesName).
// Coverage in README-extra.md ("European heating lines of the smart-home gap scan").
import type { NomenclatureRule } from '../types';
import { productLineRule, type ProductLine } from '../kit/line-table';

const GROUP = ['Atlantic', 'Thermor', 'Sauter'] as const;
const SOURCE =
  "type from gduteil/cozytouch's device table custom_components/cozytouch/model.py (Cozytouch model ids → name, CozytouchDeviceType.WATER_HEATER: Sauter Phazy, AQUEO ACI HYB VS 300L 3000M / VM 150L 2200M, Calypso Split, Aeromax SPLIT 3, Atlantic Explorer V5 (200L / 240L / 270L), Aeromax 6, Calypso 200L, Thermor Malicio 3 120L, LINEO CONNECTE MP 100L 2250W); no maker's key found";

type Line = Omit<ProductLine, 'type' | 'family' | 'source' | 'fields' | 'read'>;

const LINES: readonly Line[] = [
  {
    id: 'thermor.aeromax-name',
    brands: GROUP,
    firstChars: 'AT',
    // "Aeromax 6", "Aeromax SPLIT 3", "Aéromax 5 200L"
    re: /^(?:THERMOR)?(A[EÉ]ROMAX)(?:SPLIT|-|\d{1,3}L?)*$/,
    series: 'Aéromax',
    description: 'water heater (Aéromax)',
  },
  {
    id: 'atlantic.calypso-name',
    brands: GROUP,
    firstChars: 'AC',
    // "Calypso 200L", "Calypso Split"
    re: /^(?:ATLANTIC)?(CALYPSO)(?:SPLIT|-|\d{1,3}L?)*$/,
    series: 'Calypso',
    description: 'water heater (Calypso)',
  },
  {
    id: 'atlantic.explorer-name',
    brands: ['Atlantic'],
    firstChars: 'AE',
    // "Explorer V5 (200L)", "Explorer V5 200L", "Explorer"
    re: /^(?:ATLANTIC)?(EXPLORER)(?:V\d|-|\(?\d{3}L?\)?)*$/,
    series: 'Explorer',
    description: 'water heater (Explorer)',
  },
  {
    id: 'atlantic.lineo-name',
    brands: ['Atlantic'],
    firstChars: 'AL',
    // "LINEO CONNECTE MP 100L 2250W", "Linéo Connecté 80L"
    re: /^(?:ATLANTIC)?(LIN[EÉ]O)(?:CONNECT[EÉ]?|MP|-|\d{2,4}[LW]?)*$/,
    series: 'Linéo',
    description: 'water heater (Linéo)',
  },
  {
    id: 'thermor.aqueo-name',
    brands: GROUP,
    firstChars: 'AT',
    // "AQUEO ACI HYB VS 300L 3000M", "AQUEO ACI HYB VM 150L 2200M"
    re: /^(?:THERMOR)?(AQU[EÉ]O)(?:ACI|HYB|V[MSH]|-|\d{2,4}[LMW]?)*$/,
    series: 'Aquéo',
    description: 'water heater (Aquéo)',
  },
  {
    id: 'thermor.malicio-name',
    brands: ['Thermor'],
    firstChars: 'MT',
    // "Malicio 3 120L"
    re: /^(?:THERMOR)?(MALICIO)(?:-|\d{1,3}L?)*$/,
    series: 'Malicio',
    description: 'water heater (Malicio)',
  },
  {
    id: 'sauter.phazy-name',
    brands: ['Sauter'],
    firstChars: 'PS',
    // "Phazy", "Phazy 200L"
    re: /^(?:SAUTER)?(PHAZY)(?:-|\d{1,3}L?)*$/,
    series: 'Phazy',
    description: 'water heater (Phazy)',
  },
];

function nameRule(line: Line): NomenclatureRule {
  const rule = productLineRule(
    { ...line, family: 'water_heater_other', type: 'water heaters', source: SOURCE },
    'unconfirmed',
    `Groupe Atlantic water-heater line names (not in RULES.md): ${line.id} — series name from a smart-home integration's device table (type only)`,
  );
  return {
    ...rule,
    decode(model, brand) {
      const d = rule.decode(model, brand);
      return d === null ? null : Object.assign(d, { seriesOnly: true as const, seriesName: true as const });
    },
  };
}

export const ATLANTIC_GROUP_WATER_HEATER_RULES: readonly NomenclatureRule[] = LINES.map(nameRule);
