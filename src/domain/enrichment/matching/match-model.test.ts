import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../catalog/catalog-index';
import { ANY, compileModelPattern } from '../catalog/model-pattern';
import { FIXTURE_MODELS } from '../testing/catalog-fixtures';
import { matchModel } from './match-model';
import { CONFIDENCE_BANDS } from './score';

const index = buildCatalogIndex(FIXTURE_MODELS);

describe('matchModel on real catalog rows', () => {
  it('exact_match when the submission equals a catalog model apart from case and punctuation', () => {
    const out = matchModel(index, 'kwb353', 'BOSCH');
    expect(out.best?.model.model).toBe('KWB 35-3');
    expect(out.best?.match_type).toBe('exact_match');
    expect(out.best?.confidence).toBe(1);
    expect(out.brand_agreement).toBe('same');
    expect(out.normalized_input).toBe('KWB353');
  });

  it('likely_match for a fully specified nameplate of a wildcard pattern (AirEase furnace row)', () => {
    const out = matchModel(index, 'A96DS2V090C20-1', null);
    expect(out.best?.model.model).toBe('A96DS2V090C20-*');
    expect(out.best?.match_type).toBe('likely_match');
  });

  it('fills bracketed alternatives and classes (Heil RAH packaged unit)', () => {
    const out = matchModel(index, 'RAH091S1A2B3CAA', 'Heil');
    expect(out.best?.model.brand).toBe('Heil');
    expect(out.best?.match_type).toBe('likely_match');
    // The Airquest copy of the same row is a sister-brand alternative with a lower score.
    expect(out.alternatives[0]?.model.brand).toBe('Airquest');
    expect(out.alternatives[0]!.confidence).toBeLessThan(out.best!.confidence);
  });

  it('reads a bare trailing list as one position', () => {
    expect(matchModel(index, 'LCH072H4B01G', null).best?.model.model).toBe('LCH072H4B**Y,G,J');
    expect(matchModel(index, 'LCH072H4B01Q', null).best?.match_type).not.toBe('likely_match');
  });

  it('accepts one trailing revision character as likely_match, below a plain fit', () => {
    const plain = matchModel(index, 'TM9Y120D20MP11', null).best!;
    const revised = matchModel(index, 'TM9Y120D20MP11A', null).best!;
    expect(revised.model.model).toBe('TM9Y120D20MP11');
    expect(revised.match_type).toBe('likely_match');
    expect(revised.reason).toContain('revision suffix "A"');
    expect(revised.confidence).toBeLessThan(plain.confidence);
  });

  it('reads OCR confusions (O for 0, S for 5) as possible_match', () => {
    const out = matchModel(index, 'GHE1OOSU-3OO', 'Rheem');
    expect(out.best?.model.model).toBe('GHE100SU-300');
    expect(out.best?.match_type).toBe('possible_match');
    expect(out.best?.reason).toContain('OCR');
  });

  it('reads one transposition or one extra character as possible_match', () => {
    expect(matchModel(index, 'TM9Y12D020MP11', null).best).toMatchObject({ match_type: 'possible_match', model: { model: 'TM9Y120D20MP11' } });
    expect(matchModel(index, 'TM9Y1200D20MP11', null).best).toMatchObject({ match_type: 'possible_match', model: { model: 'TM9Y120D20MP11' } });
  });

  it('does not invent a match for a capacity the catalog lacks (one substituted digit)', () => {
    // 25VNA4 24/36/48 exist; 30 does not.
    expect(matchModel(index, '25VNA430A0030', 'Carrier').best).toBeNull();
  });

  it('finds nothing for an unknown model number and says why', () => {
    const out = matchModel(index, 'XQ-12345-ZZ', null);
    expect(out.best).toBeNull();
    expect(out.alternatives).toEqual([]);
    expect(out.reason).toMatch(/no catalog model/);
    expect(matchModel(index, ' -/ ', null).reason).toMatch(/no letters or digits/);
  });

  it('a sister brand agrees as an alias with a slightly lower confidence', () => {
    const same = matchModel(index, 'A96DS2V090C20-1', 'AirEase');
    const alias = matchModel(index, 'A96DS2V090C20-1', 'Lennox');
    expect(same.brand_agreement).toBe('same');
    expect(alias.brand_agreement).toBe('alias');
    expect(alias.best!.confidence).toBeLessThan(same.best!.confidence);
    expect(alias.best!.match_type).toBe('likely_match');
  });

  it('a conflicting brand demotes the match one tier', () => {
    const out = matchModel(index, 'KWB 35-3', 'Carrier');
    expect(out.brand_agreement).toBe('conflict');
    expect(out.best?.match_type).toBe('likely_match');
    expect(out.best?.reason).toContain('conflicts');
  });
});

