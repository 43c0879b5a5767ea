import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Db, Executor } from '../db/database.js';
import { isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, badRequest, conflict, notFound } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { sendStoredFile } from '../storage/send-stored-file.js';
import { listConfiguracoesEtapa } from '../procedimento/procedimento.repository.js';
import { configuracaoEtapaSchema } from '../procedimento/procedimento.schemas.js';
import type { FileStore } from '../storage/file-store.js';
import { pacienteIdExiste } from '../paciente/paciente.repository.js';
import { deleteArquivos, deleteArquivosSoltos, marcarVinculados } from '../storage/arquivo.repository.js';
import { receiveUpload } from '../storage/upload.js';
import {
  ARQUIVO_PATH,
  arquivoIdOf,
  arquivosDaEtapa,
  deleteEtapaImagens,
  etapaNoProcedimento,
  findArquivo,
  insertEtapaImagens,
  insertEtapaResposta,
  insertHistoricoEtapa,
  listGrupos,
  lockArquivosDaEtapa,
  lockEtapaResposta,
  updateEtapaResposta,
  type EtapaGrupo,
} from './imagens.repository.js';
import { DESCRICAO_CRIACAO_ETAPA, ETAPA_MSG, MAX_IMAGENS, MAX_VIDEOS, describeEtapaChanges, maxImagensMessage, validateEtapa } from './etapa.validation.js';
import { quantidadeImagensDaEtapa } from '../procedimento/procedimento.repository.js';
import { etapasBodySchema, grupoCriarSchema, grupoEditarSchema, grupoSchema, imagemSchema, type EtapaInput } from './imagens.schemas.js';

const TAGS = ['Imagens das etapas'];
/** The record's Etapas tab (spec 02 §6). */
export const IMAGENS_ACCESS = 'ROLE_PACIENTES && IMAGENS_FICHA_PACIENTE';
/** Unlinked uploads older than this are removed (the user left without saving). */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

const ACCEPTED = /^(image\/(jpeg|png|webp|gif|heic|heif|avif)|video\/(mp4|webm|quicktime))$/;

/** Deletes unlinked uploads older than `ORPHAN_AGE_MS`, from the table and the store; answers how many. */
export async function removeOrphanUploads(db: Db, files: FileStore, now = Date.now()): Promise<number> {
  const caminhos = await deleteArquivosSoltos(db, new Date(now - ORPHAN_AGE_MS));
  for (const caminho of caminhos) await files.delete(caminho);
  return caminhos.length;
}

/**
 * Checks the files a stage refers to: each uploaded by a user, an image or a video, and free (not
 * linked anywhere) or already this stage's; then the stage's image slots (6 unless set lower) and 1 video. The rows stay locked
 * until the commit, so two saves cannot take one file. Answers id → name of each.
 */
async function checkedArquivos(trx: Executor, input: EtapaInput, grupoId: number | undefined): Promise<Map<string, string>> {
  const ids = (input.imagens ?? []).map((i) => arquivoIdOf(i.urlArmazenamento));
  if (ids.some((id) => id === undefined)) throw badRequest(ETAPA_MSG.arquivoInexistente, 'urlArmazenamento fora do formato /gerenciar/imagens/arquivo/{uuid}');
  const unique = [...new Set(ids as string[])];
  if (unique.length === 0) return new Map();
  const rows = await lockArquivosDaEtapa(trx, unique);
  if (rows.length !== unique.length || rows.some((r) => r.usuario_id === null && r.usuario_cadastro === null)) {
    throw badRequest(ETAPA_MSG.arquivoInexistente, 'arquivo desconhecido');
  }
  if (rows.some((r) => !/^(image|video)\//.test(r.mime_type))) throw badRequest(ETAPA_MSG.tipo, 'arquivo que não é imagem nem vídeo');
  const free = (r: (typeof rows)[number]) => (grupoId !== undefined && r.etapa_resposta_id === grupoId) || (!r.vinculado && r.etapa_resposta_id === null);
  if (!rows.every(free)) throw conflict(ETAPA_MSG.arquivoDeOutraEtapa, 'arquivo vinculado a outra etapa ou a um paciente');
  const videos = rows.filter((r) => r.mime_type.startsWith('video/')).length;
  if (videos > MAX_VIDEOS) throw badRequest(ETAPA_MSG.umVideo, 'vídeos demais');
  const slots = (await quantidadeImagensDaEtapa(trx, input.configuracoesEtapaId)) ?? MAX_IMAGENS;
  if (rows.length - videos > slots) throw badRequest(maxImagensMessage(slots), 'imagens demais');
  return new Map(unique.map((id) => [id, rows.find((r) => r.id === id)!.nome_original]));
}

async function linkImagens(trx: Executor, grupoId: number, input: EtapaInput): Promise<void> {
  await deleteEtapaImagens(trx, grupoId);
  const seen = new Set<string>();
  const values = (input.imagens ?? []).flatMap((imagem, index) => {
    const id = arquivoIdOf(imagem.urlArmazenamento)!;
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ etapa_resposta_id: grupoId, arquivo_id: id, exibe_no_estudo_caso: imagem.exibeNoEstudoCaso ?? false, ordenacao: imagem.ordenacao ?? index }];
  });
  if (values.length === 0) return;
  await insertEtapaImagens(trx, values).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict(ETAPA_MSG.arquivoDeOutraEtapa, 'etapa_imagem.arquivo_id único');
    throw error;
  });
  await marcarVinculados(trx, [...seen]);
}

