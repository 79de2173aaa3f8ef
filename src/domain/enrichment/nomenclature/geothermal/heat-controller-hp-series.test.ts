import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';
import { HEAT_CONTROLLER_HP_SERIES_RULES as RULES } from './heat-controller-hp-series';

describe('Heat Controller HP series (geothermal/heat-controller-hp-series.ts)', () => {
  // Design guide "HP Series 1½ to 5 Tons": performance data HPV018 … HPV048.
  it.each([
    ['HPV018', 1.5],
    ['HPV030', 2.5],
    ['HPV048', 4],
  ])('%s → packaged geothermal heat pump, %d tons', (model, tons) => {
    const d = mustDecode(RULES, model, 'Heat Controller');
    expect(d.type).toBe('geothermal heat pumps');
    expect(d.series).toBe('HPV');
    expect(d.fields.cooling_capacity_tons).toBe(tons);
  });

  it('reads nothing the guide does not give (no refrigerant, staging or voltage)', () => {
    const d = mustDecode(RULES, 'HPV036A1', 'Comfort-Aire');
    expect(d.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 });
  });

  it('rejects sizes the guide does not list, other cabinets and a missing brand', () => {
    expect(decodeWith(RULES, 'HPV060', 'Heat Controller')).toBeNull(); // 060 is not among the guide's pages in reach
    expect(decodeWith(RULES, 'HPV012', 'Heat Controller')).toBeNull();
    expect(decodeWith(RULES, 'HPH024', 'Heat Controller')).toBeNull();
    expect(decodeWith(RULES, 'HPV024')).toBeNull();
    expect(decodeWith(RULES, 'HPV024', 'Trane')).toBeNull();
  });

  it('is reached through decodeModelNumber', () => {
    expect(decodeModelNumber('HPV024', 'Century')?.fields.cooling_capacity_tons).toBe(2);
  });
});
