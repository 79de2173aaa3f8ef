import { closeSync, mkdtempSync, openSync, ftruncateSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, NameplateApi, test } from './fixtures';
import { CSV_HEADER, csvLine, isoDaysAgo } from './support/seed-data';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
/** The value of one count of the preview (a <dt>/<dd> pair), by its exact label. */
const stat = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('uploads', () => {
  test.beforeEach(async ({ signedInPage: page }) => {
    await page.goto('/uploads');
    await expect(page.getByRole('heading', { level: 1, name: 'Uploads' })).toBeVisible();
  });

  test('a CSV dropped on the dropzone is previewed, uploaded, and its request reaches completed', async ({ signedInPage: page, api }) => {
    const name = `journey-${Date.now()}.csv`;
    // Real catalog models (ENERGY STAR certified furnaces) with serials in the makers' formats.
    const text =
      `${CSV_HEADER},tonnage\n` +
      `${csvLine({ model_number: 'GMEC960603AN', brand: 'Goodman', serial_number: '2205123456', customer_name: 'Journey One', date_added: isoDaysAgo(10), type_of_service: 'install' })},3\n` +
      `${csvLine({ model_number: '59TN6A060V17--14', brand: 'Carrier', serial_number: '1510A12345', customer_name: '<b>not bold</b>' })},\n` +
      `${csvLine({ model_number: 'R98VB115M524USA', brand: 'Rheem', customer_name: 'Journey Three' })},\n` +
      `${csvLine({ model_number: 'GMVC960803BN', brand: 'Goodman', date_added: '2023-02-30' })},\n`;
    await page.getByTestId('csv-file-input').setInputFiles(csvFile(name, text));

    // The preview (Web Worker) counts rows, names the columns and the failing row before anything is sent.
    await expect(stat(page, 'Rows')).toHaveText('4');
    await expect(stat(page, 'Ready to enrich')).toHaveText('3');
    await expect(stat(page, 'Will fail')).toHaveText('1');
    await expect(page.getByRole('list', { name: 'Columns recognised' })).toContainText('model_number');
    await expect(page.getByRole('list', { name: 'Columns ignored' })).toHaveText('tonnage');
    await expect(page.getByRole('list', { name: 'Reasons rows will fail' })).toContainText('date_added');
    // User text is shown as text, never as HTML.
    await expect(page.getByRole('region', { name: 'First rows' })).toContainText('<b>not bold</b>');

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page).toHaveURL(/\/requests\?highlight=[0-9a-f-]{36}$/);
    const requestId = new URL(page.url()).searchParams.get('highlight') ?? '';

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Finished', { timeout: 60_000 });
    // Request, Status, Progress, Assets first: on a phone the status and progress are on screen without scrolling sideways.
    await expect(row.getByRole('cell').nth(3)).toHaveText('4');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const part of [row.getByText('Finished'), row.getByRole('img', { name: /^Asset statuses/ })]) {
      const box = await part.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The file name wraps at its hyphen, not at whatever letter reaches the edge (it broke mid-word: "seed3.cs|v").
    const nameLink = row.getByRole('link', { name });
    await expect(nameLink).toHaveCSS('word-break', 'normal');
    const firstLine = await nameLink.evaluate((a) => {
      const text = a.firstChild as Text;
      const range = document.createRange();
      let end = 1;
      for (; end < text.length; end++) {
        range.setStart(text, end);
        range.setEnd(text, end + 1);
        const prev = document.createRange();
        prev.setStart(text, 0);
        prev.setEnd(text, 1);
        if (range.getBoundingClientRect().top > prev.getBoundingClientRect().top + 2) break;
      }
      return text.data.slice(0, end);
    });
    expect(firstLine).toBe('journey-');

    const requests = await api.listRequests({ per_page: 50 });
    const created = requests.data.find((r) => r.id === requestId);
    expect(created).toMatchObject({ status: 'completed', added_from: 'batch-import', added_by: 'alice@e2e.test', file_name: name });
    expect(created?.asset_status.failed).toBe(1);
    expect(created?.asset_status.pending).toBe(0);
  });

  test('on a phone the failing rows of the preview fit their box', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const text =
      `${CSV_HEADER}\n` +
      `${csvLine({ model_number: 'GMEC960603AN', brand: 'Goodman', type_of_service: 'repair' })}\n` +
      `${csvLine({ model_number: '', brand: 'Goodman', customer_name: 'No Model Co' })}\n`;
    await page.getByTestId('csv-file-input').setInputFiles(csvFile('narrow.csv', text));
    await page.getByText('The failing rows').click();
    const failing = page.getByRole('table').filter({ hasText: 'Problem' });
    await expect(failing).toContainText('type_of_service');
    const box = page.locator('div').filter({ has: page.getByRole('heading', { name: '2 rows will fail' }) }).last();
    const [tableRight, boxRight] = [(await failing.boundingBox())!, (await box.boundingBox())!].map((b) => b.x + b.width);
    expect(tableRight).toBeLessThanOrEqual(boxRight!);
  });

  test('a file without a model_number column is blocked until its column of model numbers is chosen', async ({ signedInPage: page }) => {
    await page.getByTestId('csv-file-input').setInputFiles(csvFile('no-model.csv', 'unit,brand\nGMEC960603AN,Goodman\n'));
    await expect(page.getByRole('alert').filter({ hasText: 'The header row has no model_number column' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

    await page.getByRole('combobox', { name: 'Read column 1 (unit) as' }).selectOption('model_number');
    await expect(stat(page, 'Ready to enrich')).toHaveText('1');
    await expect(page.getByRole('list', { name: 'Columns recognised' })).toHaveText(/model_number\s*brand/);
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  });

  test('a spreadsheet\'s own column names are matched to the upload\'s, shown, and the assets imported under them', async ({ signedInPage: page, api }) => {
    const name = `own-names-${Date.now()}.csv`;
    const tag = `own-names-${Date.now()}`;
    const text = `Model #,Make,Serial No.,Customer,Asset Tag,Tonnage\nGSX140361KD,Goodman,1408123456,"Smith, Ann",${tag},3\n`;
    await page.getByTestId('csv-file-input').setInputFiles(csvFile(name, text));

    const panel = page.locator('details').filter({ hasText: 'Match your columns' });
    await expect(panel).toHaveAttribute('open', '');
    await expect(page.getByRole('combobox', { name: 'Read column 1 (Model #) as' })).toHaveValue('model_number');
    await expect(page.getByRole('combobox', { name: 'Read column 2 (Make) as' })).toHaveValue('brand');
    await expect(page.getByRole('combobox', { name: 'Read column 3 (Serial No.) as' })).toHaveValue('serial_number');
    await expect(page.getByRole('combobox', { name: 'Read column 4 (Customer) as' })).toHaveValue('customer_name');
    await expect(page.getByRole('combobox', { name: 'Read column 5 (Asset Tag) as' })).toHaveValue('unique_id');
    await expect(page.getByRole('combobox', { name: 'Read column 6 (Tonnage) as' })).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Columns ignored' })).toHaveText('Tonnage');
    await expect(stat(page, 'Ready to enrich')).toHaveText('1');

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page).toHaveURL(/\/requests\?highlight=[0-9a-f-]{36}$/);
    const requestId = new URL(page.url()).searchParams.get('highlight') ?? '';
    const requests = await api.listRequests({ per_page: 100 });
    expect(requests.data.find((r) => r.id === requestId)).toMatchObject({ file_name: name, assets_count: 1 });
    const assets = await api.listAssets({ unique_id: tag });
    expect(assets.data).toHaveLength(1);
    expect(assets.data[0]).toMatchObject({ model_number: 'GSX140361KD', brand: 'Goodman', serial_number: '1408123456', customer_name: 'Smith, Ann' });
  });

  test('a file that is not UTF-8 text is refused before upload with the message of the server\'s 422', async ({ signedInPage: page, api }) => {
    // Latin-1 bytes (é = 0xE9): the preview reads the file with the server's own reader
    // (contract/csv-upload-reader.ts), so it refuses what the server refuses, in the same words.
    const bytes = Buffer.from([...Buffer.from('modèle,marque\nGMEC960603AN,Goodman\n', 'latin1')]);
    const serverAnswer = await api.uploadCsvRaw('latin1.csv', bytes);
    expect(serverAnswer.status()).toBe(422);
    const { message } = await NameplateApi.errorBody(serverAnswer);

    await page.getByTestId('csv-file-input').setInputFiles({ name: 'latin1.csv', mimeType: 'text/csv', buffer: bytes });
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  });

  test('a file over 100 MB is refused before upload', async ({ signedInPage: page }) => {
    // A sparse file: 100 MiB + 1 byte on paper, nothing written to disk.
    const dir = mkdtempSync(join(tmpdir(), 'nameplate-big-'));
    const path = join(dir, 'huge.csv');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, 100 * 1024 * 1024 + 1);
    closeSync(fd);
    await page.getByTestId('csv-file-input').setInputFiles(path);
    await expect(page.getByRole('alert')).toContainText('huge.csv is 104,857,601 bytes; a CSV file may be at most 104,857,600 bytes');
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  });

  test('an upload in progress shows byte progress and can be cancelled', async ({ signedInPage: page, api }) => {
    const name = `cancelled-${Date.now()}.csv`;
    const line = csvLine({ model_number: 'GMEC960603AN', brand: 'Goodman', serial_number: '2205123456', customer_name: 'Bulk Customer' });
    const text = `${CSV_HEADER}\n${Array.from({ length: 20_000 }, () => line).join('\n')}\n`; // ≈ 1.2 MB
    await page.getByTestId('csv-file-input').setInputFiles(csvFile(name, text));
    await expect(stat(page, 'Rows')).toHaveText('20,000');

    // Chromium's network emulation slows the upload to ~100 kB/s so there is time to cancel it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 100 * 1024 });

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Uploading' });
    await expect(progress).toBeVisible();
    await expect.poll(async () => Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The upload was cancelled' })).toBeVisible();
    await expect(page).toHaveURL(/\/uploads$/);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const requests = await api.listRequests({ per_page: 100 });
    expect(requests.data.map((r) => r.file_name)).not.toContain(name);
  });

  test('the template CSV has every column and passes the preview', async ({ signedInPage: page }) => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the template CSV' }).click();
    const file = await download;
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.split(/\r?\n/)[0]).toBe(CSV_HEADER);
    await page.getByTestId('csv-file-input').setInputFiles(csvFile('template.csv', text));
    await expect(stat(page, 'Ready to enrich')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
  });

  test('one asset: errors beside the fields, then created with a link to it', async ({ signedInPage: page }) => {
    const form = page.getByRole('form', { name: 'Add one asset' });
    await form.getByRole('button', { name: 'Add asset' }).click();
    const model = form.getByLabel('Model number');
    await expect(model).toHaveAttribute('aria-invalid', 'true');
    await expect(model).toHaveAccessibleDescription(/The model number field is required/);

    await model.fill('GMEC960603AN');
    await form.getByLabel('Notes').fill('n'.repeat(256));
    await form.getByRole('button', { name: 'Add asset' }).click();
    await expect(form.getByLabel('Notes')).toHaveAccessibleDescription(/must not be greater than 255 characters/);

    // A rule only the server checks (the distributor query parameter, spec 4.2/8: at most 255
    // characters): its 422 field error lands beside the field too.
    await form.getByLabel('Notes').fill('Hall closet');
    await form.getByLabel('Distributor ID').fill('d'.repeat(256));
    await form.getByRole('button', { name: 'Add asset' }).click();
    await expect(form.getByLabel('Distributor ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Distributor ID')).toHaveAccessibleDescription(/255/);
    await expect(page.getByRole('alert').filter({ hasText: 'The asset was not added' })).toBeVisible();
    await form.getByLabel('Distributor ID').fill('');

    await form.getByLabel('Brand').fill('Goodman');
    await form.getByLabel('Serial number').fill('2205654321');
    await form.getByLabel('Type of service').selectOption('install');
    await form.getByLabel('Date added').fill(isoDaysAgo(1));
    await form.getByRole('button', { name: 'Add asset' }).click();
    const done = page.getByRole('status').filter({ hasText: 'was added and is queued for enrichment' });
    await expect(done).toBeVisible();
    await done.getByRole('link', { name: 'Open the asset' }).click();
    await expect(page).toHaveURL(/\/assets\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('main')).toContainText('GMEC960603AN');
  });
});
