// Heat Controller PTAC / PTHP (room-units/heat-controller-ptac.ts): models from the owner's manuals' lists
// ("Cooling with Electric Heat" EKTC / PTAC, "Heat Pump with Electric Heat" EKTH / PTHP, 7,000-15,000 BTUH).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { HEAT_CONTROLLER_PTAC_RULES } from './heat-controller-ptac';
import { decodeWith } from '../kit/test-helpers';

describe('Heat Controller packaged terminal units', () => {
  it.each([
    ['EKTC07-1G', 'Heat Controller', 7, 'cooling with electric heat'],
    ['EKTC15-2G', 'Heat Controller', 15, 'cooling with electric heat'],
    ['EKTH09-1G', 'Comfort-Aire', 9, 'heat pump with electric heat'],
    ['PTAC12A150A', 'Heat Controller', 12, 'cooling with electric heat'],
    ['PTHP15A130A', 'Century', 15, 'heat pump with electric heat'],
    ['ekth12 2g', 'Heat Controller', 12, 'heat pump with electric heat'],
  ])('%s (%s) → packaged units, %d kBtu/h, %s', (model, brand, kbtuh, tier) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'packaged units', family: 'heat_controller', brand, evidence: 'pattern' });
    expect(d?.fields).toEqual({ cooling_capacity_kbtuh: kbtuh, cooling_capacity_tons: Math.round((kbtuh / 12) * 100) / 100, efficiency_tier: tier });
  });

  it('reads no class outside 07–15 and no other brand', () => {
    expect(decodeWith(HEAT_CONTROLLER_PTAC_RULES, 'EKTC18-1G', 'Heat Controller')).toBeNull();
    expect(decodeWith(HEAT_CONTROLLER_PTAC_RULES, 'PTAC24A130A', 'Heat Controller')).toBeNull();
    expect(decodeModelNumber('EKTC07-1G', null)).toBeNull();
  });
});
