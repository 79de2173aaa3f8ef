// The model number inside a typed model field: labels, quotes, notes and full stops around it go; the
// number itself, series names and models with inner spaces stay as typed.
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from './catalog/catalog-index';
import { leadingKnownBrand } from './brands';
import { enrich } from './enrich';
import { modelNumberAsWritten } from './model-as-written';

describe('modelNumberAsWritten', () => {
  it.each([
    ['Model: GSX140361', 'GSX140361'],
    ['MODEL# GSX140361', 'GSX140361'],
    ['Model No. GSX140361', 'GSX140361'],
    ['Model #: GSX140361', 'GSX140361'],
    ['M/N GSX140361', 'GSX140361'],
    ['MOD. NO. 58STA090', '58STA090'],
    ['MN: 4TTR4036', '4TTR4036'],
    ['"GSX140361"', 'GSX140361'],
    ['GSX140361.', 'GSX140361'],
    ['GSX140361 (3 ton)', 'GSX140361'],
    ['GSX140361 condenser', 'GSX140361'],
    ['RGPJ-10 gas furnace', 'RGPJ-10'],
    ['TUD080R9V3K2 upflow furnace', 'TUD080R9V3K2'],
    ['XR13 3 ton', 'XR13'],
    ['Model: "GSX140361" (3 ton).', 'GSX140361'],
  ])('%s → %s', (typed, model) => expect(modelNumberAsWritten(typed)).toBe(model));

  it.each(['GSX140361', 'gsx 14 0361', 'GSX140361*', 'MODEL123', 'MOD 30', 'MDL30 A', 'FCG 75', '1300 DX', 'A/C', 'Model: AB', '50 gal', 'CBX26UH-036', 'GB172i-24 T50'])(
    'keeps %s as typed',
    (typed) => expect(modelNumberAsWritten(typed)).toBe(typed),
  );
});

