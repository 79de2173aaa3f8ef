// Numbers for people: decimals chosen by unit (a result is never rounded before it is shown).

const DECIMALS_BY_UNIT: Record<string, number> = {
  '°F': 1,
  '°R': 2,
  psig: 1,
  psia: 3,
  psi: 2,
  CFM: 0,
  'CFM/ton': 0,
  FPM: 0,
  'Btu/h': 0,
  'Btu/lb dry air': 2,
  'in. w.c./100 ft': 3,
  'in.': 1,
  '%': 1,
  ':1': 2,
  tons: 2,
  'lb/ft³': 3,
};

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat(undefined, { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
    formatters.set(decimals, f);
  }
  return f;
}

export function formatNumber(value: number, unit: string): string {
  const decimals = DECIMALS_BY_UNIT[unit] ?? (Math.abs(value) < 0.01 && value !== 0 ? 6 : 3);
  return formatter(decimals).format(value);
}

/** Value with its unit, e.g. "104.6 °F", "2.71:1", "—" for null. */
export function formatQuantity(value: number | string | null | undefined, unit: string): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return unit ? `${value} ${unit}` : value;
  const text = formatNumber(value, unit);
  if (!unit) return text;
  return unit === ':1' ? `${text}:1` : `${text} ${unit}`;
}

/** "8–12 °F", "≥ 300 CFM/ton"; a band around zero as "±2.96 psi" (not "-2.96–2.96 psi"); a negative end with "to". */
export function formatRange(min: number | null, max: number | null, unit: string): string {
  if (min !== null && max !== null) {
    if (min === max) return formatQuantity(min, unit);
    if (max > 0 && min === -max) return `±${formatQuantity(max, unit)}`;
    return min < 0 ? `${formatNumber(min, unit)} to ${formatQuantity(max, unit)}` : `${formatNumber(min, unit)}–${formatQuantity(max, unit)}`;
  }
  if (min !== null) return `≥ ${formatQuantity(min, unit)}`;
  if (max !== null) return `≤ ${formatQuantity(max, unit)}`;
  return '—';
}
