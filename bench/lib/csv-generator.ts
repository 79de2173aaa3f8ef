import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { CSV_COLUMNS } from '../../src/contract/csv-upload';
import { brandFamily } from '../../src/domain/enrichment/brands';
import { cleanModelString } from '../../src/domain/enrichment/catalog';
import type { CatalogModel } from '../../src/domain/enrichment/types';
import { createRng, type Rng } from './prng';
import { serialFor } from './serials';

// A realistic upload: equipment drawn from the shipped catalog, model numbers as people type them off
// nameplates (case, separators, OCR confusions, dropped suffixes, typos, some not in any catalog),
// brands spelled several ways or left out, serials in each family's real format around a plausible
// manufacture date, customers with addresses (quoted commas), install/service dates, a few notes, and
// a few rows that must fail (no model number, impossible date, 256-character field). CRLF line ends.

const FIRST = ['James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Carlos', 'Karen', 'Daniel', 'Lisa', 'Matthew', 'Nancy', 'Anthony', 'Betty', 'Mark', 'Sandra', 'José', 'Ashley', 'Steven', 'Zoë', 'Wei', 'Priya', 'Mohammed', 'Olga'];
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Pérez', 'Thompson', 'White', "O'Brien", 'Nguyen', 'Kowalski', 'Chen', 'Patel', 'Müller'];
const COMPANIES = ['Oakridge Apartments, LLC', 'St. Mary\'s Parish Hall', 'Riverside Dental Group', 'Summit Property Mgmt, Inc.', 'Blue Lake Elementary', 'Harbor Freight Storage #12', 'The "Green" Building Co-op'];
const STREETS = ['Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Sunset', 'Meadow', 'Ridge', 'Church', 'Highland', 'Mill'];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Ln', 'Dr', 'Ct', 'Way'];
const CITIES: Array<[string, string, number]> = [['Springfield', 'IL', 62701], ['Columbus', 'OH', 43215], ['Austin', 'TX', 73301], ['Phoenix', 'AZ', 85001], ['Tampa', 'FL', 33601], ['Denver', 'CO', 80201], ['Raleigh', 'NC', 27601], ['Boise', 'ID', 83701], ['Tulsa', 'OK', 74101], ['Fresno', 'CA', 93650], ['Albany', 'NY', 12201], ['Madison', 'WI', 53701]];
const NOTES = ['roof unit', 'attic install, tight access', 'replaced capacitor', 'customer reports noise', 'filter 16x25x1', 'see ticket #4471', 'needs coil cleaning, next visit', 'tenant: call before 9am', 'unit "as found" – no power', 'warranty claim filed'];
const JUNK_MODELS = ['UNKNOWN', 'N/A', 'SEE PLATE', 'XJ', 'QZ', 'MODEL'];
const OCR: Record<string, string> = { '0': 'O', O: '0', '1': 'I', I: '1', '5': 'S', S: '5', '8': 'B', B: '8' };
const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A concrete model number from a catalog pattern: alternatives picked, wildcards filled. */
export function instantiateModel(pattern: string, rng: Rng): string {
  let s = cleanModelString(pattern).replace(/\s*,\s*[A-Z0-9]{1,3}(\s*,\s*[A-Z0-9]{1,3})*$/i, '');
  s = s.replace(/\(([^)]*)\)/g, (_, inner: string) => {
    const range = /^([A-Z0-9])-([A-Z0-9])$/i.exec(inner.trim());
    if (range?.[1] && range[2]) {
      const a = range[1].toUpperCase().charCodeAt(0);
      const b = range[2].toUpperCase().charCodeAt(0);
      return String.fromCharCode(rng.int(Math.min(a, b), Math.max(a, b)));
    }
    return rng.pick(inner.split(',')).trim();
  });
  s = s.replace(/[*?]/g, () => ALNUM[rng.int(0, ALNUM.length - 1)] ?? 'A').replace(/#/g, () => String(rng.int(0, 9)));
  return s.replace(/[[\]()]/g, '').toUpperCase();
}

