import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCatalog } from '../../src/domain/enrichment/catalog/catalog-file';
import { modelIdentity } from './merge';
import { uuidV5 } from './uuid';

// npm run catalog:add end to end, on a temporary catalog built from one made-up raw file
// (fixtures/es-furnaces.csv standing in for ../shared/data/catalog/raw): the list is kept and
// recorded, the rebuild is byte-identical, ids follow brand + model, a bad file changes nothing.

const ROOT = resolve(import.meta.dirname, '../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
let dir: string;
let env: NodeJS.ProcessEnv;

function run(script: string, args: string[] = []) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const snapshot = (): Record<string, string> => {
  const files: Record<string, string> = {};
  const walk = (d: string, prefix: string): void => {
    for (const f of readdirSync(d, { withFileTypes: true })) {
      if (f.isDirectory()) walk(join(d, f.name), `${prefix}${f.name}/`);
      else files[`${prefix}${f.name}`] = readFileSync(join(d, f.name)).toString('base64');
    }
  };
  walk(join(dir, 'out'), '');
  return files;
};
const models = () => decodeCatalog(JSON.parse(gunzipSync(readFileSync(join(dir, 'out', 'catalog.json.gz'))).toString('utf8')));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-add-'));
  mkdirSync(join(dir, 'raw'));
  copyFileSync(join(FIXTURES, 'es-furnaces.csv'), join(dir, 'raw', 'ENERGY_STAR_Certified_Furnaces.csv'));
  env = { ...process.env, CATALOG_RAW_DIR: join(dir, 'raw'), CATALOG_OUT_DIR: join(dir, 'out') };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run catalog:add', { timeout: 60_000 }, () => {
  it('adds a list, records its origin, keeps ids, and rebuilds byte for byte', () => {
    expect(run('build-catalog.ts').code).toBe(0);
    const before = models();
    expect(before.map((m) => m.model)).toEqual(['ZZTEST-AMVC960603BN', 'ZZTEST-AMVC960805CN']);

    const add = run('catalog-add.ts', ['--file', join(FIXTURES, 'plain.csv'), '--source', 'Zz test distributor list, 2025-06-01, test fixture terms']);
    expect(add.err).toBe('');
    expect(add.code).toBe(0);
    expect(add.out).toMatch(/4 rows → 4 model drafts; catalog now 6 models \(4 new\)/);
    const name = 'zz-test-distributor-list-2025-06-01.csv';
    expect(readFileSync(join(dir, 'out', 'added', name), 'utf8')).toBe(readFileSync(join(FIXTURES, 'plain.csv'), 'utf8'));
    const manifest = JSON.parse(readFileSync(join(dir, 'out', 'added', 'manifest.json'), 'utf8'));
    expect(manifest.lists).toEqual([expect.objectContaining({ file: name, name: 'Zz test distributor list', date: '2025-06-01', terms: 'test fixture terms', layout: 'plain brand,model_number,type,capacity,refrigerant' })]);

    const after = models();
    const gsx = after.find((m) => m.model === 'ZZTEST-GSX130361')!;
    expect(gsx).toMatchObject({ brand: 'Goodman', type: 'air conditioners', source: `added/${name}` });
    expect(gsx.id).toBe(uuidV5(modelIdentity('Goodman', 'ZZTEST-GSX130361')));
    expect(gsx.model_data['Added list']).toBe('Zz test distributor list (2025-06-01)');
    // Models already in the catalog keep their ids.
    for (const m of before) expect(after.find((x) => x.model === m.model)?.id).toBe(m.id);
    expect(readFileSync(join(dir, 'out', 'SOURCES.md'), 'utf8')).toContain(`| \`added/${name}\` | Zz test distributor list, 2025-06-01; terms: test fixture terms | 4 | 4 |`);

    // The same inputs rebuild the same bytes; adding the same list again changes nothing.
    const built = snapshot();
    expect(run('build-catalog.ts').code).toBe(0);
    expect(snapshot()).toEqual(built);
    expect(run('catalog-add.ts', ['--file', join(FIXTURES, 'plain.csv'), '--source', 'Zz test distributor list, 2025-06-01, test fixture terms']).out).toMatch(/already added/);
    expect(snapshot()).toEqual(built);
  });

  it('a bad file, a bad --source or a clashing name changes nothing', () => {
    const before = snapshot();
    const bad = run('catalog-add.ts', ['--file', join(FIXTURES, 'bad-plain.csv'), '--source', 'Zz other list, 2025-06-02, x']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('not added, nothing changed');
    expect(bad.err).toContain('line 2, field type: "condensers"');
    expect(bad.err).toContain('line 5, field refrigerant');
    const badSource = run('catalog-add.ts', ['--file', join(FIXTURES, 'plain.csv'), '--source', 'no date here']);
    expect(badSource.code).toBe(1);
    expect(badSource.err).toMatch(/--source: expected/);
    const clash = run('catalog-add.ts', ['--file', join(FIXTURES, 'es-split-heat-pumps.csv'), '--source', 'Zz test distributor list, 2025-06-01, other terms']);
    expect(clash.code).toBe(1);
    expect(clash.err).toMatch(/already added/);
    expect(run('catalog-add.ts', []).code).toBe(2);
    expect(snapshot()).toEqual(before);
    expect(existsSync(join(dir, 'out', 'added', 'zz-other-list-2025-06-02.csv'))).toBe(false);
  });

  it('a split-system list adds outdoor and indoor units', () => {
    const add = run('catalog-add.ts', ['--file', join(FIXTURES, 'es-split-heat-pumps.csv'), '--source', 'Zz ENERGY STAR heat pumps, 2025-06-03, US EPA public list']);
    expect(add.code).toBe(0);
    const after = models();
    expect(after.find((m) => m.model === 'ZZTEST-GSZH50361')?.type).toBe('heat pumps');
    expect(after.find((m) => m.model === 'ZZTEST-AMVT36CP14')?.type).toBe('air handlers');
  });

  it('a DOE CCMS export is added and rebuilt byte for byte; a bad one changes nothing', () => {
    const before = snapshot();
    const bad = run('catalog-add.ts', ['--file', join(FIXTURES, 'bad-ccms-water-heaters.csv'), '--source', 'Zz DOE CCMS water heaters, 2025-06-04, public domain']);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('line 4, field Type_of_Heater_s: "Pool Heater"');
    expect(snapshot()).toEqual(before);
    const add = run('catalog-add.ts', ['--file', join(FIXTURES, 'ccms-water-heaters.csv'), '--source', 'Zz DOE CCMS water heaters, 2025-06-04, US Government work, public domain']);
    expect(add.err).toBe('');
    expect(add.code).toBe(0);
    expect(add.out).toMatch(/DOE CCMS consumer water heaters, 3 rows → 3 model drafts/);
    const navien = models().find((m) => m.model === 'ZZTEST-NPE-240A2');
    expect(navien).toMatchObject({ brand: 'Navien', type: 'tankless water heaters' });
    const built = snapshot();
    expect(run('build-catalog.ts').code).toBe(0);
    expect(snapshot()).toEqual(built);
  });
});
