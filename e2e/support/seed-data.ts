// The asset set the filter and warranty journeys check against, seeded through the public API.
// Model numbers are real rows of the shipped catalog's sources (ENERGY STAR certified lists, see
// data/catalog/SOURCES.md); serials follow the manufacturers' published formats
// (../shared/data/serials/RULES.md): Goodman YYMM + 6 digits (2205… = May 2022), Carrier WWYY +
// plant letter + 5 digits (1510… = week 15 of 2010).
import type { CreateAssetBody } from '../../src/contract/assets';
import type { NameplateApi } from './api-client';

/** YYYY-MM-DD of `days` days before today (UTC, as the server counts). */
export function isoDaysAgo(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole-and-fractional years from the middle of a manufacturing month to now (365.25-day years). */
export function ageYearsSince(year: number, month1to12: number, now = new Date()): number {
  return (now.getTime() - Date.UTC(year, month1to12 - 1, 15)) / (365.25 * 86_400_000);
}

export type SeedKey = 'F1' | 'F2' | 'F3' | 'F4' | 'F5' | 'F6' | 'G1';

export const CSV_HEADER = 'model_number,brand,serial_number,customer_name,customer_address,unique_id,date_added,type_of_service,notes';

/** Quotes a CSV cell when it needs it (RFC 4180). */
function cell(v: string | undefined): string {
  if (v === undefined) return '';
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function csvLine(row: Partial<Record<keyof CreateAssetBody, string>>): string {
  const cols = CSV_HEADER.split(',') as (keyof CreateAssetBody)[];
  return cols.map((c) => cell(row[c])).join(',');
}

export interface SeededSet {
  distributor: string;
  otherDistributor: string;
  ids: Record<SeedKey, string>;
  uniqueId: (key: SeedKey) => string;
  /** Manufacturing age of F1 (Goodman serial 2205…, May 2022), years, now. */
  f1AgeYears: number;
}

/**
 * F1–F5 in one CSV upload by alice (batch-import), F6 as a single POST by bob (manual-entry), all on
 * distributor `distributor`; G1 on another distributor. Waits until every asset is final.
 *
 *  F1 GMEC960603AN (Goodman furnace), serial 2205…, installed 3 days ago → in warranty, ~4.5 years old
 *  F2 59TN6A060V17--14 (Carrier furnace), serial 1510…, installed 2010-05-01, maintenance → long expired
 *  F3 ZZNOTAMODEL999 (no such model), added 40 days ago → not_found
 *  F4 GMVC960803BN (Goodman furnace), serial 1203…, installed 2012-04-01 → long expired
 *  F5 GMEC960603AN with date_added 2023-02-30 (no such day) → failed
 *  F6 12CG50-36PE2 (Rheem gas storage water heater), bob, maintenance, no serial, no date
 *  G1 GMEC960603AN on the other distributor
 */
export async function seedFilterSet(alice: NameplateApi, bob: NameplateApi, tag: string): Promise<SeededSet> {
  const distributor = `dist-${tag}`;
  const otherDistributor = `dist-${tag}-other`;
  const uniqueId = (key: SeedKey) => `${tag}-${key}`;
  const rows = [
    csvLine({
      model_number: 'GMEC960603AN',
      brand: 'Goodman',
      serial_number: '2205123456',
      customer_name: 'Harper Residence',
      customer_address: '12 Elm Street, Springfield',
      unique_id: uniqueId('F1'),
      date_added: isoDaysAgo(3),
      type_of_service: 'install',
      notes: 'Attic furnace',
    }),
    csvLine({
      model_number: '59TN6A060V17--14',
      brand: 'Carrier',
      serial_number: '1510A12345',
      customer_name: 'Quincy Bakery',
      customer_address: '40 Mill Road',
      unique_id: uniqueId('F2'),
      date_added: '2010-05-01',
      type_of_service: 'maintenance_service',
    }),
    csvLine({ model_number: 'ZZNOTAMODEL999', brand: 'Acme', customer_name: 'Nolan Office', unique_id: uniqueId('F3'), date_added: isoDaysAgo(40) }),
    csvLine({
      model_number: 'GMVC960803BN',
      brand: 'Goodman',
      serial_number: '1203123456',
      customer_name: 'Avery Clinic',
      unique_id: uniqueId('F4'),
      date_added: '2012-04-01',
      type_of_service: 'install',
    }),
    csvLine({ model_number: 'GMEC960603AN', brand: 'Goodman', customer_name: 'Failed Row Co', unique_id: uniqueId('F5'), date_added: '2023-02-30' }),
  ];
  await alice.uploadCsv(`filters-${tag}.csv`, `${CSV_HEADER}\n${rows.join('\n')}\n`, distributor);
  await bob.createAsset(
    { model_number: '12CG50-36PE2', brand: 'Rheem', customer_name: 'Bishop Laundry', unique_id: uniqueId('F6'), type_of_service: 'maintenance_service' },
    distributor,
  );
  await alice.createAsset({ model_number: 'GMEC960603AN', brand: 'Goodman', customer_name: 'Garcia Home', unique_id: uniqueId('G1') }, otherDistributor);

  const all = await alice.waitUntilFinal({ distributor }, 6);
  const other = await alice.waitUntilFinal({ distributor: otherDistributor }, 1);
  const ids = {} as Record<SeedKey, string>;
  for (const a of [...all.data, ...other.data]) {
    const key = (a.unique_id ?? '').slice(tag.length + 1) as SeedKey;
    ids[key] = a.id;
  }
  return { distributor, otherDistributor, ids, uniqueId, f1AgeYears: ageYearsSince(2022, 5) };
}
