import type { ExtractedField } from '@/domain/nameplate';

interface Props {
  id: string;
  label: string;
  value: string;
  field: ExtractedField | null;
  onChange: (value: string) => void;
  onFocus: () => void;
  disabled: boolean;
  errors?: string[];
}

const SOURCE_TEXT = { label: 'read beside its label', barcode: 'read from the barcode', unlabelled: 'read without a label (check it)', catalog: 'taken from the matched catalog model' } as const;

/** One prefilled, editable field with how it was read, its confidence and up to three alternatives. */
export default function ScanFieldInput({ id, label, value, field, onChange, onFocus, disabled, errors }: Props) {
  const noteId = `${id}-note`;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        className="field-input font-mono"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={onFocus}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={[noteId, errorId].filter(Boolean).join(' ')}
        aria-invalid={errors?.length ? true : undefined}
      />
      <p id={noteId} className="mt-1 text-xs text-slate-700">
        {field
          ? `${SOURCE_TEXT[field.source]}, ${Math.round(field.confidence * 100)}% confidence` +
            (field.read_as ? `; read as ${field.read_as}, repaired` : '') +
            (field.checks.length ? ` (${field.checks.join('; ')})` : '')
          : 'Not found on the photo: type it.'}
      </p>
      {field && field.alternatives.length > 0 && (
        <div className="mt-1 flex flex-wrap items-center gap-1 text-xs">
          <span className="text-slate-700">Or:</span>
          {field.alternatives.map((a) => (
            <button key={a.value} type="button" className="btn-secondary px-2 py-0.5 font-mono text-xs" onClick={() => onChange(a.value)} disabled={disabled}>
              {a.value}
            </button>
          ))}
        </div>
      )}
      {errorId && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {errors!.join(' ')}
        </p>
      )}
    </div>
  );
}
