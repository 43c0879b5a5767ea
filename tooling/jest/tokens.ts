/** Unsigned JWTs for front-end tests: the client only decodes tokens, the api verifies them. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const inSeconds = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;

export function userToken(overrides: Record<string, unknown> = {}): string {
  return makeToken({
    nome: 'Ana Souza',
    jti: '7',
    ehMedico: true,
    foto: null,
    authorities: ['ROLE_AGENDAMENTOS', 'ROLE_PACIENTES', 'CRIAR_AGENDAMENTOS'],
    exp: inSeconds(3600),
    ...overrides,
  });
}
