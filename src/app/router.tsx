import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import AppLayout from './layout/app-layout';
import RouteError from './layout/route-error';
import LoadingState from '@/components/loading-state';

// Every page is its own lazily loaded chunk (src/app/routes/<name>-route.tsx, default export),
// so the initial bundle holds only the shell, the query client and the router.
type RouteModule = { default: ComponentType };
const routeModules = import.meta.glob<RouteModule>('./routes/*-route.tsx');

function lazyPage(name: string) {
  return async () => {
    const load = routeModules[`./routes/${name}-route.tsx`];
    if (!load) throw new Error(`The page module ${name}-route.tsx is not part of this build.`);
    const mod = await load();
    return { Component: mod.default };
  };
}

export const router = createBrowserRouter([
  {
    path: paths.signIn.path,
    lazy: lazyPage('sign-in'),
    errorElement: <RouteError />,
    HydrateFallback: () => <LoadingState />,
  },
  {
    path: '/',
    Component: AppLayout,
    errorElement: <RouteError />,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.assets.getHref()} replace /> },
          { path: paths.uploads.path, lazy: lazyPage('uploads') },
          { path: paths.requests.path, lazy: lazyPage('requests') },
          { path: paths.assets.path, lazy: lazyPage('assets') },
          { path: paths.asset.path, lazy: lazyPage('asset-detail') },
          { path: paths.warranty.path, lazy: lazyPage('warranty') },
          { path: paths.models.path, lazy: lazyPage('models') },
          { path: paths.tools.path, lazy: lazyPage('tools') },
          { path: '*', lazy: lazyPage('not-found') },
        ],
      },
    ],
  },
]);
