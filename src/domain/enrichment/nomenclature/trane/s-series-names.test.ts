// Trane / American Standard S-series furnace names without the stage digit (trane/s-series-names.ts). Expected
// values are the documents', not rows of data/eval: product data 22-1644-1A-EN "Single and 2 Stage Non-Condensing
// Gas Fired Furnace" S8X1 / S8X2 (https://vdocuments.mx/upflow-horizontal-leftright-downflow-single-and-2astage-product-specifications.html)
// and IOM S8XB-SVX001-1A-EN (S8B1); product data 22-1930-1A-EN "Two Stage Condensing Gas Fired Furnace" S9X2
// (https://vdocuments.fr/trane-product-data-upflowhorizontal-and-downflow-gas-fired-directnon-direct-vent.html);
// installer's guide 18-CE12D1-1D-EN "Condensing Furnaces" S9X1 / S9X2 / S9B1 (http://www.manualslib.com/manual/2714722/American-Standard-S9x1.html);
// product data 22-1938-1B-EN "Two Stage Condensing Gas Fired Furnace" S9V2, "S9V2-VS furnace models"
// (https://vdocuments.net/trane-product-data-upflowhorizontal-leftright-e-refer-to-thevent-length.html).
import { describe, expect, it } from 'vitest';
import { decodedModelNotes } from '../identify';
import { decodeModelNumber } from '../index';

describe('S-series furnace names without the stage digit', () => {
  it.each([
    ['S8X', 80, undefined],
    ['S8B', 80, undefined],
    ['S9X', undefined, '90 %+ condensing'],
    ['S9B', undefined, '90 %+ condensing'],
    ['S9V', undefined, '90 %+ condensing'],
    ['S9V2-VS', undefined, '90 %+ condensing'],
  ])('%s → furnaces', (name, afue, tier) => {
    for (const brand of ['Trane', 'American Standard']) {
      const d = decodeModelNumber(name, brand);
      expect(d, `${brand} ${name}`).toMatchObject({ type: 'furnaces', series: name, seriesOnly: true, seriesName: true });
      expect(d!.fields.afue_percent).toBe(afue);
      if (tier !== undefined) expect(d!.fields.efficiency_tier).toContain(tier);
      expect(d!.fields.heating_input_kbtuh).toBeUndefined();
    }
  });

  it('with the brand and a Series word or a mark written: the same', () => {
    expect(decodeModelNumber('Trane S9V Series', 'Trane')).toMatchObject({ type: 'furnaces', series: 'S9V' });
    expect(decodeModelNumber('American Standard S8X™', 'American Standard')).toMatchObject({ type: 'furnaces', series: 'S8X' });
    expect(decodedModelNotes(decodeModelNumber('S9X', 'Trane')!)).toContain('a series name, not a model number');
  });

  it('letter pairs no document prints, and other brands: nothing', () => {
    expect(decodeModelNumber('S8V', 'Trane')).toBeNull();
    expect(decodeModelNumber('S9C', 'Trane')).toBeNull();
    expect(decodeModelNumber('S9V', 'Goodman')).toBeNull();
    expect(decodeModelNumber('S9V', null)).toBeNull();
  });

  it('the full numbers decode as before (input read, not series-only)', () => {
    const d = decodeModelNumber('S9V2B080U3VSAB', 'Trane');
    expect(d).toMatchObject({ type: 'furnaces', series: 'S9V2', fields: { heating_input_kbtuh: 80 } });
    expect(d!.seriesOnly).toBeUndefined();
    expect(decodeModelNumber('S8X1B040M2PSAA', 'Trane')).toMatchObject({ type: 'furnaces', fields: { heating_input_kbtuh: 40, afue_percent: 80 } });
  });
});
