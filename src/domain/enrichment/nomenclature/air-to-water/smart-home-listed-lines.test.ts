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
  ])('%s (%s) → heat pumps, type only', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields).toEqual({});
  });

  it('needs the brand', () => {
    expect(decodeModelNumber('Enviline', null)).toBeNull();
    expect(decodeModelNumber('S325', null)).toBeNull();
    expect(decodeModelNumber('S325-12', 'NIBE')).toBeNull();
  });
});
