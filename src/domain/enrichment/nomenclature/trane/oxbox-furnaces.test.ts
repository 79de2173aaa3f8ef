// Oxbox J951X furnaces: models and inputs from Table 5 of the J951X installation instructions (trane/oxbox-furnaces.ts SOURCE).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Oxbox J9 condensing furnaces', () => {
  it.each([
    ['J951X038BU', 38, 'upflow/horizontal'],
    ['J951X090CU', 85, 'upflow/horizontal'],
    ['J951X120DU', 115, 'upflow/horizontal'],
    ['J951X072CD', 72, 'downflow'],
  ])('%s: %d kBtu/h input, 95 %% AFUE, %s', (model, input, flow) => {
    const d = decodeModelNumber(model, 'Oxbox');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields.heating_input_kbtuh).toBe(input);
    expect(d?.fields.afue_percent).toBe(95);
    expect(d?.fields.efficiency_tier).toContain(flow);
  });
  it('reads an undocumented line as a furnace without an input, and nothing without the brand', () => {
    const d = decodeModelNumber('J962E080CDVSBAA', 'Oxbox');
    expect(d?.type).toBe('furnaces');
    expect(d?.fields.heating_input_kbtuh).toBeUndefined();
    expect(decodeModelNumber('J951X038BU', null)).toBeNull();
    expect(decodeModelNumber('J951X038BU', 'Goodman')).toBeNull();
  });
});
