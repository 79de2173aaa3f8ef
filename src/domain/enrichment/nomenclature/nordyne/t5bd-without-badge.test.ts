// Nordyne T5BD heat pumps without a badge letter. Expected values from the T5BD installation instructions (R-22 outdoor
// heat pump) and the JT5BD title "13 SEER … split system heat pump - R-22" (JT5BD-036K = 3 tons).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Nordyne T5BD split heat pumps', () => {
  it('T5BD-036K is a 3-ton heat pump, R-22, 13 SEER', () => {
    expect(decodeModelNumber('T5BD-036K', 'Nordyne')).toMatchObject({
      family: 'nordyne',
      type: 'heat pumps',
      series: 'T5BD',
      fields: { cooling_capacity_tons: 3, refrigerant: 'R-22', seer: 13 },
    });
  });

  it('T5BD-024KA under an Intertherm badge reads 2 tons; other makers are not read', () => {
    expect(decodeModelNumber('T5BD-024KA', 'Intertherm')?.fields).toMatchObject({ cooling_capacity_tons: 2 });
    expect(decodeModelNumber('T5BD-024KA', 'Trane')?.family).not.toBe('nordyne');
  });
});
