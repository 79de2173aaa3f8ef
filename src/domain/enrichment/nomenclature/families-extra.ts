// Decoders of brand families RULES.md does not cover (sources in this folder's README-extra.md).
import { ALTHERMA_RULES } from './air-to-water/daikin-altherma';
import { BOILERS_EUROPE_RULES } from './boilers/europe';
import { SAUNIER_DUVAL_RULES } from './boilers/saunier-duval';
import { BOILERS_EUROPE_DOCUMENTED_RULES } from './boilers/europe-documented-lines';
import { BOILER_EUROPE_LINE_NAME_RULES } from './boilers/europe-line-names';
import { HEAT_PUMP_LINE_NAME_RULES } from './air-to-water/line-names';
import { ATLANTIC_ALFEA_OUTDOOR_RULES } from './air-to-water/atlantic-alfea-outdoor';
import { VAILLANT_MAG_RULES } from './water-heaters/vaillant-mag';
import { BARD_ITEC_RULES } from './bard/i-tec';
import { BOILERS_MORE_RULES } from './boilers/more-lines';
import { BOILERS_OWNER_RULES } from './boilers/as-owners-write';
import { BOILERS_INSTALLED_RULES } from './boilers/cast-iron-series';
import { BOSCH_RULES } from './water-heaters/bosch-greentherm';
import { BUDERUS_RULES } from './boilers/buderus';
import { CLIMATEMASTER_RULES } from './geothermal/climatemaster';
import { COOPER_HUNTER_RULES } from './ductless/cooper-hunter';
import { DUCTLESS_MORE_RULES } from './ductless/trane-international-and-mitsubishi-coils';
import { ECODAN_RULES } from './air-to-water/mitsubishi-ecodan';
import { PRIVATE_LABEL_DUCTLESS_RULES } from './ductless/private-label';
import { ECR_RULES } from './boilers/ecr';
import { FURNACES_OLDER_RULES } from './furnaces-other/older-core-keys';
import { FRIEDRICH_RULES } from './ductless/friedrich-m-series';
import { FUJITSU_DUCTED_RULES } from './ductless/fujitsu-ducted';
import { DETTSON_AIRTEMP_RULES } from './furnaces-other/dettson-airtemp';
import { MIDEA_NORTH_AMERICA_RULES } from './ductless/midea-north-america';
import { PACKAGED_ROOFTOP_RULES } from './multi-family/rooftop-units';
import { HEAT_CONTROLLER_RULES } from './geothermal/heat-controller';
import { GOODMAN_R32_RULES } from './goodman/r32-generation';
import { GREE_RULES } from './ductless/gree';
import { ICP_PACKAGED_RULES } from './icp/packaged';
import { ICP_COMMERCIAL_RULES } from './icp/commercial-packaged';
import { DAIKIN_PACKAGED_RULES } from './goodman/daikin-packaged';
import { MCQUAY_ROOFPAK_RULES } from './goodman/mcquay-roofpak';
import { CARRIER_COIL_RULES } from './carrier/coils';
import { CARRIER_INSTALLED_RULES } from './carrier/older-outdoor';
import { CARRIER_ICP_SHORT_RULES } from './carrier/cut-short';
import { GRANDAIRE_RULES } from './icp/grandaire-furnaces';
import { LENNOX_COIL_RULES } from './lennox/coils';
import { GEOTHERMAL_LISTED_RULES } from './geothermal/energy-star-lines';
import { WATER_SOURCE_LINE_RULES } from './geothermal/water-source-lines';
import { HEATING_LONG_TAIL_RULES } from './water-heaters/long-tail';
import { HEATING_INSTALLED_RULES } from './water-heaters/installed-base';
import { HEATING_OLDER_RULES } from './water-heaters/older-heating-lines';
import { TAKAGI_MOBIUS_RULES } from './water-heaters/takagi-mobius';
import { RINNAI_CONDENSING_INFINITY_RULES } from './water-heaters/rinnai-condensing-and-infinity';
import { LAARS_NEOTHERM_RULES } from './water-heaters/laars-neotherm';
import { WEIL_MCLAIN_NUMBERED_ELECTRIC_RULES } from './boilers/weil-mclain-numbered-and-electric';
import { AQUASTAR_VP_RULES } from './water-heaters/aquastar-vp';
import { ARISTON_WATER_HEATER_RULES } from './water-heaters/ariston-lines';
import { HTP_MODCON_VWH_RULES } from './water-heaters/htp-modcon-vwh';
import { HAIER_RULES } from './ductless/haier';
import { HTP_WATER_HEATER_RULES } from './water-heaters/htp-phoenix';
import { HEAT_PUMPS_EUROPE_RULES } from './air-to-water/europe-lines';
import { HEAT_PUMPS_EUROPE_MORE_RULES } from './air-to-water/europe-more-lines';
import { HITACHI_YUTAKI_R32_RULES } from './air-to-water/hitachi-yutaki-r32';
import { HITACHI_YUTAKI_GENERATION_RULES } from './air-to-water/hitachi-yutaki-generations';
import { HEAT_PUMP_SMART_HOME_LISTED_RULES } from './air-to-water/smart-home-listed-lines';
import { DAIKIN_ALTHERMA_ESPALTHERMA_RULES } from './air-to-water/daikin-altherma-espaltherma-listed';
import { BOILER_SMART_HOME_LISTED_RULES } from './boilers/smart-home-listed-lines';
import { ATLANTIC_GROUP_WATER_HEATER_RULES } from './water-heaters/atlantic-group-lines';
import { ARISTON_CLOUD_LISTED_RULES } from './water-heaters/ariston-cloud-listed-lines';
import { THERMIA_RULES } from './air-to-water/thermia';
import { NIBE_SPLIT_RULES } from './air-to-water/nibe-split';
import { MIDEA_M_THERMAL_SPLIT_RULES } from './air-to-water/midea-m-thermal-split';
import { LENNOX_NOMINAL_RULES } from './lennox/nominal-capacity-outdoor';
import { MIDEA_RULES } from './ductless/midea';
import { NIBE_RULES } from './air-to-water/nibe';
import { NORITZ_RULES } from './water-heaters/noritz';
import { PANASONIC_RULES } from './ductless/panasonic';
import { PEERLESS_RULES } from './boilers/peerless-pinnacle';
import { PTAC_RULES } from './room-units/ptac';
import { RINNAI_CUT_RULES } from './water-heaters/rinnai-cut-short';
import { SAMSUNG_RULES } from './ductless/samsung';
import { SEARS_RULES } from './water-heaters/sears-kenmore';
import { TAKAGI_RULES } from './water-heaters/takagi';
import { THERMO_PRIDE_RULES } from './furnaces-other/thermo-pride-oil';
import type { NomenclatureRule } from './types';
import { VAILLANT_RULES } from './air-to-water/vaillant';
import { VIESSMANN_RULES } from './boilers/viessmann';
import { VRF_RULES } from './ductless/vrf';
import { WATER_HEATERS_MORE_RULES } from './water-heaters/navien-older';
import { WATER_HEATERS_OWNER_RULES } from './water-heaters/as-owners-write';
import { HEAT_PUMP_WATER_HEATERS_RULES } from './water-heaters/heat-pump-tanks';
import { INSTALLED_TANK_AND_BOILER_RULES } from './boilers/installed-tanks-and-boilers';
import { WATER_HEATERS_COMMERCIAL_RULES } from './water-heaters/commercial-and-older';
import { BOILERS_OLDER_RULES } from './boilers/older-lines';
import { WATERFURNACE_RULES } from './geothermal/waterfurnace';
import { WATERFURNACE_G_SERIES_RULES } from './geothermal/waterfurnace-g-series';
import { YORK_PACKAGED_RESIDENTIAL_RULES } from './york/packaged-residential';
import { YORK_MODULAR_RULES } from './york/modular-air-handlers';
import { YORK_SPLIT_MORE_RULES } from './york/split-outdoor-lines';
import { AMANA_CONDENSING_OLDER_RULES } from './goodman/amana-condensing-furnaces';
import { AMANA_PACKAGE_OLDER_RULES } from './goodman/amana-package-units';
import { SURE_COMFORT_RULES } from './rheem/sure-comfort-furnaces';
import { YORK_OUTDOOR_1990_RULES } from './york/older-outdoor';
import { WATER_SOURCE_ROOM_DUCTLESS_RULES } from './multi-family/water-source-room-ductless';
import { DUCTLESS_BADGE_RULES } from './ductless/private-label-badges';
import { ROOM_UNIT_RULES } from './room-units/room-air-conditioners';
import { GREE_FORMS_RULES } from './ductless/gree-as-written';
import { DUCTLESS_FORMS_RULES } from './ductless/private-label-as-written';
import { INSTALLED_BASE_LINE_RULES } from './multi-family/installed-base-lines';
import { WALL_FURNACE_RULES } from './furnaces-other/wall-furnaces';
import { BARD_OIL_FURNACE_RULES } from './bard/oil-furnaces';
import { THERMO_PRIDE_GAS_RULES } from './furnaces-other/thermo-pride-gas';
import { OXBOX_RULES } from './trane/oxbox-furnaces';
import { WILLIAMSON_OIL_FURNACE_RULES } from './furnaces-other/williamson-oil';
import { NORDYNE_CMF_RULES } from './nordyne/cmf-furnaces';
import { YORK_OIL_RULES } from './york/oil-lowboys';
import { CARRIER_TRUE_INPUT_RULES } from './carrier/furnaces-true-input';
import { YORK_HEAT_PUMP_RULES } from './york/sunline-heat-pumps';
import { LENNOX_ROOFTOP_RULES } from './lennox/t-class-l-series';
import { YORK_SUNLINE_RULES } from './york/sunline-packaged';
import { CARRIER_58_OLDER_RULES } from './carrier/furnaces-58-two-letter';
import { LENNOX_OIL_RULES } from './lennox/oil-furnaces';
import { SEEN_SETS_LINE_RULES } from './multi-family/seen-sets-lines';
import { CARRIER_BRYANT_RULES } from './carrier/g-ductless-and-bryant-rooftops';
import { BARD_GEOSMART_LINE_RULES } from './geothermal/bard-geosmart-lines';
import { ICP_YORK_OUTDOOR_RULES } from './multi-family/icp-york-outdoor';
import { OLDER_FURNACES_AS_COPIED_RULES } from './furnaces-other/older-as-copied';
import { MORE_OLDER_FURNACES_AS_COPIED_RULES } from './furnaces-other/older-as-copied-more';
import { OLDER_SPLIT_OUTDOOR_RULES } from './multi-family/older-split-outdoor';
import { CANADA_BADGE_RULES } from './furnaces-other/canadian-badges';
import { LENNOX_COMMERCIAL_RULES } from './lennox/commercial-packaged';
import { CARRIER_ROOFTOP_RULES } from './carrier/rooftops-commercial';
import { RHEEM_COMMERCIAL_RULES } from './rheem/commercial-packaged';
import { AAON_RULES } from './multi-family/aaon-and-rebel-rooftops';
import { AAON_OTHER_SERIES_RULES } from './multi-family/aaon-other-series';
import { YORK_ROOFTOP_RULES } from './york/rooftops-commercial';
import { TRANE_FOUNDATION_RULES } from './trane/foundation';
import { TRANE_LIGHT_COMMERCIAL_SIZE_RULES } from './trane/light-commercial-sizes';
import { TRANE_HORIZON_OUTDOOR_AIR_RULES } from './trane/horizon-outdoor-air';
import { TRANE_INTELLIPAK_AND_LARGE_SPLIT_RULES } from './trane/intellipak-and-large-splits';
import { CARRIER_WEATHERMASTER_GC_AND_APPLIED_A_RULES } from './carrier/weathermaster-gc-and-applied-a';
import { YORK_LARGE_CONDENSING_UNIT_RULES } from './york/large-condensing-units';
import { LENNOX_GCS16_GCS20_RULES } from './lennox/gcs16-gcs20-packaged';
import { YORK_COMMERCIAL_TITLE_RULES } from './york/commercial-titles';
import { YORK_SERIES_100_RULES } from './york/series-100-ypal';
import { METUS_Y_SERIES_OUTDOOR_RULES } from './ductless/mitsubishi-trane-vrf-outdoor';
import { YORK_LARGE_ROOFTOP_RULES } from './york/rooftops-15-25-ton';
import { CARRIER_ROOFTOP_SIZE_RULES } from './carrier/rooftop-sizes-16-28';
import { MCQUAY_MAVERICK_RULES } from './goodman/mcquay-maverick';
import { CARRIER_COMMERCIAL_SPLIT_RULES } from './carrier/commercial-splits';
import { LENNOX_STRATEGOS_RULES } from './lennox/strategos';
import { ICP_COMMERCIAL_SPLIT_RULES } from './icp/commercial-splits';
import { TRANE_VALUE_BRAND_RULES } from './trane/value-brand-keys';
import { ALLIED_VALUE_BADGE_RULES } from './lennox/allied-value-badges';
import { OXBOX_G7_RULES } from './nordyne/oxbox-g7-furnaces';
import { MRCOOL_CENTRAL_RULES } from './ductless/mrcool-central';
import { GREE_KEY_BADGE_RULES } from './ductless/gree-key-badges';
import { ACIQ_PTAC_RULES } from './room-units/aciq-ptac';
import { DURASTAR_AIR_HANDLER_RULES } from './ductless/durastar-air-handlers';
import { EUROPE_SPLIT_RULES } from './ductless/europe-split';
import { SAMSUNG_EUROPE_CAC_RULES } from './ductless/samsung-europe-cac';
import { LG_EUROPE_MULTI_RULES } from './ductless/lg-europe-multi';
import { FUJITSU_AIRSTAGE_VRF_RULES } from './ductless/fujitsu-airstage-vrf';
import { MHI_KX_VRF_RULES } from './ductless/mhi-kx-vrf';
import { FUJITSU_AUXG_CASSETTE_RULES } from './ductless/fujitsu-auxg-cassette';
import { BOSCH_CLIMATE_RAC_RULES } from './ductless/bosch-climate-rac';
import { CARRIER_DUCT_FREE_Q_MV_RULES } from './carrier/duct-free-q-mv';
import { MITSUBISHI_MUX_MUCFH_RULES } from './ductless/mitsubishi-mux-mucfh';
import { LG_CASSETTE_SYSTEM_RULES } from './ductless/lg-cassette-system';
import { FUJITSU_CASSETTE_MULTI_AUY_RULES } from './ductless/fujitsu-cassette-multi-auy';
import { HAIER_LISTED_OUTDOOR_RULES } from './ductless/haier-listed-outdoor';
import { SAMSUNG_DVM_INDOOR_RULES, SAMSUNG_DVM_OUTDOOR_RULES } from './ductless/samsung-dvm-indoor';
import { TOSHIBA_LISTED_RULES, TOSHIBA_SMMS_RULES } from './ductless/toshiba-listed';
import { HITACHI_SET_FREE_UTOPIA_RULES } from './ductless/hitachi-set-free-utopia';
import { FUJITSU_ASTH_AOTH_RULES } from './ductless/fujitsu-asth-aoth';
import { SANYO_SAP_SPLIT_RULES } from './ductless/sanyo-sap-split';
import { DAIKIN_CONNECTABLE_LINE_RULES } from './ductless/daikin-wifi-connectable-lines';
import { GREE_U_MATCH_UNIVERSAL_RULES } from './ductless/gree-u-match-universal';
import { MITSUBISHI_SLIM_LINE_OLDER_RULES } from './ductless/mitsubishi-slim-line-older';
import { SINCLAIR_SPLIT_RULES } from './ductless/sinclair-split';
import { MHI_JAPAN_ROOM_RULES } from './ductless/mhi-japan-room';
import { CONSUL_BRAZIL_SPLIT_RULES } from './ductless/consul-brazil-split';
import { CHOFU_AEYC_RULES } from './air-to-water/chofu-aeyc';
import { HITACHI_ROOM_SPLIT_RULES } from './ductless/hitachi-room-split';
import { KELVINATOR_SPLIT_RULES } from './ductless/kelvinator-split';
import { MITSUBISHI_WIRELESS_WALL_OLDER_RULES } from './ductless/mitsubishi-wireless-wall-older';
import { SHARP_ROOM_SPLIT_RULES } from './ductless/sharp-room-split';
import { LG_MULTI_FACTORY_CODE_RULES } from './ductless/lg-multi-factory-codes';
import { CHINA_GB_ROOM_SPLIT_RULES } from './ductless/china-gb-room-split';
import { CARRIER_TOSHIBA_HIGH_WALL_RULES } from './carrier/toshiba-built-high-wall';
import { HEAT_CONTROLLER_WATER_TO_WATER_RULES } from './geothermal/heat-controller-water-to-water';
import { OLSEN_UML_RULES } from './furnaces-other/olsen-uml-oil-furnaces';
import { NORDYNE_B6_HIGH_EFFICIENCY_RULES } from './nordyne/b6-high-efficiency-air-handlers';
import { GEOSTAR_SYCAMORE_RULES } from './geothermal/geostar-sycamore';
import { HEAT_CONTROLLER_HP_SERIES_RULES } from './geothermal/heat-controller-hp-series';
import { GOODMAN_GPG13_RULES } from './goodman/gpg13-without-configuration';
import { LENNOX_MPA_RULES } from './lennox/mpa-outdoor';
import { LENNOX_DRY_CHARGE_RULES } from './lennox/dry-charge-splits';
import { LENNOX_HSX_HPX_RULES } from './lennox/hsx-hpx-splits';
import { LENNOX_LRP_RULES } from './lennox/residential-packaged';
import { LENNOX_CHP16_CHP20_RULES } from './lennox/chp16-chp20-packaged';
import { US_BOILER_X2_RULES } from './boilers/us-boiler-x2';
import { CARRIER_GEMINI_38AR_40RM_RULES } from './carrier/gemini-38ar-40rm';
import { BRADFORD_WHITE_THROUGH_THE_WALL_RULES } from './water-heaters/bradford-white-through-the-wall';
import { NAVIEN_CC_RULES } from './water-heaters/navien-cc';
import { AOSMITH_VOLTEX_PHPT_RULES } from './water-heaters/aosmith-voltex-phpt';
import { AMERICAN_HUNDRED_GALLON_RULES } from './water-heaters/american-hundred-gallon';
import { AMERICAN_COMMERCIAL_BCG3_BCN3_RULES } from './water-heaters/american-commercial-bcg3-bcn3';
import { AUSTRALIA_STORAGE_SOLAR_RULES } from './water-heaters/australia-storage-and-solar';
import { KADEN_DUCTED_GAS_RULES } from './furnaces-other/kaden-ducted-gas';
import { DOMETIC_RV_ROOFTOP_RULES } from './room-units/dometic-rv-rooftop';
import { SUBURBAN_RV_FURNACE_RULES } from './furnaces-other/suburban-rv-furnaces';
import { RV_TANK_WATER_HEATER_RULES } from './water-heaters/rv-tank-water-heaters';
import { TEMPERZONE_RULES } from './multi-family/temperzone-ducted-and-packaged';
import { KENMORE_229_BOILER_RULES } from './boilers/kenmore-229-cast-iron';
import { UTICA_15B_RULES } from './boilers/utica-15b';
import { INDIRECT_FIRED_TANK_RULES } from './water-heaters/indirect-fired-tanks';
import { BRADFORD_WHITE_ROMAN_TW_RULES } from './water-heaters/bradford-white-roman-tw';
import { BOSCH_TRONIC_GWH_C_RULES } from './water-heaters/bosch-tronic-and-gwh-c';
import { HEAT_PUMP_LISTED_HPWHSIM_RULES } from './water-heaters/heat-pump-listed-hpwhsim';
import { RINNAI_RUS_C199_RULES } from './water-heaters/rinnai-rus-and-c199';
import { BRADFORD_WHITE_ECO_DEFENDER_PE_RULES } from './water-heaters/bradford-white-eco-defender-and-pe';
import { AOSMITH_BTP_RULES } from './water-heaters/aosmith-btp-commercial';
import { RELIANCE_COMMERCIAL_RULES } from './water-heaters/reliance-commercial';
import { SANDEN_HEAT_PUMP_UNITS_TANKS_RULES } from './water-heaters/sanden-heat-pump-units-and-tanks';
import { NAVIEN_NWP500_RULES } from './water-heaters/navien-nwp500-heat-pump';
import { AOSMITH_ICOMM_MODEL_FIELD_RULES } from './water-heaters/aosmith-icomm-model-field';
import { JAPAN_ECO_CUTE_RULES } from './water-heaters/japan-eco-cute-heat-pumps';
import { UK_WALL_HUNG_BOILER_RULES } from './boilers/uk-wall-hung-lines';
import { OLDER_NA_BOILER_LINE_RULES } from './boilers/older-na-oil-and-steam-lines';
import { LOCHINVAR_FIN_TUBE_BOILER_RULES } from './boilers/lochinvar-fin-tube-boilers';
import { COPPER_AND_CONCEPT_BOILER_RULES } from './boilers/copper-and-concept-boilers';
import { RAYPAK_TYPE_H_RULES } from './boilers/raypak-type-h';
import { RIELLO_ARRAY_RULES } from './boilers/riello-array';
import { GOODMAN_AIR_HANDLER_2004_RULES } from './goodman/air-handlers-2004-key';
import { GOODMAN_AWB_RULES } from './goodman/awb-wall-ceiling-air-handlers';
import { ICP_OIL_FURNACE_RULES } from './icp/oil-furnaces-sherbrooke';
import { PAYNE_P_CABINET_RULES } from './carrier/payne-p-cabinet-packaged';
import { TRANE_OVER_UNDER_RULES } from './trane/over-under-packaged';
import { YORK_COLEMAN_LUXAIRE_SPLIT_RULES } from './york/coleman-luxaire-split-letters';
import { GOODMAN_GPG10_GPG12_RULES } from './goodman/gpg10-gpg12-package-gas';
import { AMANA_PACKAGE_HEAT_PUMP_COOLER_RULES } from './goodman/amana-package-heat-pumps-coolers';
import { BRYANT_NUMERIC_PACKAGED_OLDER_RULES } from './carrier/bryant-numeric-packaged-older';
import { ICP_FURNACE_WITHOUT_BRAND_LETTER_RULES } from './icp/furnaces-without-brand-letter';
import { ICP_FURNACE_TWIN_B_RULES } from './icp/furnace-twins-b-print';
import { CARRIER_58UXT_58HDX_RULES } from './carrier/furnaces-58uxt-58hdx';
import { CARRIER_FAN_COIL_FF1E_RULES } from './carrier/fan-coils-ff1e';
import { TRANE_PTAC_RULES } from './room-units/trane-ptac';
import { HEAT_CONTROLLER_PTAC_RULES } from './room-units/heat-controller-ptac';
import { AMANA_GUI_GCI_RULES } from './goodman/amana-gui-gci-furnaces';
import { HEAT_CONTROLLER_AIR_HANDLER_RULES } from './multi-family/heat-controller-air-handlers';
import { FEDDERS_HEAT_PUMP_RULES } from './multi-family/fedders-heat-pumps';
import { COLEMAN_LUXAIRE_AC_SPLIT_RULES } from './york/ac-al-split-air-conditioners';
import { ALLIED_2HP_RULES } from './lennox/allied-2hp-series';
import { FRIEDRICH_Q_CHASSIS_RULES } from './room-units/friedrich-q-chassis';
import { NORTEK_SA_SH_RULES } from './nordyne/split-sa-sh-series';
import { DUCANE_CG_RULES } from './lennox/ducane-cg-furnaces';
import { GOODMAN_FURNACE_2020S_RULES } from './goodman/furnaces-2020s-key';
import { AMANA_ROOM_AC_RULES } from './room-units/amana-room-air-conditioners';
import { NORTEK_PACKAGED_PRINT_RULES } from './nordyne/packaged-more-prints';
import { ALLIED_4AC_4HP_RULES } from './lennox/allied-4ac-4hp-series';
import { CARRIER_52S_RULES } from './room-units/carrier-52s-ptac';
import { MARVAIR_RULES } from './room-units/marvair-wall-mount';
import { COMFORT_AIRE_GFM96T_RULES } from './furnaces-other/comfort-aire-gfm96t';
import { TRANE_RECALL_LISTED_AIR_HANDLER_RULES } from './trane/recall-listed-air-handlers';
import { LENNOX_GCS_SEER_PACKAGED_RULES } from './lennox/gcs-seer-packaged';
import { BARD_H_SERIES_W17_RULES } from './bard/h-series-and-w17-wall-mount';
import { RHEEM_RHAL_RHBL_RULES } from './rheem/rhal-rhbl-air-handlers';
import { NORTEK_T5BD_RULES } from './nordyne/t5bd-without-badge';
import { CARRIER_FY5B_RULES } from './carrier/fy5b-fan-coil';
import { ICP_TWO_STAGE_CH6_RULES } from './icp/two-stage-heat-pump-ch6';
import { GOODMAN_AIR_HANDLER_2004_CUT_RULES } from './goodman/air-handlers-2004-cut';
import { GOODMAN_PG15_RULES } from './goodman/pg15-package-gas';
import { YORK_TH4_RULES } from './york/th4-heat-pump';
import { LENNOX_F8AUH_RULES } from './lennox/f8auh-furnaces';
import { SOLID_FUEL_LINE_RULES } from './multi-family/solid-fuel-lines';
import { WEISHAUPT_WTC_RULES } from './boilers/weishaupt-wtc';
import { BROETJE_CONDENSING_RULES } from './boilers/broetje-condensing';

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
  ...ICP_COMMERCIAL_RULES,
  ...DAIKIN_PACKAGED_RULES,
  ...MCQUAY_ROOFPAK_RULES,
  ...CARRIER_COIL_RULES, ...CARRIER_INSTALLED_RULES, ...CARRIER_ICP_SHORT_RULES, ...GRANDAIRE_RULES,
  ...VRF_RULES,
  ...YORK_PACKAGED_RESIDENTIAL_RULES, ...YORK_MODULAR_RULES, ...YORK_SPLIT_MORE_RULES,
  ...LENNOX_COIL_RULES,
  ...WATER_SOURCE_LINE_RULES, // issue 18 (geo21): WaterFurnace 3 Series key, Trane GEC / GEH / GEV, FHP EP / LV, Enertech-built badges (README-extra.md); before the listed lines
  ...GEOSTAR_SYCAMORE_RULES, // issue 18: GeoStar Sycamore on its SD2700AGA key, before the listed 141A / 142A reading (README-extra.md)
  ...GEOTHERMAL_LISTED_RULES,
  ...HEATING_LONG_TAIL_RULES,
  ...BOILERS_OWNER_RULES, ...WATER_HEATERS_OWNER_RULES, // issue 18: lines as owners write them (README-extra.md)
  ...HEAT_PUMP_WATER_HEATERS_RULES, // wh19: Vaughn / Hubbell S-··HPT, Sanden SANCO2 GS3-45HPA (ENERGY STAR rows)
  ...SANDEN_HEAT_PUMP_UNITS_TANKS_RULES, // issue 18 (integrations' device lists): Sanden SANCO2 GS3 / GS4 units and SAN tanks, Eco Plus GAU-A45HP, GAU / GAUS (README-extra.md)
  ...NAVIEN_NWP500_RULES, // issue 18 (integrations' device lists): Navien NWP500 heat-pump water heater, type from an integration's device table (README-extra.md)
  ...AOSMITH_ICOMM_MODEL_FIELD_RULES, // issue 18 (integrations' device lists): A. O. Smith model · series · item number as the iCOMM API reports it (README-extra.md)
  ...JAPAN_ECO_CUTE_RULES, // issue 18 (integrations' device lists): Japanese EcoCute CO2 heat-pump water heaters, Mitsubishi SRT- / Panasonic HE- / Hitachi BHP- (README-extra.md)
  ...AOSMITH_VOLTEX_PHPT_RULES, ...AMERICAN_HUNDRED_GALLON_RULES, ...AMERICAN_COMMERCIAL_BCG3_BCN3_RULES, ...KENMORE_229_BOILER_RULES, ...UTICA_15B_RULES, ...INDIRECT_FIRED_TANK_RULES, ...BRADFORD_WHITE_ROMAN_TW_RULES, ...BOSCH_TRONIC_GWH_C_RULES, ...HEAT_PUMP_LISTED_HPWHSIM_RULES, ...RINNAI_RUS_C199_RULES, ...BRADFORD_WHITE_ECO_DEFENDER_PE_RULES, ...AOSMITH_BTP_RULES, ...RELIANCE_COMMERCIAL_RULES, // issue 18 (water-heater gap scan; Reliance D / N commercial tanks: owners'-threads gap scan): A. O. Smith PHPT, American 100-gallon key, Bradford White M-II-TW, Bosch Tronic 6000C / GWH C / 17e, heat-pump water heaters of the HPWHsim library, Rinnai RUS / C199, Bradford White Eco-Defender U / PE / CSW, A. O. Smith BTP (README-extra.md)
  ...INSTALLED_TANK_AND_BOILER_RULES, // wh20: GE PH heat-pump tanks, Statesman SSE / American STCE-ITCE commercial electric, Vitodens A1HB-34 (README-extra.md)
  ...WATER_HEATERS_COMMERCIAL_RULES, // wh21: State SUF / PR / GPG older tanks, Rheem GD and E-·-G commercial (README-extra.md)
  ...BOILERS_OLDER_RULES, // wh21: Peerless GM, Dunkirk PVWB, Weil-McLain GWC / AHE / HVX, Smith 28HE (README-extra.md)
  // European / Asian hydronic and ductless lines (README-extra.md)
  ...ALTHERMA_RULES, ...PANASONIC_RULES, ...ECODAN_RULES, ...NIBE_RULES, ...VAILLANT_RULES, ...HEAT_PUMPS_EUROPE_RULES, ...HEAT_PUMPS_EUROPE_MORE_RULES, ...HITACHI_YUTAKI_R32_RULES, ...HITACHI_YUTAKI_GENERATION_RULES, ...THERMIA_RULES, ...NIBE_SPLIT_RULES, ...MIDEA_M_THERMAL_SPLIT_RULES, ...BOILERS_EUROPE_RULES, ...SAUNIER_DUVAL_RULES, ...HAIER_RULES,
  ...BOILERS_EUROPE_DOCUMENTED_RULES, ...VAILLANT_MAG_RULES, // issue 18: Junkers Z-codes, ecoCOMPACT VSC, Thelia / Semia, Genus Premium, De Dietrich City / MCA, Vaillant MAG (README-extra.md)
  ...BOILER_EUROPE_LINE_NAME_RULES, ...HEAT_PUMP_LINE_NAME_RULES, ...ATLANTIC_ALFEA_OUTDOOR_RULES, // issue 18: European boiler and air-to-water heat-pump line names as owners write them (README-extra.md)
  ...BOILER_SMART_HOME_LISTED_RULES, ...HEAT_PUMP_SMART_HOME_LISTED_RULES, ...DAIKIN_ALTHERMA_ESPALTHERMA_RULES, ...ATLANTIC_GROUP_WATER_HEATER_RULES, ...ARISTON_CLOUD_LISTED_RULES, // issue 18: European heating lines of the smart-home gap scan, type from integrations' device tables (README-extra.md)
  ...PTAC_RULES,
  ...HTP_WATER_HEATER_RULES, ...WATERFURNACE_G_SERIES_RULES,
  ...LENNOX_COMMERCIAL_RULES, // issue 18 (comm21): Landmark / Energence keys, before the L Series reading of multi-family/rooftop-units.ts (README-extra.md)
  ...LENNOX_ROOFTOP_RULES, // issue 18 (rtu22a): T-Class TCA / THA / TSA / TPA and the L Series A / B / C / E key, before the same reading (README-extra.md)
  ...FUJITSU_DUCTED_RULES, ...HEAT_CONTROLLER_RULES, ...DETTSON_AIRTEMP_RULES, ...PACKAGED_ROOFTOP_RULES, ...FRIEDRICH_RULES, ...MIDEA_NORTH_AMERICA_RULES, // issue 18 (id18e): README-extra.md
  ...AMANA_PACKAGE_OLDER_RULES, // issue 18 (id18d5): Amana PG package gas units
  ...AMANA_CONDENSING_OLDER_RULES, ...SURE_COMFORT_RULES, ...YORK_OUTDOOR_1990_RULES, // issue 18: older Goodman / Rheem-group lines (README-extra.md)
  ...HEATING_INSTALLED_RULES, // issue 18: installed-base water heaters and boilers (README-extra.md)
  ...WATER_SOURCE_ROOM_DUCTLESS_RULES, // issue 18 (id18c): water-source, room and older ductless units (README-extra.md)
  ...WALL_FURNACE_RULES, ...BARD_OIL_FURNACE_RULES, ...THERMO_PRIDE_GAS_RULES, ...OXBOX_RULES, ...WILLIAMSON_OIL_FURNACE_RULES, ...NORDYNE_CMF_RULES, ...YORK_OIL_RULES, // issue 18 (id18b): Williams / Cozy wall and floor furnaces, Bard / Williamson oil, Thermo Pride gas, Nordyne CMF and York-group oil furnaces (README-extra.md)
  ...BARD_ITEC_RULES, ...RINNAI_CUT_RULES, // issue 18 (id18a): Bard I-TEC, Rinnai RU199 (README-extra.md)
  ...HEATING_OLDER_RULES, // issue 18 (id18e): Paloma, Takagi Flash, Vitodens WB, Hydrotherm KN, Smith Cast Iron, Energy Kinetics (README-extra.md)
  ...DUCTLESS_BADGE_RULES, ...ROOM_UNIT_RULES, ...GREE_FORMS_RULES, ...DUCTLESS_FORMS_RULES, // issue 18 (id18f): private-label ductless badges, room air conditioners, Gree forms (README-extra.md)
  ...CARRIER_TRUE_INPUT_RULES, ...YORK_SUNLINE_RULES, // issue 18 (id18z): Carrier 58 furnaces with the true input, York Sunline / Stellar digits (README-extra.md)
  ...YORK_HEAT_PUMP_RULES, // issue 18 (rtu22a): York B3CH / B4CH / B5CH / B1HH heat pumps (README-extra.md)
  ...INSTALLED_BASE_LINE_RULES, // issue 18 (id18y): Sears 867 furnaces, Trane TWE off-grid sizes, Buderus GB / WLW, Lennox Pulse 21V (README-extra.md)
  ...CARRIER_58_OLDER_RULES, ...LENNOX_OIL_RULES, // issue 18 (id18d1): Carrier 58 two-letter series, Lennox 23-series oil furnaces (README-extra.md)
  ...SEEN_SETS_LINE_RULES, // issue 18 (id18m2): lines and written forms of the seen sets' misses (README-extra.md)
  ...CARRIER_BRYANT_RULES, ...BARD_GEOSMART_LINE_RULES, ...ICP_YORK_OUTDOOR_RULES, // issue 18 (id18g): Carrier G ductless, Bryant 538 / 619 and J rooftops, Bard GV / GTC, GeoSmart lines, ICP S-family and York Affinity splits (README-extra.md)
  ...OLDER_FURNACES_AS_COPIED_RULES, // issue 18 (furn19): older furnace numbers and literature forms (README-extra.md)
  ...MORE_OLDER_FURNACES_AS_COPIED_RULES, // issue 18 (furn20): York P*HU / P*MP, Coleman EB, Lennox G24-200, ICP NUGM, Bryant older sizes (README-extra.md)
  ...BOILERS_INSTALLED_RULES, // issue 18 (boil19): Burnham / Peerless / Weil-McLain older and commercial cast-iron boiler series (README-extra.md)
  ...OLDER_SPLIT_OUTDOOR_RULES, // issue 18 (split19): older split outdoor letter forms, Amana remote units, Bryant 591B (README-extra.md)
  ...CANADA_BADGE_RULES, // issue 18 (canada21): Rheem-built Canadian badges, Napoleon / Continental, Olsen LRF, Granby / Conforto (README-extra.md)
  ...CARRIER_ROOFTOP_RULES, ...RHEEM_COMMERCIAL_RULES, ...AAON_RULES, ...AAON_OTHER_SERIES_RULES, ...YORK_ROOFTOP_RULES, ...TRANE_FOUNDATION_RULES, // issue 18 (comm21): Carrier / Bryant rooftops, Rheem commercial package, AAON RN / RQ, Daikin Rebel, York ZJ / ZH / ZS / ZW / ZT, Trane Foundation (README-extra.md)
  ...TRANE_VALUE_BRAND_RULES, ...ALLIED_VALUE_BADGE_RULES, ...OXBOX_G7_RULES, ...MRCOOL_CENTRAL_RULES, ...GREE_KEY_BADGE_RULES, ...ACIQ_PTAC_RULES, ...DURASTAR_AIR_HANDLER_RULES, // issue 18: RunTru / Ameristar / Oxbox AC, Oxbox HP and air handler keys, Blueridge / MRCOOL Allied furnaces, Oxbox G7 furnaces, MRCOOL central heat pumps, C&H rows under Gree's GW key, ACiQ PTAC, Durastar air handlers (README-extra.md)
  ...TRANE_LIGHT_COMMERCIAL_SIZE_RULES, ...YORK_LARGE_ROOFTOP_RULES, ...CARRIER_ROOFTOP_SIZE_RULES, ...MCQUAY_MAVERICK_RULES, ...CARRIER_COMMERCIAL_SPLIT_RULES, ...LENNOX_STRATEGOS_RULES, ...ICP_COMMERCIAL_SPLIT_RULES, // issue 18: Trane Precedent 074 / 092 / 17 Plus, Foundation GCC, Voyager 12½–25 t sizes; York ZJ / ZR / ZF / XP 15–25 t and Series 20 J DH; Carrier TC / Bryant 558J / 580J 16, Bryant 581J 17–28; McQuay Maverick I MPS; Carrier 38AP condensing units and 40RU / 40RL air handlers; Lennox Strategos; ICP CAS / CHS splits (README-extra.md)
  ...EUROPE_SPLIT_RULES, // issue 18: Toshiba RAS multi-split outdoor units, Hitachi RAK / RAC mono splits, Fujitsu ASYA / ASYB wall splits, Toshiba RAV European form, Kaisai ICE, Electrolux (README-extra.md)
  ...HEAT_CONTROLLER_WATER_TO_WATER_RULES, ...OLSEN_UML_RULES, ...NORDYNE_B6_HIGH_EFFICIENCY_RULES, ...HEAT_CONTROLLER_HP_SERIES_RULES, // issue 18: Heat Controller HNW / HWW water-to-water and HP series, Olsen UMLA / UMLVA oil furnaces, Nortek B6EM / B6VM air handlers (README-extra.md)
  ...GOODMAN_GPG13_RULES, ...LENNOX_MPA_RULES, ...US_BOILER_X2_RULES, ...BRADFORD_WHITE_THROUGH_THE_WALL_RULES, ...NAVIEN_CC_RULES, // issue 18 (set 19 families): Goodman GPG13 without the M·4 pair, Lennox MPA ductless outdoor, U.S. Boiler X-2, Bradford White TW4, Navien CC (README-extra.md)
  ...UK_WALL_HUNG_BOILER_RULES, ...OLDER_NA_BOILER_LINE_RULES, ...LOCHINVAR_FIN_TUBE_BOILER_RULES, ...COPPER_AND_CONCEPT_BOILER_RULES, ...RAYPAK_TYPE_H_RULES, ...RIELLO_ARRAY_RULES, // issue 18 (boiler gap scan): Glow-worm, Alpha, Keston, Gledhill, Themaclassic, Boxer, THRs; Burnham HF and C3 / C4, Columbia CT / WL, Dunkirk Empire / Kenmore EW, Smith GS110W; Lochinvar Solution / Copper-Fin CB, Efficiency+ EB, Copper-Fin II CH; A. O. Smith GB / XB / VB; Slant/Fin Concept CB; Raypak Type H1–H4; Riello Array (README-extra.md)
  ...CARRIER_GEMINI_38AR_40RM_RULES, // issue 18 (set 20 families): Carrier Gemini 38AR / 38AKS condensing units and 40RM air handlers (README-extra.md)
  ...TRANE_HORIZON_OUTDOOR_AIR_RULES, ...METUS_Y_SERIES_OUTDOOR_RULES, // issue 18 (set 21 families): Trane Horizon outdoor air units, METUS TUHY Y-series VRF outdoor units (README-extra.md)
  ...TRANE_INTELLIPAK_AND_LARGE_SPLIT_RULES, ...CARRIER_WEATHERMASTER_GC_AND_APPLIED_A_RULES, ...YORK_LARGE_CONDENSING_UNIT_RULES, ...LENNOX_GCS16_GCS20_RULES, ...YORK_COMMERCIAL_TITLE_RULES, // issue 18 (commercial gap scan): Trane IntelliPak, Voyager 27½–50 t written short, RAUC / RAUJ / RAUP condensing units; Carrier 48 / 50 GC(Q), 48 / 50 A applied rooftops; York YD / HA / HB / H2CA / YCUL condensing units, titled packaged lines and evaporator blowers; Lennox GCS16 / GCS20 (README-extra.md)
  ...GOODMAN_AIR_HANDLER_2004_RULES, ...GOODMAN_AWB_RULES, ...ICP_OIL_FURNACE_RULES, ...PAYNE_P_CABINET_RULES, ...TRANE_OVER_UNDER_RULES, ...YORK_COLEMAN_LUXAIRE_SPLIT_RULES, ...GOODMAN_GPG10_GPG12_RULES, ...AMANA_PACKAGE_HEAT_PUMP_COOLER_RULES, ...BRYANT_NUMERIC_PACKAGED_OLDER_RULES, ...ICP_FURNACE_WITHOUT_BRAND_LETTER_RULES, ...ICP_FURNACE_TWIN_B_RULES, ...CARRIER_58UXT_58HDX_RULES, ...CARRIER_FAN_COIL_FF1E_RULES, // issue 18 (legacy lines): Goodman ACNF / AWUF / ADPF / ARPF / ARUF / AEPF / ASPF / ATUF air handlers, 2004–2012 key; AWB wall / ceiling air handlers, 2003 key; ICP / Dettson OLR / OLV / OMF oil furnaces; Payne PH1P / PH2P / PA3P single-packaged units; Trane 4WHC3 over/under packaged heat pumps; York CCJD / LCJD; Goodman GPG10 / GPG12; Amana PHB / PHD / PCC; Bryant 559B / 583B / 588A / 589A; ICP *9MP furnaces without the brand letter; ICP FBF / GNE twins printed with B; Carrier 58UXT / 58HDX with a size; Carrier FF1E fan coils (README-extra.md)
  ...TRANE_PTAC_RULES, ...HEAT_CONTROLLER_PTAC_RULES, ...FRIEDRICH_Q_CHASSIS_RULES, ...NORTEK_SA_SH_RULES, ...DUCANE_CG_RULES, ...GOODMAN_FURNACE_2020S_RULES, ...AMANA_ROOM_AC_RULES, ...NORTEK_PACKAGED_PRINT_RULES, ...ALLIED_4AC_4HP_RULES, ...CARRIER_52S_RULES, ...MARVAIR_RULES, ...COMFORT_AIRE_GFM96T_RULES, // issue 18 (second-tier and PTAC lines): Trane PTAC key, Heat Controller EKTC / EKTH / PTAC / PTHP, Friedrich Q-chassis room units, Nortek *SA / *SH splits, Ducane CG furnaces, Goodman / Amana furnaces of the 2020s key, Amana AAC room units, Nortek G / -X / PPH3R single-package prints, Allied 4AC / 4HP series, Carrier 52S PTAC, Marvair wall-mount units, Comfort-Aire GFM96T furnaces (README-extra.md)
  ...SAMSUNG_EUROPE_CAC_RULES, ...LG_EUROPE_MULTI_RULES, ...FUJITSU_AIRSTAGE_VRF_RULES, ...MHI_KX_VRF_RULES, ...FUJITSU_AUXG_CASSETTE_RULES, ...BOSCH_CLIMATE_RAC_RULES, ...CARRIER_DUCT_FREE_Q_MV_RULES, ...MITSUBISHI_MUX_MUCFH_RULES, ...LG_CASSETTE_SYSTEM_RULES, ...FUJITSU_CASSETTE_MULTI_AUY_RULES, ...HAIER_LISTED_OUTDOOR_RULES, ...SAMSUNG_DVM_INDOOR_RULES, ...TOSHIBA_LISTED_RULES, ...CHOFU_AEYC_RULES, // issue 18 (ductless gap scan): Samsung European CAC kW classes, NS / RC cassettes, FJM indoor units; LG European MU multi outdoor units; Fujitsu AIRSTAGE VRF outdoor units; MHI KX6 VRF modules; Fujitsu AUXG cassettes; Bosch Climate 5000 RAC splits; Carrier duct-free 40Q / 40MV / 38AN / 38BK; Mitsubishi MUX / MUCFH; LG LC cassette systems; Fujitsu AUY / AOY; Haier listed outdoor units; Samsung DVM indoor units; Toshiba MMU / RAS-3M23; Chofu AEYC air-to-water (README-extra.md)
  ...TAKAGI_MOBIUS_RULES, ...RINNAI_CONDENSING_INFINITY_RULES, ...LAARS_NEOTHERM_RULES, ...WEIL_MCLAIN_NUMBERED_ELECTRIC_RULES, ...AQUASTAR_VP_RULES, ...ARISTON_WATER_HEATER_RULES, ...HTP_MODCON_VWH_RULES, // issue 18 (more water heaters and boilers): Takagi Mobius, Rinnai RC / Infinity, Laars NeoTherm, Weil-McLain 88 / 94 / CER, AquaStar VP, Ariston Andris / Pro1 Eco / Nuos Plus, HTP ModCon VWH (README-extra.md)
  ...AMANA_GUI_GCI_RULES, ...HEAT_CONTROLLER_AIR_HANDLER_RULES, ...FEDDERS_HEAT_PUMP_RULES, ...COLEMAN_LUXAIRE_AC_SPLIT_RULES, ...ALLIED_2HP_RULES, // issue 18 (older residential gap scan): Amana GUI / GCI 80 % furnaces, Heat Controller HDG / HMG / HCG air handlers, Fedders CH heat pumps, Coleman / Luxaire AC2A / AL2A splits, Allied 2HP13 / 2HP14 (README-extra.md)
  ...FUJITSU_ASTH_AOTH_RULES, ...MHI_JAPAN_ROOM_RULES, ...CONSUL_BRAZIL_SPLIT_RULES, // issue 18 (Asia / Middle East / Latin America / Australia room and split gap scan): Fujitsu Australian ASTH / AOTH, MHI Japanese SRK / SRC, Consul Brazil splits (README-extra.md)
  ...HITACHI_ROOM_SPLIT_RULES, ...KELVINATOR_SPLIT_RULES, ...MITSUBISHI_WIRELESS_WALL_OLDER_RULES, ...SHARP_ROOM_SPLIT_RULES, ...SANYO_SAP_SPLIT_RULES, ...LG_MULTI_FACTORY_CODE_RULES, ...CHINA_GB_ROOM_SPLIT_RULES, ...CARRIER_TOSHIBA_HIGH_WALL_RULES, // issue 18 (ductless gap scan from integrations' device lists): Hitachi RAS / RAC room splits, Kelvinator KSV / KSD, Mitsubishi Electric MSC / MSH / MU / MUH / MUX wireless-type wall splits, Sharp AH / AY / AE / AU, Sanyo SAP-K / SAP-C, LG multi type factory codes, Chinese KF / KFR designation, Carrier 42NQV / 38NYV Toshiba-built high walls (README-extra.md)
  ...TOSHIBA_SMMS_RULES, ...HITACHI_SET_FREE_UTOPIA_RULES, ...SAMSUNG_DVM_OUTDOOR_RULES, // issue 18 (VRF gap scan from gateway compatibility lists): Toshiba Modular Multi MMY / MM*-AP by the Technical Handbook make-up, Hitachi SET-FREE / UTOPIA, Samsung DVM outdoor units (README-extra.md)
  ...DAIKIN_CONNECTABLE_LINE_RULES, ...GREE_U_MATCH_UNIVERSAL_RULES, ...MITSUBISHI_SLIM_LINE_OLDER_RULES, ...SINCLAIR_SPLIT_RULES, // issue 18 (ductless gap scan from accessory compatibility and service lists): Daikin FLXS / FTXL / FTXLS / ATXL indoor units, Gree U-Match GUHD / GUHN / GFH, Mitsubishi Slim Line PKH / PCH / PLH / PC / PU / PUH, Sinclair ASH / UNI split (README-extra.md)
  ...LENNOX_DRY_CHARGE_RULES, // issue 18 (North-American ducted gap scan): Lennox LCS13DC / LPS13DC dry-charge splits (README-extra.md)
  ...LENNOX_HSX_HPX_RULES, // issue 18 (North-American ducted gap scan): Lennox HSXA / HSXB / HPXA R-410A splits (README-extra.md)
  ...LENNOX_LRP_RULES, // issue 18 (North-American ducted gap scan): Lennox LRP13–16 residential packaged units (README-extra.md)
  ...LENNOX_CHP16_CHP20_RULES, // issue 18 (North-American ducted gap scan): Lennox CHP16 / CHP20 packaged heat pumps (README-extra.md)
  ...TRANE_RECALL_LISTED_AIR_HANDLER_RULES, ...LENNOX_GCS_SEER_PACKAGED_RULES, ...BARD_H_SERIES_W17_RULES, ...RHEEM_RHAL_RHBL_RULES, ...NORTEK_T5BD_RULES, ...CARRIER_FY5B_RULES, ...ICP_TWO_STAGE_CH6_RULES, ...GOODMAN_AIR_HANDLER_2004_CUT_RULES, ...GOODMAN_PG15_RULES, ...YORK_TH4_RULES, // issue 18 (parts-list gap scan): Trane TWV / TVF air handlers, Lennox 10GCS / 12GCS / 13GCS / 13GCSX / 15GCSX, Bard H-series and W17 wall-mounts, Rheem RHAL / RHBL air handlers, Nordyne T5BD, Carrier FY5B, ICP (H,C,T)CH6, Goodman 2004-key air handlers cut after the range, Goodman *PG15, York TH4 (README-extra.md)
  ...YORK_SERIES_100_RULES, // issue 18 (commercial rooftop and packaged equipment-schedule gap scan): York Series 100 YPAL (README-extra.md)
  ...AUSTRALIA_STORAGE_SOLAR_RULES, ...KADEN_DUCTED_GAS_RULES, ...TEMPERZONE_RULES, // issue 18 (Australia / New Zealand gap scan): Dux Prodigy 4 / 5 gas storage and Sunpro solar, Vulcan 661 / 662 / 671 / 691 electric storage, Solahart thermosiphon solar, Kaden KUN / KEX ducted gas heaters, Temperzone ISD / OSA / OPA (README-extra.md)
  ...LENNOX_F8AUH_RULES, // issue 18 (discontinued residential cross-reference gap scan): Lennox F8AUH furnaces by series (README-extra.md)
  ...DOMETIC_RV_ROOFTOP_RULES, ...SUBURBAN_RV_FURNACE_RULES, ...RV_TANK_WATER_HEATER_RULES, // issue 18 (manufactured-housing and RV gap scan): Dometic / Duo-Therm 579 / 590 / 591 / 595 / 600 rooftop units, Suburban SF / SFV / SH / SHD / NT furnaces, Suburban SW and Atwood G water heaters (README-extra.md)
  ...SOLID_FUEL_LINE_RULES, // issue 18 (solid31 gap scan): Central Boiler, HeatMaster SS, Hardy, Garn, Fröling, Windhager, ÖkoFEN, Guntamatic, Harman, AHS, EFM boilers; US Stove / Hotblast, Yukon-Eagle, PSG Caddy, Harman furnaces (README-extra.md)
  ...WEISHAUPT_WTC_RULES, ...BROETJE_CONDENSING_RULES, // issue 18 (boil32 gap scan): Weishaupt Thermo Condens WTC-A / WTC-GB; Brötje WGB / WBS / BSK / SGB / SOB / BOK (README-extra.md)
];
