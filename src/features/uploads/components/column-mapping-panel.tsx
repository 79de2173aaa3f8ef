import { useId, useState } from 'react';
import { CSV_COLUMNS, REQUIRED_CSV_COLUMN, type CsvColumn } from '@/contract/csv-upload';
import { withColumn, type ColumnMapping } from '../column-mapping';

const NOT_IMPORTED = '';

/**
 * One select per column of the person's file: which upload column it is read as. Open when the file's
 * names were matched to ours (or model_number is still missing); otherwise a closed disclosure.
 */
export default function ColumnMappingPanel({
  cells,
  mapping,
  renamed,
  onChange,
  disabled,
}: {
  cells: readonly string[];
  mapping: ColumnMapping;
  /** True when the file will be sent with its header row renamed. */
  renamed: boolean;
  onChange: (mapping: ColumnMapping) => void;
  disabled?: boolean;
}) {
  const headingId = useId();
  const missingModel = !mapping.includes(REQUIRED_CSV_COLUMN);
  // Opened (or not) once, for the file as chosen: a change the person makes never closes it under them.
  const [openAtFirst] = useState(renamed || missingModel);
  return (
    <details open={openAtFirst} className="rounded-md border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        <span id={headingId}>Match your columns</span>
        {renamed && <span className="ml-2 font-normal text-slate-700">— your column names were matched to ours; check them before uploading.</span>}
      </summary>
      <p className="mt-2 text-sm text-slate-700">
        The file is sent with its header row renamed to the names below; every other line is sent as it is.
        {missingModel && (
          <>
            {' '}
            Choose the column that holds model numbers (<span className="font-mono">{REQUIRED_CSV_COLUMN}</span>).
          </>
        )}
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="text-left text-sm" aria-labelledby={headingId}>
          <thead className="text-xs text-slate-700">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                Column in your file
              </th>
              <th scope="col" className="py-1 font-medium">
                Read as
              </th>
            </tr>
          </thead>
          <tbody>
            {cells.map((cell, i) => {
              const name = cell.replace(/^\uFEFF/, '').trim();
              return (
                <tr key={i}>
                  <td className="max-w-[20rem] truncate py-1 pr-4 text-slate-900" title={name}>
                    {name === '' ? <span className="text-slate-500">(no name)</span> : name}
                  </td>
                  <td className="py-1">
                    <select
                      className="field-input py-1"
                      aria-label={`Read column ${i + 1} (${name || 'no name'}) as`}
                      value={mapping[i] ?? NOT_IMPORTED}
                      disabled={disabled}
                      onChange={(e) => onChange(withColumn(mapping, i, e.target.value === NOT_IMPORTED ? null : (e.target.value as CsvColumn)))}
                    >
                      <option value={NOT_IMPORTED}>Not imported</option>
                      {CSV_COLUMNS.map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
