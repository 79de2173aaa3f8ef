import type { AssetStatusCounts, EnrichmentRequest } from '@/contract/requests';
import { ASSET_STATUSES, type AssetStatus } from '@/domain/enrichment/types';
import { formatDateTime, formatPercent } from '@/lib/format';

/** Assets still queued or being worked on. */
export function unfinishedCount(counts: AssetStatusCounts): number {
  return counts.pending + counts.processing;
}

export function totalCount(counts: AssetStatusCounts): number {
  return ASSET_STATUSES.reduce((sum, s) => sum + counts[s], 0);
}

/**
 * A request is final once the server says completed, or when it has assets and none is
 * pending or processing (the counts are what the user sees, so they decide too).
 */
export function isRequestFinished(request: Pick<EnrichmentRequest, 'status' | 'asset_status'>): boolean {
  if (request.status === 'completed') return true;
  return totalCount(request.asset_status) > 0 && unfinishedCount(request.asset_status) === 0;
}

export interface ProgressSegment {
  status: AssetStatus;
  count: number;
  /** 0..1 of the request's assets. */
  fraction: number;
}

/**
 * A status's share of a request for the progress line: a count that is not nothing never reads "0%"
 * (1 failed of 1,000 read "Failed 1 (0%)"), nor one that is not everything "100%".
 */
export function shareText(count: number, total: number): string {
  if (total <= 0) return formatPercent(0);
  const fraction = count / total;
  if (count > 0 && fraction < 0.005) return `<${formatPercent(0.01)}`;
  if (count < total && fraction >= 0.995) return `>${formatPercent(0.99)}`;
  return formatPercent(fraction);
}

/** Segments of the stacked bar in `order`, zero counts kept (the legend explains colours). */
export function progressSegments(counts: AssetStatusCounts, order: readonly AssetStatus[]): ProgressSegment[] {
  const total = totalCount(counts);
  return order.map((status) => ({ status, count: counts[status], fraction: total > 0 ? counts[status] / total : 0 }));
}

/**
 * The line shown while an upload's import waits to be retried after an error (the server's
 * `import_retry_at` extension; absent from servers without it), or null.
 */
export function importRetryNote(request: Pick<EnrichmentRequest, 'import_retry_at'>, nowMs: number): string | null {
  const at = request.import_retry_at;
  if (!at) return null;
  const t = Date.parse(at);
  if (Number.isNaN(t)) return null;
  return `Import interrupted by an error; retrying ${t > nowMs ? formatDateTime(at) : 'now'}`;
}
