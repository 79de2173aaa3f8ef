// Consul (Whirlpool S.A., Brazil) split air conditioners, read on the maker's "Identificação do Produto" key printed in
// its service manuals: C (brand Consul) · B (line: split air conditioner) · characteristic letter · capacity in
// kBtu/h (09 = 9,000 BTU/h) · version letter (O = first version) · colour (B = white) · voltage (B = 220 V / 60 Hz) · NA
// (national market) (CBA09OBBNA, CBH36OBBNA, CBN12CBBNA). The characteristic letters are defined per line, so each is
// read only on the capacities its manual lists: Dual Split Inspire A / C indoor, B / D outdoor (cold / reverse cycle;
// 09, 12, 18, 21, 24), cassette E / H indoor, 5 / Q outdoor (36, 48; the 01 panel is not a unit and is not read); the
// wall-split lines of MSCA0057 (N, P, O, Q) and Bem Estar Inverter MSCA0048 / MSCA0055 (F, G, J, M) on 09 / 12 / 18 / 22,
// whose manuals list the models and capacities but whose letter table was not in reach (indoor / outdoor not read,
// capacity pattern). Type mini-splits (split room air conditioners and ductless cassettes). Brand required.
// README-extra.md. The Whirlpool Latin America 6th SENSE splits (same maker) are read by the second rule below.
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

// Whirlpool (Whirlpool Latin America) 6th SENSE splits, from the maker's launch bulletin "Lanzamiento de los
// Acondicionadores de Aire Split 6th SENSE" (Marca: WHIRLPOOL), which lists, for 9,000 / 12,000 / 18,000 / 22,000 BTU/h:
// Frío Solo sets "Unidad Interna + Unidad Externa (+ Kit instalación) 220V 50Hz: S-07-WAS5009WCA" and "220V 60Hz:
// S-07-WAS6009WCA" (… 5012 / 6012, 5018 / 6018, 5022 / 6022), and Frío-Calor sets "WAC09A" with "Unidad Interna: WAC09AIDEX,
// Unidad Externa: WAC09AEDEX, Kit instalación: WAC09AKDEX" (WAC12A …). Capacity as the bulletin states it for each model;
// the installation kit (…AKDEX) is no unit and is not read. Brand required (asia30 gap scan, issue 18).
const WHIRLPOOL_BRANDS = ['Whirlpool'] as const;
const WHIRLPOOL_SOURCE =
  'Whirlpool launch bulletin "Lanzamiento de los Acondicionadores de Aire Split 6th SENSE" (Modelos: S-07-WAS5009WCA, S-07-WAS6009WCA, WAC09A … S-07-WAS6022WCA, WAC22A; 1.1 Identificación del Producto): https://it.scribd.com/document/393477252/Minisplit-Manual-WAS6009WCA-6012-6018-6022-Spanish';
const WHIRLPOOL_WAS = /^(?:S-?07-?)?WAS([56])0(09|12|18|22)WCA$/;
const WHIRLPOOL_WAC = /^WAC(09|12|18|22)A(?:([IE])DEX)?$/;

const whirlpoolLatamSplit: NomenclatureRule = {
  id: 'ductless-other.whirlpool-latam-6th-sense-split',
  family: 'ductless_other',
  brands: WHIRLPOOL_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'SW',
  decode(model, brand) {
    if (brand === '' || model.length < 6 || model.length > 15) return null;
    let capacity: string;
    let series: string;
    let description: string;
    let m: RegExpExecArray | null;
    if ((m = WHIRLPOOL_WAS.exec(model)) !== null) {
      capacity = m[2] ?? '';
      series = `WAS${m[1] ?? ''}0-WCA`;
      description = `6th SENSE split system (indoor + outdoor unit), cooling only, 220 V ${m[1] === '5' ? '50' : '60'} Hz`;
    } else if ((m = WHIRLPOOL_WAC.exec(model)) !== null) {
      capacity = m[1] ?? '';
      series = 'WAC-A';
      description =
        m[2] === 'I' ? '6th SENSE split indoor unit, cooling and heating' : m[2] === 'E' ? '6th SENSE split outdoor unit, cooling and heating' : '6th SENSE split system, cooling and heating';
    } else return null;
    const kbtuh = Number(capacity);
    const fields: DecodedFields = { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100, voltage_v: 220 };
    return decodeOf('ductless_other', pickBrand(WHIRLPOOL_BRANDS, brand), model, {
      type: 'mini-splits',
      series,
      fields,
      description,
      evidence: 'src',
      rule: 'Whirlpool Latin America 6th SENSE split: S-07-WAS · 5 (50 Hz) / 6 (60 Hz) · 0 · capacity kBtu/h · WCA (cooling only set); WAC · capacity kBtu/h · A · IDEX indoor / EDEX outdoor (cooling and heating), as the launch bulletin lists them',
      source: WHIRLPOOL_SOURCE,
    });
  },
};

export const CONSUL_BRAZIL_SPLIT_RULES: readonly NomenclatureRule[] = [consulBrazilSplit, whirlpoolLatamSplit];
