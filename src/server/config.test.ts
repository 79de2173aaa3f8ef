import { describe, expect, it } from 'vitest';
import { configFromEnv, publicBaseUrl } from './config';

describe('configuration', () => {
  it('defaults: 127.0.0.1:8080, ./.data, a worker inside', () => {
    expect(configFromEnv({})).toEqual({ port: 8080, host: '127.0.0.1', dataDir: './.data', worker: true });
  });
  it('reads PORT, HOST, DATA_DIR', () => {
    expect(configFromEnv({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/srv/np' })).toEqual({ port: 9000, host: '0.0.0.0', dataDir: '/srv/np', worker: true });
  });
  it('WORKER=0 (or false) runs no worker inside the server; 1, true or unset runs one; anything else is refused', () => {
    expect(configFromEnv({ WORKER: '0' }).worker).toBe(false);
    expect(configFromEnv({ WORKER: 'false' }).worker).toBe(false);
    expect(configFromEnv({ WORKER: '1' }).worker).toBe(true);
    expect(configFromEnv({ WORKER: 'TRUE' }).worker).toBe(true);
    expect(configFromEnv({ WORKER: '' }).worker).toBe(true);
    expect(() => configFromEnv({ WORKER: 'no' })).toThrow(/WORKER must be 1 or 0/);
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
