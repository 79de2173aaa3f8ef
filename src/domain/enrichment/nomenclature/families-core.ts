// Decoders of RULES.md §1–§4 (Goodman, Carrier/Bryant/Payne, ICP, Trane/American Standard).
import { CARRIER_RULES } from './carrier/carrier';
import { GOODMAN_RULES } from './goodman/goodman';
import { ICP_RULES } from './icp/icp';
import { TRANE_RULES } from './trane/trane';
import { TRANE_LINES_RULES } from './trane/odyssey-ameristar-lines';
import { TRANE_WRITTEN_RULES } from './trane/as-written';
import type { NomenclatureRule } from './types';

export const CORE_FAMILY_RULES: readonly NomenclatureRule[] = [...GOODMAN_RULES, ...CARRIER_RULES, ...ICP_RULES, ...TRANE_RULES, ...TRANE_WRITTEN_RULES, ...TRANE_LINES_RULES];
