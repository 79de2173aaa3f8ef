// Heat Controller air handlers (multi-family/heat-controller-air-handlers.ts). Expected values from the HDG Series
// installation instructions' nomenclature (H D G 18 F B - 1 A; R-410A refrigerant) and the HMG24F1P owner's sheet guide (H M G 24 F 1 P).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { HEAT_CONTROLLER_AIR_HANDLER_RULES } from './heat-controller-air-handlers';
import { decodeWith } from '../kit/test-helpers';
import { nonsenseModels } from '../kit/nonsense-models';

describe('Heat Controller HDG air handlers', () => {
  it.each([
    ['HDG18FB-1A', 'Heat Controller', 18, 1, 'flowrater (piston), air conditioner or heat pump match', 'DX air handler'],
    ['HDG36TH-1A', 'Comfort-Aire', 36, 1, 'TXV, heat pump match', 'DX air handler'],
    ['HDG60VC-2A', 'Heat Controller', 60, 3, 'TXV, ECM blower, air conditioner match', 'DX air handler'],
    ['ADG42FB-1A', 'Century', 42, 1, 'flowrater (piston), air conditioner or heat pump match', 'hydronic air handler'],
    ['hdg 24 fb 1a', 'Heat Controller', 24, 1, 'flowrater (piston), air conditioner or heat pump match', 'DX air handler'],
  ])('%s (%s) → air handler, %d kBtu/h', (model, brand, kbtuh, phase, tier, description) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'air handlers', family: 'heat_controller', brand, evidence: 'src', description });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: kbtuh / 12, refrigerant: 'R-410A', efficiency_tier: tier, voltage_v: 230, phase });
  });
});

describe('Heat Controller HMG / HCG air handlers', () => {
  it('HMG24F1P: the printed guide (DX, multi-tubed aluminum coil, R-410A, 24,000 BTUH, flowrator with PSC, 208/230 V)', () => {
    const d = decodeModelNumber('HMG24F1P', 'Heat Controller');
    expect(d).toMatchObject({ type: 'air handlers', family: 'heat_controller', series: 'HMG', evidence: 'src' });
    expect(d?.fields).toEqual({
      cooling_capacity_kbtuh: 24,
      cooling_capacity_tons: 2,
      refrigerant: 'R-410A',
      efficiency_tier: 'flowrator (piston), PSC blower',
      voltage_v: 230,
      phase: 1,
    });
  });

  it.each([
    ['HMG36X1E', 36, 'HMG'],
    ['HCG48V1E', 48, 'HCG'],
    ['HMG60F1E', 60, 'HMG'],
  ])('%s (the "HMG**F1E, HMG**X1E & HCG**V1E" title) → air handler, %d kBtu/h', (model, kbtuh, series) => {
    const d = decodeModelNumber(model, 'Comfort-Aire');
    expect(d).toMatchObject({ type: 'air handlers', series });
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });

  it('reads no size off the grid, no other letters, no other brand and nothing without a brand', () => {
    expect(decodeWith(HEAT_CONTROLLER_AIR_HANDLER_RULES, 'HMG20F1E', 'Heat Controller')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_AIR_HANDLER_RULES, 'HDG36QB-1A', 'Heat Controller')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_AIR_HANDLER_RULES, 'HXG36F1E', 'Heat Controller')).toBeNull();
    expect(decodeModelNumber('HMG24F1P', 'Goodman')?.family).not.toBe('heat_controller');
    expect(decodeWith(HEAT_CONTROLLER_AIR_HANDLER_RULES, 'HDG18FB-1A', '')).toBeNull();
  });
});

describe('HEAT_CONTROLLER_AIR_HANDLER_RULES on nonsense', () => {
  it('fires on none of 20,000 model-shaped strings with each of its brands', () => {
    const brands = ['Heat Controller', 'Comfort-Aire', 'Century'];
    const fired: string[] = [];
    let i = 0;
    for (const m of nonsenseModels(20000, { seed: 2728 })) {
      const brand = brands[i++ % brands.length] ?? '';
      if (decodeWith(HEAT_CONTROLLER_AIR_HANDLER_RULES, m, brand) !== null) fired.push(`${brand} ${m}`);
    }
    expect(fired).toEqual([]);
  });
});
