import { EQUIPMENT_TYPES } from '@/domain/enrichment/catalog/equipment-types';

// The `type` filter of the asset list and the warranty report matches the catalog category exactly
// ("furnaces"), so "Furnaces" or "furnace" typed by hand found nothing. A typed category is turned
// into the catalog's spelling; any other text is sent as it is (trimmed), or not at all when empty.

/** The catalog's spelling of a typed equipment type, ignoring case, spacing and a missing plural "s". */
export function canonicalEquipmentType(typed: string): string | undefined {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const lower = text.toLowerCase();
  return EQUIPMENT_TYPES.find((t) => t === lower || t === `${lower}s`) ?? text;
}
