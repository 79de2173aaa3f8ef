import type { ToolName } from '@/domain/tools';
import type { DuctulatorOutput } from '@/domain/tools/ductulator';
import type { Explanation } from '@/domain/tools/result';
import { summarize } from '../summaries';
import DuctSizesTable from './duct-sizes-table';
import ExplanationView from './explanation-view';
import ResultSummary from './result-summary';

interface CommonOutput {
  valid: boolean;
  validity_reason: string | null;
  explanation: Explanation;
}

/** A computed result: validity, headline values with badges, tables, and the worked explanation. */
export default function ResultBody({ name, output }: { name: ToolName; output: unknown }) {
  const common = output as CommonOutput;
  return (
    <div className="mt-3 space-y-5">
      {!common.valid && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <span className="font-semibold">The method does not apply: </span>
          {common.validity_reason}
        </p>
      )}
      <ResultSummary items={summarize(name, output)} />
      {name === 'ductulator' && <DuctSizesTable output={output as DuctulatorOutput} />}
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">How this was worked out</h3>
        <ExplanationView explanation={common.explanation} />
      </div>
    </div>
  );
}
