import { useEffect, type ReactNode } from 'react';
import { Button, Layout, Spin } from '@clinica/shared/antd';
import { Navigate, Route, Routes, useNavigate, useParams, useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import {
  DeferredResult,
  deployedManifests,
  hasRole,
  idParam,
  recordAddress,
  RemoteModule,
  startPath,
  type RecordTab,
  type RecordTabProps,
  useMediaQuery,
  useSession,
} from '@clinica/shared';
import { HeaderCard } from './header-card.tsx';
import { allowedRecordTabs } from './record-address.ts';
import { RecordSidebar } from './record-sidebar.tsx';
import { useRecordEntry } from './use-record-entry.ts';
import type { Procedimento } from './record.resource.ts';

/** Where a refused user goes: login without a session, else the patient list, else their start screen. */
function refusedTarget(reason: string, authorities: readonly string[]): string {
  if (reason === 'sessao') return '/login';
  return hasRole(authorities, 'PACIENTES') ? '/pacientes' : startPath(authorities);
}

/**
 * /detalhes-paciente: the patient record (spec 02 section 2.1). Entry checks first; then the
 * procedure sidebar, the header card and the tabs the user's permissions allow: the tabs the deployed
 * remotes declare for the record (their manifests' `recordTabs`, this remote's own among them), each
 * its remote's module, which shows the portal's "could not load" notice alone if its remote is down.
 */
export default function PacienteRecordPage(): ReactNode {
  const { t } = useTranslation();
  const { entry, retry } = useRecordEntry();
  const authorities = useSession((state) => state.authorities);

  if (entry.state === 'checking') {
    return (
      <Spin tip={t('paciente.ficha.carregando')}>
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  if (entry.state === 'denied') return <Navigate to={refusedTarget(entry.reason, authorities)} replace />;
  if (entry.state === 'failed') {
    return (
      <DeferredResult
        status="warning"
        title={t('paciente.ficha.erroCarregar')}
        extra={<Button onClick={retry}>{t('paciente.ficha.tentarNovamente')}</Button>}
      />
    );
  }
  const tabs = allowedRecordTabs(deployedManifests(), authorities);
  return (
    <Routes>
      <Route path=":tab?" element={<RecordLayout pacienteId={entry.pacienteId} procedimentos={entry.procedimentos} tabs={tabs} />} />
    </Routes>
  );
}

/** Below antd's lg the side column and the record no longer fit side by side: the column goes on top. */
const STACK_QUERY = '(max-width: 991.98px)';

function RecordLayout({ pacienteId, procedimentos, tabs }: { pacienteId: number; procedimentos: Procedimento[]; tabs: readonly RecordTab[] }): ReactNode {
  const { t } = useTranslation();
  const { tab } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stacked = useMediaQuery(STACK_QUERY);
  const procedimentoId = idParam(params.get('procedimento'));
  const procedimento = procedimentos.find((p) => p.id === procedimentoId);
  const first = tabs[0];
  const current = tabs.find((candidate) => candidate.path === tab);

  // No procedure chosen (or one the patient does not have): the most recent; no tab, or one the user
  // cannot open: the first tab they can.
  const fixed = !procedimento || !current;
  useEffect(() => {
    if (fixed && first) void navigate(recordAddress(pacienteId, (procedimento ?? procedimentos[0]!).id, (current ?? first).path), { replace: true });
  }, [fixed, first, current, navigate, pacienteId, procedimento, procedimentos]);
  // Holds a tab permission, but only for tabs still to come.
  if (!first) return <DeferredResult status="info" title={t('paciente.ficha.semPermissao')} />;
  if (fixed) return null;

  return (
    <Layout style={{ background: 'transparent', gap: 16, flexDirection: stacked ? 'column' : 'row' }} hasSider={!stacked}>
      <RecordSidebar
        pacienteId={pacienteId}
        stacked={stacked}
        procedimentos={procedimentos}
        selectedId={procedimento.id}
        tabs={tabs}
        currentTab={current.path}
        onSelect={(id) => void navigate(recordAddress(pacienteId, id, current.path))}
        onTab={(path) => void navigate(recordAddress(pacienteId, procedimento.id, path))}
      />
      <Layout.Content style={{ minWidth: 0 }}>
        <HeaderCard pacienteId={pacienteId} procedimentoId={procedimento.id} />
        <div style={{ marginTop: 16 }} data-testid={`aba-${current.path}`}>
          <RemoteModule<RecordTabProps>
            key={current.path}
            remote={current.remote}
            module={current.module}
            area={current.area}
            props={{ pacienteId, procedimento }}
          />
        </div>
      </Layout.Content>
    </Layout>
  );
}
