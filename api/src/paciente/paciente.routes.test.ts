import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { cpfFromBase } from '../auth/cpf.js';
import { bearer, createTestApp, expectErrorList, type TestApp, apiCaller } from '../test-support/test-app.js';
import { lookupIds, syntheticPaciente } from '../seed/seed-pacientes.js';
import { CONTAGEM_EXATA_ATE } from './paciente-busca.repository.js';
import type { Paciente, PacienteResumo } from './paciente.schemas.js';

let t: TestApp;
let admin: string;
let recepcao: string;
let atracaoId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@clinica.dev');
  recepcao = await t.login('recepcao@clinica.dev');
  atracaoId = (await t.db.selectFrom('pesquisa_atracao').select('id').where('nome', '=', 'Instagram').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

/** A string payload is sent as a JSON string ("…"), anything else as JSON. */
const call = apiCaller(
  () => t,
  'gerenciar',
  () => admin,
);

let cpfCounter = 0;
/** A fresh valid CPF per call (bases far from the demo data's). */
const novoCpf = (): string =>
  cpfFromBase(
    String(700000000 + process.pid * 1000 + ++cpfCounter)
      .slice(-9)
      .padStart(9, '7'),
  );

const pacienteValido = (extra: Record<string, unknown> = {}) => ({
  nome: 'Paciente Teste',
  nascimento: '1988-03-14',
  cpf: novoCpf(),
  rg: '4455667',
  nomeMae: 'Mãe Teste',
  email: 'paciente@exemplo.com.br',
  ddi: '55',
  celular: '(11) 9 8765-4321',
  pesquisaAtracao: atracaoId,
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  pais: 'Brasil',
  ...extra,
});

const errorList = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode).toBe(status);
  return res.json<{ mensagemUsuario: string; mensagemDesenvolvedor: string }[]>().map((e) => e.mensagemUsuario);
};

async function criar(extra: Record<string, unknown> = {}): Promise<Paciente> {
  const res = await call('POST', '/paciente/cadastro', pacienteValido(extra));
  expect(res.statusCode).toBe(201);
  return res.json<Paciente>();
}

