import { expect, expectNoA11yViolations, screenshotRoute, signInWithLink, test } from './fixtures';
import { CSV_HEADER, csvLine } from './support/seed-data';

// Every route: axe finds no violation, and a full-page screenshot is kept (1280 px and tablet 768 px).
const TABLET = { width: 768, height: 1024 };

test('sign-in page', async ({ page }, testInfo) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'sign-in');
  await screenshotRoute(page, testInfo, 'sign-in');
});

test('every signed-in route', async ({ page, env, api }, testInfo) => {
  const tag = `r${Date.now().toString(36)}`;
  const asset = await api.createAsset(
    { model_number: 'GMEC960603AN', brand: 'Goodman', serial_number: '2205123456', customer_name: 'Route Check', date_added: '2024-05-01', type_of_service: 'install' },
    `dist-${tag}`,
  );
  await api.waitUntilFinal({ distributor: `dist-${tag}` }, 1);
  await signInWithLink(page, env, 'alice');

  const routes: { name: string; path: string; ready: (p: typeof page) => Promise<void> }[] = [
    { name: 'uploads', path: '/uploads', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible() },
    { name: 'requests', path: '/requests', ready: (p) => expect(p.getByRole('table')).toBeVisible() },
    { name: 'assets', path: '/assets', ready: (p) => expect(p.getByRole('table', { name: 'Assets' })).toBeVisible() },
    { name: 'asset-detail', path: `/assets/${asset.id}`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toContainText('GMEC960603AN') },
    { name: 'warranty', path: '/warranty', ready: (p) => expect(p.getByRole('figure').getByText(/assets? with a warranty tier/)).toBeVisible() },
    { name: 'models', path: '/models?model=GMEC96', ready: (p) => expect(p.getByText(/\d+% confidence/).first()).toBeVisible() },
    { name: 'tools', path: '/tools', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { name: 'not-found', path: '/no-such-page', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  ];
  for (const route of routes) {
    await test.step(route.name, async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route.path);
      await route.ready(page);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoA11yViolations(page, testInfo, route.name);
      await screenshotRoute(page, testInfo, route.name);
      await page.setViewportSize(TABLET);
      await screenshotRoute(page, testInfo, `${route.name}-tablet`);
    });
  }

  await test.step('uploads with a file previewed', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/uploads');
    const text = `${CSV_HEADER},extra\n${csvLine({ model_number: 'GMEC960603AN', brand: 'Goodman' })},x\n${csvLine({ model_number: '', brand: 'Goodman' })},y\n`;
    await page.getByTestId('csv-file-input').setInputFiles({ name: 'preview.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await expect(page.getByRole('list', { name: 'Reasons rows will fail' })).toBeVisible();
    await expectNoA11yViolations(page, testInfo, 'uploads-preview');
    await screenshotRoute(page, testInfo, 'uploads-preview');
  });
});
