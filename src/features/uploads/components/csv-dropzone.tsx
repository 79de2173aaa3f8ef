import { useDropzone, type FileRejection } from 'react-dropzone';
import { MAX_CSV_BYTES } from '@/contract/csv-upload';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';
import { formatBytes } from '../format-bytes';

interface CsvDropzoneProps {
  onFile: (file: File) => void;
  onReject: (message: string) => void;
  disabled: boolean;
}

/** Why a dropped file was refused, in words (react-dropzone error codes). */
export function rejectionMessage(rejection: FileRejection): string {
  const { file, errors } = rejection;
  const code = errors[0]?.code;
  if (code === 'file-too-large') {
    // Rounded sizes can read the same ("100 MB" vs "100 MB"): then give exact byte counts.
    let size = formatBytes(file.size);
    let limit = formatBytes(MAX_CSV_BYTES);
    if (size === limit) {
      size = `${formatInteger(file.size)} bytes`;
      limit = `${formatInteger(MAX_CSV_BYTES)} bytes`;
    }
    return `${file.name} is ${size}; a CSV file may be at most ${limit}. Split it into several files and upload each.`;
  }
  if (code === 'file-invalid-type') return `${file.name} is not a .csv file. Save the spreadsheet as CSV (UTF-8) and choose that file.`;
  if (code === 'too-many-files') return 'Choose one file at a time.';
  return errors[0]?.message ?? `${file.name} can't be used.`;
}

/**
 * Drop area for one CSV file. Keyboard users use the "Choose a CSV file" button (the area itself is
 * not focusable, so there is exactly one control); files over MAX_CSV_BYTES are refused before upload.
 */
export default function CsvDropzone({ onFile, onReject, disabled }: CsvDropzoneProps) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'text/csv': ['.csv'] },
    multiple: false,
    maxSize: MAX_CSV_BYTES,
    noClick: true,
    noKeyboard: true,
    disabled,
    onDropAccepted: (files) => {
      const file = files[0];
      if (file) onFile(file);
    },
    onDropRejected: (rejections) => {
      const first = rejections[0];
      if (first) onReject(rejectionMessage(first));
    },
  });

  return (
    <div
      {...getRootProps({
        role: 'group',
        'aria-label': 'CSV file drop area',
        className: cn(
          'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-10 text-center',
          isDragActive ? 'border-blue-700 bg-blue-50' : 'border-slate-300 bg-slate-50',
          disabled && 'opacity-60',
        ),
      })}
    >
      <input {...getInputProps({ 'aria-label': 'CSV file' })} data-testid="csv-file-input" />
      <p className="text-sm text-slate-700">
        {isDragActive ? 'Drop the CSV file here' : `Drag a CSV file here (at most ${formatBytes(MAX_CSV_BYTES)}), or`}
      </p>
      <button type="button" className="btn-primary" onClick={open} disabled={disabled}>
        Choose a CSV file
      </button>
    </div>
  );
}
