import type { RemoteManifest } from '@clinica/shared';

/** The patients' pages: the one place they are declared (the host's routes and menu, the exposed modules). */
export const manifest = {
  name: 'pacientes',
  area: 'Pacientes',
  pages: [
    {
      path: '/pacientes',
      module: './PacientesPage',
      file: './src/pages/pacientes.page.tsx',
      access: { role: 'PACIENTES' },
      menu: { order: 20, label: 'menu.pacientes' },
    },
    {
      // inside the portal frame with no guard (spec 01 section 2): the record runs its own entry checks
      path: '/detalhes-paciente/*',
      module: './PacienteRecordPage',
      file: './src/paciente-record/record.page.tsx',
      access: 'public',
    },
  ],
  // the record's own tabs, declared as any other remote declares its tabs for the record (financeiro's orcamentos, debitos)
  recordTabs: [
    {
      path: 'formulario-evolucoes',
      module: './FormulariosFichaTab',
      file: './src/formularios-tab/formularios-tab.tsx',
      label: { pt: 'Formulários e evolução', es: 'Formularios y evolución', en: 'Forms and progress notes' },
      permission: 'FORMULARIO_FICHA_PACIENTE',
      order: 30,
    },
    {
      path: 'etapas',
      module: './EtapasFichaTab',
      file: './src/etapas-tab/etapas-tab.tsx',
      label: { pt: 'Etapas', es: 'Etapas', en: 'Stages' },
      permission: 'IMAGENS_FICHA_PACIENTE',
      order: 40,
    },
    {
      path: 'agendamentos',
      module: './AgendamentosFichaTab',
      file: './src/agendamentos-tab/agendamentos-tab.tsx',
      label: { pt: 'Agendamentos', es: 'Citas', en: 'Appointments' },
      permission: 'AGENDAMENTOS_FICHA_PACIENTE',
      order: 50,
    },
    {
      path: 'propostas-contratos',
      module: './ContratosFichaTab',
      file: './src/contratos-tab/contratos-tab.tsx',
      label: { pt: 'Proposta/Contrato', es: 'Propuesta/Contrato', en: 'Proposal/Contract' },
      permission: 'PROPOSTA_CONTRATO_FICHA_PACIENTE',
      order: 60,
    },
    {
      path: 'exames',
      module: './ExamesFichaTab',
      file: './src/exames-tab/exames-tab.tsx',
      label: { pt: 'Exames', es: 'Exámenes', en: 'Exams' },
      permission: 'EXAME_FICHA_PACIENTE',
      order: 70,
    },
    {
      path: 'atestado',
      module: './AtestadoFichaTab',
      file: './src/atestado-tab/atestado-tab.tsx',
      label: { pt: 'Atestado', es: 'Certificado', en: 'Certificate' },
      permission: 'ATESTADO_FICHA_PACIENTE',
      order: 80,
    },
    {
      path: 'prescricoes',
      module: './PrescricoesFichaTab',
      file: './src/prescricoes-tab/prescricoes-tab.tsx',
      label: { pt: 'Prescrições', es: 'Prescripciones', en: 'Prescriptions' },
      permission: 'PRESCRISOES_FICHA_PACIENTE',
      order: 90,
    },
  ],
  dashboard: [{ module: './InicioTiles', file: './src/inicio/inicio-tiles.tsx', role: 'PACIENTES', order: 20 }],
  components: {
    // the 'Novo paciente' dialog for other areas (the agenda's booking dialog)
    './PacienteDialog': './src/paciente-dialog/paciente-dialog.tsx',
  },
} as const satisfies RemoteManifest;
