import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values from ELCO's technical documentation "thision 9 - 50": a modulating wall-hung gas condensing boiler,
// the range running from thision 9 to thision 50.
describe('Elco Thision 9 – 50', () => {
  it('types the line and its sizes in the documented range as boilers', () => {
    for (const model of ['Thision 9', 'thision 50', 'THISION']) {
      expect(decodeModelNumber(model, 'Elco')).toMatchObject({ type: 'boilers', series: 'Thision', fields: {} });
    }
  });
  it('keeps Thision S with its own rule and reads no size outside the range or without the brand', () => {
    expect(decodeModelNumber('Thision S 17.1', 'Elco')).toMatchObject({ series: 'Thision S' });
    expect(decodeModelNumber('Thision 60', 'Elco')).toBeNull();
    expect(decodeModelNumber('Thision 9', null)).toBeNull();
  });
});
