import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandBadgeSvg, brandSlug } from './brand-images';
import { createTestApp, type TestApp } from '../testing/test-app';

// Static files, generated brand badges, and the dashboard with its SPA fallback.

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'nameplate-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Nameplate test shell</title>');
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  t = await createTestApp({ dashboardDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, token: null, headers });

describe('static and dashboard', () => {
  it('serves /static/ from public/static without a build', async () => {
    const res = await get('/static/equipment/furnaces.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('serves a generated monogram badge for a known brand, 404 otherwise', async () => {
    const res = await get('/static/brands/goodman.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<title>Goodman</title>');
    expect(res.body).toContain('>GO<');
    const missing = await get('/static/brands/not-a-brand.svg');
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json())).toEqual(['message']);
  });

  it('escapes brand names in the SVG', () => {
    expect(brandSlug('Day & Night')).toBe('day-night');
    const svg = brandBadgeSvg('Day & Night');
    expect(svg).toContain('Day &amp; Night');
    expect(svg).toContain('>DN<');
    expect(svg).not.toMatch(/Day & Night/);
  });

  it('serves the dashboard files and index.html for client-side routes', async () => {
    expect((await get('/app.js')).body).toBe('console.log(1)');
    for (const url of ['/', '/assets', '/assets/123?page=2', '/sign-in']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Nameplate test shell');
    }
  });

  it('never answers an API path with the dashboard', async () => {
    for (const url of ['/enrichment/acme/unknown', '/gateway/acme/nothing', '/static/missing.png']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(Object.keys(res.json())).toEqual(['message']);
    }
    const post = await t.call({ method: 'POST', url: '/assets', token: null });
    expect(post.statusCode).toBe(404);
  });
});
