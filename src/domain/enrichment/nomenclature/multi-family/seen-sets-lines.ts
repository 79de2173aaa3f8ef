// The rules of issue 18's id18m2 round (README-extra.md, "Seen sets 1–13: lines and written forms"), one list for families-extra.ts.
import { LENNOX_80MGF_RULES_18M2 } from '../lennox/80mgf-furnaces';
import { NAVIEN_RULES_18M2 } from '../water-heaters/navien-size-class';
import type { NomenclatureRule } from '../types';

export const RULES_18M2: readonly NomenclatureRule[] = [...NAVIEN_RULES_18M2, ...LENNOX_80MGF_RULES_18M2];
