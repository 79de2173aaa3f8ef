import { useId } from 'react';
import { Link } from 'react-router';
import { REPLACEMENT_FLAG_LABEL, WARRANTY_BASIS_LABEL, WARRANTY_TIER_LABEL } from '@/components/labels';
import { WARRANTY_TIERS, type WarrantyBasis, type WarrantyTier } from '@/domain/enrichment/types';
import { REPLACEMENT_FLAGS, type ReplacementFlag } from '@/domain/replacement';
import { formatInteger } from '@/lib/format';
import { opportunityHref, type OpportunitiesSearch } from '../opportunities';

interface OpportunityMatrixProps {
  search: OpportunitiesSearch;
  /** Count of a cell, null while loading or failed. */
  countOf: (flag: ReplacementFlag, tier: WarrantyTier | null) => number | null;
}

function Cell({ flag, tier, search, count }: { flag: ReplacementFlag; tier: WarrantyTier | null; search: OpportunitiesSearch; count: number | null }) {
  const basis: WarrantyBasis = search.warranty_basis;
  if (count === null) return <span className="text-slate-500">…</span>;
  if (count === 0) return <span className="text-slate-500">0</span>;
  const where = tier === null ? 'in total' : `${WARRANTY_TIER_LABEL[tier].toLowerCase()} (${WARRANTY_BASIS_LABEL[basis].toLowerCase()})`;
  return (
    <Link className="font-medium text-blue-800 underline-offset-2 hover:underline" to={opportunityHref(flag, search, tier)} aria-label={`${formatInteger(count)} ${REPLACEMENT_FLAG_LABEL[flag]} assets ${where}`}>
      {formatInteger(count)}
    </Link>
  );
}

/** Rows: the flags; columns: every asset with the flag, then each warranty tier of the basis. Each count links to its assets. */
export default function OpportunityMatrix({ search, countOf }: OpportunityMatrixProps) {
  const basis = search.warranty_basis;
  const headingId = useId();
  // The title sits outside the table's sideways scroll (a caption scrolls with the table and was cut off on a phone).
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId} className="mb-2 text-lg font-semibold text-slate-900">
        Replacement opportunities by warranty tier ({WARRANTY_BASIS_LABEL[basis].toLowerCase()})
      </h2>
      <div className="overflow-x-auto">
        <table aria-labelledby={headingId} className="min-w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-2 pr-4">
                Flag
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                All
              </th>
              {WARRANTY_TIERS.map((tier) => (
                <th key={tier} scope="col" className="px-2 py-2 text-right font-normal">
                  {WARRANTY_TIER_LABEL[tier]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {REPLACEMENT_FLAGS.map((flag) => (
              <tr key={flag} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
                  {REPLACEMENT_FLAG_LABEL[flag]}
                </th>
                <td className="px-2 py-2 text-right">
                  <Cell flag={flag} tier={null} search={search} count={countOf(flag, null)} />
                </td>
                {WARRANTY_TIERS.map((tier) => (
                  <td key={tier} className="px-2 py-2 text-right">
                    <Cell flag={flag} tier={tier} search={search} count={countOf(flag, tier)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
