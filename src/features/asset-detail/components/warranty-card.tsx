import type { AssetDetail } from '@/contract/assets';
import type { WarrantyBasis } from '@/domain/enrichment/types';
import DetailList from '@/components/detail-list';
import SectionCard from '@/components/section-card';
import { sourcesItems } from './sources-items';
import WarrantyTierBadge from '@/components/warranty-tier-badge';
import { WARRANTY_BASIS_LABEL } from '@/components/labels';
import { formatCalendarDate, formatInteger, humanize } from '@/lib/format';
import WarrantyTimeline from './warranty-timeline';

const START_SOURCE = {
  install_date: 'the install date (date added of an install)',
  manufacture_date_offset: 'the manufacturing date plus the brand’s allowance',
} as const;

function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Both warranty bases on a timeline with their tiers, the terms, and where the start date came from. */
export default function WarrantyCard({ asset }: { asset: AssetDetail }) {
  const w = asset.warranty;
  const why = asset.explanation?.warranty ?? null;
  const tiers = asset.warranty_tiers ?? why?.tiers ?? null;
  if (!w) {
    return (
      <SectionCard title="Warranty">
        <p className="text-sm text-slate-700">
          {asset.status === 'pending' || asset.status === 'processing'
            ? 'Warranty is worked out once the asset is enriched.'
            : 'No warranty could be worked out: it needs a decodable serial number or an install date, and a brand with known terms.'}
        </p>
      </SectionCard>
    );
  }
  const bases: { basis: WarrantyBasis; years: number; expires: string; active: boolean }[] = [
    { basis: 'registered', years: w.standard_warranty_registered, expires: w.registered_warranty_expiration_date, active: w.registered_warranty_active },
    { basis: 'not_registered', years: w.standard_warranty_unregistered, expires: w.unregistered_warranty_expiration_date, active: w.unregistered_warranty_active },
  ];
  return (
    <SectionCard title="Warranty">
      <WarrantyTimeline
        start={why?.start_date ?? null}
        today={localToday()}
        coverages={bases.map((b) => ({ basis: b.basis, label: WARRANTY_BASIS_LABEL[b.basis], expires: b.expires, active: b.active }))}
      />
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Warranty by basis</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3">Basis</th>
            <th scope="col" className="py-1 pr-3">Term</th>
            <th scope="col" className="py-1 pr-3">Expires</th>
            <th scope="col" className="py-1 pr-3">Active</th>
            <th scope="col" className="py-1">Tier</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {bases.map((b) => (
            <tr key={b.basis}>
              <th scope="row" className="py-1.5 pr-3 font-medium">{WARRANTY_BASIS_LABEL[b.basis]}</th>
              <td className="py-1.5 pr-3">{formatInteger(b.years)} years</td>
              <td className="py-1.5 pr-3"><time dateTime={b.expires}>{formatCalendarDate(b.expires)}</time></td>
              <td className="py-1.5 pr-3">{b.active ? 'Yes' : 'No, expired'}</td>
              <td className="py-1.5">{tiers ? <WarrantyTierBadge tier={tiers[b.basis]} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {w.detail && <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{w.detail}</p>}
      {why && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <h3 className="text-sm font-semibold text-slate-800">How the warranty was worked out</h3>
          <DetailList
            className="mt-2"
            items={[
              { term: 'Terms of', value: humanize(why.terms_family) },
              { term: 'Start date', value: formatCalendarDate(why.start_date) },
              { term: 'Start taken from', value: `${START_SOURCE[why.start_source]} — ${why.start_source_detail}` },
              {
                term: 'Registration window',
                value: why.registration_window_days !== null ? `${formatInteger(why.registration_window_days)} days after the start` : null,
              },
              ...sourcesItems(why.sources),
            ]}
          />
        </div>
      )}
    </SectionCard>
  );
}