const actorOf = (request: FastifyRequest) => ({ id: request.auth?.user.id ?? null, nome: request.auth?.user.nome ?? null });

/** Stage images (spec 02 §7, Case study and images): upload, download, list and save stage groups. */
export function imagensRoutes(app: TypedApp): void {
  const files = app.deps.files;
  const maxBytes = app.deps.limits.uploadMaxBytes;
  app.post(
    '/gerenciar/imagens/upload',
    {
      config: { access: IMAGENS_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Enviar uma imagem ou um vídeo (multipart, campo arquivo); o tipo vem do conteúdo',
        consumes: ['multipart/form-data'],
        response: { 201: imagemSchema },
      },
    },
    async (request, reply) => {
      const uploaded = await receiveUpload(request, app.deps.db, files, {
        maxBytes,
        accepted: ACCEPTED,
        tooLarge: ETAPA_MSG.tamanho,
        wrongType: ETAPA_MSG.tipo,
      });
      return reply.code(201).send({
        id: null,
        urlArmazenamento: `${ARQUIVO_PATH}${uploaded.id}`,
        exibeNoEstudoCaso: false,
        ordenacao: 0,
        mimeType: uploaded.mimeType,
        name: uploaded.name,
        size: uploaded.size,
      });
    },
  );

  app.get(
    '/gerenciar/imagens/arquivo/:id',
    {
      config: { access: IMAGENS_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Baixar um arquivo de etapa (anexo com nome fixo)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const row = await findArquivo(app.deps.db, request.params.id);
      // a stage's file: any user of the tab; a fresh upload: only who sent it (a patient photo: never here)
      const servable = row && (row.imagem_id !== null || (!row.vinculado && row.usuario_id === request.auth?.user.id));
      if (!row || !servable) throw notFound(ETAPA_MSG.arquivoNaoEncontrado);
      const ext = row.mime_type.split('/')[1]?.replace('quicktime', 'mov') ?? 'bin';
      return sendStoredFile(reply, files, {
        caminho: row.caminho,
        mimeType: row.mime_type,
        filename: `etapa-${row.id}.${ext}`,
        missing: ETAPA_MSG.arquivoNaoEncontrado,
      });
    },
  );

  app.post(
    '/gerenciar/imagens/listar',
    {
      config: { access: IMAGENS_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Etapas ativas do procedimento com as respostas do paciente',
        body: etapasBodySchema,
        response: { 200: Type.Array(grupoSchema) },
      },
    },
    async (request) => listGrupos(app.deps.db, request.body.idPaciente, request.body.procedimento),
  );

  const save = async (request: FastifyRequest & { body: EtapaInput }, editing: boolean): Promise<EtapaGrupo> => {
    const input = request.body;
    const actor = actorOf(request);
    const { dados, errors } = validateEtapa(input);
    if (!dados) throw new ApiErrorList(400, errors);
    const removed: string[] = [];
    const grupo = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
      if (!(await etapaNoProcedimento(trx, input.procedimentoId, input.configuracoesEtapaId)))
        throw badRequest(ETAPA_MSG.etapaForaDoProcedimento, 'configuracoesEtapaId');
      if (!(await pacienteIdExiste(trx, input.pacienteId))) throw notFound(ETAPA_MSG.pacienteInexistente);

      let grupoId: number;
      if (!editing) {
        const arquivos = await checkedArquivos(trx, input, undefined);
        grupoId = await insertEtapaResposta(trx, input, dados, actor).catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(ETAPA_MSG.jaRegistrada, 'etapa_resposta única por paciente, procedimento e etapa');
          throw error;
        });
        await linkImagens(trx, grupoId, input);
        const parts = [DESCRICAO_CRIACAO_ETAPA, ...[...arquivos.values()].map((name) => `ADICIONADO <<imagens>> '${name.replace(/;/g, ',')}'`)];
        await insertHistoricoEtapa(trx, grupoId, actor.id, parts.join(';'));
        await audit({
          acao: 'ETAPA_REGISTRADA',
          entidade: 'etapa_resposta',
          entidadeId: grupoId,
          pacienteId: input.pacienteId,
          detalhes: { pacienteId: input.pacienteId, arquivos: arquivos.size },
        });
      } else {
        if (input.id === undefined || input.versao === undefined) throw badRequest(ETAPA_MSG.naoEncontrada, 'id e versao são obrigatórios ao editar');
        const before = await lockEtapaResposta(trx, input.id);
        if (
          !before ||
          before.paciente_id !== input.pacienteId ||
          before.procedimento_id !== input.procedimentoId ||
          before.configuracao_etapa_id !== input.configuracoesEtapaId
        ) {
          throw notFound(ETAPA_MSG.naoEncontrada);
        }
        if (before.versao !== input.versao) throw conflict(ETAPA_MSG.desatualizada, `versão enviada ${input.versao}, atual ${before.versao}`);
        grupoId = before.id;
        const oldFiles = await arquivosDaEtapa(trx, grupoId);
        const arquivos = await checkedArquivos(trx, input, grupoId);
        await updateEtapaResposta(trx, grupoId, dados, actor.nome);
        await linkImagens(trx, grupoId, input);
        const dropped = oldFiles.filter((old) => !arquivos.has(old.id)).map((old) => old.id);
        if (dropped.length > 0) removed.push(...(await deleteArquivos(trx, dropped)));
        const descricao = describeEtapaChanges(
          {
            dataRegistro: before.data,
            horaInicial: before.hora_inicial,
            horaFinal: before.hora_final,
            observacao: before.observacao,
            arquivos: new Map(oldFiles.map((f) => [f.id, f.nome_original])),
          },
          { dados, arquivos },
        );
        if (descricao) await insertHistoricoEtapa(trx, grupoId, actor.id, descricao);
        await audit({
          acao: 'ETAPA_EDITADA',
          entidade: 'etapa_resposta',
          entidadeId: grupoId,
          pacienteId: input.pacienteId,
          detalhes: { removidos: dropped.length },
        });
      }
      const grupos = await listGrupos(trx, input.pacienteId, input.procedimentoId);
      return grupos.find((g) => g.id === grupoId)!;
    });
    // only after the commit: a rolled-back save keeps every file
    for (const caminho of removed) await files.delete(caminho);
    return grupo;
  };

  app.post(
    '/gerenciar/imagens/cadastro',
    {
      config: { access: IMAGENS_ACCESS },
      schema: { tags: TAGS, summary: 'Registrar uma etapa do paciente', body: grupoCriarSchema, response: { 201: grupoSchema } },
    },
    async (request, reply) => reply.code(201).send(await save(request, false)),
  );

  app.put(
    '/gerenciar/imagens/editar',
    {
      config: { access: IMAGENS_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Editar uma etapa (409 se a versão estiver desatualizada)',
        body: grupoEditarSchema,
        response: { 200: grupoSchema },
      },
    },
    async (request) => save(request, true),
  );

  app.get(
    '/gerenciar/imagens/listardescricaogrupos',
    {
      config: { access: IMAGENS_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Descrições de etapa',
        response: { 200: Type.Array(configuracaoEtapaSchema) },
      },
    },
    async () => listConfiguracoesEtapa(app.deps.db),
  );
}
