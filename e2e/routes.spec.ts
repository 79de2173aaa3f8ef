import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, screenshotRoute, signInWithLink, test } from './fixtures';
import { CSV_HEADER, csvLine } from './support/seed-data';

// Every route: axe finds no violation, and full-page screenshots are kept (1280 px and tablet 768 px).
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

let assetId = '';
test.beforeAll(async ({ api }) => {
  const tag = `r${Date.now().toString(36)}`;
  const asset = await api.createAsset(
    { model_number: 'GMEC960603AN', brand: 'Goodman', serial_number: '2205123456', customer_name: 'Route Check', date_added: '2024-05-01', type_of_service: 'install' },
    `dist-${tag}`,
  );
  await api.waitUntilFinal({ distributor: `dist-${tag}` }, 1);
  assetId = asset.id;
});

async function checkRoute(page: Page, testInfo: import('@playwright/test').TestInfo, name: string, ready: () => Promise<void>) {
  await ready();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo, name);
  await screenshotRoute(page, testInfo, name);
  await page.setViewportSize(TABLET);
  await screenshotRoute(page, testInfo, `${name}-tablet`);
}

test('route /sign-in', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/sign-in');
  await checkRoute(page, testInfo, 'sign-in', () => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible());
});

const ROUTES: { name: string; path: () => string; ready: (p: Page) => Promise<void> }[] = [
  { name: 'uploads', path: () => '/uploads', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible() },
  { name: 'requests', path: () => '/requests', ready: (p) => expect(p.getByRole('table')).toBeVisible() },
  { name: 'assets', path: () => '/assets', ready: (p) => expect(p.getByRole('table', { name: 'Assets' })).toBeVisible() },
  { name: 'asset-detail', path: () => `/assets/${assetId}`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toContainText('GMEC960603AN') },
  { name: 'warranty', path: () => '/warranty', ready: (p) => expect(p.getByRole('figure').getByText(/assets? with a warranty tier/)).toBeVisible() },
  { name: 'opportunities', path: () => '/opportunities', ready: (p) => expect(p.getByRole('table', { name: /Replacement opportunities/ }).getByRole('row')).toHaveCount(4) },
  { name: 'models', path: () => '/models?model=GMEC96', ready: (p) => expect(p.getByText(/\d+% confidence/).first()).toBeVisible() },
  { name: 'scan', path: () => '/scan', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Scan a data plate' })).toBeVisible() },
  { name: 'tools', path: () => '/tools', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'not-found', path: () => '/no-such-page', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];

for (const route of ROUTES) {
  test(`route ${route.name}`, async ({ page, env }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signInWithLink(page, env, 'alice', route.path());
    await checkRoute(page, testInfo, route.name, () => route.ready(page));
  });
}

test('route /uploads with a file previewed', async ({ signedInPage: page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/uploads');
  const text = `${CSV_HEADER},extra\n${csvLine({ model_number: 'GMEC960603AN', brand: 'Goodman' })},x\n${csvLine({ model_number: '', brand: 'Goodman' })},y\n`;
  await page.getByTestId('csv-file-input').setInputFiles({ name: 'preview.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await checkRoute(page, testInfo, 'uploads-preview', () => expect(page.getByRole('list', { name: 'Reasons rows will fail' })).toBeVisible());
});

test("a page whose code cannot be fetched (server unreachable or redeployed) says so in words, and Reload recovers", async ({ signedInPage: page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  // The models page's chunk fails as it does with the server stopped: the connection is refused.
  await page.route('**/assets/models-route-*.js', (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Models', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
  await expect(alert).toContainText('could not be loaded from the server');
  await expect(alert).not.toContainText('dynamically imported module');
  await page.unroute('**/assets/models-route-*.js');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
});

test('each page names itself in the tab title, also when reached from another page', async ({ signedInPage: page }) => {
  await page.goto('/requests');
  await expect(page).toHaveTitle('Requests · Nameplate');
  // These kept the title of the page before them ("Requests · Nameplate" on the models page).
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, title] of [
    ['Models', 'Models'],
    ['Scan', 'Scan a data plate'],
    ['Uploads', 'Uploads'],
    ['Warranty', 'Warranty'],
    ['Opportunities', 'Opportunities'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Nameplate`);
  }
});
