// Goodman air handlers written cut after the capacity range. Expected values from installation instructions IO-431, whose
// filter table lists the ASPF models as "ASPF 1830, 3137, 4260" (air handlers), with the RT6121000 key.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Goodman 2004–2012 air handlers cut after the range code', () => {
  it('ASPF1830, ASPF3137 and ASPF4260 are air handlers, type only', () => {
    for (const model of ['ASPF1830', 'ASPF3137', 'ASPF4260']) {
      const d = decodeModelNumber(model, 'Goodman');
      expect(d).toMatchObject({ family: 'goodman', type: 'air handlers', series: 'ASPF' });
      expect(d?.fields.cooling_capacity_tons).toBeUndefined();
    }
  });

  it('needs a Goodman-group brand and a plausible range', () => {
    expect(decodeModelNumber('ASPF1830', 'Trane')?.family).not.toBe('goodman');
    expect(decodeModelNumber('ASPF3018', 'Goodman')).toBeNull();
  });
});
