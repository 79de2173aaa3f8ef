import { expect, test } from './fixtures';

// An uncatalogued Goodman GSX14 (RULES.md §1.1: GSX = split AC, R-410A; 14 SEER; 036 = 3 t) is
// identified from its model number; the dashboard says so plainly, and the type filter finds it.
test('asset identified from its model number: detail says so, with decoded fields, rule and source; type filter finds it', async ({ signedInPage: page, api }) => {
  const tag = `d${Date.now().toString(36)}`;
  const created = await api.createAsset({ model_number: 'GSX140361', brand: 'Goodman', serial_number: '2205123456', unique_id: tag }, `dist-${tag}`);
  await api.waitUntilFinal({ distributor: `dist-${tag}` }, 1);

  await page.goto(`/assets/${created.id}`);
  await expect(page.getByRole('heading', { name: 'Identified from the model number' })).toBeVisible();
  await expect(page.getByText('This unit is not in the catalog. It was identified from its model number')).toBeVisible();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'What the model number says' }) });
  await expect(card).toContainText('Goodman GSX14 — split air conditioner');
  await expect(card).toContainText('Nominal cooling capacity (tons)');
  await expect(card).toContainText('R-410A');
  await expect(card).toContainText('§1.1 Goodman split outdoor, 2005–2022');
  await expect(card).toContainText('[S13]');
  // The brand was submitted; with no catalog model there is nothing to compare it with, and the page says that.
  const why = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Why this match' }) });
  await expect(why).toContainText('No catalog model matched, so the submitted brand had nothing to be compared with.');

  await page.goto(`/assets?${new URLSearchParams({ unique_id: tag, type: 'air conditioners' })}`);
  const rows = page.getByRole('table', { name: 'Assets' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('GSX140361');
  await expect(rows.first()).toContainText('decoded from the model number');
  await expect(rows.first()).toContainText('air conditioners');
});

// Bosch GZ036 as an owner writes it (the size, no options): not a catalog model and no maker's key covers it, but the
// shipped catalog's three Bosch models numbered GZ036… (ENERGY STAR geothermal list) are all geothermal heat pumps.
test('asset typed by the catalog series: detail says only the type is claimed, and how it was read', async ({ signedInPage: page, api }) => {
  const tag = `s${Date.now().toString(36)}`;
  const created = await api.createAsset({ model_number: 'GZ036', brand: 'Bosch', unique_id: tag }, `dist-${tag}`);
  await api.waitUntilFinal({ distributor: `dist-${tag}` }, 1);

  await page.goto(`/assets/${created.id}`);
  await expect(page.getByRole('heading', { name: 'Identified from the model number' })).toBeVisible();
  await expect(page.getByText('no manufacturer’s model-number key covers it').first()).toBeVisible();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'What the model number says' }) });
  await expect(card).toContainText('geothermal heat pumps');
  await expect(card).toContainText('catalog series: the 3 catalog models of this brand numbered GZ036… are all geothermal heat pumps');
  await expect(card).toContainText('a hint, not a key');

  await page.goto(`/assets?${new URLSearchParams({ unique_id: tag, type: 'geothermal heat pumps' })}`);
  await expect(page.getByRole('table', { name: 'Assets' }).locator('tbody tr')).toHaveCount(1);
});

// A decode whose source cites long manual links (Lennox XC16, RULES.md §5.1): they wrap inside their cards, so the
// page never scrolls sideways at the desktop width.
test('asset detail with long source links fits the window', async ({ signedInPage: page, api }) => {
  const tag = `w${Date.now().toString(36)}`;
  const created = await api.createAsset({ model_number: 'XC16-036-230', brand: 'Lennox', serial_number: '5807A12345', unique_id: tag }, `dist-${tag}`);
  await api.waitUntilFinal({ distributor: `dist-${tag}` }, 1);
  await page.goto(`/assets/${created.id}`);
  const specs = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Specifications' }) });
  await expect(specs).toContainText('manuals.plus');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
