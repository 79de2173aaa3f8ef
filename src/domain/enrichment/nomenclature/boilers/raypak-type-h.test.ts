import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Expected values: Raypak Raytherm Heating Boilers Models 133–4001 Type H (firing modes H1 mechanical modulating, H2 motorized
// modulating, H3 2-stage, H4 on/off) against Raytherm Hot Water Supply Heaters Type WH; Hi Delta HD101–HD401 Types H & WH;
// Hi Delta H3302B manual.
describe('Raypak Type H boilers', () => {
  it('reads H1–H4 with a size as hydronic heating boilers, type only', () => {
    expect(decodeModelNumber('H3-0723', 'Raypak')).toMatchObject({ type: 'boilers', series: 'Type H3', fields: {} });
    expect(decodeModelNumber('H3302B', 'Raypak')?.type).toBe('boilers');
    expect(decodeModelNumber('H4-HD201', 'Raypak')?.series).toBe('Type H4');
    expect(decodeModelNumber('H2-1826', 'Raypak')?.description).toContain('motorized modulating');
  });

  it('reads the Raytherm residential boilers 0042B … 0180B (Type H, catalog 2100.50AF)', () => {
    expect(decodeModelNumber('0090B', 'Raypak')).toMatchObject({ type: 'boilers', series: 'Raytherm residential (Type H)' });
    expect(decodeModelNumber('0100B', 'Raypak')).toBeNull();
  });

  it('leaves WH, sizes off the range and other brands unread', () => {
    expect(decodeModelNumber('WH1-0261', 'Raypak')?.type ?? '').not.toBe('boilers');
    expect(decodeModelNumber('H3-5000', 'Raypak')).toBeNull();
    expect(decodeModelNumber('H3-0723', null)).toBeNull();
    expect(decodeModelNumber('H3-0723', 'Lennox')?.series ?? '').not.toBe('Type H3');
  });
});
