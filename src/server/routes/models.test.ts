import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

// GET /gateway/{partner}/oems (4.6) on the shipped catalog. The catalog holds exactly four Goodman
// models containing "GCEC96": GCEC960403BN, GCEC960603BN, GCEC960803BN, GCEC961005CN.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const search = (q: string) => t.call({ method: 'GET', url: `/gateway/acme/oems?${q}` });

describe('model search (4.6)', () => {
  it('an exact model number comes first with confidence 1 and every 2.6 field', async () => {
    const res = await search('model=GCEC960403BN');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const top = body.data[0];
    expect(top).toMatchObject({
      model: 'GCEC960403BN',
      brand_name: 'Goodman',
      system_type: 'furnaces',
      confidence_score: 1,
      manuals_count: 0,
      functional_parts_count: 0,
      my_parts_count: 0,
      my_parts_replacements_count: 0,
      calling_groups: '',
      logo: 'http://localhost:80/static/brands/goodman.svg',
      brand_image: 'http://localhost:80/static/brands/goodman.svg',
      image: 'http://localhost:80/static/equipment/furnaces.svg',
    });
    expect(top.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(top.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(typeof top.root_model).toBe('string');
    expect(body.meta.search_term).toBe('GCEC960403BN');
  });

  it('a partial model number finds every model containing it, ranked by confidence', async () => {
    const body = (await search('model=gcec96&brand=Goodman')).json();
    const models = body.data.map((d: { model: string }) => d.model).sort();
    expect(models).toEqual(['GCEC960403BN', 'GCEC960603BN', 'GCEC960803BN', 'GCEC961005CN']);
    const scores = body.data.map((d: { confidence_score: number }) => d.confidence_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(body.meta.total).toBe(4);
  });

  it('a brand of another manufacturer excludes the models', async () => {
    const body = (await search('model=GCEC96&brand=Lennox')).json();
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBe(0);
  });

  it('meta.links: previous, page numbers, next — Laravel style, URLs carrying model and query', async () => {
    const body = (await search('model=GCEC96&per_page=2&page=2')).json();
    expect(body.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 2, total: 4, from: 3, to: 4 });
    const labels = body.meta.links.map((l: { label: string }) => l.label);
    expect(labels).toEqual(['&laquo; Previous', '1', '2', 'Next &raquo;']);
    expect(body.meta.links.map((l: { active: boolean }) => l.active)).toEqual([false, false, true, false]);
    const prev = new URL(body.meta.links[0].url);
    expect(prev.searchParams.get('model')).toBe('GCEC96');
    expect(prev.searchParams.get('per_page')).toBe('2');
    expect(prev.searchParams.get('page')).toBe('1');
    expect(body.meta.links[3].url).toBeNull();
    expect(body.links.next).toBeNull();
  });

  it('many pages: a window with gaps ("...") around the current page', async () => {
    const body = (await search('model=A&per_page=1&page=10')).json();
    const last = body.meta.last_page as number;
    expect(last).toBeGreaterThan(20);
    const labels = body.meta.links.map((l: { label: string }) => l.label);
    // onEachSide = 3: 1 2 … 7–13 … last-1 last
    expect(labels).toEqual(['&laquo; Previous', '1', '2', '...', '7', '8', '9', '10', '11', '12', '13', '...', String(last - 1), String(last), 'Next &raquo;']);
    expect(body.meta.links.filter((l: { label: string }) => l.label === '...').every((l: { url: null }) => l.url === null)).toBe(true);
  });

  it('without a brand, each distinct model first: N95ESN06 (two furnaces × four listed forms, ten ICP badges each)', async () => {
    const body = (await search('model=N95ESN06&per_page=15')).json();
    const page = body.data.map((d: { model: string }) => d.model);
    // The eight distinct model strings lead the first page; the other badges follow.
    expect(new Set(page.slice(0, 8)).size).toBe(8);
    expect(page.slice(8).every((m: string) => page.slice(0, 8).includes(m))).toBe(true);
    expect(body.data[0].also_sold_as).toContain('Tempstar');
    expect(body.data.every((d: { sister_brand: boolean }) => d.sister_brand === false)).toBe(true);
  });

  it("with a brand, that brand's rows alone; a sister brand without rows gets its group's rows, marked", async () => {
    const own = (await search('model=N95ESN06&brand=tempstar&per_page=50')).json();
    expect(own.meta.total).toBe(8);
    expect(own.data.every((d: { brand_name: string; sister_brand: boolean }) => d.brand_name === 'Tempstar' && !d.sister_brand)).toBe(true);
    expect(own.data[0].also_sold_as).toContain('Heil');
    // Bryant (Carrier group) sells no N95ESN furnace in the catalog: the ICP badges, each marked.
    const sister = (await search('model=N95ESN06&brand=Bryant&per_page=50')).json();
    expect(sister.meta.total).toBeGreaterThan(8);
    expect(sister.data.every((d: { brand_name: string; sister_brand: boolean }) => d.brand_name !== 'Bryant' && d.sister_brand)).toBe(true);
  });

  it('422 without a model', async () => {
    for (const q of ['', 'model=', 'model=%20%20']) {
      const res = await search(q);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'The model field is required.', errors: { model: ['The model field is required.'] } });
    }
  });

  it('an empty result is one empty page', async () => {
    const body = (await search('model=QQQQQQQQQQQQQQQQ')).json();
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: 0, last_page: 1, from: null, to: null });
  });
});
