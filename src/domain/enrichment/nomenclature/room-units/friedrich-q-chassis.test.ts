// Friedrich Q-chassis room units (room-units/friedrich-q-chassis.ts): models from the service manuals' lists
// (XQ05M10 … XQ10M10 cool only and EQ08M11 cool with electric heat, all 115 V; ZQ08B10 / ZQ10B10; Kühl SQ05N10).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { FRIEDRICH_Q_CHASSIS_RULES } from './friedrich-q-chassis';
import { decodeWith } from '../kit/test-helpers';

describe('Friedrich Q-chassis room air conditioners', () => {
  it.each([
    ['XQ05M10', 5, 'cool only'],
    ['XQ10M10', 10, 'cool only'],
    ['EQ08M11', 8, 'cool with electric heat'],
    ['ZQ08B10', 8, 'cool only'],
    ['SQ05N10', 5, 'cool only'],
    ['XQ06M10A', 6, 'cool only'],
  ])('%s → packaged units, %d kBtu/h, %s, 115 V', (model, kbtuh, tier) => {
    const d = decodeModelNumber(model, 'Friedrich');
    expect(d).toMatchObject({ type: 'packaged units', family: 'friedrich' });
    expect(d?.fields).toMatchObject({ cooling_capacity_kbtuh: kbtuh, efficiency_tier: tier, voltage_v: 115 });
  });

  it('cool-only lines carry heater digit 0, the electric-heat line a heater; only 115 V', () => {
    expect(decodeWith(FRIEDRICH_Q_CHASSIS_RULES, 'XQ08M11', 'Friedrich')).toBeNull();
    expect(decodeWith(FRIEDRICH_Q_CHASSIS_RULES, 'EQ08M10', 'Friedrich')).toBeNull();
    expect(decodeWith(FRIEDRICH_Q_CHASSIS_RULES, 'XQ08M30', 'Friedrich')).toBeNull();
    expect(decodeModelNumber('XQ08M10', null)).toBeNull();
  });
});
