import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { gtin14 } from './gtin.js';

let t: TestApp;
let estoque: string;
beforeAll(async () => {
  t = await createTestApp();
  estoque = await t.login('estoque@clinica.dev');
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(
  () => t,
  'gerenciar/estoque',
  () => estoque,
);
let seq = 0;
const unico = (nome: string) => `${nome} ${++seq} ${Date.now()}`;

/** A valid GTIN-13 of its own for each test run (the check digit computed). */
function novoGtin13(): string {
  const base = `789${String(Date.now() % 1_000_000_000).padStart(9, '0')}`;
  for (let digito = 0; digito <= 9; digito++) if (gtin14(base + digito)) return base + digito;
  throw new Error('unreachable');
}

describe('gtin14', () => {
  it('pads GTIN-8/12/13 to 14 digits and refuses a wrong check digit or length', () => {
    expect(gtin14('4006381333931')).toBe('04006381333931');
    expect(gtin14('04006381333931')).toBe('04006381333931');
    expect(gtin14('96385074')).toBe('00000096385074');
    expect(gtin14('4006381333932')).toBeUndefined();
    expect(gtin14('123')).toBeUndefined();
    expect(gtin14('abcdefghijklm')).toBeUndefined();
  });
});

describe("a stock product's GTIN (scan the box)", () => {
  it('is saved as 14 digits, kept when an edit leaves it out, cleared with null; a wrong one or one taken is refused on its field', async () => {
    const unidade = (await call('POST', '/cadastroUnidadeMedida', { descricao: unico('caixa') })).json<{ codigo: number }>().codigo;
    const gtin = novoGtin13();
    const criado = await call('POST', '/cadastro', { nomeProduto: unico('Preenchedor'), codigoUnidadeMedida: unidade, gtin });
    expect(criado.statusCode).toBe(200);
    const p = criado.json<{ id: number; nomeProduto: string; gtin: string | null; versao: number }>();
    expect(p.gtin).toBe(`0${gtin}`);

    const editado = await call('POST', '/cadastro', { id: p.id, versao: p.versao, nomeProduto: p.nomeProduto, codigoUnidadeMedida: unidade, estoqueMinimo: 0 });
    expect(editado.json()).toMatchObject({ gtin: `0${gtin}`, versao: p.versao + 1 });

    const outro = await call('POST', '/cadastro', { nomeProduto: unico('Preenchedor'), codigoUnidadeMedida: unidade, gtin: `0${gtin}` });
    expect(outro.statusCode).toBe(409);
    expect(outro.json<{ campo: string; mensagemUsuario: string }[]>()).toEqual([
      expect.objectContaining({ campo: 'gtin', mensagemUsuario: 'Já existe um produto com este GTIN.' }),
    ]);

    const errado = await call('POST', '/cadastro', { nomeProduto: unico('Preenchedor'), codigoUnidadeMedida: unidade, gtin: '7891234567890' });
    expect(expectErrorList(errado, 400)).toBe('GTIN inválido: confira os dígitos da embalagem.');
    expect(errado.json<{ campo: string }[]>()[0]!.campo).toBe('gtin');

    const limpo = await call('POST', '/cadastro', { id: p.id, versao: p.versao + 1, nomeProduto: p.nomeProduto, codigoUnidadeMedida: unidade, gtin: null });
    expect(limpo.json()).toMatchObject({ gtin: null });
    // free again: another product may take it
    expect((await call('POST', '/cadastro', { nomeProduto: unico('Preenchedor'), codigoUnidadeMedida: unidade, gtin })).statusCode).toBe(200);
  });
});

describe('patients and procedures for an exit used on a patient', () => {
  it('answers the stock clerk active patients by name with id, name and birth date only, and the procedures; refuses anyone without the stock role', async () => {
    const paciente = await t.db.selectFrom('paciente').select(['id', 'nome']).where('ativo', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const achados = await call('GET', `/pacientes?nome=${encodeURIComponent(paciente.nome)}`);
    expect(achados.statusCode).toBe(200);
    const lista = achados.json<Record<string, unknown>[]>();
    expect(lista.map((p) => p.id)).toContain(paciente.id);
    for (const p of lista) expect(Object.keys(p).sort()).toEqual(['id', 'nascimento', 'nome']);

    const procedimentos = await call('GET', '/procedimentos');
    expect(procedimentos.statusCode).toBe(200);
    for (const p of procedimentos.json<Record<string, unknown>[]>()) expect(Object.keys(p).sort()).toEqual(['ativo', 'id', 'nome']);

    const outro = await t.createUser(['ROLE_FINANCEIRO']);
    expect((await call('GET', '/pacientes?nome=a', undefined, outro.token)).statusCode).toBe(403);
    expect((await call('GET', '/procedimentos', undefined, outro.token)).statusCode).toBe(403);
  });
});
