// Trane light-commercial rooftop sizes and series the Precedent / Voyager / Foundation rules do not read (issue 18):
// - Precedent dual-compressor sizes 074 (6 t) and 092 (7.5 t) and the Precedent 17 Plus codes 037 / 047 / 067 (3 / 4 / 5 t):
//   IOM RT-SVX21AC-EN "Model Number Descriptions – 3 to 10 Tons (T/Y)": digit 1 T = DX cooling, Y = DX cooling, gas heat;
//   digit 2 S = standard, H = high efficiency; digit 3 C = convertible; digits 4–6 nominal gross cooling capacity (MBh)
//   "074 = 6 Ton, Dual Compressor … 092 = 7.5 Ton, Dual Compressor"; digit 8 voltage 1 = 208/230/60/1, 3 = 208–230/60/3,
//   4 = 460/60/3, W = 575/60/3; and "3 to 5 Tons (T/Y – 17 Plus)": H · C · 037 = 3, 047 = 4, 067 = 5 Ton.
// - Foundation generation C (GCC): IOM RT-SVX51L-EN "Digit 1 G = Packaged Gas/Electric; Digit 2 C = Generation C;
//   Digit 3 C = Convertible; Digits 4–6 180 = 15, 210 = 17.5, 240 = 20, 300 = 25 Tons" (trane/foundation.ts reads GBC).
// - Voyager 12½–25 tons (catalog RT-PRC028-EN, "Cooling (TC*) and Gas/Electric (YC*) 12½–25 Tons", "Added New 17½ & 25
//   Tons"): the 210 and 300 codes the §0.2 grid lacks, read as 17.5 and 25 tons as the Foundation key of the same catalog
//   family prints them (Trane THD210G3R0B1KMC "Voyager 17.5 Tons"), and the H (high efficiency) letter written up to the
//   capacity (THD240), which trane/trane.ts §4.3 reads only with the design and voltage digits. The 12½–25 ton key itself
//   (digit 2 letters) was not in reach, so only T / Y · C / H · D / H with the catalog's sizes 150–300 is read.
// Type `packaged units`; brand Trane / American Standard required.
import { brandIn } from '../kit/brand-guard';
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Trane', 'American Standard'] as const;
const PRECEDENT_SOURCE =
  'Trane Precedent IOM RT-SVX21AC-EN, model number descriptions 3 to 10 tons (T/Y) and 3 to 5 tons (T/Y – 17 Plus): https://www.easymanua.ls/trane/ysc036g/manual?p=7 · https://www.easymanua.ls/trane/ysc036g/manual?p=10';
const FOUNDATION_SOURCE = 'Trane Foundation IOM RT-SVX51L-EN (GCC180-300), model number description: https://www.easymanua.ls/trane/foundation-gcc180-300/manual?p=6';
const VOYAGER_SOURCE =
  'Trane Voyager Light Commercial catalog RT-PRC028-EN, cooling (TC*) and gas/electric (YC*) 12½–25 tons: https://homedocbox.com/amp/95397195-Appliances/Packaged-rooftops-voyager-r-410a-121/2-25-tons-60-hz-packaged-cooling-tc-packaged-gas-electric-yc-rt-prc028-en.html · THD210G3R0B1KMC Voyager 17.5 tons (RT-PRC028AC-EN): https://manualzz.com/doc/66496506/trane-thd210g3r0b1kmc-voyager%E2%84%A2-17.5-tons-230v-three-phase... · size codes 210 = 17.5, 300 = 25 tons (Foundation RT-SVX51L-EN): https://www.easymanua.ls/trane/foundation-gcc180-300/manual?p=6';

// The codes are size codes (092 = 7.5 t, 047 = 4 t): kBtu/h is the nominal tons × 12.
const tons = (t: number): DecodedFields => ({ cooling_capacity_tons: t, cooling_capacity_kbtuh: t * 12 });
/** RT-SVX21AC-EN digit 8 (208–230 V read as 230, as trane/trane.ts does). */
const VOLTAGE: Readonly<Record<string, Pick<DecodedFields, 'voltage_v' | 'phase'>>> = {
  '1': { voltage_v: 230, phase: 1 },
  '3': { voltage_v: 230, phase: 3 },
  '4': { voltage_v: 460, phase: 3 },
  W: { voltage_v: 575, phase: 3 },
};
/** Precedent codes the id18e rule (multi-family/rooftop-units.ts) does not list: code → [tons, efficiency letters]. */
const PRECEDENT_SIZES: Readonly<Record<string, readonly [number, string]>> = {
  '074': [6, 'SH'],
  '092': [7.5, 'SH'],
  '037': [3, 'H'],
  '047': [4, 'H'],
  '067': [5, 'H'],
};
// T / Y · efficiency · C · code · [major design letter · voltage · rest of the 17+ digits].
const PRECEDENT = /^([TY])([SH])C(0[3-9]\d)(?:([A-Z])([134W])?([A-Z0-9]{0,30}))?$/;
const FOUNDATION_TONS: Readonly<Record<string, number>> = { '180': 15, '210': 17.5, '240': 20, '300': 25 };
const FOUNDATION = /^GCC(\d{3})(?:([A-Z])([34W])?([A-Z0-9]{0,30}))?$/;
const VOYAGER_TONS: Readonly<Record<string, number>> = { '150': 12.5, '180': 15, '210': 17.5, '240': 20, '300': 25 };
const VOYAGER = /^([TY])([CH])([DH])(\d{3})(?:[A-Z][A-Z0-9]{0,30})?$/;
const KIND: Readonly<Record<string, string>> = { T: 'packaged cooling unit', Y: 'packaged gas/electric unit' };

