// A catalog model before ids are assigned and duplicates merged.
import type { EquipmentType } from '../../src/domain/enrichment/catalog/equipment-types';

export interface ModelDraft {
  model: string;
  brand: string;
  type: EquipmentType;
  notes: string;
  data: Record<string, string>;
  series: string | null;
  source: string;
}

/** Number formatting for notes and model_data: thousands separators, no trailing zeros. */
export function fmt(n: number, decimals = 2): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: decimals });
}

export function num(v: string | undefined): number | null {
  if (v === undefined) return null;
  const t = v.replace(/[,$\s]/g, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** Nominal tons from a capacity in Btu/h (12,000 Btu/h per ton): nearest 0.5 up to 6 tons, else one decimal. */
export function nominalTons(btuPerHour: number): string {
  const tons = btuPerHour / 12000;
  const rounded = tons <= 6 ? Math.round(tons * 2) / 2 : Math.round(tons * 10) / 10;
  return `${fmt(rounded, 1)} ton`;
}

/** "16" or "16–17" from a list of numbers. */
export function rangeText(values: number[], decimals = 2): string {
  if (values.length === 0) return '';
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? fmt(lo, decimals) : `${fmt(lo, decimals)}–${fmt(hi, decimals)}`;
}
