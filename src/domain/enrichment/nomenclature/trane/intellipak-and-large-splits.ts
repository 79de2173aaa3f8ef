// Trane large commercial lines the Voyager / Precedent / Horizon rules do not read (issue 18, commercial gap scan):
// - IntelliPak packaged rooftop units, the "Model Number Description" tables of RT-SVX10C-EN (S*HF, 20–75 tons) and of the
//   RT-DS-8 data sheets (S*HF page 805, S*HG page 806): digit 1 S = self-contained (packaged rooftop); digit 2 unit function
//   A = DX cooling, no heat; E = electric heat; F = natural gas heat; L = hot water heat; S = steam heat; X = no heat,
//   extended casing (S*HG: E / F / L / S / X); digit 3 H = single zone; digit 4 development sequence F = sixth, G = seventh;
//   digits 5–7 nominal capacity C20 = 20 … C75 = 75 tons (F), C90 = 90, D11 = 105, D12 = 115, D13 = 130 tons (G); digit 8
//   power supply 4 = 460/60/3, 5 = 575/60/3, E = 200/60/3, F = 230/60/3; digit 9 heating capacity; digit 10 design sequence.
//   The later generations are read from their catalogue titles only (type, no capacity): RT-PRC036AB-EN "IntelliPak 1 …
//   20 to 75 Tons, S*HL; 90 to 130 Tons, S*HK" and RT-PRC027T-EN "IntelliPak II — S*HJ 90 to 150 Tons".
// - Voyager 27½–50 ton units written up to the capacity or the design letter (YCD480, TCH600A): the RT-PRC007-EN key that
//   `trane.light-commercial-packaged` (trane/trane.ts) reads written in full — digits 1–2 TC = DX cooling, no heat, TE = DX
//   cooling, electric heat, YC = DX cooling, natural gas heat; digit 3 D = downflow, H = horizontal; digits 4–6 330 = 27½,
//   360 = 30, 420 = 35, 480 = 40, 600 = 50 tons; digit 7 major development sequence (letter). The Voyager heat pumps written
//   the same way (WCD150, WCH240): catalogue PKGP-PRC001-EN "Packaged Heat Pumps Voyager 12½ – 20 Tons" (its unit WCD150B3),
//   W = heat pump with the codes 150 = 12½, 180 = 15, 240 = 20 tons of the Voyager key.
// - Remote air-cooled condensing units (type `air conditioners`, the convention for commercial split condensing units):
//   RAUP, its IOM's "Model Nomenclature" (R = remote condensing unit, A = air cooled, U = up-flow, P = major development,
//   digits 5–7 nominal gross capacity 250 / 300 / 400 / 500 / 600 MBH, digit 8 D = 380–415/3/50 (a range: not read), K = 380/3/60, 3 = 230/3/60,
//   4 = 460/3/60); RAUJ, product catalogue SS-PRC030-EN "Split System Condensing Units — RAUJ … 20 - 120 Tons … R-410A";
//   RAUC, SS-PRC005-EN "Split System Condensing Units and Remote Chillers 20 to 120 Tons" (type only: the size code of
//   RAUC / RAUJ is not read, its table was not in reach as text).
// Brand Trane (Voyager also American Standard) required for every shape.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const TRANE = ['Trane'] as const;
const VOYAGER_BRANDS = ['Trane', 'American Standard'] as const;

const INTELLIPAK_SOURCE_F =
  'Trane IOM RT-SVX10C-EN, IntelliPak rooftop S*HF, Model Number Description: https://cellphone.manualsonline.com/manuals/mfg/trane/rtsvx10cen.html?p=4 · Trane Packaged Rooftop Air Conditioners RT-DS-8, Model Number Description (S*HF): http://www.aecinfo.com/1/resourcefile/00/32/35/rtds805.htm';
