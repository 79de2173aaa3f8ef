import { describe, expect, it } from 'vitest';
import { DUCTLESS_MORE_RULES } from './trane-international-and-mitsubishi-coils';
import { decodeModelNumber } from '../index';
import { decodeWith, mustDecode } from '../kit/test-helpers';

describe('Trane international mini-split / ducted-split key', () => {
  // MS-PRC033A-EN model list: 4MCDUA…T1000AA indoor concealed, 4TTKUA…T1000DA outdoor, cooling only, 18K–60K, R410A.
  it.each([
    ['4MCDUA18T1000AA', 'air handlers', 18],
    ['4MCDUA60T1000AA', 'air handlers', 60],
    ['4TTKUA48T1000DA', 'air conditioners', 48],
  ])('%s → %s, %i kBtu/h, R-410A, cooling only', (model, type, kbtuh) => {
    const d = mustDecode(DUCTLESS_MORE_RULES, model, 'Trane');
    expect(d.type).toBe(type);
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d.fields.refrigerant).toBe('R-410A');
    expect(d.fields.efficiency_tier).toBe('cooling only');
  });

  // FA series catalogue: 4MWDFA12SB000AA … with 4TWKFA12SB000UA …, heat pump; capacity 3516 W for the 12 (= 12.0 kBtu/h).
  it('4MWDFA12SB000AA / 4TWKFA12SB000UA: ducted heat-pump pair, 12 kBtu/h (catalogue: 3516 W)', () => {
    const indoor = mustDecode(DUCTLESS_MORE_RULES, '4MWDFA12SB000AA', 'Trane');
    const outdoor = mustDecode(DUCTLESS_MORE_RULES, '4TWKFA12SB000UA', 'Trane');
    expect(indoor.type).toBe('air handlers');
    expect(outdoor.type).toBe('heat pumps');
    expect(outdoor.fields.cooling_capacity_kbtuh).toBe(12);
    expect(Math.abs((3516 * 3.41214) / 1000 - 12)).toBeLessThan(0.1);
  });

  // TTK-SVN001-EN: "Mini-Split System Condensing Units 9,000 - 60,000 Btuh", TTK 509 PB … TTK 060 KD / TTK 512 P1.
  it.each([
    ['TTK509PB', 9],
    ['TTK536KD', 36],
    ['TTK060K4', 60],
    ['4MWW0512JB', 12],
  ])('%s → mini-split, %i kBtu/h', (model, kbtuh) => {
    const d = mustDecode(DUCTLESS_MORE_RULES, model, 'Trane');
    expect(d.type).toBe('mini-splits');
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });

  it('Illusion concealed indoor MCDB48DB (SSA-PRC012A) → air handler, 48 kBtu/h', () => {
    const d = mustDecode(DUCTLESS_MORE_RULES, 'MCDB48DB', 'Trane');
    expect(d.type).toBe('air handlers');
    expect(d.fields.cooling_capacity_tons).toBe(4);
  });

  it('M key: M4MCW1509A1N0A / M4TLS1809A11NA (RunTru submittals) and the American Standard badge', () => {
    expect(mustDecode(DUCTLESS_MORE_RULES, 'M4MCW1509A1N0A', 'RunTru').fields.cooling_capacity_kbtuh).toBe(9);
    expect(mustDecode(DUCTLESS_MORE_RULES, 'M4TLS1809A11NA', 'RunTru').description).toBe('ductless outdoor unit');
    expect(decodeModelNumber('MATHSUN24A11NA', 'American Standard')?.fields.cooling_capacity_kbtuh).toBe(24);
  });

  it('leaves the US Trane keys to trane/trane.ts and needs a Trane-family brand', () => {
    for (const m of ['4TTR4036L1000AA', '4TWR5024H1000A', '4TXCB003CC3HC', '4MXW2309A10N0', '4TXK2324A10N0', '4YCC3036A1096A']) {
      expect(decodeWith(DUCTLESS_MORE_RULES, m, 'Trane'), m).toBeNull();
    }
    expect(decodeModelNumber('4MCDUA24T1000AA', null)).toBeNull();
    expect(decodeModelNumber('4MCDUA24T1000AA', 'Goodman')).toBeNull();
  });

  it.each(['4MCDUA20T1000AA', '4MWWFA15SB000AA', 'TTK514PB', '4MQQUA24T1000AA', 'MCDC18DB', 'M4MHW1510A1N0A'])('%s does not decode', (model) => {
    expect(decodeWith(DUCTLESS_MORE_RULES, model, 'Trane')).toBeNull();
  });
});

