import { lazy, Suspense, type ComponentType } from 'react';
import LoadingState from '@/components/loading-state';

// The calculators are their own chunk; the panel renders its own relative <Routes> under /tools/*.
const ToolsPanel = lazy(
  (): Promise<{ default: ComponentType }> => import('@/features/tools/tools-panel'),
);

export default function ToolsRoute() {
  return (
    <Suspense fallback={<LoadingState label="Loading the calculators…" />}>
      <ToolsPanel />
    </Suspense>
  );
}
