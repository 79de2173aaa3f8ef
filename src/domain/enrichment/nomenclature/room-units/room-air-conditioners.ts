// Room air conditioners — window, through-the-wall and portable units — of GE, LG and Emerson Quiet Kool (issue 18,
// id18f). A room unit is self-contained: type `packaged units`, as the PTAC and Friedrich room rules (room-units/ptac.ts,
// multi-family/water-source-room-ductless.ts). The size field is the cooling class; fields the key does not print stay absent. Brand required.
// Coverage and evidence in README-extra.md ("Room air conditioners").
import { decoded } from '../common';
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureRule } from '../types';

const tons = (kbtuh: number) => Math.round((kbtuh / 12) * 100) / 100;

interface Room {
  brand: string;
  series: string;
  kbtuh: number;
  kind: 'window' | 'through-the-wall' | 'portable';
  evidence: EvidenceTag;
  rule: string;
  source: string;
  extra?: DecodedFields;
}

function room(r: Room, model: string): NomenclatureDecode {
  const fields: DecodedFields = Object.assign({ cooling_capacity_kbtuh: r.kbtuh, cooling_capacity_tons: tons(r.kbtuh) }, r.extra ?? {});
  return decoded({
    family: r.brand === 'LG' ? 'lg' : r.brand === 'GE Appliances' ? 'ge_appliances' : r.brand === 'Amana' ? 'goodman' : 'ductless_other',
    brand: r.brand,
    type: 'packaged units',
    series: r.series,
    model,
    description: `${r.kind} room air conditioner`,
    fields,
    evidence: r.evidence,
    rule: r.rule,
    source: r.source,
  });
}

// GE window units: the owner's manual 49-7402 (AGD14AAG1) lists its models by class, "AG_07 – 7,000 BTU models,
// AG_08 – 8,000, AG_10 – 10,000, AG_12 – 12,000, AG_14 – 14,000", the letter in the third place left open; manual
// 49-7521 (AGN12ABG1) lists AGM06, AGM08, AGM10, AGM12 and AGV08. So A · G · line letter · class · 2–3 letters · digit.
const GE_WINDOW_SOURCE =
  'GE room air conditioner owner\'s manual 49-7402 (AG_07 … AG_14, "7,000 … 14,000 BTU models"): https://manualmachine.com/ge/agd14aag1/6308489-owners-manual · 49-7521 (AGM06 … AGM12, AGV08): https://manualmachine.com/ge/agn12abg1/6308443-owners-manual';
const GE_WINDOW = /^AG([A-Z])(05|06|07|08|10|12|14|18|24)(?:[A-Z]{2,3}\d?)?$/;
// GE portable units: owner's manual 49-5000544 for APCD07, APWD07, APCD08, APWD08, APSD08, APCD10, APWD10, APXD10 and
// APFD06: AP · line letter · D · class. Read as the class in kBtu/h by the same reading as the window key (pattern).
const GE_PORTABLE_SOURCE =
  'GE portable room air conditioner owner\'s manuals 49-5000544 (APCD07 … APXD10): https://manualspro.net/173539-ge-appliances-apcd07-3-in-1-portable-air-conditioner-owners-manual · APFD06: https://manualscenter.org/ge/ge-portable-room-air-conditioner-apfd06-owners-manual/';
const GE_PORTABLE = /^AP([A-Z])D(06|07|08|10|12|14)(?:[A-Z]{2,3}\d?)?$/;
const GE_BRANDS = ['GE Appliances'] as const;

