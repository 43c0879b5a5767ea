import { Type } from 'typebox';
import type { TypedApp } from '../http/typebox.js';
import { Nullable } from '../http/typebox.js';
import { searchByName } from '../paciente/paciente-busca.repository.js';
import { listProcedimentos } from '../procedimento/procedimento.repository.js';
import { ESTOQUE_MOVE, TAGS } from './estoque.schemas.js';

const LIMITE = 20;

/**
 * What an exit used on a patient names (spec 01 §7, lancarSaidaEstoque's pacienteId and procedimentoId),
 * for the stock clerk, who holds no patients' or appointments' role: active patients by name and the
 * procedures, each with only what picking it needs (never the patient's documents or contacts).
 */
export function estoqueReferenciasRoutes(app: TypedApp): void {
  app.get(
    '/gerenciar/estoque/pacientes',
    {
      config: { access: ESTOQUE_MOVE },
      schema: {
        tags: TAGS,
        summary: `Pacientes ativos cujo nome contém o texto (até ${LIMITE}), para a saída usada num paciente`,
        querystring: Type.Object({ nome: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), nascimento: Nullable(Type.String({ description: "'YYYY-MM-DD'" })) })),
        },
      },
    },
    async (request) =>
      (await searchByName(app.deps.db, request.query.nome, LIMITE)).map((paciente) => ({
        id: paciente.id,
        nome: paciente.nome,
        nascimento: paciente.nascimento,
      })),
  );

  app.get(
    '/gerenciar/estoque/procedimentos',
    {
      config: { access: ESTOQUE_MOVE },
      schema: {
        tags: TAGS,
        summary: 'Procedimentos (id, nome, ativo), para a saída usada num paciente',
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String(), ativo: Type.Boolean() })) },
      },
    },
    async () => (await listProcedimentos(app.deps.db)).map((procedimento) => ({ id: procedimento.id, nome: procedimento.nome, ativo: procedimento.ativo })),
  );
}
