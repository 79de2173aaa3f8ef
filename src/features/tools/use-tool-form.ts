import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { runTool, type ToolName } from '@/domain/tools';
import { toBody, type RawValues } from './form-body';
import { allFields, TOOL_FORMS } from './tool-fields';

/**
 * The state of one calculator form, kept in the URL's search params (one per body field) so a
 * reading can be bookmarked or shared; results recomputed on every change with the same module
 * the server runs. Errors of a field show once it has a value or has been left.
 */
export function useToolForm(name: ToolName) {
  const spec = TOOL_FORMS[name];
  const fields = useMemo(() => allFields(spec), [spec]);
  const [params, setParams] = useSearchParams();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const query = params.toString();

  const raw: RawValues = useMemo(() => {
    const current = new URLSearchParams(query);
    return Object.fromEntries(fields.map((f) => [f.name, current.get(f.name) ?? '']));
  }, [fields, query]);
  const body = useMemo(() => toBody(fields, raw), [fields, raw]);
  const run = useMemo(() => runTool(name, body), [name, body]);
  const isEmpty = fields.every((f) => raw[f.name] === '');

  const setValue = useCallback(
    (field: string, value: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === '') next.delete(field);
          else next.set(field, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const touch = useCallback((field: string) => setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field))), []);
  const fill = useCallback((values: RawValues) => {
    setTouched(new Set());
    setParams(new URLSearchParams(values), { replace: true });
  }, [setParams]);

  const errors = run.ok ? {} : run.errors;
  const visibleErrors = (field: string): string[] =>
    raw[field] !== '' || touched.has(field) ? (errors[field] ?? []) : [];

  return { spec, fields, raw, body, run, errors, isEmpty, visibleErrors, setValue, touch, fill };
}
