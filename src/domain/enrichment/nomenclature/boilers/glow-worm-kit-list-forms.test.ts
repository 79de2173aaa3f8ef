import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from Glow-worm's gas valve replacement instructions 0020088542-03 (a maker's spare-parts kit sheet),
// whose MODEL lists name the boilers size first: "24 & 30 ultracom cx", "24 & 30 ultracom cxi", "18 & 30 ultracom sxi",
// "12 – 30 ultracom hxi", "38 ultracom cxi", "38 ultracom hxi" (combination cx / cxi, system sxi, heat-only hxi boilers).
describe('Glow-worm Ultracom as the gas valve kit list writes it (size · ultracom · suffix)', () => {
  it('types each listed form as a boiler, no size read', () => {
    for (const model of ['24 ultracom cx', '30 ultracom cxi', '18 ultracom sxi', '30 ultracom sxi', '12 ultracom hxi', '38 ultracom hxi', '38 Ultracom CXI']) {
      expect(decodeModelNumber(model, 'Glow-worm')).toMatchObject({ type: 'boilers', brand: 'Glow-worm', series: 'ULTRACOM', fields: {} });
    }
  });
  it('needs the brand and a listed size and suffix', () => {
    expect(decodeModelNumber('24 ultracom cx', null)).toBeNull();
    expect(decodeModelNumber('24 ultracom cx', 'Vaillant')).toBeNull();
    expect(decodeModelNumber('20 ultracom cx', 'Glow-worm')).toBeNull();
    expect(decodeModelNumber('24 ultracom c', 'Glow-worm')).toBeNull();
  });
});
