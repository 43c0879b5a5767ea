import { Suspense, lazy, type ReactNode } from 'react';
import type { ProgressProps, ResultProps, TabsProps } from '@clinica/shared/antd';

/**
 * The data-display components the always-loaded frame shows only sometimes (a 403 or a remote that
 * failed, an area's tabs, a PDF's progress): drawn through these, @clinica/shared/antd/display loads
 * the first time one is drawn instead of with every screen. Nothing is shown until it has loaded.
 */
const display = () => import('@clinica/shared/antd/display');
const LazyResult = lazy(() => display().then((module) => ({ default: module.Result })));
const LazyTabs = lazy(() => display().then((module) => ({ default: module.Tabs })));
const LazyProgress = lazy(() => display().then((module) => ({ default: module.Progress })));

export function DeferredResult(props: ResultProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyResult {...props} />
    </Suspense>
  );
}

export function DeferredTabs(props: TabsProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyTabs {...props} />
    </Suspense>
  );
}

export function DeferredProgress(props: ProgressProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyProgress {...props} />
    </Suspense>
  );
}
