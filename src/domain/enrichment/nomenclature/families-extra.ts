// Decoders of brand families RULES.md does not cover (sources in this folder's README-extra.md).
import { ALTHERMA_RULES } from './altherma';
import { BOILERS_EUROPE_RULES } from './boilers-europe';
import { BARD_ITEC_RULES } from './bard-itec';
import { BOILERS_MORE_RULES } from './boilers-more';
import { BOILERS_OWNER_RULES } from './boilers-owner';
import { BOILERS_INSTALLED_BOIL19_RULES } from './boilers-installed-boil19';
import { BOSCH_RULES } from './bosch';
import { BUDERUS_RULES } from './buderus';
import { CLIMATEMASTER_RULES } from './climatemaster';
import { COOPER_HUNTER_RULES } from './cooper-hunter';
import { DUCTLESS_MORE_RULES } from './ductless-more';
import { ECODAN_RULES } from './ecodan';
import { PRIVATE_LABEL_DUCTLESS_RULES } from './ductless-private-label';
import { ECR_RULES } from './ecr';
import { FURNACES_OLDER_RULES } from './furnaces-older';
import { FRIEDRICH_18E_RULES } from './friedrich-18e';
import { FUJITSU_DUCTED_RULES } from './fujitsu-ducted';
import { FURNACES_18E_RULES } from './furnaces-18e';
import { MIDEA_18E_RULES } from './midea-18e';
import { PACKAGED_ROOFTOP_18E_RULES } from './packaged-rooftop-18e';
import { HEAT_CONTROLLER_RULES } from './heat-controller';
import { GOODMAN_R32_RULES } from './goodman-r32';
import { GREE_RULES } from './gree';
import { ICP_PACKAGED_RULES } from './icp-packaged';
import { ICP_COMMERCIAL_PKG21_RULES } from './icp-commercial-pkg21';
import { DAIKIN_PACKAGED_PKG21_RULES } from './daikin-packaged-pkg21';
import { MCQUAY_ROOFPAK_PKG21_RULES } from './mcquay-roofpak-pkg21';
import { CARRIER_COIL_RULES } from './carrier-coils';
import { CARRIER_INSTALLED_RULES } from './carrier-installed';
import { CARRIER_ICP_SHORT_RULES } from './carrier-icp-short';
import { GRANDAIRE_RULES } from './grandaire';
import { LENNOX_COIL_RULES } from './lennox-coils';
import { GEOTHERMAL_LISTED_RULES } from './geothermal-listed';
import { GEOTHERMAL_RULES_GEO21 } from './geothermal-geo21';
import { HEATING_LONG_TAIL_RULES } from './heating-long-tail';
import { HEATING_INSTALLED_RULES } from './heating-installed';
import { HEATING_OLDER_18E_RULES } from './heating-older-18e';
import { HAIER_RULES } from './haier';
import { HTP_WATER_HEATER_RULES } from './htp-water-heaters';
import { HEAT_PUMPS_EUROPE_RULES } from './heat-pumps-europe';
import { LENNOX_NOMINAL_RULES } from './lennox-nominal';
import { MIDEA_RULES } from './midea';
import { NIBE_RULES } from './nibe';
import { NORITZ_RULES } from './noritz';
import { PANASONIC_RULES } from './panasonic';
import { PEERLESS_RULES } from './peerless';
import { PTAC_RULES } from './ptac';
import { RINNAI_CUT_RULES } from './rinnai-cut';
import { SAMSUNG_RULES } from './samsung';
import { SEARS_RULES } from './sears';
import { TAKAGI_RULES } from './takagi';
import { THERMO_PRIDE_RULES } from './thermo-pride';
import type { NomenclatureRule } from './types';
import { VAILLANT_RULES } from './vaillant';
import { VIESSMANN_RULES } from './viessmann';
import { VRF_RULES } from './vrf';
import { WATER_HEATERS_MORE_RULES } from './water-heaters-more';
import { WATER_HEATERS_OWNER_RULES } from './water-heaters-owner';
import { HEAT_PUMP_WATER_HEATERS_WH19_RULES } from './heat-pump-water-heaters-wh19';
import { HEATING_WH20_RULES } from './heating-wh20';
import { WATER_HEATERS_COMMERCIAL_WH21_RULES } from './water-heaters-commercial-wh21';
import { BOILERS_OLDER_WH21_RULES } from './boilers-older-wh21';
import { WATERFURNACE_RULES } from './waterfurnace';
import { WATERFURNACE_G_SERIES_RULES } from './waterfurnace-g-series';
import { YORK_PACKAGED_RESIDENTIAL_RULES } from './york-packaged';
import { YORK_MODULAR_RULES } from './york-modular';
import { YORK_SPLIT_MORE_RULES } from './york-split-more';
import { AMANA_CONDENSING_OLDER_RULES } from './amana-condensing-older';
import { AMANA_PACKAGE_OLDER_RULES } from './amana-package-older-id18d5';
import { SURE_COMFORT_RULES } from './sure-comfort';
import { YORK_OUTDOOR_1990_RULES } from './york-older-split';
import { INSTALLED_18C_RULES } from './installed-18c';
import { DUCTLESS_BADGE_RULES_18F } from './ductless-badges-18f';
import { ROOM_UNIT_RULES_18F } from './room-units-18f';
import { GREE_FORMS_RULES_18F } from './gree-forms-18f';
import { DUCTLESS_FORMS_RULES_18F } from './ductless-forms-18f';
import { INSTALLED_18Y_RULES } from './installed-18y';
import { WALL_FURNACE_RULES } from './wall-furnaces';
import { BARD_OIL_FURNACE_RULES } from './bard-oil-furnaces';
import { THERMO_PRIDE_GAS_RULES } from './thermo-pride-gas';
import { OXBOX_RULES } from './oxbox';
import { WILLIAMSON_OIL_FURNACE_RULES } from './williamson-oil';
import { NORDYNE_CMF_RULES } from './nordyne-cmf';
import { YORK_OIL_RULES } from './york-oil';
import { CARRIER_TRUE_INPUT_RULES_18Z } from './carrier-two-stage-18z';
import { YORK_SUNLINE_RULES_18Z } from './york-sunline-18z';
import { CARRIER_58_OLDER_RULES_18D1 } from './carrier-58-older-18d1';
import { LENNOX_OIL_RULES_18D1 } from './lennox-oil-18d1';
import { RULES_18M2 } from './rules-18m2';
import { CARRIER_BRYANT_RULES_ID18G } from './carrier-bryant-id18g';
import { GEOTHERMAL_RULES_ID18G } from './geothermal-id18g';
import { SPLIT_OUTDOOR_RULES_ID18G } from './split-outdoor-id18g';
import { FURNACES_FURN19_RULES } from './furnaces-furn19';
import { FURNACES_FURN20_RULES } from './furnaces-furn20';
import { SPLIT_OUTDOOR_RULES_SPLIT19 } from './split-outdoor-split19';
import { CANADA_BADGE_RULES_CANADA21 } from './canada-badges-canada21';
import { LENNOX_COMMERCIAL_RULES_COMM21 } from './lennox-commercial-comm21';
import { CARRIER_ROOFTOP_RULES_COMM21 } from './carrier-rooftop-comm21';
import { RHEEM_COMMERCIAL_RULES_COMM21 } from './rheem-commercial-comm21';
import { AAON_RULES_COMM21 } from './aaon-comm21';
import { YORK_ROOFTOP_RULES_COMM21 } from './york-rooftop-comm21';
import { TRANE_FOUNDATION_RULES_COMM21 } from './trane-foundation-comm21';

