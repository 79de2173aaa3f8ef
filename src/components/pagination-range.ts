import { formatInteger } from '@/lib/format';

/** What a page of a list holds, in words: "1–15 of 1,234 assets", "1 of 1 asset", "0 of 0 assets". */
export function pageRangeText(from: number | null, to: number | null, total: number, noun: { one: string; other: string }): string {
  const word = total === 1 ? noun.one : noun.other;
  if (from === null || to === null) return `0 of ${formatInteger(total)} ${word}`;
  const range = from === to ? formatInteger(from) : `${formatInteger(from)}–${formatInteger(to)}`;
  return `${range} of ${formatInteger(total)} ${word}`;
}
