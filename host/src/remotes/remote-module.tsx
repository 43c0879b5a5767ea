import { Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Spin } from '@clinica/shared/antd';
import { useTranslation } from 'react-i18next';
import { RemoteBoundary, loadRemoteModule, DeferredResult } from '@clinica/shared';
import { resetRemote } from './remotes-manifest.ts';

export interface RemoteModuleProps {
  /** Container name in remotes.json ('agenda', 'financeiro', ...). */
  remote: string;
  /** Exposed module ('./AgendamentosPage'). */
  module: string;
  /** Area name shown in the failure message. */
  area: string;
}

/** Renders a page exposed by a remote; if the remote is down or slow, only this area says so. */
export function RemoteModule({ remote, module, area }: RemoteModuleProps): ReactNode {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) resetRemote(remote);
        return loadRemoteModule<{ default: ComponentType }>(remote, module);
      }),
    [remote, module, attempt],
  );

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
      <Suspense
        fallback={
          <Spin size="large" tip={t('remoto.carregando')} style={{ display: 'block', marginTop: 64 }}>
            <div />
          </Spin>
        }
      >
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
