// Test helper of the §5–§11 decoders: the first decode of a rule list, with the model normalized.
import type { NomenclatureDecode, NomenclatureRule } from '../types';
import { normalizeNomenclatureModel } from '../types';

export function firstDecode(rules: readonly NomenclatureRule[], raw: string, brand = ''): NomenclatureDecode | null {
  const model = normalizeNomenclatureModel(raw);
  for (const rule of rules) {
    const decode = rule.decode(model, brand);
    if (decode) return decode;
  }
  return null;
}
