import DebouncedTextInput from '@/components/debounced-text-input';
import { canonicalEquipmentType } from '@/components/equipment-type';
import { WARRANTY_BASIS_LABEL } from '@/components/labels';
import { EQUIPMENT_TYPES } from '@/domain/enrichment/catalog/equipment-types';
import { WARRANTY_BASES, type WarrantyBasis } from '@/domain/enrichment/types';
import type { WarrantySearch } from '../warranty-search';
import { useLocalOverride } from '@/lib/use-local-override';

interface WarrantyFiltersProps {
  search: WarrantySearch;
  ageError: string | null;
  onChange: (patch: Partial<WarrantySearch>) => void;
}

function toAge(value: string): number | undefined {
  const n = Number(value);
  return value.trim() === '' || !Number.isFinite(n) ? undefined : n;
}

/** Basis (radio) and the narrowing: equipment type, equipment age range, distributor. */
export default function WarrantyFilters({ search, ageError, onChange }: WarrantyFiltersProps) {
  // The chosen basis shows at once, even while the URL update it causes is still pending.
  const [basisShown, chooseBasis] = useLocalOverride(search.warranty_basis, search.warranty_basis);
  return (
    <div className="card flex flex-wrap items-start gap-x-6 gap-y-4">
      <fieldset>
        <legend className="field-label">Warranty basis</legend>
        <div className="mt-2 flex gap-4">
          {WARRANTY_BASES.map((basis: WarrantyBasis) => (
            <label key={basis} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="warranty_basis"
                value={basis}
                checked={basisShown === basis}
                onChange={() => {
                  chooseBasis(basis);
                  onChange({ warranty_basis: basis });
                }}
                className="size-4 accent-blue-700"
              />
              {WARRANTY_BASIS_LABEL[basis]}
            </label>
          ))}
        </div>
      </fieldset>
      <DebouncedTextInput
        className="w-56"
        label="Equipment type"
        list="warranty-equipment-types"
        placeholder="Any type"
        value={search.type ?? ''}
        onCommit={(v) => onChange({ type: canonicalEquipmentType(v) })}
      />
      <datalist id="warranty-equipment-types">
        {EQUIPMENT_TYPES.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <DebouncedTextInput
        className="w-36"
        label="Min age (years)"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={search.equipment_age_min_years?.toString() ?? ''}
        onCommit={(v) => onChange({ equipment_age_min_years: toAge(v) })}
        error={ageError ?? undefined}
      />
      <DebouncedTextInput
        className="w-36"
        label="Max age (years)"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={search.equipment_age_max_years?.toString() ?? ''}
        onCommit={(v) => onChange({ equipment_age_max_years: toAge(v) })}
      />
      <DebouncedTextInput
        className="w-48"
        label="Distributor ID"
        placeholder="All distributors"
        value={search.distributor ?? ''}
        onCommit={(v) => onChange({ distributor: v.trim() || undefined })}
      />
    </div>
  );
}