const INTELLIPAK_SOURCE_G = 'Trane Packaged Rooftop Air Conditioners RT-DS-8, Model Number Description (S*HG, 90–130 tons): http://www.aecinfo.com/1/resourcefile/00/32/35/rtds806.htm';
const INTELLIPAK_SOURCE_TITLES =
  'Trane product catalogue RT-PRC036AB-EN "Packaged Rooftop Air Conditioners IntelliPak 1 … 20 to 75 Tons, S*HL; 90 to 130 Tons, S*HK": https://vdocuments.net/packagedrooftopairconditioners-intellipakaa-1-april-2021-rrtt-pprrcc003366aabb-eenn.html · RT-PRC027T-EN "IntelliPak II — S*HJ 90 to 150 Tons": https://fdocuments.us/document/packaged-rooftop-air-conditioners-intellipak-ii-6-rt-prc027t-en-features-.html';
const VOYAGER_SOURCE = 'Trane Voyager product catalog RT-PRC007-EN, model number description (27½ to 50 tons): https://manualshive.com/ru/manual/trane/voyager-23-to-42-ton/1149060?page=17';
const VOYAGER_HP_SOURCE = 'Trane catalogue PKGP-PRC001-EN "Packaged Heat Pumps Voyager 12½ – 20 Tons — 60 Hz" (unit WCD150B3): https://manualmachine.com/trane/wcd150b3/23704927-user-manual';
const RAUP_SOURCE = 'Trane RAUP remote condensing unit IOM, Model Nomenclature (RAUP 250–600 MBH): https://www.easymanua.ls/trane/raup-250/manual?p=4';
const RAUJ_SOURCE = 'Trane product catalogue SS-PRC030-EN "Split System Condensing Units — RAUJ, Remote Chiller Evaporators, 20 - 120 Tons — 50/60 Hz — R-410A": https://usermanual.wiki/Trane/TraneRaujCauj20To120TonsCatalogue684211.280865192/help';
const RAUC_SOURCE = 'Trane product catalogue SS-PRC005-EN "Split System Condensing Units and Remote Chillers, 20 to 120 Tons, 50 and 60 Hz": https://somanualss.com/html/16/Trane-Refrigerator-SS-PRC005-User-Manual.html';

const FUNCTION: Readonly<Record<string, string>> = {
  A: 'DX cooling, no heat',
  E: 'DX cooling, electric heat',
  F: 'DX cooling, natural gas heat',
  L: 'DX cooling, hot water heat',
  S: 'DX cooling, steam heat',
  X: 'DX cooling, no heat, extended casing',
};
interface Generation {
  functions: string;
  tons: Readonly<Record<string, number>>;
  source: string;
}
const GENERATIONS: Readonly<Record<string, Generation>> = {
  F: { functions: 'AEFLSX', tons: { C20: 20, C25: 25, C30: 30, C40: 40, C50: 50, C55: 55, C60: 60, C70: 70, C75: 75 }, source: INTELLIPAK_SOURCE_F },
  G: { functions: 'EFLSX', tons: { C90: 90, D11: 105, D12: 115, D13: 130 }, source: INTELLIPAK_SOURCE_G },
};
/** Titles only: the tons range each catalogue prints for the generation letter. */
const TITLED: Readonly<Record<string, string>> = { L: '20 to 75 tons', K: '90 to 130 tons', J: '90 to 150 tons (IntelliPak II)' };
const POWER: Readonly<Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>>> = {
  '4': { voltage_v: 460, phase: 3 },
  '5': { voltage_v: 575, phase: 3 },
  E: { voltage_v: 200, phase: 3 },
  F: { voltage_v: 230, phase: 3 },
};

// S · function · H · generation · [-] · capacity code · [power · heat · design · options, as far as written].
const INTELLIPAK = /^S([AEFLSX])H([FGJKL])-?(?:([CD]\d{2})(?:([45EF])[A-Z0-9]{0,26})?)?$/;

