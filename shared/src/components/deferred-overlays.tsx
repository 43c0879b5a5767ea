import type { ReactNode } from 'react';
import type { DrawerProps, ModalProps } from '@clinica/shared/antd';
import { deferred, useOpenedOnce } from './deferred.tsx';

/**
 * Modal and Drawer for the always-loaded frame and first screens, which open them only sometimes (a
 * remote that failed, the notifications panel, the menu on a phone): drawn through these,
 * @clinica/shared/antd/overlays loads when one is first opened (until then nothing is drawn), and it
 * stays drawn afterwards for its closing animation.
 */
const overlays = () => import('@clinica/shared/antd/overlays');
const LazyModal = deferred<ModalProps>(() => overlays().then((module) => module.Modal));
const LazyDrawer = deferred<DrawerProps>(() => overlays().then((module) => module.Drawer));

export function DeferredModal(props: ModalProps): ReactNode {
  return useOpenedOnce(Boolean(props.open)) ? <LazyModal {...props} /> : null;
}

export function DeferredDrawer(props: DrawerProps): ReactNode {
  return useOpenedOnce(Boolean(props.open)) ? <LazyDrawer {...props} /> : null;
}
