import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { BOSCH_CLIMATE_RAC_RULES } from './bosch-climate-rac';

const d = (model: string, brand: string) => firstDecode(BOSCH_CLIMATE_RAC_RULES, model, brand);

describe('Bosch Climate 5000 RAC split room air conditioners', () => {
  // Installation manual 6720886909: Climate 5000 RAC 2,6-2 IBW / OUE, RAC 3,5-2 IBW / OUE, RAC 5,3-2 IBW / OUE, RAC 7-2 IBW / OUE.
  it('indoor IBW / outdoor OUE units, as printed and as written: mini-splits, no capacity', () => {
    expect(d('RAC2,6-2IBW', 'Bosch')).toMatchObject({ type: 'mini-splits', description: 'split room air conditioner, wall-mounted indoor unit', fields: {}, evidence: 'src' });
    expect(d('RAC7-2OUE', 'Bosch')).toMatchObject({ type: 'mini-splits', description: 'split room air conditioner, outdoor unit' });
    expect(decodeModelNumber('RAC 3,5-2 IBW', 'Bosch')).toMatchObject({ type: 'mini-splits', family: 'bosch' });
    expect(decodeModelNumber('RAC 5.3-2 OUE', 'Bosch')).toMatchObject({ type: 'mini-splits' });
    expect(decodeModelNumber('Climate 5000 RAC 3,5-2 IBW', 'Bosch')).toMatchObject({ type: 'mini-splits' });
    // A size the manual does not list, another unit code, or no brand: not read.
    expect(d('RAC4-2IBW', 'Bosch')).toBeNull();
    expect(d('RAC3,5-2IXW', 'Bosch')).toBeNull();
    expect(d('RAC3,5-2IBW', '')).toBeNull();
    expect(decodeModelNumber('RAC 3,5-2 IBW', '')).toBeNull();
  });
});
