// Model-number nomenclature: what a manufacturer's model number itself says about a unit
// (type, nominal capacity, refrigerant, series, efficiency, voltage), per brand family.
// Rules and sources: shared/data/nomenclature/RULES.md (section numbers cited by each rule).
import type { EquipmentType } from '../catalog/equipment-types';

/** RULES.md evidence tags: printed key, inferred from several sourced models, or trade knowledge. */
export type EvidenceTag = 'src' | 'pattern' | 'unconfirmed';

/** Brand families of RULES.md's nomenclature sections (not the serial families of ../types). */
export const NOMENCLATURE_FAMILIES = [
  'goodman', // §1 Goodman, Amana, Janitrol, Goodman-built Daikin
  'carrier', // §2 Carrier, Bryant, Payne
  'icp', // §3 Heil, Tempstar, Comfortmaker, Arcoaire, Airquest, KeepRite, Day & Night
  'trane', // §4 Trane, American Standard, RunTru, Ameristar
  'lennox', // §5.1–5.4 Lennox
  'allied', // §5.5 Armstrong Air, AirEase, Concord, Ducane
  'rheem', // §6 Rheem, Ruud, WeatherKing (HVAC); Richmond / GE water heaters §6.4, §10.6
  'york', // §7 York, Coleman, Luxaire, Fraser-Johnston, Guardian, Evcon, Champion
  'nordyne', // §8 Intertherm, Miller, Frigidaire, Maytag, Gibson, Westinghouse, Tappan, Broan
  'mitsubishi', // §9.1
  'fujitsu', // §9.2
  'lg', // §9.3
  'daikin_ductless', // §9.4
  'aosmith', // §10.1 A. O. Smith, State, American, Reliance, Lochinvar
  'bradford_white', // §10.2
  'navien', // §10.4
  'rinnai', // §10.5
  'bard', // §11.1
  'weil_mclain', // §11.2
  'burnham', // §11.3
  'climatemaster', // README-extra.md: ClimateMaster Tranquility water-source / geothermal heat pumps
  'waterfurnace', // README-extra.md: WaterFurnace 5 Series outdoor split
  'samsung', // README-extra.md: Samsung ductless (AR, CAC, FJM multi, 2003 AQ/AS key)
  'ecr', // README-extra.md: Utica / Dunkirk condensing boilers
  'peerless', // README-extra.md: Peerless Pinnacle boilers
  'takagi', // README-extra.md: Takagi tankless water heaters
  'noritz', // README-extra.md: Noritz tankless water heaters
  'bosch', // README-extra.md: Bosch Greentherm tankless water heaters
  'gree', // README-extra.md: Gree GWH/GWC wall splits and Multi21 outdoor units
  'viessmann', // README-extra.md: Viessmann Vitodens boilers
  'midea', // README-extra.md: Midea MS/MO wall-mounted splits
  'buderus', // README-extra.md: Buderus Logamax plus boilers
  'mhi', // Mitsubishi Heavy Industries ductless (ductless/mhi.ts; not in RULES.md)
  'thermo_pride', // README-extra.md: Thermo Pride (Thermo Products) oil furnaces
  'cooper_hunter', // README-extra.md: Cooper & Hunter ductless (ductless/cooper-hunter.ts)
  'ductless_other', // README-extra.md: MrCool, Senville, Pioneer, Klimaire, Hisense ductless (ductless/private-label.ts)
  'slant_fin', // README-extra.md: Slant/Fin boiler series (boilers/more-lines.ts)
  'crown', // README-extra.md: Crown boiler series (boilers/more-lines.ts)
  'triangle_tube', // README-extra.md: Triangle Tube boiler series (boilers/more-lines.ts)
  'htp', // README-extra.md: HTP boiler series (boilers/more-lines.ts)
  'nti', // README-extra.md: NTI boiler series (boilers/more-lines.ts)
  'sears', // README-extra.md: Sears / Kenmore 153 tank water heaters (water-heaters/sears-kenmore.ts)
  'enertech', // README-extra.md: Enertech geothermal (GeoComfort, Hydron Module, TETCO) (geothermal/energy-star-lines.ts)
  'water_heater_other', // README-extra.md: Eemax, Stiebel Eltron, Whirlpool, GE GeoSpring water heaters (water-heaters/long-tail.ts)
  // README-extra.md, European / Asian hydronic lines: air-to-water/daikin-altherma.ts, ductless/panasonic.ts, air-to-water/nibe.ts, air-to-water/vaillant.ts, air-to-water/europe-lines.ts, boilers/europe.ts
  'daikin_altherma', 'panasonic', 'nibe', 'vaillant', 'stiebel_eltron', 'worcester_bosch', 'baxi', 'ideal', 'remeha', 'wolf', 'intergas',
  'saunier_duval', // README-extra.md: Saunier Duval boiler lines (boilers/saunier-duval.ts)
  'haier', // README-extra.md: Haier ductless (ductless/haier.ts)
  'friedrich', 'ge_appliances', // README-extra.md: PTAC / PTHP and Friedrich ductless (room-units/ptac.ts)
  'heat_controller', // README-extra.md: Heat Controller / Comfort-Aire / Century (geothermal/heat-controller.ts)
  'dettson', 'airtemp', // README-extra.md: Grandaire, Dettson and Airtemp furnaces (furnaces-other/dettson-airtemp.ts)
  'boiler_other', // README-extra.md: IBC, New Yorker, Raypak boilers (water-heaters/installed-base.ts)
  'sanyo', // README-extra.md: Sanyo ductless (multi-family/water-source-room-ductless.ts)
  'nordic', // README-extra.md: Nordic (Maritime Geothermal) ground-source heat pumps (multi-family/water-source-room-ductless.ts)
  'mcquay', // README-extra.md: McQuay / Daikin Applied RoofPak rooftops and RCS condensing units (goodman/mcquay-roofpak.ts)
  // Not a maker's key: the type shared by the brand's catalog models that begin the same way (../catalog-series.ts).
  'catalog_series',
  'wall_furnace', // README-extra.md: Williams and Cozy gas wall / floor furnaces (furnaces-other/wall-furnaces.ts)
  'napoleon', 'granby', // README-extra.md: Napoleon / Continental gas furnaces, Granby / Conforto oil furnaces (furnaces-other/canadian-badges.ts)
  'aaon', // README-extra.md: AAON RN / RQ packaged rooftop units (multi-family/aaon-and-rebel-rooftops.ts)
  'daikin_applied', // README-extra.md: Daikin Applied Rebel packaged rooftop units (multi-family/aaon-and-rebel-rooftops.ts)
  'mrcool', // README-extra.md: MRCOOL central heat pumps and line names (ductless/mrcool-central.ts)
  'heat_pump_other', // README-extra.md: Hitachi Yutaki, Toshiba Estia, Dimplex, alpha innotec, Grant heat pumps (air-to-water/europe-more-lines.ts)
  'marvair', // README-extra.md: Marvair vertical wall-mount units (room-units/marvair-wall-mount.ts)
  'solid_fuel', // README-extra.md: wood, coal and pellet boilers and furnaces (multi-family/solid-fuel-lines.ts)
  'kaden', // README-extra.md: Kaden ducted gas heaters, Australia (furnaces-other/kaden-ducted-gas.ts)
  'temperzone', // README-extra.md: Temperzone ISD / OSA ducted splits and OPA packaged units, Australia / New Zealand (multi-family/temperzone-ducted-and-packaged.ts)
  'rv_appliance', // README-extra.md: RV rooftop air conditioners, furnaces and water heaters (Dometic, Suburban, Atwood: room-units/dometic-rv-rooftop.ts, furnaces-other/suburban-rv-furnaces.ts, water-heaters/rv-tank-water-heaters.ts)
] as const;
export type NomenclatureFamily = (typeof NOMENCLATURE_FAMILIES)[number];
/** The catalog-series fallback's family (../catalog-series.ts): the type of the brand's catalog models that begin the same way. */
export const CATALOG_SERIES_FAMILY = 'catalog_series' satisfies NomenclatureFamily;

