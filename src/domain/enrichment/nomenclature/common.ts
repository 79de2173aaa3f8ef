// Helpers every family decoder shares: the nominal capacity grid (RULES.md §0.2), off-grid
// snapping (§0.3), the evidence order and the decode builder.
import type { EquipmentType } from '../catalog/equipment-types';
import type { DecodedFields, EvidenceTag, NomenclatureDecode, NomenclatureFamily } from './types';

/** RULES.md §0.2: nominal cooling capacity codes (kBtu/h); tons = code / 12. */
export const CAPACITY_GRID_KBTUH: readonly number[] = [9, 12, 15, 18, 24, 30, 36, 42, 48, 54, 60, 72, 90, 120, 150, 180, 240];
const ON_GRID = new Set(CAPACITY_GRID_KBTUH);

export interface GridCapacity {
  kbtuh: number;
  tons: number;
  offGrid: boolean;
}

/**
 * A capacity code read on the §0.2 grid. Two-digit codes must be on the grid; a three-digit code
 * within ±1 of a grid value snaps to it and is flagged off-grid (§0.3: 025, 037, 041, 061 …).
 * Null when the code is no nominal capacity.
 */
export function gridCapacity(code: string): GridCapacity | null {
  const n = Number(code);
  if (!Number.isInteger(n)) return null;
  if (ON_GRID.has(n)) return { kbtuh: n, tons: n / 12, offGrid: false };
  if (code.length !== 3) return null;
  for (const g of [n - 1, n + 1]) if (ON_GRID.has(g)) return { kbtuh: g, tons: g / 12, offGrid: true };
  return null;
}

/** Cooling capacity fields of a grid reading. */
export function capacityFields(c: GridCapacity): DecodedFields {
  return c.offGrid
    ? { cooling_capacity_tons: c.tons, cooling_capacity_kbtuh: c.kbtuh, off_grid_code: true }
    : { cooling_capacity_tons: c.tons, cooling_capacity_kbtuh: c.kbtuh };
}

const EVIDENCE_ORDER: Record<EvidenceTag, number> = { src: 2, pattern: 1, unconfirmed: 0 };
/** The weakest of the tags. */
export function weakest(...tags: EvidenceTag[]): EvidenceTag {
  let w: EvidenceTag = 'src';
  for (const t of tags) if (EVIDENCE_ORDER[t] < EVIDENCE_ORDER[w]) w = t;
  return w;
}

/** "1.5 tons", "3 tons", "1 ton". */
export function tonsText(tons: number): string {
  return `${tons} ton${tons === 1 ? '' : 's'}`;
}

export interface DecodeParts {
  family: NomenclatureFamily;
  brand: string;
  type: EquipmentType;
  series: string;
  model: string;
  description: string;
  fields: DecodedFields;
  evidence: EvidenceTag;
  rule: string;
  source: string;
}

/** Drop the fields a rule left undefined (a field the rule does not give stays absent). */
export function decoded(p: DecodeParts): NomenclatureDecode {
  // A copy of the defined fields, only when some are undefined: `delete` would turn the object into a slow dictionary.
  const f = p.fields as Record<string, unknown>;
  for (const key in f) {
    if (f[key] !== undefined) continue;
    const defined: Record<string, unknown> = {};
    for (const k in f) if (f[k] !== undefined) defined[k] = f[k];
    p.fields = defined as DecodedFields;
    break;
  }
  return p;
}

/**
 * The brand a decode reports: the given brand when it is one of the rule's brands (or was allowed
 * by the dispatcher as a sister badge), else the brand the model's own letters name.
 */
export function reportedBrand(given: string, fromModel: string): string {
  return given !== '' ? given : fromModel;
}