export const geRoomAc: NomenclatureRule = {
  id: 'ge.room-ac',
  family: 'ge_appliances',
  brands: GE_BRANDS,
  unambiguousWithoutBrand: false,
  firstChars: 'A',
  decode(model) {
    if (model.charCodeAt(0) !== 65) return null; // A
    let m = GE_WINDOW.exec(model);
    if (m) {
      return room({ brand: 'GE Appliances', series: `AG${m[1]}`, kbtuh: Number(m[2]), kind: 'window', evidence: m[2] === '07' || m[2] === '08' || m[2] === '10' || m[2] === '12' || m[2] === '14' ? 'src' : 'pattern', rule: 'GE window room air conditioner AG_ · class (owner\'s manual model list "AG_07 – 7,000 BTU models")', source: GE_WINDOW_SOURCE }, model);
    }
    m = GE_PORTABLE.exec(model);
    if (m) {
      return room({ brand: 'GE Appliances', series: `AP${m[1]}D`, kbtuh: Number(m[2]), kind: 'portable', evidence: 'pattern', rule: 'GE portable room air conditioner AP_D · class', source: GE_PORTABLE_SOURCE }, model);
    }
    return null;
  },
};

// LG room units: LW (window, LWHD high-efficiency window), LT (through-the-wall), LP (portable) · a 4-digit code whose
// first two digits are the class — 05 … 36 as kBtu/h, 50 / 60 / 70 / 80 / 90 as hundreds of Btu/h (LWHD8000R and
// LWHD1000R in one service manual, LW6013ER, LW8016ER) — and two more digits (a model-year / series code, not read:
// LWHD1006R is the 2007 training manual's unit, LT1236CER) · letters (not read) · optional Y-suffix.
const LG_ROOM_SOURCE =
  'LG room air conditioner service manuals LWHD8000R / LWHD1000R (https://mwib.goodbear.co.uk/manual/3534750/Lg-Lwhd8000ry5.html), LWHD1800HR / LWHD2400HR (https://mwib.goodbear.co.uk/manual/445170/Lg-Lwhd1800hr.html), LW6013ERY3, LWHD1006R training manual; portable LP0825WSB / LP1025WSSM owner\'s manual';
const LG_ROOM = /^L(WHD|W|T|P)(\d\d)(\d\d)([A-Z]{1,4})(?:Y\d)?$/;
const LG_KIND: Record<string, Room['kind']> = { WHD: 'window', W: 'window', T: 'through-the-wall', P: 'portable' };

function lgClass(code: number): number | null {
  if (code >= 5 && code <= 36) return code;
  if (code >= 50 && code <= 90 && code % 10 === 0) return code / 10;
  return null;
}

export const lgRoomAc: NomenclatureRule = {
  id: 'lg.room-ac',
  family: 'lg',
  brands: ['LG'],
  unambiguousWithoutBrand: false,
  firstChars: 'L',
  decode(model) {
    if (model.charCodeAt(0) !== 76) return null; // L
    const m = LG_ROOM.exec(model);
    if (!m) return null;
    const [, line = '', code = '', , letters = ''] = m;
    const kbtuh = lgClass(Number(code));
    if (kbtuh === null) return null;
    // Portable units are 5,000–14,000 Btu/h and through-the-wall units 8,000–14,000 in LG's lists.
    if ((line === 'P' || line === 'T') && (kbtuh < 5 || kbtuh > 14)) return null;
    return room({ brand: 'LG', series: `L${line}`, kbtuh, kind: LG_KIND[line]!, evidence: 'pattern', rule: `LG room air conditioner L${line} · class · series digits · ${letters}`, source: LG_ROOM_SOURCE }, model);
  },
};

// Emerson Quiet Kool window units: owner's manual titled "EARC10RSE1H 10000 BTU Electronic Window Air Conditioner"
// (5,000 … 12,000 BTU models): EARC · class · letters.
const EQK_SOURCE = 'Emerson Quiet Kool owner\'s manual "EARC10RSE1H 10000 BTU Electronic Window Air Conditioner": https://manualspro.net/470573-eqk-earc10rse1h-10000-btu-electronic-window-air-conditioner-owners-manual';
const EQK_ROOM = /^EAR[A-Z]?(05|06|08|10|12|15|18|24)[A-Z]{1,4}\d?[A-Z]?$/;

