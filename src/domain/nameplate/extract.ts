// Model, serial and brand from what the OCR read on a data plate (and any barcode on it): label-
// anchored candidates (locate.ts), checked against the catalog (resolve-model.ts), the brand's
// serial rules (resolve-serial.ts) and the brand names (brand.ts). Pure: the catalog lookup is passed in.
import { brandFamily, canonicalBrand } from '../enrichment/brands';
import { decodeSerial } from '../enrichment/serial/decode';
import { findBrand } from './brand';
import { locateValues, isValueToken, cleanToken, type ValueCandidate } from './locate';
import { scoreModelCandidates, type ScoredModel } from './resolve-model';
import { scoreSerialCandidates } from './resolve-serial';
import { confusable } from './confusions';
import { DECODED_PLAUSIBILITY, modelPlausibility } from './model-plausibility';
import { withGlyphEvidence, withGlyphs, withModelGlyphs } from './glyphs';
import { sameBox, withRereads } from './reread';
import { withMergedTwins } from './twins';
import type { BarcodeReading, BoxPx, CatalogLookup, ExtractedField, FieldAlternative, GlyphReading, LineReading, NameplateFields, OcrPage } from './types';

export interface ExtractOptions {
  catalog: CatalogLookup;
  /** Today (YYYY-MM-DD): serial readings dated after it are not accepted. */
  today: string;
  barcodes?: BarcodeReading[];
  /** Second readings of value boxes (rereadTargets), each joining the candidate read at that box. */
  rereads?: readonly LineReading[];
  /** Unsure serial and model glyphs read one at a time (glyphTargets). */
  glyphs?: readonly GlyphReading[];
}

const MAX_FIELD_ALTERNATIVES = 3;
/** Anchor of a serial-label value taken as a model candidate (unlabelled words have 0.3). */
const SERIAL_AREA_MODEL_ANCHOR = 0.2;
/**
 * Score a model reading loses when nothing but its shape speaks for it (no catalog fit, not decoded
 * by the brand's model nomenclature, not labelled) and the brand's serial rules date it as read: it
 * is the serial (RULES.md formats are specific: ICP's plant letter + YYWW + sequence, Goodman's YYMM + 6 …).
 */
const SERIAL_DATED_MODEL_PENALTY = 0.2;
/** Anchor a fallback serial candidate loses per candidate nearer the model than it. */
const NEARNESS_STEP = 0.1;

const sameUnderConfusion = (a: string, b: string): boolean => {
  const x = a.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const y = b.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return x.length === y.length && [...x].every((c, i) => confusable(c, y[i]!));
};

/**
 * Barcode texts replace the OCR reading they confirm; with `add`, an unconfirmed one joins the
 * candidates too (plate barcodes mostly encode the serial, so only the serial list takes them).
 */
function withBarcodes(cands: ValueCandidate[], barcodes: BarcodeReading[], page: OcrPage, add: boolean): ValueCandidate[] {
  const out = [...cands];
  for (const b of barcodes) {
    const text = cleanToken(b.text.trim());
    if (!isValueToken(text)) continue;
    const bbox = b.bbox ?? { x0: 0, y0: 0, x1: page.widthPx, y1: page.heightPx };
    const i = out.findIndex((c) => sameUnderConfusion(c.text, text));
    if (i >= 0) out[i] = { ...out[i]!, text, ocr: 1, source: 'barcode' };
    else if (add) out.push({ text, bbox, ocr: 1, anchor: 0.55, source: 'barcode' });
  }
  return out;
}

const overlaps = (a: BoxPx, b: BoxPx) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Fallback candidates nearest `to` first (gap between the boxes), each one's anchor NEARNESS_STEP
 * lower than the one before it: plates print model and serial together, part numbers and ratings apart.
 */
