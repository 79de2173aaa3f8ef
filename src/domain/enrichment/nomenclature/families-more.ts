// Decoders of RULES.md §5–§11 (Lennox, Allied, Rheem, York, Nordyne, ductless, water heaters, Bard, boilers).
import type { NomenclatureRule } from './types';
import { ALLIED_RULES } from './lennox/allied';
import { AOSMITH_RULES } from './water-heaters/aosmith';
import { BARD_RULES } from './bard/bard';
import { BARD_WALL_MOUNT_RULES } from './bard/wall-mount-older';
import { BOILER_RULES } from './boilers/weil-mclain-burnham';
import { BRADFORD_WHITE_RULES } from './water-heaters/bradford-white';
import { BRADFORD_WHITE_ELECTRIC_RULES } from './water-heaters/bradford-white-electric';
import { DAIKIN_DUCTLESS_RULES } from './ductless/daikin';
import { FUJITSU_RULES } from './ductless/fujitsu';
import { LENNOX_RULES } from './lennox/lennox';
import { LENNOX_MS8_RULES } from './lennox/ms8-mini-splits';
import { LG_RULES } from './ductless/lg';
import { MITSUBISHI_RULES } from './ductless/mitsubishi';
import { NAVIEN_RULES } from './water-heaters/navien';
import { NORDYNE_RULES } from './nordyne/nordyne';
import { NORDYNE_GAS_PACKAGED_RULES } from './nordyne/gas-packaged';
import { RHEEM_HVAC_RULES } from './rheem/rheem';
import { RHEEM_ENDEAVOR_RULES } from './rheem/endeavor';
import { PACKAGED_SPLIT_RULES } from './multi-family/older-packaged-and-split';
import { CLIMATEMASTER_SHORT_RULES } from './geothermal/climatemaster-short';
import { LG_THERMA_V_GLOBAL_RULES } from './air-to-water/lg-therma-v-global';
import { GOODMAN_SHORT_RULES } from './goodman/air-handlers-short';
import { DUCTLESS_BUDGET_RULES } from './ductless/budget-badges';
import { DUCTLESS_GLOBAL_RULES } from './ductless/global-and-room';
import { RHEEM_WATER_HEATER_RULES } from './water-heaters/rheem';
import { RINNAI_RULES } from './water-heaters/rinnai';
import { YORK_RULES } from './york/york';
import { MHI_RULES } from './ductless/mhi';

export const MORE_FAMILY_RULES: readonly NomenclatureRule[] = [
  ...LENNOX_RULES,
  ...LENNOX_MS8_RULES,
  ...ALLIED_RULES,
  ...RHEEM_HVAC_RULES,
  ...RHEEM_ENDEAVOR_RULES,
  ...PACKAGED_SPLIT_RULES,
  ...CLIMATEMASTER_SHORT_RULES,
  ...LG_THERMA_V_GLOBAL_RULES,
  ...GOODMAN_SHORT_RULES,
  ...DUCTLESS_BUDGET_RULES,
  ...DUCTLESS_GLOBAL_RULES,
  ...RHEEM_WATER_HEATER_RULES,
  ...YORK_RULES,
  ...NORDYNE_RULES,
  ...NORDYNE_GAS_PACKAGED_RULES,
  ...MITSUBISHI_RULES,
  ...FUJITSU_RULES,
  ...LG_RULES,
  ...DAIKIN_DUCTLESS_RULES,
  ...AOSMITH_RULES,
  ...BRADFORD_WHITE_ELECTRIC_RULES,
  ...BRADFORD_WHITE_RULES,
  ...NAVIEN_RULES,
  ...RINNAI_RULES,
  ...BARD_RULES,
  ...BARD_WALL_MOUNT_RULES,
  ...BOILER_RULES,
  ...MHI_RULES,
];
