import { partnerSlugSchema } from '../../contract/common';
import { listTokens, revokeToken, type TokenInfo } from '../auth/token-admin';
import { issueToken } from '../auth/tokens';
import { configFromEnv } from '../config';
import { openStorage, type Storage } from '../storage';
import { parseArgs } from './args';

// `npm run token` on DATA_DIR's database (README "Tokens"):
//   --partner <slug> --user <email> [--expires-in DAYS]   new token (and the partner if new), printed alone on the last line
//   --list --partner <slug>                              the partner's tokens: id, user, created, last used, expires, state
//   --revoke <token or id>                               refused from the next request on, by every process
// Only a token's SHA-256 is stored, so a listing never shows the secret.

const USAGE = [
  'Usage: npm run token -- --partner <slug> --user <email or user id> [--expires-in <days>]',
  '       npm run token -- --list --partner <slug>',
  '       npm run token -- --revoke <token or id>',
].join('\n');
const MAX_USER_LABEL_CHARS = 255;
/** --expires-in: whole days, up to ten years. */
const MAX_EXPIRES_IN_DAYS = 3650;

function usage(errors: string[]): number {
  for (const e of errors) console.error(e);
  console.error(USAGE);
  return 2;
}

function formatTable(tokens: TokenInfo[]): string {
  const head = ['id', 'user', 'created', 'last used', 'expires', 'state'];
  const rows = tokens.map((t) => [String(t.id), t.userLabel, t.createdAt, t.lastUsedAt ?? 'never', t.expiresAt ?? 'never', t.state === 'revoked' ? `revoked ${t.revokedAt}` : t.state]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [head, ...rows].map((r) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd()).join('\n');
}

async function withDatabase<T>(fn: (storage: Storage) => Promise<T>): Promise<T> {
  const handle = await openStorage({ dataDir: configFromEnv().dataDir });
  try {
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));

  if (args.revoke !== undefined) {
    const target = args.revoke.trim();
    if (!target) return usage(['--revoke: a token or a token id (from --list) is required']);
    return withDatabase(async (h) => {
      const revoked = await revokeToken(h.tokens, target);
      if (!revoked) {
        console.error(`No token ${/^[0-9]+$/.test(target) ? `with id ${target}` : 'matches that value'} in ${h.location}.`);
        return 1;
      }
      console.log(`Revoked token ${revoked.id} of ${revoked.userLabel} on partner ${revoked.partnerSlug} (at ${revoked.revokedAt}).`);
      return 0;
    });
  }

  const partner = partnerSlugSchema.safeParse(args.partner ?? '');
  if (args.list !== undefined) {
    if (!partner.success) return usage([`--partner: ${partner.error.issues[0]?.message ?? 'required'}`]);
    return withDatabase(async (h) => {
      const tokens = await listTokens(h.tokens, partner.data);
      console.log(tokens.length ? formatTable(tokens) : `No tokens for partner ${partner.data}.`);
      return 0;
    });
  }

  const user = (args.user ?? '').trim();
  const expiresRaw = args['expires-in'];
  const expiresInDays = expiresRaw === undefined ? undefined : Number(expiresRaw);
  const errors: string[] = [];
  if (!partner.success) errors.push(`--partner: ${partner.error.issues[0]?.message ?? 'required'}`);
  if (!user) errors.push('--user: required');
  if (user.length > MAX_USER_LABEL_CHARS) errors.push(`--user: at most ${MAX_USER_LABEL_CHARS} characters`);
  if (expiresInDays !== undefined && !(Number.isInteger(expiresInDays) && expiresInDays >= 1 && expiresInDays <= MAX_EXPIRES_IN_DAYS)) {
    errors.push(`--expires-in: a whole number of days from 1 to ${MAX_EXPIRES_IN_DAYS}, got "${expiresRaw}"`);
  }
  if (errors.length || !partner.success) return usage(errors);
  return withDatabase(async (h) => {
    const issued = await issueToken(h.tokens, partner.data, user, new Date(), expiresInDays === undefined ? {} : { expiresInDays });
    const expiry = issued.expiresAt ? `, expires ${issued.expiresAt}` : ', no expiry';
    console.error(`Token ${issued.tokenId} for ${issued.userLabel} on partner ${issued.partnerSlug}${expiry} (database ${h.location}):`);
    console.log(issued.token);
    return 0;
  });
}

process.exitCode = await main();
