import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { idsExistentes } from '../db/ids-existentes.js';
import { emissaoDe } from '../documento-emitido/emissao.js';
import { ApiErrorList, invalidField, notFound } from '../errors/api-error.js';
import { recusaDeAtualizacao, versaoLida } from '../errors/registro-desatualizado.js';
import { emptyObjectSchema, Id, idParamsSchema } from '../http/schemas.js';
import { Nullable, type TypedApp } from '../http/typebox.js';
import { ALTURA_CABECALHO, CABECALHO_LAUDO } from '../laudo/laudo.js';
import { contextoDe, preenchidoOuRecusa } from '../layout/documento-contexto.js';
import { isBlankHtml, sanitizeDocumentHtml } from '../layout/html-sanitizer.js';
import { pacienteIdExiste } from '../paciente/paciente.repository.js';
import { alterarAtestado, deleteAtestado, findAtestado, insertAtestado, listAtestados, lockAtestado, type AtestadoRow } from './atestado.repository.js';

const TAGS = ['Atestados'];
/** spec 02 §6: the record's Atestado tab. */
export const ATESTADO_FICHA = 'ROLE_PACIENTES && ATESTADO_FICHA_PACIENTE';
/** spec 02 §6: deleting a certificate. */
export const ATESTADO_DELETAR = `${ATESTADO_FICHA} && DELETAR_ATESTADO`;

export const ATESTADO_MSG = {
  texto: 'O TEXTO É OBRIGATÓRIO.',
  naoEncontrado: 'Atestado não encontrado.',
  paciente: 'Paciente não encontrado.',
  procedimento: 'Procedimento não encontrado.',
} as const;
const M = ATESTADO_MSG;

const NUMERO = { pattern: '^[0-9]{1,9}$' };

export const atestadoSchema = Type.Object(
  {
    id: Type.Integer(),
    paciente: Type.Integer(),
    procedimento: Type.Integer(),
    texto: Type.String({ description: 'HTML saneado' }),
    layoutId: Nullable(Type.Integer()),
    medicoId: Nullable(Type.Integer({ description: 'quem emite: o usuário que criou, só se for médico' })),
    medico: Nullable(Type.String()),
    usuarioCadastro: Nullable(Type.String()),
    horarioCadastro: Type.String({ format: 'date-time' }),
    usuarioAlteracao: Nullable(Type.String()),
    horarioAlteracao: Type.String({ format: 'date-time' }),
    versao: Type.Integer(),
  },
  { $id: 'Atestado' },
);

const gerarSchema = Type.Object(
  {
    id: Type.Optional(Nullable(Id({ description: 'ao editar' }))),
    paciente: Id(),
    procedimento: Id(),
    texto: Nullable(Type.String({ maxLength: 5_000_000, description: 'HTML do editor' })),
    layoutId: Type.Optional(Nullable(Id({ description: 'o layout ATESTADO de que partiu' }))),
    versao: versaoLida(),
  },
  { additionalProperties: false },
);
const buscarSchema = Type.Object({ pacienteId: Type.String(NUMERO), procedimentoId: Type.Optional(Type.String(NUMERO)) }, { additionalProperties: false });
const deletarSchema = Type.Object({ atestadoId: Type.String(NUMERO) }, { additionalProperties: false });
const documentoPdfSchema = Type.Object({
  headerHeigth: Type.Integer(),
  htmlHeader: Type.String(),
  content: Type.String(),
  emissao: Type.Optional(Type.String({ description: 'o trabalho assinado que o serviço de PDF devolve ao registrar o documento como emitido' })),
});

const dto = (r: AtestadoRow) => ({
  id: r.id,
  paciente: r.paciente_id,
  procedimento: r.procedimento_id,
  texto: r.texto,
  layoutId: r.layout_id,
  medicoId: r.medico_id,
  medico: r.medico ?? null,
  usuarioCadastro: r.usuario_cadastro,
  horarioCadastro: r.horario_cadastro.toISOString(),
  usuarioAlteracao: r.usuario_alteracao,
  horarioAlteracao: r.horario_alteracao.toISOString(),
  versao: r.versao,
});

