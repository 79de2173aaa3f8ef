import { describe, expect, it } from 'vitest';

// The dashboard turns zod's JIT (and its eval probe, a CSP violation) off through zod's global config.

describe('zod-jitless', () => {
  it('is the configuration zod reads', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
