import type { AssetStatus } from '@/domain/enrichment/types';
import { STATUS_BADGE_CLASS, STATUS_LABEL } from './asset-status';

export default function StatusBadge({ status }: { status: AssetStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${STATUS_BADGE_CLASS[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  );
}
