// Light-commercial packaged rooftop lines the §2 / §4 / §5 rules do not read (issue 18, id18e): Trane Precedent
// (T*C / Y*C / W*C) and the Voyager key written only up to its capacity (YCD060, TCD120), Lennox's L Series
// LCA / LGA / LHA (and the later LCH / LGH), Carrier's WeatherMaker / WeatherMaster 48 / 50 HJ, TF, TM lines with a
// 3-digit tonnage code (48HJD005). Type `packaged units`; brand required. README-extra.md ("Packaged rooftop lines").
import { capacityFields, gridCapacity } from '../common';
import { S as CARRIER_S } from '../carrier/carrier';
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import { S as TRANE_S } from '../trane/trane';
import type { DecodedFields, NomenclatureRule } from '../types';

const tonsFields = (tons: number): DecodedFields => ({ cooling_capacity_tons: tons, cooling_capacity_kbtuh: Math.round(tons * 12 * 10) / 10 });

// Trane Precedent product catalogs: "Precedent 3-10 Tons … Packaged Cooling (T*C), Packaged Gas/Electric (Y*C)"
// (RT-PRC023-EN) and "Packaged Heat Pumps (WSC)" (PKGP-PRC013-EN): unit function T / Y / W · efficiency letter ·
// C · nominal cooling capacity 036 … 120 (102 = the 8½-ton size) · design letters. Voyager (RT-PRC007-EN key, in
// trane/trane.ts): TC / TE / YC · D / H · capacity — here written only up to the capacity, with the brand.
const TRANE_BRANDS = ['Trane', 'American Standard'] as const;
const PRECEDENT_SOURCE =
  'Trane Precedent product catalogs RT-PRC023-EN (3-10 tons, packaged cooling T*C, packaged gas/electric Y*C): https://vdocuments.us/packaged-rooftop-air-conditioners-precedent-distribuidor-exclusivo-2012-10.html · PKGP-PRC013-EN (packaged heat pumps WSC): https://homedocbox.com/amp/84905919-Appliances/Packaged-heat-pumps-precedent-tons-60-hz-packaged-heat-pumps-wsc-pkgp-prc003-en-february-2007.html';
const PRECEDENT = /^([TYW])([SHZ])C(036|048|060|072|090|102|120)(?:[A-Z][A-Z0-9]{0,24})?$/;
const VOYAGER_CUT = /^([TY])([CE])([DH])(\d{3})$/;
const PRECEDENT_WRITTEN_ON = /^[TYW][SHZ]C\d{3}[A-Z][0-9W][A-Z0-9]/;
const KIND: Record<string, string> = { T: 'packaged cooling unit', Y: 'packaged gas/electric unit', W: 'packaged heat pump' };

const trane: NomenclatureRule = {
  id: 'trane.precedent-voyager-short',
  family: 'trane',
  brands: TRANE_BRANDS,
  // Without a brand: only a Precedent number written on past its design letter and voltage digit (YSC060A1RHA);
  // no other family's model starts T / Y / W · S / H / Z · C · one of these sizes · letter · digit.
  unambiguousWithoutBrand: true,
  firstChars: 'TYW',
  decode(model, brand) {
    let m = PRECEDENT.exec(model);
    if (m) {
      if (brand === '' ? !PRECEDENT_WRITTEN_ON.test(model) : !brandIn(TRANE_BRANDS, brand)) return null;
      const [, kind = '', , cap = ''] = m;
      return decodeOf('trane', pickBrand(TRANE_BRANDS, brand), model, {
        type: 'packaged units',
        series: `${kind}${m[2]}C`,
        fields: cap === '102' ? tonsFields(8.5) : tonsFields(Number(cap) / 12),
        description: `Precedent ${KIND[kind]}`,
        evidence: 'pattern',
        rule: 'Trane Precedent packaged rooftop: T / Y / W · efficiency letter · C · nominal capacity (036 … 120) · design',
        source: PRECEDENT_SOURCE,
      });
    }
    m = VOYAGER_CUT.exec(model);
    if (!m || !brandIn(TRANE_BRANDS, brand)) return null;
    const [, kind = '', second = '', flow = '', cap = ''] = m;
    if (second === 'E' && kind !== 'T') return null; // E (electric heat) is printed for cooling units only
    const c = gridCapacity(cap);
    if (!c || c.offGrid || c.kbtuh < 36) return null;
    return decodeOf('trane', pickBrand(TRANE_BRANDS, brand), model, {
      type: 'packaged units',
      series: `${kind}${second}${flow}`,
      fields: capacityFields(c),
      description: `Voyager ${KIND[kind]}${second === 'E' ? ' with electric heat' : ''}, ${flow === 'D' ? 'downflow' : 'horizontal'}`,
      evidence: 'pattern',
      rule: 'Trane Voyager key (§4.3) written up to the nominal capacity',
      source: TRANE_S.VOYAGER,
    });
  },
};

