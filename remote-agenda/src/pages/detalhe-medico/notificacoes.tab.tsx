import type { ReactNode } from 'react';
import { NotificacoesTab } from '../../detalhe-medico/notificacoes-tab.tsx';
import { useMedicoAberto } from './medico-aberto.ts';

/** /detalhe-medico/notificacoes: the doctor's notification settings. */
export default function NotificacoesTabPage(): ReactNode {
  return <NotificacoesTab medico={useMedicoAberto()} />;
}
