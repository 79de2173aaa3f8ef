import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { aosmithIcommModelField } from './aosmith-icomm-model-field';

// The iCOMM model field of py-aosmith's device example (`model='HPTS-50 200 202172000'`, a heat-pump water heater of
// the group's HPTS line) and the plate of the A. O. Smith BLE notes (model "HPTS-50 200", part number 100350404).
// Expected values: the HPTS-50 reading of RULES.md §10.1 (HP… heat pump, number after the hyphen = nominal gallons).
describe('A. O. Smith model · series · item number (iCOMM model field)', () => {
  it('reads the plate model and series, not the item number', () => {
    expect(decodeModelNumber('HPTS-50 200 202172000', 'A. O. Smith')).toMatchObject({
      family: 'aosmith',
      type: 'water heaters',
      series: 'HPTS',
      fields: { tank_capacity_gallons: 50, fuel: 'electric' },
    });
    expect(decodeModelNumber('HPTS-50 200 100350404', 'A. O. Smith')?.fields.tank_capacity_gallons).toBe(50);
  });

  it('needs the brand, a series number and the 9-digit item number', () => {
    expect(aosmithIcommModelField.decode('HPTS-50-200-202172000', '')).toBeNull();
    expect(aosmithIcommModelField.decode('HPTS-50-202172000', 'A. O. Smith')).toBeNull();
    expect(aosmithIcommModelField.decode('HPTS-50-200-2021720', 'A. O. Smith')).toBeNull();
    expect(aosmithIcommModelField.decode('XYZQ-50-200-202172000', 'A. O. Smith')).toBeNull();
    expect(decodeModelNumber('HPTS-50 200 202172000', null)).toBeNull();
  });
});
