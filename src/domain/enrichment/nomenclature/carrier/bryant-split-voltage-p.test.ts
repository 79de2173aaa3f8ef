// Bryant numeric splits with P in the voltage position. Expected values from Carrier dealer service bulletin DSB 14-0012,
// which lists 113APA030 and 213CPA030 among the affected 1.5–2.5 ton condensing units, and the 113A product-data key
// (1 = AC, SEER digit 3 = 13, size 030 = 2½ t); the key prints only N = 208-230-1, so no voltage for P.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Bryant numeric splits with voltage letter P', () => {
  it('113APA030 is a split air conditioner of 2½ tons, 13 SEER class, voltage absent', () => {
    const d = decodeModelNumber('113APA030', 'Bryant');
    expect(d).toMatchObject({ family: 'carrier', type: 'air conditioners', series: '113A', fields: { cooling_capacity_tons: 2.5, seer: 13 } });
    expect(d?.fields.voltage_v).toBeUndefined();
  });

  it('213CPA030 is a split heat pump of 2½ tons', () => {
    expect(decodeModelNumber('213CPA030', 'Bryant')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2.5 } });
  });

  it('the N forms keep the §2.6 reading with 208/230 V 1 ph; other brands and sizes off the grid are not read', () => {
    expect(decodeModelNumber('113ANA030', 'Bryant')?.fields).toMatchObject({ voltage_v: 230, phase: 1 });
    expect(decodeModelNumber('113APA030', 'Goodman')?.family).not.toBe('carrier');
    expect(decodeModelNumber('113APA099', 'Bryant')?.rule ?? '').not.toContain('voltage letter P');
  });
});
