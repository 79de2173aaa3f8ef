// Oxbox FG7 / KG7 furnaces (nordyne/oxbox-g7-furnaces.ts): models as the ENERGY STAR rows print them; the
// T (two-stage) letter and the input from the Nortek G7 specifications (60,000–120,000 Btu/h).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Oxbox Nortek G7 furnaces', () => {
  it.each([
    ['FG7TC 060D-VB', 60],
    ['KG7TN 080D-35C', 80],
    ['FG7TC120D-VD', 120],
  ])('%s: two-stage gas furnace, %d kBtu/h input', (model, input) => {
    const d = decodeModelNumber(model, 'Oxbox');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.efficiency_tier).toBe('two-stage');
  });
  it('needs the Oxbox brand', () => {
    expect(decodeModelNumber('FG7TC 060D-VB', null)).toBeNull();
  });
});
