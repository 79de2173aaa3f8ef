import { MATCH_TYPE_LABEL } from '@/components/asset-status';
import type { MatchType } from '@/domain/enrichment/types';

const LEADING_CODE = /^(exact_match|likely_match|possible_match|nameplate_only): /;

/**
 * The engine's match reason as a person reads it: the match type's code it begins with ("exact_match: …", as the
 * API returns it) written as the label the rest of the dashboard uses ("Exact match: …"). Other text is unchanged.
 */
export function matchReasonText(reason: string): string {
  return reason.replace(LEADING_CODE, (_, code: MatchType) => `${MATCH_TYPE_LABEL[code]}: `);
}
