import type { AssetStatus, MatchType } from '@/domain/enrichment/types';

// Labels and colours of asset statuses and match types, shared by badges, the requests progress
// bar and its legend so the same status always looks the same. Badge colours are *-100/*-900
// pairs (contrast well above 4.5:1); bar colours only need to differ from their neighbours.

export const STATUS_LABEL: Record<AssetStatus, string> = {
  completed: 'Completed',
  incomplete: 'Incomplete',
  not_found: 'Not found',
  failed: 'Failed',
  processing: 'Processing',
  pending: 'Pending',
};

export const STATUS_BADGE_CLASS: Record<AssetStatus, string> = {
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  incomplete: 'bg-amber-100 text-amber-900 ring-amber-300',
  not_found: 'bg-slate-200 text-slate-900 ring-slate-400',
  failed: 'bg-red-100 text-red-900 ring-red-300',
  processing: 'bg-sky-100 text-sky-900 ring-sky-300',
  pending: 'bg-white text-slate-800 ring-slate-300',
};

export const STATUS_BAR_CLASS: Record<AssetStatus, string> = {
  completed: 'bg-emerald-600',
  incomplete: 'bg-amber-400',
  not_found: 'bg-slate-500',
  failed: 'bg-red-600',
  processing: 'bg-sky-500',
  pending: 'bg-slate-300',
};

/** Order of the progress bar: final outcomes first, then work still to do. */
export const STATUS_BAR_ORDER: readonly AssetStatus[] = ['completed', 'incomplete', 'not_found', 'failed', 'processing', 'pending'];

export const MATCH_TYPE_LABEL: Record<MatchType, string> = {
  exact_match: 'Exact match',
  likely_match: 'Likely match',
  possible_match: 'Possible match',
  nameplate_only: 'Nameplate only',
};

/** Spec 2.5, in words a dispatcher can act on. */
export const MATCH_TYPE_DESCRIPTION: Record<MatchType, string> = {
  exact_match: 'The submitted model number matched a catalog model exactly.',
  likely_match: 'A high-confidence match after normalizing the model number (for example a revision suffix).',
  possible_match: 'A lower-confidence candidate: review it before relying on the specifications.',
  nameplate_only: 'No catalog model was matched; the unit is known from its nameplate: its model number read by the manufacturer\'s nomenclature, its serial number dated, or both.',
};

export const MATCH_TYPE_BADGE_CLASS: Record<MatchType, string> = {
  exact_match: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  likely_match: 'bg-sky-100 text-sky-900 ring-sky-300',
  possible_match: 'bg-amber-100 text-amber-900 ring-amber-300',
  nameplate_only: 'bg-slate-200 text-slate-900 ring-slate-400',
};
