import { describe, expect, it } from 'vitest';
import { BARD_RULES } from '../bard/bard';
import { BOILER_RULES } from '../boilers/weil-mclain-burnham';
import { firstDecode } from '../kit/first-decode';

describe('§11.1 Bard wall-mount', () => {
  const bard = (model: string) => firstDecode(BARD_RULES, model, 'Bard');
  it('W42HA-A10XXXXXA: 3½ t heat pump, 230/208-1-60', () => {
    const d = bard('W42HA-A10XXXXXA');
    expect(d).toMatchObject({ family: 'bard', type: 'packaged units', series: 'WH', evidence: 'src' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: 42, cooling_capacity_tons: 3.5, efficiency_tier: 'wall-mount heat pump', voltage_v: 230, phase: 1 });
  });
  it('W48A1-C… AC 4 t, 460-3; W24HY-B 2 t HP 230-3; W70A1 = 6 t AC; Q24H3 Q-TEC', () => {
    expect(bard('W48A1-C10XXXXXA')?.fields).toMatchObject({ cooling_capacity_tons: 4, voltage_v: 460, phase: 3, efficiency_tier: 'wall-mount air conditioner, right-hand controls' });
    expect(bard('W24HY-B')?.fields).toMatchObject({ cooling_capacity_tons: 2, voltage_v: 230, phase: 3 });
    expect(bard('W70A1')?.fields.cooling_capacity_tons).toBe(6);
    expect(bard('Q24H3')).toMatchObject({ series: 'Q-TEC QH', fields: { cooling_capacity_tons: 2 } });
  });
  it.each(['W70HA-A', 'W43HA-A', 'W42XA', 'GSX140361', 'WGO-5'])('%s does not decode', (model) => {
    expect(bard(model)).toBeNull();
  });
});

describe('§11.2 Weil-McLain and §11.3 Burnham', () => {
  const boiler = (model: string, brand: string) => firstDecode(BOILER_RULES, model, brand);
  it('cast-iron CGa-4, SGO-4: boilers, sections not read', () => {
    expect(boiler('CGa-4', 'Weil-McLain')).toMatchObject({ family: 'weil_mclain', type: 'boilers', series: 'CGA', fields: {} });
    expect(boiler('SGO-4', 'Weil-McLain')?.series).toBe('SGO');
  });
  it('Ultra-155 and WM97+ 110: ≈ max input MBH (unconfirmed)', () => {
    expect(boiler('Ultra-155', 'Weil-McLain')).toMatchObject({ series: 'Ultra', evidence: 'unconfirmed', fields: { heating_input_kbtuh: 155 } });
    expect(boiler('WM97+ 110', 'Weil-McLain')?.fields.heating_input_kbtuh).toBe(110);
    expect(boiler('WMB-155C', 'Weil-McLain')?.series).toBe('Aqua Balance WMB');
  });
  it('Burnham ALP080 (unconfirmed input), Series 2 205, ESC4, PVG5', () => {
    expect(boiler('ALP080', 'Burnham')).toMatchObject({ family: 'burnham', evidence: 'unconfirmed', fields: { heating_input_kbtuh: 80 } });
    expect(boiler('205NI-TW', 'Burnham')?.series).toBe('Series 2');
    expect(boiler('ESC4', 'Burnham')?.series).toBe('ESC');
    expect(boiler('PVG5', 'Burnham')?.type).toBe('boilers');
  });
  it.each(['211', 'ESC2', 'ALP999X9', 'GSX140361', 'W42HA-A10', 'ABC123'])('%s does not decode', (model) => {
    expect(boiler(model, '')).toBeNull();
  });
});
