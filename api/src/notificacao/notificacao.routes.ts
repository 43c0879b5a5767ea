import { inTransaction } from '../db/transaction.js';
import { naoFinalizados } from '../agendamento/agendamento.repository.js';
import { notFound } from '../errors/api-error.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { findMedico } from '../medico/medico.repository.js';
import { limparNotificacoes, marcarComoLida, naoLidas, notificar } from './notificacao.repository.js';
import { PAPEIS_DE_ALERTA } from './notificacao.message.js';
import { notificacaoListSchema, notificacaoSchema, quantidadeSchema } from './notificacao.schemas.js';

const TAGS = ['Notificações'];
const PROPRIO_OU_GESTOR = 'self || GERENCIAR_USUARIOS_DO_SISTEMA';

export const NOTIFICACAO_MSG = {
  naoEncontrada: 'Notificação não encontrada.',
  medicoNaoEncontrado: 'Médico não encontrado.',
} as const;

/** Spec 01 §7, Notifications (/gerenciar/notificacao); the live channel is notification-broker.ts. */
export function notificacaoRoutes(app: TypedApp): void {
  const db = app.deps.db;

  app.get(
    '/gerenciar/notificacao/naoLidas',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'As não lidas de quem chama: as suas e os alertas abertos dos papéis que tem',
        response: { 200: notificacaoListSchema },
      },
    },
    async (request) => {
      const user = request.auth!.user;
      return naoLidas(
        db,
        user.id,
        Object.values(PAPEIS_DE_ALERTA).filter((papel) => user.perfil.authorities.includes(papel)),
      );
    },
  );

  app.get(
    '/gerenciar/notificacao/marcarComoLida/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Marca como lida uma notificação de quem chama',
        params: idParamsSchema,
        response: { 200: notificacaoSchema },
      },
    },
    async (request) => {
      const lida = await marcarComoLida(db, request.auth!.user.id, Number(request.params.id));
      if (!lida) throw notFound(NOTIFICACAO_MSG.naoEncontrada, 'inexistente, de outro usuário, ou alerta de papel (só some no portal)');
      return lida;
    },
  );

  app.get(
    '/gerenciar/notificacao/medico/:id',
    {
      config: { access: PROPRIO_OU_GESTOR },
      schema: {
        tags: TAGS,
        summary: 'As notificações não lidas de um usuário (médico)',
        params: idParamsSchema,
        response: { 200: notificacaoListSchema },
      },
    },
    async (request) => naoLidas(db, Number(request.params.id)),
  );

  app.get(
    '/gerenciar/notificacao/limparNotificacoesDoMedico/:id',
    {
      config: { access: PROPRIO_OU_GESTOR },
      schema: {
        tags: TAGS,
        summary: 'Marca como lidas todas as notificações do usuário (Fechar todas)',
        params: idParamsSchema,
        response: { 200: quantidadeSchema },
      },
    },
    async (request) => ({ quantidade: await limparNotificacoes(db, Number(request.params.id)) }),
  );

  app.get(
    '/gerenciar/notificacao/notificarMedicoAgendamentoNaoFinalizado/:id',
    {
      config: { access: 'ROLE_AGENDAMENTOS' },
      schema: {
        tags: TAGS,
        summary: 'Lembra o médico dos atendimentos iniciados e não finalizados (um aviso; nenhum se não houver)',
        params: idParamsSchema,
        response: { 200: quantidadeSchema },
      },
    },
    async (request) => {
      const medicoId = Number(request.params.id);
      if (!(await findMedico(db, medicoId))) throw notFound(NOTIFICACAO_MSG.medicoNaoEncontrado);
      return inTransaction(db, async (trx) => {
        const abertos = await naoFinalizados(trx, medicoId);
        const primeiro = abertos[0];
        if (primeiro) {
          const corpo =
            abertos.length === 1
              ? `O atendimento de ${primeiro.infoPaciente.nome} (${primeiro.nomeProcedimento}) foi iniciado e não foi finalizado.`
              : `${abertos.length} atendimentos foram iniciados e não foram finalizados.`;
          await notificar(trx, {
            usuarioId: medicoId,
            tipo: null,
            agendamentoId: primeiro.id,
            pacienteId: primeiro.pacienteId,
            dados: {
              cabecalho: 'Agendamento não finalizado',
              corpo,
              nomePaciente: primeiro.infoPaciente.nome,
              nomeProcedimento: primeiro.nomeProcedimento,
              dataAgendamento: primeiro.dataAgendamento,
              idProcedimento: primeiro.procedimentoId,
            },
          });
        }
        return { quantidade: abertos.length };
      });
    },
  );
}
