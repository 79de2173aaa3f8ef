import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

// Model numbers printed in the Lennox installation instructions: OF23 504,627M, OHR23 504,628M, O23V 505,082M.
describe('Lennox 23-series oil furnaces (id18d1)', () => {
  it.each([
    ['OF23Q3/4-105/120', 'OF23'],
    ['OF23Q3/4-105/120R', 'OF23'],
    ['OF23Q5-140/154', 'OF23'],
    ['OF23Q5-175/210', 'OF23'],
    ['OHR23Q3-105/120', 'OHR23'],
    ['OHR23Q5-140/154', 'OHR23'],
    ['O23V-70/90/105/120', 'O23V'],
    ['O23V-140/154', 'O23V'],
  ])('%s: an oil furnace of the %s series', (model, series) => {
    expect(decodeModelNumber(model, 'Lennox')).toMatchObject({ type: 'furnaces', series, fields: { fuel: 'oil' }, evidence: 'src' });
  });

  it('a multi-rate model reports no single input (the installer sets the firing rate)', () => {
    expect(decodeModelNumber('OF23Q5-140/154', 'Lennox')?.fields.heating_input_kbtuh).toBeUndefined();
  });

  it('the horizontal OHR23 says so', () => {
    expect(decodeModelNumber('OHR23Q5-140/154', 'Lennox')?.fields.efficiency_tier).toBe('horizontal');
  });

  it('rejects inputs the documents do not print, other brands and no brand', () => {
    expect(decodeModelNumber('OF23Q5-150/160', 'Lennox')).toBeNull();
    expect(decodeModelNumber('OF23Q5-140/154', 'Carrier')).toBeNull();
    expect(decodeModelNumber('OF23Q5-140/154', '')).toBeNull();
    expect(decodeModelNumber('O23VQ3-105', 'Lennox')).toBeNull();
  });
});

describe('Lennox SLO183 / SLO185 oil furnaces (506904-01 SLO183UFV; 506905-01 SLO183BF101/114V42 …; SLO185UFV-79/105)', () => {
  it('the printed models and the series alone are oil furnaces; nothing else is read', () => {
    for (const name of ['SLO183UFV', 'SLO183BF101/114V42', 'SLO183BR135/150V60', 'SLO185UFV-79/105', 'SLO183UF86']) {
      expect(decodeModelNumber(name, 'Lennox'), name).toMatchObject({ type: 'furnaces', fields: { fuel: 'oil' } });
    }
    expect(decodeModelNumber('SLO183UFV', 'Lennox')?.fields.heating_input_kbtuh).toBeUndefined();
  });
  it('unprinted series or other brands do not decode', () => {
    expect(decodeModelNumber('SLO185BF', 'Lennox')).toBeNull();
    expect(decodeModelNumber('SLO184UFV', 'Lennox')).toBeNull();
    expect(decodeModelNumber('SLO183UFV', 'Goodman')).toBeNull();
  });
});
