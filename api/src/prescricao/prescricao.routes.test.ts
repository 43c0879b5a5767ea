import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { conteudoSha256, lerEmissao } from '../documento-emitido/emissao.js';
import { bearer, apiCaller, createTestApp, expectErrorList, TEST_PDF_SERVICE_KEY, type TestApp } from '../test-support/test-app.js';
import { colunasDeExames } from './prescricao.routes.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let admin: string;
let pacienteId: number;
let procedimentoId: number;
let exames: number[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  pacienteId = (
    await t.db
      .insertInto('paciente')
      .values({ nome: 'Paula Prescrita', estrangeiro: true, nascimento: '1985-02-10', sexo: 'FEMININO' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  procedimentoId = (await t.db.selectFrom('procedimento').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  exames = [];
  for (let i = 1; i <= 12; i++)
    exames.push(
      (
        await t.db
          .insertInto('exame')
          .values({ nome: `Exame teste ${String(i).padStart(2, '0')}` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/prescricao',
  () => admin,
);
const paciente = apiCaller(
  () => t,
  'gerenciar/paciente',
  () => admin,
);

interface Arquivo {
  nome: string;
  url: string;
}
interface Prescricao {
  id: number;
  tipPrescricao: string;
  tipoPrescricaoId: number;
  medico: string | null;
  texto: string | null;
  arquivos: Arquivo[];
  arquivo: string | null;
  conferenciaExame: string;
  resultadoExame: Arquivo[];
  observacoes: string | null;
  confirmacaoExames: { id: number; idExame: number; nome: string; confirmacaoEntrega: boolean; resultado: string | null }[];
  versao: number;
}

function upload(token: string, campos: Record<string, string>, arquivos: { nome: string; conteudo: Buffer; tipo: string }[]) {
  const boundary = '----prescricao' + Math.random().toString(16).slice(2);
  const partes: Buffer[] = [];
  for (const [nome, valor] of Object.entries(campos))
    partes.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`));
  for (const a of arquivos) {
    partes.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploadArquivo"; filename="${a.nome}"\r\nContent-Type: ${a.tipo}\r\n\r\n`));
    partes.push(a.conteudo, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/gerenciar/prescricao/uploadArquivoPrescricao',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(partes),
  });
}

const pedido = async (extra: Record<string, unknown> = {}) => {
  const res = await call('POST', '/cadastro', {
    tipoPrescricaoId: 1,
    pacienteId,
    procedimentoId,
    nomeLayout: 'Pedido padrão',
    texto: '<p>Solicito os exames abaixo.</p><script>alert(1)</script>',
    exames: [exames[0], exames[1], exames[0]],
    ...extra,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Prescricao>();
};

describe('exam requests (gerenciar/prescricao)', () => {
  it('lists the two types and the conference steps with the spec texts and colours', async () => {
    expect((await call('GET', '/listartiposprescricao')).json()).toEqual([
      { id: 1, nome: 'Pedido Exame' },
      { id: 2, nome: 'Carregar um arquivo' },
    ]);
    expect((await call('GET', '/buscarEtapasPrecricao')).json()).toEqual([
      { valor: 'PENDENTE', texto: 'Resultado de exame pendente', cor: 'red' },
      { valor: 'REALIZADA', texto: 'Exame regular', cor: 'green' },
      { valor: 'ALTERACAO', texto: 'Exames com alteração', cor: 'orange' },
    ]);
  });

  it('creates a request with exams de-duplicated and text sanitised; lists, reads, edits exams; audited with a history', async () => {
    const p = await pedido();
    expect(p).toMatchObject({ tipPrescricao: 'Pedido Exame', tipoPrescricaoId: 1, conferenciaExame: 'PENDENTE', medico: expect.any(String), versao: 1 });
    expect(p.texto).toBe('<p>Solicito os exames abaixo.</p>');
    expect(p.confirmacaoExames.map((c) => c.idExame)).toEqual([exames[0], exames[1]]);
    const lista = (await call('POST', '/listarPrescricaoPaciente', { idPaciente: pacienteId, procedimento: procedimentoId })).json<Prescricao[]>();
    expect(lista.map((x) => x.id)).toContain(p.id);
    expect((await call('GET', `/listar/${p.id}`)).json<Prescricao>().id).toBe(p.id);
    expect((await call('GET', '/listar')).json<Prescricao[]>().some((x) => x.id === p.id)).toBe(true);

    const editado = await call('POST', '/cadastro', { id: p.id, versao: p.versao, pacienteId, procedimentoId, exames: [exames[1], exames[2]] });
    expect(editado.statusCode).toBe(200);
    expect(editado.json<Prescricao>().confirmacaoExames.map((c) => c.idExame)).toEqual([exames[1], exames[2]]);
    const stale = await call('POST', '/cadastro', { id: p.id, versao: p.versao, pacienteId, procedimentoId, exames: [exames[1]] });
    expect(expectErrorList(stale, 409)).toBe('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.');

    const detalhe = (await call('GET', `/listarPrescricaoId/${p.id}`)).json<{ auditorias: { descricao: string; nomeAutor: string }[]; texto: string }>();
    expect(detalhe.texto).toBe('<p>Solicito os exames abaixo.</p>');
    expect(detalhe.auditorias.map((a) => a.descricao)).toEqual([
      "REMOVIDO <<exames>> 'Exame teste 01';ADICIONADO <<exames>> 'Exame teste 03'",
      "CRIAÇÃO DO EXAME;ADICIONADO <<exames>> 'Exame teste 01, Exame teste 02'",
    ]);
    expect(await t.auditCount('EXAME_PACIENTE_CRIADO')).toBeGreaterThan(0);
    expect(await t.auditCount('EXAME_PACIENTE_EDITADO')).toBeGreaterThan(0);
  });

  it('refuses what is missing or wrong with the messages, never a 5xx', async () => {
    const sem = await call('POST', '/cadastro', { tipoPrescricaoId: 1, pacienteId, procedimentoId, exames: [] });
    expect(expectErrorList(sem, 400)).toBe('Selecione ao menos um exame.');
    expect(expectErrorList(await call('POST', '/cadastro', { tipoPrescricaoId: 2, pacienteId, procedimentoId, exames: [exames[0]] }), 400)).toBe(
      'Selecione o tipo de exame.',
    );
    expect(expectErrorList(await call('POST', '/cadastro', { pacienteId, procedimentoId, exames: [99999999] }), 400)).toBe('Exame não encontrado no catálogo.');
    expect(expectErrorList(await call('POST', '/cadastro', { pacienteId: 99999999, procedimentoId, exames: [exames[0]] }), 404)).toBe(
      'Paciente não encontrado.',
    );
    expect(expectErrorList(await call('POST', '/cadastro', { pacienteId, procedimentoId: 99999999, exames: [exames[0]] }), 404)).toBe(
      'Procedimento não encontrado.',
    );
    expect(expectErrorList(await call('GET', '/listar/99999999'), 404)).toBe('Exame não encontrado.');
    const p = await pedido();
    expect(expectErrorList(await call('PUT', `/conferirErealizaarUploadArquivo/${p.id}`, { conferenciaExame: 'OUTRO' }), 400)).toBe('Valor não reconhecido');
    expect(expectErrorList(await call('PUT', `/conferirErealizaarUploadArquivo/${p.id}`, { confirmacaoExames: [{ idExame: exames[9] }] }), 400)).toBe(
      'Este exame não faz parte do pedido.',
    );
    for (const body of [{}, { pacienteId: 'x' }, [1], { pacienteId, procedimentoId, extra: 1 }])
      expect((await call('POST', '/cadastro', body)).statusCode).toBe(400);
    expect((await call('DELETE', '/deletarPrescricao?codigo=abc')).statusCode).toBe(400);
    expect(expectErrorList(await call('DELETE', '/deletarPrescricao?codigo=99999999'), 404)).toBe('Prescrição não encontrada.');
  });

  it('the conference: delivery enables the result, status, observation, attached results kept or removed, the history', async () => {
    const p = await pedido();
    const [a, b] = p.confirmacaoExames;
    const conf = await call('PUT', `/conferirErealizaarUploadArquivo/${p.id}`, {
      conferenciaExame: 'ALTERACAO',
      observacoes: 'Glicose alta',
      confirmacaoExames: [
        { idExame: a!.idExame, confirmacaoEntrega: true, resultado: '180 mg/dL' },
        { idExame: b!.idExame, confirmacaoEntrega: false, resultado: 'ignorado sem entrega' },
      ],
    });
    expect(conf.statusCode).toBe(200);
    const c = conf.json<Prescricao>();
    expect(c).toMatchObject({ conferenciaExame: 'ALTERACAO', observacoes: 'Glicose alta' });
    expect(c.confirmacaoExames.map((x) => [x.confirmacaoEntrega, x.resultado])).toEqual([
      [true, '180 mg/dL'],
      [false, null],
    ]);

    const anexo = await upload(admin, { id: String(p.id), pacienteId: String(pacienteId), procedimentoId: String(procedimentoId), tipoPrescricaoId: '1' }, [
      { nome: 'resultado1.png', conteudo: PNG, tipo: 'image/png' },
      { nome: 'resultado2.png', conteudo: PNG, tipo: 'image/png' },
    ]);
    expect(anexo.statusCode).toBe(201);
    const comAnexo = anexo.json<Prescricao>();
    expect(comAnexo.resultadoExame.map((r) => r.nome)).toEqual(['resultado1.png', 'resultado2.png']);
    const baixado = await t.app.inject({ method: 'GET', url: `/api${comAnexo.resultadoExame[0]!.url}`, headers: bearer(admin) });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(PNG)).toBe(true);

    // the client sends the results that stay as 'url <<name>>' joined by ';; '
    const ficam = `${comAnexo.resultadoExame[1]!.url} <<resultado2.png>>`;
    const removido = await call('POST', '/cadastro', { id: p.id, pacienteId, procedimentoId, conferenciaExame: 'ALTERACAO', resultadoExame: ficam });
    expect(removido.json<Prescricao>().resultadoExame.map((r) => r.nome)).toEqual(['resultado2.png']);
    expect((await t.app.inject({ method: 'GET', url: `/api${comAnexo.resultadoExame[0]!.url}`, headers: bearer(admin) })).statusCode).toBe(404);

    const historia = (await call('GET', `/listarPrescricaoId/${p.id}`)).json<{ auditorias: { descricao: string }[] }>().auditorias.map((x) => x.descricao);
    expect(historia[0]).toBe("REMOVIDO <<resultadoExame>> 'resultado1.png'");
    expect(historia[1]).toBe("ADICIONADO <<resultadoExame>> 'resultado1.png', 'resultado2.png'");
    expect(historia[2]).toContain('ALTERADO <<conferenciaExame>> de PENDENTE para ALTERACAO');
    expect(historia[2]).toContain("CONFIRMADA <<entrega>> do exame 'Exame teste 01'");
    expect(await t.auditCount('EXAME_PACIENTE_CONFERIDO')).toBeGreaterThan(0);
  });

  it('uploads files as an exam of type outros (multi-file), refuses other types, too many and none; deletes with its files', async () => {
    const campos = { tipoPrescricaoId: '2', pacienteId: String(pacienteId), procedimentoId: String(procedimentoId) };
    const res = await upload(admin, campos, [
      { nome: 'a.png', conteudo: PNG, tipo: 'image/png' },
      { nome: 'b.png', conteudo: PNG, tipo: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const p = res.json<Prescricao>();
    expect(p).toMatchObject({ tipPrescricao: 'outros', tipoPrescricaoId: 2, nomeArquivo: 'a.png' });
    expect(p.arquivos.map((x) => x.nome)).toEqual(['a.png', 'b.png']);
    expect(expectErrorList(await upload(admin, campos, [{ nome: 'x.txt', conteudo: Buffer.from('texto simples'), tipo: 'text/plain' }]), 415)).toBe(
      'Arquivo não suportado: envie uma imagem ou um vídeo.',
    );
    expect(expectErrorList(await upload(admin, campos, []), 400)).toBe('Selecione ao menos um arquivo.');
    expect(expectErrorList(await upload(admin, { ...campos, tipoPrescricaoId: '1' }, [{ nome: 'a.png', conteudo: PNG, tipo: 'image/png' }]), 400)).toBe(
      'Selecione o tipo de exame.',
    );
    const onze = Array.from({ length: 11 }, (_, i) => ({ nome: `f${i}.png`, conteudo: PNG, tipo: 'image/png' }));
    expect(expectErrorList(await upload(admin, campos, onze), 413)).toBe('Envie no máximo 10 arquivos por vez.');
    expect(expectErrorList(await call('GET', `/imprimir/${p.id}`), 400)).toBe('Um arquivo carregado não é impresso: baixe o arquivo.');

    expect((await call('DELETE', `/deletarPrescricao?codigo=${p.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api${p.arquivos[0]!.url}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect(await t.db.selectFrom('arquivo').select('id').where('nome_original', 'in', ['a.png', 'b.png']).execute()).toEqual([]);
    expect(await t.auditCount('EXAME_PACIENTE_EXCLUIDO')).toBe(1);
  });

  it('prints a request with its exams in columns of at most 10 and an issuing job', async () => {
    const p = await pedido({ exames });
    const res = await call('GET', `/imprimir/${p.id}`);
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ headerHeigth: number; htmlHeader: string; content: string; titulo?: string; emissao: string }>();
    expect(doc.htmlHeader).toContain('Paula Prescrita');
    expect(doc.content).toContain('Solicito os exames abaixo.');
    expect(doc.content.match(/<td /g)).toHaveLength(2);
    expect(doc.titulo).toBeUndefined(); // the PDF service refuses a caller's title: the signed job carries it
    const job = lerEmissao(TEST_PDF_SERVICE_KEY, doc.emissao)!;
    expect(job).toMatchObject({ titulo: 'Pedido de exame — Pedido padrão', pacienteId, conteudo: conteudoSha256(doc) });
    expect(colunasDeExames(Array.from({ length: 25 }, (_, i) => `E${i}`)).match(/<td /g)).toHaveLength(3);
    expect(colunasDeExames(['<b>'])).toContain('&lt;b&gt;');
  });

  it('gates: the tab for every call, DELETAR_EXAME for deleting an exam', async () => {
    const semAba = await t.createUser(['ROLE_PACIENTES', 'DELETAR_EXAME']);
    expect((await call('POST', '/listarPrescricaoPaciente', { idPaciente: pacienteId }, semAba.token)).statusCode).toBe(403);
    expect((await call('GET', '/listartiposprescricao', undefined, semAba.token)).statusCode).toBe(403);
    const p = await pedido();
    const comAba = await t.createUser(['ROLE_PACIENTES', 'EXAME_FICHA_PACIENTE']);
    expect((await call('GET', `/listar/${p.id}`, undefined, comAba.token)).statusCode).toBe(200);
    const criado = await call('POST', '/cadastro', { pacienteId, procedimentoId, exames: [exames[0]] }, comAba.token);
    expect(criado.json<Prescricao>().medico).toBeNull(); // not a doctor: no issuer
    expect(expectErrorList(await call('DELETE', `/deletarPrescricao?codigo=${p.id}`, undefined, comAba.token), 403)).toBe(
      'Usuário sem permissão para esta operação.',
    );
    const prescricaoSo = await t.createUser(['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE', 'DELETAR_PRESCRICAO', 'DELETAR_EXAME']);
    expect((await call('DELETE', `/deletarPrescricao?codigo=${p.id}`, undefined, prescricaoSo.token)).statusCode).toBe(403);
    expect((await call('GET', `/imprimir/${p.id}`, undefined, prescricaoSo.token)).statusCode).toBe(403);
    const apagador = await t.createUser(['ROLE_PACIENTES', 'EXAME_FICHA_PACIENTE', 'DELETAR_EXAME']);
    expect((await call('DELETE', `/deletarPrescricao?codigo=${p.id}`, undefined, apagador.token)).statusCode).toBe(200);
    expect((await call('GET', `/listar/${p.id}`)).statusCode).toBe(404);
  });
});

interface Orientacao {
  id: number;
  nomePrescricao: string;
  texto: string;
  medico: string | null;
  versao: number;
}

describe('prescriptions (buscarOrientacaoMedica, gerarOrientacaoMedica, deletarPrescricao)', () => {
  const gerar = (body: Record<string, unknown>, token = admin) =>
    paciente('POST', '/gerarOrientacaoMedica', { paciente: pacienteId, procedimento: procedimentoId, ...body }, token);

  it('creates (issuer only if a doctor), lists, edits, prints and deletes; audited', async () => {
    const res = await gerar({ nomePrescricao: '  Pós-operatório ', texto: '<p>Dipirona <img src="http://x/y.png"> 500 mg</p>' });
    expect(res.statusCode).toBe(200);
    const o = res.json<Orientacao>();
    expect(o).toMatchObject({ nomePrescricao: 'Pós-operatório', medico: expect.any(String), versao: 1 });
    expect(o.texto).not.toContain('http://x');
    const lista = (await paciente('GET', `/buscarOrientacaoMedica?pacienteId=${pacienteId}&procedimentoId=${procedimentoId}`)).json<Orientacao[]>();
    expect(lista.map((x) => x.id)).toContain(o.id);

    const editada = await gerar({ id: o.id, versao: 1, nomePrescricao: 'Pós-operatório 2', texto: '<p>Paracetamol</p>' });
    expect(editada.json<Orientacao>()).toMatchObject({ nomePrescricao: 'Pós-operatório 2', versao: 2 });
    expect((await gerar({ id: o.id, versao: 1, nomePrescricao: 'X', texto: '<p>Y</p>' })).statusCode).toBe(409);

    const doc = (await call('GET', `/imprimir/${o.id}`)).json<{ content: string; emissao: string }>();
    expect(doc.content).toContain('Paracetamol');
    expect(lerEmissao(TEST_PDF_SERVICE_KEY, doc.emissao)).toMatchObject({ pacienteId, titulo: 'Prescrição — Pós-operatório 2' });

    const naoMedico = await t.createUser(['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE']);
    const deOutro = (await gerar({ nomePrescricao: 'Receita', texto: '<p>A</p>' }, naoMedico.token)).json<Orientacao>();
    expect(deOutro.medico).toBeNull();

    expect((await call('DELETE', `/deletarPrescricao?codigo=${o.id}`)).statusCode).toBe(200);
    expect((await paciente('GET', `/buscarOrientacaoMedica?pacienteId=${pacienteId}`)).json<Orientacao[]>().map((x) => x.id)).not.toContain(o.id);
    expect(await t.auditCount('PRESCRICAO_CRIADA')).toBeGreaterThan(0);
    expect(await t.auditCount('PRESCRICAO_EDITADA')).toBe(1);
    expect(await t.auditCount('PRESCRICAO_EXCLUIDA')).toBe(1);
  });

  it('refuses a missing name or text, an unknown patient or prescription; never a 5xx', async () => {
    const res = await gerar({ nomePrescricao: ' ', texto: '<p><br></p>' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ campo: string; mensagemUsuario: string }[]>().map((e) => [e.campo, e.mensagemUsuario])).toEqual([
      ['nomePrescricao', 'NOME DA PRESCRIÇÃO É OBRIGATÓRIO.'],
      ['texto', 'O TEXTO É OBRIGATÓRIO.'],
    ]);
    expect(
      expectErrorList(
        await paciente('POST', '/gerarOrientacaoMedica', { paciente: 99999999, procedimento: procedimentoId, nomePrescricao: 'A', texto: '<p>b</p>' }),
        404,
      ),
    ).toBe('Paciente não encontrado.');
    expect(expectErrorList(await gerar({ id: 99999999, nomePrescricao: 'A', texto: '<p>b</p>' }), 404)).toBe('Prescrição não encontrada.');
    expect((await paciente('GET', '/buscarOrientacaoMedica?pacienteId=abc')).statusCode).toBe(400);
    expect((await paciente('POST', '/gerarOrientacaoMedica', { paciente: 'x' })).statusCode).toBe(400);
  });

  it('gates: the tab for every call; any of the three spellings deletes', async () => {
    const semAba = await t.createUser(['ROLE_PACIENTES', 'DELETAR_PRESCRICAO']);
    expect((await paciente('GET', `/buscarOrientacaoMedica?pacienteId=${pacienteId}`, undefined, semAba.token)).statusCode).toBe(403);
    expect((await gerar({ nomePrescricao: 'A', texto: '<p>b</p>' }, semAba.token)).statusCode).toBe(403);
    const soAba = await t.createUser(['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE', 'DELETAR_EXAME']);
    const o = (await gerar({ nomePrescricao: 'A', texto: '<p>b</p>' })).json<Orientacao>();
    expect((await call('DELETE', `/deletarPrescricao?codigo=${o.id}`, undefined, soAba.token)).statusCode).toBe(403);
    expect((await call('GET', `/imprimir/${o.id}`, undefined, soAba.token)).statusCode).toBe(200);
    const exameSo = await t.createUser(['ROLE_PACIENTES', 'EXAME_FICHA_PACIENTE', 'DELETAR_PRESCRICAO']);
    expect((await call('DELETE', `/deletarPrescricao?codigo=${o.id}`, undefined, exameSo.token)).statusCode).toBe(403);
    for (const grafia of ['DELETAR_PRESCRICAO', 'DELETAR_PRESCRICOES']) {
      const x = (await gerar({ nomePrescricao: grafia, texto: '<p>b</p>' })).json<Orientacao>();
      const u = await t.createUser(['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE', grafia]);
      expect((await call('DELETE', `/deletarPrescricao?codigo=${x.id}`, undefined, u.token)).statusCode).toBe(200);
    }
    // the third spelling is not a known authority; a profile carrying it (saved before) still deletes
    const x = (await gerar({ nomePrescricao: 'Ç', texto: '<p>b</p>' })).json<Orientacao>();
    const u = await t.createUser(['ROLE_PACIENTES', 'PRESCRISOES_FICHA_PACIENTE', 'DELETAR_PRECRIÇÕES']);
    expect((await call('DELETE', `/deletarPrescricao?codigo=${x.id}`, undefined, u.token)).statusCode).toBe(200);
  });
});
