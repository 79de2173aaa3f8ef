import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_MAX, parseTimestamptz, poolMaxFromEnv } from './connection';

describe('Postgres connection settings', () => {
  it('takes the pool size from PG_POOL_MAX, refusing what is not a positive integer', () => {
    expect(poolMaxFromEnv({})).toBe(DEFAULT_POOL_MAX);
    expect(poolMaxFromEnv({ PG_POOL_MAX: '' })).toBe(DEFAULT_POOL_MAX);
    expect(poolMaxFromEnv({ PG_POOL_MAX: '25' })).toBe(25);
    for (const bad of ['0', '-3', '2.5', 'ten']) expect(() => poolMaxFromEnv({ PG_POOL_MAX: bad })).toThrow(/PG_POOL_MAX must be a positive integer/);
  });

  it('reads timestamptz in the UTC session form as the stored ISO format', () => {
    // PostgreSQL's text output with TimeZone=UTC (DateStyle ISO): "YYYY-MM-DD HH:MM:SS[.ffffff]+00".
    expect(parseTimestamptz('2024-05-01 12:34:56.789+00')).toBe('2024-05-01T12:34:56.789Z');
    expect(parseTimestamptz('2024-05-01 12:34:56+00')).toBe('2024-05-01T12:34:56.000Z');
    expect(parseTimestamptz('1999-12-31 23:59:59.5+00')).toBe('1999-12-31T23:59:59.500Z');
  });
});
