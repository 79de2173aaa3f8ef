// Boiler lines named by their makers' manuals that no other module reads (not in RULES.md): A. O. Smith commercial copper
// boilers GB / GBO (Genesis), XB (XP) and VB — the B (hydronic heating) half of the GB/GW, XB/XW, VB/VW pairs; the W
// (hot water supply) models are left to the water-heater rules — and Slant/Fin Concept CB-45 … CB-180. Brand required.
// Coverage in README-extra.md.
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

const AOSMITH_SOURCES = {
  GB: 'A. O. Smith instruction manual GB/GW-300, 400, 500, 650, 750 Series 400–404 stage units ("copper boilers for hydronic heating and hot water supply"), https://homedocbox.com/amp/128292448-Appliances/Thank-you-instruction-manual-gb-gw-300-400-500-650-750-series-400-401-402-403-404-stage-units.html; GB/GW models 1000, 1300, 1500, 1850, 2100, 2500 Series 200/201 user\'s information manual 211364-000 ("gas-fired commercial copper boilers for hydronic heating and hot water supply"; outdoor GBO/GWO-1000), https://manualzilla.com/doc/5658730/-211364-000--%E2%80%93-pdf---ao-smith-water-heaters',
  XB: 'A. O. Smith instruction manual XP Boiler, models XB/XW 1000, 1300, 1700, 2000, 2600, 3400, Series 100/101, 320741-002, https://aosmithmanual.com/html/AO-Smith-Boiler-3400-User-Manual.html',
  VB: 'A. O. Smith instruction manual, models VB/VW-500, 750 and 1000, Series 100/101 (title listed with the GB/GW manual), https://homedocbox.com/amp/128292448-Appliances/Thank-you-instruction-manual-gb-gw-300-400-500-650-750-series-400-401-402-403-404-stage-units.html',
} as const;

/** Model sizes each manual lists (the number is a size, not the input: GW-1000 is rated 990,000 Btu/hr). */
const AOSMITH_SIZES: Readonly<Record<'GB' | 'XB' | 'VB', ReadonlySet<number>>> = {
  GB: new Set([300, 400, 500, 650, 750, 1000, 1300, 1500, 1850, 2100, 2500]),
  XB: new Set([1000, 1300, 1700, 2000, 2600, 3400]),
  VB: new Set([500, 750, 1000]),
};
const AOSMITH = /^(GBO?|XB|VB)-?(\d{3,4})(?:-[A-Z0-9]{1,4})?$/;

export const aosmithCopperBoilers: NomenclatureRule = {
  id: 'aosmith.copper-boilers-gb-xb-vb',
  family: 'aosmith',
  brands: ['A. O. Smith'],
  unambiguousWithoutBrand: false,
  firstChars: 'GXV',
  decode(model) {
    const c = model[0];
    if (c !== 'G' && c !== 'X' && c !== 'V') return null;
    const m = AOSMITH.exec(model);
    if (!m) return null;
    const line = m[1] === 'GBO' ? 'GB' : (m[1] as 'GB' | 'XB' | 'VB');
    if (!AOSMITH_SIZES[line].has(Number(m[2]))) return null;
    return decodeOf('aosmith', 'A. O. Smith', model, {
      type: 'boilers',
      series: m[1] === 'GBO' ? 'Genesis GBO (outdoor)' : line === 'GB' ? 'Genesis GB' : line === 'XB' ? 'XP XB' : 'VB',
      fields: {},
      description: 'commercial gas copper boiler for hydronic heating',
      evidence: 'src',
      rule: 'A. O. Smith GB / GBO / XB / VB · size as the manuals list it (type only; the W twins are hot water supply)',
      source: AOSMITH_SOURCES[line],
    });
  },
};

const CONCEPT_SOURCE =
  'Slant/Fin Concept 21 installation and operating instructions, models CB-45 through CB-180 cast-iron hot water boilers, gas-fired (input rate chart: CB-45 33,750 / CB-90 67,500 / CB-135 101,250 / CB-180 135,000 Btu/h "reduced by 25%" from the nominal rating plate input), https://pdfslide.us/documents/installation-and-operating-instructions-models-cb-45-through-cb-180-a-cast-iron.html; https://manualmachine.com/slantfin/cb135/28621223-installation-and-operating-instructions-manual';
const CONCEPT = /^(?:CONCEPT(?:21)?-?)?CB-?(45|90|135|180)$/;

export const slantFinConcept: NomenclatureRule = {
  id: 'slant-fin.concept-cb',
  family: 'slant_fin',
  brands: ['Slant/Fin'],
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model) {
    const c = model[0];
    if (c !== 'C') return null;
    const m = CONCEPT.exec(model);
    if (!m) return null;
    return decodeOf('slant_fin', 'Slant/Fin', model, {
      type: 'boilers',
      series: 'Concept CB',
      fields: { heating_input_kbtuh: Number(m[1]) },
      description: 'cast-iron gas-fired hot water boiler (Concept 21)',
      evidence: 'src',
      rule: 'Slant/Fin Concept CB · nominal rating-plate input kBtu/h (CB-45 … CB-180)',
      source: CONCEPT_SOURCE,
    });
  },
};

export const COPPER_AND_CONCEPT_BOILER_RULES: readonly NomenclatureRule[] = [aosmithCopperBoilers, slantFinConcept];
