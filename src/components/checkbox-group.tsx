import { useId } from 'react';
import { useLocalOverride } from '@/lib/use-local-override';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: readonly T[];
  onChange: (value: T[]) => void;
  disabled?: boolean;
  error?: string;
  hint?: string;
  className?: string;
}

/** A multi-select as a fieldset of labelled checkboxes (keyboard and screen-reader friendly). */
export default function CheckboxGroup<T extends string>({ legend, options, labels, value, onChange, disabled, error, hint, className }: CheckboxGroupProps<T>) {
  const id = useId();
  // The new selection shows at once, even while the URL update it causes is still pending.
  const [shown, choose] = useLocalOverride<readonly T[]>(value, value.join('\u0000'));
  const toggle = (option: T, checked: boolean) => {
    const set = new Set(shown);
    if (checked) set.add(option);
    else set.delete(option);
    const next = options.filter((o) => set.has(o));
    choose(next);
    onChange(next);
  };
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={className} disabled={disabled} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o} className={`flex items-center gap-1.5 text-sm ${disabled ? 'text-slate-500' : 'text-slate-800'}`}>
            <input type="checkbox" className="size-4 accent-blue-700" checked={shown.includes(o)} onChange={(e) => toggle(o, e.target.checked)} />
            {labels[o]}
          </label>
        ))}
      </div>
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
    </fieldset>
  );
}
