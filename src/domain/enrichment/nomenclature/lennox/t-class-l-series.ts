// Lennox T-Class and L Series commercial keys that lennox/commercial-packaged.ts does not read (issue 18, rtu22a):
// T-Class packaged electric cooling TCA and heat pump THA (7.5–25 tons), the T-Class gas heat TGA at 15–25 tons, the
// T-Class split outdoor units TSA (air conditioner) and TPA (heat pump), and the L Series rooftops of the 2003–2010
// key with any major design letter A / B / C / E (LGA / LCA / LHA, the 3rd-generation LGC / LCC / LHC, …). The
// engineering data print one "Model Number Identification": brand/family T (T-Class) or L (L Series) · unit type
// G gas heat w/ electric cooling, C electric cooling, H heat pump (split: S air conditioner, P heat pump) · major design
// A / B / C / E · nominal cooling capacity code · efficiency S / H (B basic) · refrigerant 2 = R-22, 4 = R-410A ·
// blower and heat letters · minor design digit · voltage P 208/230-1, Y 208/230-3, G 460-3, J 575-3 (60 Hz), M 380/420-3
// and T 220/240-1 (50 Hz). Type `packaged units` (TSA `air conditioners`, TPA `heat pumps`); brand required.
// README-extra.md ("T-Class and L Series rooftop keys (rtu22a)").
import { ALLIED_BRANDS } from './allied';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const T_PACKAGED_SOURCE =
  'Lennox T-Class TC rooftop units engineering data, bulletin 210416 (TCA 180 = 15, 210 = 17.5, 240 = 20, 300 = 25 tons; heat N / E 15 / J 30 / K 45 / L 60 / P 90 kW): https://ar.scribd.com/document/322661510/Lennox-Serie-TC-15-to-25-Ton · Allied TH rooftop units bulletin THA180-240 (6/08), THA 180 = 15, 240 = 20 tons: https://cupdf.com/document/allied-th-cbox-0806-2019-8-23-horizontal-return-air-panel-kit-required-for.html · TGA/TCA090, 102, 120, 150 (7.5, 8.5, 10, 12-1/2 ton) installation instructions 504,814M: https://vdocument.in/installation-litho-usa-instructions-the-tga-units-are-available-in-three-heating.html · Lennox T-Class rooftop units bulletin 210392: https://docplayer.net/amp/20888333-t-class-rooftop-units-60-hz-bulletin-no-210392-august-2007-supersedes-may-2007.html';
const T_SPLIT_SOURCE =
  'Lennox T-Class TSA*S4 installation instructions, model number identification (TSA 024 … 060, voltage M 380/420-3 / T 220/240-1 50 Hz): https://manualshive.com/ru/manual/lennox/t-class-tsa-s4-units/1876683?page=3 · TSA*H4 (036, 042, 048, 060; Y / G): https://manualshive.com/ru/manual/lennox/t-class-tsa-h4-series/1876679?page=3 · TSA service literature, 6, 7.5, 10, 12.5, 15 & 20 ton (TSA072S4S … TSA240S4D): https://id.scribd.com/document/387443660/tsa072 · TPA*S4 036, 042, 048, 060: https://manualshive.com/ru/manual/lennox/t-class-tpa-s4/1876681?page=3 · T-Class TPA 7.5 and 10 ton heat pumps 506148-01: https://manualmachine.com/lennox/tclasstpa120s4s/22647913-installation-instructions-manual';
const L_SERIES_SOURCE =
  'Lennox L Series engineering data, model number identification: LG 3-6 ton (L G A 060 H 2 B S 1 Y; 036, 042, 048, 060, 072; designs A / B / C / E; refrigerant 2 / 4): https://homedocbox.com/Appliances/81404411-L-series-rooftop-units-60-hz.html · LC 3-6 ton bulletin 210313 (electric heat N, B 7, D 10, E 15, F 20, H 25, J 30 kW): https://fdokumen.com/documents/l-series-rooftop-units-lennox-international-.html · LG 7.5-12.5 ton bulletin 210317 (090 = 7.5, 102 = 8.5, 120 = 10, 150 = 12.5): https://studylib.net/doc/18660253/l-series%C2%AE-rooftop-units-%E2%88%92-60hz · LGA/LCA/LHA 13, 15, 17.5, 20, 25 ton service literature (156H, 180, 210, 240, 300S; LHA180 / 240): https://vdocuments.mx/service-literature-lgalcalha-service-literature-the-lgalca-13-15-175.html · installation instructions 504,819M "LGA/LCA248H (21 ton), LGC/LCC300H (25 ton), LGA/LCA360H (30 ton)": https://dokumen.tips/documents/retain-these-instructions-for-future-reference-of-productionrooftopl-seriesl.html';

