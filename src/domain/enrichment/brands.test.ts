import { describe, expect, it } from 'vitest';
import { brandFamily, brandGroup, brandsAgree, canonicalBrand, normalizeBrandKey } from './brands';

describe('normalizeBrandKey', () => {
  it('drops case, punctuation, spaces and trailing corporate words', () => {
    expect(normalizeBrandKey('A. O. Smith')).toBe('AOSMITH');
    expect(normalizeBrandKey('A.O. Smith Corporation')).toBe('AOSMITH');
    expect(normalizeBrandKey('Day & Night')).toBe('DAYANDNIGHT');
    expect(normalizeBrandKey('  Lochinvar, LLC ')).toBe('LOCHINVAR');
    expect(normalizeBrandKey('')).toBe('');
  });
});

describe('canonicalBrand', () => {
  // Spellings as they occur in the raw catalog files (SOURCES.md quality notes).
  it.each([
    ['CARRIER CORPORATION', 'Carrier'],
    ['Bryant Heating & Cooling Systems', 'Bryant'],
    ['BRYANT HEATING AND COOLING SYSTEMS', 'Bryant'],
    ['A. O. Smith', 'A. O. Smith'],
    ['AO Smith', 'A. O. Smith'],
    ['A.O. Smith', 'A. O. Smith'],
    ['LUXAIRE BY JOHNSON CONTROLS', 'Luxaire'],
    ['CHAMPION HEATING AND COOLING', 'Champion'],
    ['FRASER-JOHNSTON', 'Fraser-Johnston'],
    ['RELIANCE WATER HEATERS', 'Reliance'],
    ['Keeprite', 'KeepRite'],
    ['RUDD', 'Ruud'],
    ['Armstrong Aire', 'Armstrong Air'],
    ['Burnham by U.S. Boiler', 'Burnham'],
  ])('%s → %s', (raw, expected) => {
    expect(canonicalBrand(raw)).toBe(expected);
  });

  it('tidies unknown ALL-CAPS brands and keeps short acronyms', () => {
    expect(canonicalBrand('KINGHOME')).toBe('Kinghome');
    expect(canonicalBrand('ACD')).toBe('ACD');
  });
});

describe('brandsAgree', () => {
  it.each([
    ['Carrier', 'CARRIER CORPORATION', 'same'],
    ['Carrier', 'Bryant', 'alias'],
    ['Payne', 'Tempstar', 'alias'],
    ['York', 'Coleman', 'alias'],
    ['Evcon', 'Guardian', 'alias'],
    ['Rheem', 'Ruud', 'alias'],
    ['Richmond', 'WeatherKing', 'alias'],
    ['Trane', 'American Standard', 'alias'],
    ['Lennox', 'Ducane', 'alias'],
    ['AirEase', 'Concord', 'alias'],
    ['Goodman', 'Amana', 'alias'],
    ['Janitrol', 'Daikin', 'alias'],
    ['Frigidaire', 'Intertherm', 'alias'],
    ['AO Smith', 'State', 'alias'],
    ['Reliance', 'American', 'alias'],
    ['Trane / Mitsubishi Electric', 'Trane', 'alias'],
    ['Trane / Mitsubishi Electric', 'Mitsubishi', 'alias'],
    ['Carrier', 'Trane', 'conflict'],
    ['Goodman', 'Lennox', 'conflict'],
    ['American', 'American Standard', 'conflict'],
    ['Kinghome', 'Carrier', 'conflict'],
  ] as const)('%s vs %s → %s', (a, b, expected) => {
    expect(brandsAgree(a, b)).toBe(expected);
    expect(brandsAgree(b, a)).toBe(expected);
  });

  it('a submitted list of badges agrees with each badge as an alias', () => {
    expect(brandsAgree('Carrier/Bryant', 'Bryant')).toBe('alias');
    expect(brandsAgree('York, Coleman', 'Luxaire')).toBe('alias');
    expect(brandsAgree('Carrier/Bryant', 'Trane')).toBe('conflict');
  });

  it('two spellings of an unknown brand are the same brand', () => {
    expect(brandsAgree('KINGHOME', 'Kinghome')).toBe('same');
  });
});

describe('brandFamily and brandGroup', () => {
  // Families per the section headings of shared/data/serials/RULES.md.
  it.each([
    ['Bryant', 'carrier'],
    ['Heil', 'icp'],
    ['Day & Night', 'icp'],
    ['American Standard', 'trane'],
    ['Janitrol', 'goodman'],
    ['Armstrong Air', 'lennox'],
    ['Aire-Flo', 'lennox'],
    ['Fraser-Johnston', 'york'],
    ['WeatherKing', 'rheem'],
    ['Richmond', 'rheem'],
    ['NuTone', 'nordyne'],
    ['Bard', 'bard'],
    ['Mitsubishi Electric', 'mitsubishi'],
    ['LG', 'lg'],
    ['Lochinvar', 'aosmith'],
    ['John Wood', 'gsw'],
    ['Bradford White', 'bradford_white'],
  ] as const)('%s → family %s', (raw, family) => {
    expect(brandFamily(raw)).toBe(family);
  });

  it('has no family or group for brands RULES.md does not cover', () => {
    expect(brandFamily('Kinghome')).toBeNull();
    expect(brandGroup('Kinghome')).toBeNull();
    expect(brandFamily('')).toBeNull();
  });

  it('groups Carrier with the ICP brands', () => {
    expect(brandGroup('Tempstar')).toBe(brandGroup('Carrier'));
  });

  it('groups GMC (Goodman Manufacturing Company\'s own badge) with Goodman, without a serial family', () => {
    expect(canonicalBrand('GmC')).toBe('GMC');
    expect(brandGroup('GMC')).toBe(brandGroup('Goodman'));
    expect(brandFamily('GMC')).toBeNull();
  });
});

