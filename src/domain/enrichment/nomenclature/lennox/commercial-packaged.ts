// Lennox light-commercial rooftop keys (issue 18, comm21): Landmark® K·· (KGA/KGB gas heat, KCA/KCB electric cooling,
// KHA/KHB heat pump) and Energence® L·H written to the full key (LGH/LCH/LHH with the 1st-generation H). The product
// specifications print one "Model number identification": brand/family K (Landmark) or L (Energence) · unit type G gas
// heat w/ electric cooling, C electric cooling w/ optional electric heat, H heat pump · major design · nominal cooling
// capacity code · cooling efficiency S / H / U · refrigerant 4 = R-410A · blower and heat letters · minor design digit ·
// voltage P 208/230-1, Y 208/230-3, G 460-3, J 575-3 (60 Hz), M 380/420-3 (50 Hz). Allied Commercial's Z-Series™
// (ZGA / ZGB, ZCA, ZHA / ZHB) prints the same key with brand/family Z, its E-Series the L·H key (LGH 036–074), and the
// T-Class TG rooftops (Allied and Lennox) the key with T, efficiency B / S / H and refrigerant 2 = R-22. Type `packaged units`; brand required (Lennox for
// K / L / T, the Allied badges for Z / L / T). README-extra.md ("Light-commercial rooftop keys (comm21)").
import { ALLIED_BRANDS } from './allied';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const LANDMARK_SOURCE =
  'Lennox Landmark product specifications, model number identification: KGA 3-7.5 ton bulletin 210785 (https://fdocuments.in/document/kga-3-75-ton-rooftop-units-packaged-gaselectric-kga-2019-09-06-landmark-kga.html) · KG 2-7.5 ton bulletin 210503 (https://fdocuments.us/document/packaged-gaselectric-kg-refrigerant-flow-or-loss-of-outdoor-fan-operation-filterdrier.html) · KGB bulletin 210786 (https://pdfslide.us/documents/commercial-bulletin-no-210786.html) · KG 13-25 ton bulletin 210552 (https://cupdf.com/document/packaged-gas-electric-landmark-rooftop-units.html) · KC 2-7.5 ton bulletin 210727 (https://vi.scribd.com/document/315068737/Paquete-Landmark-KCA-2-7-5) · KH 7.5-12.5 ton bulletin 210551 (https://pdfslide.us/documents/packaged-heat-pump-kh-2011-05-05-packaged-heat-pump-kh-landmarka-rooftop-units.html) · KHA 3-6 ton bulletin 210778 (https://fdocuments.us/document/kha-3-6-ton-rooftop-units-packaged-heat-pump-kha-a-docs-a-technical-a-210778pdf.html) · KHA 15-20 ton bulletin 210554 (https://vdocument.in/ashrae-901-optional-electric-heat-15-to-90-kw-2020-01-11-2007-all-models-are.html) · KG 50 Hz bulletin 490144 (https://pdfslide.net/documents/packaged-gas-electric-kg-refrigerant-flow-or-loss-of-outdoor-fan-operation.html)';
const T_CLASS_SOURCE =
  'Allied / Lennox T-Class TG engineering data, model number identification: TGA 2-6 ton bulletin TGA-024-030-036-048-060-072 (https://fdocuments.in/document/allied-tg-abox-0711.html) · TGA 7.5-12.5 ton bulletin TGA090-102-120-150 (example TGA090H2BS1Y, 2 = R-22): https://docobook.com/allied-tg-bbox-0908-commercial-hvac-systems.html · Lennox T-Class rooftop units bulletin 210392: https://docplayer.net/amp/20888333-T-class-rooftop-units-60-hz-bulletin-no-210392-august-2007-supersedes-may-2007.html';
const Z_SERIES_SOURCE =
  'Allied Commercial Z-Series product specifications, model number identification: ZGA 3-5 ton bulletin ZGA-036-060 (https://paperzz.com/doc/9267608/allied-commercial-z-series-rooftop-package-unit-product-d...) · ZGA/ZGB 3-6 ton (074 = 6 tons) bulletin ZGA/ZGB-036-074 (https://pdfslide.us/documents/ashrae-901-compliant-allied-requirements-of-ashrae-621-end-drain-connection.html) · ZG 7.5-12.5 ton bulletin ZGA/ZGB-092-150 (https://vdocuments.site/zg-75-to-125-rooftop-units-packaged-gas-electric-zg-lpgpropane-kits-conversion.html) · ZCA Raider rooftop units 3 to 6 tons (https://autodocbox.com/amp/75066162-Performance_Vehicles/Z-series-rooftop-units-60-hz.html)';
