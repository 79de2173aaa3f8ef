import type { Explanation } from '@/domain/tools/result';
import { formatRange } from '../format';
import QuantityTable from './quantity-table';
import TextList from './text-list';

/** How a result was obtained: inputs as understood, intermediate values, thresholds and their sources. */
export default function ExplanationView({ explanation }: { explanation: Explanation }) {
  return (
    <div className="space-y-5">
      <QuantityTable caption="Inputs as understood" quantities={explanation.inputs} />
      <QuantityTable caption="Intermediate values" quantities={explanation.intermediates} />
      {explanation.thresholds.length > 0 && (
        <table className="w-full text-sm">
          <caption className="mb-1 text-left font-semibold text-slate-900">Thresholds</caption>
          <tbody>
            {explanation.thresholds.map((t) => (
              <tr key={t.name} className="border-t border-slate-100 align-top">
                {/* On a phone the source goes under its label: as a third column beside a range such as
                    "87.5–112.5 % of nominal CFM" it ran past the card's edge. */}
                <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-800">
                  {t.label}
                  <span className="mt-0.5 block text-slate-600 sm:hidden">{t.source}</span>
                </th>
                <td className="py-1 pr-3 text-right font-medium whitespace-nowrap tabular-nums">{formatRange(t.min, t.max, t.unit)}</td>
                <td className="hidden py-1 text-slate-600 sm:table-cell">{t.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TextList title="Not given" items={explanation.missing} />
      <TextList title="Notes" items={explanation.notes} />
      <TextList title="Sources" items={explanation.sources} />
    </div>
  );
}
