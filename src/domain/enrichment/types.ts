// Shared types of the enrichment engine (pure domain: no React, no node:*, no I/O).
// The worker calls enrich(); the server's model search and age-and-warranty endpoints call the
// matching and serial/warranty functions; the dashboard renders EnrichResult.explanation.

export const ASSET_STATUSES = ['pending', 'processing', 'completed', 'incomplete', 'not_found', 'failed'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
export type FinalAssetStatus = Exclude<AssetStatus, 'pending' | 'processing'>;

export const MATCH_TYPES = ['exact_match', 'likely_match', 'possible_match', 'nameplate_only'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];
/** Match types a model matcher can produce (nameplate_only is decided by enrich()). */
export type ModelMatchType = Exclude<MatchType, 'nameplate_only'>;

export const TYPES_OF_SERVICE = ['install', 'maintenance_service'] as const;
export type TypeOfService = (typeof TYPES_OF_SERVICE)[number];

export const WARRANTY_BASES = ['registered', 'not_registered'] as const;
export type WarrantyBasis = (typeof WARRANTY_BASES)[number];

/** The seven expiration tiers of spec 4.4, mutually exclusive (see warranty/tiers.ts for boundaries). */
export const WARRANTY_TIERS = [
  'in_warranty',
  'expiring_within_3_months',
  'expiring_within_6_months',
  'expiring_within_1_year',
  'expiring_within_2_years',
  'expired_past_12_months',
  'expired_over_1_year',
] as const;
export type WarrantyTier = (typeof WARRANTY_TIERS)[number];

/** Serial-number / warranty brand families (RULES.md sections). */
export const BRAND_FAMILIES = [
  'carrier', // Carrier, Bryant, Payne (§1)
  'icp', // Heil, Tempstar, Comfortmaker, Arcoaire, Airquest, KeepRite, Grandaire, Day & Night (§2)
  'trane', // Trane, American Standard (§3)
  'goodman', // Goodman, Amana, Janitrol, Goodman-built Daikin (§4)
  'lennox', // Lennox, Armstrong Air, AirEase, Ducane, Concord, Allied, Aire-Flo (§5)
  'york', // York, Coleman, Luxaire, Fraser-Johnston, Champion, Guardian, Evcon (§6)
  'rheem', // Rheem, Ruud, WeatherKing, Richmond (HVAC §7; water heaters §8)
  'nordyne', // Frigidaire, Gibson, Intertherm, Miller, Maytag, Westinghouse, Tappan, Philco, Kelvinator, Broan, NuTone (§9)
  'bard', // §10
  'mitsubishi', // §11
  'lg', // §11
  'fujitsu', // §11 (no public rule)
  'daikin', // ductless Daikin (§11, no public rule)
  'bosch', // §11 (no public rule)
  'aosmith', // A. O. Smith, State, Reliance, American, Lochinvar (§12)
  'gsw', // GSW, John Wood (§12)
  'bradford_white', // §12
  'friedrich', // Friedrich room units (serial/friedrich.ts: Friedrich's RAC serial number guide)
  'utica', // Utica boilers before 2003 (serial/utica.ts)
] as const;
export type BrandFamily = (typeof BRAND_FAMILIES)[number];

/** One model of the shipped catalog (built by scripts/build-catalog.ts). */
export interface CatalogModel {
  /** Stable UUID derived from canonical brand + model (survives rebuilds). */
  id: string;
  /** Model number as the source writes it, wildcards included. */
  model: string;
  /** Canonical brand name ("Carrier", "A. O. Smith"). */
  brand: string;
  /** Dispatcher-friendly category: "air conditioners", "heat pumps", "furnaces", ... */
  type: string;
  /** Short description: "3 ton heat pump, 16 SEER, R-410A". */
  model_notes: string;
  /** Free-form specifications, string values, units in the keys. */
  model_data: Record<string, string>;
  series: { id: number; name: string } | null;
  root_model: string;
  /** Path (served by our server) of an illustration of the equipment type, e.g. /static/equipment/furnaces.svg */
  image_path: string;
  /** Source file the row came from. */
  source: string;
}

export interface EnrichInput {
  model_number: string;
  brand: string | null;
  serial_number: string | null;
  /** YYYY-MM-DD */
  date_added: string | null;
  type_of_service: TypeOfService | null;
}
