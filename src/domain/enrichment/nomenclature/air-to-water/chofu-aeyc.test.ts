import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { CHOFU_AEYC_RULES } from './chofu-aeyc';

const d = (model: string, brand: string) => firstDecode(CHOFU_AEYC_RULES, model, brand);

describe('Chofu AEYC air-to-water monobloc heat pumps', () => {
  // Service manual AEYC-0643XU-CH, -1043XU-CH, -1242XU-CH, -1643XU-CH; installation manual AEYC-0639U-CH, -1039U-CH, -1639U-CH.
  it('listed units: heat pumps, no capacity', () => {
    expect(d('AEYC-0643XU-CH', 'Chofu')).toMatchObject({ type: 'heat pumps', fields: {}, evidence: 'src', series: 'AEYC' });
    expect(d('AEYC-1639U-CH', 'Grant')).toMatchObject({ type: 'heat pumps' });
    expect(decodeModelNumber('AEYC-1242XU-CH', 'Grant')).toMatchObject({ type: 'heat pumps', family: 'heat_pump_other' });
    expect(decodeModelNumber('AEYC 1043XU CH', 'Chofu')).toMatchObject({ type: 'heat pumps' });
    expect(d('AEYC-0843XU-CH', 'Chofu')).toBeNull();
    expect(d('AEYC-0643XU-CH', '')).toBeNull();
    expect(decodeModelNumber('AEYC-0643XU-CH', '')).toBeNull();
  });
});