/**
 * What the model number states. A field the rule does not give is absent: never a guess shown as
 * fact. Units are in the names.
 */
export interface DecodedFields {
  /** Nominal cooling capacity (split, packaged, mini-split outdoor/indoor, air handler/coil match). */
  cooling_capacity_tons?: number;
  cooling_capacity_kbtuh?: number;
  /** Furnaces and boilers: nominal input (RULES.md §0.5: the true input, not the printed code, where they differ). */
  heating_input_kbtuh?: number;
  /** Code printed in the model's input field, when it differs from heating_input_kbtuh (e.g. Carrier 045 = 44 kBtu/h). */
  heating_input_code?: string;
  /** Electric furnaces and water heaters: heating-element kW (not a fuel input); heat pumps and boilers rated in kW: nominal heating output class (1 kW = 3.41214 kBtu/h). */
  heating_capacity_kw?: number;
  /** Tank water heaters: nominal storage. */
  tank_capacity_gallons?: number;
  /** 'R-22', 'R-410A', 'R-454B', 'R-32', … only where the model number encodes it. */
  refrigerant?: string;
  /** Nominal SEER class printed in the model (13, 14, 16 …). */
  seer?: number;
  /** Nominal AFUE class printed in the model (80, 92, 95, 96 …). */
  afue_percent?: number;
  /** Marketing or efficiency tier as the manufacturer names it ("single-stage", "two-stage", "variable speed", "upflow/horizontal"). */
  efficiency_tier?: string;
  voltage_v?: number;
  phase?: 1 | 3;
  fuel?: 'natural gas' | 'propane' | 'electric' | 'oil';
  /** Furnaces / air handlers: nominal cooling airflow the blower is sized for (RULES.md §0.5). */
  cooling_airflow_cfm?: number;
  /** Capacity code was off the §0.2 grid and snapped to its neighbour (§0.3). */
  off_grid_code?: boolean;
}

