import type { FieldSpec } from '../tool-fields';

/** Every current schema error, labelled by field, when the readings cannot be computed yet. */
export default function InputProblems({ fields, errors }: { fields: FieldSpec[]; errors: Record<string, string[]> }) {
  const labelOf = (name: string) => fields.find((f) => f.name === name)?.label ?? name;
  return (
    <div className="mt-2 text-sm">
      <p className="text-slate-800">No result yet. To compute, fix:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-red-800">
        {Object.entries(errors).flatMap(([field, messages]) =>
          messages.map((message) => (
            <li key={`${field}:${message}`}>
              <span className="font-medium">{labelOf(field)}</span>: {message}
            </li>
          )),
        )}
      </ul>
    </div>
  );
}
