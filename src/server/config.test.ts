import { describe, expect, it } from 'vitest';
import { configFromEnv, publicBaseUrl } from './config';

describe('configuration', () => {
  it('defaults: 127.0.0.1:8080, ./.data', () => {
    expect(configFromEnv({})).toEqual({ port: 8080, host: '127.0.0.1', dataDir: './.data' });
  });
  it('reads PORT, HOST, DATA_DIR', () => {
    expect(configFromEnv({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/srv/np' })).toEqual({ port: 9000, host: '0.0.0.0', dataDir: '/srv/np' });
  });
  it('rejects a PORT that is not a port', () => {
    expect(() => configFromEnv({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/PORT/);
  });
  it('links use localhost for a wildcard bind address', () => {
    expect(publicBaseUrl({ host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(publicBaseUrl({ host: '127.0.0.1', port: 80 })).toBe('http://127.0.0.1:80');
    expect(publicBaseUrl({ host: '::1', port: 8080 })).toBe('http://[::1]:8080');
  });
});
