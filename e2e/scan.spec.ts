import { expect, expectNoA11yViolations, test } from './fixtures';
import { assetIdsInTable } from './support/assets-page';
import { PHOTO_HEIGHT_PX, PHOTO_WIDTH_PX, plateHtml } from '../scripts/scan-eval/plate-html';
import type { PlateSpec } from '../scripts/scan-eval/plate-specs';

// The Goodman furnace GMEC960603AN is in the shipped catalog (ENERGY STAR furnaces); RULES.md §4:
// Goodman serial YYMM + 6 digits, "2205…" = May 2022 (Goodman's warranty certificate).
const PLATE: Omit<PlateSpec, 'id'> = {
  brand: 'Goodman',
  model: 'GMEC960603AN',
  serial: '2205123456',
  layout: 'table',
  font: 'DejaVu Sans',
  theme: 'silver',
  modelLabel: 'MODEL NO.',
  serialLabel: 'SERIAL NO.',
  distractors: [
    ['VOLTS', '115'],
    ['PHASE', '1'],
    ['HZ', '60'],
    ['MAX. FUSE/BREAKER', '15'],
    ['P/N', '0140F01234'],
  ],
  degraded: false,
  degradation: { tiltDeg: 0, blurPx: 0, glare: 0, jpegQuality: 90 },
};

test('scan: a plate photo → fields prefilled → Add asset → listed as Nameplate scan and enriched', async ({ signedInPage: page, api, browser }) => {
  test.setTimeout(180_000);
  const tag = `scan${Date.now().toString(36)}`;

  // The "photo": the plate rendered by Chromium, as the eval set is (scripts/scan-eval).
  const camera = await browser.newPage({ viewport: { width: PHOTO_WIDTH_PX, height: PHOTO_HEIGHT_PX } });
  await camera.setContent(plateHtml({ ...PLATE, id: 'e2e' }));
  const photo = await camera.screenshot({ type: 'jpeg', quality: 90 });
  await camera.close();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a data plate' })).toBeVisible();
  await page.getByLabel('Customer name').fill(`Site ${tag}`);
  await page.getByLabel('Plate photo').setInputFiles({ name: 'plate.jpg', mimeType: 'image/jpeg', buffer: photo });

  await expect(page.getByRole('textbox', { name: 'Model number', exact: true })).toHaveValue('GMEC960603AN', { timeout: 120_000 });
  await expect(page.getByRole('textbox', { name: 'Serial number', exact: true })).toHaveValue('2205123456');
  await expect(page.getByRole('textbox', { name: 'Brand', exact: true })).toHaveValue('Goodman');
  // Where each was read, and what the service makes of it before anything is added.
  await expect(page.getByRole('img', { name: /boxes where the model, serial and brand were read/ })).toBeVisible();
  await expect(page.getByText(/Catalog: Goodman GMEC960603AN/)).toBeVisible();
  await expect(page.getByText(/Age and warranty: made 2022-05/)).toBeVisible();
  await expectNoA11yViolations(page, test.info(), 'scan-review');

  await page.getByRole('button', { name: 'Add asset' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was added' })).toBeVisible();

  const [listed] = (await api.waitUntilFinal({ added_from: ['nameplate-scan'], search_string: tag }, 1)).data;
  expect(listed).toMatchObject({
    model_number: 'GMEC960603AN',
    serial_number: '2205123456',
    brand: 'Goodman',
    customer_name: `Site ${tag}`,
    status: 'completed',
    request: { added_from: 'nameplate-scan' },
  });
  // Enriched: matched to the catalog's Goodman furnace.
  expect(listed?.enrichment).toMatchObject({ brand: 'Goodman', model: expect.stringContaining('GMEC96') });

  // The Assets page's "Nameplate scan" filter finds it.
  await page.getByRole('link', { name: 'Assets added from scans' }).click();
  await expect(page).toHaveURL(/added_from=nameplate-scan/);
  await expect(page.getByRole('checkbox', { name: 'Nameplate scan' })).toBeChecked();
  await expect.poll(async () => (await assetIdsInTable(page)) ?? []).toContain(listed!.id);
  await expectNoA11yViolations(page, test.info(), 'assets-nameplate-scan');
});

test('scan: a file that is not a photo is named and refused, not silently dropped', async ({ signedInPage: page }) => {
  await page.goto('/scan');
  await expect(page.getByRole('heading', { level: 1, name: 'Scan a data plate' })).toBeVisible();
  await page.getByLabel('Plate photo').setInputFiles({ name: 'service-report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(page.getByRole('alert')).toHaveText(/^service-report\.pdf is not a photo, so it was not read\. Choose a picture of the data plate/);
  await expect(page.getByRole('region', { name: /^Photo / })).toHaveCount(0);
});

test('scan: photos chosen together are read one after another, each keeping its own fields', async ({ signedInPage: page, browser }) => {
  test.setTimeout(240_000);
  const camera = await browser.newPage({ viewport: { width: PHOTO_WIDTH_PX, height: PHOTO_HEIGHT_PX } });
  await camera.setContent(plateHtml({ ...PLATE, id: 'e2e-two' }));
  const photo = await camera.screenshot({ type: 'jpeg', quality: 90 });
  await camera.close();

  await page.goto('/scan');
  await page.getByLabel('Plate photo').setInputFiles([
    { name: 'unit-1.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'unit-2.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  // The reader's progress while the second photo was read went to the first: its fields were replaced by
  // "recognizing text 100 %" for good.
  for (const name of ['unit-2.jpg', 'unit-1.jpg']) {
    const section = page.getByRole('region', { name: `Photo ${name}` });
    await expect(section.getByRole('textbox', { name: 'Model number', exact: true })).toHaveValue('GMEC960603AN', { timeout: 150_000 });
  }
  const first = page.getByRole('region', { name: 'Photo unit-1.jpg' });
  await expect(first.getByRole('button', { name: 'Add asset' })).toBeVisible();
  await expect(first).not.toContainText('recognizing text');
});
