import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

// The dashboard is served at / on the API's origin: client-side routes get index.html, API paths
// never do (an unknown API path is a JSON 404 in the contract's error shape).
let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nameplate-spa-'));
  const dashboardDir = path.join(dir, 'dist');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dashboardDir);
  writeFileSync(path.join(dashboardDir, 'index.html'), '<!doctype html><title>Nameplate test shell</title>');
  app = await buildApp({ dataDir: path.join(dir, 'data'), dashboardDir });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('dashboard serving', () => {
  it.each(['/', '/assets', '/assets/8d0f5a57-4c4e-4f0a-9d43-3b0f2b2a8c11', '/tools/ductulator?airflow_rate=1000'])(
    'GET %s returns the dashboard shell',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('Nameplate test shell');
    },
  );

  it('answers an unknown API path with a JSON 404, not the shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/enrichment/demo/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['/assets/index-0a1b2c3d.js', '/assets/route-9f8e.css', '/scan-assets/eng.traineddata.gz', '/missing.png'])(
    'answers a file the build does not hold (%s) with a 404, not the shell (a previous build\'s chunk)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Nameplate test shell');
    },
  );

  it('answers an unknown non-GET with a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/assets' });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().message).toBe('string');
  });
});