const intellipak: NomenclatureRule = {
  id: 'trane.intellipak-rooftop',
  family: 'trane',
  brands: TRANE,
  unambiguousWithoutBrand: false,
  firstChars: 'S',
  decode(model, brand) {
    if (!brandIn(TRANE, brand)) return null;
    const m = INTELLIPAK.exec(model);
    if (!m) return null;
    const [, fn = '', gen = '', code, power] = m;
    const g = GENERATIONS[gen];
    if (g !== undefined) {
      if (!g.functions.includes(fn)) return null;
      const t = code === undefined ? undefined : g.tons[code];
      if (code !== undefined && t === undefined) return null;
      const fields: DecodedFields = {
        ...(t === undefined ? {} : { cooling_capacity_tons: t, cooling_capacity_kbtuh: t * 12 }),
        ...(power === undefined ? {} : POWER[power]),
      };
      return decodeOf('trane', 'Trane', model, {
        type: 'packaged units',
        series: `S${fn}H${gen}`,
        fields,
        description: `IntelliPak packaged rooftop, ${FUNCTION[fn] ?? ''}`,
        evidence: 'src',
        rule: 'Trane IntelliPak rooftop: S · unit function · H · development sequence F / G · nominal capacity C20–C75 / C90–D13 · power supply',
        source: g.source,
      });
    }
    const range = TITLED[gen];
    if (range === undefined) return null;
    return decodeOf('trane', 'Trane', model, {
      type: 'packaged units',
      series: `S${fn}H${gen}`,
      fields: {},
      description: `IntelliPak packaged rooftop, ${FUNCTION[fn] ?? ''} (S*H${gen}: ${range})`,
      evidence: 'pattern',
      rule: 'Trane IntelliPak rooftop S*HL / S*HK / S*HJ: series from the catalogue titles (type only)',
      source: INTELLIPAK_SOURCE_TITLES,
    });
  },
};

const VOYAGER_LARGE_TONS: Readonly<Record<string, number>> = { '330': 27.5, '360': 30, '420': 35, '480': 40, '600': 50 };
// The 50 Hz models of the same catalogue (equipment-schedule gap scan, issue 18): "Digits 4, 5, 6 – Nominal Cooling Capacity
// 275 = 22.9 Tons (82 kW), 305 = 25.4 Tons (89 kW), 350 = 29.2 Tons (105 kW), 400 = 33.3 Tons (120 kW), 500 = 41.7 Tons
// (148 kW)"; power supply C = 380/50/3, D = 415/50/3.
const VOYAGER_50HZ_TONS: Readonly<Record<string, number>> = { '275': 22.9, '305': 25.4, '350': 29.2, '400': 33.3, '500': 41.7 };
const VOYAGER_50HZ_SOURCE = 'Trane Voyager product catalog RT-PRC007-EN, model number description of the 50 Hz models (23 to 42 tons): https://manualshive.com/ru/manual/trane/voyager-23-to-42-ton/1149060?page=18';
const VOYAGER_KIND: Readonly<Record<string, string>> = { TC: 'DX cooling, no heat', TE: 'DX cooling, electric heat', YC: 'DX cooling, natural gas heat' };
// TC / TE / YC · D / H · 330–600 · [major development letter], nothing after it (the full key stays with trane/trane.ts).
const VOYAGER_LARGE_SHORT = /^(TC|TE|YC)([DH])(330|360|420|480|600|275|305|350|400|500)([A-Z])?$/;
const VOYAGER_HP_TONS: Readonly<Record<string, number>> = { '150': 12.5, '180': 15, '240': 20 };
const VOYAGER_HP_SHORT = /^WC([DH])(150|180|240)([A-Z])?$/;

