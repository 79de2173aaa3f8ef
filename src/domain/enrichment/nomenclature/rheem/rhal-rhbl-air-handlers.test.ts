// Rheem RHAL / RHBL wall-hanging air handlers. Expected values from Rheem forms H11-533 / H11-545 ("Air handlers RHBL- high
// efficiency X-13 (ECM), RHAL- standard efficiency – PSC") and the RHAL rating plate "RHAL-FR24PJN00A".
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Rheem RHAL / RHBL air handlers', () => {
  it('RHAL-FR24PJN00A is an air handler, type only', () => {
    const d = decodeModelNumber('RHAL-FR24PJN00A', 'Rheem');
    expect(d).toMatchObject({ family: 'rheem', type: 'air handlers', series: 'RHAL' });
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('RHBL-FR36PJ is an air handler (X-13 ECM line)', () => {
    expect(decodeModelNumber('RHBL-FR36PJ', 'Rheem')).toMatchObject({ type: 'air handlers', series: 'RHBL' });
  });

  it('needs a Rheem-group brand', () => {
    expect(decodeModelNumber('RHAL-FR24PJ', 'Goodman')?.family).not.toBe('rheem');
  });
});
