import type { Kysely, Migration } from 'kysely';

// Token lifecycle (auth/tokens.ts): a token may expire (expires_at, set when issued with
// `npm run token -- … --expires-in DAYS`) and may be revoked (revoked_at, `--revoke`). Both are ISO
// timestamps; null means never. Tokens issued before this migration keep both null: they stay valid
// until revoked, as they were issued.

export const tokenLifecycleMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('tokens').addColumn('expires_at', 'varchar(32)').execute();
    await db.schema.alterTable('tokens').addColumn('revoked_at', 'varchar(32)').execute();
    // `--list --partner P` lists a partner's tokens in issue order.
    await db.schema.createIndex('tokens_partner_id').on('tokens').column('partner_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('tokens_partner_id').execute();
    await db.schema.alterTable('tokens').dropColumn('revoked_at').execute();
    await db.schema.alterTable('tokens').dropColumn('expires_at').execute();
  },
};
