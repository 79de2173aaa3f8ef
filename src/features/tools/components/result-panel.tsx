import type { ToolName } from '@/domain/tools';
import type { useToolForm } from '../use-tool-form';
import InputProblems from './input-problems';
import ResultBody from './result-body';

type Form = ReturnType<typeof useToolForm>;

/** The live result, or what to fix before there can be one. */
export default function ResultPanel({ name, form }: { name: ToolName; form: Form }) {
  const { run } = form;
  return (
    <section aria-labelledby="result-heading" className="card">
      <h2 id="result-heading" className="text-base font-semibold">
        Result
      </h2>
      {run.ok ? (
        <ResultBody name={name} output={run.output} />
      ) : form.isEmpty ? (
        <p className="mt-2 text-sm text-slate-700">Enter the readings (or fill in an example) to see the result.</p>
      ) : (
        <InputProblems fields={form.fields} errors={form.errors} />
      )}
    </section>
  );
}