// Lennox Packaged L Series engineering data: "LCA packaged cooling & electric heat, LGA packaged cooling & gas heat, LHA
// packaged heat pump" — 088 and 100 models 7.5 & 8.5 ton (bulletin 210225), 102 / 120 / 150 models 8.5, 10 and 12 ton
// (bulletin 210109), 300 / 360 models 25 & 30 ton (bulletin 490070); the LGH / LCH service literature for the later
// high-efficiency L Series. The size code is not kBtu/h ÷ 12 (150 = 12 tons): only the printed sizes get a capacity.
const LENNOX_SOURCE =
  'Lennox Packaged L Series LCA/LGA/LHA 088 & 100 (bulletin 210225): https://fdocuments.net/document/aoelcaa-packaged-cooling-electric-heat-088-and-100-models-aoelcaa-packaged.html · 102, 120 & 150 (bulletin 210109): https://studylib.net/doc/25190074/tech-spec-lca-lga-lha-8.5-12 · 300 & 360 (bulletin 490070): https://vdocuments.net/engineering-data-300-360-models-lcalga-lca-of-productionrooftopl-serieslcalca.html · LGH/LCH service literature: https://homedocbox.com/amp/81404411-Appliances/L-series-rooftop-units-60-hz.html';
const LENNOX_L = /^L([CGH])([AH])(\d{3})(?:[A-Z][A-Z0-9]{0,10})?$/;
const LENNOX_L_TONS: Record<string, number> = { '088': 7.5, '100': 8.5, '102': 8.5, '120': 10, '150': 12, '300': 25, '360': 30 };
const LENNOX_L_CODES = new Set(['036', '048', '060', '072', '088', '090', '092', '100', '102', '120', '150', '151', '156', '180', '210', '240', '300', '360']);
const LENNOX_KIND: Record<string, string> = { C: 'packaged cooling & electric heat unit', G: 'packaged cooling & gas heat unit', H: 'packaged heat pump' };

const lennox: NomenclatureRule = {
  id: 'lennox.l-series-packaged',
  family: 'lennox',
  brands: ['Lennox'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 76 || !brandIn(['Lennox'], brand)) return null; // L
    const m = LENNOX_L.exec(model);
    if (!m) return null;
    const [, kind = '', line = '', code = ''] = m;
    if (!LENNOX_L_CODES.has(code)) return null;
    if (kind === 'H' && line === 'H') return null; // no "LHH" in the series literature
    const tons = line === 'A' ? LENNOX_L_TONS[code] : undefined;
    return decodeOf('lennox', 'Lennox', model, {
      type: 'packaged units',
      series: `L${kind}${line}`,
      fields: tons === undefined ? {} : tonsFields(tons),
      description: `L Series ${LENNOX_KIND[kind]}, size ${code}`,
      evidence: 'pattern',
      rule: 'Lennox Packaged L Series: L · C / G / H (cooling & electric heat / gas heat / heat pump) · A / H · size',
      source: LENNOX_SOURCE,
    });
  },
};

