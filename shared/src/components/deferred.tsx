import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it is drawn (nothing is shown until then): for what the
 * always-loaded frame and first screens show only sometimes (see deferred-display and deferred-overlays).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Deferred(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
