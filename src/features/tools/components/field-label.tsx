import type { FieldSpec } from '../tool-fields';

/** "Return air wet bulb (°F)" plus the JSON name the API uses, and "optional" where it is. */
export default function FieldLabel({ field, htmlFor }: { field: FieldSpec; htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
      {field.label}
      {field.unit && <span className="font-normal text-slate-700"> ({field.unit})</span>}
      {!field.required && <span className="font-normal text-slate-600"> — optional</span>}
      <span className="ml-2 font-mono text-xs font-normal text-slate-600">{field.name}</span>
    </label>
  );
}
