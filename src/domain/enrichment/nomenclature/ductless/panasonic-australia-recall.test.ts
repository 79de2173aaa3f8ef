import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Panasonic CU- outdoor units with a digit among the version letters (ductless/panasonic.ts)', () => {
  // Panasonic Australia voluntary recall (units sold 2001–2004): CU-A281KR, CU-C281KR, CU-A28BKP5, CU-C28BKP5.
  it.each(['CU-A281KR', 'CU-C281KR', 'CU-A28BKP5', 'CU-C28BKP5'])('Panasonic %s → ductless outdoor unit', (model) => {
    const d = decodeModelNumber(model, 'Panasonic');
    expect(d).toMatchObject({ type: 'mini-splits', description: 'ductless outdoor unit' });
    expect(d?.fields.cooling_capacity_kbtuh).toBeUndefined();
  });

  it('needs the brand', () => {
    expect(decodeModelNumber('CU-A281KR', null)).toBeNull();
    expect(decodeModelNumber('CU-A281KR', 'Carrier')).toBeNull();
  });
});
