// Consul (Whirlpool S.A., Brazil) split air conditioners, read on the maker's "Identificação do Produto" key printed in
// its service manuals: C (brand Consul) · B (line: split air conditioner) · characteristic letter · capacity in
// kBtu/h (09 = 9,000 BTU/h) · version letter (O = first version) · colour (B = white) · voltage (B = 220 V / 60 Hz) · NA
// (national market) (CBA09OBBNA, CBH36OBBNA, CBN12CBBNA). The characteristic letters are defined per line, so each is
// read only on the capacities its manual lists: Dual Split Inspire A / C indoor, B / D outdoor (cold / reverse cycle;
// 09, 12, 18, 21, 24), cassette E / H indoor, 5 / Q outdoor (36, 48; the 01 panel is not a unit and is not read); the
// wall-split lines of MSCA0057 (N, P, O, Q) and Bem Estar Inverter MSCA0048 / MSCA0055 (F, G, J, M) on 09 / 12 / 18 / 22,
// whose manuals list the models and capacities but whose letter table was not in reach (indoor / outdoor not read,
// capacity pattern). Type mini-splits (split room air conditioners and ductless cassettes). Brand required.
// README-extra.md.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Consul'] as const;
const SOURCE =
  'Whirlpool S.A. service manuals (Consul): MSCA0029 "Condicionador de Ar Dual Split – Linha Inspire" (1.1 Identificação do Produto) https://pt.scribd.com/document/721207535; "Lançamento Condicionador de Ar Cassete" CBE36OBBNA … CBQ48OBBNA (1 - Especificação) https://pt.scribd.com/document/423362747; MSCA0057 (CBN / CBP / CBQ / CBO 09–22 CB) https://pt.scribd.com/document/713106270; MSCA0048 (CBF / CBG / CBJ / CBM 09–22 CB) https://pt.scribd.com/document/530773732';
const CONSUL = /^CB([A-HJMNOPQ5])(\d\d)([A-Z])(?:B([A-Z])?(NA)?)?$/;

interface Line {
  capacities: readonly string[];
  description: string;
  keyed: boolean;
}
const DUAL = ['09', '12', '18', '21', '24'];
const CASSETTE = ['36', '48'];
const WALL = ['09', '12', '18', '22'];
const LINES: Record<string, Line> = {
  A: { capacities: DUAL, description: 'Dual Split indoor unit, cooling only', keyed: true },
  B: { capacities: DUAL, description: 'Dual Split outdoor unit, cooling only', keyed: true },
  C: { capacities: DUAL, description: 'Dual Split indoor unit, reverse cycle', keyed: true },
  D: { capacities: DUAL, description: 'Dual Split outdoor unit, reverse cycle', keyed: true },
  E: { capacities: CASSETTE, description: 'cassette indoor unit, cooling only', keyed: true },
  H: { capacities: CASSETTE, description: 'cassette indoor unit, reverse cycle', keyed: true },
  '5': { capacities: CASSETTE, description: 'cassette outdoor unit, cooling only', keyed: true },
  F: { capacities: WALL, description: 'Bem Estar Inverter split unit', keyed: false },
  G: { capacities: WALL, description: 'Bem Estar Inverter split unit', keyed: false },
  J: { capacities: WALL, description: 'Bem Estar Inverter split unit', keyed: false },
  M: { capacities: WALL, description: 'Bem Estar Inverter split unit', keyed: false },
  N: { capacities: WALL, description: 'split unit', keyed: false },
  P: { capacities: WALL, description: 'split unit', keyed: false },
  O: { capacities: WALL, description: 'split unit', keyed: false },
};

function lineOf(letter: string, capacity: string): Line | null {
  if (letter === 'Q') {
    if (CASSETTE.includes(capacity)) return { capacities: CASSETTE, description: 'cassette outdoor unit, reverse cycle', keyed: true };
    return WALL.includes(capacity) ? { capacities: WALL, description: 'split unit', keyed: false } : null;
  }
  const line = LINES[letter];
  return line !== undefined && line.capacities.includes(capacity) ? line : null;
}

const consulBrazilSplit: NomenclatureRule = {
  id: 'ductless-other.consul-brazil-split',
  family: 'ductless_other',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'C',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 67 || model.charCodeAt(1) !== 66) return null; // C, B
    const m = CONSUL.exec(model);
    if (!m) return null;
    const [, letter = '', capacity = '', , voltage] = m;
    const line = lineOf(letter, capacity);
    if (line === null) return null;
    const kbtuh = Number(capacity);
    const fields: DecodedFields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100 };
    if (voltage === 'B') Object.assign(fields, { voltage_v: 220 });
    return decodeOf('ductless_other', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `CB${letter}`,
      fields,
      description: line.description,
      evidence: line.keyed ? 'src' : 'pattern',
      rule: 'Consul split (Whirlpool Brazil): C · B · characteristic letter of the line · capacity kBtu/h · version · colour B · voltage B = 220 V / 60 Hz · NA',
      source: SOURCE,
    });
  },
};

export const CONSUL_BRAZIL_SPLIT_RULES: readonly NomenclatureRule[] = [consulBrazilSplit];
