// Positions on the warranty timeline: calendar dates (YYYY-MM-DD, UTC) mapped to 0..100 % of a
// range that holds every date with a margin, so markers never sit on the edge.

export interface TimelinePoint {
  key: string;
  label: string;
  /** YYYY-MM-DD */
  date: string;
}

export interface PlacedPoint extends TimelinePoint {
  /** 0..100, percent of the timeline width. */
  percent: number;
}

export interface TimelineModel {
  points: PlacedPoint[];
  /** YYYY-MM-DD of the left and right ends. */
  start: string;
  end: string;
  percentOf: (date: string) => number;
}

const DAY_MS = 86_400_000;
/** Share of the span added on each side. */
const MARGIN_FRACTION = 0.05;

export function dateToUtcMs(date: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

export function utcMsToDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Null when no point has a valid date. A single date gets a one-year window around it. */
export function buildTimeline(points: readonly TimelinePoint[]): TimelineModel | null {
  const valid = points.filter((p) => Number.isFinite(dateToUtcMs(p.date)));
  if (valid.length === 0) return null;
  const times = valid.map((p) => dateToUtcMs(p.date));
  let min = Math.min(...times);
  let max = Math.max(...times);
  if (max - min < DAY_MS) {
    min -= 183 * DAY_MS;
    max += 183 * DAY_MS;
  }
  const margin = (max - min) * MARGIN_FRACTION;
  const lo = min - margin;
  const hi = max + margin;
  const percentOf = (date: string) => {
    const t = dateToUtcMs(date);
    return Math.max(0, Math.min(100, ((t - lo) / (hi - lo)) * 100));
  };
  return {
    points: valid.map((p) => ({ ...p, percent: percentOf(p.date) })),
    start: utcMsToDate(lo),
    end: utcMsToDate(hi),
    percentOf,
  };
}

/**
 * Equipment age in years from a manufacturing date (YYYY-MM or YYYY) to `today`, taking the
 * middle of the month (or year) when the day is unknown. Null when the date does not parse.
 */
export function ageInYears(manufacturingDate: string, today: Date): number | null {
  let ms: number;
  const ym = /^(\d{4})-(\d{2})$/.exec(manufacturingDate);
  const y = /^(\d{4})$/.exec(manufacturingDate);
  if (ym) ms = Date.UTC(Number(ym[1]), Number(ym[2]) - 1, 15);
  else if (y) ms = Date.UTC(Number(y[1]), 6, 1);
  else return null;
  const years = (today.getTime() - ms) / (365.2425 * DAY_MS);
  return Math.max(0, years);
}
