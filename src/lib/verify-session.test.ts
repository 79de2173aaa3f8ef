import { describe, expect, it } from 'vitest';
import { baseUrlProblem, verifySession } from './verify-session';

describe('baseUrlProblem', () => {
  it('accepts empty (this server) and http(s) addresses', () => {
    expect(baseUrlProblem('')).toBeNull();
    expect(baseUrlProblem('  ')).toBeNull();
    expect(baseUrlProblem('https://nameplate.example.com')).toBeNull();
    expect(baseUrlProblem('http://127.0.0.1:8080/api/')).toBeNull();
  });

  it('names what is not a web address, and says what to enter', () => {
    expect(baseUrlProblem('nameplate.example.com')).toBe(
      "“nameplate.example.com” is not a web address. Enter the server's address with http:// or https:// (e.g. https://nameplate.example.com), or leave Base URL empty to use this server.",
    );
    expect(baseUrlProblem('not a url')).toMatch(/^“not a url” is not a web address\./);
    expect(baseUrlProblem('ftp://files.example.com')).toMatch(/is not a web address/);
  });
});

describe('verifySession', () => {
  it('refuses a Base URL that is not a web address before calling anything', async () => {
    await expect(verifySession({ partner: 'demo', token: 't', baseUrl: 'nameplate.example.com' })).rejects.toThrow(/is not a web address/);
  });
});
