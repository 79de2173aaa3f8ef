import type { AssetDetail } from '@/contract/assets';
import DetailList from '@/components/detail-list';
import SectionCard from '@/components/section-card';
import { formatCalendarDate, formatDecimal, humanize } from '@/lib/format';
import { ageInYears } from '../warranty-timeline-model';
import { sourcesItems } from './sources-items';

export function manufacturingDateOf(asset: AssetDetail): string | null {
  return asset.warranty?.manufacturing_date ?? asset.enrichment?.warranty.manufacturing_date ?? asset.explanation?.serial?.manufacturing_date ?? null;
}

/** Age against today: the server's figure, else computed from the decoded date, else the engine's at enrichment time. */
function ageOf(asset: AssetDetail, date: string | null): number | null {
  if (asset.equipment_age_years !== null) return asset.equipment_age_years;
  const computed = date ? ageInYears(date, new Date()) : null;
  return computed ?? asset.explanation?.equipment_age_years ?? null;
}

function undecodedReason(asset: AssetDetail): string {
  if (asset.status === 'pending' || asset.status === 'processing') return 'Decoded once the asset is enriched';
  if (!asset.serial_number) return 'No serial number submitted';
  return 'Could not be decoded from the serial number';
}

const BRAND_SOURCE = { submitted: 'the submitted brand', matched_model: "the matched model's brand" } as const;

/** Manufacturing date and age, and how the serial number was decoded. */
export default function ManufacturingCard({ asset }: { asset: AssetDetail }) {
  const date = manufacturingDateOf(asset);
  const age = ageOf(asset, date);
  const serial = asset.explanation?.serial ?? null;
  return (
    <SectionCard title="Manufacturing date">
      <DetailList
        items={[
          { term: 'Manufactured', value: date ? formatCalendarDate(date) : undecodedReason(asset) },
          { term: 'Age', value: age !== null ? `${formatDecimal(age)} years` : null },
          { term: 'Serial number', value: asset.serial_number ? <span className="font-mono">{asset.serial_number}</span> : null },
        ]}
      />
      {serial && (
        <div className="mt-4 border-t border-slate-100 pt-3">
          <h3 className="text-sm font-semibold text-slate-800">How the serial number was read</h3>
          <DetailList
            className="mt-2"
            items={[
              { term: 'Brand family', value: serial.family ? humanize(serial.family) : 'None applies' },
              { term: 'Family chosen from', value: serial.brand_source ? BRAND_SOURCE[serial.brand_source] : null },
              { term: 'Rule', value: serial.rule },
              { term: 'Decoded date', value: serial.manufacturing_date ? formatCalendarDate(serial.manufacturing_date) : null },
              {
                term: 'Ambiguous',
                value: serial.ambiguous ? `Yes — candidates: ${serial.candidates.map(formatCalendarDate).join(', ')}` : 'No',
              },
              ...(serial.chosen_reason ? [{ term: 'Why this date', value: serial.chosen_reason }] : []),
              ...(serial.error ? [{ term: 'Not decoded because', value: serial.error }] : []),
              ...sourcesItems(serial.sources),
            ]}
          />
        </div>
      )}
    </SectionCard>
  );
}
