import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contract/all-endpoints';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let doc: {
  openapi: string;
  servers: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, { operationId: string; parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown>; security: unknown[] }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call({ method: 'GET', url: '/openapi.json', token: null, headers: { host: 'docs.example.test' } });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document with bearer auth and the request origin as server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'http://docs.example.test' }]);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('carries the README\'s API notes (the spec\'s "not shown" decisions) in info.description', async () => {
    const { readFileSync } = await import('node:fs');
    const readme = readFileSync('README.md', 'utf8');
    const description = (doc as unknown as { info: { description: string } }).info.description;
    expect(description).toContain('## API notes');
    // A decision the spec leaves open (spec 8: maximum per_page "not shown"), word for word.
    const perPage = /^- `per_page` is 1–500[^\n]*/m.exec(readme)?.[0];
    expect(perPage).toBeDefined();
    expect(description).toContain(perPage);
    expect(description).not.toContain('## Architecture');
  });

  it('documents every endpoint of the contract, tools included', () => {
    expect(allEndpoints.length).toBeGreaterThanOrEqual(16);
    for (const ep of allEndpoints) {
      const op = doc.paths[ep.path]?.[ep.method.toLowerCase()];
      expect(op, `${ep.method} ${ep.path}`).toBeDefined();
      expect(op!.operationId).toBe(ep.id);
      expect(op!.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('declares every path template parameter, and operation ids are unique', () => {
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(ops)) {
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort()).toEqual([...templated].sort());
        for (const p of op.parameters.filter((x) => x.in === 'path')) expect(p.required).toBe(true);
      }
    }
  });

  it('array query parameters use the name[] wire form', () => {
    const names = doc.paths['/enrichment/{partner}/assets']!.get!.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['match_type[]', 'added_from[]', 'warranty_expiration_tier[]', 'type_of_service[]', 'search_string', 'sort_criteria']));
  });
});
