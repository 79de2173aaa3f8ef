import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from './index';

// Expected values from the makers' documents named in heating-wh20.ts.
describe('installed tank water heaters and boilers, second wave (wh20)', () => {
  it('GE PH40S10BPY / PH50S10BPY: "GE Electric … 40 / 50 Gallon Hybrid Heat Pump Water Heater"', () => {
    expect(decodeModelNumber('PH50S10BPY', 'GE')).toMatchObject({ type: 'water heaters', brand: 'GE Appliances', fields: { tank_capacity_gallons: 50, fuel: 'electric' } });
    expect(decodeModelNumber('PH40S10BPY', 'GE Appliances')?.fields).toEqual({ tank_capacity_gallons: 40, fuel: 'electric' });
  });
  it('a size the listing does not show keeps the type, without gallons', () => {
    expect(decodeModelNumber('PH65S10BPY01', 'GE')?.fields).toEqual({ fuel: 'electric' });
    expect(decodeModelNumber('PH99S10BPY', 'GE')).toBeNull();
  });
  it('State Statesman SSE-5 … SSE-120: commercial electric water heaters', () => {
    expect(decodeModelNumber('SSE-5', 'State')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('SSE-120', 'State Water Heaters')?.type).toBe('water heaters');
    expect(decodeModelNumber('SSE-130', 'State')).toBeNull();
  });
  it('American STCE31-50/80/119 and ITCE31-50/80/119: commercial electric water heaters', () => {
    expect(decodeModelNumber('STCE31-80', 'American Water Heater')).toMatchObject({ type: 'water heaters', fields: { fuel: 'electric' } });
    expect(decodeModelNumber('ITCE31-119', 'American')?.type).toBe('water heaters');
    expect(decodeModelNumber('STCE31-65', 'American')).toBeNull();
  });
  it('Vitodens 100-W A1HB / A1JB with the size written after the type code: condensing boiler', () => {
    expect(decodeModelNumber('A1HB-34', 'Viessmann')).toMatchObject({ type: 'boilers', fields: { efficiency_tier: 'condensing' } });
    expect(decodeModelNumber('Vitodens 100-W A1JB 35', 'Viessmann')?.type).toBe('boilers');
  });
  it('needs the brand: other badges and no brand read nothing here', () => {
    expect(decodeModelNumber('PH50S10BPY', null)).toBeNull();
    expect(decodeModelNumber('PH50S10BPY', 'Rheem')).toBeNull();
    expect(decodeModelNumber('SSE-50', null)).toBeNull();
    expect(decodeModelNumber('A1HB-34', 'Buderus')).toBeNull();
  });
});
