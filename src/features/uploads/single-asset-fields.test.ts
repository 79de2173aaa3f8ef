// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, toCreateAssetBody } from './single-asset-fields';

describe('toCreateAssetBody (spec 4.2 rules from the contract)', () => {
  it('requires a model number', () => {
    const r = toCreateAssetBody(EMPTY_VALUES);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toEqual(['model_number']);
  });
  it('leaves empty fields out and keeps filled ones', () => {
    const r = toCreateAssetBody({ ...EMPTY_VALUES, model_number: ' GMEC960603AN ', brand: 'Goodman', date_added: '2022-06-15' });
    expect(r).toEqual({ ok: true, body: { model_number: 'GMEC960603AN', brand: 'Goodman', date_added: '2022-06-15' } });
  });
  it('puts each error beside its field', () => {
    const r = toCreateAssetBody({ ...EMPTY_VALUES, model_number: 'A', notes: 'x'.repeat(256), date_added: '2023-02-29' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['date_added', 'notes']);
  });
  it('accepts the two types of service only', () => {
    expect(toCreateAssetBody({ ...EMPTY_VALUES, model_number: 'A', type_of_service: 'install' }).ok).toBe(true);
    expect(toCreateAssetBody({ ...EMPTY_VALUES, model_number: 'A', type_of_service: 'maintenance_service' }).ok).toBe(true);
    expect(toCreateAssetBody({ ...EMPTY_VALUES, model_number: 'A', type_of_service: 'repair' }).ok).toBe(false);
  });
});
