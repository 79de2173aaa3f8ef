// Expected service life per equipment type (the catalog's vocabulary), in years.
import type { EquipmentType } from '../enrichment/catalog/equipment-types';

/** ASHRAE Handbook—HVAC Applications (2007), ch. 36 "Owning and Operating Costs", Table 4: median service life (Akalin 1978). */
export const ASHRAE_SERVICE_LIFE_SOURCE = 'ASHRAE Handbook—HVAC Applications (2007), ch. 36, Table 4 (median years)';
/** NAHB / Bank of America Home Equity, "Study of Life Expectancy of Home Components" (February 2007). */
export const NAHB_SERVICE_LIFE_SOURCE = 'NAHB / Bank of America, Study of Life Expectancy of Home Components (2007)';

export interface ServiceLife {
  years: number;
  /** The published table and its row the value is read from. */
  source: string;
}

const ashrae = (years: number, row: string): ServiceLife => ({ years, source: `${ASHRAE_SERVICE_LIFE_SOURCE}: ${row}` });
const nahb = (years: number, row: string): ServiceLife => ({ years, source: `${NAHB_SERVICE_LIFE_SOURCE}: ${row}` });

/**
 * ASHRAE's median years where its table has a row for the type; the NAHB study where ASHRAE has none
 * (residential water heaters) or splits by material we do not know (boilers: the study's gas boiler).
 */
export const SERVICE_LIFE: Readonly<Record<EquipmentType, ServiceLife>> = {
  'air conditioners': ashrae(15, 'air conditioners, residential single or split package'),
  'heat pumps': ashrae(15, 'heat pumps, residential air-to-air'),
  // Ductless splits have no row of their own: a residential split system.
  'mini-splits': ashrae(15, 'air conditioners, residential single or split package'),
  'packaged units': ashrae(15, 'roof-top air conditioners, single-zone'),
  'geothermal heat pumps': ashrae(19, 'heat pumps, commercial water-to-air'),
  furnaces: ashrae(18, 'furnaces, gas- or oil-fired'),
  'air handlers': ashrae(20, 'air terminals, induction and fan coil units'),
  'evaporator coils': ashrae(20, 'coils, DX, water or steam'),
  boilers: nahb(21, 'boilers (gas)'),
  'water heaters': nahb(10, 'water heaters (gas 10, electric 11: the shorter)'),
  'tankless water heaters': nahb(20, 'tankless water heaters (20+)'),
};

/** The service life of a catalog type, or null for a type outside the vocabulary. */
export function serviceLifeOf(type: string | null): ServiceLife | null {
  if (type === null) return null;
  return Object.hasOwn(SERVICE_LIFE, type) ? SERVICE_LIFE[type as EquipmentType] : null;
}
