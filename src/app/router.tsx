import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '@/lib/paths';
import AppLayout from './layout/app-layout';
import RouteError from './layout/route-error';
import LoadingState from '@/components/loading-state';

// Every page is its own lazily loaded chunk (src/app/routes/<name>-route.tsx, default export),
// so the initial bundle holds only the shell, the query client and the router.
type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    path: paths.signIn.path,
    lazy: page(() => import('./routes/sign-in-route')),
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
          { path: paths.uploads.path, lazy: page(() => import('./routes/uploads-route')) },
          { path: paths.requests.path, lazy: page(() => import('./routes/requests-route')) },
          { path: paths.assets.path, lazy: page(() => import('./routes/assets-route')) },
          { path: paths.asset.path, lazy: page(() => import('./routes/asset-detail-route')) },
          { path: paths.warranty.path, lazy: page(() => import('./routes/warranty-route')) },
          { path: paths.opportunities.path, lazy: page(() => import('./routes/opportunities-route')) },
          { path: paths.models.path, lazy: page(() => import('./routes/models-route')) },
          { path: paths.scan.path, lazy: page(() => import('./routes/scan-route')) },
          { path: paths.tools.path, lazy: page(() => import('./routes/tools-route')) },
          { path: '*', lazy: page(() => import('./routes/not-found-route')) },
        ],
      },
    ],
  },
]);
