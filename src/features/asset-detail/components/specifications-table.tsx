import type { AssetDetail } from '@/contract/assets';
import SectionCard from '@/components/section-card';

/** model_data as a two-column table; part_data (when the match came from a part) as JSON text. */
export default function SpecificationsTable({ specifications }: { specifications: NonNullable<AssetDetail['enrichment']>['specifications'] }) {
  const rows = Object.entries(specifications.model_data);
  return (
    <SectionCard title="Specifications">
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">No specifications are known for this model.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Specifications of the identified model</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Specification</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(([key, value]) => (
              <tr key={key}>
                <th scope="row" className="py-1.5 pr-4 align-top font-medium text-slate-700">
                  {key}
                </th>
                <td className="py-1.5 text-slate-900 [overflow-wrap:anywhere]">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {specifications.part_data && (
        <div className="mt-3">
          <h3 className="text-sm font-medium text-slate-800">Part data</h3>
          <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs">{JSON.stringify(specifications.part_data, null, 2)}</pre>
        </div>
      )}
    </SectionCard>
  );
}
