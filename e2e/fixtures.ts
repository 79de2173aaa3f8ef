// Fixtures of every journey (tools.spec.ts included):
//   env            the run's server address, DATA_DIR and tokens (worker-scoped)
//   apiAs(user)    a public-API client acting as alice / bob (partner e2e) or olive (partner other)
//   api            the client of alice@e2e.test, partner e2e
//   signedInPage   a page signed in as alice through the sign-in link (/sign-in#partner=…&token=…)
// plus helpers: signInWithLink, expectNoA11yViolations (axe), screenshotRoute (full-page, kept).
import { mkdirSync } from 'node:fs';
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { NameplateApi } from './support/api-client';
import { e2eEnv, E2E_USERS, type E2eEnv, type E2eUser } from './support/e2e-env';

export { expect };
export { E2E_USERS, type E2eUser };
export { NameplateApi };

interface WorkerFixtures {
  env: E2eEnv;
  apiAs: (user: E2eUser) => NameplateApi;
  api: NameplateApi;
}

interface TestFixtures {
  signedInPage: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  env: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      await use(e2eEnv());
    },
    { scope: 'worker' },
  ],
  apiAs: [
    async ({ env, playwright }, use) => {
      // One request context per user (cheap: no browser), each sending that user's bearer token.
      const contexts: APIRequestContext[] = [];
      const clients = {} as Record<E2eUser, NameplateApi>;
      for (const user of Object.keys(E2E_USERS) as E2eUser[]) {
        const ctx = await playwright.request.newContext({
          baseURL: env.baseURL,
          extraHTTPHeaders: { authorization: `Bearer ${env.tokens[user]}`, accept: 'application/json' },
        });
        contexts.push(ctx);
        clients[user] = new NameplateApi(ctx, E2E_USERS[user].partner);
      }
      await use((user) => clients[user]);
      for (const ctx of contexts) await ctx.dispose();
    },
    { scope: 'worker' },
  ],
  api: [
    async ({ apiAs }, use) => {
      await use(apiAs('alice'));
    },
    { scope: 'worker' },
  ],
  signedInPage: async ({ page, env }, use) => {
    await signInWithLink(page, env, 'alice');
    await use(page);
  },
});

/** Signs in through the sign-in link, as `npm start` prints it, and waits to land in the app. */
export async function signInWithLink(page: Page, env: E2eEnv, user: E2eUser, landOn?: string): Promise<void> {
  const { partner } = E2E_USERS[user];
  await page.goto(`/sign-in#${new URLSearchParams({ partner, token: env.tokens[user] })}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  if (landOn) await page.goto(landOn);
}

/** axe-core on the page as it is now: every violation is listed (rule, impact, elements) and fails the test. */
export async function expectNoA11yViolations(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  if (violations.length > 0) {
    await testInfo.attach(`axe-${name}.json`, { body: JSON.stringify(results.violations, null, 2), contentType: 'application/json' });
  }
  expect(violations, `axe violations on ${name}`).toEqual([]);
}

/** A full-page screenshot of a route: attached to the test and kept in test-results/screenshots/<name>.png. */
export async function screenshotRoute(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  const path = `test-results/screenshots/${name}.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(`${name}.png`, { path, contentType: 'image/png' });
}
