import { useId, useState } from 'react';
import { DATE_PRESETS } from '@/contract/assets';
import { EQUIPMENT_TYPES } from '@/domain/enrichment/catalog/equipment-types';
import { ADDED_FROM } from '@/contract/requests';
import { ASSET_STATUSES, MATCH_TYPES, TYPES_OF_SERVICE, WARRANTY_BASES, WARRANTY_TIERS } from '@/domain/enrichment/types';
import CheckboxGroup from '@/components/checkbox-group';
import DebouncedTextInput from '@/components/debounced-text-input';
import { canonicalEquipmentType } from '@/components/equipment-type';
import SelectField from '@/components/select-field';
import { MATCH_TYPE_LABEL, STATUS_LABEL } from '@/components/asset-status';
import { ADDED_FROM_LABEL, DATE_PRESET_LABEL, TYPE_OF_SERVICE_LABEL, WARRANTY_BASIS_LABEL, WARRANTY_TIER_LABEL } from '@/components/labels';
import { activeFilterCount, MAX_EQUIPMENT_AGE_YEARS, type AssetsSearch } from '../assets-search';
import { filterProblems, isTierControlEnabled, setWarrantyBasis } from '../filter-rules';

interface AssetsFiltersProps {
  search: AssetsSearch;
  onChange: (patch: Partial<AssetsSearch>) => void;
  /** 422 field errors from the server, shown beside their controls. */
  serverErrors?: Record<string, string[]>;
}

function parseAge(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= MAX_EQUIPMENT_AGE_YEARS ? n : undefined;
}

/** Every filter of spec 4.4 as a labelled control. */
export default function AssetsFilters({ search, onChange, serverErrors = {} }: AssetsFiltersProps) {
  const problems = filterProblems(search);
  const errorOf = (field: keyof AssetsSearch): string | undefined =>
    (problems as Record<string, string | undefined>)[field] ?? serverErrors[field]?.join(' ');
  const tiersEnabled = isTierControlEnabled(search);
  const typesListId = useId();
  const moreId = useId();
  const [moreOpen, setMoreOpen] = useState(false);
  // Filters set beside the search (not the linked ones, shown as chips); a problem in one keeps them in view.
  const moreSet = activeFilterCount({ ...search, search_string: undefined, request_id: undefined, oem_id: undefined, replacement_flag: [] });
  const moreShown = moreOpen || Object.keys(problems).some((k) => k !== 'search_string');

  return (
    <section aria-labelledby="asset-filters-heading" className="card">
      <h2 id="asset-filters-heading" className="sr-only">
        Filters
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
        <DebouncedTextInput
          className="md:col-span-2"
          label="Search assets"
          type="search"
          placeholder="Model, brand, serial, customer…"
          value={search.search_string ?? ''}
          onCommit={(v) => onChange({ search_string: v.trim() || undefined })}
          error={errorOf('search_string')}
        />
        <button type="button" className="btn-secondary justify-self-start md:hidden" aria-expanded={moreShown} aria-controls={moreId} onClick={() => setMoreOpen(!moreShown)}>
          {moreShown ? 'Fewer filters' : `More filters${moreSet > 0 ? ` (${moreSet} set)` : ''}`}
        </button>
        {/* On a phone the other filters fold away behind the button, so the table is on the first screen; from md up they always show. */}
        <div id={moreId} className={moreShown ? 'contents' : 'hidden md:contents'}>
          <SelectField label="Status" options={ASSET_STATUSES} labels={STATUS_LABEL} value={search.status} onChange={(status) => onChange({ status })} error={errorOf('status')} />
          <DebouncedTextInput
            label="Equipment type"
            list={typesListId}
            placeholder="e.g. furnaces"
            value={search.type ?? ''}
            onCommit={(v) => onChange({ type: canonicalEquipmentType(v) })}
            error={errorOf('type')}
          />
          <datalist id={typesListId}>
            {EQUIPMENT_TYPES.map((t) => (
              <option key={t} value={t} />
            ))}
          </datalist>

          <CheckboxGroup className="md:col-span-2" legend="Match type" options={MATCH_TYPES} labels={MATCH_TYPE_LABEL} value={search.match_type} onChange={(match_type) => onChange({ match_type })} error={errorOf('match_type')} />
          <CheckboxGroup className="md:col-span-2" legend="Added from" options={ADDED_FROM} labels={ADDED_FROM_LABEL} value={search.added_from} onChange={(added_from) => onChange({ added_from })} error={errorOf('added_from')} />

          <DebouncedTextInput label="Added by" placeholder="User ID or e-mail" value={search.added_by ?? ''} onCommit={(v) => onChange({ added_by: v.trim() || undefined })} error={errorOf('added_by')} />
          <SelectField label="Date added" options={DATE_PRESETS} labels={DATE_PRESET_LABEL} anyLabel="Any time" value={search.date_added_preset} onChange={(date_added_preset) => onChange({ date_added_preset })} error={errorOf('date_added_preset')} />
          <SelectField label="Date modified" options={DATE_PRESETS} labels={DATE_PRESET_LABEL} anyLabel="Any time" value={search.date_modified_preset} onChange={(date_modified_preset) => onChange({ date_modified_preset })} error={errorOf('date_modified_preset')} />
          <CheckboxGroup legend="Type of service" options={TYPES_OF_SERVICE} labels={TYPE_OF_SERVICE_LABEL} value={search.type_of_service} onChange={(type_of_service) => onChange({ type_of_service })} error={errorOf('type_of_service')} />

          <DebouncedTextInput
            label="Minimum age (years)"
            type="number"
            inputMode="decimal"
            min={0}
            max={search.equipment_age_max_years ?? MAX_EQUIPMENT_AGE_YEARS}
            step="any"
            value={search.equipment_age_min_years?.toString() ?? ''}
            onCommit={(v) => onChange({ equipment_age_min_years: parseAge(v) })}
            error={errorOf('equipment_age_min_years')}
          />
          <DebouncedTextInput
            label="Maximum age (years)"
            type="number"
            inputMode="decimal"
            min={search.equipment_age_min_years ?? 0}
            max={MAX_EQUIPMENT_AGE_YEARS}
            step="any"
            value={search.equipment_age_max_years?.toString() ?? ''}
            onCommit={(v) => onChange({ equipment_age_max_years: parseAge(v) })}
            error={errorOf('equipment_age_max_years')}
          />
          <DebouncedTextInput label="Unique ID" value={search.unique_id ?? ''} onCommit={(v) => onChange({ unique_id: v.trim() || undefined })} error={errorOf('unique_id')} />
          <DebouncedTextInput label="Distributor" value={search.distributor ?? ''} onCommit={(v) => onChange({ distributor: v.trim() || undefined })} error={errorOf('distributor')} />

          <SelectField
            label="Warranty basis"
            options={WARRANTY_BASES}
            labels={WARRANTY_BASIS_LABEL}
            value={search.warranty_basis}
            onChange={(basis) => onChange(setWarrantyBasis(search, basis))}
            error={errorOf('warranty_basis')}
          />
          <CheckboxGroup
            className="md:col-span-1 lg:col-span-3"
            legend="Warranty expiration tier"
            options={WARRANTY_TIERS}
            labels={WARRANTY_TIER_LABEL}
            value={search.warranty_expiration_tier}
            onChange={(warranty_expiration_tier) => onChange({ warranty_expiration_tier })}
            disabled={!tiersEnabled}
            hint={tiersEnabled ? undefined : 'Choose a warranty basis first.'}
            error={errorOf('warranty_expiration_tier')}
          />
        </div>
      </div>
    </section>
  );
}
