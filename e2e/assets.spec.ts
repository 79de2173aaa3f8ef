import { expect, test } from './fixtures';
import { expectTableToShow } from './support/assets-page';
import { seedFilterSet, type SeedKey, type SeededSet } from './support/seed-data';

// Each filter of spec 4.4 against a seeded set whose expected members follow from what was seeded
// (see seedFilterSet) and the spec, not from the server's answers.
let seed: SeededSet;

test.beforeAll(async ({ apiAs }) => {
  seed = await seedFilterSet(apiAs('alice'), apiAs('bob'), `a${Date.now().toString(36)}`);
});

const ids = (...keys: SeedKey[]) => keys.map((k) => seed.ids[k]);
const ALL: SeedKey[] = ['F1', 'F2', 'F3', 'F4', 'F5', 'F6'];

test('every kind of filter, given in the URL, shows exactly the matching assets', async ({ signedInPage: page }) => {
  const age = seed.f1AgeYears;
  const cases: [string, Record<string, string>, SeedKey[]][] = [
    ['distributor', {}, ALL],
    ['status failed (impossible date in the row)', { status: 'failed' }, ['F5']],
    ['status not_found (no such model)', { status: 'not_found' }, ['F3']],
    ['match type exact', { match_type: 'exact_match' }, ['F1', 'F2', 'F4', 'F6']],
    ['added from manual entry', { added_from: 'manual-entry' }, ['F6']],
    ['added from batch import', { added_from: 'batch-import' }, ['F1', 'F2', 'F3', 'F4', 'F5']],
    ['added by bob', { added_by: 'bob@e2e.test' }, ['F6']],
    // The server reads the preset on created_at (README API notes): everything was added today.
    ['date added today', { date_added_preset: 'today' }, ALL],
    ['age range around May 2022', { equipment_age_min_years: (age - 1).toFixed(2), equipment_age_max_years: (age + 1).toFixed(2) }, ['F1']],
    ['registered, in warranty', { warranty_basis: 'registered', warranty_expiration_tier: 'in_warranty' }, ['F1']],
    ['registered, expired over a year ago', { warranty_basis: 'registered', warranty_expiration_tier: 'expired_over_1_year' }, ['F2', 'F4']],
    ['type of service install', { type_of_service: 'install' }, ['F1', 'F4']],
    ['type of service maintenance', { type_of_service: 'maintenance_service' }, ['F2', 'F6']],
    ['equipment type furnaces', { type: 'furnaces' }, ['F1', 'F2', 'F4']],
    ['equipment type water heaters', { type: 'water heaters' }, ['F6']],
    ['unique id', { unique_id: seed.uniqueId('F4') }, ['F4']],
    ['search by customer', { search_string: 'Harper' }, ['F1']],
  ];
  for (const [name, filters, expected] of cases) {
    await test.step(name, async () => {
      await page.goto(`/assets?${new URLSearchParams({ distributor: seed.distributor, per_page: '100', ...filters })}`);
      await expectTableToShow(page, ids(...expected), { message: name });
    });
  }
  await test.step('another distributor', async () => {
    await page.goto(`/assets?${new URLSearchParams({ distributor: seed.otherDistributor })}`);
    await expectTableToShow(page, ids('G1'));
  });
});

test('filters chosen with the controls go into the URL and narrow the table', async ({ signedInPage: page }) => {
  await page.goto(`/assets?${new URLSearchParams({ distributor: seed.distributor })}`);
  await expectTableToShow(page, ids(...ALL));

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/status=failed/);
  await expectTableToShow(page, ids('F5'));
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any' });
  await expectTableToShow(page, ids(...ALL));

  await expect(page).not.toHaveURL(/status=/);
  await page.getByRole('group', { name: 'Match type' }).getByLabel('Exact match').check();
  await expect(page).toHaveURL(/match_type=exact_match/);
  await expectTableToShow(page, ids('F1', 'F2', 'F4', 'F6'));

  await page.getByLabel('Warranty basis', { exact: true }).selectOption({ label: 'Registered' });
  // The tier boxes belong to the chosen basis: wait for the basis to be in the URL, as a person would see it applied.
  await expect(page).toHaveURL(/warranty_basis=registered/);
  await page.getByRole('group', { name: 'Warranty expiration tier' }).getByLabel('Expired over 1 year ago').check();
  await expect(page).toHaveURL(/warranty_expiration_tier=expired_over_1_year/);
  await expectTableToShow(page, ids('F2', 'F4'));

  await page.getByLabel('Search assets').fill('Quincy');
  await page.getByLabel('Search assets').press('Enter');
  await expect(page).toHaveURL(/search_string=Quincy/);
  await expectTableToShow(page, ids('F2'));

  // By keyboard: the button goes away with the filters, and the focus lands on the first filter, not the page's start.
  await page.getByRole('button', { name: 'Clear filters' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/search_string/);
  await expect(page.getByLabel('Search assets')).toBeFocused();

  // The equipment type is a catalog category: typed as a person would ("Furnace"), it is sent in the catalog's spelling.
  await page.goto(`/assets?${new URLSearchParams({ distributor: seed.distributor })}`);
  await page.getByLabel('Equipment type').fill('Furnace');
  await page.getByLabel('Equipment type').press('Enter');
  await expect(page).toHaveURL(/type=furnaces/);
  await expectTableToShow(page, ids('F1', 'F2', 'F4'));
});

