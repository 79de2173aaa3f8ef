import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { NORDYNE_B6_HIGH_EFFICIENCY_RULES as RULES } from './b6-high-efficiency-air-handlers';

describe('Nortek B6EM / B6VM air handlers (nordyne/b6-high-efficiency-air-handlers.ts)', () => {
  // B6BM-series instructions: B6VM variable speed (constant CFM), B6EM fixed speed (torque).
  it('B6VMAX24K-B (Frigidaire) is a variable-speed air handler, no capacity read', () => {
    const d = mustDecode(RULES, 'B6VMAX24K-B', 'Frigidaire');
    expect(d.type).toBe('air handlers');
    expect(d.series).toBe('B6VM');
    expect(d.fields).toEqual({ efficiency_tier: 'variable-speed blower (constant CFM)' });
  });

  it('B6EM is the fixed-speed (constant torque) line', () => {
    const d = mustDecode(RULES, 'B6EMM036K-A', 'Maytag');
    expect(d.series).toBe('B6EM');
    expect(d.fields.efficiency_tier).toBe('high-efficiency fixed-speed blower (constant torque)');
  });

  it('needs a Nortek brand and the B6 · E/V · M shape; B6BM stays with nordyne.ts', () => {
    expect(decodeWith(RULES, 'B6VMAX24K-B')).toBeNull();
    expect(decodeWith(RULES, 'B6VMAX24K-B', 'Goodman')).toBeNull();
    expect(decodeWith(RULES, 'B6BMM024K-B', 'Frigidaire')).toBeNull();
    expect(decodeWith(RULES, 'B6XMAX24K-B', 'Frigidaire')).toBeNull();
    expect(decodeWith(RULES, 'B6VMAX24', 'Frigidaire')).toBeNull();
  });

  it('is reached through decodeModelNumber', () => {
    expect(decodeModelNumber('B6VMAX36K-B', 'Maytag')?.series).toBe('B6VM');
  });
});
