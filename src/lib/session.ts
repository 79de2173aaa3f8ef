import { useSyncExternalStore } from 'react';

// The signed-in session: which server (base URL), which partner, which bearer token.
// Kept in localStorage so a reload stays signed in; a tiny external store so every
// component (and the query client's global error handler) sees the same value.

export interface Session {
  /** Origin (and optional path prefix) of a server implementing the contract; '' = same origin. */
  baseUrl: string;
  partner: string;
  token: string;
}

const STORAGE_KEY = 'nameplate.session';
/** Why the user was signed out (shown once on the sign-in page). Survives the redirect, not a reload. */
let signOutMessage: string | null = null;
/** Partner and server of a session the server stopped accepting (never its token), to fill the sign-in form again. */
let expiredFrom: Omit<Session, 'token'> | null = null;

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.partner !== 'string' || typeof value.token !== 'string' || !value.partner || !value.token) return null;
    return { baseUrl: typeof value.baseUrl === 'string' ? value.baseUrl : '', partner: value.partner, token: value.token };
  } catch {
    return null;
  }
}

let current: Session | null = readStored();

function emit() {
  for (const l of listeners) l();
}

/** Trailing slashes removed so paths can be appended; blank = same origin. */
export function normalizeBaseUrl(raw: string): string {
  return raw.trim().replace(/\/+$/, '');
}

export function getSession(): Session | null {
  return current;
}

export function signIn(session: Session): void {
  current = { ...session, baseUrl: normalizeBaseUrl(session.baseUrl) };
  signOutMessage = null;
  expiredFrom = null;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage unavailable (private mode quota): the session still lives for this tab.
  }
  emit();
}

/** `message` says why the session ended (the server refused its token): then its partner and server are kept for the form. */
export function signOut(message: string | null = null): void {
  expiredFrom = message !== null && current ? { partner: current.partner, baseUrl: current.baseUrl } : null;
  current = null;
  signOutMessage = message;
  try {
    globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // ignore: nothing stored
  }
  emit();
}

export function peekSignOutMessage(): string | null {
  return signOutMessage;
}

/** Partner and base URL of the session that expired (not after a sign-out by hand), so only a new token is needed. */
export function expiredSessionHint(): Omit<Session, 'token'> | null {
  return expiredFrom;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes localStorage: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY) {
      current = readStored();
      listener();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The session of a signed-in page (the layout guarantees one); throws otherwise. */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('Not signed in');
  return session;
}
