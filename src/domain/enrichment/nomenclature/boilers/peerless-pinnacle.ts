// Peerless (PB Heat) Pinnacle gas boilers: the number is the maximum modulating input in MBH, as
// the Pinnacle manual states. Coverage in README-extra.md.
import { listedBoilerRule } from './weil-mclain-burnham';
import type { NomenclatureDecode, NomenclatureRule } from '../types';

const BRANDS = ['Peerless'] as const;

// Source: Peerless Pinnacle IOM L0308220: "PI 80 27 to 80 MBH Input Modulation • PI 140 46 to 140
// MBH • PI 199 66 to 199 MBH", "92% AFUE", natural or LP gas.
const SOURCE = 'Peerless Pinnacle PI-80/140/199 installation, operation & maintenance manual L0308220 — http://www.hammerwall.com/Manuals/Peerless/Description/PI-80/Peerless%20Stainless%20Steel%20Gas%20Boiler/L0308220/';
const INPUTS: Readonly<Record<string, number>> = { '80': 80, '140': 140, '199': 199 };

const PATTERN = /^PI-?(80|140|199)(?:[-/]?[A-Z0-9]{0,6})?$/;

function decodePinnacle(model: string, brand: string): NomenclatureDecode | null {
  if (model.charCodeAt(0) !== 80 /* P */ || model.charCodeAt(1) !== 73 /* I */) return null;
  const m = PATTERN.exec(model);
  if (m === null) return null;
  const input = INPUTS[m[1] ?? ''];
  if (input === undefined) return null;
  return {
    family: 'peerless',
    brand: (BRANDS as readonly string[]).includes(brand) ? brand : BRANDS[0],
    type: 'boilers',
    series: 'Pinnacle',
    model,
    fields: { heating_input_kbtuh: input, afue_percent: 92, efficiency_tier: 'fully modulating' },
    evidence: 'src',
    rule: 'Peerless Pinnacle stainless steel gas boiler, maximum input MBH in the model number',
    source: SOURCE,
  };
}

// Further lines as the ENERGY STAR boiler list files them (PF-110, WBV-03-060-W, PBC-34): type only.
const peerlessListed = listedBoilerRule('peerless.listed', 'peerless', BRANDS, /^(ECT?-?E|PBC|PFW|PF|WBV-?E|WBV|WB90)-?\d/, 'EPW', 'PF-110, WBV-03-060-W, PBC-34');

export const PEERLESS_RULES: readonly NomenclatureRule[] = [
  { id: 'peerless.pinnacle', family: 'peerless', brands: BRANDS, unambiguousWithoutBrand: false, decode: decodePinnacle },
  peerlessListed,
];
