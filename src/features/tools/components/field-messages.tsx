import type { FieldSpec } from '../tool-fields';
import { fieldIds } from './field-props';

/** A field's hint and its schema errors (text only: messages can quote what was typed). */
export default function FieldMessages({ field, errors }: { field: FieldSpec; errors: string[] }) {
  const ids = fieldIds(field.name);
  return (
    <>
      {field.hint && (
        <p id={ids.hint} className="mt-1 text-xs text-slate-600">
          {field.hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={ids.error} className="field-error space-y-0.5">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </>
  );
}
