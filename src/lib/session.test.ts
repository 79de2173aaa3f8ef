import { afterEach, describe, expect, it } from 'vitest';
import { expiredSessionHint, getSession, signIn, signOut } from './session';

describe('expiredSessionHint', () => {
  afterEach(() => signOut());

  it('keeps the partner and server of a session the server refused, never its token', () => {
    signIn({ partner: 'demo', token: 'secret-token', baseUrl: 'https://api.example.com/' });
    signOut('Your session has expired or the token is invalid. Sign in again to continue.');
    expect(getSession()).toBeNull();
    expect(expiredSessionHint()).toEqual({ partner: 'demo', baseUrl: 'https://api.example.com' });
    expect(JSON.stringify(expiredSessionHint())).not.toContain('secret-token');
  });

  it('keeps nothing after a sign-out by hand, or once signed in again', () => {
    signIn({ partner: 'demo', token: 't1', baseUrl: '' });
    signOut();
    expect(expiredSessionHint()).toBeNull();

    signIn({ partner: 'demo', token: 't1', baseUrl: '' });
    signOut('expired');
    signIn({ partner: 'acme', token: 't2', baseUrl: '' });
    expect(expiredSessionHint()).toBeNull();
  });
});
