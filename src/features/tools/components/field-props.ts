import type { FieldSpec } from '../tool-fields';

export interface FieldProps {
  field: FieldSpec;
  value: string;
  errors: string[];
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** DOM ids of a field's control, hint and error list. */
export function fieldIds(name: string) {
  return { input: `tool-field-${name}`, hint: `tool-field-${name}-hint`, error: `tool-field-${name}-error` };
}
