import type { RemoteManifest } from '@clinica/shared';

/**
 * The remotes' manifests as remotes.json carries them today (each remote's src/manifest.ts, without
 * build-only fields): the host's tests build the portal from these, as it does from remotes.json.
 */
export const REMOTE_MANIFESTS: readonly RemoteManifest[] = [
  {
    name: 'agenda',
    area: 'Agenda',
    pages: [
      { path: '/agendamentos', module: './AgendamentosPage', access: { role: 'AGENDAMENTOS' }, menu: { order: 10, label: 'menu.agendamentos' } },
      {
        path: '/detalhe-medico',
        module: './DetalheMedicoPage',
        access: { permission: 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS' },
        tabs: [
          { path: 'dados-pessoais', module: './DetalheMedicoDadosPessoaisTab', label: { pt: 'Dados pessoais', es: 'Datos personales', en: 'Personal data' } },
          { path: 'escala', module: './DetalheMedicoEscalaTab', label: { pt: 'Escala', es: 'Horario', en: 'Schedule' } },
        ],
        tabParams: ['objMedico'],
        legacyTabParam: 'aba',
      },
      { path: '/confirmar-agendamento', module: './ConfirmarAgendamentoPage', access: 'public', frame: false },
    ],
  },
  {
    name: 'pacientes',
    area: 'Pacientes',
    pages: [
      { path: '/pacientes', module: './PacientesPage', access: { role: 'PACIENTES' }, menu: { order: 20, label: 'menu.pacientes' } },
      { path: '/detalhes-paciente/*', module: './PacienteRecordPage', access: 'public' },
    ],
    recordTabs: [
      { path: 'etapas', module: './EtapasFichaTab', label: { pt: 'Etapas', es: 'Etapas', en: 'Stages' }, permission: 'IMAGENS_FICHA_PACIENTE', order: 40 },
      {
        path: 'agendamentos',
        module: './AgendamentosFichaTab',
        label: { pt: 'Agendamentos', es: 'Citas', en: 'Appointments' },
        permission: 'AGENDAMENTOS_FICHA_PACIENTE',
        order: 50,
      },
    ],
  },
  {
    name: 'financeiro',
    area: 'Financeiro',
    pages: [
      {
        path: '/financeiro',
        module: './FinanceiroPage',
        access: { role: 'FINANCEIRO' },
        menu: { order: 30, label: 'menu.financeiro' },
        tabs: [
          { path: 'orcamentos', module: './OrcamentosPage', label: 'financeiro.orcamentos', permission: 'ORCAMENTO' },
          { path: 'campanha', module: './CampanhaPage', label: 'financeiro.campanha' },
          { path: 'contas-receber', module: './ContasReceberPage', label: 'financeiro.contasReceber' },
          { path: 'contas-pagar', module: './ContasPagarPage', label: 'financeiro.contasPagar' },
        ],
      },
    ],
  },
  {
    name: 'estoque',
    area: 'Estoque',
    pages: [
      {
        path: '/estoque',
        module: './EstoquePage',
        access: { role: 'ESTOQUE' },
        menu: { order: 50, label: 'menu.estoque' },
        tabs: [
          { path: 'medicamentos', module: './MedicamentosPage', label: 'estoque.medicamentos' },
          { path: 'movimentacao-entrada', module: './MovimentacaoEntradaPage', label: 'estoque.movimentacaoEntrada' },
          { path: 'movimentacao-saida', module: './MovimentacaoSaidaPage', label: 'estoque.movimentacaoSaida' },
        ],
      },
    ],
  },
  {
    name: 'config',
    area: 'Configurações',
    pages: [
      {
        path: '/usuarios',
        module: './UsuariosPage',
        area: 'Usuários',
        access: { role: 'USUARIOS' },
        menu: { order: 40, label: 'menu.usuarios' },
        tabs: [
          { path: 'lista', module: './UsuariosListaTab', label: { pt: 'Usuários', es: 'Usuarios', en: 'Users' } },
          { path: 'perfis', module: './UsuariosPerfisTab', label: { pt: 'Perfis', es: 'Perfiles', en: 'Profiles' } },
        ],
        legacyTabParam: 'aba',
      },
      { path: '/relatorios', module: './RelatoriosPage', area: 'Relatórios', access: { role: 'RELATORIOS' }, menu: { order: 60, label: 'menu.relatorios' } },
      {
        path: '/configuracoes',
        module: './ConfiguracoesPage',
        access: { role: 'CONFIGURACOES' },
        menu: { order: 70, label: 'menu.configuracoes' },
        tabs: [
          { path: 'personalizacao', module: './ConfiguracoesPersonalizacaoTab', label: { pt: 'Personalização', es: 'Personalización', en: 'Branding' } },
          { path: 'salas', module: './ConfiguracoesSalasTab', label: { pt: 'Salas', es: 'Salas', en: 'Rooms' } },
          { path: 'layouts', module: './ConfiguracoesLayoutsTab', label: { pt: 'Layouts', es: 'Layouts', en: 'Layouts' } },
        ],
        legacyTabParam: 'secao',
      },
      { path: '/logs', module: './LogsPage', area: 'Auditorias', access: { role: 'LOG' }, menu: { order: 80, label: 'menu.logs' } },
      { path: '/criar-layouts', module: './CriarLayoutsPage', access: 'session' },
    ],
  },
];

/** remotes.json as the host's server answers it. */
export const remotesFile = (manifests: readonly RemoteManifest[] = REMOTE_MANIFESTS) =>
  Object.fromEntries(manifests.map((manifest) => [manifest.name, { entry: `/remotes/${manifest.name}/remoteEntry.js`, manifest }]));
