// Bard wall-mount packaged units (printed key), RULES.md §11.1: W42HA-A10XXXXXA and Q-TEC Q24H3.
// Sources: RULES.md §13 S136–S139.
import type { DecodedFields, NomenclatureRule } from '../types';
import { cite, decodeOf, pickBrand } from '../kit/rule-kit';

const BRANDS = ['Bard'] as const;
// W · capacity class · H heat pump / A AC right-hand controls / L AC left-hand · revision · -voltage · heater kW.
const WALL_MOUNT = /^W(\d\d)([HAL])([A-Z0-9])?(?:-([ABC]))?/;
const Q_TEC = /^Q(\d\d)([AH])/;
// Earlier wall-mount key (printed in Bard manuals 2100-218, 2100-219, 2100-234, 2100-357): WA air conditioner /
// WH heat pump · capacity class · revision digit · (series letter) · -volts & phase (A, B, C; K = 115/60/1) · heater kW.
const WALL_MOUNT_EARLIER = /^W([AH])(\d\d)(\d)[A-Z]?(?:-?([ABCK])(?=\d|$|-))?/;
const EARLIER_SOURCE =
  'Bard wall-mount installation instructions with model nomenclature: WA421/WA482/WA602 2100-218 (http://38.142.81.21:8001/manual/bard/wa482/specifications-english.html), WH421/WH482/WH602 2100-219 (http://38.142.81.21:8001/manual/bard/wh482/specifications-english.html), WA121 2100-234 (K = 115/60/1), WH301D/WH361D 2100-357 (https://manualzz.com/doc/9334640/bard-wh301d--wh361d-heat-pump-installation-instructions)';
const W12A_SOURCE = 'Bard, The Wall-Mount One Ton Air Conditioner W12A1, 10,800 Btuh: https://studylib.net/doc/18660222/the-wall-mount%E2%84%A2-one-ton-air-conditioner';
/** kBtu/h classes 18…60 (1½…5 t); 70 = 6 t on AC (§11.1); 12 = the one-ton W12A (10,800 Btu/h rated, W12A_SOURCE). */
const CLASS_KBTUH: Record<string, number> = { '12': 12, '18': 18, '24': 24, '30': 30, '36': 36, '42': 42, '48': 48, '60': 60, '70': 72 };
const QUIET_CLIMATE_SOURCE = 'Bard, The Wall-Mount "Quiet Climate" A/C 10.0 EER, models W38A1, W49A1, W61A1, 3 to 5 ton: https://manualmachine.com/bard/w49a1/984193-user-manual/';
/** "Quiet Climate" 10 EER air conditioners: their own classes, nominal 3, 4, 5 t (QUIET_CLIMATE_SOURCE); no heat pump of them is listed. */
const QUIET_CLIMATE_KBTUH: Record<string, number> = { '38': 36, '49': 48, '61': 60 };
const VOLTAGE: Record<string, DecodedFields> = {
  A: { voltage_v: 230, phase: 1 },
  B: { voltage_v: 230, phase: 3 },
  C: { voltage_v: 460, phase: 3 },
  K: { voltage_v: 115, phase: 1 },
};
const KIND: Record<string, string> = { H: 'heat pump', A: 'air conditioner, right-hand controls', L: 'air conditioner, left-hand controls' };

export const bardWallMount: NomenclatureRule = {
  id: 'bard.wall-mount',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'WQ',
  decode(model, brand) {
    const c0 = model.charCodeAt(0);
    if (c0 !== 87 && c0 !== 81) return null; // W, Q
    const wall = c0 === 87 ? WALL_MOUNT.exec(model) : null;
    const q = wall ? null : Q_TEC.exec(model);
    const hit = wall ?? q;
    if (!hit) return null;
    const [, cls = '', kind = ''] = hit;
    const quiet = wall !== null && kind !== 'H' ? QUIET_CLIMATE_KBTUH[cls] : undefined;
    const kbtuh = CLASS_KBTUH[cls] ?? quiet;
    // 70 is an AC-only class.
    if (kbtuh === undefined || (cls === '70' && kind === 'H')) return null;
    const voltage = wall?.[4] === undefined ? {} : VOLTAGE[wall[4]];
    return decodeOf('bard', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: wall ? `W${kind}` : `Q-TEC Q${kind}`,
      fields: Object.assign({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, efficiency_tier: `wall-mount ${KIND[kind] ?? ''}${quiet === undefined ? '' : ', Quiet Climate'}` }, voltage),
      evidence: 'src',
      rule: '§11.1 Bard wall-mount units (W42HA-A10XXXXXA, Q24H3)',
      source: cls === '12' ? `${cite('S136', 'S137', 'S138', 'S139')} · ${W12A_SOURCE}` : quiet !== undefined ? `${cite('S136', 'S137', 'S138', 'S139')} · ${QUIET_CLIMATE_SOURCE}` : cite('S136', 'S137', 'S138', 'S139'),
    });
  },
};

export const bardWallMountEarlier: NomenclatureRule = {
  id: 'bard.wall-mount-earlier',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'W',
  decode(model, brand) {
    const m = WALL_MOUNT_EARLIER.exec(model);
    if (!m) return null;
    const [, kind = '', cls = '', , volt] = m;
    const kbtuh = CLASS_KBTUH[cls];
    if (kbtuh === undefined || cls === '70') return null;
    const voltage = volt === undefined ? {} : (VOLTAGE[volt] ?? {});
    return decodeOf('bard', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `W${kind}`,
      fields: Object.assign({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, efficiency_tier: `wall-mount ${kind === 'H' ? 'heat pump' : 'air conditioner'}` }, voltage),
      evidence: 'src',
      rule: 'Bard earlier wall-mount key (WA421-A10, WH361D, WA121-K)',
      source: EARLIER_SOURCE,
    });
  },
};

export const BARD_RULES: readonly NomenclatureRule[] = [bardWallMount, bardWallMountEarlier];