test('sorting: model number by default, customer name either way from the column header', async ({ signedInPage: page }) => {
  const base = { distributor: seed.distributor };
  await page.goto(`/assets?${new URLSearchParams(base)}`);
  // 12CG… < 59TN… < GMEC… (F1 before F5: same model, upload order) < GMVC… < ZZNO…
  await expectTableToShow(page, ids('F6', 'F2', 'F1', 'F5', 'F4', 'F3'), { ordered: true });

  await page.goto(`/assets?${new URLSearchParams({ ...base, sort_criteria: 'customer_name', sort_order: 'desc' })}`);
  // Quincy, Nolan, Harper, Failed Row Co, Bishop, Avery
  await expectTableToShow(page, ids('F2', 'F3', 'F1', 'F5', 'F6', 'F4'), { ordered: true });

  await page.getByRole('columnheader', { name: /Customer/ }).getByRole('button').click();
  await expect(page).toHaveURL(/sort_criteria=customer_name/);
  await expect(page).not.toHaveURL(/sort_order=desc/);
  await expectTableToShow(page, ids('F4', 'F6', 'F5', 'F1', 'F3', 'F2'), { ordered: true });
});

test('the detail page shows what the engine found', async ({ signedInPage: page, api }) => {
  const detail = await api.getAsset(seed.ids.F1);
  await page.goto(`/assets?${new URLSearchParams({ distributor: seed.distributor, unique_id: seed.uniqueId('F1') })}`);
  await expect(page.getByRole('navigation', { name: 'Pages of assets' })).toContainText('1 of 1 asset');
  await expect(page.getByRole('navigation', { name: 'Pages of assets' })).not.toContainText('1–1');
  await page.getByRole('link', { name: 'GMEC960603AN' }).click();
  await expect(page).toHaveURL(new RegExp(`/assets/${seed.ids.F1}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('GMEC960603AN');
  await expect(main).toContainText('Exact match');
  // Goodman serial 2205… = May 2022 (Goodman's warranty certificate, RULES.md §4).
  await expect(main).toContainText('May 2022');
  await expect(main).toContainText('furnaces');
  if (detail.explanation?.status_reason) await expect(main).toContainText(detail.explanation.status_reason);
  if (detail.explanation?.serial?.rule) await expect(main).toContainText(detail.explanation.serial.rule);
  // The API's reason begins with the match type's code; the page writes it as its label.
  expect(detail.explanation?.match?.reason).toMatch(/^exact_match: /);
  await expect(main).toContainText(`Exact match: ${(detail.explanation?.match?.reason ?? '').replace(/^exact_match: /, '')}`);
  await page.getByRole('link', { name: '← Back to assets' }).click();
  await expect(page).toHaveURL(/unique_id=/);
});

// A Rheem model that Ruud also sells (Rheem-Ruud Manufacturing's ENERGY STAR furnace list): the match has the Ruud
// twin as an alternative. On a phone each alternative reads top to bottom, its reason on screen, not in a squeezed column.
test('the alternatives of a match fit a phone screen', async ({ signedInPage: page, api }) => {
  const tag = `alt${Date.now().toString(36)}`;
  const created = await api.createAsset({ model_number: 'R92TA1151524MSA', brand: 'Rheem', unique_id: tag }, `dist-${tag}`);
  await api.waitUntilFinal({ distributor: `dist-${tag}` }, 1);
  const detail = await api.getAsset(created.id);
  const alternative = detail.explanation?.match?.alternatives.find((a) => a.brand === 'Ruud');
  expect(alternative).toBeDefined();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/assets/${created.id}`);
  const list = page.getByRole('list', { name: 'Other candidate models' });
  await expect(list).toContainText('Ruud · furnaces');
  const reason = list.getByText(alternative!.reason);
  await expect(reason).toBeVisible();
  const box = await reason.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole('table', { name: 'Other candidate models with their scores' })).toBeHidden();

  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(page.getByRole('table', { name: 'Other candidate models with their scores' })).toContainText(alternative!.reason);
  await expect(list).toBeHidden();
});

test('paging by keyboard keeps the focus on the page buttons at the last and first page', async ({ signedInPage: page }) => {
  await page.goto(`/assets?${new URLSearchParams({ distributor: seed.distributor, per_page: '2' })}`);
  const pages = page.getByRole('navigation', { name: 'Pages of assets' });
  await expect(pages).toContainText('Page 1 of 3');
  await pages.getByRole('button', { name: 'Last page' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages).toContainText('Page 3 of 3');
  await expect(pages.getByRole('button', { name: 'Last page' })).toBeFocused();
  await expect(pages.getByRole('button', { name: 'Last page' })).toBeDisabled();
  // Pressed again where it cannot be used, it does nothing.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await pages.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages).toContainText('Page 2 of 3');
  await page.keyboard.press('Enter');
  await expect(pages).toContainText('Page 1 of 3');
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeFocused();
});

test('on a phone the filters beside the search fold away, so the table is on the first screen', async ({ signedInPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/assets?${new URLSearchParams({ distributor: seed.distributor })}`);
  const table = page.getByRole('table', { name: 'Assets' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  expect((await table.boundingBox())!.y).toBeLessThan(844);
  await expect(page.getByLabel('Search assets')).toBeVisible();
  await expect(page.getByLabel('Unique ID')).toBeHidden();

  const more = page.getByRole('button', { name: 'More filters (1 set)' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(page.getByLabel('Distributor')).toHaveValue(seed.distributor);
  await page.getByRole('button', { name: 'Fewer filters' }).click();
  await expect(page.getByLabel('Distributor')).toBeHidden();
});
