import { describe, expect, it } from 'vitest';
import { buildCatalogIndex } from '../enrichment/catalog/catalog-index';
import { searchModels } from '../enrichment/model-search';
import { FIXTURE_MODELS } from '../enrichment/testing/catalog-fixtures';
import { scoreModelCandidates } from './resolve-model';
import type { ValueCandidate } from './locate';
import type { CatalogLookup } from './types';

const index = buildCatalogIndex(FIXTURE_MODELS);
/** The catalog search without its weak matches (the full catalog's nearer models crowd them out). */
const strict: CatalogLookup = async (model, brand) =>
  searchModels(index, model, brand)
    .filter((h) => h.confidence_score >= 0.5)
    .map((h) => ({ pattern: h.model.model, brand: h.model.brand, score: h.confidence_score }));

const box = { x0: 20, y0: 20, x1: 176, y1: 44 };
const unlabelled = (text: string, bbox = box): ValueCandidate => ({ text, bbox, ocr: 0.8, anchor: 0.3, source: 'unlabelled' });

describe('scoreModelCandidates', () => {
  it('repairs every reading of one unlabelled box (first reading, reread, character vote), not only the first two readings', async () => {
    // LCH072H4B**Y (fixture, Lennox): the third reading has the 0 read twice ("LCH0O72…").
    const cands = [unlabelled('LCHO72HABAAYV'), unlabelled('LCHO72HA8AAYV'), unlabelled('LCH0O72H4BAAY')];
    const [best] = await scoreModelCandidates(cands, null, strict);
    expect(best?.value).toBe('LCH072H4BAAY');
    expect(best?.hit?.pattern).toBe('LCH072H4B**Y,G,J');
  });

  it('gives no third unlabelled box a turn at repair', async () => {
    const far = (dy: number) => ({ ...box, y0: box.y0 + dy, y1: box.y1 + dy });
    const cands = [unlabelled('LCHO72HABAAYV'), unlabelled('3746-136Z', far(40)), unlabelled('LCH0O72H4BAAY', far(80))];
    const [best] = await scoreModelCandidates(cands, null, strict);
    expect(best?.hit ?? null).toBeNull();
  });
});
