import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transaction.js';
import { conferirAbaixoDoMinimo } from '../estoque/estoque-alertas.js';
import { produtoPorId } from '../estoque/estoque-produto.repository.js';
import { criarLote, movimentar } from '../estoque/estoque-movimentacao.repository.js';
import { addDays, clinicDay } from '../time/clinic-time.js';

export const DEMO_UNIDADES = ['Frasco', 'Seringa', 'Bisnaga', 'Caixa', 'Ampola'];
export const DEMO_FABRICANTES = ['Allergan', 'Galderma', 'Merz', 'Teoxane'];
export const DEMO_SETORES = ['Almoxarifado', 'Sala de procedimentos', 'Consultório 1'];

interface DemoLote {
  lote: string;
  /** days from today */
  validadeEm: number;
  fabricante: string;
  entra: number;
  /** taken out for a demo patient (and part of it returned) */
  sai?: { quantidade: number; devolve?: number };
}
interface DemoProduto {
  nome: string;
  unidade: string;
  minimo: number;
  descricao?: string;
  lotes: DemoLote[];
}

/**
 * A clinic's stock as a newcomer should see it: products with lots, one expiring next month, an exit
 * to a patient with a return. Nothing below its minimum and no lot inside the 6-day window: an open
 * stock alert would greet every holder of ROLE_ESTOQUE (the administrator too) with a toast on every
 * screen, over the controls the e2e specs click.
 */
export const DEMO_PRODUTOS: DemoProduto[] = [
  {
    nome: 'Toxina botulínica tipo A 100U',
    unidade: 'Frasco',
    minimo: 3,
    descricao: 'Manter entre 2 °C e 8 °C.',
    lotes: [
      { lote: 'C7193C3', validadeEm: 35, fabricante: 'Allergan', entra: 2, sai: { quantidade: 1 } },
      { lote: 'C8120A1', validadeEm: 200, fabricante: 'Allergan', entra: 6 },
    ],
  },
  {
    nome: 'Preenchedor de ácido hialurônico 1 ml',
    unidade: 'Seringa',
    minimo: 2,
    lotes: [{ lote: 'HA24-0917', validadeEm: 320, fabricante: 'Galderma', entra: 5, sai: { quantidade: 3, devolve: 1 } }],
  },
  { nome: 'Anestésico tópico lidocaína 4%', unidade: 'Bisnaga', minimo: 2, lotes: [{ lote: 'LD5521', validadeEm: 150, fabricante: 'Merz', entra: 6 }] },
  { nome: 'Luvas de procedimento M', unidade: 'Caixa', minimo: 3, lotes: [{ lote: 'LV-2026-11', validadeEm: 700, fabricante: 'Teoxane', entra: 4 }] },
];

/** Adds the demo stock once (when there is no product yet). Safe to run at every start. */
export async function seedEstoqueDemo(db: Db, today = new Date()): Promise<boolean> {
  if (await db.selectFrom('estoque_produto').select('id').limit(1).executeTakeFirst()) return false;
  const hoje = clinicDay(today);
  await inTransaction(db, async (trx) => {
    const codigos = async (tabela: 'estoque_unidade_medida' | 'estoque_fabricante' | 'estoque_setor', nomes: string[]) =>
      new Map(
        (
          await trx
            .insertInto(tabela)
            .values(nomes.map((descricao) => ({ descricao, usuario_cadastro: 'Sistema' })))
            .returning(['codigo', 'descricao'])
            .execute()
        ).map((r) => [r.descricao, r.codigo]),
      );
    const unidades = await codigos('estoque_unidade_medida', DEMO_UNIDADES);
    const fabricantes = await codigos('estoque_fabricante', DEMO_FABRICANTES);
    const setores = await codigos('estoque_setor', DEMO_SETORES);
    const paciente = await trx.selectFrom('paciente').select('id').where('ativo', '=', true).orderBy('id').executeTakeFirst();
    const usuario = { id: null, nome: 'Sistema' };

    for (const p of DEMO_PRODUTOS) {
      const { id: produtoId } = await trx
        .insertInto('estoque_produto')
        .values({
          nome_produto: p.nome,
          unidade_medida_codigo: unidades.get(p.unidade)!,
          estoque_minimo: p.minimo,
          descricao: p.descricao ?? null,
          usuario_cadastro: 'Sistema',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const l of p.lotes) {
        const loteId = await criarLote(trx, { produtoId, lote: l.lote, validade: addDays(hoje, l.validadeEm), fabricante: fabricantes.get(l.fabricante)! });
        await movimentar(trx, { tipo: 'ENTRADA', produtoId, loteId, quantidade: l.entra, setor: setores.get('Almoxarifado')!, observacao: null, usuario });
        if (!l.sai) continue;
        const saidaId = await movimentar(trx, {
          tipo: 'SAIDA',
          produtoId,
          loteId,
          quantidade: -l.sai.quantidade,
          setor: setores.get('Sala de procedimentos')!,
          pacienteId: paciente?.id ?? null,
          observacao: 'Aplicação no procedimento',
          usuario,
        });
        if (l.sai.devolve)
          await movimentar(trx, {
            tipo: 'DEVOLUCAO',
            produtoId,
            loteId,
            quantidade: l.sai.devolve,
            setor: null,
            pacienteId: paciente?.id ?? null,
            saidaId,
            observacao: null,
            usuario,
          });
      }
      await conferirAbaixoDoMinimo(trx, (await produtoPorId(trx, produtoId))!);
    }
    await trx
      .insertInto('auditoria')
      .values({ acao: 'SEED_DEMO', entidade: 'estoque_produto', entidade_id: String(DEMO_PRODUTOS.length), usuario_nome: 'Sistema' })
      .execute();
  });
  return true;
}