function byNearness(cands: ValueCandidate[], to: BoxPx | null): ValueCandidate[] {
  if (!to) return cands;
  const gap = (b: BoxPx) => Math.hypot(Math.max(0, b.x0 - to.x1, to.x0 - b.x1), Math.max(0, b.y0 - to.y1, to.y0 - b.y1));
  // Readings of one box (a reread, a character vote, glyph readings) share its rank.
  const sorted = [...cands].sort((a, b) => gap(a.bbox) - gap(b.bbox));
  const boxes: BoxPx[] = [];
  for (const c of sorted) if (!boxes.some((b) => sameBox(b, c.bbox))) boxes.push(c.bbox);
  return sorted.map((c) => ({ ...c, anchor: Math.max(0, c.anchor - NEARNESS_STEP * boxes.findIndex((b) => sameBox(b, c.bbox))) }));
}

/** Up to MAX_FIELD_ALTERNATIVES other readings of a field, never its chosen value nor the value chosen for the other field (a serial is no alternative model). */
function alternatives(values: Array<{ value: string; score: number }>, chosen: string, otherFieldValue: string | null): FieldAlternative[] {
  const seen = new Set([chosen]);
  if (otherFieldValue !== null) seen.add(otherFieldValue);
  const out: FieldAlternative[] = [];
  for (const v of values) {
    if (seen.has(v.value)) continue;
    seen.add(v.value);
    out.push({ value: v.value, confidence: round2(Math.min(1, v.score)) });
    if (out.length === MAX_FIELD_ALTERNATIVES) break;
  }
  return out;
}

const round2 = (x: number) => Math.round(Math.max(0, Math.min(1, x)) * 100) / 100;

/**
 * With no model label read (labels garbled), which reading is the model and which the serial is
 * settled by the rules, not by position: a reading only its shape makes a model (no catalog fit,
 * not decoded by the brand's nomenclature) that the brand's serial rules date as read loses
 * SERIAL_DATED_MODEL_PENALTY, so a model-shaped reading the serial rules do not date comes first.
 */
function demoteSerials(models: ScoredModel[], brand: string | null, today: string): ScoredModel[] {
  if (!brand || brandFamily(brand) === null) return models;
  const dated = (m: ScoredModel) =>
    m.hit === null && m.candidate.source !== 'label' && modelPlausibility(m.value, brand) < DECODED_PLAUSIBILITY && decodeSerial(m.readAs, brand, { today }).ok;
  return models.map((m) => (dated(m) ? { ...m, score: m.score - SERIAL_DATED_MODEL_PENALTY } : m)).sort((a, b) => b.score - a.score);
}

