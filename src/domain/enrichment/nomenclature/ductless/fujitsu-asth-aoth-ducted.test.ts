import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { FUJITSU_ASTH_AOTH_RULES } from './fujitsu-asth-aoth';
import { normalizeNomenclatureModel } from '../types';

const decode = (raw: string, brand = 'Fujitsu') => FUJITSU_ASTH_AOTH_RULES[0]!.decode(normalizeNomenclatureModel(raw), brand);

// Expected values from Fujitsu General NZ's installation manual page "Indoor (Ducted): ARTH24KHTA / ARTH30KHTA /
// ARTH36KHTA / ARTH45KHTA / ARTH54KHTA / ARTH60KHTA; Outdoor: AOTH24KBTA / AOTH30KBTA / AOTH36KBTA / AOTH45KBTA /
// AOTH54KBTA / AOTH45KCTA / AOTH54KCTA / AOTH60KCTA / AOTH60KBTA / AOTH60KRTA".
describe('Fujitsu ARTH ducted indoor / AOTH KB·KC·KR outdoor', () => {
  it.each([
    ['ARTH24KHTA', 'ducted indoor unit'],
    ['ARTH45KHTA', 'ducted indoor unit'],
    ['ARTH60KHTA', 'ducted indoor unit'],
    ['AOTH24KBTA', 'outdoor unit of the ducted system'],
    ['AOTH54KCTA', 'outdoor unit of the ducted system'],
    ['AOTH60KRTA', 'outdoor unit of the ducted system'],
  ])('%s → mini-splits, %s', (model, description) => {
    expect(decode(model)).toMatchObject({ type: 'mini-splits', family: 'fujitsu', description, fields: {} });
  });

  it('keeps the wall line as it was and reads no other class or letter group', () => {
    expect(decode('AOTH24KMTD')?.description).toBe('outdoor unit');
    expect(decode('ASTH24KMTD')?.description).toBe('wall-mounted indoor unit');
    // Near misses: a class the list does not print, the indoor unit with an outdoor letter group, a wall indoor unit
    // with the ducted letters, an extra letter.
    for (const m of ['ARTH18KHTA', 'ARTH24KBTA', 'ASTH24KHTA', 'AOTH24KHTA', 'ARTH24KHTAB']) expect(decode(m)).toBeNull();
    expect(decode('ARTH24KHTA', '')).toBeNull();
  });

  it('is reached through the dispatcher with the brand', () => {
    expect(decodeModelNumber('ARTH36KHTA', 'Fujitsu')?.type).toBe('mini-splits');
    expect(decodeModelNumber('AOTH60KRTA', 'Fujitsu')?.type).toBe('mini-splits');
  });
});
