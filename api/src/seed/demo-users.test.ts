import { describe, expect, it } from '@jest/globals';
import { FICHA_PACIENTE_PERMISSIONS, PERMISSIONS, ROLES } from '../auth/authorities.js';
import { DEMO_PROFILES } from './demo-users.js';

const has = (perfil: keyof typeof DEMO_PROFILES) => new Set<string>(DEMO_PROFILES[perfil].authorities);

describe('demo profiles', () => {
  it('gives the administrator every role and permission, the record tabs included', () => {
    const admin = has('administrador');
    for (const authority of [...ROLES, ...PERMISSIONS]) expect(admin.has(authority)).toBe(true);
    for (const tab of ['IMAGENS_FICHA_PACIENTE', 'AGENDAMENTOS_FICHA_PACIENTE', 'EXAME_FICHA_PACIENTE', 'DEBITO_FICHA_PACIENTE', 'ORCAMENTO']) {
      expect(admin.has(tab)).toBe(true);
    }
  });

  it('gives the doctor every record tab and the receptionist only the appointments tab (no Etapas)', () => {
    const medico = has('medico');
    for (const tab of FICHA_PACIENTE_PERMISSIONS) expect(medico.has(tab)).toBe(true);
    const recepcao = has('recepcao');
    expect([...recepcao].filter((a) => a.endsWith('_FICHA_PACIENTE'))).toEqual(['AGENDAMENTOS_FICHA_PACIENTE']);
    expect(recepcao.has('CRIAR_NOVO_PACIENTE')).toBe(true);
    expect(recepcao.has('ROLE_PACIENTES') && recepcao.has('ROLE_AGENDAMENTOS')).toBe(true);
    expect(recepcao.has('IMAGENS_FICHA_PACIENTE')).toBe(false);
    expect(recepcao.has('GERENCIAR_CONFIGURACOES')).toBe(false);
  });
});
