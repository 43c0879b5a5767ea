import { Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Spin } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { loadRemoteModule } from '../federation/remote-loader.ts';
import { DeferredResult } from './deferred-display.tsx';
import { RemoteBoundary } from './remote-component.tsx';

export interface RemoteModuleProps<P extends object> {
  /** Container name in remotes.json ('agenda', 'financeiro', ...). */
  remote: string;
  /** Exposed module ('./AgendamentosPage'), a component as its default export. */
  module: string;
  /** Area name shown in the failure notice. */
  area: string;
  /** What the module takes (a record tab's RecordTabProps); a page takes none. */
  props?: P;
}

/**
 * A page or a tab another remote exposes: while it loads, a spinner; if its remote is down or slow,
 * the portal's "could not load" notice with a retry in its place only (the rest of the screen works).
 */
export function RemoteModule<P extends object = Record<string, never>>({ remote, module, area, props }: RemoteModuleProps<P>): ReactNode {
  const { t } = useTranslation();
  // each attempt mounts the module anew, so it loads anew (the host's loader registers a remote that failed again first)
  const [attempt, setAttempt] = useState(0);

  return (
    <RemoteBoundary
      key={attempt}
      onRetry={() => setAttempt((value) => value + 1)}
      fallback={(retry) => (
        <DeferredResult
          status="warning"
          title={t('remoto.falhaTitulo')}
          subTitle={t('remoto.falhaTexto', { area })}
          extra={
            <Button type="primary" onClick={retry}>
              {t('remoto.tentarNovamente')}
            </Button>
          }
        />
      )}
    >
      <Loaded remote={remote} module={module} props={props} />
    </RemoteBoundary>
  );
}

/** The module, loaded once per mount: above its Suspense, so a suspended render does not start another load. */
function Loaded<P extends object>({ remote, module, props }: Pick<RemoteModuleProps<P>, 'remote' | 'module' | 'props'>): ReactNode {
  const { t } = useTranslation();
  const Page = useMemo(() => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, module)), [remote, module]);
  return (
    <Suspense
      fallback={
        <Spin size="large" tip={t('remoto.carregando')} style={{ display: 'block', marginTop: 64 }}>
          <div />
        </Spin>
      }
    >
      <Page {...(props as P)} />
    </Suspense>
  );
}
