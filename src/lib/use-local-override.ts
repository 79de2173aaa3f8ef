import { useState } from 'react';

/**
 * A control's shown value: what the user just chose, until the committed value (typically read from
 * the URL) changes. URL updates are React transitions (react-router), so under load a controlled
 * checkbox or radio would otherwise show the old state until the navigation commits — the click
 * seems to bounce back. `committedKey` identifies the committed value (e.g. its serialized form).
 */
export function useLocalOverride<T>(committed: T, committedKey: string): [shown: T, choose: (value: T) => void] {
  const [local, setLocal] = useState<{ over: string; value: T } | null>(null);
  const shown = local !== null && local.over === committedKey ? local.value : committed;
  return [shown, (value: T) => setLocal({ over: committedKey, value })];
}
