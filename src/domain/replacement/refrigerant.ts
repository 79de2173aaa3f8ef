// The refrigerant a unit holds: read from its model's data (catalog or model-number decode), else
// inferred from its type and manufacture date (RULES.md §12 of shared/data/nomenclature).

/** Where the refrigerant came from: the catalog's model data, the model-number rules, or the era rule (a likelihood). */
export const REFRIGERANT_SOURCES = ['catalog', 'model_number', 'era_rule'] as const;
export type RefrigerantSource = (typeof REFRIGERANT_SOURCES)[number];

/** The model_data key of the refrigerant, the catalog's and the model-number decoder's alike. */
export const REFRIGERANT_MODEL_DATA_KEY = 'Refrigerant';
/** CatalogModel.source of a model decoded from its model number (not a catalog row). */
export const NOMENCLATURE_MODEL_SOURCE = 'nomenclature';

/**
 * EPA (40 CFR 82 subpart F, 2010 HCFC allocation rule): no manufacture of new air conditioners or heat
 * pumps charged with HCFC-22 from 2010-01-01 (RULES.md §12). A unit made before then is R-22 "likely".
 */
export const R22_NEW_EQUIPMENT_BAN_DATE = '2010-01-01';

/**
 * Vapour-compression types (air conditioners and heat pumps) to which the era rule applies. Air
 * handlers and coils are left out: they were sold dry, for either refrigerant.
 */
export const R22_ERA_TYPES: readonly string[] = ['air conditioners', 'heat pumps', 'mini-splits', 'packaged units', 'geothermal heat pumps'];

const TRADE_NAMES: Readonly<Record<string, string>> = { PURON: 'R-410A', 'PURON ADVANCE': 'R-454B', FREON: 'R-22', 'FREON 22': 'R-22', 'GENETRON AZ-20': 'R-410A' };

/**
 * One spelling per refrigerant, ASHRAE 34 style: "r22", "HCFC-22", "R 22" → "R-22"; "R410a",
 * "HFC-410A", "Puron" → "R-410A"; blends (4xx, 5xx) keep an upper-case letter, others lower case
 * (R-134a). Null for an empty or unreadable value.
 */
export function normalizeRefrigerant(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null;
  // The catalog's few spellings are read for every asset matched to a model: answers kept per spelling.
  let known = NORMALIZED.get(raw);
  if (known === undefined) {
    known = normalizeUncached(raw);
    if (NORMALIZED.size >= MAX_NORMALIZED) NORMALIZED.clear();
    NORMALIZED.set(raw, known);
  }
  return known;
}
const NORMALIZED = new Map<string, string | null>();
const MAX_NORMALIZED = 1024;

function normalizeUncached(raw: string): string | null {
  const text = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (text === '') return null;
  if (Object.hasOwn(TRADE_NAMES, text)) return TRADE_NAMES[text]!;
  const m = /^(?:R|HCFC|HFC|HFO|CFC|HC)\s*-?\s*(\d{2,4})\s*([A-Z])?$/.exec(text);
  if (!m) return null;
  const number = m[1]!;
  const letter = m[2] ?? '';
  const blend = number.length === 3 && (number.startsWith('4') || number.startsWith('5'));
  return `R-${number}${blend ? letter : letter.toLowerCase()}`;
}

export interface RefrigerantReading {
  refrigerant: string;
  source: RefrigerantSource;
}

/**
 * The refrigerant stated by the model's data (source: the model-number rules when the model was
 * decoded from its model number, else the catalog), or the era rule for an air conditioner or heat
 * pump made before 2010 (R-22, likely), or null.
 */
export function refrigerantOf(input: {
  modelData: Readonly<Record<string, string>> | null;
  modelSource: string | null;
  type: string | null;
  manufactureReferenceDate: string | null;
}): RefrigerantReading | null {
  const stated = normalizeRefrigerant(input.modelData?.[REFRIGERANT_MODEL_DATA_KEY]);
  if (stated !== null) return { refrigerant: stated, source: input.modelSource === NOMENCLATURE_MODEL_SOURCE ? 'model_number' : 'catalog' };
  if (input.type !== null && R22_ERA_TYPES.includes(input.type) && input.manufactureReferenceDate !== null && input.manufactureReferenceDate < R22_NEW_EQUIPMENT_BAN_DATE) {
    return { refrigerant: 'R-22', source: 'era_rule' };
  }
  return null;
}
