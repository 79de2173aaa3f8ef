// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageInYears, buildTimeline, dateToUtcMs } from './warranty-timeline-model';

describe('buildTimeline', () => {
  it('places dates proportionally inside a 5 % margin on each side', () => {
    // 2020-01-01 → 2030-01-01 is 3653 days; margin 182.65 days each side.
    const t = buildTimeline([
      { key: 'start', label: 'Start', date: '2020-01-01' },
      { key: 'end', label: 'End', date: '2030-01-01' },
      { key: 'mid', label: 'Mid', date: '2025-01-01' },
    ]);
    expect(t).not.toBeNull();
    const [start, end, mid] = t!.points;
    expect(start!.percent).toBeCloseTo((5 / 110) * 100, 6);
    expect(end!.percent).toBeCloseTo((105 / 110) * 100, 6);
    // 2025-01-01 is 1827 days after 2020-01-01: (182.65 + 1827) / (3653 * 1.1)
    expect(mid!.percent).toBeCloseTo(((182.65 + 1827) / (3653 * 1.1)) * 100, 4);
  });

  it('drops invalid dates and returns null when none is left', () => {
    expect(buildTimeline([{ key: 'x', label: 'X', date: '2020-13' }])).toBeNull();
    expect(buildTimeline([])).toBeNull();
  });

  it('centres a single date in a one-year window', () => {
    const t = buildTimeline([{ key: 'today', label: 'Today', date: '2024-06-01' }]);
    expect(t!.points[0]!.percent).toBeCloseTo(50, 6);
  });

  it('clamps dates outside the range to the edges', () => {
    const t = buildTimeline([
      { key: 'a', label: 'A', date: '2020-01-01' },
      { key: 'b', label: 'B', date: '2021-01-01' },
    ])!;
    expect(t.percentOf('1990-01-01')).toBe(0);
    expect(t.percentOf('2090-01-01')).toBe(100);
  });
});

describe('ageInYears', () => {
  it('measures from the middle of the manufacturing month', () => {
    // 2014-06-15 → 2024-06-15 is exactly 10 calendar years = 3653 days (3 leap days).
    expect(ageInYears('2014-06', new Date(dateToUtcMs('2024-06-15')))).toBeCloseTo(3653 / 365.2425, 6);
  });

  it('takes 1 July for a year-only date and never returns a negative age', () => {
    expect(ageInYears('2010', new Date(Date.UTC(2010, 6, 1)))).toBe(0);
    expect(ageInYears('2030-01', new Date(Date.UTC(2024, 0, 1)))).toBe(0);
  });

  it('returns null for text that is not a date', () => {
    expect(ageInYears('unknown', new Date())).toBeNull();
  });
});
