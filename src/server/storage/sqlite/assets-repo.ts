import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { CreateAssetBody } from '../../../contract/assets';
import { indexFilterKeys } from './asset-filter-keys';
import { applyStatusChanges, createRequest } from './requests-repo';
import type { AssetRecord } from '../port';
import type { AssetRow, Database } from '../schema';
import { isUuid, newAssetValues, type AssetOwner } from '../new-asset';

export { isUuid, newAssetValues, type AssetOwner } from '../new-asset';
import { SEARCHABLE_ASSET_COLUMNS } from './migrations/0002-asset-search';

type Db = Kysely<Database> | Transaction<Database>;

/** An asset row with the summary of its request (2.1 `request`): the port's AssetRecord. */
export type AssetWithRequest = AssetRecord;

/** 4.2: one request (added_from of the body, default manual-entry) and its one asset, in one transaction. */
export async function createSingleAsset(
  db: Kysely<Database>,
  input: { partnerId: number; addedBy: string; distributor: string | null; body: CreateAssetBody; now: Date },
): Promise<AssetWithRequest> {
  const addedFrom = input.body.added_from ?? 'manual-entry';
  return db.transaction().execute(async (trx) => {
    const request = await createRequest(trx, {
      partnerId: input.partnerId,
      addedFrom,
      addedBy: input.addedBy,
      distributor: input.distributor,
      now: input.now,
    });
    const owner: AssetOwner = {
      partnerId: input.partnerId,
      requestId: request.id,
      addedFrom,
      addedBy: input.addedBy,
      distributor: input.distributor,
    };
    const asset = await trx.insertInto('assets').values(newAssetValues(owner, input.body, input.now)).returningAll().executeTakeFirstOrThrow();
    await indexAssetForSearch(trx, asset.seq);
    await indexFilterKeys(trx, asset.seq, asset.seq);
    await applyStatusChanges(trx, [{ requestId: request.id, from: null, to: 'pending' }], input.now);
    // The request is pending (its only asset is) — no need to re-read it.
    return { ...asset, request_status: 'pending' };
  });
}

/** Puts one new asset in the search index, in its insert's transaction (asset-search.ts). */
async function indexAssetForSearch(trx: Db, seq: number): Promise<void> {
  await sql`INSERT INTO assets_fts (rowid, ${sql.raw(SEARCHABLE_ASSET_COLUMNS.join(', '))}) SELECT seq, ${sql.raw(SEARCHABLE_ASSET_COLUMNS.join(', '))} FROM assets WHERE seq = ${seq}`.execute(trx);
}

/** One asset of the partner, or undefined (also for a malformed id). */
export async function findAsset(db: Db, partnerId: number, assetId: string): Promise<AssetWithRequest | undefined> {
  if (!isUuid(assetId)) return undefined;
  const row = await db
    .selectFrom('assets')
    .innerJoin('requests', 'requests.id', 'assets.request_id')
    .selectAll('assets')
    .select('requests.status as request_status')
    .select((eb) => claimedFlag(eb).as('claimed'))
    .where('assets.partner_id', '=', partnerId)
    .where('assets.id', '=', assetId.toLowerCase())
    .executeTakeFirst();
  return row ? withClaimStatus(row) : undefined;
}

/**
 * 1 when the asset has a claim (a worker is enriching it), else 0. The queue writes no status on
 * the asset row for a claim (storage/sqlite/queue.ts, migration 0007): a claimed pending asset is shown as
 * processing.
 */
export function claimedFlag(eb: ExpressionBuilder<Database, 'assets'>) {
  return eb.exists(eb.selectFrom('asset_claims').select('asset_claims.seq').whereRef('asset_claims.seq', '=', 'assets.seq'));
}

/** The row as the API shows it: status processing while claimed (see claimedFlag). */
export function withClaimStatus<R extends { status: AssetRow['status']; claimed: unknown }>(row: R): Omit<R, 'claimed'> {
  const { claimed, ...rest } = row;
  if (claimed && rest.status === 'pending') rest.status = 'processing';
  return rest;
}
