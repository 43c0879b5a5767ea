import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from 'node:http';
import { sql } from 'kysely';
import { toJson } from '../db/database.js';
import { createTestApp, bearer, decodeClaims, type TestApp } from '../test-support/test-app.js';
import { eventually } from '../test-support/eventually.js';
import { catalogoDemo, medicoDeTeste, pacienteDeTeste } from '../test-support/agenda-fixtures.js';
import { openRawSession } from '../test-support/raw-sockjs-client.js';
import { openSocket, receivedItems, type TestSocket } from '../test-support/stomp-client.js';
import { publicarAlerta, resolverAlerta } from './alertas.js';
import { dispararLembretes } from './lembretes.js';
import type { Notificacao } from './notificacao.message.js';
import { notificar } from './notificacao.repository.js';
import { saveLembrete } from '../medico/medico.repository.js';
import { addDays, clinicDay } from '../time/clinic-time.js';

let t: TestApp;
let baseUrl: string;
let medico: { id: number; token: string };
let outro: { id: number; token: string };
let recepcao: { id: number; token: string };
let paciente: number;
let catalogo: Awaited<ReturnType<typeof catalogoDemo>>;
const sockets: TestSocket[] = [];

const open = async (options: Parameters<typeof openSocket>[0]): Promise<TestSocket> => {
  const socket = await openSocket(options);
  sockets.push(socket);
  return socket;
};
const asDoctor = () => open({ baseUrl, id: medico.id, token: medico.token });
const items = (socket: TestSocket): Notificacao[] => receivedItems<Notificacao>(socket);

/**
 * An appointment of the test doctor starting `emMinutos` from `base` (an exception: no overlap rules).
 * Arrivals belong to the appointment's day: theirs start now.
 */
