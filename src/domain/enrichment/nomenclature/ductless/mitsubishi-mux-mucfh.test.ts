import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { MITSUBISHI_MUX_MUCFH_RULES } from './mitsubishi-mux-mucfh';

const d = (model: string, brand: string) => firstDecode(MITSUBISHI_MUX_MUCFH_RULES, model, brand);
const ME = 'Mitsubishi Electric';

describe('Mitsubishi Electric MUX / MUCFH outdoor units', () => {
  // Service manuals: MUX-A22WV - E1; MUX-2A28VB, 2A59VB, 3A63VB, 2A70VB, 4A73VB - E1; MUCFH-GA35VB / GA50VB / GA60VB - E1.
  it('listed outdoor units: mini-splits, no capacity', () => {
    expect(d('MUX-2A28VB', ME)).toMatchObject({ type: 'mini-splits', description: 'multi-system split outdoor unit', fields: {}, evidence: 'src' });
    expect(d('MUX-A22WV-E1', ME)).toMatchObject({ series: 'MUX' });
    expect(d('MUCFH-GA50VB', ME)).toMatchObject({ type: 'mini-splits', description: 'outdoor unit of the floor-and-ceiling split' });
    expect(decodeModelNumber('MUX-4A73VB - E1', ME)).toMatchObject({ type: 'mini-splits', family: 'mitsubishi' });
    expect(d('MUX-2A30VB', ME)).toBeNull();
    expect(d('MUCFH-GA71VB', ME)).toBeNull();
    expect(d('MUX-2A28VB', '')).toBeNull();
  });
});
