// Lennox HSX / HPX R-410A splits (lennox/hsx-hpx-splits.ts). Expected values from the installation instructions'
// titles (HSXA12 / HSXA15 / HSXA16 / HSXB15 condensing units, HPXA12 / HPXA15 / HPXA16 heat pump units, all R410A) and
// the dash size read as the same-era Lennox keys print it (018 = 1-1/2 tons … 060 = 5 tons).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lennox HSX / HPX R-410A split outdoor units', () => {
  // [model as written, type, tons]
  const table: [string, string, number][] = [
    ['HSXA12-018', 'air conditioners', 1.5], // the HSXA12 instructions' own model
    ['HPXA15-024', 'heat pumps', 2], // the HPXA15 instructions' own model
    ['HPXA16-060', 'heat pumps', 5],
    ['HSXB15-036-230', 'air conditioners', 3],
    ['HSXA16048', 'air conditioners', 4], // written without hyphens
  ];
  it.each(table)('%s: %s, %s tons, R-410A', (model, type, tons) => {
    const d = decodeModelNumber(model, 'Lennox');
    expect(d).toMatchObject({ family: 'lennox', type, evidence: 'pattern', fields: { cooling_capacity_tons: tons, refrigerant: 'R-410A' } });
    expect(d?.fields.seer).toBeUndefined(); // the two digits are not stated as a SEER class
  });

  it('the series alone gives type and refrigerant only', () => {
    const d = decodeModelNumber('HPXA12', 'Lennox');
    expect(d).toMatchObject({ type: 'heat pumps', fields: { refrigerant: 'R-410A' } });
    expect(d?.fields.cooling_capacity_tons).toBeUndefined();
  });

  it('no untitled series, no size off the keys, no other brand, no brand', () => {
    expect(decodeModelNumber('HPXB15-036', 'Lennox')).toBeNull();
    expect(decodeModelNumber('HSXA19-036', 'Lennox')).toBeNull();
    expect(decodeModelNumber('HSXA12-072', 'Lennox')).toBeNull();
    expect(decodeModelNumber('HSXA12-018', 'Goodman')).toBeNull();
    expect(decodeModelNumber('HSXA12-018', null)).toBeNull();
  });
});
