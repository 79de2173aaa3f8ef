// The rules of issue 18's id18m2 round (README-extra.md, "Seen sets 1–13: lines and written forms"), one list for families-extra.ts.
import { LENNOX_80MGF_RULES } from '../lennox/80mgf-furnaces';
import { NAVIEN_SIZE_CLASS_RULES } from '../water-heaters/navien-size-class';
import type { NomenclatureRule } from '../types';

export const SEEN_SETS_LINE_RULES: readonly NomenclatureRule[] = [...NAVIEN_SIZE_CLASS_RULES, ...LENNOX_80MGF_RULES];
