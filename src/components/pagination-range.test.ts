import { describe, expect, it } from 'vitest';
import { pageRangeText } from './pagination-range';

const requests = { one: 'request', other: 'requests' };

describe('pageRangeText', () => {
  it('counts a single item in the singular, without a range of one', () => {
    expect(pageRangeText(1, 1, 1, requests)).toBe('1 of 1 request');
  });

  it('gives the range and the plural otherwise', () => {
    expect(pageRangeText(1, 15, 1234, requests)).toBe('1–15 of 1,234 requests');
    expect(pageRangeText(16, 16, 16, requests)).toBe('16 of 16 requests');
    expect(pageRangeText(null, null, 0, requests)).toBe('0 of 0 requests');
  });
});
