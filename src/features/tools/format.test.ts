import { describe, expect, it } from 'vitest';
import { formatRange } from './format';

describe('formatRange', () => {
  it('writes a band around zero as ± (the nitrogen test tolerance), not as "-2.96–2.96"', () => {
    expect(formatRange(-2.96, 2.96, 'psi')).toBe('±2.96 psi');
  });

  it('keeps an en dash between positive ends and the unit once', () => {
    expect(formatRange(8, 12, '°F')).toBe('8–12 °F');
    expect(formatRange(2, 3.5, ':1')).toBe('2–3.5:1');
  });

  it('writes "to" when an end is negative, so the minus is not read as a dash', () => {
    expect(formatRange(-5, 10, '°F')).toBe('-5 to 10 °F');
  });

  it('one-sided and equal ends', () => {
    expect(formatRange(300, null, 'CFM/ton')).toBe('≥ 300 CFM/ton');
    expect(formatRange(null, 10, ':1')).toBe('≤ 10:1');
    expect(formatRange(5, 5, '°F')).toBe('5 °F');
  });
});
