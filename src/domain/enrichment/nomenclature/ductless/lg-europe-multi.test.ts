import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { LG_EUROPE_MULTI_RULES } from './lg-europe-multi';

const d = (model: string, brand: string) => firstDecode(LG_EUROPE_MULTI_RULES, model, brand);

describe('LG European multi-split outdoor units', () => {
  // LG installation manual MFL68883815 "MULTI": MU2R15, MU2R17, MU3R19, MU3R21, MU4R25, MU4R27, MU5M40, MU5R30.
  it('MU… outdoor units as listed, with or without the chassis block: mini-splits, no capacity', () => {
    expect(d('MU2R15', 'LG')).toMatchObject({ type: 'mini-splits', description: 'multi-split outdoor unit', fields: {}, evidence: 'src' });
    expect(d('MU3R19UE0', 'LG')).toMatchObject({ type: 'mini-splits', series: 'MU3R' });
    expect(d('MU4R27', 'LG')).toMatchObject({ series: 'MU4R' });
    expect(d('MU5M40', 'LG')).toMatchObject({ series: 'MU5M' });
    // As printed and as written: the chassis block after a dot or a space.
    expect(decodeModelNumber('MU3R19.UE0', 'LG')).toMatchObject({ type: 'mini-splits', family: 'lg' });
    expect(decodeModelNumber('MU2R17 UL0', 'LG')).toMatchObject({ type: 'mini-splits' });
    expect(decodeModelNumber('mu4r25', 'LG')).toMatchObject({ type: 'mini-splits' });
    // Sizes the manual does not list, and the bare shape without the brand, are not read.
    expect(d('MU2R16', 'LG')).toBeNull();
    expect(d('MU6R30', 'LG')).toBeNull();
    expect(d('MU3R19', '')).toBeNull();
    expect(decodeModelNumber('MU3R19', '')).toBeNull();
  });
});
