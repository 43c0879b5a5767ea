import { Component, Suspense, lazy, useMemo, type ComponentType, type ReactNode } from 'react';
import { loadRemoteModule } from '../federation/remote-loader.ts';

interface RemoteBoundaryProps {
  /** What to show instead of a remote that failed to load or to render; `retry` tries again. */
  fallback: (retry: () => void) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

/** Keeps a failing remote to its own corner of the page. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('Remote failed to load', error);
  }
  private readonly retry = (): void => {
    this.setState({ failed: false });
    this.props.onRetry?.();
  };
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

export interface RemoteComponentProps<P extends object> {
  /** Container name in remotes.json ('pacientes', 'agenda', ...). */
  remote: string;
  /** Exposed module ('./PacienteDialog'), a component as its default export. */
  module: string;
  props: P;
  /** Shown while loading; nothing by default. */
  loading?: ReactNode;
  /** Shown when the remote is down; nothing by default, so the page goes on without it. */
  fallback?: ReactNode;
}

/** A component another app exposes, loaded at run time; its props are the caller's contract with it. */
export function RemoteComponent<P extends object>({ remote, module, props, loading = null, fallback = null }: RemoteComponentProps<P>): ReactNode {
  const Loaded = useMemo(() => lazy(() => loadRemoteModule<{ default: ComponentType<P> }>(remote, module)), [remote, module]);
  return (
    <RemoteBoundary fallback={() => fallback}>
      <Suspense fallback={loading}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
