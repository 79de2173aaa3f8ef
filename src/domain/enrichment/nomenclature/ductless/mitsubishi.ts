// Mitsubishi Electric ductless model-number nomenclature, RULES.md §9.1 (M-, S- and P-series).
// Sources: RULES.md §13 S110–S114.
import type { DecodedFields, EvidenceTag, NomenclatureRule } from '../types';
import type { EquipmentType } from '../../catalog/equipment-types';
import { cite, coolingFromKw10, decodeOf, pickBrand, weakest } from '../kit/rule-kit';

const BRANDS = ['Mitsubishi Electric', 'Trane / Mitsubishi Electric', 'American Standard / Mitsubishi Electric'] as const;

/** North-American capacity classes, kBtu/h (MSZ-GE09…24 = 0.75–2 t; P-series up to 36/42/48) [src]. */
const NA_KBTUH = new Set([6, 9, 12, 15, 18, 24, 30, 36, 42, 48]);

/** Prefix → evidence of its meaning (§9.1 table). */
const M_PREFIX: Record<string, EvidenceTag> = {
  MSZ: 'src', MSY: 'src', MUZ: 'src', MUY: 'pattern', MXZ: 'src', SEZ: 'src', SLZ: 'src', SUZ: 'src', MFZ: 'unconfirmed',
};
const P_PREFIX: Record<string, EvidenceTag> = {
  PKA: 'src', PLA: 'src', PCA: 'src', PEA: 'src', PEAD: 'src', MS: 'src', MU: 'src', PUZ: 'unconfirmed', PUY: 'unconfirmed', PVA: 'unconfirmed', SVZ: 'unconfirmed',
  PSA: 'unconfirmed', PFA: 'unconfirmed',
};

// MSZ-GE09NA, MXZ-3C24NA, MUZ-GE25VA: prefix · (zones) · series letters · capacity class · region/revision suffix.
const M_SERIES = /^(MSZ|MSY|MUZ|MUY|MXZ|SEZ|SLZ|SUZ|MFZ)-?([2-8])?([A-Z]{1,2})(\d\d)([A-Z]{0,4})/;
/**
 * Japanese domestic room air conditioners (霧ヶ峰 / Kirigamine): MSZ wall-mounted indoor unit / MUZ its outdoor unit
 * (§9.1 [src]) · series letters (ZW, ZD, FZ, GE, JXV, ZXV …) · three or four digits · optional S · optional colour
 * letter (-W). The Japanese lists print the digits as a class followed by the model year (MSZ-ZD253, MSZ-ZD283S …
 * MSZ-ZD563S for the 2013 "ZD" series; MSZ-ZW4026S, MSZ-FZ4025S), but no Mitsubishi Electric key in reach states the
 * digits or the S: type and unit only. Issue 18, Japanese domestic gap scan (README-extra.md). Brand required.
 */
const JAPAN_ROOM = /^M([SU])Z-?([A-Z]{1,3})(\d{3,4})(S?)(?:-?[A-Z])?$/;
// PKA-A24KA7, PLA-A36BA, PUZ-A36NHA7, MS-A09WA, SVZ-KP30NA; export PEAD-M71JA, PUZ-ZM100VKA, PLA-RP125BA.
const P_SERIES = /^(PEAD|PKA|PLA|PCA|PEA|PUZ|PUY|PVA|PSA|PFA|SVZ|MS|MU)-?([A-Z]{0,3})(\d\d\d?)([A-Z]{0,4})/;
/**
 * The older constant-speed wall units print the class right after MS / MU (cooling only) or MSH / MUH (heat pump), with
 * the series letters after it: MSH24WN / MUH24WN (Mitsubishi service manual OB310, "split-type, heat pump air
 * conditioners", https://fdocuments.in/document/please-void-ob310-split-type-heat-pump-air-conditioners-meus1-wmuh-24wnservicemanualpdf.html).
 * Every other prefix needs its range letters.
 */
const CLASS_FIRST_PREFIXES = new Set(['MS', 'MU']);
/**
 * P-series range letters after the hyphen: North-American A / HA / KA / KP (PKA-A24KA7, PUZ-HA36NKA, SVZ-KP30NA)
 * print kBtu/h; the export ranges M, RP, ZRP, ZM, SM, SP, P (PEAD-M71JA, PUZ-ZM100VKA) print kW×10 (§0.4).
 */
