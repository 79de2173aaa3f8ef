// Test helpers for the serial rules (imported by *.test.ts only).
import { expect } from 'vitest';
import type { CatalogModel } from '../types';
import { decodeSerial, type SerialDecodeFailure, type SerialDecodeSuccess } from './decode';

export const TODAY = '2025-06-15';

export function ok(serial: string, brand: string | null, today: string = TODAY, model: CatalogModel | null = null): SerialDecodeSuccess {
  const r = decodeSerial(serial, brand, { today, model });
  if (!r.ok) throw new Error(`expected ${brand} ${serial} to decode, got ${r.code}: ${r.error}`);
  return r;
}

export function fail(serial: string, brand: string | null, today: string = TODAY, model: CatalogModel | null = null): SerialDecodeFailure {
  const r = decodeSerial(serial, brand, { today, model });
  if (r.ok) throw new Error(`expected ${brand} ${serial} to fail, got ${r.manufacturing_date}`);
  expect(r.error.length).toBeGreaterThan(10);
  return r;
}

export function catalogModel(overrides: Partial<CatalogModel> = {}): CatalogModel {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    model: 'TEST-MODEL',
    brand: 'Carrier',
    type: 'heat pumps',
    model_notes: '',
    model_data: {},
    series: null,
    root_model: 'TEST-MODEL',
    image_path: '/static/equipment/heat-pumps.svg',
    source: 'test',
    ...overrides,
  };
}