describe('Mitsubishi Electric PAA cased coils', () => {
  // Installation manual "PAA-A18, 24, 30, 36, 42AA1/BA1/CA1".
  it.each([
    ['PAA-A18AA1', 18],
    ['PAA-A30BA1', 30],
    ['PAA-A42CA1', 42],
  ])('%s → evaporator coil, %i kBtu/h', (model, kbtuh) => {
    const d = mustDecode(DUCTLESS_MORE_RULES, model, 'Mitsubishi Electric');
    expect(d.type).toBe('evaporator coils');
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });

  it.each(['PAA-A48BA1', 'PAA-A36DA1', 'PAA-36BA1'])('%s does not decode', (model) => {
    expect(decodeWith(DUCTLESS_MORE_RULES, model, 'Mitsubishi Electric')).toBeNull();
  });
});

describe('Bryant 288B Evolution V heat pump (NRCan rows 288BNV025 / 288BNV037)', () => {
  it('288BNV037 → heat pump, 037 snapped to 3 tons (off-grid), no SEER class', () => {
    const d = decodeModelNumber('288BNV037', 'Bryant');
    expect(d?.type).toBe('heat pumps');
    expect(d?.fields.cooling_capacity_tons).toBe(3);
    expect(d?.fields.off_grid_code).toBe(true);
    expect(d?.fields.seer).toBeUndefined();
  });
});

describe('Mitsubishi Electric Trane badges (NRCan rows "Trane / Mitsubishi Electric", "American Standard / Mitsubishi Electric")', () => {
  // Pairings in those rows: NTXSPB… outdoor with NTXWPH… wall indoor, NTXSPF… with NTXFKS…, TRUZH… with TPVA0A…, NTXMPH… multi-zone.
  it.each([
    ['NTXWPH12A112AA', 'Trane', 'mini-splits', 12, 'wall-mounted indoor'],
    ['NTXSPB18A112AA', 'Trane', 'mini-splits', 18, 'single-zone outdoor'],
    ['NAXFKS15A112AA', 'American Standard', 'mini-splits', 15, 'floor-mounted indoor'],
    ['NTXMPH36A142AA', 'Trane', 'mini-splits', 36, 'multi-zone outdoor'],
    ['TPVA0A0361AA70A', 'Trane', 'air handlers', 36, 'air handler'],
    ['TPKA0A0121HA70A', 'Trane', 'mini-splits', 12, 'indoor'],
    ['ASUZH0361HA50NA', 'American Standard', 'mini-splits', 36, 'outdoor'],
  ])('%s (%s) → %s, %i kBtu/h, %s', (model, brand, type, kbtuh, where) => {
    const d = decodeModelNumber(model, brand);
    expect(d?.family).toBe('mitsubishi');
    expect(d?.type).toBe(type);
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.description).toContain(where);
  });

  it('reports the badge from the second character', () => {
    expect(decodeModelNumber('NAXWPH09A112AA', 'American Standard')?.brand).toBe('American Standard / Mitsubishi Electric');
    expect(decodeModelNumber('NTXWPH09A112AA', 'Trane')?.brand).toBe('Trane / Mitsubishi Electric');
  });

  it.each(['NTXWPH13A112AA', 'NTXQPH12A112AA', 'TPKA0A0131HA70A', 'TPKA0A0242KA70A', 'XPKA0A0241KA70A'])('%s does not decode', (model) => {
    expect(decodeWith(DUCTLESS_MORE_RULES, model, 'Trane / Mitsubishi Electric')).toBeNull();
  });
});

describe('Mitsubishi Electric MLZ cassettes and PUMY multi-zone outdoor units (NRCan rows)', () => {
  // Rated cooling in the rows: PUMY-P60NKMU3 60,000, PUMY-HP36NKMU1 36,000, PUMY-P48NKMU3 48,000 Btu/h.
  it.each([
    ['PUMY-P60NKMU3', 60],
    ['PUMY-HP36NKMU1', 36],
    ['PUMY-P48NKMU3', 48],
    ['MLZ-KP09NA', 9],
  ])('%s → mini-split, %i kBtu/h', (model, kbtuh) => {
    const d = mustDecode(DUCTLESS_MORE_RULES, model, 'Mitsubishi Electric');
    expect(d.type).toBe('mini-splits');
    expect(d.fields.cooling_capacity_kbtuh).toBe(kbtuh);
  });

  it.each(['PUMY-P100VKM', 'PUMY-P40NKMU', 'MLZ-KP10NA', 'MLZ-KP09VA'])('%s does not decode (export kW×10 or off-list class)', (model) => {
    expect(decodeWith(DUCTLESS_MORE_RULES, model, 'Mitsubishi Electric')).toBeNull();
  });
});
