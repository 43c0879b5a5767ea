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
      { path: '/detalhe-medico', module: './DetalheMedicoPage', access: { permission: 'VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS' } },
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
      { path: '/usuarios', module: './UsuariosPage', area: 'Usuários', access: { role: 'USUARIOS' }, menu: { order: 40, label: 'menu.usuarios' } },
      { path: '/relatorios', module: './RelatoriosPage', area: 'Relatórios', access: { role: 'RELATORIOS' }, menu: { order: 60, label: 'menu.relatorios' } },
      { path: '/configuracoes', module: './ConfiguracoesPage', access: { role: 'CONFIGURACOES' }, menu: { order: 70, label: 'menu.configuracoes' } },
      { path: '/logs', module: './LogsPage', area: 'Auditorias', access: { role: 'LOG' }, menu: { order: 80, label: 'menu.logs' } },
      { path: '/criar-layouts', module: './CriarLayoutsPage', access: 'session' },
    ],
  },
];

/** remotes.json as the host's server answers it. */
export const remotesFile = (manifests: readonly RemoteManifest[] = REMOTE_MANIFESTS) =>
  Object.fromEntries(manifests.map((manifest) => [manifest.name, { entry: `/remotes/${manifest.name}/remoteEntry.js`, manifest }]));
