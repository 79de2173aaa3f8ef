// Decoders of RULES.md §5–§11 (Lennox, Allied, Rheem, York, Nordyne, ductless, water heaters, Bard, boilers).
import type { NomenclatureRule } from './types';

export const MORE_FAMILY_RULES: readonly NomenclatureRule[] = [];
