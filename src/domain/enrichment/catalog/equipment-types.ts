// Equipment categories of the catalog (the `type` of a CatalogModel), each with the slug of its
// generic illustration served from /static/equipment/<slug>.svg.

export const EQUIPMENT_TYPES = [
  'air conditioners',
  'heat pumps',
  'mini-splits',
  'packaged units',
  'geothermal heat pumps',
  'furnaces',
  'air handlers',
  'evaporator coils',
  'boilers',
  'water heaters',
  'tankless water heaters',
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

export function equipmentTypeSlug(type: EquipmentType): string {
  return type.replace(/\s+/g, '-');
}

/** Path, served by our own server, of the generic illustration of an equipment type. */
export function equipmentImagePath(type: EquipmentType): string {
  return `/static/equipment/${equipmentTypeSlug(type)}.svg`;
}