export interface NomenclatureDecode {
  family: NomenclatureFamily;
  /** Canonical brand (brands.ts) the unit is sold under: the given brand when it agrees, else the family's lead brand. */
  brand: string;
  /** Equipment type in the catalog's vocabulary. */
  type: EquipmentType;
  /**
   * Series as the manufacturer names it ("GSX14", "4TTR4", "24ACC6", "ML14XC1"): the stable key of
   * the decoded model's oem_id (family + series + type), and what "assets matched to it" groups by.
   */
  series: string;
  /** Model number as decoded, normalized (RULES.md §0.1: upper case, no spaces; hyphens kept where they split fields). */
  model: string;
  fields: DecodedFields;
  /** Plain words for the kind of unit ("split air conditioner", "packaged gas/electric unit"); optional, the type is used without it. */
  description?: string;
  /** The weakest evidence tag among the fields reported. */
  evidence: EvidenceTag;
  /** The rule used: RULES.md section and a short name ("§1.1 Goodman split outdoor, 2005–2022"). */
  rule: string;
  /** The source the rule rests on (RULES.md §13 [Sn] title or URL; or a manufacturer document). */
  source: string;
  /** Read from the series alone (series-table.ts): the model as given stops before the capacity. */
  seriesOnly?: true;
  /** Read from a series (product-line) name written for the model ("XV95", "Infinity 96", "Marathon"), not a model number: series/marketing-names.ts. */
  seriesName?: true;
}

export interface NomenclatureRule {
  /** Unique id, e.g. 'goodman.split-outdoor'. */
  id: string;
  family: NomenclatureFamily;
  /** Canonical brand names (brands.ts canonicalBrand) this rule may decode for. The first is the family's lead brand. */
  brands: readonly string[];
  /**
   * True when the pattern cannot be another family's model: only such rules decode a model
   * submitted without a brand, and only when exactly one family decodes it.
   */
  unambiguousWithoutBrand: boolean;
  /**
   * Characters a model this rule decodes may start with (after normalizing): the dispatcher only
   * tries the rule on such models. Absent: tried on every model.
   */
  firstChars?: string;
  /**
   * For a rule without firstChars: the only characters its decode lets a model start with (its first check
   * returns null on any other). The dispatcher tries it only on such models, still after the rules with firstChars.
   */
  firstCharsChecked?: string;
  /**
   * model: upper case, spaces removed, hyphens kept (normalizeNomenclatureModel). brand: the
   * submitted brand's canonical name, '' when none was given. Null when the pattern does not fit.
   */
  decode(model: string, brand: string): NomenclatureDecode | null;
}

/**
 * Keys (units in the names) under which a decode's fields appear in an enrichment's
 * specifications.model_data. 'Refrigerant' is the catalog's own key, so a reader of the
 * refrigerant finds it in one place whether the model was matched or decoded.
 */
export const DECODED_MODEL_DATA_KEYS = {
  cooling_capacity_tons: 'Nominal cooling capacity (tons)',
  cooling_capacity_kbtuh: 'Nominal cooling capacity (kBtu/h)',
  heating_input_kbtuh: 'Nominal heating input (kBtu/h)',
  heating_input_code: 'Heating input code',
  heating_capacity_kw: 'Nominal heating capacity (kW)',
  tank_capacity_gallons: 'Nominal tank capacity (gal)',
  refrigerant: 'Refrigerant',
  seer: 'Nominal SEER class',
  afue_percent: 'Nominal AFUE (%)',
  efficiency_tier: 'Efficiency tier',
  voltage_v: 'Voltage (V)',
  phase: 'Phase',
  fuel: 'Fuel',
  cooling_airflow_cfm: 'Cooling airflow (CFM)',
  off_grid_code: 'Off-grid capacity code',
} as const satisfies Record<keyof DecodedFields, string>;

/** RULES.md §0.1: upper case, trimmed, inner spaces removed; hyphens kept (some families split fields on them). */
export function normalizeNomenclatureModel(raw: string): string {
  return raw.trim().toUpperCase().replace(/\s+/g, '');
}
