import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiSessionVerifier } from './session.js';
import { localServer, type LocalServer } from './test-support/servers.js';

let api: LocalServer;
beforeAll(async () => {
  // loggedUser as the api answers it (api/src/auth/usuario-manager.routes.ts), per token
  api = await localServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    if (req.headers.authorization === 'Bearer ana') res.end(JSON.stringify({ id: 7, nome: 'Ana', email: 'ana@clinica.com', impersonador: null }));
    else if (req.headers.authorization === 'Bearer ana-2') res.end(JSON.stringify({ id: 7, nome: 'Ana' }));
    else res.end('{}');
  });
});
afterAll(async () => {
  await api?.close();
});

describe('apiSessionVerifier: quem pede', () => {
  it('é o id do usuário que a api devolve em loggedUser (dois tokens do mesmo usuário → a mesma parte da fila)', async () => {
    const verify = apiSessionVerifier(`${api.url}/api`);
    expect(await verify('Bearer ana')).toEqual({ id: 'usuario:7' });
    expect(await verify('Bearer ana-2')).toEqual({ id: 'usuario:7' });
  });

  it('sem id na resposta, a sessão vale e o próprio token identifica quem pede', async () => {
    const verify = apiSessionVerifier(`${api.url}/api`);
    const a = await verify('Bearer x');
    expect(a).toEqual({ id: expect.stringMatching(/^token:[0-9a-f]{32}$/) });
    expect(await verify('Bearer y')).not.toEqual(a);
  });
});