const P_EXPORT_RANGES = new Set(['M', 'RP', 'ZRP', 'ZM', 'SM', 'SP', 'P', 'ZP']);

/**
 * Classes a V… model may print on either basis: Mitsubishi's wireless-type outdoor manual OB386 (MU-GA25VB) notes the
 * class "has been changed (btu base → kw base)", and Asian V… lines still print 18 / 24 for 18,000 / 24,000 Btu/h
 * (MSY-GR18VF, MS-GK24VA) where European ones print 18 for 1.8 kW (MSZ-LN18VG): type only for these.
 */
const V_CLASSES_ON_EITHER_BASIS = new Set([18, 24]);

/** NA classes are kBtu/h; a V… suffix marks an EU/Asia model whose class is kW×10 (§0.4, §9.1). */
function capacityOf(prefix: string, code: string, suffix: string, exportRange = false): DecodedFields | null {
  const n = Number(code);
  if (suffix.startsWith('V') && !exportRange && V_CLASSES_ON_EITHER_BASIS.has(n)) return {};
  if (suffix.startsWith('V') || exportRange) return n >= 15 && n <= 250 ? coolingFromKw10(n) : null;
  if (code.length === 3) return null;
  // Multi-zone outdoor units also come as a 20 (MXZ-2C20NA).
  const onGrid = NA_KBTUH.has(n) || (prefix === 'MXZ' && n === 20);
  return onGrid ? { cooling_capacity_kbtuh: n, cooling_capacity_tons: Math.round((n / 12) * 100) / 100 } : null;
}

/**
 * Indoor head or outdoor unit: both are "mini-splits" in the catalog's vocabulary. The P-series outdoor
 * units (PUZ heat pump, PUY cooling only) stay mini-splits too: the catalog (NRCan ccASHP rows) lists
 * PUZ-A12NKA7 / PUZ-HA36NKA as mini-split heat pumps and only the ducted-system pairings as heat pumps,
 * a pairing the outdoor model number does not tell. The maker files them the same way: its P-series guide specification
 * heads PUZ-A**NHA4 "Ductless Mini-splits … Heat Pump Series Outdoor Units" with PCA / PEA / PEAD / PKA / PLA indoor units
 * (Mitsubishi Electric HVAC Guide Specifications, Nov 2009: https://studylib.net/doc/8520571), and the PUZ/PUY service manual
 * OC367 titles them "split-type, heat pump air conditioners" / "split-type, air conditioners" outdoor units.
 */
const DESCRIPTION: Record<string, string> = {
  MUZ: 'mini-split heat pump outdoor unit', MUY: 'mini-split cooling-only outdoor unit', MXZ: 'multi-zone heat pump outdoor unit',
  SUZ: 'mini-split heat pump outdoor unit', MU: 'mini-split cooling-only outdoor unit', PUZ: 'P-series heat pump outdoor unit',
  PUY: 'P-series cooling-only outdoor unit', PEAD: 'P-series ducted indoor unit', PEA: 'P-series ducted indoor unit',
  PKA: 'P-series wall-mounted indoor unit', PLA: 'P-series ceiling cassette', PCA: 'P-series ceiling-suspended indoor unit',
  MSZ: 'wall-mounted indoor unit (heat pump)', MSY: 'wall-mounted indoor unit (cooling only)', SEZ: 'ducted indoor unit',
  SLZ: 'ceiling cassette', SVZ: 'multi-position air handler', MFZ: 'floor-mounted indoor unit',
};

