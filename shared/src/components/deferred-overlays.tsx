import type { DrawerProps, ModalProps } from '@clinica/shared/antd';
import { deferred } from './deferred.tsx';

/**
 * Modal and Drawer for the always-loaded frame and first screens, which open them only sometimes (a
 * remote that failed, the notifications panel, the menu on a phone): drawn through these,
 * @clinica/shared/antd/overlays loads when one is first drawn. Draw them only once opened (they stay
 * for the closing animation): a closed one would load the entry anyway.
 */
const overlays = () => import('@clinica/shared/antd/overlays');
export const DeferredModal = deferred<ModalProps>(() => overlays().then((module) => module.Modal));
export const DeferredDrawer = deferred<DrawerProps>(() => overlays().then((module) => module.Drawer));
