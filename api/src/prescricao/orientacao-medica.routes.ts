import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { ApiErrorList, invalidField, notFound } from '../errors/api-error.js';
import { recusaDeAtualizacao } from '../errors/registro-desatualizado.js';
import type { TypedApp } from '../http/typebox.js';
import { isBlankHtml, sanitizeDocumentHtml } from '../layout/html-sanitizer.js';
import { pacienteIdExiste } from '../paciente/paciente.repository.js';
import {
  findOrientacao,
  insertOrientacao,
  listOrientacoes,
  lockOrientacao,
  procedimentoExiste,
  updateOrientacao,
  type OrientacaoRow,
} from './prescricao.repository.js';
import { orientacaoBodySchema, orientacaoQuerySchema, orientacaoSchema, PRESCRICAO_FICHA, PRESCRICAO_MSG as M, TAGS } from './prescricao.schemas.js';

const dto = (r: OrientacaoRow) => ({
  id: r.id,
  paciente: r.paciente_id,
  procedimento: r.procedimento_id,
  nomePrescricao: r.nome_prescricao,
  texto: r.texto,
  medico: r.medico ?? null,
  medicoId: r.medico_id,
  usuarioCadastro: r.usuario_cadastro,
  horarioCadastro: r.horario_cadastro.toISOString(),
  versao: r.versao,
});

/** The record's Prescrições tab (spec 02 §2.11, §7 Record screen: buscarOrientacaoMedica, gerarOrientacaoMedica). */
export function orientacaoMedicaRoutes(app: TypedApp): void {
  const db = app.deps.db;

  app.get(
    '/gerenciar/paciente/buscarOrientacaoMedica',
    {
      config: { access: PRESCRICAO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'As prescrições (orientações médicas) do paciente no procedimento, as mais novas primeiro',
        querystring: orientacaoQuerySchema,
        response: { 200: Type.Array(orientacaoSchema) },
      },
    },
    async (request) => {
      const { pacienteId, procedimentoId } = request.query;
      return (await listOrientacoes(db, Number(pacienteId), procedimentoId === undefined ? undefined : Number(procedimentoId))).map(dto);
    },
  );

  app.post(
    '/gerenciar/paciente/gerarOrientacaoMedica',
    {
      config: { access: PRESCRICAO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Criar (sem id) ou editar (com id) uma prescrição; quem emite é o usuário que cria, só se for médico',
        body: orientacaoBodySchema,
        response: { 200: orientacaoSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const nome = body.nomePrescricao?.trim().replace(/\s+/g, ' ') ?? '';
      const texto = sanitizeDocumentHtml(body.texto ?? '');
      const erros = [];
      if (!nome) erros.push(invalidField(M.nomePrescricao, 'nomePrescricao'));
      if (isBlankHtml(texto)) erros.push(invalidField(M.texto, 'texto'));
      if (erros.length > 0) throw new ApiErrorList(400, erros);
      const user = request.auth!.user;
      const id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        if (!(await pacienteIdExiste(trx, body.paciente))) throw notFound(M.paciente);
        if (!(await procedimentoExiste(trx, body.procedimento))) throw notFound(M.procedimento);
        if (!body.id) {
          const novoId = await insertOrientacao(trx, {
            paciente_id: body.paciente,
            procedimento_id: body.procedimento,
            nome_prescricao: nome,
            texto,
            // spec 02 §5: the issuer is the logged-in user only if a doctor
            medico_id: user.ehMedico ? user.id : null,
            usuario_cadastro: user.nome,
            usuario_alteracao: user.nome,
          });
          await audit({
            acao: 'PRESCRICAO_CRIADA',
            entidade: 'orientacao_medica',
            entidadeId: novoId,
            pacienteId: body.paciente,
            detalhes: { nomePrescricao: nome },
          });
          return novoId;
        }
        const atual = await lockOrientacao(trx, body.id);
        if (!atual || atual.paciente_id !== body.paciente) throw notFound(M.orientacaoNaoEncontrada);
        if (body.versao !== undefined && body.versao !== atual.versao)
          recusaDeAtualizacao(atual.versao, body.versao, () => notFound(M.orientacaoNaoEncontrada));
        await updateOrientacao(trx, atual.id, {
          nome_prescricao: nome,
          texto,
          procedimento_id: body.procedimento,
          medico_id: atual.medico_id ?? (user.ehMedico ? user.id : null),
          usuario_alteracao: user.nome,
        });
        await audit({
          acao: 'PRESCRICAO_EDITADA',
          entidade: 'orientacao_medica',
          entidadeId: atual.id,
          pacienteId: body.paciente,
          detalhes: { nomePrescricao: nome },
        });
        return atual.id;
      });
      return dto((await findOrientacao(db, id))!);
    },
  );
}
