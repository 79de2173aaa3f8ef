import { describe, expect, it } from 'vitest';
import { goodmanAwbAirHandler } from './awb-wall-ceiling-air-handlers';

// Expected values from Goodman QRP-08 (2003), air handler identification "A W B 24 08 C": W-wall mount, C-ceiling,
// H-hydronic, BTU (thousands) = 24, kW of heat = 08, C = circuit breaker; "AWB18" in the CPLE18 ratings rows.
describe('goodman.air-handler-wall-ceiling-2003', () => {
  it('reads the key example', () => {
    const d = goodmanAwbAirHandler.decode('AWB2408C', 'Goodman');
    expect(d?.type).toBe('air handlers');
    expect(d?.fields).toEqual({ cooling_capacity_tons: 2, cooling_capacity_kbtuh: 24 });
    expect(d?.description).toBe('air handler, wall mount, 8 kW electric heat, circuit breaker');
    expect(goodmanAwbAirHandler.decode('AWB1805', 'Janitrol')?.fields).toMatchObject({ cooling_capacity_tons: 1.5 });
    expect(goodmanAwbAirHandler.decode('ACB3608', 'Goodman')?.description).toContain('ceiling');
  });

  it('needs a brand of the family and the key shape', () => {
    expect(goodmanAwbAirHandler.decode('AWB2408C', '')).toBeNull();
    expect(goodmanAwbAirHandler.decode('AWB2508C', 'Goodman')).toBeNull();
    expect(goodmanAwbAirHandler.decode('AWB2430C', 'Goodman')).toBeNull();
    expect(goodmanAwbAirHandler.decode('AXB2408C', 'Goodman')).toBeNull();
    expect(goodmanAwbAirHandler.decode('AWB2408CX', 'Goodman')).toBeNull();
  });
});