function decodeWith(re: RegExp, prefixes: Record<string, EvidenceTag>, model: string, brand: string, rule: string) {
  const m = re.exec(model);
  if (!m) return null;
  const zoned = re === M_SERIES;
  const prefix = m[1] ?? '';
  const series = (zoned ? m[3] : m[2]) ?? '';
  const code = (zoned ? m[4] : m[3]) ?? '';
  const suffix = (zoned ? m[5] : m[4]) ?? '';
  // PUZ-WM / HWM / SWM / SHWM: Ecodan air-to-water outdoor units (air-to-water/mitsubishi-ecodan.ts), not a P-series range.
  if (prefix === 'PUZ' && /^S?H?WM?$/.test(series)) return null;
  if (!zoned && series === '' && !CLASS_FIRST_PREFIXES.has(prefix)) return null;
  const prefixEvidence = prefixes[prefix];
  const exportRange = !zoned && P_EXPORT_RANGES.has(series);
  const fields = capacityOf(prefix, code, suffix, exportRange);
  // A class that is neither a North-American nor a kW×10 one is not a Mitsubishi model number.
  if (prefixEvidence === undefined || fields === null) return null;
  // PVA: air handler (the catalog's ENERGY STAR rows agree); SVZ rows are listed there as mini-split systems.
  const type: EquipmentType = prefix === 'PVA' ? 'air handlers' : 'mini-splits';
  return decodeOf('mitsubishi', pickBrand(BRANDS, brand), model, {
    type,
    series: series === '' ? prefix : `${prefix}-${series}`,
    description: DESCRIPTION[prefix] ?? (prefix === 'MS' ? 'wall-mounted indoor unit' : undefined),
    fields,
    // The export range letters → kW×10 reading is inferred from the sourced NA/export pairs.
    evidence: weakest(prefixEvidence, exportRange ? 'pattern' : 'src'),
    rule,
    source: cite('S110', 'S111', 'S112', 'S113', 'S114'),
  });
}

export const mitsubishiMSeries: NomenclatureRule = {
  id: 'mitsubishi.m-series',
  family: 'mitsubishi',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'MS',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 77 && c0 !== 83) return null; // M, S
    // A Japanese domestic number (MSZ-ZW3622S): its first two digits are no North-American kBtu/h class.
    if (c0 === 77 && model.charCodeAt(2) === 90 && JAPAN_ROOM.test(model)) return null;
    return decodeWith(M_SERIES, M_PREFIX, model, brand, '§9.1 Mitsubishi Electric M-/S-series ductless (MSZ-GE09NA, MXZ-3C24NA)');
  },
};

export const mitsubishiPSeries: NomenclatureRule = {
  id: 'mitsubishi.p-series',
  family: 'mitsubishi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'PMS',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 80 && c0 !== 77 && c0 !== 83) return null; // P, M, S
    return decodeWith(P_SERIES, P_PREFIX, model, brand, '§9.1 Mitsubishi Electric P-series and constant-speed ductless (PKA-A24KA7, MS-A09WA)');
  },
};

const JAPAN_SOURCE =
  'Mitsubishi Electric 霧ヶ峰 new-product announcements as published: "ZD" series MSZ-ZD253 / MSZ-ZD283S / MSZ-ZD403S / MSZ-ZD563S (2013 models, 8–18 畳): http://news.mynavi.jp/news/2012/11/28/140/index.html · Z / ZD series, 代表機種 MSZ-ZW4026S, 4 series, 30 models: https://news.livedoor.com/article/detail/29444472/ · FZ series MSZ-FZ4025S specification: https://getnavi.jp/homeappliances/1026388';

export const mitsubishiJapanRoom: NomenclatureRule = {
  id: 'mitsubishi.japan-room-msz-muz',
  family: 'mitsubishi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'M',
  decode(model, brand) {
    if (brand === '' || model.charCodeAt(0) !== 77 || model.charCodeAt(2) !== 90) return null; // M · Z
    const m = JAPAN_ROOM.exec(model);
    if (m === null) return null;
    const outdoor = m[1] === 'U';
    const prefix = outdoor ? 'MUZ' : 'MSZ';
    return decodeOf('mitsubishi', pickBrand(BRANDS, brand), model, {
      type: 'mini-splits',
      series: `${prefix}-${m[2] ?? ''}`,
      description: outdoor ? 'room air conditioner outdoor unit (Japanese domestic)' : 'wall-mounted room air conditioner indoor unit (Japanese domestic)',
      fields: {},
      evidence: 'src',
      rule: '§9.1 Mitsubishi Electric MSZ wall indoor / MUZ outdoor, Japanese domestic form: series letters · three or four digits · S (type only: no key in reach reads the digits)',
      source: `${cite('S110', 'S111')} · ${JAPAN_SOURCE}`,
    });
  },
};

export const MITSUBISHI_RULES: readonly NomenclatureRule[] = [mitsubishiMSeries, mitsubishiPSeries, mitsubishiJapanRoom];
