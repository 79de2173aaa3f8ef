// Boiler lines typed from the ENERGY STAR Certified Boilers list (model → boilers), through the dispatcher with each brand.
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('boiler lines as the ENERGY STAR boiler list files them (type only)', () => {
  it.each([
    ['Burnham', 'V8H5WRD'],
    ['Burnham', 'K2WT-080B'],
    ['Burnham', 'ASPN-085'],
    ['Burnham', 'MPO-IQ115B'],
    ['Weil-McLain', 'ECO TEC 110'],
    ['Weil-McLain', 'EVG 155'],
    ['Weil-McLain', 'GV90+4'],
    ['Weil-McLain', 'WTGO-5RD'],
    ['Peerless', 'PF-110'],
    ['Peerless', 'WBV-E-03-085-W'],
    ['Utica', 'TRB4075'],
    ['Utica', 'MAC-115'],
    ['Dunkirk', 'DKVLT-050'],
    ['Viessmann', 'B2HB-125'],
    ['Viessmann', 'CU3A-94'],
    ['Buderus', 'G215/5'],
    ['Buderus', 'GB162 80'],
  ])('%s %s → boilers, no input', (brand, model) => {
    const d = decodeModelNumber(model, brand);
    expect(d).toMatchObject({ type: 'boilers', evidence: 'pattern', fields: {} });
  });

  it('needs the brand and the line letters', () => {
    expect(decodeModelNumber('V8H5WRD', null)).toBeNull();
    expect(decodeModelNumber('V8H5WRD', 'Goodman')?.type).not.toBe('boilers');
    for (const [brand, model] of [['Burnham', 'V9Q'], ['Weil-McLain', 'ECOX'], ['Peerless', 'PFX-110'], ['Utica', 'TRBX'], ['Viessmann', 'CU3A-9'], ['Buderus', 'G999/4']] as const) {
      expect(decodeModelNumber(model, brand)).toBeNull();
    }
  });
});