export async function extractNameplateFields(page: OcrPage, options: ExtractOptions): Promise<NameplateFields> {
  const first = locateValues(page);
  const rereads = options.rereads ?? [];
  const glyphs = options.glyphs ?? [];
  // A glyph the first reading read twice (its two characters' boxes on the same columns) is read as
  // one too (withMergedTwins), before the glyphs read alone swap characters or weigh readings: a
  // glyph read alone at one of the pair's boxes speaks of the reading as read, not of the merged one.
  const located = {
    // Model readings the catalog fits alike (a wildcard takes 9 and I) are ranked by the glyphs read alone too.
    model: withGlyphEvidence(withModelGlyphs(withMergedTwins(withRereads(first.model, rereads)), glyphs), glyphs),
    // Serial readings the rules date alike are ranked by the glyphs read alone (withGlyphEvidence).
    serial: withGlyphEvidence(withGlyphs(withMergedTwins(withRereads(first.serial, rereads)), glyphs), glyphs),
    unlabelled: withGlyphEvidence(withGlyphs(withMergedTwins(withRereads(first.unlabelled, rereads)), glyphs), glyphs),
  };
  const barcodes = options.barcodes ?? [];
  const brandRead = findBrand(page);

  // Model: labelled values first; unlabelled value-like words only when no label was read.
  let modelCands = withBarcodes(located.model, barcodes, page, false);
  let serialArea = new Set<ValueCandidate>();
  // Without a label, the most model-like words go to the catalog first (longest first among equals);
  // values found under a serial label too (a misread model label leaves the model in the serial
  // label's reach), ranked below the unlabelled ones unless the catalog knows them.
  // A labelled reading with no digit is only a model where the catalog fits it: alone, it does not
  // stop the search among the unlabelled words.
  if (modelCands.every((c) => c.digitless)) {
    const rank = (c: ValueCandidate) => modelPlausibility(c.text, brandRead?.brand ?? null) + Math.min(c.text.length, 15) / 100;
    const fromSerial = located.serial.map((c) => ({ ...c, anchor: SERIAL_AREA_MODEL_ANCHOR }));
    serialArea = new Set(fromSerial);
    modelCands = [...modelCands, ...[...located.unlabelled, ...fromSerial].sort((a, b) => rank(b) - rank(a))];
  }
  const models = demoteSerials(
    (await scoreModelCandidates(modelCands, brandRead?.brand ?? null, options.catalog)).filter((m) => m.hit !== null || (!serialArea.has(m.candidate) && !m.candidate.digitless && !m.candidate.catalogOnly)),
    brandRead?.brand ?? null,
    options.today,
  );
  const bestModel = models[0] ?? null;

  const brandName = brandRead?.brand ?? (bestModel?.hit ? canonicalBrand(bestModel.hit.brand) : null);
  let serialCands = withBarcodes(located.serial, barcodes, page, true);
  const notModel = (c: ValueCandidate) => !bestModel || (!sameUnderConfusion(c.text, bestModel.readAs) && !overlaps(c.bbox, bestModel.candidate.bbox));
  serialCands = serialCands.filter(notModel);
  // No label, or its only value was the model (read under a serial label): the model label's other
  // values (a serial printed under the model when its own label was not read) and unlabelled words,
  // nearest the model first (plates print the two together; part numbers and ratings sit apart).
  if (serialCands.length === 0) {
    const others = located.model.filter((c) => c.source === 'label' && !c.digitless).map((c) => ({ ...c, anchor: SERIAL_AREA_MODEL_ANCHOR }));
    serialCands = byNearness([...others, ...located.unlabelled.filter((c) => !c.catalogOnly)].filter(notModel), bestModel?.candidate.bbox ?? null);
  }
  const serials = scoreSerialCandidates(serialCands, brandName, options.today);
  const bestSerial = serials[0] ?? null;

  const model: ExtractedField | null = bestModel && {
    value: bestModel.value,
    confidence: round2(bestModel.score),
    source: bestModel.candidate.source,
    bbox: bestModel.candidate.bbox,
    read_as: bestModel.readAs !== bestModel.value ? bestModel.readAs : null,
    checks: bestModel.checks,
    alternatives: alternatives(models, bestModel.value, bestSerial?.value ?? null),
  };
  const serial: ExtractedField | null = bestSerial && {
    value: bestSerial.value,
    confidence: round2(bestSerial.score),
    source: bestSerial.candidate.source,
    bbox: bestSerial.candidate.bbox,
    read_as: bestSerial.readAs !== bestSerial.value ? bestSerial.readAs : null,
    checks: bestSerial.checks,
    alternatives: alternatives(serials, bestSerial.value, bestModel?.value ?? null),
  };
  let brand: ExtractedField | null = null;
  if (brandRead) {
    const agrees = bestModel?.hit ? canonicalBrand(bestModel.hit.brand) : null;
    brand = {
      value: brandRead.brand,
      confidence: round2(brandRead.confidence),
      source: 'label',
      bbox: brandRead.bbox,
      read_as: null,
      checks: agrees ? [`the catalog model is a ${agrees}`] : [],
      alternatives: brandRead.alternatives.slice(0, MAX_FIELD_ALTERNATIVES).map((value) => ({ value, confidence: round2(brandRead.confidence / 2) })),
    };
  } else if (bestModel?.hit && brandName) {
    brand = { value: brandName, confidence: round2(bestModel.score * 0.9), source: 'catalog', bbox: null, read_as: null, checks: [`brand of catalog model ${bestModel.hit.pattern}`], alternatives: [] };
  }
  return { model, serial, brand };
}