const ENERGENCE_SOURCE =
  'Lennox Energence / Allied E-Series product specifications, model number identification: LGH 3-6 ton bulletin LGH-036-074 (https://vdocuments.mx/3-to-6-tons-gas-input-heat-capacity-65000-to-150000-btuh.html) · LGH E-Series XE bulletin LGH-036-074U (https://vdocuments.mx/product-specifications-bulletin-no-lgh-036-074u-072019-2020-3-19-bulletin.html) · LCH 7.5-12.5 ton bulletin 210556 (https://pdfslide.us/documents/ashrae-901-compliant-a-all-models-are-ashrae-901-2010-energy-efficiency-compliant.html) · LGH ultra-high efficiency bulletin 210687 (https://vdocuments.mx/packaged-gas-electric-lgh-lennox-number-identification-75-to-125-tons-net.html) · LGH 50 Hz bulletin 490139 (https://documents.pub/document/lgh-26-44-kw-rooftop-units-packaged-gas-energence-packaged-gas-electric.html)';

/** "Nominal Cooling Capacity - Tons" of the Landmark bulletins (024 = 2 tons … 300 = 25 tons; 092 = 7.5, 074 = 6). */
const LANDMARK_TONS: Readonly<Record<string, number>> = {
  '024': 2, '030': 2.5, '036': 3, '048': 4, '060': 5, '072': 6, '074': 6, '090': 7.5,
  '092': 7.5, '102': 8.5, '120': 10, '150': 12.5, '156': 13, '180': 15, '210': 17.5, '240': 20, '300': 25,
};
/** L·H design: 036 … 074 (LGH 3-6 ton), 092 / 102 / 120 / 150 (LCH 210556, LGH 490139), ultra-high efficiency 094 / 122 / 152 (LGH 210687). */
const ENERGENCE_TONS: Readonly<Record<string, number>> = {
  '036': 3, '048': 4, '060': 5, '072': 6, '074': 6, // LGH 3-6 ton (E-Series LGH-036-074, -074U)
  '092': 7.5, '102': 8.5, '120': 10, '150': 12.5, '094': 7.5, '122': 10, '152': 12.5,
};
/** Voltage letter (last position of every key above). */
/** T-Class TG: 024 … 072 (TGA-024…072, 11/07), 090 / 102 / 120 / 150 (TGA090-102-120-150, 08/09). */
const T_CLASS_TONS: Readonly<Record<string, number>> = { '024': 2, '030': 2.5, '036': 3, '048': 4, '060': 5, '072': 6, '090': 7.5, '102': 8.5, '120': 10, '150': 12.5 };
/** Z-Series: 036 / 048 / 060 / 074 (ZGA/ZGB-036-074), 092 / 102 / 120 / 150 (ZGA/ZGB-092-150). */
const Z_SERIES_TONS: Readonly<Record<string, number>> = { '036': 3, '048': 4, '060': 5, '074': 6, '092': 7.5, '102': 8.5, '120': 10, '150': 12.5 };
const VOLTAGE: Readonly<Record<string, DecodedFields>> = {
  P: { voltage_v: 230, phase: 1 },
  Y: { voltage_v: 230, phase: 3 },
  G: { voltage_v: 460, phase: 3 },
  J: { voltage_v: 575, phase: 3 },
  M: { phase: 3 }, // 380/420 V, 50 Hz: no single nominal voltage
};
/** LCH 210556 "Factory Installed Electric Heat" (60 Hz): N no heat, C 7.5 … L 60 kW. */
const LCH_HEAT_KW: Readonly<Record<string, number>> = { C: 7.5, E: 15, G: 22.5, J: 30, K: 45, L: 60 };
const KIND: Readonly<Record<string, string>> = {
  G: 'packaged gas heat / electric cooling unit',
  C: 'packaged electric cooling unit with optional electric heat',
  H: 'packaged heat pump',
};
const EFFICIENCY: Readonly<Record<string, string>> = { B: 'basic efficiency', S: 'standard efficiency', H: 'high efficiency', U: 'ultra-high efficiency' };

// K | L · unit type · major design · capacity · [efficiency · refrigerant · [blower / heat letters · minor digit · voltage]].
const KEY = /^([KLZT])([GCH])([A-Z])(\d{3})(?:([SHUB])([24])(?:([A-Z])([A-Z])(\d)([PYGJM])?)?)?$/;

