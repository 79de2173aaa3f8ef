import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { HEAT_CONTROLLER_WATER_TO_WATER_RULES as RULES } from './heat-controller-water-to-water';

describe('Heat Controller water-to-water (geothermal/heat-controller-water-to-water.ts)', () => {
  it('reads the HNW IOM cover model HNW120A1C01NFC on its key: open loop, voltage 1 = 208-230/60/1 - 410A', () => {
    const d = mustDecode(RULES, 'HNW120A1C01NFC', 'Century');
    expect(d.type).toBe('geothermal heat pumps');
    expect(d.series).toBe('HNW');
    expect(d.brand).toBe('Century');
    expect(d.fields).toEqual({ refrigerant: 'R-410A', voltage_v: 230, phase: 1 });
    expect(d.description).toContain('open loop');
    // The key gives a unit size, not a rated capacity: none is reported.
    expect(d.fields).not.toHaveProperty('cooling_capacity_kbtuh');
  });

  it.each(['HNW036', 'HNW060A', 'HNW060A1C00NFN'])('%s is an HNW size of the key (036 / 060 / 120)', (model) => {
    expect(mustDecode(RULES, model, 'Heat Controller').series).toBe('HNW');
  });

  it('reads the HWW design guide sizes HWW036 / HWW060 with the R-410A of its title', () => {
    for (const model of ['HWW036', 'HWW060']) {
      const d = mustDecode(RULES, model, 'Comfort-Aire');
      expect(d.type).toBe('geothermal heat pumps');
      expect(d.fields).toEqual({ refrigerant: 'R-410A' });
    }
  });

  it('rejects sizes and voltage digits outside the documents, other letters, and a missing brand', () => {
    expect(decodeWith(RULES, 'HNW048', 'Heat Controller')).toBeNull(); // not a key size
    expect(decodeWith(RULES, 'HNW036A2C01NFC', 'Heat Controller')).toBeNull(); // the key prints voltage 1 only
    expect(decodeWith(RULES, 'HWW120', 'Heat Controller')).toBeNull(); // not among the guide's HWW sizes
    expect(decodeWith(RULES, 'HEW036', 'Century')).toBeNull(); // no HEW document in reach
    expect(decodeWith(RULES, 'HNW036', 'Carrier')).toBeNull();
    expect(decodeWith(RULES, 'HNW036')).toBeNull();
  });

  it('is reached through decodeModelNumber with the brand', () => {
    expect(decodeModelNumber('HNW120A1C01NFC', 'Century')?.rule).toContain('HNW open-loop');
  });
});
