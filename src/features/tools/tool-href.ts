import type { ToolName } from '@/domain/tools';
import { paths } from '@/lib/paths';

/** /tools/<name>, with an optional search string (no leading '?'). */
export function toolHref(name: ToolName, search?: string): string {
  const base = `${paths.tools.getHref()}/${name}`;
  return search ? `${base}?${search}` : base;
}
