import { Fragment, type ReactNode } from 'react';
import type { CsvColumn } from '@/contract/csv-upload';
import { formatInteger } from '@/lib/format';
import type { CsvPreview } from '../csv-preview/preview-accumulator';

/** A column name that may wrap after its underscores (date_ added), never inside a word. */
function breakableAtUnderscores(name: string): ReactNode {
  return name.split('_').map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <>
          _<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/**
 * Rows that will become failed assets, and why: the reasons with their counts, then the first
 * FAILURE_EXAMPLE_LIMIT rows with the offending value (shortened; shown as text).
 */
export default function FailureList({ preview }: { preview: CsvPreview }) {
  const shown = preview.failures.length;
  return (
    <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <h3 className="font-semibold">
        {formatInteger(preview.failedRowCount)} {preview.failedRowCount === 1 ? 'row' : 'rows'} will fail
      </h3>
      <p className="mt-1">They are still uploaded and show up as failed assets; fix them in the file to have them enriched.</p>
      <ul className="mt-2 list-disc pl-5" aria-label="Reasons rows will fail">
        {preview.failureReasons.map((r) => (
          <li key={`${r.field}-${r.message}`}>
            <span className="font-mono">{r.field}</span>: {r.message} ({formatInteger(r.count)} {r.count === 1 ? 'row' : 'rows'})
          </li>
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer font-medium">
          {shown < preview.failedRowCount
            ? `The first ${formatInteger(shown)} failing rows`
            : `The failing ${shown === 1 ? 'row' : 'rows'}`}
        </summary>
        {/* On a phone the table scrolls inside the box rather than being cut off at its edge; a long column name wraps after an underscore. */}
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr className="text-xs">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Row
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Column
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Value
                </th>
                <th scope="col" className="py-1 font-medium">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.failures.flatMap((f) =>
                (Object.entries(f.errors) as [CsvColumn, string[]][]).map(([field, messages]) => (
                  <tr key={`${f.rowNumber}-${field}`} className="border-t border-red-200 align-top">
                    <td className="py-1 pr-2">{formatInteger(f.rowNumber)}</td>
                    <td className="py-1 pr-2 font-mono">{breakableAtUnderscores(field)}</td>
                    <td className="max-w-[14rem] truncate py-1 pr-2" title={f.values[field] ?? undefined}>
                      {f.values[field] ?? <span className="italic">empty</span>}
                    </td>
                    <td className="py-1 [overflow-wrap:anywhere]">{messages.join(' ')}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