describe('enrich reads the number inside the field', () => {
  const index = buildCatalogIndex([]);
  it('decodes a labelled, annotated model like the bare one', () => {
    const bare = enrich({ model_number: 'GSX140361', brand: 'Goodman', serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
    const typed = enrich({ model_number: 'Model: GSX140361 (3 ton)', brand: 'Goodman', serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
    expect(bare.identified?.type).toBe('air conditioners'); // Goodman GSX14 (RULES.md §1.1)
    expect(typed.identified?.type).toBe(bare.identified?.type);
    expect(typed.identified?.model_data).toEqual(bare.identified?.model_data);
  });
});

describe('a known brand written before the number, no brand given', () => {
  const index = buildCatalogIndex([]);
  const run = (model: string, brand: string | null) => enrich({ model_number: model, brand, serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
  it('reads "Goodman GSX140361" like brand Goodman, model GSX140361', () => {
    expect(run('Goodman GSX140361', null).identified).toEqual(run('GSX140361', 'Goodman').identified);
    expect(run('Goodman GSX140361', null).identified?.type).toBe('air conditioners');
  });
  it('reads the longest known spelling ("American Standard 4TTR4036")', () => {
    expect(leadingKnownBrand('American Standard 4TTR4036')).toEqual({ brand: 'American Standard', rest: '4TTR4036' });
  });
  it('never reads an unknown word, a word without a number after it, or a given brand away', () => {
    expect(leadingKnownBrand('Comfort 95')).toBeNull();
    expect(leadingKnownBrand('Goodman furnace')).toBeNull();
    expect(leadingKnownBrand('GSX140361')).toBeNull();
    // With a brand given, the field is read as written (the decoder's own brand-word rule applies).
    expect(run('Goodman GSX140361', 'Trane').identified).toBeNull();
  });
});

describe('a kind-of-unit word after a series name still decides its type', () => {
  const index = buildCatalogIndex([]);
  const run = (model: string, brand: string | null) => enrich({ model_number: model, brand, serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
  it('keeps the word for the decode and drops it for a full model number', () => {
    expect(modelNumberAsWritten('XR16 heat pump', true)).toBe('XR16 heat pump');
    expect(modelNumberAsWritten('Model: XR16 heat pump (3 ton).', true)).toBe('XR16 heat pump');
    // Trane XR16 is sold as an air conditioner and a heat pump (nomenclature/series/marketing-names.ts): only the word decides.
    expect(run('XR16', 'Trane').identified).toBeNull();
    expect(run('XR16 heat pump', 'Trane').identified?.type).toBe('heat pumps');
    expect(run('Model: XR16 AC (3 ton)', 'Trane').identified?.type).toBe('air conditioners');
    expect(run('Trane XR16 heat pump', null).identified?.type).toBe('heat pumps');
    expect(run('GSX140361 condenser', 'Goodman').identified?.type).toBe('air conditioners');
  });
});

describe('a letter O or I typed between digits', () => {
  const index = buildCatalogIndex([]);
  const run = (model: string, brand: string | null) => enrich({ model_number: model, brand, serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
  it('is read as the digit when the number as typed does not decode', () => {
    // Goodman GMS8 furnace, 070 = 70 kBtu/h input (RULES.md §1.2); GSX14 3 tons (§1.1).
    expect(run('GMS8O7O3', 'Goodman').identified).toMatchObject({ type: 'furnaces', model: 'GMS80703' });
    expect(run('GSX14O361', 'Goodman').identified).toEqual(run('GSX140361', 'Goodman').identified);
  });
  it('is not read so anywhere else', () => {
    expect(run('GSX14036l', 'Goodman').identified).toBeNull();
  });
});

describe('a number sign, "No." or the serial written around the number', () => {
  it.each([
    ['#GSX140361', 'GSX140361'],
    ['# GSX140361', 'GSX140361'],
    ['GSX140361#', 'GSX140361'],
    ['No. 4TTR4036L1000A', '4TTR4036L1000A'],
    ['No.4TTR4036L1000A', '4TTR4036L1000A'],
    ['No: 4TTR4036L1000A', '4TTR4036L1000A'],
    // A plate read top to bottom: "MODEL NO. … SERIAL NO. …" in one field.
    ['4TTR4036L1000A S/N 12345ABCD', '4TTR4036L1000A'],
    ['4TTR4036L1000A, S/N: 1234567', '4TTR4036L1000A'],
    ['Model 4TTR4036L1000A Serial 12345ABCD', '4TTR4036L1000A'],
    ['Model: 4TTR4036L1000A Serial No. 1234567', '4TTR4036L1000A'],
    ['GSX140361 SN: 1234', 'GSX140361'],
    // Rating notes after the number, as invoices and owners add them.
    ['4TTR3036A1000AA R-22', '4TTR3036A1000AA'],
    ['GSX140361 R410A', 'GSX140361'],
    ['GSX140361 14 SEER', 'GSX140361'],
    ['GMS80703AN 80% AFUE', 'GMS80703AN'],
    ['GSX140361 3T', 'GSX140361'],
    ['GSX140361 3-ton', 'GSX140361'],
    ['GSX140361 36K', 'GSX140361'],
    ['GMS80703AN 70K BTU', 'GMS80703AN'],
    ['Mod. GSX140361', 'GSX140361'],
    // Copied from a document: typographic dashes, full-width characters.
    ['XC16–036–230', 'XC16-036-230'],
    ['ＧＳＸ１４０３６１', 'GSX140361'],
    // Invisible characters a copied web page carries: zero-width space, soft hyphen, byte-order mark.
    ['GSX140361\u200B', 'GSX140361'],
    ['GSX14\u00AD0361', 'GSX140361'],
    ['\uFEFFTUD100R9V3K', 'TUD100R9V3K'],
  ])('%s → %s', (typed, model) => expect(modelNumberAsWritten(typed)).toBe(model));

  it.each(['NOR12', 'NO2030', 'Serial 123', 'XR13 Series', 'GSX140361 SERIES'])('keeps %s as typed', (typed) => expect(modelNumberAsWritten(typed)).toBe(typed));

  it('keeps a role marker in parentheses only with the kind-of-unit word (written-pairs.ts reads it)', () => {
    expect(modelNumberAsWritten('GSX140361 / ARUF37C14 (I)', true)).toBe('GSX140361 / ARUF37C14 (I)');
    expect(modelNumberAsWritten('GSX140361 / ARUF37C14 (I)')).toBe('GSX140361 / ARUF37C14');
    expect(modelNumberAsWritten('GSX140361 (3 ton)', true)).toBe('GSX140361');
  });

  it('decodes the number so written like the bare number', () => {
    const index = buildCatalogIndex([]);
    const run = (model: string, brand: string | null) => enrich({ model_number: model, brand, serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
    for (const typed of ['No. GSX140361', '#GSX140361', 'GSX140361 S/N 1234567890'])
      expect(run(typed, 'Goodman').identified, typed).toEqual(run('GSX140361', 'Goodman').identified);
  });
});

describe('the brand written with the number in other ways', () => {
  const index = buildCatalogIndex([]);
  const run = (model: string, brand: string | null) => enrich({ model_number: model, brand, serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
  it('reads a sister badge before the number with the given brand ("Trane 4TTR4036", brand American Standard)', () => {
    // Trane / American Standard one group (brands.ts); 4TTR4 3 tons (RULES.md §4).
    expect(run('Trane 4TTR4036', 'American Standard').identified?.type).toBe('air conditioners');
    expect(run('Goodman GSX130361', 'Amana').identified?.type).toBe('air conditioners');
    // A brand of another group is not read away.
    expect(run('Carrier 4TTR4036', 'Trane').identified).toBeNull();
  });
  it('reads a brand joined to the number by a hyphen, no brand given ("Trane-4TTR4036")', () => {
    expect(leadingKnownBrand('Trane-4TTR4036')).toEqual({ brand: 'Trane', rest: '4TTR4036' });
    expect(leadingKnownBrand('Arco-Aire 123')).toEqual({ brand: 'Arcoaire', rest: '123' });
    expect(leadingKnownBrand('GE-12345')).toBeNull(); // too short to tell from a model prefix
    expect(leadingKnownBrand('Comfort-95')).toBeNull();
  });
});

describe('a dot typed inside the number', () => {
  const index = buildCatalogIndex([]);
  const run = (model: string, brand: string | null) => enrich({ model_number: model, brand, serial_number: null, date_added: null, type_of_service: null }, index, '2025-06-15');
  it('reads like a hyphen', () => {
    expect(run('GSX14.0361', 'Goodman').identified).toEqual(run('GSX140361', 'Goodman').identified);
    expect(run('GMS8.070.3AN', 'Goodman').identified?.type).toBe('furnaces');
  });
});
