import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Carrier SMB 09-0024 90 % furnace series as the bulletin lists them (carrier/series-secondary-hx-bulletin.ts)', () => {
  // SMB 09-0024 "90% Gas Furnaces": 340A, 340M, 345M, 350A, 350M, 351D, 352A, 352M, 355A, 355B, 355C, 355M … 490A.
  it.each([
    ['340A', 'Bryant'],
    ['340M', 'Bryant'],
    ['345M', 'Day & Night'],
    ['350A', 'Bryant'],
    ['350M', 'Bryant'],
    ['351D', 'Bryant'],
    ['352A', 'Bryant'],
    ['352M', 'Bryant'],
    ['355A', 'Bryant'],
    ['355B', 'Day & Night'],
    ['355C', 'Bryant'],
    ['490A', 'Payne'],
    ['340M-XXX', 'Bryant'],
  ])('%s (%s) → condensing gas furnace, series only', (model, brand) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'furnaces', seriesOnly: true });
    expect(d?.fields.efficiency_tier).toBe('condensing');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('needs a Carrier-group brand and a listed series letter; full models and form numbers keep their rules', () => {
    expect(decodeModelNumber('340M', null)).toBeNull();
    expect(decodeModelNumber('340M', 'Goodman')).toBeNull();
    // 345 is listed only with M, 351 only with D, 490 only with A.
    expect(decodeModelNumber('345A', 'Bryant')).toBeNull();
    expect(decodeModelNumber('351A', 'Bryant')).toBeNull();
    expect(decodeModelNumber('490M', 'Payne')).toBeNull();
    expect(decodeModelNumber('340MAV060100', 'Bryant')?.rule).toMatch(/§2\.4 Bryant numeric gas furnaces/);
    expect(decodeModelNumber('355M-40-4', 'Bryant')?.rule).toMatch(/literature form number/);
  });
});
