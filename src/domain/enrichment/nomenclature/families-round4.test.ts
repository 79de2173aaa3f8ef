import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from './index';

describe('Sears / Kenmore 153 tank water heaters (water-heaters/sears-kenmore.ts)', () => {
  it.each([
    // Model numbers printed in the rule's source manuals / parts page, as printed (with or without the dot).
    ['153.326462', 'Kenmore'], // Power Miser 6 electric, 40 gal
    ['153.326863', 'Kenmore'], // Power Miser 6 electric, 50 gal short
    ['153.331761', 'Sears'], // Power Miser 12 gas, 74 gal
    ['153.338003', 'Kenmore'], // commercial gas, 98 gal
    ['153334290', 'Kenmore'], // energy-efficient gas, 40 gal short
    ['153331444', 'Kenmore'], // PartsDirect gas water heater page
    ['153.316140', 'Kenmore'], // Power Miser 9 electric, 30 gal
    ['153.316240', 'Sears'], // Power Miser 9 electric, 40 gal
    ['153.327240HT', 'Kenmore'], // Power Miser 9 electric, 40 gal, printed with its HT suffix
  ])('%s (%s) → water heaters, no gallons / fuel claimed', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.family).toBe('sears');
    expect(d?.type).toBe('water heaters');
    expect(d?.fields).toEqual({});
  });

  it('needs the Kenmore / Sears brand, and only the 153.31 / 153.32 / 153.33 (and 153.55 / 153.58) numbers', () => {
    expect(decodeModelNumber('153.326462', '')).toBeNull();
    expect(decodeModelNumber('153.326462', 'Rheem')).toBeNull();
    expect(decodeModelNumber('153.412345', 'Kenmore')).toBeNull();
    expect(decodeModelNumber('153.32646', 'Kenmore')).toBeNull();
    expect(decodeModelNumber('153.346462', 'Kenmore')).toBeNull();
    expect(decodeModelNumber('153.316140HTX', 'Kenmore')).toBeNull();
    // Sears 867 numbers cover furnaces, condensing units and packaged terminal heat pumps alike: only the furnace ranges
    // the manuals title (867.73 / 867.76 / 867.77, multi-family/installed-base-lines.ts) are read; a packaged terminal heat pump stays undecoded.
    expect(decodeModelNumber('867.841970', 'Sears')).toBeNull();
    expect(decodeModelNumber('867.763822', 'Kenmore')?.type).toBe('furnaces');
  });
});

describe('Carrier 2010s furnace key written without the input (carrier/series-furnaces-2010s.ts)', () => {
  it('59SC5A (Comfort 95 submittal 59SC5A120S24--20, series only) → condensing gas furnace', () => {
    const d = decodeModelNumber('59SC5A', 'Carrier');
    expect(d?.type).toBe('furnaces');
    expect(d?.series).toBe('59SC5A');
    expect(d?.fields.efficiency_tier).toBe('90 %+ condensing');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('the full submittal model is still the full rule’s (input and airflow)', () => {
    const d = decodeModelNumber('59SC5A120S24--20', 'Carrier');
    expect(d?.fields.heating_input_kbtuh).toBe(120);
    expect(d?.fields.cooling_airflow_cfm).toBe(2000);
  });

  it('needs a brand, and a complete next field is not the fallback’s', () => {
    expect(decodeModelNumber('59SC5A', '')).toBeNull();
    expect(decodeModelNumber('59SC5A12', 'Carrier')).toBeNull();
    expect(decodeModelNumber('59SC5A', 'Goodman')).toBeNull();
  });
});

describe('Lennox HS / HP nominal capacity code (lennox/nominal-capacity-outdoor.ts)', () => {
  it.each([
    // Models and sizes printed in the rule's sources (HS29 bulletin 210307, HP29 bulletin 210473, HS29 unit information).
    ['HS29-120-1Y', 'air conditioners', 10],
    ['HS29-072-1G', 'air conditioners', 6],
    ['HS29-240', 'air conditioners', 20],
    ['HP29-036-2Y', 'heat pumps', 3],
    ['HP29-060', 'heat pumps', 5],
    ['HS29-018', 'air conditioners', 1.5],
  ])('%s → %s, %s t, R-22 (series 29)', (model, type, tons) => {
    const d = decodeModelNumber(model, 'Lennox');
    expect(d?.type).toBe(type);
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
    expect(d?.fields.refrigerant).toBe('R-22');
  });

  it('a gross code stays the §5.4 rule’s, an unlisted code and no brand decode nothing', () => {
    const gross = decodeModelNumber('HS26-311V-1P', 'Lennox');
    expect(gross?.rule).toMatch(/gross/);
    expect(decodeModelNumber('HS29-035', 'Lennox')).toBeNull();
    expect(decodeModelNumber('HS29-036', '')).toBeNull();
    expect(decodeModelNumber('HS29-036', 'Goodman')).toBeNull();
    // Another series: type and capacity, no refrigerant claimed.
    expect(decodeModelNumber('HP26-048', 'Lennox')?.fields.refrigerant).toBeUndefined();
  });
});
