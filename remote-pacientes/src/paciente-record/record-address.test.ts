import type { RemoteManifest } from '@clinica/shared';
import { allowedRecordTabs, heldTabPermissions } from './record-address.ts';

const pacientes: RemoteManifest = {
  name: 'pacientes',
  area: 'Pacientes',
  pages: [],
  recordTabs: [
    { path: 'etapas', module: './EtapasFichaTab', label: 'x', permission: 'IMAGENS_FICHA_PACIENTE', order: 40 },
    { path: 'agendamentos', module: './AgendamentosFichaTab', label: 'x', permission: 'AGENDAMENTOS_FICHA_PACIENTE', order: 50 },
  ],
};
// a remote's tab beyond the spec's nine, with a permission of its own
const laboratorio: RemoteManifest = {
  name: 'laboratorio',
  area: 'Laboratório',
  pages: [],
  recordTabs: [{ path: 'laudos', module: './LaudosFichaTab', label: 'x', permission: 'EDITAR_ESTOQUE', order: 95 }],
};

describe('record tabs and the entry check', () => {
  it("shows the deployed remotes' tabs the user holds, in order", () => {
    const tabs = allowedRecordTabs([laboratorio, pacientes], ['AGENDAMENTOS_FICHA_PACIENTE', 'EDITAR_ESTOQUE']);
    expect(tabs.map((tab) => `${tab.remote}:${tab.path}`)).toEqual(['pacientes:agendamentos', 'laboratorio:laudos']);
  });

  it("counts a tab permission of the spec (a tab still to come) and one a remote's tab declares, never a ROLE", () => {
    expect(heldTabPermissions([pacientes], ['ROLE_PACIENTES', 'EXAME_FICHA_PACIENTE'])).toEqual(['EXAME_FICHA_PACIENTE']);
    expect(heldTabPermissions([pacientes], ['ROLE_PACIENTES', 'EDITAR_ESTOQUE'])).toEqual([]);
    expect(heldTabPermissions([pacientes, laboratorio], ['ROLE_PACIENTES', 'EDITAR_ESTOQUE'])).toEqual(['EDITAR_ESTOQUE']);
  });
});
