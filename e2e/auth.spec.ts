import { E2E_USERS, expect, signInWithLink, test } from './fixtures';

test.describe('signing in', () => {
  test('the form signs in with partner and token, then returns to the page asked for', async ({ page, env }) => {
    await page.goto('/warranty');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel('Partner').fill(E2E_USERS.alice.partner);
    await page.getByLabel('Token').fill(env.tokens.alice);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/warranty$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Warranty' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Partner e2e');
  });

  test('the sign-in link signs in and leaves no token in the address bar', async ({ page, env }) => {
    await signInWithLink(page, env, 'alice');
    await expect(page).toHaveURL(/\/assets$/);
    expect(page.url()).not.toContain(env.tokens.alice);
    await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  });

  test('a wrong token is refused on the form', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Partner').fill('e2e');
    await page.getByLabel('Token').fill('not-a-real-token');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The partner and token were not accepted');
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('a Base URL that is not a web address is named as such (it read "did not match the contract")', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Partner').fill('e2e');
    await page.getByLabel('Token').fill('any-token');
    await page.getByLabel(/^Base URL/).fill('nameplate.example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('“nameplate.example.com” is not a web address');
    await expect(page.getByRole('alert')).not.toContainText('did not match the contract');
  });

  test('a token the server no longer accepts (401) sends the user back to sign-in with the reason', async ({ page, env }) => {
    await signInWithLink(page, env, 'alice');
    // The stored session now carries a token the server does not know, as after a revocation.
    await page.evaluate(() => {
      const key = 'nameplate.session';
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      localStorage.setItem(key, JSON.stringify({ ...session, token: 'revoked-or-mistyped-token' }));
    });
    await page.goto('/assets');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has expired or the token is invalid' })).toBeVisible();
    // Only a new token is needed: the partner stays filled in (the form was empty), the token does not.
    await expect(page.getByLabel('Partner')).toHaveValue('e2e');
    await expect(page.getByLabel('Token')).toHaveValue('');
  });

  test('signing out ends the session', async ({ signedInPage: page }) => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/models');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test('partners are isolated: another partner sees none of e2e’s assets', async ({ apiAs, page, env }) => {
  const created = await apiAs('alice').createAsset({ model_number: 'GMEC960603AN', brand: 'Goodman', unique_id: 'isolation-probe' });
  const olive = apiAs('olive');
  expect((await olive.listAssets({ unique_id: 'isolation-probe' })).meta.total).toBe(0);
  const res = await olive.request.get(`/enrichment/other/assets/${created.id}`);
  expect(res.status()).toBe(404);
  // A token of partner e2e does not open partner other's paths.
  const cross = await apiAs('alice').request.get('/enrichment/other/assets');
  expect([401, 403]).toContain(cross.status());

  await signInWithLink(page, env, 'olive');
  await page.goto(`/assets/${created.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Asset not found' })).toBeVisible();
  await expect(page.getByText('isolation-probe')).toHaveCount(0);
});
