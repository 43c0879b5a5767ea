import { emptyFuncionario, funcionarioErrors, funcionarioPayload, funcionarioRequired } from './funcionario-form.ts';

describe('employee form rules', () => {
  it('marks as required exactly the fields its rules refuse when blank (the password only when registering)', () => {
    for (const novo of [true, false]) {
      expect(new Set(funcionarioErrors(emptyFuncionario(), novo).keys())).toEqual(funcionarioRequired(novo));
    }
  });

  it('refuses an invalid CPF or e-mail and a weak initial password', () => {
    const values = { ...emptyFuncionario(), nome: 'Ana', cpf: '529.982.247-24', email: 'ana@', perfilId: 2, senha: 'abcdefgh' };
    expect(Object.fromEntries(funcionarioErrors(values, true))).toEqual({
      cpf: 'usuarios.erros.cpf',
      email: 'usuarios.erros.email',
      senha: 'usuarios.erros.senha',
    });
    expect(funcionarioErrors({ ...values, cpf: '529.982.247-25', email: 'ana@clinica.dev', senha: 'abcd1234' }, true).size).toBe(0);
  });

  it('sends digits only, the password only when registering, and the id when editing', () => {
    const values = { ...emptyFuncionario(), nome: ' Ana  Lima ', cpf: '529.982.247-25', email: ' ana@clinica.dev ', perfilId: 2, senha: 'abcd1234' };
    expect(funcionarioPayload(values)).toEqual({
      nome: 'Ana  Lima',
      cpf: '52998224725',
      email: 'ana@clinica.dev',
      perfilId: 2,
      ativo: true,
      senha: 'abcd1234',
    });
    expect(funcionarioPayload(values, 7)).toEqual({ id: 7, nome: 'Ana  Lima', cpf: '52998224725', email: 'ana@clinica.dev', perfilId: 2, ativo: true });
  });
});
