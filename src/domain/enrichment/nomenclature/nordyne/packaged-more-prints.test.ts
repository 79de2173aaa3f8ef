// Nortek single-package prints (nordyne/packaged-more-prints.ts): series the technical specifications and installation
// instructions title (GQ5RD, GP7RD, GQ4SD, GQ6SD, GP5RD; Q4SD-X24K; *Q7RE / PPH3RE, PPH3RF) with sizes on the grid.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { NORTEK_PACKAGED_PRINT_RULES } from './packaged-more-prints';
import { decodeWith } from '../kit/test-helpers';

describe('Nortek single-package prints', () => {
  it.each([
    ['GQ5RD-036K', 'Nordyne', 'single package heat pump', 3],
    ['GP7RD-048K', 'Gibson', 'single package air conditioner', 4],
    ['GQ4SD-024K', 'Nordyne', 'single package heat pump', 2],
    ['Q4SD-X24K', 'Nordyne', 'single package heat pump', 2],
    ['Q6SD-X48K', 'Intertherm', 'single package heat pump', 4],
    ['PPH3RE036K', 'Maytag', 'single package heat pump', 3],
    ['PPH3RF-060K', 'Maytag', 'single package heat pump', 5],
  ])('%s (%s) → packaged units, %s, %d tons', (model, brand, what, tons) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'packaged units', family: 'nordyne', description: what });
    expect(d?.fields.cooling_capacity_tons).toBe(tons);
  });

  it('reads no size off the 1.5–5 ton grid and nothing without a Nortek-group brand', () => {
    expect(decodeWith(NORTEK_PACKAGED_PRINT_RULES, 'GQ5RD-072K', 'Nordyne')).toBeNull();
    expect(decodeWith(NORTEK_PACKAGED_PRINT_RULES, 'Q4SD-X25K', 'Nordyne')).toBeNull();
    expect(decodeWith(NORTEK_PACKAGED_PRINT_RULES, 'PPH3RE036K', '')).toBeNull();
    expect(decodeModelNumber('GQ5RD-036K', 'Goodman')).toBeNull();
  });
});
