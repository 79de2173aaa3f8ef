import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import ErrorState from '@/components/error-state';
import { CSV_COLUMNS, REQUIRED_CSV_COLUMN } from '@/contract/csv-upload';
import { isApiError } from '@/lib/api-client';
import { guessMapping, isServerMapping, readHeaderRow, remappedFile, type ColumnMapping, type HeaderRow } from '../column-mapping';
import { useCsvPreview } from '../csv-preview/use-csv-preview';
import { formatBytes } from '../format-bytes';
import { isAbortError, useUploadCsv } from '../api/use-upload-csv';
import { uploadBlocker } from '../upload-blocker';
import { requestProgressHref } from '../request-progress-href';
import ByteProgress from './byte-progress';
import ColumnMappingPanel from './column-mapping-panel';
import CsvDropzone from './csv-dropzone';
import CsvPreviewPanel from './csv-preview-panel';
import TemplateDownload from './template-download';

/** A chosen file, its header row (null: none found in its first bytes) and how its columns are read. */
interface Chosen {
  file: File;
  header: HeaderRow | null;
  mapping: ColumnMapping | null;
}

/**
 * Choose → match its columns → check in a worker → upload with progress and Cancel → the request's
 * progress page. The preview and the upload both get the file as it will be sent (header renamed).
 */
export default function CsvUploadSection() {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const latestChoice = useRef<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [distributor, setDistributor] = useState('');
  const renamed = Boolean(chosen?.header && chosen.mapping && !isServerMapping(chosen.header.cells, chosen.mapping));
  const file = useMemo(
    () => (chosen?.header && chosen.mapping && renamed ? remappedFile(chosen.file, chosen.header, chosen.mapping) : (chosen?.file ?? null)),
    [chosen, renamed],
  );
  const preview = useCsvPreview(file);
  const { mutation, progress, cancel } = useUploadCsv();
  const navigate = useNavigate();
  const distributorId = useId();
  const blockerId = useId();

  const uploading = mutation.isPending;
  const blocker = file ? uploadBlocker(preview) : null;

  const choose = (f: File) => {
    latestChoice.current = f;
    setChosen(null);
    setRejection(null);
    mutation.reset();
    const settle = (header: HeaderRow | null) => {
      if (latestChoice.current !== f) return; // another file was chosen meanwhile
      setChosen({ file: f, header, mapping: header ? guessMapping(header.cells) : null });
    };
    readHeaderRow(f).then(settle, () => settle(null));
  };
  const reject = (message: string) => {
    latestChoice.current = null;
    setChosen(null);
    setRejection(message);
    mutation.reset();
  };
  const upload = () => {
    if (!file || blocker) return;
    mutation.mutate(
      { file, distributor: distributor.trim() || undefined },
      { onSuccess: (res) => void navigate(requestProgressHref(res.data.id)) },
    );
  };

  const error = mutation.error;
  const cancelled = isAbortError(error);
  const serverError = error && !cancelled && !(isApiError(error) && error.status === 401) ? error : null;

  return (
    <section aria-labelledby="csv-upload-heading" className="card space-y-4">
      <div>
        <h2 id="csv-upload-heading" className="text-lg font-semibold text-slate-900">
          Upload a CSV file
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          One row per unit. Header columns: <span className="font-mono">{CSV_COLUMNS.join(', ')}</span>. Only{' '}
          <span className="font-mono">{REQUIRED_CSV_COLUMN}</span> is required; letter case and spaces in the header don’t
          matter, and other names (Model #, Make, Serial No. …) are matched to these once you choose the file. Dates as YYYY-MM-DD; type_of_service is install or maintenance_service. <TemplateDownload />
        </p>
      </div>

      <CsvDropzone onFile={choose} onReject={reject} disabled={uploading} />

      {rejection && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {rejection}
        </p>
      )}

      {file && (
        <div className="space-y-4">
          <p className="text-sm text-slate-800">
            File: <span className="font-medium break-all">{file.name}</span> ({formatBytes(file.size)})
          </p>
          {chosen?.header && chosen.mapping && (
            <ColumnMappingPanel
              key={chosen.file.name + chosen.file.lastModified + chosen.file.size}
              cells={chosen.header.cells}
              mapping={chosen.mapping}
              renamed={renamed}
              disabled={uploading}
              onChange={(mapping) => setChosen({ ...chosen, mapping })}
            />
          )}
          <CsvPreviewPanel state={preview} />
          {blocker && preview.status !== 'parsing' && (
            <p id={blockerId} role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {blocker}
            </p>
          )}
        </div>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <div className="w-64">
          <label htmlFor={distributorId} className="field-label">
            Distributor ID <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id={distributorId}
            className="field-input"
            value={distributor}
            maxLength={255}
            onChange={(e) => setDistributor(e.target.value)}
            disabled={uploading}
          />
        </div>
        <button
          type="button"
          className="btn-primary"
          onClick={upload}
          disabled={!file || blocker !== null || uploading}
          aria-describedby={file && blocker && preview.status !== 'parsing' ? blockerId : undefined}
        >
          Upload
        </button>
        {uploading && (
          <button type="button" className="btn-secondary" onClick={cancel}>
            Cancel upload
          </button>
        )}
      </div>

      {uploading && progress && (
        <ByteProgress label="Uploading" loadedBytes={progress.loadedBytes} totalBytes={progress.totalBytes} />
      )}
      {cancelled && (
        <p role="status" className="text-sm text-slate-700">
          The upload was cancelled. If the whole file had already reached the server, its request still appears under Requests.
        </p>
      )}
      {serverError && <ErrorState error={serverError} title="The upload was not accepted" />}
    </section>
  );
}
