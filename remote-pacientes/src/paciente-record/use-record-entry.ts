import { useEffect } from 'react';
import { useSearchParams } from '@clinica/shared/router';
import { useTranslation } from 'react-i18next';
import { apiErrorStatus, deployedManifests, idParam, notify, useSession } from '@clinica/shared';
import { heldTabPermissions } from './record-address.ts';
import { useProcedimentosDoPaciente, type Procedimento } from './record.resource.ts';

export type RecordEntry =
  | { state: 'checking' }
  | { state: 'denied'; reason: 'paciente' | 'procedimento' | 'sessao' | 'permissao' }
  | { state: 'failed' }
  | { state: 'ok'; pacienteId: number; procedimentos: Procedimento[] };

const MESSAGE_KEYS = {
  paciente: 'paciente.ficha.pacienteInvalido',
  procedimento: 'paciente.ficha.semProcedimento',
  sessao: 'paciente.ficha.sessaoExpirada',
  permissao: 'paciente.ficha.semPermissao',
} as const;

/**
 * The record screen's entry checks (spec 02 section 2.1), in the spec's order: a valid patient, at
 * least one procedure, a session, at least one tab permission (the spec's, or a tab a remote adds). Each refusal is a 5 s warning
 * titled 'Sem acesso a esta tela'. The session and permission checks need no server, so they also
 * stop the procedure lookup from being asked by someone who could not read it.
 */
export function useRecordEntry(): { entry: RecordEntry; retry: () => void } {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useSession((state) => state.token);
  const authorities = useSession((state) => state.authorities);
  const pacienteId = idParam(params.get('paciente'));
  const refused =
    pacienteId === undefined ? 'paciente' : !token ? 'sessao' : heldTabPermissions(deployedManifests(), authorities).length === 0 ? 'permissao' : undefined;
  const procedimentos = useProcedimentosDoPaciente(refused ? undefined : pacienteId);

  const entry = ((): RecordEntry => {
    if (refused) return { state: 'denied', reason: refused };
    if (!procedimentos.data) {
      if (procedimentos.isFetching || !procedimentos.isError) return { state: 'checking' };
      const status = apiErrorStatus(procedimentos.error);
      if (status === 404 || status === 400) return { state: 'denied', reason: 'paciente' };
      if (status === 403) return { state: 'denied', reason: 'permissao' };
      return { state: 'failed' };
    }
    if (procedimentos.data.length === 0) return { state: 'denied', reason: 'procedimento' };
    return { state: 'ok', pacienteId: pacienteId!, procedimentos: procedimentos.data };
  })();

  const deniedReason = entry.state === 'denied' ? entry.reason : undefined;
  // a toast, not a load: said once when the entry is refused
  useEffect(() => {
    if (deniedReason) notify.warning(t(MESSAGE_KEYS[deniedReason]), { title: t('paciente.ficha.semAcesso'), seconds: 5 });
  }, [deniedReason, t]);

  return { entry, retry: () => void procedimentos.refetch() };
}
