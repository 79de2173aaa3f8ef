// A system or a maker's twin models written in one field (written-pairs.ts), read through the dispatcher and enrich.
// Model numbers and their type / size are those the makers' documents print (source in each row).
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalog-index';
import { enrich } from '../enrich';
import { decodeModelNumber } from './index';
import { nonsenseModels } from './kit/nonsense-models';
import { slashAlternatives, writtenParts } from './written-pairs';

const index = buildCatalogIndex([]);
const enriched = (model: string, brand: string | null) =>
  enrich({ model_number: model, brand, serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15').decode;

describe('source-document model numbers, full and as owners write them', () => {
  // [written, brand, type, tons or kBtu/h field, value, source]
  it.each([
    // Trane Service Facts 4A7A6036J-SF-1B-EN "Split System Cooling 3.0 Ton 4A7A6036J1000A".
    ['4A7A6036J1000A', 'American Standard', 'air conditioners', 'cooling_capacity_tons', 3],
    // Trane product data "Split System Heat Pump 4TWR4036G1000A"; "4TWA4036A3000A" (208-230/3/60).
    ['4TWR4036G1000A', 'Trane', 'heat pumps', 'cooling_capacity_tons', 3],
    ['4TWA4036A3000A', 'Trane', 'heat pumps', 'cooling_capacity_tons', 3],
    // Trane submittal "1 1/2 Ton Convertible Air Handler TEM3A0B18S21SA"; installer's guide 2TEH3F18A1000A.
    ['TEM3A0B18S21SA', 'Trane', 'air handlers', 'cooling_capacity_tons', 1.5],
    ['2TEH3F18A1000A', 'Trane', 'air handlers', 'cooling_capacity_tons', 1.5],
    // Trane coil list "2/4TXCC037BC3HCA" (the R-22 and R-410A twins printed as one): type only, refrigerant left out.
    ['2/4TXCC037BC3HCA', 'Trane', 'evaporator coils', 'refrigerant', undefined],
    // Trane product data "2/4WCC3018A through 2/4WCC3060A … 1½ - 5 Ton R-22/R-410A".
    ['2/4WCC3018A', 'Trane', 'packaged units', 'cooling_capacity_tons', 1.5],
    // Trane specification "4YCC3060A1096/120B" (two heat inputs printed as one).
    ['4YCC3060A1096/120B', 'Trane', 'packaged units', 'cooling_capacity_tons', 5],
    // Mitsubishi service-manual titles "MUZ-GB50VA - E1", "MUY-GL24NA - U1", "MUZ-FH09NA - 1".
    ['MUY-GL24NA - U1', 'Mitsubishi Electric', 'mini-splits', 'cooling_capacity_kbtuh', 24],
    ['MUZ-FH09NA - 1', 'Mitsubishi Electric', 'mini-splits', 'cooling_capacity_kbtuh', 9],
    // Mitsubishi guide specification 238126.13: indoor MSZ-GE09NA-8 with outdoor MUZ-GE09NA (one 1:1 system).
    ['MSZ-GE09NA-8 / MUZ-GE09NA', 'Mitsubishi Electric', 'mini-splits', 'cooling_capacity_kbtuh', 9],
  ] as const)('%s (%s) → %s', (written, brand, type, field, value) => {
    const d = decodeModelNumber(written, brand);
    expect(d?.type).toBe(type);
    expect((d?.fields as Record<string, unknown> | undefined)?.[field]).toBe(value);
  });
});

describe('a system written in one field', () => {
  it('decodes as the part the form names the outdoor unit', () => {
    // Trane heat pump 4TWA4036A3000A with the TEM3A0B18S21SA air handler, roles marked each way owners write them.
    for (const written of [
      '4TWA4036A3000A (O) / TEM3A0B18S21SA (I)',
      '4TWA4036A3000A / TEM3A0B18S21SA (I)',
      '4TWA4036A3000A + TEM3A0B18S21SA air handler',
      'Outdoor: 4TWA4036A3000A Indoor: TEM3A0B18S21SA',
      'ODU: 4TWA4036A3000A, IDU: TEM3A0B18S21SA',
      'Heat pump: 4TWA4036A3000A / A/H: TEM3A0B18S21SA',
      'TEM3A0B18S21SA (I) & 4TWA4036A3000A (O)',
      'Outdoor Unit Model: 4TWA4036A3000A Indoor Unit Model: TEM3A0B18S21SA Furnace: TUD080R9V3K2',
    ]) {
      expect(decodeModelNumber(written, 'Trane'), written).toMatchObject({ type: 'heat pumps', model: '4TWA4036A3000A' });
      expect(enriched(written, 'Trane'), written).toMatchObject({ type: 'heat pumps', model: '4TWA4036A3000A' });
    }
    // The brand written before the system, no brand given.
    expect(enriched('Trane 4TWA4036A3000A / TEM3A0B18S21SA coil', null)?.type).toBe('heat pumps');
  });

  it('decodes a furnace and its coil as the furnace', () => {
    expect(decodeModelNumber('TUD080R9V3K2 furnace / 4TXCC037BC3HCA coil', 'Trane')).toMatchObject({ type: 'furnaces', model: 'TUD080R9V3K2' });
  });

  it('decodes an unmarked ducted split as its outdoor unit when every other part decodes to its indoor units', () => {
    // AHRI rates a matched system under its outdoor unit's class (split air conditioner or heat pump).
    for (const [written, type, model] of [
      ['4TWA4036A3000A / TEM3A0B18S21SA', 'heat pumps', '4TWA4036A3000A'],
      ['4TWA4036A3000A + TEM3A0B18S21SA', 'heat pumps', '4TWA4036A3000A'],
      ['TEM3A0B18S21SA, 4TWA4036A3000A', 'heat pumps', '4TWA4036A3000A'],
      ['4TTR6036B1000A / TEM3A0B18S21SA / TUD080R9V3K2', 'air conditioners', '4TTR6036B1000A'],
      ['4A7A6036J1000A with 4TXCC037BC3HCA', 'air conditioners', '4A7A6036J1000A'],
    ] as const) {
      expect(decodeModelNumber(written, 'Trane'), written).toMatchObject({ type, model });
      expect(enriched(written, 'Trane'), written).toMatchObject({ type, model });
    }
  });

  it('decodes nothing when the roles are not written and the parts are not one outdoor unit with its indoor units, or contradict the decode', () => {
    for (const written of [
      '4TWA4036A3000A / 4TTR6036B1000A', // two outdoor units: which is the record?
      'TEM3A0B18S21SA / 4TXCC037BC3HCA', // indoor units only
      '4TWA4036A3000A / QQ12345', // a part that decodes to nothing
    ]) {
      expect(decodeModelNumber(written, 'Trane'), written).toBeNull();
      expect(enriched(written, 'Trane'), written).toBeNull();
    }
    // Marked the wrong way round: the air handler cannot be the outdoor unit.
    expect(decodeModelNumber('TEM3A0B18S21SA (O) / 4TWA4036A3000A (I)', 'Trane')).toBeNull();
    expect(decodeModelNumber('TEM3A0B18S21SA condenser', 'Trane')).toBeNull();
    // A type word that names another type than the decode: the heat pump is no air conditioner.
    expect(decodeModelNumber('AC: 4TWA4036A3000A / TEM3A0B18S21SA', 'Trane')).toBeNull();
  });

  it('reads one part with a role marker as that part', () => {
    expect(decodeModelNumber('4TWA4036A3000A-OUT', 'Trane')?.model).toBe('4TWA4036A3000A');
    expect(decodeModelNumber('Outdoor: 4TWA4036A3000A', 'Trane')?.model).toBe('4TWA4036A3000A');
  });

  it('splits only model-shaped parts', () => {
    expect(writtenParts('WM97+ 70')).toBeNull(); // Weil-McLain "WM97+" name: "70" is no model
    expect(writtenParts('MUZ-GB50VA - E1')).toBeNull();
    expect(writtenParts('GSX140361')).toBeNull();
    expect(writtenParts('A/C: GSX140361 / A/H: ARUF37C14')).toEqual([
      { text: 'GSX140361', role: 'outdoor', type: 'air conditioners' },
      { text: 'ARUF37C14', role: 'indoor' },
    ]);
  });
});

describe('slashAlternatives', () => {
  it('reads the characters after the slash in place of as many before it', () => {
    expect(slashAlternatives('2/4TXCC037BC3HCA')).toEqual(['2TXCC037BC3HCA', '4TXCC037BC3HCA']);
    expect(slashAlternatives('4YCC3060A1096/120B')).toEqual(['4YCC3060A1096B', '4YCC3060A1120B']);
    expect(slashAlternatives('58DLA/DLX')).toEqual(['58DLA', '58DLX']);
    // The ENERGY STAR list's own forms: York-group coils CF/CM, WaterFurnace USV/USH, ClimateMaster TZV/H.
    expect(slashAlternatives('CF/CM24B')).toEqual(['CF24B', 'CM24B']);
    expect(slashAlternatives('USV/USH01501')).toEqual(['USV01501', 'USH01501']);
    expect(slashAlternatives('TZV/H024C')).toEqual(['TZV024C', 'TZH024C']);
  });
  it('never reads two or more letters as a new stem', () => {
    expect(slashAlternatives('RPVS/EC025')).toBeNull();
  });
  it('is no form of two whole models', () => {
    expect(slashAlternatives('GSX140361/ARUF37C14')).toBeNull();
    expect(slashAlternatives('MSZ-FH12NA/MUZ-FH12NA')).toBeNull();
    expect(slashAlternatives('GSX140361')).toBeNull();
  });
});

describe('model-number-shaped nonsense written as a system', () => {
  it('a system of parts that decode to nothing decodes to nothing (3,000 pairs, 4 brands and none)', () => {
    const pool = [...nonsenseModels(10000, { seed: 424242, digitLed: true })];
    const seps = [' / ', '/', ' + ', ' & ', ', ', ' w/ ', ' (O) / ', ' - '];
    const hits: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const a = pool[2 * i]!;
      const b = pool[2 * i + 1]!;
      for (const brand of [null, 'Trane', 'Goodman', 'Carrier', 'Mitsubishi Electric']) {
        if (decodeModelNumber(a, brand) !== null || decodeModelNumber(b, brand) !== null) continue;
        const written = a + seps[i % seps.length]! + b;
        if (decodeModelNumber(written, brand) !== null && hits.length < 5) hits.push(`${written} [${brand}]`);
      }
    }
    expect(hits).toEqual([]);
  });
});

describe('a letter O or I typed next to a digit (index.ts)', () => {
  it('is read as the digit when the number as typed does not decode', () => {
    // Trane TUD 80 kBtu/h furnace (RULES.md §4.5), Carrier 58STA 090 (§2), Goodman GSX14 3 tons (§1.1), Lennox XC16-036.
    expect(decodeModelNumber('TUDO80R9V3K2', 'Trane')).toMatchObject({ type: 'furnaces', model: 'TUD080R9V3K2' });
    expect(decodeModelNumber('TUD1OOR9V3K', 'Trane')).toMatchObject({ type: 'furnaces', model: 'TUD100R9V3K' });
    expect(decodeModelNumber('58STA09O', 'Carrier')).toMatchObject({ type: 'furnaces', model: '58STA090' });
    expect(decodeModelNumber('GSXI40361', 'Goodman')).toMatchObject({ type: 'air conditioners', model: 'GSX140361' });
    expect(decodeModelNumber('XC16-O36-230', 'Lennox')?.type).toBe('air conditioners');
  });
  it('adds no decode to nonsense (5,000 strings with a digit 0 or 1 typed as O or I)', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(5000, { seed: 97531, digitLed: true })) {
      const typed = raw.replace(/0/, 'O').replace(/1/, 'I');
      if (typed === raw) continue;
      for (const brand of ['Trane', 'Carrier', 'Goodman', 'Lennox']) {
        if (decodeModelNumber(raw, brand) === null && decodeModelNumber(typed, brand) !== null && hits.length < 5) hits.push(`${typed} [${brand}]`);
      }
    }
    expect(hits).toEqual([]);
  });
});

describe('a space typed where the maker prints a hyphen (index.ts)', () => {
  it('is read as the hyphen when the number does not decode without it', () => {
    // Lennox G26Q3-75 furnace (RULES.md §5: G26 series, 75 kBtu/h input).
    expect(decodeModelNumber('G26Q3 75', 'Lennox')).toMatchObject({ type: 'furnaces', model: 'G26Q3-75' });
    expect(decodeModelNumber('G26Q3 75', 'Lennox')).toEqual(decodeModelNumber('G26Q3-75', 'Lennox'));
  });
  it('adds no decode to nonsense written with a space (5,000 strings, 4 brands)', () => {
    const hits: string[] = [];
    for (const raw of nonsenseModels(5000, { seed: 86420, digitLed: true })) {
      const typed = raw.replace('-', ' ').replace(/^([A-Z]+)(\d)/, '$1 $2');
      for (const brand of ['Lennox', 'Trane', 'Carrier', 'Nordyne']) {
        if (decodeModelNumber(raw, brand) === null && decodeModelNumber(typed, brand) !== null && hits.length < 5) hits.push(`${typed} [${brand}]`);
      }
    }
    expect(hits).toEqual([]);
  });
});
