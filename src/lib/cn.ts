/** Joins class names, skipping falsy ones (no dependency needed for this). */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
