import { useEffect, useRef, useState } from 'react';
import ErrorState from '@/components/error-state';
import { toCsv } from '@/lib/csv';
import { downloadCsv } from '@/lib/download-csv';
import { formatInteger } from '@/lib/format';
import { fetchCallList } from '../api/fetch-call-list';
import { callListColumns, type OpportunitiesSearch } from '../opportunities';

type State = { phase: 'idle' } | { phase: 'running'; fetched: number } | { phase: 'error'; error: unknown } | { phase: 'done'; count: number };

/** Downloads every flagged asset as a call list (customer, address, equipment, age, flags, tier) CSV. */
export default function CallListButton({ search, disabled }: { search: OpportunitiesSearch; disabled: boolean }) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = async () => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ phase: 'running', fetched: 0 });
    try {
      const rows = await fetchCallList(search, { signal: controller.signal, onProgress: (fetched) => setState({ phase: 'running', fetched }) });
      if (controller.signal.aborted) return;
      const now = new Date();
      downloadCsv(toCsv(callListColumns(now.toISOString().slice(0, 10)), rows), `call-list-${now.toISOString().slice(0, 10)}.csv`);
      setState({ phase: 'done', count: rows.length });
    } catch (e) {
      if (!controller.signal.aborted) setState({ phase: 'error', error: e });
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex items-center gap-2">
        <button type="button" className="btn-primary" disabled={disabled || state.phase === 'running'} onClick={() => void start()}>
          Download call list (CSV)
        </button>
        {state.phase === 'running' && (
          <>
            <span aria-live="polite" className="text-sm text-slate-700">
              Collecting… {formatInteger(state.fetched)} assets
            </span>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                controllerRef.current?.abort();
                setState({ phase: 'idle' });
              }}
            >
              Cancel
            </button>
          </>
        )}
      </div>
      {state.phase === 'done' && (
        <p role="status" className="text-sm text-slate-700">
          Call list of {formatInteger(state.count)} assets downloaded.
        </p>
      )}
      {state.phase === 'error' && <ErrorState title="The call list could not be made" error={state.error} onRetry={() => void start()} />}
    </div>
  );
}
