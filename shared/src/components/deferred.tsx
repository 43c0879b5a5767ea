import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

/**
 * True from the first render where `open` is, on: a dialog or panel whose code loads when first opened
 * stays drawn afterwards, for its closing animation and its next opening.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

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
