import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANY, cleanModelString, compileModelPattern, normalizeModelNumber, rootModelOf, tokenKey } from './model-pattern';

// Model strings below are copied from rows of ../shared/data/catalog/raw (file named per case).
const readings = (raw: string): string[] => compileModelPattern(raw).map((s) => s.tokens.map(tokenKey).join(''));

describe('normalizeModelNumber', () => {
  it('uppercases and drops spaces, dashes, slashes and dots', () => {
    expect(normalizeModelNumber(' kwb 35-3 ')).toBe('KWB353');
    expect(normalizeModelNumber('CH-24LCU/O')).toBe('CH24LCUO');
    expect(normalizeModelNumber('ghe10.0s-u400a')).toBe('GHE100SU400A');
  });
  it('equals its definition (Unicode upper case, then A–Z and 0–9 kept) for any string, including characters whose upper case is ASCII', () => {
    const definition = (raw: string): string => raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
    expect(normalizeModelNumber('stra\u00dfe-\u0131')).toBe('STRASSEI');
    const chars = fc.constantFrom(...'aAzZ09 -./_*#?()[]`@{\u00df\u0131\u017f\ufb00\u212a'.split(''));
    fc.assert(fc.property(fc.string({ unit: chars, maxLength: 30 }), (s) => normalizeModelNumber(s) === definition(s)));
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => normalizeModelNumber(s) === definition(s)));
    for (let c = 0; c < 0x10000; c++) {
      const s = `a${String.fromCharCode(c)}-`;
      if (normalizeModelNumber(s) !== definition(s)) expect(normalizeModelNumber(s)).toBe(definition(s));
    }
  });
});

describe('cleanModelString', () => {
  it('drops commentary in parentheses after a space', () => {
    // ENERGY_STAR_Certified_Geothermal_Heat_Pumps.csv
    expect(cleanModelString('GRT024A (WITH A-COIL MODEL NUMBER: ACD024)')).toBe('GRT024A');
    // ccashp.tsv
    expect(cleanModelString('MAX-R 18K30 GR23 (OUT)')).toBe('MAX-R 18K30 GR23');
  });
  it('drops accessory suffixes of rated combinations but keeps a "+" that is part of the model', () => {
    expect(cleanModelString('CNPV*4221AL*+UI')).toBe('CNPV*4221AL*');
    expect(cleanModelString('CF60DXA2+TXV')).toBe('CF60DXA2');
    expect(cleanModelString('GC024V/C**C***1**1 + UI')).toBe('GC024V/C**C***1**1');
    // ENERGY_STAR_Certified_Boilers.csv: Weil-McLain "WM97+ 110-CT"
    expect(cleanModelString('WM97+ 110-CT')).toBe('WM97+ 110-CT');
  });
  it('keeps a short alternative list after a space', () => {
    expect(cleanModelString('EPB199 (N,L)')).toBe('EPB199 (N,L)');
  });
});

describe('compileModelPattern', () => {
  it('reads a literal model as one exact-eligible reading', () => {
    const [only, ...rest] = compileModelPattern('KWB 35-3');
    expect(rest).toEqual([]);
    expect(only?.literal).toBe(true);
    expect(only?.tokens.map(tokenKey).join('')).toBe('KWB353');
  });
  it('expands multi-character alternatives and turns single characters into a class', () => {
    // ENERGY_STAR_Certified_Light_Commercial_HVAC.csv, Airquest row
    expect(readings('RAH(090,091)(H,L,S)******AA')).toEqual(['RAH090[HLS]??????AA', 'RAH091[HLS]??????AA']);
  });
  it('reads a bare trailing list "Y,G,J" as one position', () => {
    expect(readings('LCH072H4B**Y,G,J')).toEqual(['LCH072H4B??[GJY]']);
  });
  it('reads ranges and leading groups', () => {
    expect(readings('AB(A-C)1')).toEqual(['AB[ABC]1']);
    // ccashp.tsv Coleman/York outdoor unit
    expect(readings('(C,H,T)VH837GKA**')).toEqual(['[CHT]VH837GKA??']);
  });
  it('treats "(7.0)"-style ratings and "[X]" placeholders as optional', () => {
    expect(readings('GXH24(7.0)LSK4DH')).toEqual(['GXH2470LSK4DH', 'GXH24LSK4DH']);
    expect(readings('MOE30U-32HFN1-M-[X]')).toEqual(['MOE30U32HFN1M?', 'MOE30U32HFN1M']);
  });
  it('marks wildcard readings as not exact-eligible', () => {
    const [r] = compileModelPattern('A96DS2V090C20-*');
    expect(r?.literal).toBe(false);
    expect(r?.tokens[r.tokens.length - 1]).toBe(ANY);
  });
});

describe('rootModelOf', () => {
  it('is the literal head before the first wildcard or alternative', () => {
    expect(rootModelOf('25VNA424A*030*')).toBe('25VNA424A');
    expect(rootModelOf('RAH(090,091)(H,L,S)******AA')).toBe('RAH090');
    expect(rootModelOf('KWB 35-3')).toBe('KWB353');
  });
});
