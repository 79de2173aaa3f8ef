import { useEffect, useRef, useState } from 'react';
import type { ListAssetsQuery } from '@/contract/assets';
import ErrorState from '@/components/error-state';
import { downloadCsv } from '@/lib/download-csv';
import { formatInteger, formatPercent } from '@/lib/format';
import { fetchAllAssets, type ExportProgress } from '../api/export-assets';
import { ASSET_CSV_COLUMNS, toCsv } from '../csv-export';

type ExportState = { phase: 'idle' } | { phase: 'running'; progress: ExportProgress } | { phase: 'error'; error: unknown } | { phase: 'done'; count: number };

/** Exports every asset matching the current filters and sort (all pages) as CSV, with progress and Cancel. */
export default function ExportButton({ query, total }: { query: ListAssetsQuery; total: number }) {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ phase: 'running', progress: { fetched: 0, total } });
    try {
      const rows = await fetchAllAssets(query, { signal: controller.signal, onProgress: (progress) => setState({ phase: 'running', progress }) });
      if (controller.signal.aborted) return;
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      downloadCsv(toCsv(ASSET_CSV_COLUMNS, rows), `assets-${stamp}.csv`);
      setState({ phase: 'done', count: rows.length });
    } catch (e) {
      if (controller.signal.aborted) return;
      setState({ phase: 'error', error: e });
    }
  };

  const cancel = () => {
    controllerRef.current?.abort();
    setState({ phase: 'idle' });
  };

  if (state.phase === 'running') {
    const { fetched, total: expected } = state.progress;
    const fraction = expected > 0 ? Math.min(fetched / expected, 1) : 0;
    return (
      <div className="flex items-center gap-2 text-sm">
        <progress className="h-2 w-32 accent-blue-700" aria-label="Export progress" max={Math.max(expected, 1)} value={fetched} />
        <span aria-live="polite">
          Exporting {formatInteger(fetched)} of {formatInteger(expected)} ({formatPercent(fraction)})
        </span>
        <button type="button" className="btn-secondary" onClick={cancel}>
          Cancel export
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <button type="button" className="btn-secondary" disabled={total === 0} onClick={() => void start()}>
        Export CSV
      </button>
      {state.phase === 'done' && (
        <p role="status" className="text-sm text-slate-700">
          Exported {formatInteger(state.count)} assets.
        </p>
      )}
      {state.phase === 'error' && <ErrorState title="The export failed" error={state.error} onRetry={() => void start()} />}
    </div>
  );
}
