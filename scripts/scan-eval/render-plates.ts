// Renders the seeded plate set with Chromium: one JPEG per plate plus manifest.json (the truth).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { loadCatalog } from '../../src/server/catalog/load-catalog';
import { PHOTO_HEIGHT_PX, PHOTO_WIDTH_PX, plateHtml } from './plate-html';
import { plateSpecs, withLabelVariants, withPhotoEffects, type PlateSpec } from './plate-specs';
import { mulberry32 } from './rng';

/** Mixed into the seed for the photo effects' stream. */
const PHOTO_STREAM = 0x5f3759df;
/** Mixed into the seed for the label variants' stream. */
const LABEL_STREAM = 0x2545f491;

export interface ManifestEntry {
  file: string;
  model: string;
  serial: string;
  brand?: string;
  degraded?: boolean;
  spec?: PlateSpec;
}

export async function renderPlates(browser: Browser, dir: string, o: { count: number; seed: number; degradedShare: number; photo?: boolean; labelVariants?: boolean }): Promise<number> {
  mkdirSync(dir, { recursive: true });
  const plain = plateSpecs(mulberry32(o.seed), loadCatalog().models, o.count, o.degradedShare);
  // The photo effects from a stream of their own: the plates themselves are the seed's default ones.
  const photographed = o.photo ? withPhotoEffects(mulberry32(o.seed ^ PHOTO_STREAM), plain) : plain;
  // Likewise the label variants.
  const specs = o.labelVariants ? withLabelVariants(mulberry32(o.seed ^ LABEL_STREAM), photographed) : photographed;
  const page = await browser.newPage({ viewport: { width: PHOTO_WIDTH_PX, height: PHOTO_HEIGHT_PX } });
  const manifest: ManifestEntry[] = [];
  for (const spec of specs) {
    await page.setContent(plateHtml(spec));
    const file = `${spec.id}.jpg`;
    await page.screenshot({ path: join(dir, file), type: 'jpeg', quality: spec.photo?.jpegQuality ?? spec.degradation.jpegQuality });
    manifest.push({ file, model: spec.model, serial: spec.serial, brand: spec.brand, degraded: spec.degraded, spec });
  }
  await page.close();
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 1));
  return specs.length;
}
