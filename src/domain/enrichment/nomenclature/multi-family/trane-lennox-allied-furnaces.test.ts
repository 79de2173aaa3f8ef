// Expected values from source documents: Trane product data XL90 (pub. 22-1706-01) lists TDX060R936V,
// TDX080R942V, TDX100R948V, TDX120R960V (downflow two-stage condensing, input = digits after the letters);
// XL80 (pub. 22-1639-04) is TUD040…140R (upflow 80 %). Installed plates add a revision (TUD080R9V3K2).
import { describe, expect, it } from 'vitest';
import { decodeModelNumber } from '../index';

describe('Trane / American Standard R-design furnaces (trane.furnace)', () => {
  const doc: [string, 'U' | 'D', number][] = [
    ['TDX060R936V', 'D', 60],
    ['TDX080R942V', 'D', 80],
    ['TDX100R948V', 'D', 100],
    ['TDX120R960V', 'D', 120],
  ];
  it.each(doc)('%s (XL90 product data) = furnace, input from the document', (model, flow, input) => {
    const d = decodeModelNumber(model, 'Trane');
    expect(d).toMatchObject({ type: 'furnaces', series: `T${flow}X` });
    expect(d?.fields.heating_input_kbtuh).toBe(input);
  });
  it('cut after the cooling code (TDX080R936) and with a blower code + revision (TUD080R9V3K2, TUD100R9V4K1)', () => {
    expect(decodeModelNumber('TDX080R936', 'Trane')?.fields.heating_input_kbtuh).toBe(80);
    const a = decodeModelNumber('TUD080R9V3K2', 'American Standard');
    expect(a).toMatchObject({ type: 'furnaces', brand: 'American Standard', series: 'TUD' });
    expect(a?.fields).toMatchObject({ heating_input_kbtuh: 80, afue_percent: 80 });
    expect(decodeModelNumber('TUD100R9V4K1', 'Trane')?.fields.heating_input_kbtuh).toBe(100);
  });
  it('an input outside 040…140 is not read', () => {
    expect(decodeModelNumber('TUD090R936A1', 'Trane')).toBeNull();
    expect(decodeModelNumber('TUD080R9X3K2', 'Trane')).toBeNull();
  });
});

describe('R-design cut short needs the brand', () => {
  it('TDX080R936 without a brand stays undecoded; the full TDX100R948V does not need one', () => {
    expect(decodeModelNumber('TDX080R936', null)).toBeNull();
    expect(decodeModelNumber('TDX100R948V', null)?.fields.heating_input_kbtuh).toBe(100);
  });
});

// Lennox G20RE/G20RXE bulletin #480112 and unit information Corp. 9419-L9: down-flo furnaces G20RQ2/3E-50,
// G20RQ3E-75, G20RQ3/4E-100 and the installation instructions' G20RQ3XE-125 (input in thousands of Btuh).
describe('Lennox G20R down-flo furnaces (lennox.legacy-gross)', () => {
  it.each([
    ['G20RQ2/3E-50', 50],
    ['G20RQ3E-75', 75],
    ['G20RQ3/4E-100', 100],
    ['G20RQ3XE-125', 125],
    ['G20RQ3-75', 75],
  ] as const)('%s = furnace, %i kBtu/h input', (model, input) => {
    const d = decodeModelNumber(model, 'Lennox');
    expect(d).toMatchObject({ type: 'furnaces', brand: 'Lennox', series: 'G20' });
    expect(d?.fields.heating_input_kbtuh).toBe(input);
  });
  it('needs the brand and a plausible input', () => {
    expect(decodeModelNumber('G20RQ3-75', null)).toBeNull();
    expect(decodeModelNumber('G20RQ3E-9', 'Lennox')).toBeNull();
  });
});

// Allied Air installation instructions "92AF1DF and 95AF1DF Counterflow Warm Air Gas Furnaces": the AFUE-first key
// with AF in place of G; input code 070 / 090 (inputs listed with the 92G1DF / 95G1DF siblings).
describe('Allied 92AF1DF / 95AF1DF counterflow furnaces (allied.furnace)', () => {
  it('reads the AFUE class, downflow and the input code', () => {
    const d = decodeModelNumber('92AF1DF070B12', 'Armstrong Air');
    expect(d).toMatchObject({ type: 'furnaces', series: '92AF1DF' });
    expect(d?.fields).toMatchObject({ heating_input_kbtuh: 70, afue_percent: 92 });
    expect(decodeModelNumber('95AF1DF090C16', 'Allied')?.fields).toMatchObject({ heating_input_kbtuh: 90, afue_percent: 95 });
    expect(decodeModelNumber('95G1DF090C16', 'Ducane')?.series).toBe('95G1DF');
    expect(decodeModelNumber('92AF1DF070B12', null)).toBeNull();
  });
});

// Lennox CB19/CBH19 engineering data bulletin #210056: CBH19 horizontal blower coil units, CBH19-51 and CBH19-65
// named; the gross code reads through the §5.4 table (41 = 3 t, 51 = 4 t, 65 = 5 t).
describe('Lennox CBH19 horizontal blower coil units (lennox.legacy-gross)', () => {
  it.each([
    ['CBH19-41', 3],
    ['CBH19-51', 4],
    ['CBH19-65', 5],
  ] as const)('%s = air handler, %i tons', (model, tons) => {
    const d = decodeModelNumber(model, 'Lennox');
    expect(d).toMatchObject({ type: 'air handlers', series: 'CBH19' });
    expect(d?.fields).toMatchObject({ cooling_capacity_tons: tons, refrigerant: 'R-22' });
  });
  it('needs the brand; an off-table code stays undecoded', () => {
    expect(decodeModelNumber('CBH19-41', null)).toBeNull();
    expect(decodeModelNumber('CBH19-43', 'Lennox')).toBeNull();
  });
});
