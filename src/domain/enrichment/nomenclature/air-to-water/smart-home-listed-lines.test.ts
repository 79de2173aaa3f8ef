// Heat-pump lines typed from smart-home integrations' device tables (README-extra.md, "European heating lines of the
// smart-home gap scan"): emsesp/EMS-ESP32 device_library.h heat-pump-flagged entries (Enviline, SupraEco, CS5800i /
// CS6800i) and yozik04/nibe-mqtt's supported heat-pump models (S325, S332). Type only, evidence `unconfirmed`.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('heat-pump lines of smart-home device tables', () => {
  it.each([
    ['Enviline', 'Nefit'],
    ['SupraEco', 'Junkers'],
    ['CS5800i', 'Bosch'],
    ['CS6800i', 'Bosch'],
    ['S325', 'NIBE'],
    ['NIBE S332', 'NIBE'],
    ['WBB 12', 'Weishaupt'],
    ['WAB 14', 'Weishaupt'],
  ])('%s (%s) → heat pumps, type only', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields).toEqual({});
  });

  it('ROTEX HPSU compact (installation manual) → heat pumps, pattern', () => {
    const d = decodeModelNumber('HPSU compact ultra', 'Rotex');
    expect(d?.type).toBe('heat pumps');
    expect(d?.evidence).toBe('pattern');
    expect(decodeModelNumber('HPSU compact', null)).toBeNull();
  });

  it('Samsung EHS with the market suffix written -EU (as the MIB19N Modbus README reports it) reads as /EU', () => {
    const d = decodeModelNumber('AE050RXYDEG-EU', 'Samsung');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields).toEqual({ refrigerant: 'R-32' });
  });

  it.each(['Aerona3', 'Aerona³', 'Aerona 3 R32 10kW'])('Grant %s (Aerona³ instructions) → heat pumps, series name', (model) => {
    const d = decodeModelNumber(model, 'Grant');
    expect(d?.type).toBe('heat pumps');
    expect(d?.seriesName).toBe(true);
  });

  it('needs the brand', () => {
    expect(decodeModelNumber('Enviline', null)).toBeNull();
    expect(decodeModelNumber('S325', null)).toBeNull();
    expect(decodeModelNumber('S325-12', 'NIBE')).toBeNull();
  });
});