const nameplate = fc.stringMatching(/^[A-Z0-9][A-Z0-9 \-/.]{0,18}$/);
const maybeBrand = fc.constantFrom(null, 'Carrier', 'Bryant', 'Heil', 'Bosch', 'Rheem', 'Lennox', 'AirEase', 'Goodman');
const withCatalogFlavour = fc.oneof(
  nameplate,
  fc.constantFrom(...FIXTURE_MODELS.map((m) => m.model)).chain((m) => fc.tuple(fc.constant(m), fc.integer({ min: 0, max: 9 })).map(([s, k]) => s.replace(/\*/g, String(k)))),
);

describe('matchModel properties', () => {
  it('confidences lie in their type band and are ordered: best first, exact > likely > possible', () => {
    fc.assert(
      fc.property(withCatalogFlavour, maybeBrand, (model, brand) => {
        const out = matchModel(index, model, brand);
        const all = out.best ? [out.best, ...out.alternatives] : out.alternatives;
        expect(out.alternatives.length).toBeLessThanOrEqual(3);
        for (const m of all) {
          const [lo, hi] = CONFIDENCE_BANDS[m.match_type];
          expect(m.confidence).toBeGreaterThanOrEqual(lo);
          expect(m.confidence).toBeLessThanOrEqual(hi);
        }
        for (let k = 1; k < all.length; k++) expect(all[k]!.confidence).toBeLessThanOrEqual(all[k - 1]!.confidence);
        expect(new Set(all.map((m) => m.model.id)).size).toBe(all.length);
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(withCatalogFlavour, maybeBrand, (model, brand) => {
        expect(matchModel(index, model, brand)).toEqual(matchModel(index, model, brand));
      }),
      { numRuns: 300 },
    );
  });

  it('an input whose normalized form differs from every catalog model in two characters gets no exact or likely match', () => {
    // Every fixture reading, filled in (wildcards '7', classes their first character), with two of its
    // literal characters replaced by ones the pattern does not accept there and that are no OCR
    // confusion of them (digit + 3, a letter → Q). The two changes are made on literal positions: a
    // change inside a wildcard run would still fit the pattern (LCH072H4B**Y,G,J accepts LCH072H4BQQJ).
    const swap = (c: string) => (/\d/.test(c) ? String((Number(c) + 3) % 10) : c === 'Q' ? 'X' : 'Q');
    let checked = 0;
    for (const model of new Set(FIXTURE_MODELS.map((m) => m.model))) {
      for (const { tokens } of compileModelPattern(model)) {
        const chars = tokens.map((t) => (t === ANY ? '7' : typeof t === 'number' ? String.fromCharCode(t) : String.fromCharCode(Math.min(...t))));
        const literal = tokens.flatMap((t, k) => (typeof t === 'number' && t !== ANY ? [k] : []));
        for (let x = 0; x < literal.length; x++) {
          for (let y = x + 1; y < literal.length; y++) {
            const input = [...chars];
            input[literal[x]!] = swap(input[literal[x]!]!);
            input[literal[y]!] = swap(input[literal[y]!]!);
            const out = matchModel(index, input.join(''), null);
            if (out.best && out.best.match_type !== 'possible_match') expect({ input: input.join(''), type: out.best.match_type, model: out.best.model.model }).toBeNull();
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
