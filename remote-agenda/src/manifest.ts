import type { RemoteManifest } from '@clinica/shared';

/**
 * The agenda's pages: the one place they are declared. The host builds its routes and menu from it
 * (through remotes.json) and the webpack factory exposes each module from it.
 */
export const manifest = {
  name: 'agenda',
  area: 'Agenda',
  pages: [
    {
      path: '/agendamentos',
      module: './AgendamentosPage',
      file: './src/pages/agendamentos.page.tsx',
      access: { role: 'AGENDAMENTOS' },
      menu: { order: 10, label: 'menu.agendamentos' },
    },
    {
      path: '/detalhe-medico',
      module: './DetalheMedicoPage',
      file: './src/pages/detalhe-medico.page.tsx',
      access: { permission: 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS' },
      // /detalhe-medico/escala?objMedico=…: the doctor stays in the address from tab to tab
      tabs: [
        {
          path: 'dados-pessoais',
          module: './DetalheMedicoDadosPessoaisTab',
          file: './src/pages/detalhe-medico/dados-pessoais.tab.tsx',
          label: { pt: 'Dados pessoais', es: 'Datos personales', en: 'Personal data' },
        },
        {
          path: 'escala',
          module: './DetalheMedicoEscalaTab',
          file: './src/pages/detalhe-medico/escala.tab.tsx',
          label: { pt: 'Escala', es: 'Horario', en: 'Schedule' },
        },
        {
          path: 'bloqueios',
          module: './DetalheMedicoBloqueiosTab',
          file: './src/pages/detalhe-medico/bloqueios.tab.tsx',
          label: { pt: 'Bloqueios', es: 'Bloqueos', en: 'Blocks' },
        },
        {
          path: 'notificacoes',
          module: './DetalheMedicoNotificacoesTab',
          file: './src/pages/detalhe-medico/notificacoes.tab.tsx',
          label: { pt: 'Notificações', es: 'Notificaciones', en: 'Notifications' },
        },
      ],
      tabParams: ['objMedico'],
      legacyTabParam: 'aba',
    },
    {
      // public: the patient confirms with the code in the link, no session and no portal frame
      path: '/confirmar-agendamento',
      module: './ConfirmarAgendamentoPage',
      file: './src/pages/confirmar-agendamento.page.tsx',
      access: 'public',
      frame: false,
    },
  ],
  dashboard: [{ module: './InicioTiles', file: './src/inicio/inicio-tiles.tsx', role: 'AGENDAMENTOS', order: 10 }],
  components: {
    // the host's portal frame shows it to doctors with consultations left unfinished
    './NaoFinalizadosDialog': './src/nao-finalizados/nao-finalizados-dialog.tsx',
    // the record's 'Novo agendamento' (remote-pacientes) books with the patient and procedure filled
    './BookingDialog': './src/booking/booking-dialog.exposed.tsx',
  },
} as const satisfies RemoteManifest;
