import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lochinvar Knight Wall Hung Fire Tube sizes (boilers/as-owners-write.ts)', () => {
  // Knight Wall Hung Fire Tube I&O manual "Models: 56 - 400"; Health Canada recall RA-72879: WHN056 … WHN286, WHN286-8647.
  it.each(['WHN056', 'WHN086', 'WHN111', 'WHN156', 'WHN200', 'WHN286', 'WHN286-8647', 'WHL086', 'KNIGHT WHN156'])('Lochinvar %s → condensing boiler, no input', (model) => {
    const d = decodeModelNumber(model, 'Lochinvar');
    expect(d?.type).toBe('boilers');
    expect(d?.series).toBe('Knight wall hung fire tube');
    expect(d?.fields.efficiency_tier).toBe('condensing');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('leaves the wall-mount sizes to their ratings table and rejects sizes on neither list', () => {
    // Knight wall mount WB-I-O ratings: WHN085 = 85 MBH input.
    expect(decodeModelNumber('WHN085', 'Lochinvar')).toMatchObject({ series: 'Knight wall mount', fields: { heating_input_kbtuh: 85 } });
    expect(decodeModelNumber('WHN087', 'Lochinvar')).toBeNull();
    expect(decodeModelNumber('WHN086', null)).toBeNull();
  });
});
