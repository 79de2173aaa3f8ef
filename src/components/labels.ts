import type { AddedFrom } from '@/contract/requests';
import type { DATE_PRESETS } from '@/contract/assets';
import type { TypeOfService, WarrantyBasis, WarrantyTier } from '@/domain/enrichment/types';
import type { RefrigerantSource, ReplacementFlag } from '@/domain/replacement';

// People-facing names of the contract's enum values, shared by filters, badges and detail pages.

export const WARRANTY_TIER_LABEL: Record<WarrantyTier, string> = {
  in_warranty: 'In warranty',
  expiring_within_3_months: 'Expiring within 3 months',
  expiring_within_6_months: 'Expiring within 6 months',
  expiring_within_1_year: 'Expiring within 1 year',
  expiring_within_2_years: 'Expiring within 2 years',
  expired_past_12_months: 'Expired in the past 12 months',
  expired_over_1_year: 'Expired over 1 year ago',
};

/** Tiers still covered (in or expiring) vs. expired, for badge colours. */
export const WARRANTY_TIER_BADGE_CLASS: Record<WarrantyTier, string> = {
  in_warranty: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  expiring_within_3_months: 'bg-amber-100 text-amber-900 ring-amber-300',
  expiring_within_6_months: 'bg-amber-100 text-amber-900 ring-amber-300',
  expiring_within_1_year: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  expiring_within_2_years: 'bg-lime-100 text-lime-900 ring-lime-300',
  expired_past_12_months: 'bg-red-100 text-red-900 ring-red-300',
  expired_over_1_year: 'bg-slate-200 text-slate-900 ring-slate-400',
};

export const WARRANTY_BASIS_LABEL: Record<WarrantyBasis, string> = {
  registered: 'Registered',
  not_registered: 'Not registered',
};

export const ADDED_FROM_LABEL: Record<AddedFrom, string> = {
  'manual-entry': 'Manual entry',
  'batch-import': 'Batch import',
  'nameplate-scan': 'Nameplate scan',
  'app-search': 'App search',
};

export const TYPE_OF_SERVICE_LABEL: Record<TypeOfService, string> = {
  install: 'Install',
  maintenance_service: 'Maintenance service',
};

export const DATE_PRESET_LABEL: Record<(typeof DATE_PRESETS)[number], string> = {
  today: 'Today',
  last_7_days: 'Last 7 days',
  last_30_days: 'Last 30 days',
};

export const REPLACEMENT_FLAG_LABEL: Record<ReplacementFlag, string> = {
  r22: 'R-22 system',
  past_service_life: 'Past service life',
  service_life_ends_within_2_years: 'Service life ends within 2 years',
};

export const REFRIGERANT_SOURCE_LABEL: Record<RefrigerantSource, string> = {
  catalog: 'catalog data',
  model_number: 'read from the model number',
  era_rule: 'likely, from the manufacture date (made before 2010)',
};