/** How a person types a nameplate's model number. */
function nameplateVariant(model: string, rng: Rng): string {
  const r = rng.next();
  if (r < 0.6) return model;
  if (r < 0.68) return model.toLowerCase();
  if (r < 0.75) return model.includes('-') ? model.replace(/-/g, rng.chance(0.5) ? ' ' : '') : model.replace(/^([A-Z]+)/, '$1-');
  if (r < 0.81) {
    const i = [...model].findIndex((c, k) => k > 1 && OCR[c] !== undefined);
    return i < 0 ? model : model.slice(0, i) + OCR[model[i] ?? ''] + model.slice(i + 1);
  }
  if (r < 0.87) return model.length > 6 ? model.slice(0, model.length - rng.int(1, 2)) : model;
  if (r < 0.92) {
    const i = rng.int(2, Math.max(2, model.length - 1));
    return model.slice(0, i) + (ALNUM[rng.int(0, ALNUM.length - 1)] ?? 'A') + model.slice(i + 1);
  }
  if (r < 0.97) return `${rng.pick(JUNK_MODELS)}${rng.chance(0.5) ? rng.int(100, 9999) : ''}`;
  return `${model}${rng.pick(['-A', ' REV B', '/1', 'X'])}`;
}

function brandVariant(brand: string, rng: Rng): string {
  const r = rng.next();
  if (r < 0.72) return brand;
  if (r < 0.8) return rng.chance(0.5) ? brand.toUpperCase() : brand.toLowerCase();
  if (r < 0.92) return '';
  if (r < 0.96) return brand.replace(/ & /, ' and ').replace(/\. /g, ' ');
  return brand.length > 4 ? brand.slice(0, -1) : brand;
}

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

function row(i: number, models: CatalogModel[], rng: Rng, today: Date): string[] {
  const m = rng.pick(models);
  const model = nameplateVariant(instantiateModel(m.model, rng), rng);
  const year = rng.int(2004, today.getUTCFullYear() - 1);
  const week = rng.int(1, 52);
  const mfg = Date.UTC(year, 0, 1) + (week - 1) * 7 * DAY_MS;
  const r = rng.next();
  const serial = r < 0.1 ? '' : r < 0.13 ? `${rng.int(1000, 99999)}` : serialFor(brandFamily(m.brand), year, week, rng);
  const installed = Math.min(today.getTime() - DAY_MS, mfg + rng.int(20, 700) * DAY_MS);
  const city = rng.pick(CITIES);
  const customer = rng.chance(0.1) ? rng.pick(COMPANIES) : `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const address = rng.chance(0.1)
    ? `${rng.int(1, 9999)} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}, ${city[0]}, ${city[1]} ${city[2] + rng.int(0, 40)}`
    : `${rng.int(1, 9999)} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}, ${city[0]}`;
  const service = rng.next();
  let notes = rng.chance(0.08) ? rng.pick(NOTES) : '';
  if (rng.chance(0.002)) notes = `${rng.pick(NOTES)}\nsecond line: ${rng.pick(NOTES)}`;
  const cells = [
    model,
    brandVariant(m.brand, rng),
    serial,
    customer,
    address,
    rng.chance(0.5) ? `WO-${100000 + i}` : '',
    rng.chance(0.8) ? isoDate(new Date(installed)) : '',
    service < 0.55 ? 'install' : service < 0.9 ? 'maintenance_service' : '',
    notes,
  ];
  // Rows that must fail (about 0.6%): no model number, an impossible date, a 256-character field.
  const bad = rng.next();
  if (bad < 0.003) cells[0] = '';
  else if (bad < 0.005) cells[6] = `${year}-02-30`;
  else if (bad < 0.006) cells[8] = 'n'.repeat(256);
  return cells;
}

export interface GenerateOptions {
  file: string;
  rows: number;
  models: CatalogModel[];
  seed?: number;
  today?: Date;
}

/** Writes the CSV (streamed, ~1 MB at a time); returns its size in bytes. */
export async function generateCsv(o: GenerateOptions): Promise<number> {
  const rng = createRng(o.seed ?? 20240501);
  const today = o.today ?? new Date();
  const out = createWriteStream(o.file);
  let bytes = 0;
  let buf = CSV_COLUMNS.join(',') + '\r\n';
  for (let i = 0; i < o.rows; i++) {
    buf += row(i, o.models, rng, today).map(quote).join(',') + '\r\n';
    if (buf.length > 1 << 20) {
      bytes += Buffer.byteLength(buf);
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  bytes += Buffer.byteLength(buf);
  out.end(buf);
  await once(out, 'finish');
  return bytes;
}
