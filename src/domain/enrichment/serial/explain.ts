// SerialDecodeResult → the `serial` part of the Explanation (explanation.ts).
import type { SerialExplanation } from '../explanation';
import type { SerialDecodeResult } from './decode';
import { SUPPORTED_BRAND_FAMILIES_SHORT } from './families';

export function serialExplanation(result: SerialDecodeResult): SerialExplanation {
  if (result.ok) {
    return {
      family: result.family,
      brand_source: result.brand_source,
      rule: result.confidence === 'low' ? `${result.rule} (low confidence)` : result.rule,
      manufacturing_date: result.manufacturing_date,
      ambiguous: result.ambiguous,
      candidates: result.candidates,
      chosen_reason: result.chosen_reason,
      error: null,
      sources: result.sources,
    };
  }
  return {
    family: result.family,
    brand_source: result.brand_source,
    rule: null,
    manufacturing_date: null,
    ambiguous: false,
    candidates: [],
    chosen_reason: null,
    // The decode's error names the brand; which brands can be dated is said here, once per explanation.
    error: result.code === 'unsupported_brand' ? `${result.error} Supported brand families: ${SUPPORTED_BRAND_FAMILIES_SHORT}.` : result.error,
    sources: result.sources,
  };
}
