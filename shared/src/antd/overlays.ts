/**
 * antd's overlays ('@clinica/shared/antd/overlays', a singleton the host provides): Modal, Drawer and
 * the toasts. The calendar and the portal's frame show none until someone opens a dialog, a panel or
 * gets a message, so they load then (about 18 KB as served, with rc-dialog, rc-drawer and the
 * skeleton both draw while loading). Toasts and confirmations come through notify() and confirm()
 * (shared/src/notify), which load this entry on first use and follow the portal's theme.
 */
export { Drawer, Modal, notification } from 'antd';
