import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({
  dir: 'remote-agenda',
  exposes: {
    './AgendamentosPage': './src/pages/agendamentos.page.tsx',
    './DetalheMedicoPage': './src/pages/detalhe-medico.page.tsx',
    // public: the patient's confirmation link (the host routes it outside the portal frame)
    './ConfirmarAgendamentoPage': './src/pages/confirmar-agendamento.page.tsx',
    // the host's portal frame shows it to doctors with consultations left unfinished
    './NaoFinalizadosDialog': './src/nao-finalizados/nao-finalizados-dialog.tsx',
  },
});
