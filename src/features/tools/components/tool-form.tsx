import { useRef } from 'react';
import type { useToolForm } from '../use-tool-form';
import { AMBIENT_FIELDS } from '../tool-fields';
import FormField from './form-field';

type Form = ReturnType<typeof useToolForm>;

/** The JSON body as a form: one labelled control per field, units beside each, errors inline. */
export default function ToolForm({ form }: { form: Form }) {
  const ambientOpen = AMBIENT_FIELDS.some((f) => form.raw[f.name] !== '');
  const formRef = useRef<HTMLFormElement>(null);
  // Clear disables itself, which would drop keyboard focus to the page: the first field takes it, to type anew.
  const clear = () => {
    form.fill({});
    formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  };
  return (
    <form ref={formRef} className="card space-y-4 self-start" aria-label="Readings" noValidate onSubmit={(e) => e.preventDefault()}>
      <h2 className="text-base font-semibold">Readings</h2>
      {form.spec.fields.map((field) => (
        <FormField key={field.name} field={field} form={form} />
      ))}
      {form.spec.ambient && (
        <details open={ambientOpen} className="rounded-md border border-slate-200 px-3 py-2">
          <summary className="text-sm font-medium text-slate-800">Local atmosphere (optional)</summary>
          <div className="mt-3 space-y-4">
            {AMBIENT_FIELDS.map((field) => (
              <FormField key={field.name} field={field} form={form} />
            ))}
          </div>
        </details>
      )}
      <div className="flex flex-wrap gap-2 pt-1">
        <button type="button" className="btn-secondary" onClick={() => form.fill(form.spec.example)}>
          Fill in an example
        </button>
        <button type="button" className="btn-secondary" onClick={clear} disabled={form.isEmpty}>
          Clear
        </button>
      </div>
    </form>
  );
}