describe('brands named by the extra nomenclature families', () => {
  it('knows Peerless (PB Heat) as its own brand', () => {
    expect(canonicalBrand('PEERLESS BOILERS')).toBe('Peerless');
    expect(canonicalBrand('PB Heat, LLC')).toBe('Peerless');
    expect(brandFamily('Peerless')).toBeNull();
    expect(brandsAgree('Peerless', 'PB Heat')).toBe('same');
    expect(brandsAgree('Peerless', 'Utica')).toBe('conflict');
  });
});

describe('brand spellings owners and office staff write', () => {
  it.each([
    // Company words after the brand.
    ['Goodman Global', 'Goodman'],
    ['Goodman Mfg. Co.', 'Goodman'],
    ['Lennox Ind.', 'Lennox'],
    ['York Intl', 'York'],
    ['Daikin Comfort Technologies', 'Daikin'],
    ['Bryant Heating & Air', 'Bryant'],
    ['Luxaire Heating and Air', 'Luxaire'],
    ['Carrier Global', 'Carrier'],
    // Abbreviations and former names.
    ['Amer Std', 'American Standard'],
    ['American Std', 'American Standard'],
    ['Heil-Quaker', 'Heil'],
    ['Inter-City Products', 'ICP'],
    ['Unitary Products Group', 'Johnson Controls'],
    ['H.B. Smith', 'Smith Cast Iron Boilers'],
    ['HB Smith', 'Smith Cast Iron Boilers'],
    ['H. B. Smith Co.', 'Smith Cast Iron Boilers'],
    // One slip in a name of six or more letters.
    ['Goodmen', 'Goodman'],
    ['Carier', 'Carrier'],
    ['Mitsubshi', 'Mitsubishi Electric'],
    ['Luxair', 'Luxaire'],
    ['Daiken', 'Daikin'],
    ['Frigidare', 'Frigidaire'],
    ['Armstong', 'Armstrong Air'],
    ['Lenox', 'Lennox'],
  ])('%s → %s', (raw, expected) => expect(canonicalBrand(raw)).toBe(expected));

  it('reads a parent company as a sister of its badges', () => {
    expect(brandsAgree('Ingersoll Rand', 'Trane')).toBe('alias');
    expect(brandsAgree('Ingersoll-Rand', 'American Standard')).toBe('alias');
    expect(brandsAgree('United Technologies', 'Bryant')).toBe('alias');
    expect(brandsAgree('UTC', 'Trane')).toBe('conflict');
  });

  it('reads no slip in short names, nor one close to two brands, nor a wrong first letter', () => {
    expect(canonicalBrand('Bryan')).toBe('Bryan'); // Bryan Steam boilers, not Bryant
    expect(canonicalBrand('Grant')).toBe('Grant');
    expect(canonicalBrand('Ecoctemp')).toBe('Ecoctemp'); // one slip from both Ecotemp and Eccotemp
    expect(canonicalBrand('Xoodman')).toBe('Xoodman');
    expect(brandGroup('Goodmen')).toBe('goodman');
  });
});

describe('badges written side by side with a space', () => {
  it('agree with each badge when every word is a known brand', () => {
    expect(brandsAgree('Amana Goodman', 'Goodman')).toBe('alias');
    expect(brandsAgree('UTC Carrier', 'Bryant')).toBe('alias');
    expect(brandsAgree('Amana Goodman', 'Trane')).toBe('conflict');
    // An unknown word keeps the spelling its own brand.
    expect(brandsAgree('Trane XE80', 'Trane')).toBe('conflict');
  });
});

describe('a known brand followed by words naming a line, division or second badge', () => {
  it('reads as the brand it begins with', () => {
    expect(canonicalBrand('Trane Residential')).toBe('Trane');
    expect(canonicalBrand('Bryant Heating')).toBe('Bryant');
    expect(canonicalBrand('Tempstar by ICP')).toBe('Tempstar');
    expect(canonicalBrand('A O Smith Water Products')).toBe('A. O. Smith');
    expect(canonicalBrand('Frigidaire Gallery')).toBe('Frigidaire');
    expect(brandsAgree('Luxaire Acclimate', 'York')).toBe('alias');
  });
  it('not when a word after it holds a digit (a series or model number), nor when no beginning is a brand', () => {
    expect(canonicalBrand('Trane XE80')).toBe('Trane XE80');
    expect(canonicalBrand('Acme Heating')).toBe('Acme Heating');
  });
});
