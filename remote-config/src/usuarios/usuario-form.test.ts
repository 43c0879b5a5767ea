import { emptyUsuario, funcionarioPayload, medicoPayload, usuarioErrors, usuarioRequired } from './usuario-form.ts';

describe('user form rules', () => {
  it('marks as required exactly the fields its rules refuse when blank (password when registering; the profile of doctors too)', () => {
    for (const novo of [true, false]) {
      for (const ehMedico of [false, true]) {
        expect(new Set(usuarioErrors({ ...emptyUsuario(), ehMedico }, { novo }).keys())).toEqual(usuarioRequired({ novo }));
      }
    }
  });

  it('refuses an invalid CPF or e-mail, a weak initial password and a doctor born tomorrow', () => {
    const values = {
      ...emptyUsuario(),
      nome: 'Ana',
      cpf: '529.982.247-24',
      email: 'ana@',
      perfilId: 2,
      senha: 'abcdefgh',
      ehMedico: true,
      nascimento: '31/02/1990',
    };
    expect(Object.fromEntries(usuarioErrors(values, { novo: true }))).toEqual({
      cpf: 'usuarios.erros.cpf',
      email: 'usuarios.erros.email',
      senha: 'usuarios.erros.senha',
      nascimento: 'usuarios.erros.nascimento',
    });
    const ok = { ...values, cpf: '529.982.247-25', email: 'ana@clinica.dev', senha: 'abcd1234', nascimento: '15/03/1980' };
    expect(usuarioErrors(ok, { novo: true }).size).toBe(0);
    const amanha = new Date(Date.now() + 2 * 86_400_000);
    const dia = `${String(amanha.getUTCDate()).padStart(2, '0')}/${String(amanha.getUTCMonth() + 1).padStart(2, '0')}/${amanha.getUTCFullYear()}`;
    expect([...usuarioErrors({ ...ok, nascimento: dia }, { novo: true }).keys()]).toEqual(['nascimento']);
  });

  it("sends an employee's digits only, the photo sent, the password only when registering, and the id when editing", () => {
    const foto = '/gerenciar/usuario/foto/0b6c1f0e-2a53-4d7e-9a43-5b0f8f0d1a11';
    const values = { ...emptyUsuario(), nome: ' Ana  Lima ', cpf: '529.982.247-25', email: ' ana@clinica.dev ', perfilId: 2, senha: 'abcd1234', foto };
    expect(funcionarioPayload(values)).toEqual({
      nome: 'Ana  Lima',
      cpf: '52998224725',
      email: 'ana@clinica.dev',
      perfilId: 2,
      ativo: true,
      foto,
      senha: 'abcd1234',
    });
    expect(funcionarioPayload({ ...values, foto: null }, 7)).toEqual({
      id: 7,
      nome: 'Ana  Lima',
      cpf: '52998224725',
      email: 'ana@clinica.dev',
      perfilId: 2,
      ativo: true,
      foto: null,
    });
  });

  it("sends a doctor's record with the birth date as aaaa-mm-dd and blanks as null; the password only when registering, the profile and situation when editing", () => {
    const values = {
      ...emptyUsuario(),
      ehMedico: true,
      nome: 'Dra. Ana',
      cpf: '529.982.247-25',
      email: 'ana@clinica.dev',
      perfilId: 2,
      senha: 'abcd1234',
      registroProfissional: ' CRM-SP 123 ',
      nascimento: '15/03/1980',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
    };
    const criar = medicoPayload(values);
    expect(criar).toMatchObject({
      nome: 'Dra. Ana',
      cpf: '52998224725',
      registroProfissional: 'CRM-SP 123',
      nascimento: '1980-03-15',
      cep: '01310-100',
      rg: null,
      perfilId: 2,
      senha: 'abcd1234',
    });
    expect(criar).not.toHaveProperty('ativo');
    const editar = medicoPayload({ ...values, perfilId: 3, ativo: false }, 9);
    expect(editar).toMatchObject({ id: 9, nascimento: '1980-03-15', perfilId: 3, ativo: false });
    expect(editar).not.toHaveProperty('senha');
  });
});