/** The record's certificates (spec 02 §2.10, §7 Record screen: gerarAtestado, buscarAtestado, deletarAtestado) and their print. */
export function atestadoRoutes(app: TypedApp): void {
  const db = app.deps.db;

  app.get(
    '/gerenciar/paciente/buscarAtestado',
    {
      config: { access: ATESTADO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Os atestados do paciente (no procedimento, quando dado), os mais novos primeiro',
        querystring: buscarSchema,
        response: { 200: Type.Array(atestadoSchema) },
      },
    },
    async (request) => {
      const { pacienteId, procedimentoId } = request.query;
      return (await listAtestados(db, Number(pacienteId), procedimentoId === undefined ? undefined : Number(procedimentoId))).map(dto);
    },
  );

  app.post(
    '/gerenciar/paciente/gerarAtestado',
    {
      config: { access: ATESTADO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Criar (sem id) ou editar (com id) um atestado; quem emite é o usuário que cria, só se for médico',
        body: gerarSchema,
        response: { 200: atestadoSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const texto = sanitizeDocumentHtml(body.texto ?? '');
      if (isBlankHtml(texto)) throw new ApiErrorList(400, [invalidField(M.texto, 'texto')]);
      const user = request.auth!.user;
      const id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        if (!(await pacienteIdExiste(trx, body.paciente))) throw notFound(M.paciente);
        if (!(await idsExistentes(trx, 'procedimento', [body.procedimento])).has(body.procedimento)) throw notFound(M.procedimento);
        if (!body.id) {
          const layoutId = body.layoutId && (await idsExistentes(trx, 'layout', [body.layoutId])).has(body.layoutId) ? body.layoutId : null;
          const novo = await insertAtestado(trx, {
            paciente_id: body.paciente,
            procedimento_id: body.procedimento,
            texto,
            layout_id: layoutId,
            // spec 02 §5: the issuer is the logged-in user only if a doctor
            medico_id: user.ehMedico ? user.id : null,
            usuario_cadastro: user.nome,
            usuario_alteracao: user.nome,
          });
          await audit({ acao: 'ATESTADO_CRIADO', entidade: 'atestado', entidadeId: novo.id, pacienteId: body.paciente });
          return novo.id;
        }
        const atual = await lockAtestado(trx, body.id);
        if (!atual || atual.paciente_id !== body.paciente) throw notFound(M.naoEncontrado);
        if (body.versao !== undefined && body.versao !== atual.versao) recusaDeAtualizacao(atual.versao, body.versao, () => notFound(M.naoEncontrado));
        await alterarAtestado(trx, atual.id, {
          texto,
          procedimento_id: body.procedimento,
          usuario_alteracao: user.nome,
          horario_alteracao: new Date(),
        });
        await audit({ acao: 'ATESTADO_EDITADO', entidade: 'atestado', entidadeId: atual.id, pacienteId: body.paciente });
        return atual.id;
      });
      return dto((await findAtestado(db, id))!);
    },
  );

  app.delete(
    '/gerenciar/paciente/deletarAtestado',
    {
      config: { access: ATESTADO_DELETAR },
      schema: { tags: TAGS, summary: 'Excluir um atestado (DELETAR_ATESTADO)', querystring: deletarSchema, response: { 200: emptyObjectSchema } },
    },
    async (request) => {
      const id = Number(request.query.atestadoId);
      await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const removido = await deleteAtestado(trx, id);
        if (!removido) throw notFound(M.naoEncontrado);
        await audit({ acao: 'ATESTADO_EXCLUIDO', entidade: 'atestado', entidadeId: id, pacienteId: removido.paciente_id });
      });
      return {};
    },
  );

  app.get(
    '/gerenciar/paciente/imprimirAtestado/:id',
    {
      config: { access: ATESTADO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Um atestado pronto para o serviço de PDF, registrado como emitido',
        params: idParamsSchema,
        response: { 200: documentoPdfSchema },
      },
    },
    async (request) => {
      const row = await findAtestado(db, Number(request.params.id));
      if (!row) throw notFound(M.naoEncontrado);
      const contexto = await contextoDe(app, request, { idPaciente: row.paciente_id, procedimento: row.procedimento_id }, null);
      const titulo = `Atestado — ${contexto.paciente.nome}`;
      const documento = {
        headerHeigth: ALTURA_CABECALHO,
        htmlHeader: preenchidoOuRecusa(CABECALHO_LAUDO, contexto),
        // the stored text was sanitised when saved
        content: `<div class="documento" style="padding:0 15mm">${row.texto}</div>`,
      };
      const emissao = emissaoDe(app.deps.pdfServiceKey, documento, {
        titulo,
        pacienteId: row.paciente_id,
        layoutId: row.layout_id,
        usuarioId: request.auth!.user.id,
        // issue 39: a doctor who keeps an A1 certificate signs what they issue (PAdES, at registration)
        assinanteId: request.auth!.user.ehMedico ? request.auth!.user.id : null,
      });
      // the title travels inside the signed job only: the PDF service refuses one a caller sends
      return { ...documento, ...(emissao && { emissao }) };
    },
  );
}
