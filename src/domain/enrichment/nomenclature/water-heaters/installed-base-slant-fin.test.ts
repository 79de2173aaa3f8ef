import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Slant/Fin XL-2000 instructions (publication XL-40), Table 1: XL-20 and XL-30H are oil-fired
// hot-water boilers (oil input 0.65 / 0.85 GPH); the number is a size, so no input is read from it.
describe('Slant/Fin XL-2000 oil boilers', () => {
  it('XL-20, XL-30H, XL30H: boilers, oil, no input', () => {
    for (const model of ['XL-20', 'XL-30H', 'XL30H']) {
      const d = decodeModelNumber(model, 'Slant/Fin');
      expect(d, model).toMatchObject({ type: 'boilers', series: 'XL-2000', fields: { fuel: 'oil' } });
      expect(d?.fields.heating_input_kbtuh, model).toBeUndefined();
    }
  });

  it('needs the Slant/Fin brand and a size in tens', () => {
    expect(decodeModelNumber('XL-30H', null)).toBeNull();
    expect(decodeModelNumber('XL-35', 'Slant/Fin')).toBeNull();
  });
});
