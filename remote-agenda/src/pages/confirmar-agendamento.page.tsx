import type { ReactNode } from 'react';
import { ConfirmarAgendamento } from '../confirmacao/confirmar-agendamento.tsx';

/** /confirmar-agendamento: standalone and public (the host mounts it outside the portal frame). */
export default function ConfirmarAgendamentoPage(): ReactNode {
  return <ConfirmarAgendamento />;
}
