import type { Kysely, Transaction } from 'kysely';
import { toIsoTimestamp, type Database, type PartnerRow } from './schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function findPartnerBySlug(db: Db, slug: string): Promise<PartnerRow | undefined> {
  return db.selectFrom('partners').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The partner with this slug, created if new. */
export async function ensurePartner(db: Db, slug: string, now: Date = new Date()): Promise<PartnerRow> {
  const existing = await findPartnerBySlug(db, slug);
  if (existing) return existing;
  return db
    .insertInto('partners')
    .values({ slug, name: slug, created_at: toIsoTimestamp(now) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countPartners(db: Db): Promise<number> {
  const row = await db.selectFrom('partners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
