import { expect, test } from './fixtures';

test('model search: partial model → ranked results → the assets matched to one', async ({ signedInPage: page, api }) => {
  // Make sure at least one asset is matched to the Goodman furnace GMEC960603AN.
  const tag = `m${Date.now().toString(36)}`;
  await api.createAsset({ model_number: 'GMEC960603AN', brand: 'Goodman', unique_id: tag }, `dist-${tag}`);
  await api.waitUntilFinal({ distributor: `dist-${tag}` }, 1);

  await page.goto('/models');
  await expect(page.getByText('Type a model number to search')).toBeVisible();
  await page.getByLabel('Model number').fill('GMEC96');
  await expect(page).toHaveURL(/model=GMEC96/);
  const result = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GMEC960603AN', exact: true }) });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Goodman');
  await expect(result).toContainText('furnaces');
  await expect(result).toContainText(/\d+% confidence/);

  // The page shows what the API answers for the same search.
  const answer = await api.searchModels('GMEC96');
  const first = answer.data[0];
  expect(first).toBeDefined();
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(first?.model ?? '');
  const hit = answer.data.find((m) => m.model === 'GMEC960603AN');
  expect(hit).toBeDefined();

  await result.getByRole('link', { name: /View matched assets/ }).click();
  await expect(page).toHaveURL(new RegExp(`/assets\\?oem_id=${hit?.id}$`));
  // The linked filter names the model, not its catalog id.
  await expect(page.getByRole('list', { name: 'Linked filters' })).toHaveText(/^Model: GMEC960603AN/);
  // Every row is an asset matched to that model (other journeys may add more while this runs).
  const rows = page.getByRole('table', { name: 'Assets' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('GMEC960603AN');
  // …and the asset made above is among them.
  await page.goto(`/assets?${new URLSearchParams({ oem_id: hit?.id ?? '', unique_id: tag })}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('GMEC960603AN');
});

test('model search: nothing found, and the brand is kept in the URL', async ({ signedInPage: page }) => {
  await page.goto('/models');
  await page.getByLabel('Model number').fill('QQXQQXQQX');
  await page.getByLabel('Brand (optional)').fill('Goodman');
  await page.getByLabel('Brand (optional)').press('Enter');
  await expect(page).toHaveURL(/brand=Goodman/);
  await expect(page.getByText(/No model matches “QQXQQXQQX” for Goodman/)).toBeVisible();
  await expect(page.getByText('Check the characters, try fewer of them, or leave the brand out.')).toBeVisible();
  // Without a brand there is no brand to leave out.
  await page.goto('/models?model=QQXQQXQQX');
  await expect(page.getByText('No model matches “QQXQQXQQX”', { exact: true })).toBeVisible();
  await expect(page.getByText('Check the characters or try fewer of them.', { exact: true })).toBeVisible();
});

test('model search: a brand without rows shows its sister brands marked; without a brand distinct models lead', async ({ signedInPage: page, api }) => {
  // Bryant (Carrier group) sells no N95ESN furnace in the catalog; the ICP badges do.
  await page.goto('/models?model=N95ESN06&brand=Bryant');
  await expect(page.getByRole('note')).toContainText('No Bryant model matches');
  const results = page.getByRole('region', { name: 'Results' }).getByRole('listitem');
  await expect(results.first()).toContainText('Sister brand of Bryant');
  await expect(results.first()).toContainText(/Also sold as .*Tempstar/);
  // Sister rows too: distinct model numbers first (not one furnace under ten badges).
  const sisterNames = (await page.getByRole('heading', { level: 3 }).allInnerTexts()).slice(0, 8);
  expect(new Set(sisterNames).size).toBe(8);
  // Without a brand the first eight rows are eight different model numbers (two furnaces × four listed forms).
  await page.goto('/models?model=N95ESN06');
  const headings = page.getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible();
  const answer = await api.searchModels('N95ESN06');
  const names = (await headings.allInnerTexts()).slice(0, 8);
  expect(new Set(names).size).toBe(8);
  expect(names).toEqual(answer.data.slice(0, 8).map((m) => m.model));
  await expect(page.getByText('Sister brand')).toHaveCount(0);
});
