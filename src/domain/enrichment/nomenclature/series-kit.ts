// The shape of a series-only fallback entry (series-table.ts) and the tails a series key may have.
import type { EquipmentType } from '../catalog/equipment-types';
import type { DecodedFields, EvidenceTag, NomenclatureFamily } from './types';

/** What a series key says: null when the key's letters are not a series of the family. */
export interface SeriesReading {
  series: string;
  type: EquipmentType;
  description: string;
  fields: DecodedFields;
  evidence: EvidenceTag;
  source: string;
}

export interface SeriesEntry {
  family: NomenclatureFamily;
  /** RULES.md section and name of the full rule whose series key this is. */
  section: string;
  /** Characters the key can start with: only those entries are tried on a model. */
  first: string;
  /** The series key, anchored at the start of the normalized model. */
  key: RegExp;
  /**
   * What may follow the key: the start of the next field (fewer digits than it has) or placeholders
   * (X, *, ?, dashes: "DX16XX", "58STA-XXX"). A complete next field is the full rule's, never the fallback's.
   */
  tail: RegExp;
  /** Also tried on a 3-character model (a series name such as Lennox "G26" or ICP "N4A"); others need 4. */
  short?: boolean;
  /** The key is a series or product-line name as the maker's literature prints it, not the start of a model number: the decode says so (`seriesName`). */
  name?: true;
  read(m: RegExpExecArray): SeriesReading | null;
}

/** Up to `digits` digits of the next numeric field, then placeholders only; at most 8 characters. */
export function partialField(digits: number): RegExp {
  return new RegExp(`^(?=.{0,8}$)-?\\d{0,${digits}}[-X*?]*$`);
}
/** The first digit of a capacity / input field (036, 080, 24/25's 36): a model cut off inside it. */
export const PARTIAL_FIELD = partialField(1);
/** Tank lines: the gallons follow the line letters at once; only placeholders may stand for them. */
export const PLACEHOLDERS_ONLY = /^(?=.{0,8}$)[-X*?]*$/;

