import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { firstDecode } from '../kit/first-decode';
import { DAIKIN_DUCTLESS_RULES } from './daikin';

// Rules of the asia32 export-code gap scan (README-extra.md, "Export ductless and air-to-water codes of the asia32 gap
// scan"). The Fujitsu Australian ASTA / ASTB indoor units are tested in `europe-split.test.ts`, beside the ASYA / ASYB lines.
describe('Daikin CDXS multi-only ducted indoor units', () => {
  const dk = (model: string, brand = 'Daikin') => firstDecode(DAIKIN_DUCTLESS_RULES, model, brand);
  // Daikin service manual SiUS121602E "2/3MXL-Q Series", indoor units: CTXS07LVJU, FTXS09LVJU … FTXS18LVJU, FDXS09LVJU,
  // FDXS12LVJU, CDXS15LVJU, CDXS18LVJU, FVXS09NVJU … FVXS18NVJU, FFQ09LVJU … FFQ18LVJU; outdoor 2MXL18QMVJU, 3MXL24QMVJU.
  it('reads CDXS as an indoor unit with the North-American kBtu/h class, as the other §9.4 indoor prefixes', () => {
    expect(dk('CDXS15LVJU')).toMatchObject({ family: 'daikin_ductless', type: 'mini-splits', series: 'CDXS', evidence: 'pattern', fields: { cooling_capacity_kbtuh: 15 } });
    expect(dk('CDXS18LVJU')?.fields.cooling_capacity_kbtuh).toBe(18);
    // The manual's other indoor units of the same system are read by the existing prefixes.
    expect(dk('FDXS12LVJU')).toMatchObject({ series: 'FDXS', fields: { cooling_capacity_kbtuh: 12 } });
    expect(dk('FFQ09LVJU')).toMatchObject({ series: 'FFQ' });
    // Near misses: a North-American suffix on a class outside the kBtu/h grid, and no brand (CDXS is not brandless).
    expect(dk('CDXS16LVJU')).toBeNull();
    expect(decodeModelNumber('CDXS15LVJU', '')).toBeNull();
  });
});
