// Trane TWV / TVF air handlers. Expected values from the 1999 BAYHTR1419 accessory-heater recall, which lists TWV036B140A*
// and TVF036A140A* among "the model numbers for air handlers that may contain the recalled heater units" (036 = 3 t as
// in the §4.4 TWE030C140B0 key, 030 = 2½ t).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Trane TWV / TVF air handlers of the accessory-heater recall list', () => {
  it('TWV036B140A1 is an air handler of 3 tons, not a heat pump', () => {
    expect(decodeModelNumber('TWV036B140A1', 'Trane')).toMatchObject({
      family: 'trane',
      type: 'air handlers',
      series: 'TWV',
      fields: { cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36 },
    });
  });

  it('TVF036A140A1 (American Standard badge) is an air handler', () => {
    expect(decodeModelNumber('TVF036A140A1', 'American Standard')).toMatchObject({ type: 'air handlers', series: 'TVF', brand: 'American Standard' });
  });

  it('the TW heat-pump key is untouched: TWR036C100A0 stays a heat pump', () => {
    expect(decodeModelNumber('TWR036C100A0', 'Trane')?.type).toBe('heat pumps');
  });

  it('reads nothing without a Trane-group brand or off the size grid', () => {
    expect(decodeModelNumber('TVF036A140A1', 'Enertech')).toBeNull();
    expect(decodeModelNumber('TVF037A140A1', 'Trane')?.type).not.toBe('heat pumps');
  });
});
