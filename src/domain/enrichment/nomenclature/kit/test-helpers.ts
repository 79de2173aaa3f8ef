// Test helpers: decode with one family's rules, expect a decode or none.
import { expect } from 'vitest';
import type { NomenclatureDecode, NomenclatureRule } from '../types';
import { normalizeNomenclatureModel } from '../types';

export function decodeWith(rules: readonly NomenclatureRule[], model: string, brand = ''): NomenclatureDecode | null {
  const m = normalizeNomenclatureModel(model);
  for (const r of rules) {
    const d = r.decode(m, brand);
    if (d) return d;
  }
  return null;
}

export function mustDecode(rules: readonly NomenclatureRule[], model: string, brand = ''): NomenclatureDecode {
  const d = decodeWith(rules, model, brand);
  expect(d, `${model} should decode`).not.toBeNull();
  return d!;
}

/** A model number as a maker's document prints it, with the type and the fields the document states. */
export interface DocumentRow {
  model: string;
  brand: string;
  type: string;
  fields: Record<string, unknown>;
  /** Where the model (or its series title) and the stated values are printed. */
  doc: string;
}
