import { formatInteger } from '@/lib/format';
import type { CsvPreviewState } from '../csv-preview/use-csv-preview';
import ByteProgress from './byte-progress';
import FailureList from './failure-list';
import SampleRowsTable from './sample-rows-table';

/** What the file holds, before anything is sent: counts, columns, first rows, failing rows. */
export default function CsvPreviewPanel({ state }: { state: CsvPreviewState }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'parsing':
      return (
        <ByteProgress
          label="Checking the file"
          loadedBytes={state.bytesRead}
          totalBytes={state.totalBytes}
          detail={`${formatInteger(state.rowsSoFar)} rows so far`}
        />
      );
    case 'error':
      return (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {state.message}
        </p>
      );
    case 'done':
      break;
  }
  const p = state.preview;
  if (p.refusal || !p.header) return null; // the blocker message gives the server's reason
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Rows" value={p.rowCount} />
        <Stat label="Ready to enrich" value={p.validRowCount} />
        <Stat label="Will fail" value={p.failedRowCount} tone={p.failedRowCount > 0 ? 'bad' : undefined} />
        <Stat label="Blank rows skipped" value={p.blankRowsSkipped} />
      </dl>
      <div className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <h3 className="font-medium text-slate-900">Columns recognised</h3>
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Columns recognised">
            {p.header.recognised.map((c) => (
              <li key={c} className="rounded bg-emerald-100 px-2 py-0.5 font-mono text-xs text-emerald-900">
                {c}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-medium text-slate-900">Columns ignored</h3>
          {p.header.ignored.length === 0 ? (
            <p className="mt-1 text-slate-600">None</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-1" aria-label="Columns ignored">
              {p.header.ignored.map((c, i) => (
                <li key={`${c}-${i}`} className="rounded bg-slate-200 px-2 py-0.5 font-mono text-xs text-slate-900">
                  {c}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {p.firstRows.length > 0 && <SampleRowsTable rows={p.firstRows} columns={p.header.recognised} />}
      {p.failedRowCount > 0 && <FailureList preview={p} />}
    </div>
  );
}

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'bad' }) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={tone === 'bad' ? 'text-xl font-semibold text-red-800' : 'text-xl font-semibold text-slate-900'}>
        {formatInteger(value)}
      </dd>
    </div>
  );
}
