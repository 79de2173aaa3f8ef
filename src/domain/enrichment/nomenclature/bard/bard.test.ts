import { describe, expect, it } from 'vitest';
import { BARD_RULES } from './bard';
import { firstDecode } from '../kit/first-decode';

const bard = (model: string) => firstDecode(BARD_RULES, model, 'Bard');

// Nomenclature printed in Bard manuals 2100-218 (WA421…), 2100-219 (WH421…), 2100-234 (WA121), 2100-357 (WH301D/WH361D).
describe('Bard earlier wall-mount key', () => {
  it('WA421-A10XNXX: air conditioner, 42 = 3½ t, A = 230/208 V 1-ph', () => {
    expect(bard('WA421-A10XNXX')).toMatchObject({ type: 'packaged units', series: 'WA', fields: { cooling_capacity_tons: 3.5, voltage_v: 230, phase: 1, efficiency_tier: 'wall-mount air conditioner' } });
  });
  it('WH481-C15 heat pump 4 t 460 V 3-ph; WH361D 3 t; WA121-K 1 t 115 V', () => {
    expect(bard('WH481-C15')).toMatchObject({ series: 'WH', fields: { cooling_capacity_tons: 4, voltage_v: 460, phase: 3 } });
    expect(bard('WH361D')?.fields.cooling_capacity_tons).toBe(3);
    expect(bard('WA121-K00')).toMatchObject({ fields: { cooling_capacity_tons: 1, voltage_v: 115, phase: 1 } });
  });
  it('rejects off-class sizes and other shapes', () => {
    expect(bard('WA391-A')).toBeNull();
    expect(bard('WX421-A')).toBeNull();
    expect(bard('WH701-A')).toBeNull();
  });
  it('the current key still wins for W42HA', () => {
    expect(bard('W42HA-A10XXXXXA')?.rule).toContain('§11.1');
  });
});
