import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import ErrorState from '@/components/error-state';
import { paths } from '@/lib/paths';
import { expiredSessionHint, getSession, signIn, useSession, type Session } from '@/lib/session';
import { sessionFromHash, verifySession } from '@/lib/verify-session';
import type { SignInLocationState } from '../layout/app-layout';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Only same-app paths are followed after sign-in (never an absolute URL from state). */
function safeFrom(from: unknown): string {
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== paths.signIn.path
    ? from
    : paths.assets.getHref();
}

export default function SignInRoute() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as SignInLocationState;
  // After the server refused the session's token, its partner and server stay filled in: only a new token is needed.
  const [partner, setPartner] = useState(() => getSession()?.partner ?? expiredSessionHint()?.partner ?? '');
  const [token, setToken] = useState('');
  const [baseUrl, setBaseUrl] = useState(() => getSession()?.baseUrl ?? expiredSessionHint()?.baseUrl ?? '');
  const [error, setError] = useState<unknown>(null);
  const signedInAs = useSession()?.partner ?? null;
  const [busy, setBusy] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const ids = { partner: useId(), token: useId(), baseUrl: useId(), baseUrlHint: useId() };

  const attempt = async (candidate: Session) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy(true);
    setError(null);
    try {
      const verified = await verifySession(candidate, controller.signal);
      signIn(verified);
      void navigate(safeFrom(state.from), { replace: true });
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(e);
    } finally {
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  // The sign-in link (`/sign-in#partner=…&token=…`) signs in directly, on arrival or when the hash
  // changes on an open sign-in page; the hash is cleared at once so the token does not stay in the
  // address bar or the history.
  const attemptRef = useRef(attempt);
  attemptRef.current = attempt;
  useEffect(() => {
    const fromHashNow = () => {
      const fromHash = sessionFromHash(window.location.hash);
      if (!fromHash) return;
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      setPartner(fromHash.partner);
      setBaseUrl(fromHash.baseUrl);
      void attemptRef.current(fromHash);
    };
    fromHashNow();
    window.addEventListener('hashchange', fromHashNow);
    return () => window.removeEventListener('hashchange', fromHashNow);
  }, []);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void attempt({ partner: partner.trim(), token: token.trim(), baseUrl });
  };

  return (
    <main id="main" className="flex min-h-screen items-start justify-center bg-slate-50 px-4 pt-24">
      <div className="card w-full max-w-md">
        <h1 className="text-xl font-semibold">Sign in to Nameplate</h1>
        {signedInAs && !state.message && (
          <p className="mt-3 text-sm text-slate-700">
            You are signed in as partner <span className="font-medium">{signedInAs}</span>.{' '}
            <Link className="link" to={paths.assets.getHref()}>
              Go to the dashboard
            </Link>{' '}
            or sign in with other credentials below.
          </p>
        )}
        {state.message && !error && (
          <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {state.message}
          </p>
        )}
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          <div>
            <label htmlFor={ids.partner} className="field-label">
              Partner
            </label>
            <input
              id={ids.partner}
              name="partner"
              className="field-input"
              autoComplete="username"
              required
              value={partner}
              onChange={(e) => setPartner(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={ids.token} className="field-label">
              Token
            </label>
            <input
              id={ids.token}
              name="token"
              type="password"
              className="field-input"
              autoComplete="current-password"
              required
              value={token}
              onChange={(e) => setToken(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={ids.baseUrl} className="field-label">
              Base URL <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <input
              id={ids.baseUrl}
              name="base_url"
              type="url"
              className="field-input"
              placeholder="Same server as this page"
              aria-describedby={ids.baseUrlHint}
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
            />
            <p id={ids.baseUrlHint} className="mt-1 text-xs text-slate-600">
              Leave empty to use this server, or enter the address of any server implementing the Nameplate API. A
              server on another origin must be listed in the <code>CSP_CONNECT_SRC</code> setting of the server
              that serves this page.
            </p>
          </div>
          {error != null && <ErrorState title="Could not sign in" error={error} />}
          <button type="submit" className="btn-primary w-full" disabled={busy || !partner.trim() || !token.trim()}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </main>
  );
}
