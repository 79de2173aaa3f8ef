import { rmSync } from 'node:fs';
import { e2eEnv } from './e2e-env';

/** The run's DATA_DIR goes with the run (E2E_KEEP_DATA=1 keeps it for a look at the database). */
export default function globalTeardown(): void {
  if (process.env.E2E_KEEP_DATA === '1') {
    console.log(`e2e data kept in ${e2eEnv().dataDir}`);
    return;
  }
  rmSync(e2eEnv().dataDir, { recursive: true, force: true });
}
