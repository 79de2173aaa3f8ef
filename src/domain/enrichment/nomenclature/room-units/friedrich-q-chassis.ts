// Friedrich Q-chassis room air conditioners (Kühl Q, XQ, ZoneStar ZQ), read as `friedrich.room`
// (multi-family/water-source-room-ductless.ts) reads the S / M / L chassis: line letter · chassis Q · class in thousands of
// Btu/h · design letter · 1 = 115 V · heater digit · optional last character ("Last character may vary"). A room unit is
// `packaged units`, as the PTAC rules. Coverage and sources in README-extra.md ("PTAC, PTHP and room units of further makers").
import type { NomenclatureRule } from '../types';
import { decodeOf } from '../kit/rule-kit';

// Service manuals' model lists: R-410A "Cool Only 115-Volt: XQ05M10*, XQ06M10*, XQ08M10*, XQ10M10 · Cool with Electric
// Heat 115-Volt: EQ08M11" (2011); "ZQ08B10 ZQ10B10" (ZQ08/10; CP08/10/12, 06/05); Kühl "SQ05N10" series. Cool-only
// models carry heater digit 0, the electric-heat one a heater digit; every listed Q model is 115 V.
const SOURCE =
  'Friedrich room air conditioners service manual, R-410A models XQ05M10 … XQ10M10, EQ08M11: https://manualmachine.com/friedrich/ph09rb/959774-user-manual · Friedrich service and parts manual ZQ08B10 / ZQ10B10 (ZQ08/10; CP08/10/12 06/05): http://manualzilla.com/doc/7285223/friedrich-cp08a10-air-conditioner-user-manual · Friedrich Kühl SQ05N10 series service manual: https://manualshive.com/ru/manual/friedrich/kuhl-sq05n10-series/2333182?page=27';
const Q_CHASSIS = /^([SEXZ])Q(05|06|08|10|12)([A-Z])1(\d)([A-Z0-9]?)$/;

const friedrichQChassis: NomenclatureRule = {
  id: 'friedrich.room-q-chassis',
  family: 'friedrich',
  brands: ['Friedrich'],
  unambiguousWithoutBrand: false,
  firstChars: 'SEXZ',
  decode(model) {
    if (model.charCodeAt(1) !== 81) return null; // second character Q
    const m = Q_CHASSIS.exec(model);
    if (m === null) return null;
    const [, line = '', cls = '', , heater = ''] = m;
    const electricHeat = line === 'E';
    if (electricHeat === (heater === '0')) return null; // cool only ⇔ heater digit 0
    const kbtuh = Number(cls);
    return decodeOf('friedrich', 'Friedrich', model, {
      type: 'packaged units',
      series: `${line}Q`,
      fields: {
        cooling_capacity_kbtuh: kbtuh,
        cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100,
        efficiency_tier: electricHeat ? 'cool with electric heat' : 'cool only',
        voltage_v: 115,
        phase: 1,
      },
      description: 'room air conditioner (Q chassis)',
      evidence: 'pattern',
      rule: 'Friedrich Q-chassis room units: S / X / Z cool only, E electric heat · Q · class 05–12 · design · 1 (115 V) · heater digit',
      source: SOURCE,
    });
  },
};

export const FRIEDRICH_Q_CHASSIS_RULES: readonly NomenclatureRule[] = [friedrichQChassis];
