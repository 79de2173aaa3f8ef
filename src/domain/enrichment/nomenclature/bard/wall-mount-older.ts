// Bard wall-mount units of the earlier key not read by bard/bard.ts (issue 18): the WL air conditioners (WL302, WL372,
// WL423, WL484, WL602: "WL 42 3 – A 10 …", capacity · revision digit · -volts & phase · heater kW) and the WA / WH
// capacity classes 37, 38 and 49 that Bard's manuals list (WA302 / WA372 2100-404, WA381 / WA491 2100-398). The
// manuals print tons for 42 / 48 / 60 only; 30 = 2½ t is §11.1's class (bard/bard.ts); 37, 38 and 49 have no tonnage in
// the pages read, so those units are typed without a capacity.
import { decodeOf, pickBrand } from '../kit/rule-kit';
import type { DecodedFields, NomenclatureRule } from '../types';

const BRANDS = ['Bard'] as const;

export const BARD_WALL_MOUNT_SOURCE = [
  'Bard WL302 / WL372 wall mounted packaged air conditioner installation instructions 2100-405 (air conditioner wall mount model nomenclature): https://manuals.online/bard/air-conditioner/wl302/user-manual/15vel',
  'Bard WL423 / WL484 / WL602 installation instructions, nomenclature "WL 42 3 – A 10 X N X X", capacity 42 - 3 1/2 Ton, 48 - 4 Ton, 60 - 5 Ton, volts & phase A - 230/208/60/1, B - 230/208/60/3, C - 460/60/3: http://38.142.81.21:8001/manual/bard/wl423/specifications-english.html',
  'Bard WA302 / WA372 installation instructions 2100-404: https://manualshive.com/en/manual/bard/wa302/2707114?page=7',
  'Bard WA381 / WA423 / WA484 / WA491 / WA602 installation instructions 2100-398D: http://38.142.81.21:8001/manual/bard/wa491/specifications-english.html',
].join('; ');

/** kBtu/h of the classes with a printed or §11.1 tonnage; the listed classes without one map to undefined. */
const CLASS_KBTUH: Record<string, number | undefined> = { '30': 30, '37': undefined, '38': undefined, '42': 42, '48': 48, '49': undefined, '60': 60 };
const VOLTAGE: Record<string, DecodedFields> = { A: { voltage_v: 230, phase: 1 }, B: { voltage_v: 230, phase: 3 }, C: { voltage_v: 460, phase: 3 } };
const WALL = /^W([AL])(30|37|38|42|48|49|60)(\d)(?:-?([ABC])(?=\d|$|-|X))?/;

export const bardWallMountPkg21: NomenclatureRule = {
  id: 'bard.wall-mount-wl-pkg21',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'W',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 87 /* W */) return null;
    const m = WALL.exec(model);
    if (m === null) return null;
    const [, kind = '', cls = '', , volt] = m;
    // WL: the listed WL302 / WL372 / WL423 / WL484 / WL602 classes. WA: only the 37 / 38 / 49 classes (WA372, WA381,
    // WA491); its other classes stay with bard.wall-mount-earlier. No WH of these classes is listed.
    if (kind === 'L' ? cls === '38' || cls === '49' : kind !== 'A' || CLASS_KBTUH[cls] !== undefined) return null;
    const kbtuh = CLASS_KBTUH[cls];
    const fields: DecodedFields = Object.assign(
      kbtuh === undefined ? {} : { cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12 },
      // The WL manuals title the units "wall mounted packaged air conditioner"; which side the controls are on is not read.
      { efficiency_tier: 'wall-mount air conditioner' },
      volt === undefined ? {} : VOLTAGE[volt],
    );
    return decodeOf('bard', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series: `W${kind}`,
      fields,
      evidence: 'src',
      rule: 'Bard earlier wall-mount key, WL and the 37 / 38 / 49 classes (WL423-A10, WL372, WA381)',
      source: BARD_WALL_MOUNT_SOURCE,
    });
  },
};