export const EXTRA_FAMILY_RULES: readonly NomenclatureRule[] = [
  ...CLIMATEMASTER_RULES,
  ...WATERFURNACE_RULES,
  ...SAMSUNG_RULES,
  ...ECR_RULES,
  ...PEERLESS_RULES,
  ...TAKAGI_RULES,
  ...NORITZ_RULES,
  ...BOSCH_RULES,
  ...GREE_RULES,
  ...VIESSMANN_RULES,
  ...MIDEA_RULES,
  ...BUDERUS_RULES,
  ...THERMO_PRIDE_RULES,
  ...COOPER_HUNTER_RULES,
  ...DUCTLESS_MORE_RULES,
  ...PRIVATE_LABEL_DUCTLESS_RULES,
  ...FURNACES_OLDER_RULES,
  ...BOILERS_MORE_RULES,
  ...WATER_HEATERS_MORE_RULES,
  ...SEARS_RULES,
  ...LENNOX_NOMINAL_RULES,
  ...GOODMAN_R32_RULES,
  ...ICP_PACKAGED_RULES,
  ...ICP_COMMERCIAL_PKG21_RULES,
  ...DAIKIN_PACKAGED_PKG21_RULES,
  ...MCQUAY_ROOFPAK_PKG21_RULES,
  ...CARRIER_COIL_RULES, ...CARRIER_INSTALLED_RULES, ...CARRIER_ICP_SHORT_RULES, ...GRANDAIRE_RULES,
  ...VRF_RULES,
  ...YORK_PACKAGED_RESIDENTIAL_RULES, ...YORK_MODULAR_RULES, ...YORK_SPLIT_MORE_RULES,
  ...LENNOX_COIL_RULES,
  ...GEOTHERMAL_RULES_GEO21, // issue 18 (geo21): WaterFurnace 3 Series key, Trane GEC / GEH / GEV, FHP EP / LV, Enertech-built badges (README-extra.md); before the listed lines
  ...GEOTHERMAL_LISTED_RULES,
  ...HEATING_LONG_TAIL_RULES,
  ...BOILERS_OWNER_RULES, ...WATER_HEATERS_OWNER_RULES, // issue 18: lines as owners write them (README-extra.md)
  ...HEAT_PUMP_WATER_HEATERS_WH19_RULES, // wh19: Vaughn / Hubbell S-··HPT, Sanden SANCO2 GS3-45HPA (ENERGY STAR rows)
  ...HEATING_WH20_RULES, // wh20: GE PH heat-pump tanks, Statesman SSE / American STCE-ITCE commercial electric, Vitodens A1HB-34 (README-extra.md)
  ...WATER_HEATERS_COMMERCIAL_WH21_RULES, // wh21: State SUF / PR / GPG older tanks, Rheem GD and E-·-G commercial (README-extra.md)
  ...BOILERS_OLDER_WH21_RULES, // wh21: Peerless GM, Dunkirk PVWB, Weil-McLain GWC / AHE / HVX, Smith 28HE (README-extra.md)
  // European / Asian hydronic and ductless lines (README-extra.md)
  ...ALTHERMA_RULES, ...PANASONIC_RULES, ...ECODAN_RULES, ...NIBE_RULES, ...VAILLANT_RULES, ...HEAT_PUMPS_EUROPE_RULES, ...BOILERS_EUROPE_RULES, ...HAIER_RULES,
  ...PTAC_RULES,
  ...HTP_WATER_HEATER_RULES, ...WATERFURNACE_G_SERIES_RULES,
  ...LENNOX_COMMERCIAL_RULES_COMM21, // issue 18 (comm21): Landmark / Energence keys, before the L Series reading of packaged-rooftop-18e.ts (README-extra.md)
  ...FUJITSU_DUCTED_RULES, ...HEAT_CONTROLLER_RULES, ...FURNACES_18E_RULES, ...PACKAGED_ROOFTOP_18E_RULES, ...FRIEDRICH_18E_RULES, ...MIDEA_18E_RULES, // issue 18 (id18e): README-extra.md
  ...AMANA_PACKAGE_OLDER_RULES, // issue 18 (id18d5): Amana PG package gas units
  ...AMANA_CONDENSING_OLDER_RULES, ...SURE_COMFORT_RULES, ...YORK_OUTDOOR_1990_RULES, // issue 18: older Goodman / Rheem-group lines (README-extra.md)
  ...HEATING_INSTALLED_RULES, // issue 18: installed-base water heaters and boilers (README-extra.md)
  ...INSTALLED_18C_RULES, // issue 18 (id18c): water-source, room and older ductless units (README-extra.md)
  ...WALL_FURNACE_RULES, ...BARD_OIL_FURNACE_RULES, ...THERMO_PRIDE_GAS_RULES, ...OXBOX_RULES, ...WILLIAMSON_OIL_FURNACE_RULES, ...NORDYNE_CMF_RULES, ...YORK_OIL_RULES, // issue 18 (id18b): Williams / Cozy wall and floor furnaces, Bard / Williamson oil, Thermo Pride gas, Nordyne CMF and York-group oil furnaces (README-extra.md)
  ...BARD_ITEC_RULES, ...RINNAI_CUT_RULES, // issue 18 (id18a): Bard I-TEC, Rinnai RU199 (README-extra.md)
  ...HEATING_OLDER_18E_RULES, // issue 18 (id18e): Paloma, Takagi Flash, Vitodens WB, Hydrotherm KN, Smith Cast Iron, Energy Kinetics (README-extra.md)
  ...DUCTLESS_BADGE_RULES_18F, ...ROOM_UNIT_RULES_18F, ...GREE_FORMS_RULES_18F, ...DUCTLESS_FORMS_RULES_18F, // issue 18 (id18f): private-label ductless badges, room air conditioners, Gree forms (README-extra.md)
  ...CARRIER_TRUE_INPUT_RULES_18Z, ...YORK_SUNLINE_RULES_18Z, // issue 18 (id18z): Carrier 58 furnaces with the true input, York Sunline / Stellar digits (README-extra.md)
  ...INSTALLED_18Y_RULES, // issue 18 (id18y): Sears 867 furnaces, Trane TWE off-grid sizes, Buderus GB / WLW, Lennox Pulse 21V (README-extra.md)
  ...CARRIER_58_OLDER_RULES_18D1, ...LENNOX_OIL_RULES_18D1, // issue 18 (id18d1): Carrier 58 two-letter series, Lennox 23-series oil furnaces (README-extra.md)
  ...RULES_18M2, // issue 18 (id18m2): lines and written forms of the seen sets' misses (README-extra.md)
  ...CARRIER_BRYANT_RULES_ID18G, ...GEOTHERMAL_RULES_ID18G, ...SPLIT_OUTDOOR_RULES_ID18G, // issue 18 (id18g): Carrier G ductless, Bryant 538 / 619 and J rooftops, Bard GV / GTC, GeoSmart lines, ICP S-family and York Affinity splits (README-extra.md)
  ...FURNACES_FURN19_RULES, // issue 18 (furn19): older furnace numbers and literature forms (README-extra.md)
  ...FURNACES_FURN20_RULES, // issue 18 (furn20): York P*HU / P*MP, Coleman EB, Lennox G24-200, ICP NUGM, Bryant older sizes (README-extra.md)
  ...BOILERS_INSTALLED_BOIL19_RULES, // issue 18 (boil19): Burnham / Peerless / Weil-McLain older and commercial cast-iron boiler series (README-extra.md)
  ...SPLIT_OUTDOOR_RULES_SPLIT19, // issue 18 (split19): older split outdoor letter forms, Amana remote units, Bryant 591B (README-extra.md)
  ...CANADA_BADGE_RULES_CANADA21, // issue 18 (canada21): Rheem-built Canadian badges, Napoleon / Continental, Olsen LRF, Granby / Conforto (README-extra.md)
  ...CARRIER_ROOFTOP_RULES_COMM21, ...RHEEM_COMMERCIAL_RULES_COMM21, ...AAON_RULES_COMM21, ...YORK_ROOFTOP_RULES_COMM21, ...TRANE_FOUNDATION_RULES_COMM21, // issue 18 (comm21): Carrier / Bryant rooftops, Rheem commercial package, AAON RN / RQ, Daikin Rebel, York ZJ / ZH / ZS / ZW / ZT, Trane Foundation (README-extra.md)
];
