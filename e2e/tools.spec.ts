import { expect, expectNoA11yViolations, screenshotRoute, test } from './fixtures';

// The calculators: index → a tool, results as you type (computed in the browser by the same module
// the API runs, so the page and the API agree), inline schema errors, state in the URL, the
// equivalent API request, badges with their thresholds, and axe on every state.

const TOOL_TITLES = [
  'Airflow calculator',
  'Airflow diagnostic',
  'Subcooling',
  'Superheat',
  'Ductulator',
  'Nitrogen pressure test',
  'Pressure set points',
  'Target superheat',
  'TXV sizing',
];

test('index lists the nine tools and leads to each', async ({ signedInPage: page }, testInfo) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'HVAC tools' })).toBeVisible();
  for (const title of TOOL_TITLES) await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'tools-index');
  await page.getByRole('link', { name: 'Subcooling', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\/calculate-sub-cool$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subcooling' })).toBeVisible();
});

test('subcooling: live result, inline errors, URL state, and the API agrees', async ({ signedInPage: page, api }, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/tools/calculate-sub-cool');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('Enter the readings');

  await page.getByLabel(/^Refrigerant/).selectOption('R-410A');
  await page.getByLabel(/^Liquid line pressure/).fill('340');
  await page.getByLabel(/^Liquid line temperature/).fill('95');

  // Results as you type, with the badge and its threshold beside it.
  await expect(result.getByText('In range')).toBeVisible();
  await expect(result.getByText('target 8–12 °F')).toBeVisible();
  await expect(page).toHaveURL(/gas_type=R-410A/);
  await expect(page).toHaveURL(/pressure=340/);

  // The same body through the API gives the same numbers as the page shows.
  const res = await api.request.post(`/gateway/${api.partner}/tools/calculate-sub-cool`, {
    data: { gas_type: 'R-410A', pressure: 340, temperature: 95 },
  });
  expect(res.status()).toBe(200);
  const fromApi = (await res.json()) as { bubble_temp: number; sub_cool: number };
  await expect(result.getByText(`${fromApi.bubble_temp.toFixed(1)} °F`).first()).toBeVisible();
  await expect(result.getByText(`${fromApi.sub_cool.toFixed(1)} °F`).first()).toBeVisible();
  await expectNoA11yViolations(page, testInfo, 'tools-sub-cool-result');
  await screenshotRoute(page, testInfo, 'tools-sub-cool');

  // The equivalent request, copied as JSON.
  const json = page.getByLabel('JSON body');
  await expect(json).toContainText('"pressure": 340');
  await expect(page.getByLabel('curl command')).toContainText('/gateway/{partner}/tools/calculate-sub-cool');
  await page.getByRole('button', { name: 'Copy JSON body' }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => navigator.clipboard.readText()))).toEqual({ gas_type: 'R-410A', pressure: 340, temperature: 95 });

  // Inline error from the schema; the result says what to fix.
  const temperature = page.getByLabel(/^Liquid line temperature/);
  await temperature.fill('abc');
  await expect(page.getByText('temperature must be a number (°F)').first()).toBeVisible();
  await expect(temperature).toHaveAttribute('aria-invalid', 'true');
  await expect(result).toContainText('No result yet');
  await expectNoA11yViolations(page, testInfo, 'tools-sub-cool-error');

  // An out-of-range pressure: the message names the valid range.
  await temperature.fill('95');
  await page.getByLabel(/^Liquid line pressure/).fill('900');
  await expect(page.getByText(/pressure must be between .* psig for R-410A/).first()).toBeVisible();

  // A shared link reproduces the reading.
  await page.goto('/tools/calculate-sub-cool?gas_type=r410a&pressure=340&temperature=95');
  await expect(page.getByLabel(/^Refrigerant/)).toHaveValue('R-410A');
  await expect(result.getByText('In range')).toBeVisible();
  // By hand: R-410A bubble point 318.5 psig at 100 °F and 366.5 psig at 110 °F (NIST REFPROP table at
  // https://www.calcspec.com/hvac/refrigerant-pt-chart.html); ln p linear in T puts 340 psig at 104.6 °F.
  await expect(result.getByText(/^104\.[5-7] °F$/).first()).toBeVisible();

  // Clear from the keyboard: the button disables itself, and the focus goes to the first field (it fell to the page).
  await page.getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Liquid line pressure/)).toHaveValue('');
  await expect(page.getByLabel(/^Refrigerant/)).toBeFocused();
});

