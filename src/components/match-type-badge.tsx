import type { MatchType } from '@/domain/enrichment/types';
import { MATCH_TYPE_BADGE_CLASS, MATCH_TYPE_LABEL } from './asset-status';

export default function MatchTypeBadge({ matchType }: { matchType: MatchType | null }) {
  if (!matchType) return <span className="text-xs whitespace-nowrap text-slate-600">Not matched</span>;
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${MATCH_TYPE_BADGE_CLASS[matchType]}`}>
      {MATCH_TYPE_LABEL[matchType]}
    </span>
  );
}
