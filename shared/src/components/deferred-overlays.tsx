import { Suspense, lazy, type ReactNode } from 'react';
import type { DrawerProps, ModalProps } from '@clinica/shared/antd';

/**
 * Modal and Drawer for the always-loaded frame and first screens, which open them only sometimes (a
 * remote that failed, the notifications panel, the menu on a phone): drawn through these,
 * @clinica/shared/antd/overlays loads when one is first drawn. Draw them only while open (or once
 * opened, for the closing animation): a closed one would load the entry anyway.
 */
const overlays = () => import('@clinica/shared/antd/overlays');
const LazyModal = lazy(() => overlays().then((module) => ({ default: module.Modal })));
const LazyDrawer = lazy(() => overlays().then((module) => ({ default: module.Drawer })));

export function DeferredModal(props: ModalProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}

export function DeferredDrawer(props: DrawerProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <LazyDrawer {...props} />
    </Suspense>
  );
}
