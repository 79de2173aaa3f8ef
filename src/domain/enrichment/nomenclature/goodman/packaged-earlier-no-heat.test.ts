// Goodman light-commercial packaged units with the heat field printed XXX. Expected values from Goodman service alert SA-013,
// which lists CPG0600901DXJXB … CPG0601403DXXXB (gas) and CPH060XXX1DXJXB, CPH060XXX3DXJXB (heat pump, no gas heat) under
// "Light Commercial"; 060 = 5 tons as the CPG / CPH titles read it.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Goodman CPH packaged heat pumps with XXX in the heat field', () => {
  it('CPH060XXX1DXJXB is a 5-ton packaged unit', () => {
    expect(decodeModelNumber('CPH060XXX1DXJXB', 'Goodman')).toMatchObject({ family: 'goodman', type: 'packaged units', series: 'CPH', fields: { cooling_capacity_tons: 5 } });
  });

  it('the gas twin CPG0600901DXJXB still reads as before', () => {
    expect(decodeModelNumber('CPG0600901DXJXB', 'Goodman')).toMatchObject({ type: 'packaged units', series: 'CPG', fields: { cooling_capacity_tons: 5 } });
  });
});
