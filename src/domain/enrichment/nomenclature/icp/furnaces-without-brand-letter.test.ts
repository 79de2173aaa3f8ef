import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { icpFurnaceWithoutBrandLetter } from './furnaces-without-brand-letter';

// The [S55] installation instructions print "*9MPD (* denotes brands C, H, T)"; ICP's manual list names "9MPD050F12B1".
// Expected values as the §3.3 key reads H9MPD050F12B1: gas furnace, 50 kBtu/h input, 90 %+ condensing, 1,200 cfm class.
describe('icp.furnace-without-brand-letter', () => {
  it('reads the model as the key after the brand letter', () => {
    const d = icpFurnaceWithoutBrandLetter.decode('9MPD050F12B1', 'Heil');
    expect(d?.type).toBe('furnaces');
    expect(d?.model).toBe('9MPD050F12B1');
    expect(d?.brand).toBe('Heil');
    expect(d?.series).toBe('9MPD');
    expect(d?.fields).toMatchObject({ heating_input_kbtuh: 50, cooling_airflow_cfm: 1200 });
    expect(decodeModelNumber('9MPD050F12B1', 'ICP')?.fields.heating_input_kbtuh).toBe(50);
    expect(decodeModelNumber('H9MPD050F12B1', 'Heil')?.fields).toEqual(d?.fields);
  });

  it('needs an ICP badge and the key shape', () => {
    expect(icpFurnaceWithoutBrandLetter.decode('9MPD050F12B1', '')).toBeNull();
    expect(icpFurnaceWithoutBrandLetter.decode('9MPD050F12B1', 'Carrier')).toBeNull();
    expect(icpFurnaceWithoutBrandLetter.decode('9MPD052F12B1', 'Heil')).toBeNull();
    expect(icpFurnaceWithoutBrandLetter.decode('7MPD050F12B1', 'Heil')).toBeNull();
  });
});
