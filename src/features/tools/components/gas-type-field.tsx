import { GAS_TYPES, normalizeGasType } from '@/domain/refrigerants/gas-types';
import { fieldIds, type FieldProps } from './field-props';
import FieldLabel from './field-label';
import FieldMessages from './field-messages';

/** The refrigerant picker: the 16 gas types of spec 4.8 (a shared link may spell one as r410a). */
export default function GasTypeField({ field, value, errors, onChange, onBlur }: FieldProps) {
  const ids = fieldIds(field.name);
  const canonical = value === '' ? '' : (normalizeGasType(value) ?? value);
  const unknown = canonical !== '' && !(GAS_TYPES as readonly string[]).includes(canonical);
  const describedBy = [field.hint ? ids.hint : null, errors.length ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div>
      <FieldLabel field={field} htmlFor={ids.input} />
      <select
        id={ids.input}
        name={field.name}
        className="field-input"
        value={canonical}
        required={field.required}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{field.required ? 'Choose a refrigerant…' : 'None'}</option>
        {unknown && <option value={canonical}>{canonical} (not supported)</option>}
        {GAS_TYPES.map((gas) => (
          <option key={gas} value={gas}>
            {gas}
          </option>
        ))}
      </select>
      <FieldMessages field={field} errors={errors} />
    </div>
  );
}
