// Carrier FY5B fan coils. Expected values from Carrier's fan-coil accessory electric heater chart, which lists FY5B among
// the fan coil models the KFCEH heaters fit (FB4C, FE4A, FE5A, FH4C, FV4C, FX4D, FY5B, PF4MA, PF4MB).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Carrier FY5B fan coils', () => {
  it('FY5BNC036 is an air handler (fan coil), type only', () => {
    const d = decodeModelNumber('FY5BNC036', 'Carrier');
    expect(d).toMatchObject({ family: 'carrier', type: 'air handlers', series: 'FY5B' });
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('needs a Carrier-group brand', () => {
    expect(decodeModelNumber('FY5BNC036', 'Goodman')?.family).not.toBe('carrier');
  });
});
