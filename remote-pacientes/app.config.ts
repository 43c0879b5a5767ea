import { defineApp } from '@clinica/tooling/webpack';

export default defineApp({
  dir: 'remote-pacientes',
  exposes: {
    './PacientesPage': './src/pages/pacientes.page.tsx',
    './PacienteRecordPage': './src/paciente-record/record.page.tsx',
    // the 'Novo paciente' dialog for other areas (the agenda's booking dialog)
    './PacienteDialog': './src/paciente-dialog/paciente-dialog.tsx',
  },
});
