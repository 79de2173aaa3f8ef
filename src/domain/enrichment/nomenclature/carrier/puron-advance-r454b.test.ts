// The Puron Advance (R-454B) generation of the Carrier family (issue 18 gap scan of the refrigerant transition). Expected
// values from the documents the rules cite: Carrier's product pages (26VNA1 / 26TPA8 / 26SPA6 / 26SCA4 / 26SCA5 air
// conditioners, 27VNA0 / 27VNA1 / 27VNA3 / 27TPA8 / 27SPA6 / 27SCA5 heat pumps), the 26TPA8 / 27TPA8 installation
// instructions ("… with Puron Advance (R-454B) Refrigerant"), Payne's "PA5SAN5 Split System Air Conditioner with R-454B
// Refrigerant", the FT5 product data ("Sizes 24-60") and the FT5 / FG5 instructions.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Carrier 26 / 27 split outdoor units, Puron Advance generation', () => {
  it('26 is an air conditioner and 27 a heat pump, R-454B, no size or SEER read', () => {
    const ac = decodeModelNumber('26SCA536W003', 'Carrier');
    expect(ac).toMatchObject({ family: 'carrier', type: 'air conditioners', series: '26SCA5', fields: { refrigerant: 'R-454B', efficiency_tier: 'Comfort' } });
    expect(ac?.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(ac?.fields.seer).toBeUndefined();
    expect(decodeModelNumber('27SCA518A003', 'Carrier')).toMatchObject({ type: 'heat pumps', series: '27SCA5' });
    expect(decodeModelNumber('27SPA618003', 'Carrier')).toMatchObject({ type: 'heat pumps', series: '27SPA6' });
    expect(decodeModelNumber('26TPA8', 'Carrier')).toMatchObject({ type: 'air conditioners', fields: { efficiency_tier: 'Performance' } });
    expect(decodeModelNumber('27VNA3', 'Carrier')).toMatchObject({ type: 'heat pumps', fields: { efficiency_tier: 'Infinity' } });
  });

  it('near misses: a size off the nominal grid, other line letters, 28, no brand, another maker', () => {
    const rule = 'Carrier 26 / 27 split outdoor, Puron Advance (R-454B) generation: type and line only';
    expect(decodeModelNumber('26SCA599W003', 'Carrier')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('26XYA536W003', 'Carrier')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('28SCA536W003', 'Carrier')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('26SCA536W003', '')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('26SCA536W003', 'Goodman')?.family).not.toBe('carrier');
  });
});

describe('Carrier / Payne letter-first split outdoor units, R-454B generation', () => {
  it('A is an air conditioner, H a heat pump; the two digits after AN5 are not read', () => {
    const d = decodeModelNumber('PA5SAN53600W', 'Payne');
    expect(d).toMatchObject({ family: 'carrier', brand: 'Payne', type: 'air conditioners', series: 'PA5SAN5' });
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
    expect(decodeModelNumber('PH5SAN524', 'Payne')).toMatchObject({ type: 'heat pumps', series: 'PH5SAN5' });
    expect(decodeModelNumber('PH8TAN548', 'Payne')).toMatchObject({ type: 'heat pumps', description: 'split heat pump, two-stage' });
    expect(decodeModelNumber('GH5SAN56000A', 'Carrier')).toMatchObject({ type: 'heat pumps', brand: 'Carrier' });
  });

  it('near misses: other letters in the key, another maker, no brand', () => {
    const rule = 'Carrier / Payne letter-first split outdoor, R-454B generation (PA5SAN5): type only';
    expect(decodeModelNumber('PA5SAX53600W', 'Payne')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('PA6SAN53600W', 'Payne')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('PA5TAN53600W', 'Payne')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('GA5SAN53600W', 'Goodman')?.family).not.toBe('carrier');
    expect(decodeModelNumber('PA5SAN53600W', '')?.rule ?? '').not.toBe(rule);
  });
});

describe('Carrier FT5 / FG5 / FJ5 fan coils', () => {
  it('FT5 reads its size in kBtu/h (sizes 24-60) and R-454B; FJ5 the type only', () => {
    expect(decodeModelNumber('FT5ANXB24L00', 'Carrier')).toMatchObject({ type: 'air handlers', series: 'FT5', fields: { cooling_capacity_kbtuh: 24, refrigerant: 'R-454B' } });
    expect(decodeModelNumber('FT5ANXC36L00', 'Carrier')?.fields.cooling_capacity_tons).toBe(3);
    const fj5 = decodeModelNumber('FJ5ANXC42L00', 'Carrier');
    expect(fj5).toMatchObject({ type: 'air handlers', series: 'FJ5' });
    expect(fj5?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('near misses: FT5 below its sizes, a size off the grid, another maker', () => {
    const rule = 'Carrier FT5 / FG5 / FJ5 fan coils, Puron Advance generation: series · cabinet · size';
    expect(decodeModelNumber('FT5ANXB18L00', 'Carrier')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('FJ5ANXB20L00', 'Carrier')?.rule ?? '').not.toBe(rule);
    expect(decodeModelNumber('FT5ANXB24L00', 'Goodman')?.family).not.toBe('carrier');
  });
});
