import { http } from '../http/http.client.ts';
import { callsTo, fakeApi } from './fake-api.ts';

describe('fakeApi', () => {
  it('answers a route written as the screen calls it, typed by the api path', async () => {
    const calls = fakeApi({
      'GET gerenciar/sala/listar': [{ id: 1, nome: 'Sala 1' }],
      'GET auditoria/paciente/7': { paciente: { id: 7 } },
      'GET /cep/ws/01310100/json': { cep: '01310-100' },
    });
    expect(await http.get('gerenciar/sala/listar').json()).toEqual([{ id: 1, nome: 'Sala 1' }]);
    expect(await http.get('auditoria/paciente/{id}', { params: { id: 7 } }).json()).toEqual({ paciente: { id: 7 } });
    expect(callsTo(calls, 'GET auditoria/paciente/7')).toHaveLength(1);
  });

  it('refuses, at compile time, a route the api does not have and an answer that is not the api’s', () => {
    // never called: what is checked is that these do not compile
    const unknownPath = () =>
      fakeApi({
        // @ts-expect-error not a path of the api
        'GET gerenciar/sala/listarTodas': [],
      });
    const driftedAnswer = () =>
      fakeApi({
        // @ts-expect-error the api's room has 'nome', not 'nomeSala'
        'GET gerenciar/sala/listar': [{ id: 1, nomeSala: 'Sala 1' }],
      });
    expect([typeof unknownPath, typeof driftedAnswer]).toEqual(['function', 'function']);
  });
});