const VOLTAGE: Readonly<Record<string, DecodedFields>> = {
  P: { voltage_v: 230, phase: 1 },
  Y: { voltage_v: 230, phase: 3 },
  G: { voltage_v: 460, phase: 3 },
  J: { voltage_v: 575, phase: 3 },
  M: { phase: 3 }, // 380/420 V, 50 Hz: no single nominal voltage
  T: { phase: 1 }, // 220/240 V, 50 Hz (TSA*S4)
};
const REFRIGERANT: Readonly<Record<string, string>> = { '2': 'R-22', '4': 'R-410A' };
const KIND: Readonly<Record<string, string>> = {
  G: 'packaged gas heat / electric cooling unit',
  C: 'packaged electric cooling unit with optional electric heat',
  H: 'packaged heat pump',
};
const EFFICIENCY: Readonly<Record<string, string>> = { B: 'basic efficiency', S: 'standard efficiency', H: 'high efficiency' };

/** T-Class packaged sizes per unit type (tons). TGA 024–150 stay with lennox/commercial-packaged.ts. */
const T_PACKAGED_TONS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  G: { '180': 15, '210': 17.5, '240': 20, '300': 25 },
  C: { '090': 7.5, '102': 8.5, '120': 10, '150': 12.5, '180': 15, '210': 17.5, '240': 20, '300': 25 },
  H: { '180': 15, '240': 20 },
};
/** TCA / THA 15–25 ton "Heating Type" (210416, THA180-240): factory or field electric heat kW. */
const T_HEAT_KW: Readonly<Record<string, number>> = { E: 15, J: 30, K: 45, L: 60, P: 90 };
const T_KEY = /^T([GCH])([ABCE])(\d{3})(?:([SHB])(?:([24])(?:([A-Z])(?:([A-Z])(?:(\d)([PYGJ])?)?)?)?)?)?$/;

/** T-Class split outdoor sizes (tons): TSA 024 … 240, TPA 036 … 060, 090, 120. */
const T_SPLIT_TONS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  S: { '024': 2, '030': 2.5, '036': 3, '042': 3.5, '048': 4, '060': 5, '072': 6, '090': 7.5, '120': 10, '150': 12.5, '180': 15, '240': 20 },
  P: { '036': 3, '042': 3.5, '048': 4, '060': 5, '090': 7.5, '120': 10 },
};
// T · S / P · A / B · capacity · S / H · 4 · two letters (part load and coil, or compressor and part load) · minor · voltage.
const T_SPLIT_KEY = /^T([SP])([AB])(\d{3})(?:([SH])(?:4(?:([A-Z])(?:([A-Z0-9])(?:(\d)([YGJMT])?)?)?)?)?)?$/;

/** L Series nominal capacity codes (tons) of the bulletins above. */
const L_TONS: Readonly<Record<string, number>> = {
  '036': 3, '042': 3.5, '048': 4, '060': 5, '072': 6, '090': 7.5, '102': 8.5, '120': 10, '150': 12.5,
  '156': 13, '180': 15, '210': 17.5, '240': 20, '248': 21, '300': 25, '360': 30,
};
/** LC 3-6 ton "Factory Installed Electric Heat" (210313). */
const LC_HEAT_KW: Readonly<Record<string, number>> = { B: 7, D: 10, E: 15, F: 20, H: 25, J: 30 };
const L_SMALL = new Set(['036', '042', '048', '060', '072']);
// L · G / C / H · design · capacity · S / H · [refrigerant · [blower · heat · minor · voltage]]: the efficiency letter is
// required (LGC300H), so the short 1990s forms (LGA120) stay with multi-family/rooftop-units.ts.
const L_KEY = /^L([GCH])([ABCE])(\d{3})([SH])(?:([24])(?:([A-Z])(?:([A-Z])(?:(\d)([PYGJ])?)?)?)?)?$/;

function common(fields: DecodedFields, refrigerant: string | undefined, volt: string | undefined): void {
  if (refrigerant !== undefined) fields.refrigerant = REFRIGERANT[refrigerant]!;
  if (volt !== undefined) Object.assign(fields, VOLTAGE[volt]);
}

