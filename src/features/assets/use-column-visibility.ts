import { useEffect, useState } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { DEFAULT_HIDDEN_COLUMNS } from './components/asset-columns';

// Which columns a person wants is their preference, not part of a shared view, so it lives in
// localStorage rather than the URL.
const STORAGE_KEY = 'nameplate.assets.columns';

function initial(): VisibilityState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean')) as VisibilityState;
      }
    }
  } catch {
    // fall through to the defaults
  }
  return Object.fromEntries(DEFAULT_HIDDEN_COLUMNS.map((id) => [id, false]));
}

export function useColumnVisibility() {
  const [visibility, setVisibility] = useState<VisibilityState>(initial);
  useEffect(() => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(visibility));
    } catch {
      // storage full or unavailable: the choice lasts for this page only
    }
  }, [visibility]);
  return [visibility, setVisibility] as const;
}
