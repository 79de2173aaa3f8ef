import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Model numbers from the source document: Carrier 58SX040 "Deluxe Gas-Fired Condensing Furnaces" (Application Data).
describe('Carrier 58 two-letter series (id18d1)', () => {
  it('58SX040: a condensing gas furnace of 40 kBtu/h input, as the document titles it', () => {
    expect(decodeModelNumber('58SX040', 'Carrier')).toMatchObject({
      type: 'furnaces',
      series: '58SX',
      fields: { heating_input_kbtuh: 40, efficiency_tier: 'condensing' },
      evidence: 'pattern',
    });
  });

  it('keeps the three-letter series on their own rules', () => {
    expect(decodeModelNumber('58STA090', 'Carrier')?.rule).not.toMatch(/two-letter/);
  });

  it('needs the Carrier brand, a plausible input and nothing but a short suffix', () => {
    expect(decodeModelNumber('58SX040', 'Lennox')).toBeNull();
    expect(decodeModelNumber('58SX040', '')).toBeNull();
    expect(decodeModelNumber('58SX999', 'Carrier')).toBeNull();
    expect(decodeModelNumber('58SX04', 'Carrier')).toBeNull();
    expect(decodeModelNumber('58SX040-ABCD', 'Carrier')).toBeNull();
  });
});
