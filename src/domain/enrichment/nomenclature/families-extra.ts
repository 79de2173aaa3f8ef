// Decoders of brand families RULES.md does not cover (sources in this folder's README.md).
import type { NomenclatureRule } from './types';

export const EXTRA_FAMILY_RULES: readonly NomenclatureRule[] = [];
