import type { CsvColumn } from '@/contract/csv-upload';
import { formatInteger } from '@/lib/format';
import type { PreviewRow } from '../csv-preview/preview-accumulator';

/** The first rows of the file, as text (React escapes every value: nothing is read as HTML). */
export default function SampleRowsTable({ rows, columns }: { rows: PreviewRow[]; columns: CsvColumn[] }) {
  return (
    <div>
      <h3 id="sample-rows-heading" className="text-sm font-medium text-slate-900">
        First rows
      </h3>
      <div className="mt-1 overflow-x-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-labelledby="sample-rows-heading">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Row
              </th>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-2 py-1.5 font-mono font-medium">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={r.rowNumber}>
                <td className="px-2 py-1.5 text-slate-600">{formatInteger(r.rowNumber)}</td>
                {columns.map((c) => (
                  <td key={c} className="max-w-[16rem] truncate px-2 py-1.5 text-slate-900" title={r.values[c] ?? undefined}>
                    {r.values[c] ?? <span className="text-slate-500">—</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
