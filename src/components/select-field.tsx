import { useId } from 'react';
import { useLocalOverride } from '@/lib/use-local-override';

interface SelectFieldProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** Text of the "no choice" option. */
  anyLabel?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled single-choice select whose empty option means "not filtered". */
export default function SelectField<T extends string>({ label, options, labels, value, onChange, anyLabel = 'Any', error, disabled, className }: SelectFieldProps<T>) {
  const id = useId();
  // The choice shows at once, even while a URL update it causes is still pending.
  const [shown, choose] = useLocalOverride(value, value ?? '');
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={shown ?? ''}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const v = e.target.value;
          const next = v === '' ? undefined : (options.find((o) => o === v) ?? undefined);
          choose(next);
          onChange(next);
        }}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
