import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { resetRemote } from './remotes-manifest.ts';

/** How long a remote may take before its area shows the failure message. */
const LOAD_TIMEOUT_MS = 15_000;

export interface RemoteModuleProps {
  /** Container name in remotes.json ('agenda', 'financeiro', ...). */
  remote: string;
  /** Exposed module ('./AgendamentosPage'). */
  module: string;
  /** Area name shown in the failure message. */
  area: string;
}

type PageModule = { default: ComponentType };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function importPage(remote: string, module: string): Promise<PageModule> {
  const loaded = await withTimeout(loadRemote<PageModule>(`${remote}/${module.replace(/^\.\//, '')}`), LOAD_TIMEOUT_MS);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}

class LoadBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('Remote failed to load', error);
  }
  private readonly retry = (): void => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** Renders a page exposed by a remote; if the remote is down or slow, only this area says so. */
export function RemoteModule({ remote, module, area }: RemoteModuleProps): ReactNode {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        if (attempt > 0) resetRemote(remote);
        return importPage(remote, module);
      }),
    [remote, module, attempt],
  );

  return (
    <LoadBoundary
      key={attempt}
      onRetry={() => setAttempt((value) => value + 1)}
      fallback={(retry) => (
        <Result
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
      <Suspense fallback={<Spin size="large" tip={t('remoto.carregando')} style={{ display: 'block', marginTop: 64 }}><div /></Spin>}>
        <Page />
      </Suspense>
    </LoadBoundary>
  );
}
