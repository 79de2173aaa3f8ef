import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';

interface DebouncedTextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> {
  label: string;
  /** The committed value (e.g. from the URL). */
  value: string;
  onCommit: (value: string) => void;
  delayMs?: number;
  error?: string;
  hint?: string;
}

/**
 * A labelled text field that commits after typing pauses (and at once on Enter or blur), and
 * follows the committed value when it changes from outside (back/forward, "Clear filters").
 */
export default function DebouncedTextInput({ label, value, onCommit, delayMs = 350, error, hint, className, ...rest }: DebouncedTextInputProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);

  // Outside change → show it (unless it is the value this field just committed).
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  const commit = (next: string) => {
    if (next === committed.current) return;
    committed.current = next;
    onCommit(next);
  };

  useEffect(() => {
    if (draft === committed.current) return;
    const t = setTimeout(() => commit(draft), delayMs);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- commit is recreated each render; draft/delay decide
  }, [draft, delayMs]);

  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="field-input"
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => commit(draft)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(draft);
        }}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
