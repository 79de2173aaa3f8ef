// The shipped catalog (data/catalog/catalog.json.gz) against rows of the raw source files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT_TYPES } from '@/domain/enrichment/catalog/equipment-types';
import { matchModel } from '@/domain/enrichment/matching/match-model';
import { searchModels } from '@/domain/enrichment/model-search';
import { uuidV5 } from '../../../scripts/catalog/uuid';
import { CATALOG_PATH, loadCatalog } from './load-catalog';

const RAW = join(CATALOG_PATH, '../../../../shared/data/catalog/raw');
const index = loadCatalog();

describe('shipped catalog', () => {
  it('is loaded once and cached', () => {
    expect(loadCatalog()).toBe(index);
  });

  it('has unique UUID v5 ids derived from canonical brand + model, known types and served illustrations', () => {
    const ids = new Set(index.models.map((m) => m.id));
    expect(ids.size).toBe(index.models.length);
    for (const m of index.models) {
      expect(m.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(EQUIPMENT_TYPES).toContain(m.type);
    }
    for (const t of new Set(index.models.map((m) => m.image_path))) expect(existsSync(join(CATALOG_PATH, '../../../public', t))).toBe(true);
    const carrier = index.models.find((m) => m.brand === 'Carrier' && m.model === '25VNA424A*030*')!;
    expect(carrier.id).toBe(uuidV5('Carrier\u0000' + '25VNA424A*030*'));
  });

  it('finds the AirEase furnace of ENERGY_STAR_Certified_Furnaces.csv row 2 (A96DS2V090C20-*, 96 AFUE) from a full nameplate', () => {
    const out = matchModel(index, 'A96DS2V090C20-2', 'AIREASE');
    expect(out.best).toMatchObject({ match_type: 'likely_match', model: { brand: 'AirEase', model: 'A96DS2V090C20-*', type: 'furnaces' } });
    expect(out.best!.model.model_data['AFUE (%)']).toBe('96');
    expect(out.best!.model.model_data['ENERGY STAR unique ID']).toBe('2344035');
    expect(out.best!.model.model_notes).toContain('96% AFUE');
    // Row 76 is the same furnace under Armstrong Air: a sister-brand alternative.
    expect(out.alternatives.map((a) => a.model.brand)).toContain('Armstrong Air');
  });

  it('turns the 245 ccashp.tsv systems of Carrier outdoor unit 25VNA424A*030* into one heat-pump model', () => {
    const rows = readFileSync(join(RAW, 'ccashp.tsv'), 'utf8')
      .split('\n')
      .map((l) => l.split('\t'))
      .filter((c) => c[2] === 'CARRIER' && c[4] === '25VNA424A*030*');
    const out = matchModel(index, '25VNA424A2030B', 'Carrier');
    expect(out.best).toMatchObject({ match_type: 'likely_match', model: { brand: 'Carrier', model: '25VNA424A*030*', type: 'heat pumps' } });
    expect(out.best!.model.model_data['Rated combinations (count)']).toBe(String(rows.length));
    const cool = rows.map((c) => Number(c[13]));
    expect(out.best!.model.model_data['Rated cooling capacity at 95°F (Btu/h)']).toBe(`${Math.min(...cool).toLocaleString('en-US')}–${Math.max(...cool).toLocaleString('en-US')}`);
    // Rated cooling capacity ≤ 24,200 Btu/h → nominal 2 tons (12,000 Btu/h per ton).
    expect(out.best!.model.model_notes).toMatch(/^2 ton /);
  });

  it('makes the indoor coil of a ccashp combination (CAP**4224AL*+UI with a 58TN furnace) an evaporator-coil model', () => {
    const out = matchModel(index, 'CAPMP4224ALA', 'Carrier');
    expect(out.best).toMatchObject({ model: { model: 'CAP**4224AL*', type: 'evaporator coils' } });
    expect(out.best!.model.model_data['Outdoor units (rated combinations)']).toContain('25VNA424A*030*');
  });

  it('finds a boiler row exactly and a water heater under another spelling of its brand', () => {
    expect(matchModel(index, 'KWB35-3', 'Bosch').best).toMatchObject({ match_type: 'exact_match', model: { type: 'boilers' } });
    // ENERGY_STAR_Certified_Commercial_Water_Heaters.csv: "AO Smith", CAHP-120 100, 119 gal
    const wh = matchModel(index, 'CAHP-120 100', 'A.O. Smith');
    expect(wh.best).toMatchObject({ match_type: 'exact_match', model: { brand: 'A. O. Smith', type: 'water heaters' } });
    expect(wh.best!.model.model_data['Storage volume (gal)']).toBe('119');
  });

  it('model search finds the Carrier 25VNA4 family by prefix', () => {
    const hits = searchModels(index, '25VNA4', 'Bryant');
    expect(hits.length).toBeGreaterThanOrEqual(4);
    expect(hits.every((h) => h.match_kind === 'prefix' && h.model.model.startsWith('25VNA4'))).toBe(true);
  });

  it('random model-shaped strings get no exact or likely match', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[QXZ][QXZ0-9]{2}[0-9]{3}[QXZ]{2}$/), (s) => {
        const out = matchModel(index, s, null);
        expect(out.best === null || out.best.match_type === 'possible_match').toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
