import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from Daikin's installation-manual titles "Domestic hot water tank for air to water heat pump system
// EKHWS150B3V3 EKHWS200B3V3 EKHWS300B3V3 EKHWS200B3Z2 EKHWS300B3Z2" and "… EKHWE150A3V3 EKHWET150A3V3 EKHWE200A3V3
// EKHWE300A3V3": a hot-water storage tank, typed water heaters, nothing else read.
describe('Daikin Altherma domestic hot water tanks (EKHWS / EKHWE / EKHWET)', () => {
  it('types each listed model as a water heater', () => {
    for (const [model, series] of [
      ['EKHWS150B3V3', 'EKHWS'],
      ['EKHWS300B3V3', 'EKHWS'],
      ['EKHWS200B3Z2', 'EKHWS'],
      ['EKHWE200A3V3', 'EKHWE'],
      ['EKHWET150A3V3', 'EKHWET'],
    ] as const) {
      expect(decodeModelNumber(model, 'Daikin')).toMatchObject({ type: 'water heaters', series, fields: {} });
    }
  });
  it('reads only the listed models, with the brand', () => {
    expect(decodeModelNumber('EKHWS200B3V3', null)).toBeNull();
    expect(decodeModelNumber('EKHWS150B3Z2', 'Daikin')).toBeNull(); // Z2 is listed for 200 / 300 only
    expect(decodeModelNumber('EKHWET200A3V3', 'Daikin')).toBeNull(); // EKHWET is listed as 150 only
    expect(decodeModelNumber('EKHBH016AB', 'Daikin')).toMatchObject({ type: 'heat pumps' });
  });
});
