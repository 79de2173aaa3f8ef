// Amana room air conditioners (room-units/amana-room-air-conditioners.ts): the slide-chassis service manual's model list
// (AAC081SRA … AAC242SRA) and the technical sheets' ratings (AAC101SRA 10,735 BTUH; AAC061STA 6,000 BTUH; 115 VAC).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';
import { AMANA_ROOM_AC_RULES } from './amana-room-air-conditioners';
import { decodeWith } from '../kit/test-helpers';

describe('Amana AAC room air conditioners', () => {
  it.each([
    ['AAC101SRA', 10],
    ['AAC061STA', 6],
    ['AAC081SRB', 8],
    ['AAC242SRA', 24],
    ['PAAC101SRA0', 10],
  ])('%s → packaged units, %d kBtu/h class', (model, kbtuh) => {
    const d = decodeModelNumber(model, 'Amana');
    expect(d).toMatchObject({ type: 'packaged units', family: 'goodman', brand: 'Amana', evidence: 'pattern' });
    expect(d?.fields.cooling_capacity_kbtuh).toBe(kbtuh);
    expect(d?.fields.voltage_v).toBeUndefined();
  });

  it('reads no class off the list and nothing without the Amana brand', () => {
    expect(decodeWith(AMANA_ROOM_AC_RULES, 'AAC301SRA', 'Amana')).toBeNull();
    expect(decodeWith(AMANA_ROOM_AC_RULES, 'AAC103SRA', 'Amana')).toBeNull();
    expect(decodeModelNumber('AAC101SRA', null)).toBeNull();
  });
});
