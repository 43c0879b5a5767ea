import { Type } from 'typebox';
import { StringEnum, type TypedApp } from '../http/typebox.js';

/** Finance, settings and the patient record's quotes tab read the statuses. */
export const STATUS_ORCAMENTO_READ = 'ROLE_FINANCEIRO || ROLE_CONFIGURACOES || ROLE_PACIENTES';

/**
 * The quote statuses (spec 02 §3 Quote form: status default PENDENTE; §4: PENDENTE → APROVADO when a
 * payment proposal is approved). CANCELADO is not named by the spec's states: the permission
 * CANCELAR_ORCAMENTOS (spec 02 §6) is what says a quote can be cancelled.
 */
export const STATUS_ORCAMENTO = [
  { codigo: 'PENDENTE', descricao: 'Pendente' },
  { codigo: 'APROVADO', descricao: 'Aprovado' },
  { codigo: 'CANCELADO', descricao: 'Cancelado' },
] as const;

const statusSchema = Type.Object({
  codigo: StringEnum(STATUS_ORCAMENTO.map((s) => s.codigo)),
  descricao: Type.String({ description: 'para mostrar, em português' }),
});

/** GET /gerenciar/orcamento/listarStatusOrcamento (spec 01 §7, Configuration). */
export function orcamentoStatusRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/orcamento/listarStatusOrcamento',
    {
      config: { access: STATUS_ORCAMENTO_READ },
      schema: {
        tags: ['Orçamentos'],
        summary: 'Status de orçamento: [{ codigo, descricao }], na ordem do ciclo',
        response: { 200: Type.Array(statusSchema) },
      },
    },
    () => STATUS_ORCAMENTO.map((status) => ({ ...status })),
  );
}