const voyagerLargeShort: NomenclatureRule = {
  id: 'trane.voyager-27-50-ton-short',
  family: 'trane',
  brands: VOYAGER_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'TYW',
  decode(model, brand) {
    if (!brandIn(VOYAGER_BRANDS, brand)) return null;
    const hp = VOYAGER_HP_SHORT.exec(model);
    if (hp) {
      const [, hpFlow = '', hpCode = ''] = hp;
      const hpTons = VOYAGER_HP_TONS[hpCode] ?? 0;
      return decodeOf('trane', pickBrand(VOYAGER_BRANDS, brand), model, {
        type: 'packaged units',
        series: `WC${hpFlow}`,
        fields: { cooling_capacity_tons: hpTons, cooling_capacity_kbtuh: Number(hpCode) },
        description: `Voyager packaged heat pump, ${hpFlow === 'D' ? 'downflow' : 'horizontal'}`,
        evidence: 'pattern',
        rule: 'Trane Voyager packaged heat pumps 12½–20 tons written up to the capacity: W · C · D / H · 150 / 180 / 240 · design letter',
        source: VOYAGER_HP_SOURCE,
      });
    }
    const m = VOYAGER_LARGE_SHORT.exec(model);
    if (!m) return null;
    const [, kind = '', flow = '', code = ''] = m;
    const t60 = VOYAGER_LARGE_TONS[code];
    const t = t60 ?? VOYAGER_50HZ_TONS[code];
    if (t === undefined) return null;
    return decodeOf('trane', pickBrand(VOYAGER_BRANDS, brand), model, {
      type: 'packaged units',
      series: `${kind}${flow}`,
      fields: t60 === undefined ? { cooling_capacity_tons: t } : { cooling_capacity_tons: t, cooling_capacity_kbtuh: Number(code) },
      description: `Voyager packaged rooftop, ${VOYAGER_KIND[kind] ?? ''}, ${flow === 'D' ? 'downflow' : 'horizontal'}${t60 === undefined ? ', 50 Hz' : ''}`,
      evidence: 'src',
      rule: 'Trane Voyager 23–50 tons written up to the capacity: TC / TE / YC · D / H · 330–600 (60 Hz) or 275–500 (50 Hz) · design letter',
      source: t60 === undefined ? VOYAGER_50HZ_SOURCE : VOYAGER_SOURCE,
    });
  },
};

const RAUP_MBH = new Set(['250', '300', '400', '500', '600']);
const RAUP_POWER: Readonly<Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>>> = {
  '3': { voltage_v: 230, phase: 3 },
  '4': { voltage_v: 460, phase: 3 },
  K: { voltage_v: 380, phase: 3 },
};
// RAUP · MBH · [power · controls · design · options]; RAUC / RAUJ · [-] · anything the plate prints after (not read).
const RAUP = /^RAUP(\d{3})(?:([34KD])(\d)([A-Z])([A-Z0-9]{0,4}))?$/;
const RAUC_RAUJ = /^RAU([CJ])(?:-?[CD]\d{2}[A-Z0-9]{0,12})?$/;

const remoteCondensingUnits: NomenclatureRule = {
  id: 'trane.remote-condensing-unit-rau',
  family: 'trane',
  brands: TRANE,
  unambiguousWithoutBrand: false,
  firstChars: 'R',
  decode(model, brand) {
    if (!brandIn(TRANE, brand)) return null;
    const p = RAUP.exec(model);
    if (p) {
      const [, mbh = '', power] = p;
      if (!RAUP_MBH.has(mbh)) return null;
      return decodeOf('trane', 'Trane', model, {
        type: 'air conditioners',
        series: 'RAUP',
        fields: { cooling_capacity_kbtuh: Number(mbh), ...(power === undefined ? {} : RAUP_POWER[power]) },
        description: 'remote air-cooled condensing unit (split system), nominal gross capacity in MBH',
        evidence: 'src',
        rule: 'Trane RAUP remote condensing unit: R · A · U · P · nominal gross capacity MBH 250–600 · electrical rating',
        source: RAUP_SOURCE,
      });
    }
    const m = RAUC_RAUJ.exec(model);
    if (!m) return null;
    const gen = m[1] ?? '';
    return decodeOf('trane', 'Trane', model, {
      type: 'air conditioners',
      series: `RAU${gen}`,
      fields: gen === 'J' ? { refrigerant: 'R-410A' } : {},
      description: 'remote air-cooled split system condensing unit, 20–120 tons (size not read)',
      evidence: 'pattern',
      rule: 'Trane RAUC / RAUJ split system condensing units: series from the catalogue titles (type only)',
      source: gen === 'J' ? RAUJ_SOURCE : RAUC_SOURCE,
    });
  },
};

export const TRANE_INTELLIPAK_AND_LARGE_SPLIT_RULES: readonly NomenclatureRule[] = [intellipak, voyagerLargeShort, remoteCondensingUnits];
