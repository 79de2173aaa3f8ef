import type { AssetDetail } from '@/contract/assets';
import DetailList from '@/components/detail-list';
import SectionCard from '@/components/section-card';
import { REFRIGERANT_SOURCE_LABEL, REPLACEMENT_FLAG_LABEL } from '@/components/labels';
import { formatCalendarDate, formatDecimal } from '@/lib/format';

function remainingText(years: number | null): string | null {
  if (years === null) return null;
  return years < 0 ? `Ended ${formatDecimal(-years)} years ago` : `${formatDecimal(years)} years`;
}

/** The replacement flags with their reasons, the refrigerant and where it came from, and the service life. */
export default function ReplacementCard({ asset }: { asset: AssetDetail }) {
  const r = asset.replacement;
  return (
    <SectionCard title="Replacement">
      {r.flags.length > 0 ? (
        <ul aria-label="Replacement flags" className="mb-3 space-y-2">
          {r.flags.map((flag) => (
            <li key={flag} className="rounded-md bg-amber-50 p-2 text-sm ring-1 ring-amber-200">
              <span className="font-semibold text-amber-950">{REPLACEMENT_FLAG_LABEL[flag]}</span>
              <span className="block text-slate-800">{r.reasons[flag]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-700">No replacement flag.</p>
      )}
      <DetailList
        items={[
          { term: 'Refrigerant', value: r.refrigerant ? `${r.refrigerant} (${r.refrigerant_source ? REFRIGERANT_SOURCE_LABEL[r.refrigerant_source] : 'unknown source'})` : 'Not known' },
          { term: 'Expected service life', value: r.expected_service_life_years !== null ? `${r.expected_service_life_years} years` : null },
          { term: 'Service life ends', value: r.service_life_end_date ? formatCalendarDate(r.service_life_end_date) : null },
          { term: 'Remaining service life', value: remainingText(r.remaining_service_life_years) },
          { term: 'Service life source', value: r.service_life_source },
        ]}
      />
    </SectionCard>
  );
}
