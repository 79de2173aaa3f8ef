// Reading the asset table: which assets a view shows, by the ids its row links point to.
import { expect, type Page } from '@playwright/test';

/** Ids of the assets in the table, in row order ([] for the "no assets" state). */
export async function assetIdsInTable(page: Page): Promise<string[] | null> {
  const table = page.getByRole('table', { name: 'Assets' });
  if (await page.getByText(/No assets (match these filters|yet)/).isVisible()) return [];
  if (!(await table.isVisible())) return null;
  if ((await table.getAttribute('aria-busy')) === 'true') return null;
  const hrefs = await table.locator('tbody tr td:first-child a').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  return hrefs.map((h) => decodeURIComponent(h.replace(/^\/assets\//, '')));
}

/** Waits until the table shows exactly these assets (any order unless `ordered`). */
export async function expectTableToShow(page: Page, ids: string[], opts: { ordered?: boolean; message?: string } = {}): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await assetIdsInTable(page);
        return shown && !opts.ordered ? [...shown].sort() : shown;
      },
      { message: opts.message, timeout: 15_000 },
    )
    .toEqual(opts.ordered ? ids : [...ids].sort());
}
