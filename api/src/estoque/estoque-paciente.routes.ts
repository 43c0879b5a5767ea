import { Type } from 'typebox';
import { idParamsSchema } from '../http/schemas.js';
import { Nullable } from '../http/typebox.js';
import type { TypedApp } from '../http/typebox.js';
import { HISTORICO_AGENDAMENTO_READ } from '../paciente/historico-agendamento.routes.js';
import { saidasDoPaciente } from './estoque-paciente.repository.js';

const lotesQuerySchema = Type.Object(
  { procedimentoId: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'só o que foi usado neste procedimento' })) },
  { additionalProperties: false },
);

export const loteDoPacienteSchema = Type.Object({
  saidaId: Type.Integer(),
  horario: Type.String({ description: 'quando saiu, ISO 8601' }),
  produtoId: Type.Integer(),
  nomeProduto: Type.String(),
  unidade: Type.String(),
  lote: Type.String(),
  validade: Type.String({ description: "'YYYY-MM-DD'" }),
  quantidade: Type.Integer({ description: 'o que ficou com o paciente: a saída menos o que voltou' }),
  procedimento: Nullable(Type.Object({ id: Type.Integer(), nome: Type.String() })),
  usuario: Nullable(Type.String({ description: 'quem lançou a saída' })),
});

/**
 * Lot traceability in the patient's record: which lots of which products were used on the patient
 * (stock exits tied to them), read by whoever may read the record's Agendamentos tab, not only stock.
 */
export function estoquePacienteRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/paciente/:id/lotes',
    {
      config: { access: HISTORICO_AGENDAMENTO_READ },
      schema: {
        tags: ['Pacientes'],
        summary: 'Lotes de estoque usados no paciente (saídas ligadas a ele, menos as devoluções), o mais recente primeiro; opcionalmente de um procedimento',
        params: idParamsSchema,
        querystring: lotesQuerySchema,
        response: { 200: Type.Array(loteDoPacienteSchema) },
      },
    },
    async (request) => {
      const { procedimentoId } = request.query;
      const rows = await saidasDoPaciente(app.deps.db, Number(request.params.id), procedimentoId === undefined ? undefined : Number(procedimentoId));
      return rows
        .map((r) => ({
          saidaId: r.id,
          horario: new Date(r.horario).toISOString(),
          produtoId: r.produto_id,
          nomeProduto: r.nome_produto,
          unidade: r.unidade,
          lote: r.lote,
          validade: r.validade,
          quantidade: -r.quantidade - Number(r.devolvido ?? 0),
          procedimento: r.procedimento_id === null || r.procedimento_nome === null ? null : { id: r.procedimento_id, nome: r.procedimento_nome },
          usuario: r.usuario_nome,
        }))
        .filter((r) => r.quantidade > 0);
    },
  );
}
