// Nameplate scan: fields of an HVAC data plate from what the OCR read (pure: no DOM, no I/O).
export * from './types';
export { extractNameplateFields, type ExtractOptions } from './extract';
export { modelPlausibility } from './model-plausibility';
export { fitToPattern } from './resolve-model';
export { findBrand } from './brand';
export { locateValues } from './locate';
export { labelAt } from './labels';
export { rereadTargets, valueLikeness, MAX_REREADS } from './reread';
export { glyphReadingToKeep, glyphTargets, showsOneGlyph, MAX_GLYPH_REREADS } from './glyphs';
export { orientationQuality } from './orientation';