const FAMILY_NAME: Readonly<Record<string, string>> = { K: 'Landmark', L: 'Energence / E-Series', Z: 'Z-Series', T: 'T-Class' };

interface KeyReading {
  line: string;
  kind: string;
  design: string;
  fields: DecodedFields;
  words: string[];
}

/** The key read for the brand/family letters `lines` (K / L for Lennox, Z for the Allied badges), or null. */
function decodeKey(model: string, lines: string): KeyReading | null {
  const m = KEY.exec(model);
  if (!m || !lines.includes(m[1]!)) return null;
  const [, line = '', kind = '', design = '', code = '', eff, refrigerant, first, second, , volt] = m;
  // Landmark / Z-Series: 1st / 2nd generation A / B; T-Class A / B / C / E; Energence: the H generation only (the L Series
  // A design is multi-family/rooftop-units.ts).
  const designs = line === 'L' ? 'H' : line === 'T' ? 'ABCE' : 'AB';
  if (!designs.includes(design)) return null;
  const tons = (line === 'K' ? LANDMARK_TONS : line === 'L' ? ENERGENCE_TONS : line === 'T' ? T_CLASS_TONS : Z_SERIES_TONS)[code];
  if (tons === undefined) return null;
  // R-22 (2) and the basic efficiency B are printed on the T-Class key only; T-Class is gas heat (TG) in the tables in reach.
  if (line !== 'T' && (refrigerant === '2' || eff === 'B')) return null;
  if (line === 'T' && kind !== 'G') return null;
  if (eff === 'U' && (line !== 'L' || kind !== 'G')) return null; // U is printed on the LGH ultra-high efficiency key only
  if (line === 'Z' && volt === 'M') return null; // the Z-Series bulletins are 60 Hz only
  const fields: DecodedFields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
  if (refrigerant !== undefined) fields.refrigerant = refrigerant === '4' ? 'R-410A' : 'R-22';
  if (volt !== undefined) Object.assign(fields, VOLTAGE[volt]);
  // The heat letter follows the blower letter; on the LCH 7.5–12.5 ton 60 Hz key (210556) it is the factory electric heater.
  const lchSize = line === 'L' && kind === 'C' && ['092', '102', '120', '150'].includes(code);
  const heatKw = lchSize && volt !== undefined && volt !== 'M' && second !== undefined ? LCH_HEAT_KW[second] : undefined;
  if (heatKw !== undefined) fields.heating_capacity_kw = heatKw;
  const words = [`${FAMILY_NAME[line]} ${KIND[kind]}`];
  if (eff !== undefined) words.push(EFFICIENCY[eff]!);
  if (first !== undefined && second === 'N' && kind !== 'G') words.push('no factory electric heat');
  return { line, kind, design, fields, words };
}

const RULE_TEXT = 'Landmark / Energence / Z-Series / T-Class rooftop key: K | L | Z | T · G / C / H · design · nominal capacity · efficiency · refrigerant (4 R-410A, 2 R-22) · blower · heat · minor design · voltage';

const lennoxCommercial: NomenclatureRule = {
  id: 'lennox.landmark-energence-comm21',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'KLT',
  decode(model, brand) {
    if (!brandIn(['Lennox'], brand)) return null;
    const k = decodeKey(model, 'KLT');
    if (!k) return null;
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series: `${k.line}${k.kind}${k.design}`,
      fields: k.fields,
      description: k.words.join(', '),
      evidence: 'src',
      rule: RULE_TEXT,
      source: k.line === 'K' ? LANDMARK_SOURCE : k.line === 'T' ? T_CLASS_SOURCE : ENERGENCE_SOURCE,
    });
  },
};

const alliedZSeries: NomenclatureRule = {
  id: 'allied.z-series-comm21',
  family: 'allied',
  brands: ALLIED_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'LZT',
  decode(model, brand) {
    if (!brandIn(ALLIED_BRANDS, brand)) return null;
    const k = decodeKey(model, 'LZT');
    if (!k) return null;
    return decodeOf('allied', pickBrand(ALLIED_BRANDS, brand), model, {
      type: 'packaged units',
      series: `${k.line}${k.kind}${k.design}`,
      fields: k.fields,
      description: k.words.join(', '),
      evidence: 'src',
      rule: RULE_TEXT,
      source: k.line === 'Z' ? Z_SERIES_SOURCE : k.line === 'T' ? T_CLASS_SOURCE : ENERGENCE_SOURCE,
    });
  },
};

export const LENNOX_COMMERCIAL_RULES: readonly NomenclatureRule[] = [lennoxCommercial, alliedZSeries];
