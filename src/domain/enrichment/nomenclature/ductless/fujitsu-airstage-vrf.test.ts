import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { FUJITSU_AIRSTAGE_VRF_RULES } from './fujitsu-airstage-vrf';

const d = (model: string, brand: string) => firstDecode(FUJITSU_AIRSTAGE_VRF_RULES, model, brand);

describe('Fujitsu AIRSTAGE VRF outdoor units', () => {
  // Installation manual 9378945623: AJY072LNTCH … AJY162LNTCH, AJH072LNTCH … AJH162LNTCH, AJG108LNTCH ("VRF system outdoor unit");
  // 9378945692-02: AJ*072GALDH … AJ*144GALDH.
  it('listed outdoor units: mini-splits (VRF), no capacity', () => {
    expect(d('AJY072LNTCH', 'Fujitsu')).toMatchObject({ type: 'mini-splits', description: 'AIRSTAGE VRF system outdoor unit', fields: {}, evidence: 'src' });
    expect(d('AJH162LNTCH', 'Fujitsu')).toMatchObject({ series: 'AJH-LNTCH' });
    expect(d('AJG108LNTCH', 'Fujitsu')).toMatchObject({ series: 'AJG-LNTCH' });
    expect(d('AJH072GALDH', 'Fujitsu')).toMatchObject({ type: 'mini-splits', series: 'AJH-GALDH' });
    expect(decodeModelNumber('ajy090lntch', 'Fujitsu')).toMatchObject({ type: 'mini-splits', family: 'fujitsu' });
    // Off the manuals' line-ups, or without the brand: not read.
    expect(d('AJY162GALDH', 'Fujitsu')).toBeNull();
    expect(d('AJY080LNTCH', 'Fujitsu')).toBeNull();
    expect(d('AJY072LNTCH', '')).toBeNull();
    expect(decodeModelNumber('AJY072LNTCH', '')).toBeNull();
  });
});