export const BARD_GAS_AND_SIX_TON_SOURCE = [
  'Bard 11EER W24G4-W60G4 series wall-mount gas/electric air conditioner with gas fired heating, 2 to 5 ton, form S3588-0820: https://dokumen.tips/documents/15-to-3-ton-208v-to-460v-60hz-air-conditioner-speci-11eer-wa-series-wall-mounta.html',
  'Bard titles "W24G-W60G Gas Heat/Electric Cooling Engineering Specification Guide", "WG3S-WG5S 2-Stage Cooling with Gas Heat Engineering Specification Guide", "The Wall-Mount Step Capacity Gas/Electric - WG*S Series": https://homedocbox.com/amp/124343363-Appliances/The-wall-mount-gas-electric-low-nox-certified-models.html',
  'Bard W42AC-W72AC 11EER WA series installation instructions 2100-692E (W72AC-A … W72ACDC): http://manualslib.com/manual/3257062/Bard-W42ac-B.html',
  'Bard wall-mount air conditioner specifications "W18A - W72A models, 1.5 - 6 ton capacity": https://www.scribd.com/document/656209699/ficha-tecnica-aires-bard',
  'Bard WA3S3 / WA4S3 / WA5S3 / WL3S2 / WL4S2 / WL5S2 installation instructions, nomenclature "WA 4S 3 – B 09": WA right hand, WL left hand, capacity 3S – 3 Ton, 4S – 4 Ton, 5S – 5 Ton, volts & phase A 230/208-1, B 230/208/60-3, C 460/60-3: http://38.142.81.21:8001/manual/bard/wa3s/specifications-english.html',
].join('; ');

// W · class 24–60 · G (gas heat / electric cooling) · generation digit (W24G4, W36G3, W60G1-A); WG · 3 / 4 / 5 · S
// (two-stage with gas heat, 3-5 ton); W72A · revision letter (the six-ton end of the W18A-W72A air conditioners).
const GAS = /^W(24|30|36|42|48|60)G(\d)?(?:-?[A-Z0-9]*)?$/;
const GAS_STEP = /^WG([345])S(\d)?(?:-?[A-Z0-9]*)?$/;
const SIX_TON = /^W72A([A-Z])?(?:-?([ABC])(?=\d|$|-|X))?/;
// W · A right hand / L left hand · 3S / 4S / 5S step capacity · revision digit · -volts & phase (WA4S3-B09).
const STEP_AC = /^W([AL])([345])S(\d)?(?:-?([ABC])(?=\d|$|-|X))?/;

export const bardGasAndSixTonPkg21: NomenclatureRule = {
  id: 'bard.wall-mount-gas-six-ton-pkg21',
  family: 'bard',
  brands: BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'W',
  decode(model, brand) {
    if (model.charCodeAt(0) !== 87 /* W */) return null;
    const gas = GAS.exec(model);
    const step = gas === null ? GAS_STEP.exec(model) : null;
    const six = gas === null && step === null ? SIX_TON.exec(model) : null;
    const stepAc = gas === null && step === null && six === null ? STEP_AC.exec(model) : null;
    let evidence: 'src' | 'pattern' = 'src';
    let kbtuh: number;
    let volt: string | undefined; // W72A (the §11.1 letter, as bard/bard.ts reads W42AC-C) and the WA*S / WL*S key only
    let series: string;
    let tier: string;
    if (gas !== null) {
      // No volts & phase key was read for the gas lines: the letter after the dash is not decoded.
      kbtuh = Number(gas[1]);
      series = 'WG';
      tier = 'wall-mount gas heat / electric cooling';
    } else if (step !== null) {
      // 3S / 4S / 5S = 3 / 4 / 5 ton is printed in the WA*S key; the WG*S guide titles name the same step-capacity digits.
      kbtuh = Number(step[1]) * 12;
      evidence = 'pattern';
      series = 'WG-S';
      tier = 'wall-mount two-stage cooling with gas heat';
    } else if (six !== null) {
      kbtuh = 72;
      volt = six[2];
      series = 'WA';
      tier = 'wall-mount air conditioner';
    } else if (stepAc !== null) {
      kbtuh = Number(stepAc[2]) * 12;
      volt = stepAc[4];
      series = `W${stepAc[1] ?? ''}-S`;
      tier = stepAc[1] === 'L' ? 'wall-mount step capacity air conditioner, left hand' : 'wall-mount step capacity air conditioner, right hand';
    } else return null;
    return decodeOf('bard', pickBrand(BRANDS, brand), model, {
      type: 'packaged units',
      series,
      fields: Object.assign({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, efficiency_tier: tier }, volt === undefined ? {} : VOLTAGE[volt]),
      evidence,
      rule: 'Bard gas/electric, step-capacity and six-ton wall-mounts (W24G4, WG3S, WA4S3-B09, W72AC-A)',
      source: BARD_GAS_AND_SIX_TON_SOURCE,
    });
  },
};

export const BARD_WALL_MOUNT_RULES: readonly NomenclatureRule[] = [bardWallMountPkg21, bardGasAndSixTonPkg21];