async function agendamento(emMinutos: number, base = Date.now()): Promise<number> {
  const inicio = new Date(base + emMinutos * 60_000);
  const row = await t.db
    .insertInto('agendamento')
    .values({
      paciente_id: paciente,
      procedimento_id: catalogo.procedimentoId,
      medico_id: medico.id,
      tipo_compromisso_id: catalogo.tipoCompromissoId,
      excecao: true,
      data_agendamento: inicio,
      hora_final: new Date(inicio.getTime() + 30 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const chegou = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/gerenciar/agendamento/pacienteChegou?id=${id}&chegou=true`, headers: bearer(recepcao.token), payload: {} });
const api = (path: string, token: string) => t.app.inject({ method: 'GET', url: `/api/gerenciar/notificacao/${path}`, headers: bearer(token) });

/** Status of a raw HTTP request to the server (the socket's origin check answers before SockJS). */
function status(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 101);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  t = await createTestApp({ portalUrl: 'http://portal.test' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  medico = await medicoDeTeste(t);
  outro = await medicoDeTeste(t);
  recepcao = await t.createUser(['ROLE_AGENDAMENTOS']);
  paciente = await pacienteDeTeste(t, 'Clara Aviso Nunes');
  catalogo = await catalogoDemo(t);
});

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await t.close();
});

describe('the notification socket (STOMP over SockJS at /notification)', () => {
  it('refuses a connection without the id parameter, without a valid token, or for another user', async () => {
    expect((await open({ baseUrl, token: medico.token })).errors).toEqual(['Id não passado no parâmetro.']);
    expect((await open({ baseUrl, id: medico.id })).errors).toEqual(['Sessão encerrada']);
    expect((await open({ baseUrl, id: medico.id, token: `${medico.token}x` })).errors).toEqual(['Sessão encerrada']);
    expect((await open({ baseUrl, id: outro.id, token: medico.token })).errors).toEqual(['Sessão encerrada']);
  });

  it('checks the page origin: the portal’s is let in, another site’s gets 403 before any STOMP', async () => {
    expect(await status('/notification/info', { origin: 'http://portal.test' })).toBe(200);
    expect(await status('/notification/info', { origin: 'http://evil.test' })).toBe(403);
    const upgrade = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' };
    expect(await status('/notification/websocket', { ...upgrade, origin: 'http://evil.test' })).toBe(403);
    expect(await status('/notification/websocket', { ...upgrade, origin: 'http://portal.test' })).toBe(101);
  });

  it('a user subscribing to another user’s topic is refused and gets nothing of theirs', async () => {
    const spy = await open({ baseUrl, id: outro.id, token: outro.token, topic: `/topic/notificacao/${medico.id}` });
    const doctor = await asDoctor();
    const id = await agendamento(0);
    expect((await chegou(id)).statusCode).toBe(200);
    await doctor.until(() => items(doctor).some((n) => n.idAgendamento === id));
    await spy.until(() => spy.errors.length > 0);
    expect(spy.errors).toEqual(['Sem permissão para este tópico.']);
    expect(spy.bodies).toEqual([]);
  });

  it('pushes the arrival to the doctor’s sockets only; the unread list comes first on the next connection, until marked read', async () => {
    const doctor = await asDoctor();
    const other = await open({ baseUrl, id: outro.id, token: outro.token });
    const id = await agendamento(0);
    expect((await chegou(id)).statusCode).toBe(200);
    await doctor.until(() => items(doctor).some((n) => n.idAgendamento === id));
    const pushed = items(doctor).find((n) => n.idAgendamento === id)!;
    expect(pushed).toMatchObject({
      tipoNotificacao: 'PACIENTE_CHEGOU',
      nomePaciente: 'Clara Aviso Nunes',
      idPaciente: paciente,
      pacienteChegou: true,
      cabecalho: 'Paciente chegou',
    });
    expect(other.bodies).toEqual([]);

    const later = await asDoctor();
    await later.until(() => later.bodies.length > 0);
    expect(Array.isArray(later.bodies[0])).toBe(true);
    expect(items(later).map((n) => n.idNotificacao)).toContain(pushed.idNotificacao);

    // marking read: only the owner; then it is not in the next unread list
    expect((await api(`marcarComoLida/${pushed.idNotificacao}`, outro.token)).statusCode).toBe(404);
    expect((await api(`marcarComoLida/${pushed.idNotificacao}`, medico.token)).json()).toMatchObject({ idNotificacao: pushed.idNotificacao });
    expect((await api('naoLidas', medico.token)).json<Notificacao[]>().map((n) => n.idNotificacao)).not.toContain(pushed.idNotificacao);
  });

  it('Fechar todas marks every own notification read; another user may not clear them', async () => {
    await chegou(await agendamento(0));
    expect((await api(`limparNotificacoesDoMedico/${medico.id}`, outro.token)).statusCode).toBe(403);
    expect((await api(`medico/${medico.id}`, medico.token)).json<Notificacao[]>().length).toBeGreaterThan(0);
    expect((await api(`limparNotificacoesDoMedico/${medico.id}`, medico.token)).json<{ quantidade: number }>().quantidade).toBeGreaterThan(0);
    expect((await api(`medico/${medico.id}`, medico.token)).json()).toEqual([]);
    expect((await api(`limparNotificacoesDoMedico/${medico.id}`, medico.token)).json()).toEqual({ quantidade: 0 });
  });

  it('a notification whose transaction rolls back is neither stored nor pushed', async () => {
    const doctor = await asDoctor();
    const before = doctor.bodies.length;
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notificar(trx, { usuarioId: medico.id, tipo: null, dados: { cabecalho: 'nunca' } });
        throw new Error('desfaz');
      })
      .catch(() => undefined);
    const id = await agendamento(0);
    await chegou(id);
    await doctor.until(() => items(doctor).some((n) => n.idAgendamento === id));
    expect(
      items(doctor)
        .slice(before)
        .map((n) => n.cabecalho),
    ).toEqual(['Paciente chegou']);
    expect(
      await t.db
        .selectFrom('notificacao')
        .select('id')
        .where(sql`dados->>'cabecalho'`, '=', 'nunca')
        .execute(),
    ).toEqual([]);
  });

  it('stock alerts reach holders of ROLE_ESTOQUE who ask with role=ESTOQUE, once per product, until resolved', async () => {
    const estoque = await t.createUser(['ROLE_ESTOQUE']);
    const semPapel = await t.createUser(['ROLE_AGENDAMENTOS']);
    const holder = await open({ baseUrl, id: estoque.id, token: estoque.token, role: 'ESTOQUE' });
    const pretender = await open({ baseUrl, id: semPapel.id, token: semPapel.token, role: 'ESTOQUE' });
    const publicar = (nome: string) =>
      t.db
        .transaction()
        .execute((trx) => publicarAlerta(trx, { tipo: 'ABAIXO_ESTOQUE', chave: 'produto:7', dados: { produtoId: 7, nomeProdutoEstoque: nome } }));
    // the demo stock has alerts of its own open: this test reads its product's only
    const deste = (ns: Notificacao[]) => ns.filter((n) => n.produtoId === 7);
    const first = await publicar('Ácido hialurônico');
    await holder.until(() => deste(items(holder)).length === 1);
    const again = await publicar('Ácido hialurônico 1 ml');
    expect(again).toBe(first);
    await holder.until(() => deste(items(holder)).length === 2);
    expect(deste(items(holder)).map((n) => [n.idNotificacao, n.tipoNotificacao, n.nomeProdutoEstoque])).toEqual([
      [first, 'ABAIXO_ESTOQUE', 'Ácido hialurônico'],
      [first, 'ABAIXO_ESTOQUE', 'Ácido hialurônico 1 ml'],
    ]);
    expect(pretender.bodies).toEqual([]);
    // an alert is only hidden in the portal: marking it read on the server is refused
    expect((await api(`marcarComoLida/${first}`, estoque.token)).statusCode).toBe(404);
    expect(deste((await api('naoLidas', estoque.token)).json<Notificacao[]>()).map((n) => n.idNotificacao)).toEqual([first]);
    await t.db.transaction().execute((trx) => resolverAlerta(trx, 'ABAIXO_ESTOQUE', 'produto:7'));
    expect(deste((await api('naoLidas', estoque.token)).json<Notificacao[]>())).toEqual([]);
  });
});

describe('authorities changed', () => {
  it("tells a user's sockets when their profile's permissions change, and nobody else, nor on changes that leave them as they were", async () => {
    const admin = await t.login('admin@clinica.dev');
    const alterado = await t.createUser(['ROLE_AGENDAMENTOS']);
    const outroPerfil = await t.createUser(['ROLE_AGENDAMENTOS']);
    const socket = await open({ baseUrl, id: alterado.id, token: alterado.token });
    const other = await open({ baseUrl, id: outroPerfil.id, token: outroPerfil.token });
    const { perfil_id: perfilId } = await t.db.selectFrom('usuario').select('perfil_id').where('id', '=', alterado.id).executeTakeFirstOrThrow();
    const editar = (authorities: string[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/gerenciar/perfil/editar/${perfilId}`,
        headers: bearer(admin),
        payload: { nome: `Perfil alterado ${perfilId}`, authorities },
      });

    expect((await editar(['ROLE_AGENDAMENTOS', 'ROLE_PACIENTES'])).statusCode).toBe(200);
    await socket.until(() => socket.bodies.length === 1);
    expect(socket.bodies).toEqual([{ autorizacoesAlteradas: true }]);
    // the new token carries them, without a new login
    const refreshed = await t.app.inject({ method: 'GET', url: '/api/update/token/jwt', headers: bearer(alterado.token) });
    const claims = JSON.parse(Buffer.from(refreshed.json<{ token: string }>().token.split('.')[1]!, 'base64url').toString()) as { authorities: string[] };
    expect(claims.authorities).toContain('ROLE_PACIENTES');

    // the same permissions under another name: nothing to refresh; a change the token does not show: nothing either
    expect((await editar(['ROLE_PACIENTES', 'ROLE_AGENDAMENTOS'])).statusCode).toBe(200);
    await t.db.updateTable('usuario').set({ idioma: 'es' }).where('id', '=', outroPerfil.id).execute();
    // a later change shows the earlier ones were not sent
    expect((await editar(['ROLE_PACIENTES'])).statusCode).toBe(200);
    await socket.until(() => socket.bodies.length === 2);
    expect(socket.bodies).toEqual([{ autorizacoesAlteradas: true }, { autorizacoesAlteradas: true }]);
    expect(other.bodies).toEqual([]);
  });
});

