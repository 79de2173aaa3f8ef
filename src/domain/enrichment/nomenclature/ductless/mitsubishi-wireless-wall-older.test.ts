import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { MITSUBISHI_WIRELESS_WALL_OLDER_RULES } from './mitsubishi-wireless-wall-older';

const d = (m: string, b: string) => firstDecode(MITSUBISHI_WIRELESS_WALL_OLDER_RULES, m, b);

describe('Mitsubishi Electric wireless-type wall splits (service manuals OB227, OB303, TBH016)', () => {
  // OB227: MSC-07RV · MU-07RV, MSC-07RV · MUH-07RV, multi system MUX-10RV; OB303: MSH-AXV07WV / MUH-AXV07WV; TBH016: MU-GD08ND, MU-C13VC.
  it('indoor and outdoor units: mini-splits, no capacity (btu or kW base)', () => {
    expect(d('MSC-07RV', 'Mitsubishi Electric')).toMatchObject({ type: 'mini-splits', description: 'wall-mounted indoor unit (cooling only)', fields: {} });
    expect(d('MUH-07RV', 'Mitsubishi Electric')).toMatchObject({ description: 'split outdoor unit (heat pump)', fields: {} });
    expect(d('MUX-10RV', 'Mitsubishi Electric')).toMatchObject({ description: 'multi system outdoor unit' });
    expect(d('MSH-AXV07WV', 'Mitsubishi Electric')).toMatchObject({ description: 'wall-mounted indoor unit (heat pump)' });
    expect(d('MU-GD08ND', 'Mitsubishi Electric')).toMatchObject({ description: 'split outdoor unit (cooling only)' });
    expect(d('MU-C13VC', 'Mitsubishi Electric')).toMatchObject({ type: 'mini-splits' });
  });

  it('forms the §9.1 rules read keep their reading through the dispatcher', () => {
    expect(decodeModelNumber('MS-A09WA', 'Mitsubishi Electric')).toMatchObject({ fields: { cooling_capacity_kbtuh: 9 } });
    expect(decodeModelNumber('MSC-07RV', 'Mitsubishi Electric')).toMatchObject({ type: 'mini-splits', family: 'mitsubishi' });
  });

  it('brand required; other shapes are not read', () => {
    expect(d('MSC-07RV', '')).toBeNull();
    expect(d('MSZ-GE09NA', 'Mitsubishi Electric')).toBeNull();
    expect(d('MSC07RV', 'Mitsubishi Electric')).toBeNull();
    expect(d('MUH-7RV', 'Mitsubishi Electric')).toBeNull();
  });
});
