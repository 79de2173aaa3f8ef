import type { Quantity } from '@/domain/tools/result';
import { formatQuantity } from '../format';

/** Named values with units and where each came from. */
export default function QuantityTable({ caption, quantities }: { caption: string; quantities: Quantity[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <tbody>
        {quantities.map((q) => (
          <tr key={q.name} className="border-t border-slate-100 align-top">
            <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-800">
              {q.label}
            </th>
            <td className="py-1 pr-3 text-right font-medium whitespace-nowrap tabular-nums">{formatQuantity(q.value, q.unit)}</td>
            <td className="py-1 text-slate-600">{q.detail ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
