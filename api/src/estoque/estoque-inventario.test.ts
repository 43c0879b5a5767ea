import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiCaller, createTestApp, expectErrorList, type TestApp } from '../test-support/test-app.js';
import { addDays, clinicDay } from '../time/clinic-time.js';

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
const validade = addDays(clinicDay(new Date()), 60);

async function produto(minimo = 0): Promise<number> {
  const unidade = (await call('POST', '/cadastroUnidadeMedida', { descricao: `seringa ${Date.now()} ${Math.random()}` })).json<{ codigo: number }>().codigo;
  return (
    await call('POST', '/cadastro', { nomeProduto: `Preenchedor ${Date.now()} ${Math.random()}`, codigoUnidadeMedida: unidade, estoqueMinimo: minimo })
  ).json<{ id: number }>().id;
}
const entrada = async (produtoId: number, quantidade: number, lote: string) =>
  (await call('POST', '/lancarEntradaEstoque', { produtoId, quantidade, lote, validade })).json<{ loteId: number }>().loteId;
const saldos = async (produtoId: number) =>
  (await call('GET', `/listarInventario?id=${produtoId}`)).json<
    { totalEstoque: number; abaixoEstoque: boolean; lotes: { lote: string; saldo: number }[] }[]
  >()[0]!;

describe('stocktake', () => {
  it('turns each counted difference into an audited AJUSTE with the reason; equal counts change nothing', async () => {
    const p = await produto(5);
    const a = await entrada(p, 6, 'INV-A');
    const b = await entrada(p, 4, 'INV-B');
    const res = await call('POST', '/ajustarInventario', {
      motivo: 'Contagem mensal: ampola quebrada',
      contagens: [
        { loteId: a, quantidadeContada: 5 },
        { loteId: b, quantidadeContada: 4 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ajustes: [{ loteId: a, lote: 'INV-A', antes: 6, contado: 5, diferenca: -1 }] });
    const depois = await saldos(p);
    expect(depois.totalEstoque).toBe(9);
    expect(depois.lotes.map((l) => [l.lote, l.saldo])).toEqual([
      ['INV-A', 5],
      ['INV-B', 4],
    ]);
    const ajuste = await t.db
      .selectFrom('estoque_movimentacao')
      .select(['tipo', 'quantidade', 'observacao', 'usuario_nome'])
      .where('lote_id', '=', a)
      .where('tipo', '=', 'AJUSTE')
      .execute();
    expect(ajuste).toEqual([{ tipo: 'AJUSTE', quantidade: -1, observacao: 'Contagem mensal: ampola quebrada', usuario_nome: 'Estoque' }]);
    const audit = await t.db
      .selectFrom('auditoria')
      .select('detalhes')
      .where('acao', '=', 'ESTOQUE_INVENTARIO')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.detalhes).toMatchObject({ motivo: 'Contagem mensal: ampola quebrada', ajustes: 'INV-A: 6 → 5' });

    // counting down to zero below the minimum opens the low-stock alert in the same transaction
    await call('POST', '/ajustarInventario', {
      motivo: 'Vencidos descartados',
      contagens: [
        { loteId: a, quantidadeContada: 0 },
        { loteId: b, quantidadeContada: 0 },
      ],
    });
    expect((await saldos(p)).abaixoEstoque).toBe(true);
    expect(
      await t.db.selectFrom('notificacao').select('id').where('tipo', '=', 'ABAIXO_ESTOQUE').where('chave', '=', String(p)).where('lida', '=', false).execute(),
    ).toHaveLength(1);
  });

  it('refuses a count without a reason, an unknown lot, a lot counted twice and a negative count, changing nothing; needs EDITAR_ESTOQUE', async () => {
    const p = await produto();
    const a = await entrada(p, 3, 'REC-A');
    expect(expectErrorList(await call('POST', '/ajustarInventario', { motivo: ' ', contagens: [{ loteId: a, quantidadeContada: 1 }] }), 400)).toBe(
      'Informe o motivo do ajuste.',
    );
    expect(
      expectErrorList(
        await call('POST', '/ajustarInventario', {
          motivo: 'x',
          contagens: [
            { loteId: a, quantidadeContada: 1 },
            { loteId: 999999, quantidadeContada: 1 },
          ],
        }),
        400,
      ),
    ).toBe('Lote não encontrado.');
    expect(
      expectErrorList(
        await call('POST', '/ajustarInventario', {
          motivo: 'x',
          contagens: [
            { loteId: a, quantidadeContada: 1 },
            { loteId: a, quantidadeContada: 2 },
          ],
        }),
        400,
      ),
    ).toBe('O mesmo lote foi contado duas vezes.');
    expect((await call('POST', '/ajustarInventario', { motivo: 'x', contagens: [{ loteId: a, quantidadeContada: -1 }] })).statusCode).toBe(400);
    const semEditar = await t.createUser(['ROLE_ESTOQUE']);
    expect((await call('POST', '/ajustarInventario', { motivo: 'x', contagens: [{ loteId: a, quantidadeContada: 1 }] }, semEditar.token)).statusCode).toBe(403);
    expect((await saldos(p)).totalEstoque).toBe(3);
  });
});

describe('lot recall', () => {
  it('names the patients who received the lot, net of returns, with their phones, when, by whom and the procedure; the query is audited', async () => {
    const p = await produto();
    await entrada(p, 10, 'RCL-9');
    await entrada(p, 10, 'OUTRO');
    const pacientes = await t.db.selectFrom('paciente').select(['id', 'nome', 'celular']).orderBy('id').limit(3).execute();
    const sai = async (pacienteId: number, quantidade: number, lote: string) => {
      const loteId = (await t.db.selectFrom('estoque_lote').select('id').where('produto_id', '=', p).where('lote', '=', lote).executeTakeFirstOrThrow()).id;
      return (await call('POST', '/lancarSaidaEstoque', { produtoId: p, quantidade, loteId, pacienteId })).json<{ id: number }[]>()[0]!.id;
    };
    await sai(pacientes[0]!.id, 2, 'RCL-9');
    const devolvida = await sai(pacientes[1]!.id, 1, 'RCL-9');
    await call('POST', `/devolucao?idSaida=${devolvida}&quantidadeDevolucao=1`);
    await sai(pacientes[2]!.id, 1, 'OUTRO');

    const res = await call('GET', `/recall?produtoId=${p}&lote=rcl-9`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        saidaId: expect.any(Number),
        horario: expect.any(String),
        lote: 'RCL-9',
        quantidade: 2,
        paciente: expect.objectContaining({ id: pacientes[0]!.id, nome: pacientes[0]!.nome, celular: pacientes[0]!.celular }),
        procedimento: null,
        usuario: 'Estoque',
      },
    ]);
    expect(
      await t.db.selectFrom('auditoria').select('detalhes').where('acao', '=', 'ESTOQUE_RECALL_CONSULTADO').orderBy('id', 'desc').executeTakeFirstOrThrow(),
    ).toMatchObject({
      detalhes: { lote: 'rcl-9', pacientes: 1 },
    });
    const recepcao = await t.login('recepcao@clinica.dev');
    expect((await call('GET', `/recall?produtoId=${p}&lote=RCL-9`, undefined, recepcao)).statusCode).toBe(403);
  });
});
