import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { GOODMAN_SHORT_RULES } from './air-handlers-short';
import { firstDecode } from '../kit/first-decode';

const g = (model: string, brand = 'Goodman') => firstDecode(GOODMAN_SHORT_RULES, model, brand);

// Expected values from Goodman's air-handler keys (RULES.md §1.5, AVPTC technical manual): A · application (R
// multi-position PSC, V variable-speed ECM …) · cabinet P/U/N · expansion T (TXV) / F (flowrater) · [C] · size in
// kBtu/h (ARUF37C14: 37 = top of a range); the 2003 key A · E/R/S · P/U · F/T · 3-digit size (ARUF024-00A-1).
describe('Goodman air handlers written short (dless20)', () => {
  it('2010+ key cut after the size: ARUF36, ARPT24, AVPTC48', () => {
    expect(g('ARUF36')).toMatchObject({ family: 'goodman', type: 'air handlers', series: 'ARUF', fields: { cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3 } });
    expect(g('ARUF36')?.description).toContain('flowrater');
    expect(g('ARPT24')).toMatchObject({ series: 'ARPT', fields: { cooling_capacity_tons: 2 } });
    expect(g('AVPTC48', 'Amana')).toMatchObject({ brand: 'Amana', series: 'AVPTC', fields: { cooling_capacity_tons: 4 } });
  });

  it('a range top (37, 59) gives the type without a capacity', () => {
    expect(g('AVPTC37')).toMatchObject({ type: 'air handlers', fields: {} });
  });

  it('2003 key cut after the size: ARUF024, ARPT036', () => {
    expect(g('ARUF024')).toMatchObject({ series: 'ARUF', fields: { cooling_capacity_kbtuh: 24 } });
    expect(g('ARPT036')?.description).toContain('TXV');
  });

  it('sizes off the grid, the full keys and no brand are not this rule\'s', () => {
    expect(g('ARUF35')).toBeNull();
    expect(g('ARUF72')).toBeNull();
    expect(g('ARUF361')).toBeNull();
    expect(decodeModelNumber('ARUF36', '')).toBeNull();
    expect(decodeModelNumber('ARUF36', 'Goodman')).toMatchObject({ type: 'air handlers' });
  });
});
