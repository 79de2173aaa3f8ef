import { describe, expect, it } from 'vitest';
import { matchModel } from '../matching/match-model';
import { FIXTURE_MODELS } from '../testing/catalog-fixtures';
import { buildCatalogIndex } from './catalog-index';

describe('buildCatalogIndex token codes', () => {
  it('stores one byte per token for the real catalogs (few character classes)', () => {
    expect(buildCatalogIndex(FIXTURE_MODELS).codes).toBeInstanceOf(Int8Array);
  });

  it('switches to 16-bit codes past 126 classes and still reads every class', () => {
    // One model "ZQ<n>(x,y)" per pair of letters: 210 models, each with its own two-letter class {x, y}.
    const letters = 'ABCDEFGHJKLMNPRTUVWXY';
    const pairs: Array<[string, string]> = [];
    for (let a = 0; a < letters.length; a++) for (let b = a + 1; b < letters.length; b++) pairs.push([letters[a]!, letters[b]!]);
    const models = pairs.map(([x, y], n) => ({ ...FIXTURE_MODELS[0]!, id: `m${n}`, model: `ZQ${100 + n}(${x},${y})`, root_model: `ZQ${100 + n}` }));
    const index = buildCatalogIndex(models);
    expect(index.classes.length).toBe(pairs.length);
    expect(index.codes).toBeInstanceOf(Int16Array);
    pairs.forEach(([x, y], n) => {
      for (const c of [x, y]) {
        const out = matchModel(index, `ZQ${100 + n}${c}`, null);
        expect(out.best?.model.id).toBe(`m${n}`);
        expect(out.best?.match_type).toBe('likely_match');
      }
      // A letter outside the class does not fit strictly.
      const other = letters.split('').find((c) => c !== x && c !== y)!;
      expect(matchModel(index, `ZQ${100 + n}${other}`, null).best?.match_type).not.toBe('likely_match');
    });
  });
});