// Carrier WeatherMaker / WeatherMaster titles "Weathermaster Series 48HJ004, 005, 006, 007, 008, 009, 012 & 014
// combination gas heating/electric cooling units", "48TF / 48TM gas heating/electric cooling units": 48 gas heat /
// electric cooling, 50 electric cooling (Q: heat pump, as on the 50HC / 50TCQ keys) · series · letter · 3-digit tonnage
// code, read with the 50HC key's table (004 = 3 t … 014 = 12.5 t).
const CARRIER_TONS: Record<string, number> = { '004': 3, '005': 4, '006': 5, '007': 6, '008': 7.5, '009': 8.5, '012': 10, '014': 12.5 };
const CARRIER_SOURCE = `Carrier Weathermaster 48HJ004-014 and 48TF / 48TM gas heating/electric cooling unit titles: https://homedocbox.com/amp/81404411-Appliances/L-series-rooftop-units-60-hz.html · ${CARRIER_S.HC_KEY}`;
const CARRIER_OLD = /^(48|50)(HJ|TF|TM|HE|TJ)([A-Z])(00[4-9]|01[24])(?:-?[A-Z0-9]{1,12})?$/;

const carrier: NomenclatureRule = {
  id: 'carrier.rooftop-48-50-older',
  family: 'carrier',
  brands: ['Carrier'],
  unambiguousWithoutBrand: false,
  firstChars: '45',
  decode(model, brand) {
    if (brand === '') return null;
    const m = CARRIER_OLD.exec(model);
    if (!m || !brandIn(['Carrier'], brand)) return null;
    const [, family = '', series = '', letter = '', code = ''] = m;
    const tons = CARRIER_TONS[code];
    if (tons === undefined) return null;
    const description = family === '48' ? 'packaged gas heating / electric cooling unit' : letter === 'Q' ? 'packaged heat pump' : 'packaged electric cooling unit';
    return decodeOf('carrier', 'Carrier', model, {
      type: 'packaged units',
      series: `${family}${series}${letter}`,
      fields: tonsFields(tons),
      description,
      evidence: 'pattern',
      rule: 'Carrier 48 / 50 WeatherMaker / WeatherMaster (HJ, TF, TM …) · letter · tonnage code (50HC key table)',
      source: CARRIER_SOURCE,
    });
  },
};

// York Sunline technical guide 251933-YTG-X-0615 "R-410A ZE/ZF/ZR/XN/XP Series 3 - 6 Ton": ZE / ZF / ZR cooling only,
// cooling with electric heat or cooling with gas heat; XN / XP cooling and heating (heat pump) · nominal capacity
// 036 / 048 / 060 / 072 · heat option letter and size · … (ZF060N10A2). Only the series and the capacity are read.
const YORK_BRANDS = ['York', 'Luxaire', 'Coleman'] as const;
const YORK_SOURCE = 'York R-410A ZE/ZF/ZR/XN/XP series 3-6 ton technical guide 251933-YTG-X-0615: https://manualmachine.com/york/xpsunliner410a13seer/2116488-technical-guide · ZF series technical guide: https://manualmachine.com/york/zfsunliner410a13seer/2116695-technical-guide';
const YORK_SUNLINE = /^(Z[EFR]|X[NP])(036|048|060|072)(?:[A-Z]\d{2}[A-Z0-9]{0,12})?$/;

const york: NomenclatureRule = {
  id: 'york.sunline-ze-zf-zr-xn-xp',
  family: 'york',
  brands: YORK_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'ZX',
  decode(model, brand) {
    if (brand === '') return null;
    const m = YORK_SUNLINE.exec(model);
    if (!m || !brandIn(YORK_BRANDS, brand)) return null;
    const [, series = '', cap = ''] = m;
    if (cap === '072' && series !== 'ZF') return null; // "ZE, ZR, XN, XP not available in 6 Ton"
    const heatPump = series[0] === 'X';
    return decodeOf('york', pickBrand(YORK_BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: tonsFields(Number(cap) / 12),
      description: heatPump ? 'Sunline packaged heat pump (cooling and heating)' : 'Sunline single-package rooftop unit (cooling only, electric or gas heat)',
      evidence: 'pattern',
      rule: 'York Sunline ZE / ZF / ZR / XN / XP · nominal capacity 036–072 · heat option',
      source: YORK_SOURCE,
    });
  },
};

export const PACKAGED_ROOFTOP_RULES: readonly NomenclatureRule[] = [trane, lennox, carrier, york];
