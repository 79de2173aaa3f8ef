// The one place that says whether a string reads as a model number of a brand. Field extraction
// (extract.ts) ranks model-number readings and their OCR-confusion repairs with it; the catalog
// check comes on top of it (resolve-model.ts).
import { decodeModelNumberAsRead } from '../enrichment/nomenclature';

/** A reading the brand's model-number nomenclature decodes (RULES.md rules) beats any shape-only reading. */
export const DECODED_PLAUSIBILITY = 0.95;

/**
 * How plausible `model` is as a nameplate model number of `brand` (null: unknown), 0–1.
 * Shape rules common to HVAC model numbers (AHRI directory listings): 4–25 letters and digits
 * (dashes and slashes allowed), at least one digit, usually letters too, not a refrigerant.
 * Field extraction also compares OCR-confusion variants with it (resolve-model.mostPlausibleReading),
 * so a reading the brand's nomenclature decodes (decodeModelNumber) is preferred, and repairs
 * readings too; shape alone never prefers a variant (all-digit and mixed readings differ by less
 * than the gain it requires).
 */
export function modelPlausibility(model: string, brand: string | null): number {
  const core = model.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (core.length < 4 || core.length > 25) return 0;
  if (!/\d/.test(core)) return 0.05;
  if (/^R\d{2,3}[A-Z]?$/.test(core)) return 0; // a refrigerant (R410A)
  if (decodeModelNumberAsRead(model, brand) !== null) return DECODED_PLAUSIBILITY;
  let score = /[A-Z]/.test(core) ? 0.7 : 0.6;
  if (core.length >= 6) score += 0.1;
  if (/[^A-Z0-9\-/.]/i.test(model.trim())) score -= 0.3;
  return Math.max(0, Math.min(1, score));
}
