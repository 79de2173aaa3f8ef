// Comfort-Aire GFM96T (furnaces-other/comfort-aire-gfm96t.ts): the model on the manual and the series as titled.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { COMFORT_AIRE_GFM96T_RULES } from './comfort-aire-gfm96t';
import { decodeWith } from '../kit/test-helpers';

describe('Comfort-Aire GFM96T gas furnaces', () => {
  it.each(['GFM96T100C5S1A-CY', 'GFM96T'])('%s → furnace, 96 %% AFUE class, two-stage, no input read', (model) => {
    const d = decodeModelNumber(model, 'Comfort-Aire');
    expect(d).toMatchObject({ type: 'furnaces', family: 'heat_controller', brand: 'Comfort-Aire' });
    expect(d?.fields).toEqual({ afue_percent: 96, efficiency_tier: 'two-stage, multi-position' });
  });

  it('brand required; other series not read', () => {
    expect(decodeWith(COMFORT_AIRE_GFM96T_RULES, 'GFM96T100C5S1A-CY', '')).toBeNull();
    expect(decodeWith(COMFORT_AIRE_GFM96T_RULES, 'GFM80T100C5S1A', 'Comfort-Aire')).toBeNull();
    expect(decodeModelNumber('GFM96T100C5S1A-CY', 'Goodman')).toBeNull();
  });
});
