import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { goodmanAirHandler2004Key } from './air-handlers-2004-key';

// Expected values from Goodman Technical Manual RT6121000 (ACNF, AWUF, ADPF, ARPF, ARUF, AEPF, ASPF, ATUF Air Handlers),
// Product Identification: A air handler; application C/D/E/S/R/T/W; cabinet U/P/N; expansion F/T; capacity range;
// electrical 1 = 208-230V/1ph; refrigerant charge none = R-22 only, 6 = R-410A or R-22; "3636: 3 Tons", "3137: 3 Tons",
// "3642: 3 - 3 1/2 Tons", "1805: 1 1/2 Tons Cooling / 5 kW Electric Heat", "3608: 3 Tons Cooling / 8 kW Electric Heat".
describe('goodman.air-handler-2004-key', () => {
  it('reads the key example and the range codes without a capacity', () => {
    const d = goodmanAirHandler2004Key.decode('ARUF364216AA', 'Goodman');
    expect(d?.type).toBe('air handlers');
    expect(d?.series).toBe('ARUF');
    expect(d?.fields).toEqual({ voltage_v: 230, phase: 1 });
    expect(d?.description).toContain('R-410A or R-22');
    expect(goodmanAirHandler2004Key.decode('AEPF183016', 'Goodman')?.fields.cooling_capacity_tons).toBeUndefined();
    expect(goodmanAirHandler2004Key.decode('AWUF364216AA', 'Goodman')?.type).toBe('air handlers');
  });

  it('gives the capacity the key states as one value', () => {
    expect(goodmanAirHandler2004Key.decode('ADPF363616', 'Goodman')?.fields).toMatchObject({ cooling_capacity_tons: 3, cooling_capacity_kbtuh: 36 });
    expect(goodmanAirHandler2004Key.decode('ASPF313716', 'Amana')?.fields).toMatchObject({ cooling_capacity_tons: 3 });
    expect(goodmanAirHandler2004Key.decode('ATUF31371', 'Janitrol')?.fields).toMatchObject({ cooling_capacity_tons: 3, refrigerant: 'R-22' });
  });

  it('reads the ceiling and wall mount cooling / heat codes', () => {
    const c = goodmanAirHandler2004Key.decode('ACNF180516', 'Goodman');
    expect(c?.fields).toMatchObject({ cooling_capacity_tons: 1.5, cooling_capacity_kbtuh: 18 });
    expect(c?.description).toContain('5 kW electric heat');
    const w = goodmanAirHandler2004Key.decode('AWUF360816AA', 'Goodman');
    expect(w?.fields).toMatchObject({ cooling_capacity_tons: 3 });
    expect(w?.description).toContain('8 kW electric heat');
    // 3210 = 2 - 2.5 tons / 10 kW: a range, no capacity.
    const r = goodmanAirHandler2004Key.decode('AWUF321016', 'Goodman');
    expect(r?.fields.cooling_capacity_tons).toBeUndefined();
    expect(r?.description).toContain('10 kW electric heat');
  });

  it('decodes through the dispatcher, brandless only in the full printed form', () => {
    expect(decodeModelNumber('AEPF303616', 'Goodman')?.type).toBe('air handlers');
    expect(decodeModelNumber('ATUF303616AA', '')?.type).toBe('air handlers');
    expect(goodmanAirHandler2004Key.decode('ATUF30361', '')).toBeNull();
  });

  it('rejects shapes outside the key', () => {
    expect(goodmanAirHandler2004Key.decode('AXPF303616', 'Goodman')).toBeNull();
    expect(goodmanAirHandler2004Key.decode('ARUF303626', 'Goodman')).toBeNull();
    expect(goodmanAirHandler2004Key.decode('ARUF603016', 'Goodman')).toBeNull();
    expect(goodmanAirHandler2004Key.decode('ARUF307216', 'Goodman')).toBeNull();
    expect(goodmanAirHandler2004Key.decode('ACNF102016', 'Goodman')).toBeNull();
  });
});