// Without a brand (a report that names no maker, as energy-audit tables often do) these keys are read only written on
// past the size, with the design letter and the voltage digit: no other family's model starts T / Y · S / H / C ·
// C / D / H · three digits · letter · voltage (checked against every catalog model and every labelled row, issue 18).
const fullWithoutBrand = (design: string | undefined, volt: string | undefined): boolean => design !== undefined && volt !== undefined;

const tranePrecedentSizes: NomenclatureRule = {
  id: 'trane.precedent-dual-compressor-17-plus',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'TY',
  decode(model, brand) {
    if (brand !== '' && !brandIn(BRANDS, brand)) return null;
    const m = PRECEDENT.exec(model);
    if (!m) return null;
    const [, kind = '', eff = '', code = '', design, volt] = m;
    if (brand === '' && !fullWithoutBrand(design, volt)) return null;
    const size = PRECEDENT_SIZES[code];
    if (!size || !size[1].includes(eff)) return null;
    const seventeen = code.endsWith('7');
    return decodeOf('trane', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `${kind}${eff}C`,
      fields: Object.assign(tons(size[0]), volt === undefined ? {} : VOLTAGE[volt]),
      description: `Precedent${seventeen ? ' 17 Plus' : ''} ${KIND[kind]}${code === '074' || code === '092' ? ', dual compressor' : ''}`,
      evidence: 'src',
      rule: 'Trane Precedent: T / Y · S / H efficiency · C · nominal gross cooling MBh (074, 092 dual compressor; 037 / 047 / 067 17 Plus) · design · voltage',
      source: PRECEDENT_SOURCE,
    });
  },
};

const traneFoundationGenC: NomenclatureRule = {
  id: 'trane.foundation-generation-c',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'G',
  decode(model, brand) {
    if (!brandIn(BRANDS, brand)) return null;
    const m = FOUNDATION.exec(model);
    if (!m) return null;
    const [, code = '', , volt] = m;
    const t = FOUNDATION_TONS[code];
    if (t === undefined) return null;
    return decodeOf('trane', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: 'GCC',
      fields: Object.assign(tons(t), volt === undefined ? {} : VOLTAGE[volt]),
      description: 'Foundation packaged gas / electric rooftop, generation C',
      evidence: 'src',
      rule: 'Trane Foundation: G (packaged gas/electric) · C (generation C) · C (convertible) · nominal gross cooling MBh 180–300 · design · voltage',
      source: FOUNDATION_SOURCE,
    });
  },
};

const traneVoyagerLarge: NomenclatureRule = {
  id: 'trane.voyager-12-25-ton-sizes',
  family: 'trane',
  brands: BRANDS,
  unambiguousWithoutBrand: true,
  firstChars: 'TY',
  decode(model, brand) {
    if (brand !== '' && !brandIn(BRANDS, brand)) return null;
    const m = VOYAGER.exec(model);
    if (!m) return null;
    // Without a brand: the size and at least two more digits of the key (design / voltage), not a 6-character stub.
    if (brand === '' && model.length < 8) return null;
    const [, kind = '', eff = '', flow = '', code = ''] = m;
    const t = VOYAGER_TONS[code];
    if (t === undefined) return null;
    return decodeOf('trane', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `${kind}${eff}${flow}`,
      fields: tons(t),
      description: `Voyager ${KIND[kind]}, ${flow === 'D' ? 'downflow' : 'horizontal'}`,
      evidence: 'pattern',
      rule: 'Trane Voyager 12½–25 tons: T / Y · C / H · D / H · nominal cooling MBh (150, 180, 210, 240, 300)',
      source: VOYAGER_SOURCE,
    });
  },
};

export const TRANE_LIGHT_COMMERCIAL_SIZE_RULES: readonly NomenclatureRule[] = [tranePrecedentSizes, traneFoundationGenC, traneVoyagerLarge];
