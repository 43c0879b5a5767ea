import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { apiCaller, createTestApp, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay, diaBr } from '../time/clinic-time.js';

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
const hoje = clinicDay(new Date());
const validade = addDays(hoje, 40);

async function produtoComMovimentos(): Promise<{ id: number; nome: string; loteId: number }> {
  const unidade = (await call('POST', '/cadastroUnidadeMedida', { descricao: `ampola ${Date.now()}` })).json<{ codigo: number }>().codigo;
  const nome = `Export "teste" ${Date.now()}`;
  const id = (await call('POST', '/cadastro', { nomeProduto: nome, codigoUnidadeMedida: unidade })).json<{ id: number }>().id;
  const loteId = (await call('POST', '/lancarEntradaEstoque', { produtoId: id, quantidade: 10, lote: '=EXP1', validade })).json<{ loteId: number }>().loteId;
  expect((await call('POST', '/lancarSaidaEstoque', { produtoId: id, quantidade: 3, observacao: 'aplicação' })).statusCode).toBe(201);
  return { id, nome, loteId };
}

describe('exporting the movements', () => {
  it('CSV: a header, one line per movement oldest first, signed quantities, Brazilian dates, cells safe for Excel', async () => {
    const p = await produtoComMovimentos();
    const res = await call('POST', '/exportMovimentacao?tipoExport=CSV', { produtoId: p.id, dataInicio: hoje, dataFim: hoje });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="movimentacoes-estoque-${hoje}-a-${hoje}.csv"`);
    const linhas = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(linhas[0]).toBe('Data e hora;Tipo;Produto;Unidade;Quantidade;Lote;Validade;Fabricante;Setor;Paciente;Procedimento;Usuário;Observação');
    expect(linhas).toHaveLength(3);
    const [entrada, saida] = linhas.slice(1).map((l) => l.split(';'));
    expect(entrada![0]).toMatch(new RegExp(`^${diaBr(hoje)} \\d\\d:\\d\\d:\\d\\d$`));
    // quotes doubled inside a quoted cell; a text that Excel would run as a formula gets an apostrophe
    expect(entrada!.slice(1, 7)).toEqual(['Entrada', `"${p.nome.replace(/"/g, '""')}"`, expect.stringMatching(/^ampola /), '10', "'=EXP1", diaBr(validade)]);
    expect(saida!.slice(1, 5)).toEqual(['Saída', expect.any(String), expect.any(String), '-3']);
    expect(saida).toContain('aplicação');
    expect(linhas[2]).toContain(diaBr(validade));
  });

  it('XLSX: the same rows with numbers and dates, read back by a spreadsheet library; a period with thousands of rows comes whole', async () => {
    const p = await produtoComMovimentos();
    // many rows at once, straight into the table (the export reads in batches of 2,000)
    await t.db
      .insertInto('estoque_movimentacao')
      .values(Array.from({ length: 4500 }, () => ({ tipo: 'ENTRADA' as const, produto_id: p.id, lote_id: p.loteId, quantidade: 1, usuario_nome: 'Carga' })))
      .execute();
    const res = await call('POST', '/exportMovimentacao?tipoExport=XLSX', { produtoId: p.id });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Movimentações')!;
    expect(sheet.rowCount).toBe(1 + 2 + 4500);
    expect(sheet.getRow(1).getCell(3).value).toBe('Produto');
    const saida = sheet.getRow(3);
    expect(saida.getCell(2).value).toBe('Saída');
    expect(saida.getCell(3).value).toBe(p.nome);
    expect(saida.getCell(5).value).toBe(-3);
    expect((saida.getCell(7).value as Date).toISOString().slice(0, 10)).toBe(validade);
    expect(saida.getCell(1).value).toBeInstanceOf(Date);
  });

  it('refuses an unknown format and a period that ends before it starts; other roles get 403', async () => {
    expect((await call('POST', '/exportMovimentacao?tipoExport=PDF', {})).statusCode).toBe(400);
    expect((await call('POST', '/exportMovimentacao?tipoExport=CSV', { dataInicio: hoje, dataFim: addDays(hoje, -1) })).statusCode).toBe(400);
    const recepcao = await t.login('recepcao@clinica.dev');
    expect((await call('POST', '/exportMovimentacao?tipoExport=CSV', {}, recepcao)).statusCode).toBe(403);
  });
});
