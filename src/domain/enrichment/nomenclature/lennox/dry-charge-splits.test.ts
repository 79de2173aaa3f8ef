// Lennox LCS13DC / LPS13DC dry-charge splits. Expected values from the LCS13DC product specifications (bulletin 210636,
// model number identification "L C S 13 DC - 036 - 230 - 2": nominal cooling capacity 018 = 1.5 tons … 060 = 5 tons,
// 230 = 208/230V-1phase-60hz, nominal SEER 13) and the LPS13DC heat-pump title.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Lennox LCS13DC / LPS13DC dry-charge split outdoor units', () => {
  // [model as written, type, tons]
  const table: [string, string, number][] = [
    ['LCS13DC-036-230-2', 'air conditioners', 3], // the key's own example
    ['LCS13DC-018-230-1', 'air conditioners', 1.5], // 018 = 1.5 tons
    ['LPS13DC-060-230-1', 'heat pumps', 5], // 060 = 5 tons, heat pump outdoor unit
    ['LPS13DC042', 'heat pumps', 3.5], // 042 = 3.5 tons, written without hyphens and voltage
  ];
  it.each(table)('%s: %s, %s tons, 13 SEER', (model, type, tons) => {
    const d = decodeModelNumber(model, 'Lennox');
    expect(d).toMatchObject({ family: 'lennox', type, fields: { cooling_capacity_tons: tons, seer: 13 } });
    expect(d?.fields.refrigerant).toBeUndefined(); // shipped with a nitrogen (dry) charge
  });

  it('the voltage field 230 = 208/230 V single phase', () => {
    expect(decodeModelNumber('LCS13DC-036-230-2', 'Lennox')?.fields).toMatchObject({ voltage_v: 230, phase: 1 });
    expect(decodeModelNumber('LCS13DC-036', 'Lennox')?.fields.voltage_v).toBeUndefined();
  });

  it('no size off the key, no other SEER class, no other brand group, no brand', () => {
    expect(decodeModelNumber('LCS13DC-072-230', 'Lennox')).toBeNull();
    expect(decodeModelNumber('LCS14DC-036-230', 'Lennox')).toBeNull();
    expect(decodeModelNumber('LCS13DC-036-230-2', 'Goodman')).toBeNull();
    expect(decodeModelNumber('LCS13DC-036-230-2', null)).toBeNull();
  });
});
