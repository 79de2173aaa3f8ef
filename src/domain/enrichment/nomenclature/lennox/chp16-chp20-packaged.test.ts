// Lennox CHP16 / CHP20 packaged heat pumps. Expected values from bulletin 210363's Model Number Identification (CHP =
// packaged heat pump; 024 = 2 … 060 = 5 tons; CHP20 in 036 / 048 / 060 only; P = 208/230 V 1 phase, Y = 208/230 V 3
// phase, G = 460 V 3 phase).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lennox CHP16 / CHP20 packaged heat pumps', () => {
  it.each([
    ['CHP20-036-1Y', 'CHP20', 3, { voltage_v: 230, phase: 3 }],
    ['CHP16-024-1P', 'CHP16', 2, { voltage_v: 230, phase: 1 }],
    ['CHP16-060-2G', 'CHP16', 5, { voltage_v: 460, phase: 3 }],
    ['CHP16030', 'CHP16', 2.5, {}],
  ])('%s → %s packaged heat pump, %s tons', (model, series, tons, volts) => {
    const d = decodeModelNumber(model, 'Lennox');
    expect(d).toMatchObject({ family: 'lennox', type: 'packaged units', series, evidence: 'src', description: 'packaged heat pump' });
    expect(d?.fields).toMatchObject({ cooling_capacity_tons: tons, ...volts });
  });

  it('no size the bulletin does not list, no gross code, no other brand', () => {
    expect(decodeModelNumber('CHP20-024-1P', 'Lennox')).toBeNull(); // CHP20 starts at 036
    expect(decodeModelNumber('CHP16-261-1P', 'Lennox')).toBeNull();
    expect(decodeModelNumber('CHP16-036-1P', 'Goodman')).toBeNull();
  });
});
