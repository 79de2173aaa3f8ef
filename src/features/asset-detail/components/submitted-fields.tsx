import type { AssetDetail } from '@/contract/assets';
import DetailList from '@/components/detail-list';
import SectionCard from '@/components/section-card';
import { TYPE_OF_SERVICE_LABEL } from '@/components/labels';
import { formatCalendarDate } from '@/lib/format';

/** Everything the caller submitted, shown as text (extra_data as formatted JSON, never as HTML). */
export default function SubmittedFields({ asset }: { asset: AssetDetail }) {
  return (
    <SectionCard title="Submitted">
      <DetailList
        items={[
          { term: 'Model number', value: <span className="font-mono">{asset.model_number}</span> },
          { term: 'Brand', value: asset.brand },
          { term: 'Serial number', value: asset.serial_number ? <span className="font-mono">{asset.serial_number}</span> : null },
          { term: 'Customer', value: asset.customer_name },
          { term: 'Customer address', value: asset.customer_address },
          { term: 'Unique ID', value: asset.unique_id },
          { term: 'Date added', value: asset.date_added ? formatCalendarDate(asset.date_added.slice(0, 10)) : null },
          { term: 'Type of service', value: asset.type_of_service ? TYPE_OF_SERVICE_LABEL[asset.type_of_service] : null },
          { term: 'Distributor', value: asset.distributor },
          { term: 'Notes', value: asset.notes ? <span className="whitespace-pre-line">{asset.notes}</span> : null },
        ]}
      />
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Extra data</h3>
      {asset.extra_data === null || asset.extra_data === undefined ? (
        <p className="mt-1 text-sm text-slate-700">None.</p>
      ) : (
        <pre className="mt-1 max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(asset.extra_data, null, 2)}</pre>
      )}
    </SectionCard>
  );
}
