import { Link } from 'react-router';
import type { AssetDetail } from '@/contract/assets';
import DetailList from '@/components/detail-list';
import SectionCard from '@/components/section-card';
import { ADDED_FROM_LABEL } from '@/components/labels';
import { formatDateTime, humanize } from '@/lib/format';
import { paths } from '@/lib/paths';

/** The request the asset came from, with a link to all of that request's assets. */
export default function RequestCard({ asset }: { asset: AssetDetail }) {
  const r = asset.request;
  return (
    <SectionCard title="Request">
      <DetailList
        items={[
          { term: 'Added from', value: ADDED_FROM_LABEL[r.added_from] },
          { term: 'Added by', value: r.added_by },
          { term: 'Request status', value: humanize(r.status) },
          { term: 'Request ID', value: <span className="font-mono text-xs">{r.id}</span> },
          { term: 'Asset created', value: formatDateTime(asset.created_at) },
          { term: 'Last updated', value: formatDateTime(asset.updated_at) },
        ]}
      />
      <p className="mt-3">
        <Link className="link text-sm" to={paths.assetsOfRequest.getHref(r.id)}>
          All assets of this request
        </Link>
      </p>
    </SectionCard>
  );
}