describe('cadastro', () => {
  it('creates a patient with the normalised fields, defaults, creation history and audit row', async () => {
    const before = await t.auditCount('PACIENTE_CRIADO');
    const cpf = novoCpf();
    const res = await call(
      'POST',
      '/paciente/cadastro',
      pacienteValido({ nome: '  Joana   Prado  ', cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` }),
      recepcao,
    );
    expect(res.statusCode).toBe(201);
    const p = res.json<Paciente>();
    expect(p).toMatchObject({
      nome: 'Joana Prado',
      cpf,
      celular: '11987654321',
      whatsApp: '11987654321',
      cep: '01310100',
      ddi: '55',
      ehWhatsapp: true,
      estrangeiro: false,
      isResponsavelPeloPagamento: true,
      responsavelPagamento: null,
      ativo: true,
      versao: 1,
      nascimento: '1988-03-14',
      usuarioCadastro: 'Recepção',
    });
    expect(p.auditorias).toEqual([
      { id: expect.any(Number), autor: expect.any(Number), nomeAutor: 'Recepção', descricao: 'CRIAÇÃO DO PACIENTE', dataAcao: expect.any(String) },
    ]);
    expect(await t.auditCount('PACIENTE_CRIADO')).toBe(before + 1);
  });

  it('answers 400 with one message per invalid field', async () => {
    const res = await call('POST', '/paciente/cadastro', { ddi: '' });
    expect(errorList(res, 400)).toEqual([
      'NOME É OBRIGATÓRIO.',
      'NASCIMENTO É OBRIGATÓRIO.',
      'CAMPO É OBRIGATÓRIO.',
      'RG É OBRIGATÓRIO.',
      'NOME DA MÃE É OBRIGATÓRIO.',
      'EMAIL É OBRIGATÓRIO.',
      'CODIGO É OBRIGATÓRIO.',
      'CELULAR É OBRIGATÓRIO.',
      'COMO CONHECEU É OBRIGATÓRIO.',
    ]);
    const address = await call(
      'POST',
      '/paciente/cadastro',
      pacienteValido({ cep: null, logradouro: '', numero: null, bairro: null, cidade: null, estado: null, pais: null }),
    );
    expect(errorList(address, 400)).toEqual([
      'CEP É OBRIGATÓRIO.',
      'RUA É OBRIGATÓRIO.',
      'NÚMERO É OBRIGATÓRIO.',
      'BAIRRO É OBRIGATÓRIO.',
      'CIDADE É OBRIGATÓRIO.',
      'ESTADO É OBRIGATÓRIO.',
      'PAÍS É OBRIGATÓRIO.',
    ]);
    expect(errorList(await call('POST', '/paciente/cadastro', pacienteValido({ cpf: '123.456.789' })), 400)).toEqual(['CPF PRECISA TER 11 CARACTERES.']);
    expect(errorList(await call('POST', '/paciente/cadastro', pacienteValido({ cpf: '123.456.789-00' })), 400)).toEqual(['CPF INVÁLIDO.']);
    expect(errorList(await call('POST', '/paciente/cadastro', pacienteValido({ email: 'a@b' })), 400)).toEqual(['EMAIL INVÁLIDO.']);
    expect(res.json<{ mensagemDesenvolvedor: string }[]>()[0]!.mensagemDesenvolvedor).toBe('Campo inválido: nome');
  });

  it('foreigners need neither CPF, RG nor address; other dial codes need no address', async () => {
    const estrangeiro = await criar({
      estrangeiro: true,
      cpf: '999',
      rg: null,
      ddi: '351',
      celular: '912 345 678',
      cep: null,
      logradouro: null,
      cidade: 'Lisboa',
      pais: 'Portugal',
    });
    expect(estrangeiro).toMatchObject({ estrangeiro: true, cpf: null, rg: null, ddi: '351', celular: '912345678' });
    const ddi1 = await criar({
      ddi: '1',
      celular: '3055550142',
      cep: null,
      logradouro: null,
      numero: null,
      bairro: null,
      cidade: null,
      estado: null,
      pais: null,
    });
    expect(ddi1.cep).toBeNull();
  });

  it('payer block when the patient does not pay', async () => {
    const res = await call(
      'POST',
      '/paciente/cadastro',
      pacienteValido({ isResponsavelPeloPagamento: false, responsavelPagamento: { nome: ' ', cpf: '111.111.111-11' } }),
    );
    expect(errorList(res, 400)).toEqual([
      'NOME É OBRIGATÓRIO.',
      'CPF INVÁLIDO.',
      'CEP É OBRIGATÓRIO.',
      'RUA É OBRIGATÓRIO.',
      'NÚMERO É OBRIGATÓRIO.',
      'BAIRRO É OBRIGATÓRIO.',
      'CIDADE É OBRIGATÓRIO.',
      'ESTADO É OBRIGATÓRIO.',
      'PAÍS É OBRIGATÓRIO.',
    ]);
    const payerCpf = novoCpf();
    const payer = {
      nome: 'José  Pagador',
      cpf: payerCpf,
      telefone: '(11) 3333-4444',
      cep: '01310-100',
      logradouro: 'Rua A',
      numero: '1',
      bairro: 'B',
      cidade: 'C',
      estado: 'SP',
      pais: 'Brasil',
    };
    const ok = await criar({ isResponsavelPeloPagamento: false, responsavelPagamento: payer });
    expect(ok.responsavelPagamento).toMatchObject({ nome: 'José Pagador', cpf: payerCpf, telefone: '1133334444', cep: '01310100', email: null });
    // the payer's CPF may be anyone's (no duplicate check), and the payer is dropped when the patient pays
    const pays = await criar({ isResponsavelPeloPagamento: true, responsavelPagamento: { ...payer, cpf: ok.cpf } });
    expect(pays.responsavelPagamento).toBeNull();
  });

  it("refuses a CPF another patient holds: 400 'CPF JÁ EXISTE.'", async () => {
    const first = await criar();
    const before = await t.auditCount('PACIENTE_CRIADO');
    const dup = await call('POST', '/paciente/cadastro', pacienteValido({ cpf: first.cpf }));
    expect(errorList(dup, 400)).toEqual(['CPF JÁ EXISTE.']);
    expect(await t.auditCount('PACIENTE_CRIADO')).toBe(before);
  });

  it('two simultaneous creations with one CPF: one succeeds, the other is refused', async () => {
    const cpf = novoCpf();
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/paciente/cadastro', pacienteValido({ cpf }))));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(201);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json<{ mensagemUsuario: string }[]>()[0]!.mensagemUsuario).toBe('CPF JÁ EXISTE.');
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  });

  it('refuses unknown fields and a lookup id that does not exist', async () => {
    expect(expectErrorList(await call('POST', '/paciente/cadastro', pacienteValido({ admin: true })), 400)).toBe("O campo 'admin' não é permitido.");
    expect(expectErrorList(await call('POST', '/paciente/cadastro', pacienteValido({ pulseiraId: 99999999999 })), 400)).toBe(
      "O campo 'pulseiraId' é inválido.",
    );
    expect(expectErrorList(await call('POST', '/paciente/cadastro', pacienteValido({ pulseiraId: 999999 })), 400)).toBe(
      "Plano de saúde, pulseira ou opção de 'como conheceu' inexistente.",
    );
  });

  it('names the field of a schema refusal, so the form shows it under that field', async () => {
    const res = await call('POST', '/paciente/cadastro', pacienteValido({ profissao: 'x'.repeat(101), responsavelPagamento: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([expect.objectContaining({ mensagemUsuario: "O campo 'profissao' deve ter no máximo 100 caracteres.", campo: 'profissao' })]);
  });
});

describe('verificarPacienteCadastrado', () => {
  it('answers the id of the patient with the CPF, or 0 (JSON string, number or { cpf })', async () => {
    const p = await criar();
    const masked = `${p.cpf!.slice(0, 3)}.${p.cpf!.slice(3, 6)}.${p.cpf!.slice(6, 9)}-${p.cpf!.slice(9)}`;
    for (const body of [p.cpf!, { cpf: p.cpf! }, { cpf: masked }]) {
      const res = await call('POST', '/paciente/verificarPacienteCadastrado', body, recepcao);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBe(p.id);
    }
    expect((await call('POST', '/paciente/verificarPacienteCadastrado', novoCpf())).json()).toBe(0);
    expect((await call('POST', '/paciente/verificarPacienteCadastrado', { cpf: '123' })).json()).toBe(0);
    const asNumber = await t.app.inject({
      method: 'POST',
      url: '/api/gerenciar/paciente/verificarPacienteCadastrado',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: String(Number(p.cpf)),
    });
    expect(asNumber.json()).toBe(p.id);
  });
});

describe('editar', () => {
  it('saves the changes, bumps versao and writes the change history (newest first)', async () => {
    const p = await criar({ nome: 'Carla Mendes' });
    const pulseira = (await t.db.selectFrom('pulseira').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const before = await t.auditCount('PACIENTE_EDITADO');
    const res = await call('PUT', '/paciente/editar', { ...p, nome: 'Carla  Mendes Rocha', cidade: 'Campinas', pulseiraId: pulseira });
    expect(res.statusCode).toBe(200);
    const edited = res.json<Paciente>();
    expect(edited).toMatchObject({ nome: 'Carla Mendes Rocha', cidade: 'Campinas', versao: 2, usuarioAlteracao: 'Administrador' });
    expect(edited.auditorias.map((a) => a.descricao)).toEqual([
      `ALTERADO <<nome>> DE 'Carla Mendes' PARA 'Carla Mendes Rocha';ALTERADO <<pulseiraId>> DE vazio PARA [[${pulseira}]];ALTERADO <<cidade>> DE 'São Paulo' PARA 'Campinas'`,
      'CRIAÇÃO DO PACIENTE',
    ]);
    expect(await t.auditCount('PACIENTE_EDITADO')).toBe(before + 1);
    const listed = (await call('GET', `/paciente/listar/${p.id}`, undefined, recepcao)).json<Paciente>();
    expect(listed).toEqual(edited);
  });

  it('a stale versao → 409 with a clear message, nothing changes', async () => {
    const p = await criar({ nome: 'Bruno Lima' });
    const first = await call('PUT', '/paciente/editar', { ...p, nome: 'Bruno Lima Souza' });
    expect(first.statusCode).toBe(200);
    const stored = (await call('GET', `/paciente/listar/${p.id}`)).json<Paciente>();
    const stale = await call('PUT', '/paciente/editar', { ...p, nome: 'Bruno Outro', cidade: 'Recife' });
    expect(expectErrorList(stale, 409)).toBe('Este paciente foi alterado por outro usuário. Recarregue os dados antes de salvar.');
    expect((await call('GET', `/paciente/listar/${p.id}`)).json()).toEqual(stored);
  });

  it('validates as on creation: CPF of another patient, required fields; unknown id → 404', async () => {
    const a = await criar();
    const b = await criar();
    expect(errorList(await call('PUT', '/paciente/editar', { ...b, cpf: a.cpf }), 400)).toEqual(['CPF JÁ EXISTE.']);
    expect(errorList(await call('PUT', '/paciente/editar', { ...b, nome: '', nomeMae: null }), 400)).toEqual([
      'NOME É OBRIGATÓRIO.',
      'NOME DA MÃE É OBRIGATÓRIO.',
    ]);
    // its own CPF is fine, and an unchanged save writes no history line
    const same = await call('PUT', '/paciente/editar', b);
    expect(same.statusCode).toBe(200);
    expect(same.json<Paciente>().auditorias).toHaveLength(1);
    expect(expectErrorList(await call('PUT', '/paciente/editar', { ...b, id: 99999999, versao: 1 }), 404)).toBe('Paciente não encontrado.');
    expect(expectErrorList(await call('PUT', '/paciente/editar', { nome: 'x' }), 400)).toBe("O campo 'id' é obrigatório.");
  });

  it('ativarDesativarPaciente toggles or sets ativo, with a history line', async () => {
    const p = await criar();
    const off = await call('POST', `/paciente/ativarDesativarPaciente/${p.id}`, {});
    expect(off.json<Paciente>()).toMatchObject({ ativo: false, versao: 2 });
    const set = await call('POST', `/paciente/ativarDesativarPaciente/${p.id}`, { ativo: true });
    expect(set.json<Paciente>()).toMatchObject({ ativo: true, versao: 3 });
    expect(set.json<Paciente>().auditorias.map((a) => a.descricao)).toEqual([
      "ALTERADO <<ativo>> DE 'false' PARA 'true'",
      "ALTERADO <<ativo>> DE 'true' PARA 'false'",
      'CRIAÇÃO DO PACIENTE',
    ]);
    expect(expectErrorList(await call('POST', '/paciente/ativarDesativarPaciente/99999999'), 404)).toBe('Paciente não encontrado.');
  });
});

describe('pesquisar', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (const nome of ['Zuleica Araújo Brandão', 'ZULEICA ARAUJO', 'Zuléica Mônica', 'Zuleica Brandao Neves']) ids.push((await criar({ nome })).id);
  });

  type Page = { content: PacienteResumo[]; totalElements: number; page: number; size: number };

  it('finds a name fragment ignoring accents and case, paged with totals', async () => {
    const res = await call('POST', '/paciente/pesquisar', { nome: 'zuleica' }, admin, { page: '0', size: '3' });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page).toMatchObject({ totalElements: 4, page: 0, size: 3 });
    expect(page.content.map((p) => p.nome)).toEqual(['ZULEICA ARAUJO', 'Zuleica Araújo Brandão', 'Zuleica Brandao Neves']);
    const second = (await call('POST', '/paciente/pesquisar', { nome: 'zuleica' }, admin, { page: '1', size: '3' })).json<Page>();
    expect(second.content.map((p) => p.nome)).toEqual(['Zuléica Mônica']);
    expect((await call('POST', '/paciente/pesquisar', { nome: 'ZULEICA ARAÚJO' })).json<Page>().totalElements).toBe(2);
    expect((await call('POST', '/paciente/pesquisar', { nome: 'araujo brandao' })).json<Page>().totalElements).toBe(1);
    expect((await call('POST', '/paciente/pesquisar', { nome: '%' })).json<Page>().totalElements).toBe(0);
  });

  it('filters by CPF (exact or prefix) and by ativo; no body lists everything', async () => {
    const p = (await call('GET', `/paciente/listar/${ids[0]}`)).json<Paciente>();
    const exact = (await call('POST', '/paciente/pesquisar', { cpf: p.cpf })).json<Page>();
    expect(exact.content.map((r) => r.id)).toEqual([p.id]);
    const prefix = (await call('POST', '/paciente/pesquisar', { cpf: p.cpf!.slice(0, 7), nome: 'zuleica' })).json<Page>();
    expect(prefix.content.map((r) => r.id)).toContain(p.id);
    await call('POST', `/paciente/ativarDesativarPaciente/${ids[1]}`, { ativo: false });
    expect((await call('POST', '/paciente/pesquisar', { nome: 'zuleica', ativo: true })).json<Page>().totalElements).toBe(3);
    expect((await call('POST', '/paciente/pesquisar', { nome: 'zuleica', ativo: false })).json<Page>().totalElements).toBe(1);
    const all = await t.app.inject({ method: 'POST', url: '/api/gerenciar/paciente/pesquisar', headers: bearer(admin) });
    expect(all.json<Page>()).toMatchObject({ page: 0, size: 20 });
    expect(all.json<Page>().totalElements).toBeGreaterThanOrEqual(40); // the demo patients
    expect(expectErrorList(await call('POST', '/paciente/pesquisar', {}, admin, { size: '500' }), 400)).toBe('O tamanho da página deve estar entre 1 e 100.');
  });

  it('pesquisar/{name}: active patients whose name contains the text', async () => {
    const res = await call('GET', `/paciente/pesquisar/${encodeURIComponent('zuléica')}`, undefined, recepcao);
    expect(res.statusCode).toBe(200);
    // ids[1] was deactivated above
    expect(
      res
        .json<PacienteResumo[]>()
        .map((r) => r.id)
        .sort(),
    ).toEqual([ids[0], ids[2], ids[3]].sort());
  });
});

describe('pesquisar: many matches, short fragments', () => {
  type Page = { content: PacienteResumo[]; totalElements: number; totalEstimado: boolean };
  const fold = (nome: string) => nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const byFolded = (a: string, b: string) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0);
  const nomes = [...Array.from({ length: CONTAGEM_EXATA_ATE + 2 }, (_, i) => `Quitéria Xisto ${i}`), 'Amanda Quitéria Lobo', 'Álvaro Quiteria', 'Bruna Qzeta'];
  beforeAll(async () => {
    const ids = await lookupIds(t.db);
    let base = 880_000_000 + (process.pid % 1000) * 10_000;
    const random = () => 0.5;
    const rows = nomes.map((nome) => ({ ...syntheticPaciente(random, String(++base), ids, 'teste'), nome }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('paciente')
        .values(rows.slice(i, i + 500))
        .execute();
  });

  it('over 1,000 matches: the total is a lower bound, the pages follow the folded name order', async () => {
    const expected = nomes.filter((n) => fold(n).includes('quiteria')).sort(byFolded);
    const first = (await call('POST', '/paciente/pesquisar', { nome: 'QUITÉRIA' }, admin, { page: '0', size: '20' })).json<Page>();
    expect(first).toMatchObject({ totalElements: CONTAGEM_EXATA_ATE + 1, totalEstimado: true });
    // the names that hold the fragment further in ('Amanda…', 'Álvaro…') come in their place among those that begin with it
    expect(first.content.map((p) => p.nome)).toEqual(expected.slice(0, 20));
    const third = (await call('POST', '/paciente/pesquisar', { nome: 'quiteria' }, admin, { page: '2', size: '20' })).json<Page>();
    expect(third.content.map((p) => p.nome)).toEqual(expected.slice(40, 60));
    // a page past every name that begins with it: the rest, in order
    const last = (await call('POST', '/paciente/pesquisar', { nome: 'quiteria' }, admin, { page: '10', size: '100' })).json<Page>();
    expect(last.content.map((p) => p.nome)).toEqual(expected.slice(1000, 1100));
    // across words: the junction table finds them, the pages still follow the name order
    const junction = nomes.filter((n) => fold(n).includes('ria xisto 1')).sort(byFolded);
    const across = (await call('POST', '/paciente/pesquisar', { nome: 'ria xisto 1' }, admin, { page: '1', size: '20' })).json<Page>();
    expect(across).toMatchObject({ totalElements: junction.length, totalEstimado: false });
    expect(across.content.map((p) => p.nome)).toEqual(junction.slice(20, 40));
    const acrossAll = (await call('POST', '/paciente/pesquisar', { nome: 'ria xis' }, admin, { page: '0', size: '20' })).json<Page>();
    expect(acrossAll).toMatchObject({ totalElements: CONTAGEM_EXATA_ATE + 1, totalEstimado: true });
    const acrossExpected = nomes.filter((n) => fold(n).includes('ria xis')).sort(byFolded);
    expect(acrossAll.content.map((p) => p.nome)).toEqual(acrossExpected.slice(0, 20));
    const acrossLater = (await call('POST', '/paciente/pesquisar', { nome: 'ria xis' }, admin, { page: '7', size: '100' })).json<Page>();
    expect(acrossLater.content.map((p) => p.nome)).toEqual(acrossExpected.slice(700, 800));
    const few = (await call('POST', '/paciente/pesquisar', { nome: 'xisto 99' })).json<Page>();
    expect(few).toMatchObject({ totalElements: 11, totalEstimado: false });
  });

  it('one or two characters match the start of a word; three or more, anywhere', async () => {
    const names = async (nome: string) => (await call('POST', '/paciente/pesquisar', { nome }, admin, { size: '100' })).json<Page>().content.map((p) => p.nome);
    expect(await names('qz')).toContain('Bruna Qzeta');
    expect(await names('ze')).not.toContain('Bruna Qzeta');
    expect(await names('zet')).toContain('Bruna Qzeta');
    const byName = (await call('GET', `/paciente/pesquisar/${encodeURIComponent('álv')}`, undefined, recepcao)).json<PacienteResumo[]>();
    expect(byName.map((p) => p.nome)).toContain('Álvaro Quiteria');
  });
});

describe('pesquisar: fragments across words', () => {
  type Page = { content: PacienteResumo[]; totalElements: number; totalEstimado: boolean };
  type Linha = { id: number; nome: string; cpf: string | null; ativo: boolean };
  const fold = (nome: string) => nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const nomes = [
    'Patrícia Rocha Vaz',
    'Letícia Romão Teles',
    'Márcia Rosa da Silva',
    'Ana Patrícia Rolim',
    'Patrícia Romero',
    'Joana da Souza Lins',
    'Vera da Costa Silva',
    'Zenaide Borges Leal Quaresma',
    'Zenaide Quaresma Leal Borges',
    'Garcia Roberta Nunes',
    'Lúcia Ramos Garcia Rodrigues',
  ];
  let linhas: Linha[] = [];
  beforeAll(async () => {
    const ids = await lookupIds(t.db);
    let base = 890_000_000 + (process.pid % 1000) * 10_000;
    const rows = nomes.map((nome) => ({ ...syntheticPaciente(() => 0.5, String(++base), ids, 'teste'), nome }));
    const inseridos = await t.db.insertInto('paciente').values(rows).returning(['id', 'nome']).execute();
    const inativo = inseridos.find((r) => r.nome === 'Letícia Romão Teles')!.id;
    await t.db.updateTable('paciente').set({ ativo: false }).where('id', '=', inativo).execute();
    linhas = await t.db.selectFrom('paciente').select(['id', 'nome', 'cpf', 'ativo']).execute();
  });

  /** The reference: every patient read and filtered here, in the folded name's byte order, then id. */
  const esperado = (fragment: string, keep: (p: Linha) => boolean = () => true) =>
    linhas
      .filter((p) => fold(p.nome).includes(fold(fragment)) && keep(p))
      .sort((a, b) => Buffer.compare(Buffer.from(fold(a.nome)), Buffer.from(fold(b.nome))) || a.id - b.id)
      .map((p) => p.nome);
  const pesquisar = async (filtro: { nome: string; ativo?: boolean; cpf?: string }) => {
    const res = await call('POST', '/paciente/pesquisar', filtro, admin, { size: '100' });
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    return { nomes: page.content.map((p) => p.nome), total: page.totalElements };
  };

  it.each([
    ['cia ro', ['Ana Patrícia Rolim', 'Letícia Romão Teles', 'Márcia Rosa da Silva', 'Patrícia Rocha Vaz', 'Patrícia Romero']],
    // longer than 3 on one side: the junction "cia ro" also holds "rcia ro", which the name check leaves out
    ['ícia ro', ['Ana Patrícia Rolim', 'Letícia Romão Teles', 'Patrícia Rocha Vaz', 'Patrícia Romero']],
    ['tricia roc', ['Patrícia Rocha Vaz']],
    ['CIA ROMERO', ['Patrícia Romero']],
    // two spaces: both junctions are asked for
    ['a da s', ['Joana da Souza Lins', 'Márcia Rosa da Silva']],
    // only the third junction of the name
    ['leal quar', ['Zenaide Borges Leal Quaresma']],
    ['garcia ro', ['Garcia Roberta Nunes', 'Lúcia Ramos Garcia Rodrigues']],
    ['a ro', ['Ana Patrícia Rolim', 'Márcia Rosa da Silva', 'Patrícia Rocha Vaz', 'Patrícia Romero']],
  ])('%s: the names that hold it, in name order, with the total', async (fragment, includes) => {
    const expected = esperado(fragment);
    expect(expected).toEqual(expect.arrayContaining(includes));
    const found = await pesquisar({ nome: fragment });
    expect(found.nomes).toEqual(expected.slice(0, 100));
    expect(found.total).toBe(expected.length);
    const ativos = await pesquisar({ nome: fragment, ativo: true });
    expect(ativos.nomes).toEqual(esperado(fragment, (p) => p.ativo).slice(0, 100));
    expect(ativos.total).toBe(esperado(fragment, (p) => p.ativo).length);
  });

  it('inactive patients alone; with a CPF; pesquisar/{name}', async () => {
    expect((await pesquisar({ nome: 'cia ro', ativo: false })).nomes).toEqual(['Letícia Romão Teles']);
    const rocha = linhas.find((p) => p.nome === 'Patrícia Rocha Vaz')!;
    expect((await pesquisar({ nome: 'cia ro', cpf: rocha.cpf! })).nomes).toEqual(['Patrícia Rocha Vaz']);
    expect((await pesquisar({ nome: 'cia ro', cpf: rocha.cpf!.slice(0, 3) })).nomes).toEqual(
      esperado('cia ro', (p) => p.cpf?.startsWith(rocha.cpf!.slice(0, 3)) ?? false),
    );
    expect((await pesquisar({ nome: 'a da s', cpf: rocha.cpf! })).total).toBe(0);
    const byName = (await call('GET', `/paciente/pesquisar/${encodeURIComponent('ícia  ro')}`, undefined, recepcao)).json<PacienteResumo[]>();
    expect(byName.map((p) => p.nome)).toEqual(esperado('ícia ro', (p) => p.ativo));
  });

  it('a renamed patient is found under the new name and no longer under the old one; a deactivated one among the inactive', async () => {
    const ids = await lookupIds(t.db);
    const row = { ...syntheticPaciente(() => 0.5, String(891_000_000 + (process.pid % 1000)), ids, 'teste'), nome: 'Olívia Quintas Xavier' };
    const { id } = await t.db.insertInto('paciente').values(row).returning('id').executeTakeFirstOrThrow();
    expect((await pesquisar({ nome: 'via quin' })).nomes).toEqual(['Olívia Quintas Xavier']);
    await t.db.updateTable('paciente').set({ nome: 'Olívia Xavier Quintas' }).where('id', '=', id).execute();
    expect((await pesquisar({ nome: 'via quin' })).total).toBe(0);
    expect((await pesquisar({ nome: 'ier quin' })).nomes).toEqual(['Olívia Xavier Quintas']);
    await t.db.updateTable('paciente').set({ ativo: false }).where('id', '=', id).execute();
    expect((await pesquisar({ nome: 'ier quin', ativo: true })).total).toBe(0);
    expect((await pesquisar({ nome: 'ier quin', ativo: false })).nomes).toEqual(['Olívia Xavier Quintas']);
  });

  it('the migration fills the junctions of the patients already registered (undone, then done again)', async () => {
    // later migrations are undone (newest first) and done again with it
    const undone = await t.database.migrate('0021-paciente-busca-resto');
    expect(undone.at(-1)).toBe('0022-paciente-juncao');
    expect(await t.database.migrate()).toEqual([...undone].reverse());
    const found = await pesquisar({ nome: 'cia ro' });
    expect(found.nomes).toEqual(esperado('cia ro'));
    expect(found.nomes.length).toBeGreaterThan(3);
  });
});

describe('permissions', () => {
  it('reads need ROLE_PACIENTES or ROLE_AGENDAMENTOS; creating needs ROLE_PACIENTES and CRIAR_NOVO_PACIENTE', async () => {
    const estoque = await t.login('estoque@clinica.dev');
    const financeiro = await t.login('financeiro@clinica.dev');
    for (const token of [estoque, financeiro]) {
      expect(expectErrorList(await call('POST', '/paciente/pesquisar', {}, token), 403)).toBe('Usuário sem permissão para esta operação.');
      expect(expectErrorList(await call('POST', '/paciente/cadastro', pacienteValido(), token), 403)).toBe('Usuário sem permissão para esta operação.');
      expect(expectErrorList(await call('GET', '/planoSaude/listarPlanoSaude', undefined, token), 403)).toBe('Usuário sem permissão para esta operação.');
    }
    // the doctor reads and edits patients but may not create them (no CRIAR_NOVO_PACIENTE)
    const medico = await t.login('medico@clinica.dev');
    expect((await call('POST', '/paciente/pesquisar', {}, medico)).statusCode).toBe(200);
    expect(expectErrorList(await call('POST', '/paciente/cadastro', pacienteValido(), medico), 403)).toBe('Usuário sem permissão para esta operação.');
    const agendaOnly = await t.createUser(['ROLE_AGENDAMENTOS']);
    expect((await call('GET', '/paciente/listarPulseiras', undefined, agendaOnly.token)).statusCode).toBe(200);
    expect(expectErrorList(await call('PUT', '/paciente/editar', { id: 1, versao: 1 }, agendaOnly.token), 403)).toBe(
      'Usuário sem permissão para esta operação.',
    );
    expect(expectErrorList(await call('POST', '/paciente/cadastroPulseiras', { tipo: 'Y', cor: '#000000' }, agendaOnly.token), 403)).toBe(
      'Usuário sem permissão para esta operação.',
    );
    const config = await t.createUser(['ROLE_CONFIGURACOES']);
    expect((await call('POST', '/paciente/cadastroPulseiras', { tipo: 'Config', cor: '#000000' }, config.token)).statusCode).toBe(201);
  });
});

describe('audit', () => {
  /** The patient's rows in the audit trail (auditoria), oldest first. */
  const trilha = (id: number) =>
    t.db
      .selectFrom('auditoria')
      .select(['acao', 'usuario_nome', 'detalhes'])
      .where('entidade', '=', 'paciente')
      .where('entidade_id', '=', String(id))
      .orderBy('id')
      .execute();

  it('records exactly one audit row per write (the history line is part of the record)', async () => {
    const p = await criar();
    expect(await trilha(p.id)).toEqual([{ acao: 'PACIENTE_CRIADO', usuario_nome: expect.any(String), detalhes: { nome: p.nome } }]);
    const edited = (await call('PUT', '/paciente/editar', { ...p, cidade: 'Recife' })).json<Paciente>();
    await call('POST', `/paciente/ativarDesativarPaciente/${p.id}`, {});
    expect((await trilha(p.id)).map((r) => r.acao)).toEqual(['PACIENTE_CRIADO', 'PACIENTE_EDITADO', 'PACIENTE_DESATIVADO']);
    // each names the patient: the per-patient access report (GET /auditoria/paciente/{id}) reads it
    const pacientes = await t.db
      .selectFrom('auditoria')
      .select('paciente_id')
      .where('entidade', '=', 'paciente')
      .where('entidade_id', '=', String(p.id))
      .execute();
    expect(pacientes.map((r) => r.paciente_id)).toEqual([p.id, p.id, p.id]);
    expect((await trilha(p.id))[1]!.detalhes).toEqual({
      alteracoes: "ALTERADO <<cidade>> DE 'São Paulo' PARA 'Recife'",
      mudancas: [{ campo: 'cidade', antes: 'São Paulo', depois: 'Recife' }],
      versao: edited.versao,
    });
  });
});
