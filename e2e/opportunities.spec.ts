import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectTableToShow } from './support/assets-page';

// Replacement opportunities, seeded through the public API on a distributor of their own (other
// journeys' assets do not count): a Goodman heat pump made Aug 2005 (serial YYMM, RULES.md §4) is
// R-22 likely (made before 2010, RULES.md §12) and past its 15 years (ASHRAE median); one made 14
// years ago ends its service life within 2 years; a furnace made last year has no flag.

const pad = (n: number) => String(n).padStart(2, '0');
const tag = `o${Date.now().toString(36)}`;
const distributor = `opp-${tag}`;
const now = new Date();
const yymm = (yearsAgo: number) => `${pad((now.getUTCFullYear() - yearsAgo) % 100)}${pad(now.getUTCMonth() + 1)}`;
const ids: Record<string, string> = {};

test.beforeAll(async ({ apiAs }) => {
  const alice = apiAs('alice');
  const seed = {
    old: { model_number: 'GSZC180241CA', brand: 'Goodman', serial_number: '0508123456', customer_name: '=Old Heat Pump Owner', customer_address: '1 Elm Street' },
    soon: { model_number: 'GSZC180241CA', brand: 'Goodman', serial_number: `${yymm(14)}123456`, customer_name: 'Soon Owner', customer_address: '2 Oak Avenue' },
    fine: { model_number: 'GCEC960403BN', brand: 'Goodman', serial_number: `${yymm(1)}123456`, customer_name: 'New Furnace Owner' },
  };
  for (const [key, body] of Object.entries(seed)) ids[key] = (await alice.createAsset(body, distributor)).id;
  await alice.waitUntilFinal({ distributor }, 3);
});

test('from a count to the filtered assets, the reasons on the detail, and the call list', async ({ signedInPage: page }) => {
  await page.goto(`/opportunities?${new URLSearchParams({ distributor })}`);
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Replacement opportunities by warranty tier (not registered)' });
  // On a phone the matrix scrolls sideways; its title does not, so it is read whole.
  await page.setViewportSize({ width: 390, height: 844 });
  const title = page.getByRole('heading', { name: 'Replacement opportunities by warranty tier (not registered)' });
  expect(await title.evaluate((h) => h.getBoundingClientRect().right <= window.innerWidth && h.scrollWidth <= h.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(matrix.getByRole('link', { name: '1 R-22 system assets in total' })).toBeVisible();
  await expect(matrix.getByRole('link', { name: '1 Past service life assets in total' })).toBeVisible();
  await expect(matrix.getByRole('link', { name: '1 Service life ends within 2 years assets in total' })).toBeVisible();

  await test.step('a count opens the asset table with its filters', async () => {
    await matrix.getByRole('link', { name: '1 Past service life assets expired over 1 year ago (not registered)' }).click();
    await expect(page).toHaveURL(/\/assets\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('replacement_flag')).toEqual(['past_service_life']);
    expect(url.searchParams.get('warranty_basis')).toBe('not_registered');
    expect(url.searchParams.get('distributor')).toBe(distributor);
    await expectTableToShow(page, [ids.old!]);
  });

  await test.step('the asset detail shows the flags with their reasons', async () => {
    await page.goto(`/assets/${ids.old}`);
    const card = page.getByRole('region', { name: 'Replacement' });
    const flags = card.getByRole('list', { name: 'Replacement flags' });
    await expect(flags).toContainText('R-22 system');
    await expect(flags).toContainText('Likely R-22: a heat pump made in 2005');
    await expect(flags).toContainText('Past its expected service life');
    await expect(card).toContainText('15 years');
  });

  await test.step('the call list downloads every flagged asset, formula-safe', async () => {
    await page.goto(`/opportunities?${new URLSearchParams({ distributor })}`);
    await expect(page.getByRole('link', { name: '1 R-22 system assets in total' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download call list (CSV)' }).click();
    const text = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('customer,address,equipment,serial_number,age_years,flags,warranty_tier,asset_id');
    expect(lines).toHaveLength(3);
    const old = lines.find((l) => l.includes(ids.old!))!;
    expect(old.startsWith("'=Old Heat Pump Owner,1 Elm Street,Goodman GSZC180241C* (heat pumps),0508123456,")).toBe(true);
    expect(old).toContain(',R-22 system; Past service life,Expired over 1 year ago,');
    expect(lines.find((l) => l.includes(ids.soon!))).toContain('Soon Owner,2 Oak Avenue,');
    expect(text).not.toContain(ids.fine!);
    await expect(page.getByRole('status')).toContainText('Call list of 2 assets downloaded.');
  });
});