export const eqkRoomAc: NomenclatureRule = {
  id: 'emerson-quiet-kool.room-ac',
  family: 'ductless_other',
  brands: ['Emerson Quiet Kool'],
  unambiguousWithoutBrand: false,
  firstChars: 'E',
  decode(model) {
    if (model.charCodeAt(0) !== 69) return null; // E
    const m = EQK_ROOM.exec(model);
    if (!m) return null;
    return room({ brand: 'Emerson Quiet Kool', series: 'EAR', kbtuh: Number(m[1]), kind: 'window', evidence: 'pattern', rule: 'Emerson Quiet Kool EAR window room air conditioner · class', source: EQK_SOURCE }, model);
  },
};

// Amana (Goodman) through-the-wall units: the technical manual titled "PBC/PBE/PBH Through-The-Wall R-410A Air
// Conditioners & Heat Pumps" — PB · C cooling / E electric heat / H heat pump · class · digit · design letter · heater
// (the PT key's 00 / 25 / 35 / 50 = kW × 10) · letters (PBH123G35CB, PBC093G00CB). Read with the PT key's fields.
// The PT key itself written cut short after the class or the digit (PTH12, PTC093): class only.
const AMANA_SOURCE =
  'Goodman technical manual "PBC/PBE/PBH Through-The-Wall R-410A Air Conditioners & Heat Pumps" (listed at https://homedocbox.com/amp/95572366-Appliances/Service-instructions.html); Amana PTAC specifications, heater codes and "Please specify 2-digit heater kW size": http://38.142.81.21:8001/manual/amana/dd01/specifications-english/page-10.html';
const AMANA_PB = /^PB([CEH])(07|09|12|15)(\d)([A-Z])(00|25|35|50)?[A-Z0-9]{0,4}$/;
const AMANA_PT_CUT = /^PT([CH])(07|09|12|15)(\d)?$/;
const PB_TIER: Record<string, string> = { C: 'cooling only', E: 'cooling with electric heat', H: 'heat pump' };

export const amanaThroughWall: NomenclatureRule = {
  id: 'goodman.amana-through-wall',
  family: 'goodman',
  brands: ['Amana'],
  unambiguousWithoutBrand: false,
  firstChars: 'P',
  decode(model) {
    if (model.charCodeAt(0) !== 80) return null; // P
    let m = AMANA_PB.exec(model);
    if (m) {
      const [, system = '', cls = '', , , heater] = m;
      if (system === 'C' && heater !== undefined && heater !== '00') return null; // cooling-only units carry no heater
      const extra: DecodedFields = { efficiency_tier: PB_TIER[system]!, refrigerant: 'R-410A' };
      if (heater !== undefined && heater !== '00') extra.heating_capacity_kw = Number(heater) / 10;
      return room({ brand: 'Amana', series: `PB${system}`, kbtuh: Number(cls), kind: 'through-the-wall', evidence: 'pattern', rule: 'Amana PBC / PBE / PBH through-the-wall unit · class · digit · design letter · heater kW × 10', source: AMANA_SOURCE, extra }, model);
    }
    m = AMANA_PT_CUT.exec(model);
    if (m) {
      const d = room({ brand: 'Amana', series: `PT${m[1]}`, kbtuh: Number(m[2]), kind: 'through-the-wall', evidence: 'pattern', rule: 'Amana PTAC PT · C/H · class, cut short', source: AMANA_SOURCE, extra: { efficiency_tier: m[1] === 'H' ? 'heat pump' : 'cooling with electric heat' } }, model);
      d.description = m[1] === 'H' ? 'packaged terminal heat pump, cut short after the class' : 'packaged terminal air conditioner, cut short after the class';
      return d;
    }
    return null;
  },
};

export const ROOM_UNIT_RULES: readonly NomenclatureRule[] = [geRoomAc, lgRoomAc, eqkRoomAc, amanaThroughWall];
