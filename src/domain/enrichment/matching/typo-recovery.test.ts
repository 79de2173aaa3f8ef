import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalog-index';
import { FIXTURE_MODELS } from '../testing/catalog-fixtures';
import type { CatalogModel } from '../types';
import { matchModel } from './match-model';

// Typo recovery (issue 18 item 3): when nothing else fits, one substitution (not in the first three
// characters), insertion, deletion or adjacent transposition that leaves exactly one catalog product
// gives a possible_match; two or more products within one edit give no match. Expectations are
// worked by hand from the model strings below.

const extra = (model: string, brand: string, n: number): CatalogModel => ({
  ...FIXTURE_MODELS[0]!,
  id: `00000000-0000-5000-9000-${String(n).padStart(12, '0')}`,
  model,
  brand,
  root_model: model,
});
// Two hand-made products one substitution apart from "HD52P0X12" (positions 6: 2 vs 3).
// A family whose letter code varies after "ZQX100": AB and CD.
const index = buildCatalogIndex([...FIXTURE_MODELS, extra('HD52P0212', 'Goodman', 1), extra('HD52P0312', 'Goodman', 2), extra('ZQX100AB', 'Goodman', 3), extra('ZQX100CD', 'Goodman', 4)]);

describe('typo recovery', () => {
  it('one substituted digit past the third character → possible_match of the only model within one edit', () => {
    // GHE100SU300 vs GHE100SU310: position 9 differs; no other catalog model is within one edit.
    const out = matchModel(index, 'GHE100SU-310', 'Rheem');
    expect(out.best?.model.model).toBe('GHE100SU-300');
    expect(out.best?.match_type).toBe('possible_match');
    expect(out.best?.reason).toContain('one typo (substitution)');
    expect(out.best?.reason).toContain('the only catalog model within one typo');
    // 0.6 − 0.12 for a substitution, no wildcard filled.
    expect(out.best?.confidence).toBe(0.48);
  });

  it('a substitution in the first three characters is not read', () => {
    expect(matchModel(index, 'GHF100SU300', null).best).toBeNull();
    expect(matchModel(index, 'QHE100SU300', null).best).toBeNull();
  });

  it('reads no substitution at the last character (another last character names a variant the catalog lacks); a missing one is read', () => {
    expect(matchModel(index, 'MSZ-FH09NB', null).best).toBeNull();
    expect(matchModel(index, 'MSZ-FH09N', null).best).toMatchObject({ match_type: 'possible_match', model: { model: 'MSZ-FH09NA' } });
    // The same substitution one place earlier is read.
    expect(matchModel(index, 'MSZ-FH09XA', null).best).toMatchObject({ match_type: 'possible_match', model: { model: 'MSZ-FH09NA' } });
    // One character more at the end stays a revision suffix (likely_match), as before.
    expect(matchModel(index, 'MSZ-FH09NAQ', null).best).toMatchObject({ match_type: 'likely_match', model: { model: 'MSZ-FH09NA' } });
  });

  it('two products within one edit: a tie stays unmatched', () => {
    const out = matchModel(index, 'HD52P0X12', null);
    expect(out.best).toBeNull();
    expect(out.reason).toMatch(/several different catalog models/);
  });

  it('a digit of a number that varies across the family is a size the catalog lacks, not a typo', () => {
    // 25VNA4 24/36/48 exist: "30" differs from "36" by one digit, but the family's capacity code varies.
    expect(matchModel(index, '25VNA430A0030', 'Carrier').best).toBeNull();
  });

  it('a letter of a letter code that varies across the family is not read either; a digit typed for it is', () => {
    // ZQX100AE: one substitution from ZQX100AB only, but the family's letter code varies (AB, CD).
    expect(matchModel(index, 'ZQX100AE', null).best).toBeNull();
    // ZQX1007B: a digit where the code has letters — no sibling looks like that, so a typo.
    expect(matchModel(index, 'ZQX1007B', null).best).toMatchObject({ match_type: 'possible_match', model: { model: 'ZQX100AB' } });
  });

  it('the other badges of the same product are its alternatives, the given brand first', () => {
    // RAH(090,091)(H,L,S)******AA under Heil and Airquest; the next-to-last "A" mistyped as "B".
    const out = matchModel(index, 'RAH090S123456BA', 'Heil');
    expect(out.best).toMatchObject({ match_type: 'possible_match', model: { brand: 'Heil' } });
    expect(out.alternatives.map((a) => a.model.brand)).toEqual(['Airquest']);
  });

  it('below six characters nothing is guessed', () => {
    expect(matchModel(index, 'KWB353X', null).best?.model.model).toBe('KWB 35-3');
    expect(matchModel(index, 'KWB35', null).best).toBeNull();
  });
});
