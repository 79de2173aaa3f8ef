import { partnerSlugSchema } from '../../contract/common';
import { issueToken } from '../auth/tokens';
import { configFromEnv } from '../config';
import { openDatabase } from '../db/connection';
import { parseArgs } from './args';

// `npm run token -- --partner <slug> --user <email>`: creates a bearer token (and the partner if
// new) in DATA_DIR's database. The token is printed alone on the last line; only its hash is stored.

const USAGE = 'Usage: npm run token -- --partner <slug> --user <email or user id>';
const MAX_USER_LABEL_CHARS = 255;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const partner = partnerSlugSchema.safeParse(args.partner ?? '');
  const user = (args.user ?? '').trim();
  if (!partner.success || !user || user.length > MAX_USER_LABEL_CHARS) {
    if (!partner.success) console.error(`--partner: ${partner.error.issues[0]?.message ?? 'required'}`);
    if (!user) console.error('--user: required');
    if (user.length > MAX_USER_LABEL_CHARS) console.error(`--user: at most ${MAX_USER_LABEL_CHARS} characters`);
    console.error(USAGE);
    return 2;
  }
  const { dataDir } = configFromEnv();
  const handle = await openDatabase({ dataDir });
  try {
    const issued = await issueToken(handle.db, partner.data, user);
    console.error(`Token for ${issued.userLabel} on partner ${issued.partnerSlug} (database ${handle.file}):`);
    console.log(issued.token);
  } finally {
    await handle.close();
  }
  return 0;
}

process.exitCode = await main();
