import { Link, Navigate, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { peekSignOutMessage, signOut, useSession } from '@/lib/session';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';

const NAV_ITEMS = [
  { label: 'Uploads', to: paths.uploads.getHref() },
  { label: 'Scan', to: paths.scan.getHref() },
  { label: 'Requests', to: paths.requests.getHref() },
  { label: 'Assets', to: paths.assets.getHref() },
  { label: 'Warranty', to: paths.warranty.getHref() },
  { label: 'Opportunities', to: paths.opportunities.getHref() },
  { label: 'Models', to: paths.models.getHref() },
  { label: 'Tools', to: paths.tools.getHref() },
] as const;

/** The API reference page (docs.html of the build), served by the dashboard's own server. */
const API_REFERENCE_HREF = '/docs';

export interface SignInLocationState {
  from?: string;
  message?: string | null;
}

/** The signed-in shell: header with navigation and sign-out, then the page. No session → sign-in. */
export default function AppLayout() {
  const session = useSession();
  const location = useLocation();
  const navigation = useNavigation();
  const queryClient = useQueryClient();

  if (!session) {
    const state: SignInLocationState = {
      from: location.pathname + location.search,
      message: peekSignOutMessage(),
    };
    return <Navigate to={paths.signIn.getHref()} replace state={state} />;
  }

  const onSignOut = () => {
    signOut();
    queryClient.clear();
  };

  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2">
          <Link to={paths.home.getHref()} className="text-lg font-semibold text-slate-900">
            Nameplate
          </Link>
          <nav aria-label="Main" className="order-3 w-full lg:order-none lg:w-auto lg:flex-1">
            <ul className="flex flex-wrap gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(
                        'block rounded-md px-3 py-1.5 text-sm font-medium',
                        isActive ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="text-slate-700">
              Partner <span className="font-medium text-slate-900">{session.partner}</span>
              {session.baseUrl && <span className="text-slate-600"> on {session.baseUrl}</span>}
            </span>
            <button type="button" className="btn-secondary" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        </div>
        {navigation.state === 'loading' && (
          <div role="progressbar" aria-label="Loading page" className="h-0.5 w-full animate-pulse bg-blue-700" />
        )}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-screen-2xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
      <footer className="mx-auto max-w-screen-2xl border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
        {/* A page of the server (docs.html), not a dashboard route: a full page load. */}
        <a href={API_REFERENCE_HREF} className="text-blue-700 underline hover:text-blue-900">
          API reference
        </a>
      </footer>
    </div>
  );
}
