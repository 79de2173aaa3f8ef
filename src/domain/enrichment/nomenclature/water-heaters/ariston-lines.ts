// Ariston electric and heat-pump water heaters in the forms their makers' documents name them (the Ariston Genus
// Premium boilers are read by boilers/europe-documented-lines.ts): the Andris mini-tank electric heaters, the Pro1 Eco
// unvented electric storage heaters and the Nuos Plus air-source heat-pump water heaters. Brand required; type
// `water heaters`, electric, heat pump for Nuos; the litres in the name are not read (no document in reach ties the
// number to a field for every variant). A line name with no size is a series name (seriesOnly / seriesName), as the
// other owner-written lines. Coverage in README-extra.md ("Water heaters and boilers of the gap scan").
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Ariston'] as const;

interface AristonLine {
  re: RegExp;
  series: string;
  description: string;
  fields: DecodedFields;
  source: string;
}

const LINES: readonly AristonLine[] = [
  {
    // "Andris RS 8U 1.4KW", "ANDRIS RS 8U", "Andris 8U"
    re: /^ANDRIS(?:RS|LUX|R)?(?:-?(\d{1,2}(?:\.\d)?U?))?(?:-?\d(?:\.\d)?KW)?$/,
    series: 'Andris',
    description: 'electric mini-tank water heater (Andris)',
    fields: { fuel: 'electric' },
    source: 'Ariston ANDRIS RS 8U 1.4KW installation manual "Mini-Tank Electric Water Heater" (manuzoid.es/manuals/jmJWP-Ariston ANDRIS RS 8U 1.4KW)',
  },
  {
    // "Pro1 Eco 100V", "PRO1 ECO 80 V", "ABS PRO1 ECO 50 V"
    re: /^(?:ABS-?)?PRO1-?ECO(?:-?(\d{2,3})-?[VH]?)?$/,
    series: 'Pro1 Eco',
    description: 'unvented electric storage water heater (Pro1 Eco)',
    fields: { fuel: 'electric' },
    source: 'Ariston PRO1 ECO 100V installation instructions (unvented cylinder, tundish and discharge pipe requirements; manualshive.com/en/manual/ariston/pro1-eco-100v/2971931)',
  },
  {
    // "Nuos Plus 250", "Nuos Plus S2 WiFi 110", "NUOS PLUS WIFI"
    re: /^NUOSPLUS(?:-?S2)?(?:-?WIFI)?(?:-?(\d{2,3})L?)?(?:-?SYS)?$/,
    series: 'Nuos Plus',
    description: 'air-source heat-pump water heater (Nuos Plus)',
    fields: { fuel: 'electric', efficiency_tier: 'heat pump' },
    source: 'Ariston product page www.ariston.com/en-uk/products/air-source-heat-pump-water-heater/air-source-heat-pump-water-heater/nuos-plus-wifi-uk (Nuos Plus WiFi filed under air-source heat pump water heaters; address as quoted in ioBroker/AdapterRequests#940)',
  },
];

const BRAND_WORD = /^ARISTON-?/;

export const aristonWaterHeaters: NomenclatureRule = {
  id: 'ariston.water-heater-lines',
  family: 'water_heater_other',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'ANP',
  decode(model, brand) {
    if (brand === '') return null;
    const rest = model.replace(BRAND_WORD, '');
    for (const line of LINES) {
      const m = line.re.exec(rest);
      if (m === null) continue;
      const d: NomenclatureDecode = decodeOf('water_heater_other', pickBrand(BRANDS, brand), model, {
        type: 'water heaters',
        series: line.series,
        fields: line.fields,
        description: line.description,
        evidence: 'src',
        rule: `Ariston ${line.series} water heaters as the maker's documents name them: type only`,
        source: line.source,
      });
      return m[1] === undefined ? Object.assign(d, { seriesOnly: true as const, seriesName: true as const }) : d;
    }
    return null;
  },
};

export const ARISTON_WATER_HEATER_RULES: readonly NomenclatureRule[] = [aristonWaterHeaters];
