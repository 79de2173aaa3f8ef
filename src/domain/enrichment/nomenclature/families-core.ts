// Decoders of RULES.md §1–§4 (Goodman, Carrier/Bryant/Payne, ICP, Trane/American Standard).
import type { NomenclatureRule } from './types';

export const CORE_FAMILY_RULES: readonly NomenclatureRule[] = [];
