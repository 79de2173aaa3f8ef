export { buildCatalogIndex, foldOcr, type CatalogIndex, type IndexedSkeleton } from './catalog-index';
export { normalizeModelNumber, compileModelPattern, cleanModelString, rootModelOf } from './model-pattern';
export { decodeCatalog, encodeCatalog, CATALOG_FILE_VERSION, type CatalogFile } from './catalog-file';
export { EQUIPMENT_TYPES, equipmentImagePath, equipmentTypeSlug, type EquipmentType } from './equipment-types';
