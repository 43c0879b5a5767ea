import { describe, expect, it } from '@jest/globals';
import { authoritiesIn, evaluateAccess, parseAccess, type AccessNode } from './access-expression.js';

const node = (source: string): AccessNode => {
  const rule = parseAccess(source);
  if (rule.kind !== 'expression') throw new Error('not an expression');
  return rule.node;
};
const can = (source: string, authorities: string[], isSelf = false): boolean => evaluateAccess(node(source), { authorities: new Set(authorities), isSelf });

describe('access expressions', () => {
  it('knows public and authenticated', () => {
    expect(parseAccess('public').kind).toBe('public');
    expect(parseAccess(' authenticated ').kind).toBe('authenticated');
  });

  it('evaluates && before ||, and parentheses', () => {
    expect(can('ROLE_CONFIGURACOES && GERENCIAR_CONFIGURACOES', ['ROLE_CONFIGURACOES'])).toBe(false);
    expect(can('ROLE_CONFIGURACOES && GERENCIAR_CONFIGURACOES', ['ROLE_CONFIGURACOES', 'GERENCIAR_CONFIGURACOES'])).toBe(true);
    expect(can('ROLE_LOG || ROLE_USUARIOS && ORCAMENTO', ['ROLE_LOG'])).toBe(true);
    expect(can('(ROLE_LOG || ROLE_USUARIOS) && ORCAMENTO', ['ROLE_LOG'])).toBe(false);
  });

  it('treats self as the caller being the :id of the path', () => {
    expect(can('self || GERENCIAR_USUARIOS_DO_SISTEMA', [], true)).toBe(true);
    expect(can('self || GERENCIAR_USUARIOS_DO_SISTEMA', [], false)).toBe(false);
    expect(can('self || GERENCIAR_USUARIOS_DO_SISTEMA', ['GERENCIAR_USUARIOS_DO_SISTEMA'], false)).toBe(true);
  });

  it('refuses unknown authorities and broken syntax at registration time', () => {
    expect(() => parseAccess('ROLE_NAO_EXISTE')).toThrow(/desconhecida/);
    expect(() => parseAccess('ROLE_LOG &&')).toThrow(/fim inesperado/);
    expect(() => parseAccess('(ROLE_LOG')).toThrow(/falta/);
    expect(() => parseAccess('ROLE_LOG ROLE_USUARIOS')).toThrow(/sobra/);
  });

  it('lists the authorities an expression mentions', () => {
    expect(authoritiesIn(node('ROLE_LOG || (ROLE_USUARIOS && ROLE_LOG) || self'))).toEqual(['ROLE_LOG', 'ROLE_USUARIOS']);
  });
});
