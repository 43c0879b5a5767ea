import { hasAuthority, hasRole, permissionsOf, rolesOf } from './authorities.ts';

const authorities = ['ROLE_FINANCEIRO', 'ROLE_ESTOQUE', 'CRIAR_RECEITA', 'EDITAR_ESTOQUE'];

describe('authorities', () => {
  it('separates roles from finer permissions', () => {
    expect(rolesOf(authorities)).toEqual(['FINANCEIRO', 'ESTOQUE']);
    expect(permissionsOf(authorities)).toEqual(['CRIAR_RECEITA', 'EDITAR_ESTOQUE']);
    expect(hasRole(authorities, 'ESTOQUE')).toBe(true);
    expect(hasRole(authorities, 'PACIENTES')).toBe(false);
  });

  it.each([
    ['CRIAR_RECEITA', true],
    ['ORCAMENTO', false],
    ['ROLE_FINANCEIRO && CRIAR_RECEITA', true],
    ['ROLE_FINANCEIRO && ORCAMENTO', false],
    ['ORCAMENTO || EDITAR_ESTOQUE', true],
    ['ORCAMENTO || CANCELAR_RECEITA', false],
    ['ORCAMENTO && CRIAR_RECEITA || ROLE_ESTOQUE && EDITAR_ESTOQUE', true],
    ['', false],
    ['CRIAR_RECEITA &&', false],
  ])('evaluates %p as %p', (expression, expected) => {
    expect(hasAuthority(authorities, expression)).toBe(expected);
  });

  it('does not match a permission by prefix', () => {
    expect(hasAuthority(['ORCAMENTO_X'], 'ORCAMENTO')).toBe(false);
  });
});
