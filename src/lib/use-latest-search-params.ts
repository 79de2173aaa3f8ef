import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** Builds the next URL params from the latest ones (see useLatestSearchParams). */
export type SearchParamsUpdate = (build: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void;

/**
 * useSearchParams whose updates build on the latest params written, not the render's. A URL change
 * is a navigation (a React transition): two updates before the next render — a field committed on
 * blur, then another on Enter — would otherwise both start from the same old params, and the second
 * would drop the first (react-router's functional setSearchParams also sees the render's params).
 * A render of one of our own pending writes leaves the latest alone; any other change of the URL
 * (back / forward, a link) becomes the latest.
 */
export function useLatestSearchParams(): [URLSearchParams, SearchParamsUpdate] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const key = params.toString();
    const i = pending.current.indexOf(key);
    if (i >= 0) {
      // One of ours has rendered: it and the writes before it are done.
      pending.current = pending.current.slice(i + 1);
      return;
    }
    pending.current = [];
    latest.current = params;
  }, [params]);
  const update = useCallback<SearchParamsUpdate>(
    (build, options) => {
      const next = build(latest.current);
      latest.current = next;
      pending.current.push(next.toString());
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
