import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// RFC 9562 §5.7 layout: unix_ts_ms (48 bits) | ver 0111 | rand_a (12 bits: here the §6.2 method 1 counter) | var 10 | rand_b.
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const timeOf = (id: string): number => parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
const counterOf = (id: string): number => parseInt(id.slice(15, 18), 16);

describe('uuidV7', () => {
  let uuidV7: () => string;
  beforeEach(async () => {
    // A fresh module each test: no id made before (the clock state is the module's).
    vi.resetModules();
    ({ uuidV7 } = await import('./uuid-v7'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes the version-7 layout with the clock in its first 48 bits', () => {
    const before = Date.now();
    const id = uuidV7();
    expect(id).toMatch(V7);
    expect(timeOf(id)).toBeGreaterThanOrEqual(before);
    expect(timeOf(id)).toBeLessThanOrEqual(Date.now());
  });

  it("spells the time as RFC 9562 Appendix A.6's example: unix_ts_ms 0x017F22E279B0 → 017f22e2-79b0-7…", () => {
    vi.spyOn(Date, 'now').mockReturnValue(0x017f22e279b0);
    const id = uuidV7();
    expect(id).toMatch(V7);
    expect(id.slice(0, 18)).toBe('017f22e2-79b0-7000');
  });

  it('counts within a millisecond, borrows the next one after 4,096 ids, never goes back; every id is greater than the one before', () => {
    const ms = Date.UTC(2030, 0, 1);
    const now = vi.spyOn(Date, 'now').mockReturnValue(ms);
    const ids = Array.from({ length: 5000 }, () => uuidV7());
    now.mockReturnValue(ms - 5); // the clock stepped back
    ids.push(uuidV7());
    now.mockReturnValue(ms + 7);
    ids.push(uuidV7());
    for (const id of ids) expect(id).toMatch(V7);
    expect(ids.slice(0, 4096).every((id, i) => timeOf(id) === ms && counterOf(id) === i)).toBe(true);
    expect([timeOf(ids[4096]!), counterOf(ids[4096]!)]).toEqual([ms + 1, 0]);
    expect([timeOf(ids[5000]!), counterOf(ids[5000]!)]).toEqual([ms + 1, 5000 - 4096]);
    expect([timeOf(ids[5001]!), counterOf(ids[5001]!)]).toEqual([ms + 7, 0]);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
    // 62 random bits each: no two alike.
    expect(new Set(ids.map((id) => id.slice(19))).size).toBe(ids.length);
  });
});
