// Public API of the enrichment engine (pure domain code: no React, no node:*, no I/O).
export * from './types';
export * from './explanation';
export { brandFamily, brandGroup, brandsAgree, canonicalBrand, normalizeBrandKey, KNOWN_BRANDS, type BrandAgreement } from './brands';
export * from './catalog';
export * from './matching';
export { searchModels, MIN_SUBSTRING_CHARS, FUZZY_WHEN_FEWER_THAN, MIN_FUZZY_SEARCH_CHARS, type ModelSearchHit, type SearchMatchKind } from './model-search';
export * from './serial';
export * from './warranty';
export { enrich, validateEnrichInput, MAX_INPUT_FIELD_CHARS, type EnrichResult } from './enrich';
export { ageAndWarranty, type AgeAndWarrantyError, type AgeAndWarrantyOutcome, type AgeAndWarrantyResult } from './age-and-warranty';
export {
  decodeModelNumber,
  createModelNumberDecoder,
  ALL_NOMENCLATURE_RULES,
  CORE_FAMILY_RULES,
  MORE_FAMILY_RULES,
  DECODED_MODEL_DATA_KEYS,
  NOMENCLATURE_FAMILIES,
  normalizeNomenclatureModel,
  type DecodedFields,
  type EvidenceTag,
  type NomenclatureDecode,
  type NomenclatureFamily,
  type NomenclatureRule,
} from './nomenclature';