const T_BRANDS = ['Lennox', ...ALLIED_BRANDS] as const;

const tClass: NomenclatureRule = {
  id: 'lennox.t-class-rtu22a',
  family: 'lennox',
  brands: T_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 84 /* T */ || !brandIn(T_BRANDS, brand)) return null;
    const p = T_KEY.exec(model);
    if (p) {
      const [, kind = '', design = '', code = '', eff, refrigerant, , heat, , volt] = p;
      const tons = T_PACKAGED_TONS[kind]?.[code];
      if (tons === undefined) return null;
      if (eff === 'B') return null; // basic efficiency is printed on the TGA 2–6 ton key only
      const fields: DecodedFields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
      common(fields, refrigerant, volt);
      const words = [`T-Class ${KIND[kind]}`];
      if (eff !== undefined) words.push(EFFICIENCY[eff]!);
      if (kind !== 'G' && heat !== undefined && tons >= 15) {
        const kw = T_HEAT_KW[heat];
        if (kw !== undefined) fields.heating_capacity_kw = kw;
        else if (heat === 'N') words.push('no electric heat');
      }
      return decodeOf('lennox', pickBrand(T_BRANDS, brand), model, {
        type: 'packaged units',
        series: `T${kind}${design}`,
        fields,
        description: words.join(', '),
        evidence: 'src',
        rule: 'T-Class rooftop key: T · G / C / H · design · nominal capacity (090 … 300) · efficiency · refrigerant (2 R-22, 4 R-410A) · blower · heat · minor design · voltage',
        source: T_PACKAGED_SOURCE,
      });
    }
    if (!brandIn(['Lennox'], brand)) return null; // the split bulletins in reach are Lennox's
    const s = T_SPLIT_KEY.exec(model);
    if (!s) return null;
    const [, kind = '', design = '', code = '', eff, , , , volt] = s;
    const tons = T_SPLIT_TONS[kind]?.[code];
    if (tons === undefined) return null;
    const fields: DecodedFields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
    if (eff !== undefined) fields.refrigerant = 'R-410A'; // the digit after the efficiency letter: 4 = R-410A
    common(fields, undefined, volt);
    const heatPump = kind === 'P';
    return decodeOf('lennox', 'Lennox', model, {
      type: heatPump ? 'heat pumps' : 'air conditioners',
      series: `T${kind}${design}`,
      fields,
      description: `T-Class split-system ${heatPump ? 'heat pump' : 'air conditioner'} outdoor unit${eff === undefined ? '' : `, ${EFFICIENCY[eff]!}`}`,
      evidence: 'src',
      rule: 'T-Class split key: T · S (air conditioner) / P (heat pump) · design · nominal capacity · efficiency · 4 (R-410A) · options · minor design · voltage',
      source: T_SPLIT_SOURCE,
    });
  },
};

const lSeries: NomenclatureRule = {
  id: 'lennox.l-series-key-rtu22a',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 76 /* L */ || !brandIn(['Lennox'], brand)) return null;
    const m = L_KEY.exec(model);
    if (!m) return null;
    const [, kind = '', design = '', code = '', eff = '', refrigerant, , heat, , volt] = m;
    const tons = L_TONS[code];
    if (tons === undefined) return null;
    // The 1st / 2nd design 150 was 12 tons in the 1990s bulletins (210109) and 12.5 in 210317: left to the older rule.
    if (code === '150' && (design === 'A' || design === 'B')) return null;
    const fields: DecodedFields = { cooling_capacity_tons: tons, cooling_capacity_kbtuh: tons * 12 };
    common(fields, refrigerant, volt);
    const words = [`L Series ${KIND[kind]}`, EFFICIENCY[eff]!];
    if (kind === 'C' && L_SMALL.has(code) && heat !== undefined) {
      const kw = LC_HEAT_KW[heat];
      if (kw !== undefined) fields.heating_capacity_kw = kw;
      else if (heat === 'N') words.push('no factory electric heat');
    }
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series: `L${kind}${design}`,
      fields,
      description: words.join(', '),
      evidence: 'src',
      rule: 'L Series rooftop key: L · G / C / H · design A / B / C / E · nominal capacity (036 … 360) · efficiency · refrigerant (2 R-22, 4 R-410A) · blower · heat · minor design · voltage',
      source: L_SERIES_SOURCE,
    });
  },
};

export const LENNOX_ROOFTOP_RULES: readonly NomenclatureRule[] = [tClass, lSeries];
