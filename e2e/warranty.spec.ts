import { expect, test } from './fixtures';
import { expectTableToShow } from './support/assets-page';
import { seedFilterSet, type SeededSet } from './support/seed-data';

let seed: SeededSet;

test.beforeAll(async ({ apiAs }) => {
  seed = await seedFilterSet(apiAs('alice'), apiAs('bob'), `w${Date.now().toString(36)}`);
});

const count = (page: import('@playwright/test').Page, tier: string) => page.getByTestId(`tier-count-${tier}`);

test('tier counts per basis, narrowing, and a bar opens the asset table at its tier', async ({ signedInPage: page, api }) => {
  // Narrowed to the seeded distributor so other journeys' assets don't count.
  await page.goto(`/warranty?${new URLSearchParams({ distributor: seed.distributor })}`);
  const chart = page.getByRole('figure', { name: /Assets per expiration tier/ });
  await expect(chart).toContainText('registered warranty');
  // F1 installed 3 days ago; F2 installed 2010, F4 2012: 10-year terms at most → expired over a year.
  await expect(count(page, 'in_warranty')).toHaveText('1');
  await expect(count(page, 'expired_over_1_year')).toHaveText('2');
  for (const tier of ['expiring_within_3_months', 'expiring_within_6_months', 'expiring_within_1_year', 'expiring_within_2_years', 'expired_past_12_months']) {
    await expect(count(page, tier)).toHaveText('0');
  }
  await expect(chart).toContainText('3 assets with a warranty tier');

  await test.step('on a phone each bar has a line of its own, wide enough to compare', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The track of every tier spans most of the card (beside the label and count it was a few pixels wide).
    for (const tier of ['in_warranty', 'expired_over_1_year']) expect((await page.getByTestId(`tier-bar-${tier}`).boundingBox())!.width).toBeGreaterThan(250);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('unregistered basis', async () => {
    await page.getByRole('radio', { name: 'Not registered' }).check();
    await expect(page).toHaveURL(/warranty_basis=not_registered/);
    await expect(chart).toContainText('not registered warranty');
    await expect(count(page, 'expired_over_1_year')).toHaveText('2');
    await expect(chart).toContainText('3 assets with a warranty tier');
    await page.getByRole('radio', { name: 'Registered', exact: true }).check();
  });

  await test.step('narrowing by equipment type and age', async () => {
    await page.getByLabel('Equipment type').fill('water heaters');
    await page.getByLabel('Equipment type').press('Enter');
    await expect(chart).toContainText('0 assets with a warranty tier');
    await page.getByLabel('Equipment type').fill('furnaces');
    await page.getByLabel('Equipment type').press('Enter');
    await expect(chart).toContainText('3 assets with a warranty tier');
    await page.getByLabel('Min age (years)').fill((seed.f1AgeYears - 1).toFixed(2));
    await page.getByLabel('Max age (years)').fill((seed.f1AgeYears + 1).toFixed(2));
    await page.getByLabel('Max age (years)').press('Enter');
    await expect(count(page, 'in_warranty')).toHaveText('1');
    await expect(count(page, 'expired_over_1_year')).toHaveText('0');
    await page.getByLabel('Min age (years)').fill('');
    await page.getByLabel('Max age (years)').fill('');
    await page.getByLabel('Max age (years)').press('Enter');
    await expect(count(page, 'expired_over_1_year')).toHaveText('2');
  });

  await test.step('drill-down from a bar', async () => {
    await chart.getByRole('link', { name: /Expired over 1 year ago/ }).click();
    await expect(page).toHaveURL(/\/assets\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('warranty_basis')).toBe('registered');
    expect(url.searchParams.getAll('warranty_expiration_tier')).toEqual(['expired_over_1_year']);
    expect(url.searchParams.get('type')).toBe('furnaces');
    expect(url.searchParams.get('distributor')).toBe(seed.distributor);
    await expectTableToShow(page, [seed.ids.F2, seed.ids.F4]);
    // Every row is in the tier by the asset's own detail.
    for (const id of [seed.ids.F2, seed.ids.F4]) {
      expect((await api.getAsset(id)).warranty_tiers?.registered).toBe('expired_over_1_year');
    }
  });
});
