import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { yorkColemanLuxaireSplit } from './coleman-luxaire-split-letters';

// Expected values from the York installation manual "Outdoor split-system air conditioning, models: 13 SEER TCGD / YCJD /
// CCJD / LCJD / GCGD, 1 to 5 tons", read with the YCJD key (C cooling, J 1-phase, D 13 SEER, kBtu/h).
describe('york.split-outdoor-coleman-luxaire-letters', () => {
  it('reads the Coleman and Luxaire letters', () => {
    const c = yorkColemanLuxaireSplit.decode('CCJD36S41S1', 'Coleman');
    expect(c?.type).toBe('air conditioners');
    expect(c?.brand).toBe('Coleman');
    expect(c?.fields).toEqual({ cooling_capacity_kbtuh: 36, cooling_capacity_tons: 3, seer: 13, phase: 1 });
    expect(yorkColemanLuxaireSplit.decode('LCJD24S41S1', 'Luxaire')?.fields).toMatchObject({ cooling_capacity_tons: 2 });
    expect(yorkColemanLuxaireSplit.decode('LCJD60', 'York')?.fields).toMatchObject({ cooling_capacity_tons: 5 });
    expect(decodeModelNumber('CCJD48S41S1', 'Coleman')?.type).toBe('air conditioners');
  });

  it('needs a York-group brand and the series shape', () => {
    expect(yorkColemanLuxaireSplit.decode('CCJD36S41S1', '')).toBeNull();
    expect(yorkColemanLuxaireSplit.decode('CCJD36S41S1', 'Carrier')).toBeNull();
    expect(yorkColemanLuxaireSplit.decode('CCJD37S41S1', 'Coleman')).toBeNull();
    expect(yorkColemanLuxaireSplit.decode('CCJD360S41S1', 'Coleman')).toBeNull();
    expect(yorkColemanLuxaireSplit.decode('CHJD36S41S1', 'Coleman')).toBeNull();
  });
});
