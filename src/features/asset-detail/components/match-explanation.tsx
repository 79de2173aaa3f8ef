import type { MatchExplanation as MatchExplanationData } from '@/domain/enrichment/explanation';
import DetailList from '@/components/detail-list';
import MatchTypeBadge from '@/components/match-type-badge';
import SectionCard from '@/components/section-card';
import { formatPercent } from '@/lib/format';
import { matchReasonText } from '../match-reason';

const BRAND_AGREEMENT = {
  same: 'The submitted brand is the model’s brand.',
  alias: 'The submitted brand is a sister brand or another spelling of the model’s brand.',
  conflict: 'The submitted brand differs from the model’s brand.',
} as const;

/** What the Brand row says: how the submitted brand compares with the matched model's, or why there is no comparison. */
function brandNote(agreement: MatchExplanationData['brand_agreement'], submittedBrand: string | null): string {
  if (agreement) return BRAND_AGREEMENT[agreement];
  if (!submittedBrand?.trim()) return 'No brand was submitted.';
  return 'No catalog model matched, so the submitted brand had nothing to be compared with.';
}

/** Why the engine matched (or did not match) this model, and the runners-up with their scores. */
export default function MatchExplanation({ match, submittedBrand }: { match: MatchExplanationData; submittedBrand: string | null }) {
  return (
    <SectionCard title="Why this match">
      <p className="text-sm text-slate-900">{matchReasonText(match.reason)}</p>
      <DetailList
        className="mt-3"
        items={[
          { term: 'Normalized input', value: <span className="font-mono">{match.normalized_input}</span> },
          { term: 'Catalog pattern', value: match.matched_pattern ? <span className="font-mono">{match.matched_pattern}</span> : null },
          { term: 'Brand', value: brandNote(match.brand_agreement, submittedBrand) },
        ]}
      />
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Alternatives</h3>
      {match.alternatives.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">No other candidate came close.</p>
      ) : (
        <>
          {/* On a phone the six columns do not fit: each candidate reads top to bottom instead. */}
          <ul aria-label="Other candidate models" className="mt-1 divide-y divide-slate-100 text-sm sm:hidden">
            {match.alternatives.map((a) => (
              <li key={a.id} className="space-y-1 py-2">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-mono break-all">{a.model}</span>
                  <MatchTypeBadge matchType={a.match_type} />
                  <span className="tabular-nums text-slate-700">Score {formatPercent(a.confidence_score)}</span>
                </div>
                <p className="text-xs text-slate-600">
                  {a.brand} · {a.type}
                </p>
                <p className="text-slate-800">{a.reason}</p>
              </li>
            ))}
          </ul>
          <div className="mt-1 hidden overflow-x-auto sm:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Other candidate models with their scores</caption>
              <thead className="text-xs uppercase tracking-wide text-slate-700">
                <tr>
                  <th scope="col" className="py-1 pr-3">Model</th>
                  <th scope="col" className="py-1 pr-3">Brand</th>
                  <th scope="col" className="py-1 pr-3">Type</th>
                  <th scope="col" className="py-1 pr-3">Match</th>
                  <th scope="col" className="py-1 pr-3 text-right">Score</th>
                  <th scope="col" className="py-1">Reason</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {match.alternatives.map((a) => (
                  <tr key={a.id} className="align-top">
                    <td className="py-1.5 pr-3 font-mono">{a.model}</td>
                    <td className="py-1.5 pr-3">{a.brand}</td>
                    <td className="py-1.5 pr-3">{a.type}</td>
                    <td className="py-1.5 pr-3"><MatchTypeBadge matchType={a.match_type} /></td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{formatPercent(a.confidence_score)}</td>
                    <td className="py-1.5">{a.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </SectionCard>
  );
}
