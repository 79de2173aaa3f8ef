// File sizes in the user's locale. Binary multiples (1 MB = 1024 × 1024 bytes), the same reading
// as MAX_CSV_BYTES, so a file shown as "100 MB" is exactly at the limit.
const KIB = 1024;
const MIB = 1024 * 1024;
const mb = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
const kb = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
const bytes = new Intl.NumberFormat(undefined, { style: 'unit', unit: 'byte', unitDisplay: 'long' });

export function formatBytes(n: number): string {
  if (n >= MIB) return mb.format(n / MIB);
  if (n >= KIB) return kb.format(n / KIB);
  return bytes.format(n);
}
