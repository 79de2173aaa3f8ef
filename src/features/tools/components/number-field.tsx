import { fieldIds, type FieldProps } from './field-props';
import FieldLabel from './field-label';
import FieldMessages from './field-messages';

/**
 * A number input. type="text" with a decimal keypad, so that whatever is typed reaches the schema
 * and gets its message (a type="number" input silently empties itself on "12a").
 */
export default function NumberField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(field.name);
  const describedBy = [field.hint ? ids.hint : null, errors.length ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div>
      <FieldLabel field={field} htmlFor={ids.input} />
      <div className="relative">
        <input
          id={ids.input}
          name={field.name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className="field-input pr-24"
          value={value}
          required={field.required}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-2 mt-1 flex items-center text-xs text-slate-600">
          {field.unit}
        </span>
      </div>
      <FieldMessages field={field} errors={errors} />
    </div>
  );
}
