import { TYPE_OF_SERVICE_LABEL } from '@/components/labels';
import { MAX_STRING_LENGTH, TYPES_OF_SERVICE } from '../single-asset-fields';

interface FieldDef {
  name: string;
  label: string;
  required: boolean;
  hint?: string;
  kind?: 'date' | 'select' | 'textarea';
}

interface FormFieldProps {
  id: string;
  field: FieldDef;
  value: string;
  errors: string[] | undefined;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** One labelled control with its hint and its errors beside it (aria-describedby, aria-invalid). */
export default function FormField({ id, field, value, errors, onChange, disabled }: FormFieldProps) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value,
    disabled,
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    className: 'field-input',
  };
  return (
    <div className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="field-label">
        {field.label}
        {field.required ? <span className="text-red-700"> (required)</span> : null}
      </label>
      {field.kind === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">Not given</option>
          {TYPES_OF_SERVICE.map((t) => (
            <option key={t} value={t}>
              {TYPE_OF_SERVICE_LABEL[t]}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <textarea {...common} rows={2} maxLength={MAX_STRING_LENGTH + 1} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={field.kind === 'date' ? 'date' : 'text'}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {field.hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {field.hint}
        </p>
      )}
      {errors?.length ? (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
