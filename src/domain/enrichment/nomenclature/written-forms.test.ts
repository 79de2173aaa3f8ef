// Numbers as people write them, read through the dispatcher (index.ts): with the plate's revision block after the part
// the literature lists (written-forms.ts), and with an S, B, L or Z typed for the digit between two digits. Types and
// sizes are those of the catalog rows (ENERGY STAR / NRCan listings) and of RULES.md's printed examples.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber, decodeModelNumberAsRead } from './index';
import { nonsenseModels } from './kit/nonsense-models';
import { revisionStem } from './written-forms';

describe('revisionStem: the one or two letters after the last digit of a number without hyphens', () => {
  it.each([
    ['280ANV024000DE', '280ANV024000'],
    ['280ANV024000D', '280ANV024000'],
    // Three letters are no revision block; nor a hyphened number's last field; nor I, L or O (a digit typed as a letter).
    ['4TTR4036L1000AAB', null],
    ['RAKA-036Q', null],
    ['CMF3-70-PX', null],
    ['GSX14036L', null],
    ['GSX14036O', null],
    // The stem keeps eight characters or more.
    ['TG9S080X', null],
    ['280ANV024000', null],
  ])('%s → %s', (written, stem) => {
    expect(revisionStem(written)).toBe(stem);
  });
});

describe('a revision block after a listed number', () => {
  it('reads the listed number: Bryant 280ANV024000 (ENERGY STAR: heat pump; 024 = 2 tons, RULES.md §0.2)', () => {
    // The §2.6 key allows up to three characters after the capacity; the plate's revision letters make five.
    expect(decodeModelNumber('280ANV024000DE', 'Bryant')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2 } });
    expect(decodeModelNumber('Bryant 280ANV024000DE', 'Bryant')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2 } });
  });
  it('reads a part of a system written in one field the same way (written-pairs.ts)', () => {
    expect(decodeModelNumber('280ANV024000DE, 280ANV024000', 'Bryant')).toMatchObject({ type: 'heat pumps', fields: { cooling_capacity_tons: 2 } });
    expect(decodeModelNumber('SSX140Z41AA (O)', 'Goodman')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 2 } });
  });
  it('needs the stem to decode whole, with the brand the rule agrees with', () => {
    expect(decodeModelNumber('280ANV024000DE', 'Goodman')).toBeNull();
    // Without a brand neither retry is made: the stem would be read against every maker's unambiguous rules.
    expect(decodeModelNumber('280ANV024000DE', null)).toBeNull();
    expect(decodeModelNumber('SSX140Z41AA', null)).toBeNull();
    // A stem that is only a series (or too short) is not read.
    expect(decodeModelNumber('GSX14XYZAB', 'Goodman')).toBeNull();
    expect(decodeModelNumber('280ANV099000DE', 'Bryant')).toBeNull();
  });
  it('fires on no more model-number-shaped nonsense than before', () => {
    // nonsenseModels: letters-first strings; with a revision block added they must stay undecoded when the strings are.
    const hits: string[] = [];
    for (const raw of nonsenseModels(5000, { seed: 20, digitLed: true })) {
      if (decodeModelNumber(raw, 'Bryant') !== null) continue;
      if (decodeModelNumber(`${raw}AB`, 'Bryant') !== null) hits.push(raw);
    }
    expect(hits.length).toBeLessThanOrEqual(0);
  });
});

describe('an S, B, L or Z typed for the digit between two digits', () => {
  it.each([
    // RULES.md §1.1: SSX140241AA — Goodman 14 SEER R-410A air conditioner, 2 t [S13].
    ['SSX140Z41AA', 'Goodman', 'air conditioners', 'cooling_capacity_tons', 2],
    // RULES.md §4.5: TUD1B080A9H31B (XT80) — Trane gas furnace, 080 = 80 kBtu/h input [S65].
    ['TUD1B0B0A9H31B', 'Trane', 'furnaces', 'heating_input_kbtuh', 80],
    // RULES.md §6.1: RA1424AJ1NA — Rheem 14 SEER air conditioner, 24 = 2 t.
    ['RA14Z4AJ1NA', 'Rheem', 'air conditioners', 'cooling_capacity_tons', 2],
    ['RA1SZ4AJ1NA', 'Rheem', null, null, null],
  ] as const)('%s (%s) → %s', (written, brand, type, field, value) => {
    const d = decodeModelNumber(written, brand);
    if (type === null) expect(d).toBeNull();
    else expect(d).toMatchObject({ type, fields: { [field!]: value } });
  });
  it('reads one letter at a time, and not in the nameplate scan\'s as-read decoder', () => {
    // Two look-alikes at once ("GSH130181AC" with l and B) would be a guess on a guess.
    expect(decodeModelNumber('GSH130lB1AC', 'Goodman')).toBeNull();
    expect(decodeModelNumberAsRead('SSX140Z41AA', 'Goodman')).toBeNull();
    // A letter the maker prints between digits stays a letter when the number decodes as written (Trane 4TTR4036L1000A).
    expect(decodeModelNumber('4TTR4036L1000A', 'Trane')).toMatchObject({ type: 'air conditioners', fields: { cooling_capacity_tons: 3 } });
  });
  it('fires on no model-number-shaped nonsense that has no S, B, L or Z between digits to read', () => {
    let hits = 0;
    for (const raw of nonsenseModels(3000, { seed: 21, digitLed: false })) {
      const typed = raw.replace(/(?<=\d)[5812](?=\d)/, (c) => ({ '5': 'S', '8': 'B', '1': 'L', '2': 'Z' })[c]!);
      if (typed !== raw && decodeModelNumber(raw, 'Goodman') === null && decodeModelNumber(typed, 'Goodman') !== null) hits++;
    }
    expect(hits).toBe(0);
  });
});