describe('authorities changed while subscribing', () => {
  it('tells a socket whose permissions changed between its CONNECT and its SUBSCRIBE, once', async () => {
    const usuario = await t.createUser(['ROLE_AGENDAMENTOS']);
    const observador = await t.createUser(['ROLE_AGENDAMENTOS']);
    const visto = await open({ baseUrl, id: observador.id, token: observador.token });
    const session = await openRawSession(baseUrl, 'raw-websocket', { id: String(usuario.id) });
    await session.send(`CONNECT\naccept-version:1.2\nhost:x\nAuthorization:Bearer ${usuario.token}\n\n\0`);
    await session.until(() => session.received.some((text) => text.startsWith('CONNECTED\n')));
    // one statement, one event: the observer hearing it means this api has handled it
    await t.db
      .updateTable('perfil')
      .set({ authorities: toJson(['ROLE_AGENDAMENTOS', 'ROLE_PACIENTES']) })
      .where('id', 'in', [usuario.perfilId, observador.perfilId])
      .execute();
    await visto.until(() => visto.bodies.length === 1);
    await session.send(`SUBSCRIBE\nid:sub-0\ndestination:/topic/notificacao/${usuario.id}\n\n\0`);
    const mensagens = () =>
      session.received.filter((text) => text.startsWith('MESSAGE\n')).map((text) => JSON.parse(text.slice(text.indexOf('\n\n') + 2, -1)) as unknown);
    await session.until(() => mensagens().length === 1);
    expect(mensagens()).toEqual([{ autorizacoesAlteradas: true }]);
    // a notification after it comes next: nothing about permissions came twice before it
    await t.db.transaction().execute((trx) => notificar(trx, { usuarioId: usuario.id, tipo: null, dados: { cabecalho: 'depois' } }));
    await session.until(() => mensagens().length === 2);
    expect(mensagens()[1]).toMatchObject({ cabecalho: 'depois' });
    session.end();
  });
});

