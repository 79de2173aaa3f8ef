import type { WarrantyTier } from '@/domain/enrichment/types';
import { WARRANTY_TIER_BADGE_CLASS, WARRANTY_TIER_LABEL } from './labels';

export default function WarrantyTierBadge({ tier }: { tier: WarrantyTier }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${WARRANTY_TIER_BADGE_CLASS[tier]}`}>
      {WARRANTY_TIER_LABEL[tier]}
    </span>
  );
}
