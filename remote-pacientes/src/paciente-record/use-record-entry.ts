import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiErrorStatus, idParam, notify, useSession } from '@clinica/shared';
import { heldTabPermissions } from './record-address.ts';
import { procedimentosDoPaciente, type Procedimento } from './record.resource.ts';

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
 * least one procedure, a session, at least one tab permission. Each refusal is a 5 s warning
 * titled 'Sem acesso a esta tela'. The session and permission checks need no server, so they also
 * stop the procedure lookup from being asked by someone who could not read it.
 */
export function useRecordEntry(reload: number): RecordEntry {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = useSession((state) => state.token);
  const authorities = useSession((state) => state.authorities);
  const pacienteId = idParam(params.get('paciente'));
  const [entry, setEntry] = useState<RecordEntry>({ state: 'checking' });

  useEffect(() => {
    let cancelled = false;
    const deny = (reason: keyof typeof MESSAGE_KEYS): void => {
      notify.warning(t(MESSAGE_KEYS[reason]), { title: t('paciente.ficha.semAcesso'), seconds: 5 });
      setEntry({ state: 'denied', reason });
    };
    if (pacienteId === undefined) return deny('paciente');
    if (!token) return deny('sessao');
    if (heldTabPermissions(authorities).length === 0) return deny('permissao');
    setEntry({ state: 'checking' });
    procedimentosDoPaciente(pacienteId)
      .then((procedimentos) => {
        if (cancelled) return;
        if (procedimentos.length === 0) deny('procedimento');
        else setEntry({ state: 'ok', pacienteId, procedimentos });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const status = apiErrorStatus(error);
        if (status === 404 || status === 400) deny('paciente');
        else if (status === 403) deny('permissao');
        else setEntry({ state: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [pacienteId, token, authorities, reload, t]);

  return entry;
}