describe('name or photo changed', () => {
  it("tells the user's sockets, so the top bar shows the new name and photo without a new login", async () => {
    const usuario = await t.createUser(['ROLE_AGENDAMENTOS']);
    const socket = await open({ baseUrl, id: usuario.id, token: usuario.token });
    await socket.until(() => socket.connected);
    await t.db.updateTable('usuario').set({ nome: 'Nome Novo' }).where('id', '=', usuario.id).execute();
    await socket.until(() => socket.bodies.length === 1);
    await t.db.updateTable('usuario').set({ foto: '/gerenciar/usuario/foto/00000000-0000-4000-8000-000000000000' }).where('id', '=', usuario.id).execute();
    await socket.until(() => socket.bodies.length === 2);
    expect(socket.bodies).toEqual([{ autorizacoesAlteradas: true }, { autorizacoesAlteradas: true }]);
    const { token } = (await t.app.inject({ method: 'GET', url: '/api/update/token/jwt', headers: bearer(usuario.token) })).json<{ token: string }>();
    expect(decodeClaims(token)).toMatchObject({ nome: 'Nome Novo', foto: '/gerenciar/usuario/foto/00000000-0000-4000-8000-000000000000' });
  });
});

describe('authorities changed while away', () => {
  it('tells a socket opened with a token older than the permissions, once', async () => {
    const admin = await t.login('admin@clinica.dev');
    const ausente = await t.createUser(['ROLE_AGENDAMENTOS']);
    const { perfil_id: perfilId } = await t.db.selectFrom('usuario').select('perfil_id').where('id', '=', ausente.id).executeTakeFirstOrThrow();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/gerenciar/perfil/editar/${perfilId}`,
      headers: bearer(admin),
      payload: { nome: `Perfil ausente ${perfilId}`, authorities: ['ROLE_AGENDAMENTOS', 'ROLE_LOG'] },
    });
    expect(edited.statusCode).toBe(200);
    const socket = await open({ baseUrl, id: ausente.id, token: ausente.token });
    await socket.until(() => socket.bodies.length === 1);
    expect(socket.bodies).toEqual([{ autorizacoesAlteradas: true }]);
    // a fresh token is up to date: nothing to say
    const { token } = (await t.app.inject({ method: 'GET', url: '/api/update/token/jwt', headers: bearer(ausente.token) })).json<{ token: string }>();
    const fresh = await open({ baseUrl, id: ausente.id, token });
    await fresh.until(() => fresh.connected);
    // a notification sent afterwards comes alone: nothing about permissions came before it
    await t.db.transaction().execute((trx) => notificar(trx, { usuarioId: ausente.id, tipo: null, dados: { cabecalho: 'depois' } }));
    await fresh.until(() => fresh.bodies.length > 0);
    expect(items(fresh).map((n) => n.cabecalho)).toEqual(['depois']);
  });
});

describe('ending a session', () => {
  it('closes that session’s sockets at once (logout), others stay', async () => {
    const sessao = await medicoDeTeste(t);
    const other = await asDoctor();
    const mine = await open({ baseUrl, id: sessao.id, token: sessao.token });
    expect((await t.app.inject({ method: 'GET', url: `/api/update/token/logout/${sessao.id}`, headers: bearer(sessao.token) })).statusCode).toBeLessThan(300);
    await mine.until(() => mine.errors.length > 0);
    expect(mine.errors).toEqual(['Sessão encerrada']);
    await mine.until(() => !mine.connected);
    expect(other.connected).toBe(true);
  });

  it('tells a deactivated user’s sockets why, at once', async () => {
    const saindo = await medicoDeTeste(t);
    const admin = await t.login('admin@clinica.dev');
    const socket = await open({ baseUrl, id: saindo.id, token: saindo.token });
    await socket.until(() => socket.connected);
    const off = await t.app.inject({ method: 'PUT', url: '/api/gerenciar/medico/editar', headers: bearer(admin), payload: { id: saindo.id, ativo: false } });
    expect(off.statusCode).toBe(200);
    await socket.until(() => socket.errors.length > 0);
    expect(socket.errors).toEqual(['Seu acesso foi desativado.']);
    // a new attempt is refused with the same words
    expect((await open({ baseUrl, id: saindo.id, token: saindo.token })).errors).toEqual(['Seu acesso foi desativado.']);
  });
});

describe('notificarMedicoAgendamentoNaoFinalizado', () => {
  it('reminds a doctor of consultations left open (one notice), sends nothing when there are none', async () => {
    const rafael = await t.db.selectFrom('usuario').select('id').where('email', '=', 'rafael@clinica.dev').executeTakeFirstOrThrow();
    const rafaelToken = await t.login('rafael@clinica.dev');
    const res = await api(`notificarMedicoAgendamentoNaoFinalizado/${rafael.id}`, recepcao.token);
    expect(res.json()).toEqual({ quantidade: 1 });
    const unread = (await api('naoLidas', rafaelToken)).json<Notificacao[]>();
    expect(unread).toEqual([
      expect.objectContaining({
        tipoNotificacao: null,
        cabecalho: 'Agendamento não finalizado',
        corpo: expect.stringContaining('foi iniciado e não foi finalizado'),
      }),
    ]);

    expect((await api(`notificarMedicoAgendamentoNaoFinalizado/${outro.id}`, recepcao.token)).json()).toEqual({ quantidade: 0 });
    expect((await api('naoLidas', outro.token)).json()).toEqual([]);
    expect((await api(`notificarMedicoAgendamentoNaoFinalizado/${rafael.id}`, outro.token)).statusCode).toBe(200);
    const semAgenda = await t.createUser(['ROLE_ESTOQUE']);
    expect((await api(`notificarMedicoAgendamentoNaoFinalizado/${rafael.id}`, semAgenda.token)).statusCode).toBe(403);
    expect((await api('notificarMedicoAgendamentoNaoFinalizado/999999', recepcao.token)).statusCode).toBe(404);
  });
});

describe('appointment reminders', () => {
  // Runs count every doctor's due reminders: the seeded doctors' own (demo agenda around today) would land in
  // these windows depending on the hour the suite runs, so only the test doctor keeps reminders on.
  beforeAll(async () => {
    await t.db.updateTable('medico').set({ minutos_para_o_alerta: null }).where('usuario_id', '!=', medico.id).execute();
  });

  it('a run with nothing due leaves the agenda unchanged: no agenda event, so the calendar reads stay cached', async () => {
    const heard: string[] = [];
    const stop = await t.database.events.listen((payload) => heard.push(payload));
    try {
      expect(await dispararLembretes(t.db, new Date(Date.now() + 400 * 24 * 3600_000))).toBe(0);
      // a notification after the run: the channel delivers in commit order, so once it is heard the run's would have been
      await t.db.transaction().execute((trx) => notificar(trx, { usuarioId: recepcao.id, tipo: null, dados: { cabecalho: 'marcador' } }));
      await eventually(
        () => Promise.resolve(heard.length),
        () => heard.some((payload) => !payload.includes('agendaAlterada')),
      );
      expect(heard.some((payload) => payload.includes('marcador') || !payload.includes('agendaAlterada'))).toBe(true);
      expect(heard.filter((payload) => payload.includes('agendaAlterada'))).toEqual([]);
    } finally {
      await stop();
    }
  });

  it('go out at the doctor’s minute before the appointment, once; moving the appointment arms it again', async () => {
    await saveLembrete(t.db, medico.id, 15, 'Teste');
    const doctor = await asDoctor();
    const base = Date.now() + 24 * 3600_000; // a day ahead: no other appointment of this doctor is near
    const id = await agendamento(0, base);
    const at = (minutosAntes: number) => new Date(base - minutosAntes * 60_000);
    const mine = () => items(doctor).filter((n) => n.idAgendamento === id && n.tipoNotificacao === null);

    expect(await dispararLembretes(t.db, at(16))).toBe(0);
    expect(await dispararLembretes(t.db, at(15))).toBe(1);
    await doctor.until(() => mine().length === 1);
    expect(mine()[0]).toMatchObject({
      cabecalho: 'Lembrete de agendamento',
      nomePaciente: 'Clara Aviso Nunes',
      idPaciente: paciente,
      idProcedimento: catalogo.procedimentoId,
    });
    expect(await dispararLembretes(t.db, at(10))).toBe(0);
    expect(await dispararLembretes(t.db, at(1))).toBe(0);
    // moved to another day: due again, at the new time
    const day = addDays(clinicDay(new Date()), 3);
    const { versao } = await t.db.selectFrom('agendamento').select('versao').where('id', '=', id).executeTakeFirstOrThrow();
    const admin = await t.login('admin@clinica.dev');
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/gerenciar/agendamento/atualizar',
      headers: bearer(admin),
      payload: { id, versao, dataAgendamento: `${day}T10:00:00`, horaFinal: `${day}T10:30:00` },
    });
    expect(moved.statusCode).toBe(200);
    const novoInicio = new Date(moved.json<{ dataAgendamento: string }>().dataAgendamento).getTime();
    expect(await dispararLembretes(t.db, new Date(novoInicio - 16 * 60_000))).toBe(0);
    expect(await dispararLembretes(t.db, new Date(novoInicio - 15 * 60_000))).toBe(1);
    await doctor.until(() => mine().length === 2);

    // a doctor without reminders, a cancelled appointment: nothing
    await saveLembrete(t.db, medico.id, null, 'Teste');
    const semAviso = await agendamento(60, base);
    expect(await dispararLembretes(t.db, new Date(base + 50 * 60_000))).toBe(0);
    await saveLembrete(t.db, medico.id, 15, 'Teste');
    await t.db.updateTable('agendamento').set({ status: 'CANCELADO', motivo_cancelamento: 'teste' }).where('id', '=', semAviso).execute();
    expect(await dispararLembretes(t.db, new Date(base + 50 * 60_000))).toBe(0);
  });

  it('are sent once when several runs race for them', async () => {
    const base = Date.now() + 48 * 3600_000;
    const ids = await Promise.all([1, 3, 5, 7, 9].map((m) => agendamento(m, base)));
    const sent = await Promise.all([1, 2, 3, 4].map(() => dispararLembretes(t.db, new Date(base))));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(5);
    const rows = await t.db.selectFrom('notificacao').select(['agendamento_id']).where('agendamento_id', 'in', ids).where('tipo', 'is', null).execute();
    expect(rows.map((r) => r.agendamento_id).sort()).toEqual([...ids].sort());
  });
});

describe('closing the api', () => {
  it('ends the open sockets, so the server can stop (a restart or a deploy does not hang)', async () => {
    const doctor = await asDoctor();
    const closed = await Promise.race([t.app.close().then(() => 'fechou'), new Promise((r) => setTimeout(() => r('travou'), 5000))]);
    expect(closed).toBe('fechou');
    await doctor.until(() => !doctor.connected);
  });
});
