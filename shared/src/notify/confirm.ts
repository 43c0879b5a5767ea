import type { ModalFuncProps } from '@clinica/shared/antd';

/**
 * A confirmation (antd's Modal.confirm) from anywhere: Modal's code loads with the first one asked
 * (@clinica/shared/antd/overlays), not with the screen. Theme and language as notify()'s.
 */
export function confirm(options: ModalFuncProps): void {
  void import('@clinica/shared/antd/overlays').then(
    (module) => {
      module.Modal.confirm(options);
    },
    // the code did not load: as if cancelled (a moved appointment goes back)
    () => {
      options.onCancel?.();
    },
  );
}
