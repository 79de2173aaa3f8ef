// One rule per product line of a table whose rows each cite the maker's document naming the line: brand required,
// type `boilers` unless the row gives another, the series as the row gives it (else the pattern's first matched group,
// else the model), fields only where the row or its reader gives them. Shared by the boiler line tables
// (boilers/europe-documented-lines.ts, older-na-oil-and-steam-lines.ts, uk-wall-hung-lines.ts, europe-line-names.ts,
// weil-mclain-numbered-and-electric.ts) and the air-to-water line names (air-to-water/line-names.ts).
import type { EquipmentType } from '../../catalog/equipment-types';
import type { DecodedFields, EvidenceTag, NomenclatureFamily, NomenclatureRule } from '../types';
import { decodeOf, pickBrand } from './rule-kit';

export interface ProductLine {
  id: string;
  /** Nomenclature family; `boiler_other` when absent. */
  family?: NomenclatureFamily;
  brands: readonly string[];
  /** Equipment type of every unit of the line; `boilers` when absent. */
  type?: EquipmentType;
  /** First characters the normalized model can begin with (cheap gate before the pattern). */
  firstChars: string;
  /** Model as normalized (upper case, no spaces). */
  re: RegExp;
  /** Series as printed; absent: the pattern's first matched group, else the model. */
  series?: string;
  description: string;
  /** Fields the document gives for the whole line. */
  fields?: DecodedFields;
  /** Fields read from the match (null rejects it), merged over `fields`. */
  read?: (m: RegExpExecArray) => DecodedFields | null;
  source: string;
}

/** The rule of one table row; `rule` is the explanation shown with the decode. */
export function productLineRule(line: ProductLine, evidence: EvidenceTag, rule: string): NomenclatureRule {
  const family = line.family ?? 'boiler_other';
  return {
    id: line.id,
    family,
    brands: line.brands,
    unambiguousWithoutBrand: false,
    firstChars: line.firstChars,
    decode(model, brand) {
      if (!line.firstChars.includes(model[0] ?? '')) return null;
      const m = line.re.exec(model);
      if (!m) return null;
      const read = line.read ? line.read(m) : {};
      if (read === null) return null;
      return decodeOf(family, pickBrand(line.brands, brand), model, {
        type: line.type ?? 'boilers',
        series: line.series ?? m.slice(1).find((g) => g !== undefined) ?? model,
        fields: { ...line.fields, ...read },
        description: line.description,
        evidence,
        rule,
        source: line.source,
      });
    },
  };
}
