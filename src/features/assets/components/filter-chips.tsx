import { REPLACEMENT_FLAG_LABEL } from '@/components/labels';
import type { AssetsSearch } from '../assets-search';

interface FilterChipsProps {
  search: AssetsSearch;
  onChange: (patch: Partial<AssetsSearch>) => void;
  /** The model number of the assets listed under the model filter (they all share it), when there are any. */
  modelName?: string | undefined;
}

function Chip({ label, value, title, onRemove }: { label: string; value: string; title?: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-blue-50 py-0.5 pr-1 pl-3 text-sm text-blue-950 ring-1 ring-blue-200">
      <span title={title}>
        {label}: <span className="font-mono">{value}</span>
      </span>
      <button type="button" className="rounded-full px-1.5 text-blue-900 hover:bg-blue-100" aria-label={`Remove ${label.toLowerCase()} filter`} onClick={onRemove}>
        ×
      </button>
    </li>
  );
}

// A chip names what a person knows: the model number rather than the catalog id, and a request by
// the short id the Requests page shows under its file name (the full id on hover).
/** The first 8 characters of an id, as the Requests page shows a request's. */
const shortId = (id: string) => id.slice(0, 8);

/** Filters that arrive through links (a request's assets, a model's assets, an opportunity count) and have no control of their own. */
export default function FilterChips({ search, onChange, modelName }: FilterChipsProps) {
  if (!search.request_id && !search.oem_id && search.replacement_flag.length === 0) return null;
  return (
    <ul aria-label="Linked filters" className="flex flex-wrap gap-2">
      {search.request_id && <Chip label="Request" value={shortId(search.request_id)} title={search.request_id} onRemove={() => onChange({ request_id: undefined })} />}
      {search.oem_id && <Chip label="Model" value={modelName ?? shortId(search.oem_id)} title={search.oem_id} onRemove={() => onChange({ oem_id: undefined })} />}
      {search.replacement_flag.length > 0 && (
        <Chip
          label="Replacement"
          value={search.replacement_flag.map((f) => REPLACEMENT_FLAG_LABEL[f]).join(' or ')}
          onRemove={() => onChange({ replacement_flag: [] })}
        />
      )}
    </ul>
  );
}
