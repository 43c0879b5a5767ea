import { isAuthority } from './authorities.js';

/**
 * What a route needs, declared in its options as `config: { access }`:
 * - 'public': no token;
 * - 'authenticated': any valid session;
 * - an expression over authorities with && and || (and parentheses), where `self` means "the
 *   :id path parameter is the caller's own user id", e.g. 'self || GERENCIAR_USUARIOS_DO_SISTEMA'.
 */
export type AccessNode = { kind: 'authority'; name: string } | { kind: 'self' } | { kind: 'and' | 'or'; left: AccessNode; right: AccessNode };

export type AccessRule = { kind: 'public' } | { kind: 'authenticated' } | { kind: 'expression'; source: string; node: AccessNode };

export interface AccessContext {
  authorities: ReadonlySet<string>;
  isSelf: boolean;
}

function tokenize(source: string): string[] {
  const tokens = source.match(/&&|\|\||\(|\)|[A-Za-z_][A-Za-z0-9_]*|\S/g) ?? [];
  return tokens;
}

export function parseAccess(source: string): AccessRule {
  const trimmed = source.trim();
  if (trimmed === 'public') return { kind: 'public' };
  if (trimmed === 'authenticated') return { kind: 'authenticated' };
  const tokens = tokenize(trimmed);
  let pos = 0;
  const fail = (why: string): never => {
    throw new Error(`Expressão de acesso inválida '${source}': ${why}`);
  };
  const parseOr = (): AccessNode => {
    let left = parseAnd();
    while (tokens[pos] === '||') {
      pos++;
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): AccessNode => {
    let left = parseAtom();
    while (tokens[pos] === '&&') {
      pos++;
      left = { kind: 'and', left, right: parseAtom() };
    }
    return left;
  };
  const parseAtom = (): AccessNode => {
    const token = tokens[pos++];
    if (token === undefined) return fail('fim inesperado');
    if (token === '(') {
      const inner = parseOr();
      if (tokens[pos++] !== ')') fail('falta ")"');
      return inner;
    }
    if (token === 'self') return { kind: 'self' };
    if (!isAuthority(token)) return fail(`autoridade desconhecida '${token}'`);
    return { kind: 'authority', name: token };
  };
  const node = parseOr();
  if (pos !== tokens.length) fail(`sobra '${tokens.slice(pos).join(' ')}'`);
  return { kind: 'expression', source: trimmed, node };
}

export function evaluateAccess(node: AccessNode, ctx: AccessContext): boolean {
  switch (node.kind) {
    case 'authority':
      return ctx.authorities.has(node.name);
    case 'self':
      return ctx.isSelf;
    case 'and':
      return evaluateAccess(node.left, ctx) && evaluateAccess(node.right, ctx);
    case 'or':
      return evaluateAccess(node.left, ctx) || evaluateAccess(node.right, ctx);
  }
}

/** The authority names an expression mentions (tests use it to build tokens that lack them). */
export function authoritiesIn(node: AccessNode): string[] {
  switch (node.kind) {
    case 'authority':
      return [node.name];
    case 'self':
      return [];
    case 'and':
    case 'or':
      return [...new Set([...authoritiesIn(node.left), ...authoritiesIn(node.right)])];
  }
}
