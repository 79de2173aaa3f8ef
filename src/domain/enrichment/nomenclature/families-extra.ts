// Decoders of brand families RULES.md does not cover (sources in this folder's README-extra.md).
import { CLIMATEMASTER_RULES } from './climatemaster';
import { SAMSUNG_RULES } from './samsung';
import type { NomenclatureRule } from './types';
import { WATERFURNACE_RULES } from './waterfurnace';

export const EXTRA_FAMILY_RULES: readonly NomenclatureRule[] = [...CLIMATEMASTER_RULES, ...WATERFURNACE_RULES, ...SAMSUNG_RULES];
