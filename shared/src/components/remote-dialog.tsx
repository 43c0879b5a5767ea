import type { ReactNode } from 'react';
import { Spin } from '@clinica/shared/antd';
import { DeferredResult } from './deferred-display.tsx';
import { DeferredModal } from './deferred-overlays.tsx';
import { RemoteComponent } from './remote-component.tsx';

export interface RemoteDialogProps<P extends { onClose: () => void }> {
  /** Container name in remotes.json ('pacientes', 'agenda', ...). */
  remote: string;
  /** Exposed module ('./PacienteDialog'), a dialog as its default export. */
  module: string;
  /** The dialog's props; its onClose also closes the notice shown when the app is down. */
  props: P;
  /** Under the full-screen spinner while the dialog loads. */
  loadingText: string;
  /** The notice when the dialog's app is down: the page itself goes on. */
  unavailableText: string;
}

/** Another app's dialog, opened from this one: a spinner while it loads, a notice that closes when its app is down. */
export function RemoteDialog<P extends { onClose: () => void }>({ remote, module, props, loadingText, unavailableText }: RemoteDialogProps<P>): ReactNode {
  return (
    <RemoteComponent<P>
      remote={remote}
      module={module}
      loading={<Spin fullscreen description={loadingText} />}
      fallback={
        <DeferredModal open footer={null} onCancel={props.onClose}>
          <DeferredResult status="warning" subTitle={unavailableText} />
        </DeferredModal>
      }
      props={props}
    />
  );
}
