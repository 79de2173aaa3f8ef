// Mitsubishi Electric Trane (METUS) badge of the CITY MULTI Inverter Y-series VRF outdoor units (issue 18, twenty-first
// hold-out set's family). The METUS installation manuals are titled "Air-Conditioners For Building Application Inverter
// Y-Series, OUTDOOR UNIT TUHYP-AN40AN/AB, TUHYE-AN40AN/AB" and "… TUHYP-AN41AN/AB, TUHYE-AN41AN/AB": T · UHY · P / E · the
// size (left open in the titles) · AN40 / AN41 · AN / AB. The size is read as the Mitsubishi Electric Y-series (PUHY) class the
// guide specification lists for the same outdoor units — P72 … P360, "6 to 30 tons nominal", kBtu/h in 24 kBtu/h steps, as
// ductless/vrf.ts reads PUHY — written with three digits and followed by one more digit, which no document here explains and
// which is not decoded. Type `mini-splits`, as the PUHY / Multi V outdoor units (VRF is rated as mini/multi-split).
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { NomenclatureRule } from '../types';

const BRANDS = ['Mitsubishi Electric', 'Trane / Mitsubishi Electric', 'American Standard / Mitsubishi Electric'] as const;
const SOURCE = [
  'METUS installation manual, Air-Conditioners For Building Application Inverter Y-Series, outdoor unit TUHYP-AN40AN/AB, TUHYE-AN40AN/AB: https://arietiform.com/application/nph-tsq.cgi/en/20/https/www.scribd.com/document/639823961/Untitled',
  'METUS installation manual, outdoor unit TUHYP-AN41AN/AB, TUHYE-AN41AN/AB: https://scribd.com/document/750949983/Condensador-TUHYE144341AB',
  'Mitsubishi Electric HVAC guide specifications, CITY MULTI Y-series PUHY-P72 … P360 T(Y)(S)HMU-A, 6 to 30 tons nominal: https://studylib.net/doc/7497138/--mitsubishi-electric-cooling-and-heating',
].join('; ');

// T · UHY · P / E · size class · one digit · AN4 0 / 1 · AN / AB.
const TUHY = /^TUHY([PE])(\d{3})\d(AN4[01])(A[NB])$/;

/** Y-series classes 72 … 360 kBtu/h (6 … 30 tons) in 24 kBtu/h steps. */
function yClassOk(n: number): boolean {
  return n >= 72 && n <= 360 && n % 24 === 0;
}

const metusYSeriesOutdoor: NomenclatureRule = {
  id: 'mitsubishi.metus-y-series-outdoor',
  family: 'mitsubishi',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'T',
  decode(model, brand) {
    const m = TUHY.exec(model);
    if (!m) return null;
    const [, range = '', cls = '', suffix = ''] = m;
    const kbtuh = Number(cls);
    if (!yClassOk(kbtuh)) return null;
    return decodeOf('mitsubishi', pickBrand(BRANDS, brand, 'Trane / Mitsubishi Electric'), model, {
      type: 'mini-splits',
      series: `TUHY${range}-${suffix}`,
      fields: { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      description: 'CITY MULTI Inverter Y-series VRF outdoor unit (Mitsubishi Electric Trane badge)',
      evidence: 'pattern',
      rule: 'METUS Inverter Y-series outdoor: T · UHY · P / E · Y-series kBtu/h class (072 … 360) · digit · AN40 / AN41 · AN / AB',
      source: SOURCE,
    });
  },
};

export const METUS_Y_SERIES_OUTDOOR_RULES: readonly NomenclatureRule[] = [metusYSeriesOutdoor];