test('airflow diagnostic shows its colour and band limits; target superheat explains when it does not apply', async ({ signedInPage: page }, testInfo) => {
  await page.goto('/tools/airflow-diagnostic');
  await page.getByRole('button', { name: 'Fill in an example' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByText(/^(Green|Yellow|Red)$/)).toBeVisible();
  await expect(result.getByText('green 87.5–112.5 %, yellow 75–125 %, red beyond')).toBeVisible();
  await expect(result.getByRole('table', { name: 'Intermediate values' })).toContainText('Enthalpy drop');
  await expectNoA11yViolations(page, testInfo, 'tools-airflow-diagnostic');
  // On a phone the thresholds table stays inside its card (its sources ran past the edge of the screen).
  await page.setViewportSize({ width: 390, height: 844 });
  const thresholds = result.getByRole('table', { name: 'Thresholds' });
  await expect(thresholds).toContainText('Nameplate bands around spec 4.7');
  const tableBox = await thresholds.boundingBox();
  const cardBox = await result.boundingBox();
  expect(tableBox && cardBox && tableBox.x + tableBox.width).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/tools/target-super-heat?outdoor_air_temp=95&return_air_temp_wetbulb=58');
  await expect(result).toContainText('The method does not apply');
  await expect(result).toContainText('charge by weight');
  await page.getByLabel(/^Return air wet bulb/).fill('67');
  await expect(result.getByText('Chart applies')).toBeVisible();
  await expect(result).toContainText('8–18 °F');
  await expectNoA11yViolations(page, testInfo, 'tools-target-super-heat');
});

test('nitrogen test: the temperature-corrected pressure, and its tolerance written as ± (not "-2.96–2.96")', async ({ signedInPage: page }) => {
  // Hand calculation (Gay-Lussac at constant volume, absolute units): (300 + 14.696) psia × (68 + 459.67) °R
  // ÷ (75 + 459.67) °R = 310.576 psia → 295.88 psig; tolerance max(1 psi, 1 % × 295.88) = 2.96 psi.
  await page.goto('/tools/nitrogen-pressure-test?initial_pressure=300&initial_temperature=75&final_pressure=296&final_temperature=68');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText('295.9 psig');
  await expect(result.getByText('holding within ±2.96 psi')).toBeVisible();
  const thresholds = result.getByRole('table', { name: 'Thresholds' });
  await expect(thresholds).toContainText('±2.96 psi');
  await expect(thresholds).not.toContainText('-2.96');
});

test('ductulator lists round and rectangular sizes; an unknown tool says so', async ({ signedInPage: page }, testInfo) => {
  await page.goto('/tools/ductulator?airflow_rate=1000&maximum_air_velocity=1500&maximal_static_loss=0.1');
  const round = page.getByRole('table', { name: 'Round ducts' });
  await expect(round.getByRole('row').nth(1)).toContainText('14');
  await expect(round.getByRole('row').nth(1)).toContainText('935');
  await expect(page.getByRole('table', { name: 'Rectangular equivalents (Huebscher)' })).toContainText('13 × 13');
  // Written with a thousands separator, the airflow is the same number (it was "must be a number").
  await page.getByLabel(/^Airflow/).fill('1,000');
  await expect(round.getByRole('row').nth(1)).toContainText('935');
  await expect(page.getByText(/must be a number/)).toHaveCount(0);
  await expectNoA11yViolations(page, testInfo, 'tools-ductulator');
  await screenshotRoute(page, testInfo, 'tools-ductulator');
  // On a phone a rectangular size stays on one line (it wrapped to "13 ×" above "13").
  await page.setViewportSize({ width: 390, height: 844 });
  const firstRect = page.getByRole('table', { name: 'Rectangular equivalents (Huebscher)' }).getByRole('row').nth(1);
  const sizeLines = await firstRect.getByRole('cell').nth(0).evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(sizeLines).toBe(1);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/tools/no-such-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'No such tool' })).toBeVisible();
});
