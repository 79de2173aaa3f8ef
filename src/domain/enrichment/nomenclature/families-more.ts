// Decoders of RULES.md §5–§11 (Lennox, Allied, Rheem, York, Nordyne, ductless, water heaters, Bard, boilers).
import type { NomenclatureRule } from './types';
import { ALLIED_RULES } from './allied';
import { AOSMITH_RULES } from './aosmith';
import { BARD_RULES } from './bard';
import { BARD_WALL_MOUNT_PKG21_RULES } from './bard-wall-mount-pkg21';
import { BOILER_RULES } from './boilers';
import { BRADFORD_WHITE_RULES } from './bradford-white';
import { BRADFORD_WHITE_ELECTRIC_WH19_RULES } from './bradford-white-electric-wh19';
import { DAIKIN_DUCTLESS_RULES } from './daikin';
import { FUJITSU_RULES } from './fujitsu';
import { LENNOX_RULES } from './lennox';
import { LENNOX_MS8_LEAD20_RULES } from './lennox-ms8-lead20';
import { LG_RULES } from './lg';
import { MITSUBISHI_RULES } from './mitsubishi';
import { NAVIEN_RULES } from './navien';
import { NORDYNE_RULES } from './nordyne';
import { NORDYNE_GAS_PACKAGED_PKG21_RULES } from './nordyne-gas-packaged-pkg21';
import { RHEEM_HVAC_RULES } from './rheem';
import { RHEEM_ENDEAVOR_DLESS19_RULES } from './rheem-endeavor-dless19';
import { PACKAGED_SPLIT_DLESS20_RULES } from './packaged-split-dless20';
import { CLIMATEMASTER_SHORT_DLESS20_RULES } from './climatemaster-short-dless20';
import { LG_THERMA_V_GLOBAL_DLESS20_RULES } from './lg-therma-v-global-dless20';
import { GOODMAN_SHORT_DLESS20_RULES } from './goodman-short-dless20';
import { DUCTLESS_BUDGET_DLESS20_RULES } from './ductless-budget-dless20';
import { DUCTLESS_GLOBAL_DUCTLESS21_RULES } from './ductless-global-ductless21';
import { RHEEM_WATER_HEATER_RULES } from './rheem-water-heaters';
import { RINNAI_RULES } from './rinnai';
import { YORK_RULES } from './york';
import { MHI_RULES } from './mhi';

export const MORE_FAMILY_RULES: readonly NomenclatureRule[] = [
  ...LENNOX_RULES,
  ...LENNOX_MS8_LEAD20_RULES,
  ...ALLIED_RULES,
  ...RHEEM_HVAC_RULES,
  ...RHEEM_ENDEAVOR_DLESS19_RULES,
  ...PACKAGED_SPLIT_DLESS20_RULES,
  ...CLIMATEMASTER_SHORT_DLESS20_RULES,
  ...LG_THERMA_V_GLOBAL_DLESS20_RULES,
  ...GOODMAN_SHORT_DLESS20_RULES,
  ...DUCTLESS_BUDGET_DLESS20_RULES,
  ...DUCTLESS_GLOBAL_DUCTLESS21_RULES,
  ...RHEEM_WATER_HEATER_RULES,
  ...YORK_RULES,
  ...NORDYNE_RULES,
  ...NORDYNE_GAS_PACKAGED_PKG21_RULES,
  ...MITSUBISHI_RULES,
  ...FUJITSU_RULES,
  ...LG_RULES,
  ...DAIKIN_DUCTLESS_RULES,
  ...AOSMITH_RULES,
  ...BRADFORD_WHITE_ELECTRIC_WH19_RULES,
  ...BRADFORD_WHITE_RULES,
  ...NAVIEN_RULES,
  ...RINNAI_RULES,
  ...BARD_RULES,
  ...BARD_WALL_MOUNT_PKG21_RULES,
  ...BOILER_RULES,
  ...MHI_RULES,
];
