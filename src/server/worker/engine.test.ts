import { describe, expect, it } from 'vitest';
import { utcDay } from './engine';

describe('utcDay', () => {
  it('gives the UTC calendar day, also when consecutive calls cross midnight either way', () => {
    expect(utcDay(new Date('2025-06-01T23:59:59.999Z'))).toBe('2025-06-01');
    expect(utcDay(new Date('2025-06-02T00:00:00.000Z'))).toBe('2025-06-02');
    expect(utcDay(new Date('2025-06-01T12:00:00.000Z'))).toBe('2025-06-01');
    // A local-time offset does not matter: 2024-02-29 23:30 at UTC-05:00 is 2024-03-01 in UTC.
    expect(utcDay(new Date('2024-02-29T23:30:00-05:00'))).toBe('2024-03-01');
    expect(utcDay(new Date('1969-12-31T23:59:59.999Z'))).toBe('1969-12-31');
    expect(utcDay(new Date('1970-01-01T00:00:00.000Z'))).toBe('1970-01-01');
  });
});
