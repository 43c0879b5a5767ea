import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { bearer, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { ACESSO_JANELA_MINUTOS } from './acesso-paciente.js';

let t: TestApp;
type Usuario = Awaited<ReturnType<TestApp['createUser']>>;
let ana: Usuario;
let bruno: Usuario;

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.createUser(['ROLE_PACIENTES']);
  bruno = await t.createUser(['ROLE_AGENDAMENTOS']);
});
afterAll(async () => {
  await t.close();
});

const abrir = (paciente: number, token: string) => t.app.inject({ method: 'GET', url: `/api/gerenciar/paciente/listar/${paciente}`, headers: bearer(token) });

/** The patient's access rows, oldest first. */
const acessos = (paciente: number) =>
  t.db
    .selectFrom('auditoria')
    .select(['usuario_id', 'entidade', 'entidade_id', 'paciente_id'])
    .where('acao', '=', 'PACIENTE_ACESSADO')
    .where('paciente_id', '=', paciente)
    .orderBy('id')
    .execute();

/** An access row of `minutos` ago, as if the user had opened the record then. */
const acessoDeMinutosAtras = (paciente: number, usuario: Usuario, minutos: number) =>
  t.db
    .insertInto('auditoria')
    .values({
      acao: 'PACIENTE_ACESSADO',
      entidade: 'paciente',
      entidade_id: String(paciente),
      paciente_id: paciente,
      usuario_id: usuario.id,
      usuario_nome: 'Ana',
      criado_em: sql<Date>`now() - make_interval(mins => ${minutos}::int)`,
    })
    .execute();

describe("opening a patient's record", () => {
  it('writes one access row per user and patient however often the record is reloaded', async () => {
    const p = await pacienteDeTeste(t, 'Paciente Acesso');
    for (let i = 0; i < 3; i++) expect((await abrir(p, ana.token)).statusCode).toBe(200);
    expect(await acessos(p)).toEqual([{ usuario_id: ana.id, entidade: 'paciente', entidade_id: String(p), paciente_id: p }]);
    // another user is another row
    expect((await abrir(p, bruno.token)).statusCode).toBe(200);
    expect((await acessos(p)).map((r) => r.usuario_id)).toEqual([ana.id, bruno.id]);
  });

  it(`writes again once ${ACESSO_JANELA_MINUTOS} minutes have passed since the last row, not before`, async () => {
    const recente = await pacienteDeTeste(t, 'Paciente Aberto Há 9 Minutos');
    await acessoDeMinutosAtras(recente, ana, ACESSO_JANELA_MINUTOS - 1);
    await abrir(recente, ana.token);
    expect(await acessos(recente)).toHaveLength(1);

    const antigo = await pacienteDeTeste(t, 'Paciente Aberto Há 11 Minutos');
    await acessoDeMinutosAtras(antigo, ana, ACESSO_JANELA_MINUTOS + 1);
    await abrir(antigo, ana.token);
    await abrir(antigo, ana.token);
    expect(await acessos(antigo)).toHaveLength(2);
  });

  it('writes one row when the record is opened many times at once (tabs loading together)', async () => {
    const p = await pacienteDeTeste(t, 'Paciente Abas');
    const answers = await Promise.all(Array.from({ length: 6 }, () => abrir(p, ana.token)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await acessos(p)).toHaveLength(1);
  });

  it('writes nothing for an unknown patient or a refused user', async () => {
    const before = await t.auditCount('PACIENTE_ACESSADO');
    expect(expectErrorList(await abrir(999999, ana.token), 404)).toBe('Paciente não encontrado.');
    const semAcesso = await t.createUser(['ROLE_FINANCEIRO']);
    const p = await pacienteDeTeste(t, 'Paciente Recusado');
    expect((await abrir(p, semAcesso.token)).statusCode).toBe(403);
    expect(await t.auditCount('PACIENTE_ACESSADO')).toBe(before);
  });
});
