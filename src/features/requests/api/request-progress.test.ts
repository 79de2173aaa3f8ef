// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allRequestsFinished } from './get-requests';
import { importRetryNote, isRequestFinished, progressSegments, shareText, totalCount } from './request-progress';

const counts = (c: Partial<Record<'pending' | 'processing' | 'completed' | 'incomplete' | 'not_found' | 'failed', number>>) => ({
  pending: 0, processing: 0, completed: 0, incomplete: 0, not_found: 0, failed: 0, ...c,
});

describe('isRequestFinished', () => {
  it('is finished when the server says completed', () => {
    expect(isRequestFinished({ status: 'completed', asset_status: counts({ completed: 3 }) })).toBe(true);
  });
  it('is finished when every asset has a final status even before the request status catches up', () => {
    expect(isRequestFinished({ status: 'processing', asset_status: counts({ completed: 2, failed: 1 }) })).toBe(true);
  });
  it('is unfinished while any asset is pending or processing', () => {
    expect(isRequestFinished({ status: 'processing', asset_status: counts({ completed: 2, processing: 1 }) })).toBe(false);
    expect(isRequestFinished({ status: 'pending', asset_status: counts({ pending: 5 }) })).toBe(false);
  });
  it('an empty pending request is not final', () => {
    expect(isRequestFinished({ status: 'pending', asset_status: counts({}) })).toBe(false);
  });
});

describe('polling decision', () => {
  const page = (statuses: ('pending' | 'completed')[]) =>
    ({ data: statuses.map((status) => ({ status, asset_status: counts(status === 'completed' ? { completed: 1 } : { pending: 1 }) })) }) as never;
  it('stops only when every request on the page is final', () => {
    expect(allRequestsFinished(page(['completed', 'completed']))).toBe(true);
    expect(allRequestsFinished(page(['completed', 'pending']))).toBe(false);
    expect(allRequestsFinished(undefined)).toBe(false);
  });
});

describe('progressSegments', () => {
  it('gives each status its share of the total, in the requested order', () => {
    const c = counts({ completed: 6, failed: 1, pending: 1 });
    expect(totalCount(c)).toBe(8);
    const segs = progressSegments(c, ['completed', 'failed', 'pending']);
    expect(segs.map((s) => [s.status, s.count])).toEqual([['completed', 6], ['failed', 1], ['pending', 1]]);
    expect(segs[0]!.fraction).toBeCloseTo(0.75, 10);
    expect(segs.reduce((a, s) => a + s.fraction, 0)).toBeCloseTo(1, 10);
  });
  it('gives zero shares (not NaN) when there are no assets', () => {
    expect(progressSegments(counts({}), ['completed']).map((s) => s.fraction)).toEqual([0]);
  });
});

describe('importRetryNote', () => {
  const now = Date.parse('2030-01-01T00:00:00.000Z');
  it('says nothing unless the server says the import waits for a retry', () => {
    expect(importRetryNote({}, now)).toBeNull();
    expect(importRetryNote({ import_retry_at: 'not a time' }, now)).toBeNull();
  });
  it('says when the import is retried, or that it is retried now once that time has passed', () => {
    const later = importRetryNote({ import_retry_at: '2030-01-01T00:00:30.000Z' }, now);
    expect(later).toMatch(/^Import interrupted by an error; retrying /);
    expect(later).not.toMatch(/now$/);
    expect(later).toMatch(/2030/);
    expect(importRetryNote({ import_retry_at: '2029-12-31T23:59:59.000Z' }, now)).toBe('Import interrupted by an error; retrying now');
  });
});

describe('shareText', () => {
  it('rounds to whole percent', () => {
    expect(shareText(55, 60)).toBe('92%');
    expect(shareText(3, 60)).toBe('5%');
    expect(shareText(0, 60)).toBe('0%');
    expect(shareText(60, 60)).toBe('100%');
  });
  it('never shows a count that is not nothing as 0%, nor one short of everything as 100%', () => {
    expect(shareText(1, 1000)).toBe('<1%');
    expect(shareText(999, 1000)).toBe('>99%');
    expect(shareText(5, 1000)).toBe('1%');
  });
  it('with no assets, 0%', () => {
    expect(shareText(0, 0)).toBe('0%');
  });
});
