import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Executor } from '../db/database.js';
import { idsExistentes } from '../db/ids-existentes.js';
import { emissaoDe } from '../documento-emitido/emissao.js';
import { ApiError, ApiErrorList, badRequest, invalidField, notFound } from '../errors/api-error.js';
import { recusaDeAtualizacao } from '../errors/registro-desatualizado.js';
import { emptyObjectSchema, idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { ETAPA_MSG } from '../imagens/etapa.validation.js';
import { ALTURA_CABECALHO, CABECALHO_LAUDO } from '../laudo/laudo.js';
import { contextoDe, preenchidoOuRecusa } from '../layout/documento-contexto.js';
import { escapeHtml, isBlankHtml, sanitizeDocumentHtml } from '../layout/html-sanitizer.js';
import { pacienteIdExiste } from '../paciente/paciente.repository.js';
import { deleteArquivos, insertArquivo, marcarVinculados } from '../storage/arquivo.repository.js';
import { FileTooLargeError } from '../storage/file-store.js';
import { sendStoredFile } from '../storage/send-stored-file.js';
import { MSG_ENVIO_INVALIDO } from '../storage/upload.js';
import {
  alterarContrato,
  contratoDto,
  deleteContrato,
  findContrato,
  insertContrato,
  listContratos,
  lockContrato,
  marcarSubstituido,
} from './contrato.repository.js';
import {
  assinarRespostaSchema,
  assinarSchema,
  contratoAtualizarSchema,
  contratoCadastroSchema,
  contratoListarSchema,
  contratoSchema,
  CONTRATO_DELETAR,
  CONTRATO_FICHA,
  CONTRATO_MSG as M,
  documentoPdfSchema,
  TAGS,
  type ContratoCadastro,
} from './contrato.schemas.js';

/** What a stage upload takes (images and videos, api/src/imagens), and a PDF: a contract signed on paper comes back scanned. */
export const CONTRATO_ACEITOS = /^(image\/(jpeg|png|webp|gif|heic|heif|avif)|video\/(mp4|webm|quicktime)|application\/pdf)$/;

const autorDe = (request: FastifyRequest) => ({ id: request.auth?.user.id ?? null, nome: request.auth?.user.nome ?? null });
const nomeLimpo = (nome: string | null | undefined) => nome?.trim().replace(/\s+/g, ' ') ?? '';

/** The body checked: every problem at once, one item per field (the texto sanitised). */
function dadosDe(body: Pick<ContratoCadastro, 'nomeContrato' | 'texto'>): { nome: string; texto: string } {
  const nome = nomeLimpo(body.nomeContrato);
  const texto = sanitizeDocumentHtml(body.texto ?? '');
  const erros = [];
  if (!nome) erros.push(invalidField(M.nome, 'nomeContrato'));
  if (isBlankHtml(texto)) erros.push(invalidField(M.texto, 'texto'));
  if (erros.length > 0) throw new ApiErrorList(400, erros);
  return { nome, texto };
}

async function checaPacienteProcedimento(trx: Executor, pacienteId: number, procedimentoId: number): Promise<void> {
  if (!(await pacienteIdExiste(trx, pacienteId))) throw notFound(M.paciente);
  if (!(await idsExistentes(trx, 'procedimento', [procedimentoId])).has(procedimentoId)) throw notFound(M.procedimento);
}

/**
 * The record's proposals and contracts (spec 02 §2.14, §7 Contracts, base /gerenciar/contrato). A
 * signed contract is never changed: an edit of it is saved as a new, unsigned version, and the
 * signed one stays readable (marked with the id of the version that replaced it).
 */
export function contratoRoutes(app: TypedApp): void {
  const db = app.deps.db;
  const files = app.deps.files;
  const maxBytes = app.deps.limits.uploadMaxBytes;
  const umContrato = async (id: number) => contratoDto((await findContrato(db, id))!);

  app.get(
    '/gerenciar/contrato/listar',
    {
      config: { access: CONTRATO_FICHA },
      schema: { tags: TAGS, summary: 'Todos os documentos (os 1000 mais novos)', response: { 200: Type.Array(contratoSchema) } },
    },
    async () => (await listContratos(db)).map(contratoDto),
  );

  app.post(
    '/gerenciar/contrato/listar',
    {
      config: { access: CONTRATO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Os documentos do paciente no procedimento, os mais novos primeiro',
        body: contratoListarSchema,
        response: { 200: Type.Array(contratoSchema) },
      },
    },
    async (request) => (await listContratos(db, { pacienteId: request.body.idPaciente, procedimentoId: request.body.procedimento })).map(contratoDto),
  );

  app.post(
    '/gerenciar/contrato/cadastro',
    {
      config: { access: CONTRATO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Criar um documento escrito (de um layout DOCUMENTO preenchido para o paciente)',
        body: contratoCadastroSchema,
        response: { 201: contratoSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { nome, texto } = dadosDe(body);
      const autor = autorDe(request);
      const id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        await checaPacienteProcedimento(trx, body.paciente, body.procedimento);
        const layoutId = body.layoutId && (await idsExistentes(trx, 'layout', [body.layoutId])).has(body.layoutId) ? body.layoutId : null;
        const novo = await insertContrato(trx, {
          paciente_id: body.paciente,
          procedimento_id: body.procedimento,
          nome_contrato: nome,
          texto,
          layout_id: layoutId,
          usuario_cadastro: autor.nome,
          usuario_alteracao: autor.nome,
        });
        await audit({ acao: 'CONTRATO_CRIADO', entidade: 'contrato', entidadeId: novo.id, pacienteId: body.paciente, detalhes: { nomeContrato: nome } });
        return novo.id;
      });
      return reply.code(201).send(await umContrato(id));
    },
  );

  app.put(
    '/gerenciar/contrato/atualizar',
    {
      config: { access: CONTRATO_FICHA },
      schema: {
        tags: TAGS,
        summary:
          'Alterar um documento. Um contrato assinado não muda: a alteração é salva como uma nova versão (não assinada) e a assinada fica para leitura; responde a versão salva',
        body: contratoAtualizarSchema,
        response: { 200: contratoSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const autor = autorDe(request);
      const id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const atual = await lockContrato(trx, body.id);
        if (!atual || atual.paciente_id !== body.paciente) throw notFound(M.naoEncontrado);
        if (body.versao !== undefined && body.versao !== atual.versao) recusaDeAtualizacao(atual.versao, body.versao, () => notFound(M.naoEncontrado));
        await checaPacienteProcedimento(trx, body.paciente, body.procedimento);
        if (atual.arquivo_id) {
          // a file: only its name changes, and not once signed
          const nome = nomeLimpo(body.nomeContrato);
          if (!nome) throw new ApiErrorList(400, [invalidField(M.nome, 'nomeContrato')]);
          if (atual.assinado) throw new ApiError(409, M.arquivoAssinado);
          await alterarContrato(trx, atual.id, { nome_contrato: nome, usuario_alteracao: autor.nome, horario_alteracao: new Date() });
          await audit({ acao: 'CONTRATO_EDITADO', entidade: 'contrato', entidadeId: atual.id, pacienteId: body.paciente, detalhes: { nomeContrato: nome } });
          return atual.id;
        }
        const { nome, texto } = dadosDe(body);
        if (atual.assinado) {
          if (atual.substituido_por_id !== null) throw new ApiError(409, M.jaSubstituido, `versão mais nova: ${atual.substituido_por_id}`);
          const nova = await insertContrato(trx, {
            paciente_id: atual.paciente_id,
            procedimento_id: atual.procedimento_id,
            nome_contrato: nome,
            texto,
            layout_id: atual.layout_id,
            versao_anterior_id: atual.id,
            usuario_cadastro: autor.nome,
            usuario_alteracao: autor.nome,
          });
          await marcarSubstituido(trx, atual.id, nova.id);
          await audit({
            acao: 'CONTRATO_NOVA_VERSAO',
            entidade: 'contrato',
            entidadeId: nova.id,
            pacienteId: body.paciente,
            detalhes: { nomeContrato: nome, versaoAnteriorId: atual.id },
          });
          return nova.id;
        }
        await alterarContrato(trx, atual.id, {
          nome_contrato: nome,
          texto,
          usuario_alteracao: autor.nome,
          horario_alteracao: new Date(),
        });
        await audit({ acao: 'CONTRATO_EDITADO', entidade: 'contrato', entidadeId: atual.id, pacienteId: body.paciente, detalhes: { nomeContrato: nome } });
        return atual.id;
      });
      return umContrato(id);
    },
  );

  app.delete(
    '/gerenciar/contrato/delete/:id',
    {
      config: { access: CONTRATO_DELETAR },
      schema: { tags: TAGS, summary: 'Excluir um documento (DELETAR_CONTRATOS)', params: idParamsSchema, response: { 200: emptyObjectSchema } },
    },
    async (request) => {
      const id = Number(request.params.id);
      const caminhos = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const atual = await lockContrato(trx, id);
        if (!atual) throw notFound(M.naoEncontrado);
        await deleteContrato(trx, id);
        const removidos = atual.arquivo_id ? await deleteArquivos(trx, [atual.arquivo_id]) : [];
        await audit({
          acao: 'CONTRATO_EXCLUIDO',
          entidade: 'contrato',
          entidadeId: id,
          pacienteId: atual.paciente_id,
          detalhes: { nomeContrato: atual.nome_contrato, assinado: atual.assinado },
        });
        return removidos;
      });
      for (const caminho of caminhos) await files.delete(caminho).catch(() => undefined);
      return {};
    },
  );

  app.post(
    '/gerenciar/contrato/uploadFile',
    {
      config: { access: CONTRATO_FICHA },
      schema: {
        tags: TAGS,
        summary:
          'Multipart: paciente, procedimento, nomeArquivo (opcional: o nome do arquivo), type (ignorado: o tipo vem do conteúdo) e o arquivo em arquivo; imagens, vídeos e PDF até o limite dos envios de etapa',
        consumes: ['multipart/form-data'],
        response: { 201: contratoSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, M.tipoArquivo, 'envie multipart/form-data');
      const campos: Record<string, string> = {};
      let guardado: { id: string; caminho: string; mime: string; nome: string; tamanho: number } | undefined;
      const descartar = async () => {
        if (guardado) await files.delete(guardado.caminho).catch(() => undefined);
      };
      try {
        for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 6, parts: 7 } })) {
          if (part.type === 'field') {
            campos[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'arquivo' || guardado) {
            part.file.resume();
            continue;
          }
          let stored;
          try {
            stored = await files.put(part.file, maxBytes);
          } catch (error) {
            if (error instanceof FileTooLargeError) throw new ApiError(413, ETAPA_MSG.tamanho, `limite de ${maxBytes} bytes`);
            if (part.file.errored) throw badRequest(MSG_ENVIO_INVALIDO, 'envio interrompido');
            throw error;
          }
          const type = await fileTypeFromBuffer(stored.head);
          if (!type || !CONTRATO_ACEITOS.test(type.mime)) {
            await files.delete(stored.caminho);
            throw new ApiError(415, M.tipoArquivo, `conteúdo detectado: ${type?.mime ?? 'desconhecido'}`);
          }
          const nome =
            (part.filename.split(/[\\/]/).pop() ?? '')
              .replace(/[\p{Cc}"]/gu, '')
              .trim()
              .slice(0, 200) || 'arquivo';
          guardado = { id: randomUUID(), caminho: stored.caminho, mime: type.mime, nome, tamanho: stored.size };
        }
      } catch (error) {
        await descartar();
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string }).code;
        if (code && /^FST_(FILES|PARTS|FIELDS)_LIMIT$/.test(code)) throw badRequest(MSG_ENVIO_INVALIDO, code);
        if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
        throw badRequest(MSG_ENVIO_INVALIDO, `multipart malformado: ${error instanceof Error ? error.message : String(error)}`);
      }
      try {
        const numero = (nome: string): number | undefined => (/^[0-9]{1,9}$/.test(campos[nome]?.trim() ?? '') ? Number(campos[nome]) : undefined);
        const pacienteId = numero('paciente');
        const procedimentoId = numero('procedimento');
        const erros = [];
        if (!pacienteId) erros.push(invalidField(M.paciente, 'paciente'));
        if (!procedimentoId) erros.push(invalidField(M.procedimento, 'procedimento'));
        if (!guardado) erros.push(invalidField(M.semArquivo, 'arquivo'));
        if (erros.length > 0) throw new ApiErrorList(400, erros);
        const arquivo = guardado!;
        const nome = nomeLimpo(campos.nomeArquivo).slice(0, 200) || arquivo.nome;
        const autor = autorDe(request);
        const id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
          await checaPacienteProcedimento(trx, pacienteId!, procedimentoId!);
          await insertArquivo(trx, {
            id: arquivo.id,
            mimeType: arquivo.mime,
            nome: arquivo.nome,
            tamanho: arquivo.tamanho,
            caminho: arquivo.caminho,
            usuarioId: autor.id,
            usuarioNome: autor.nome,
          });
          await marcarVinculados(trx, [arquivo.id]);
          const novo = await insertContrato(trx, {
            paciente_id: pacienteId!,
            procedimento_id: procedimentoId!,
            nome_contrato: nome,
            arquivo_id: arquivo.id,
            usuario_cadastro: autor.nome,
            usuario_alteracao: autor.nome,
          });
          await audit({
            acao: 'CONTRATO_ARQUIVO_ENVIADO',
            entidade: 'contrato',
            entidadeId: novo.id,
            pacienteId: pacienteId!,
            detalhes: { nomeContrato: nome, arquivo: arquivo.nome },
          });
          return novo.id;
        });
        return reply.code(201).send(await umContrato(id));
      } catch (error) {
        await descartar();
        throw error;
      }
    },
  );

  app.post(
    '/gerenciar/contrato/assinar',
    {
      config: { access: CONTRATO_FICHA },
      schema: {
        tags: TAGS,
        summary: "Marcar um documento como assinado (status true: 'Contrato assinado com sucesso'); um assinado não volta atrás",
        body: assinarSchema,
        response: { 200: assinarRespostaSchema },
      },
    },
    async (request) => {
      const { id, status } = request.body;
      await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const atual = await lockContrato(trx, id);
        if (!atual) throw notFound(M.naoEncontrado);
        if (atual.assinado === status) return;
        if (!status) throw new ApiError(409, M.naoDesassina);
        const autor = autorDe(request);
        await alterarContrato(trx, id, { assinado: true, usuario_alteracao: autor.nome, horario_alteracao: new Date() });
        await audit({
          acao: 'CONTRATO_ASSINADO',
          entidade: 'contrato',
          entidadeId: id,
          pacienteId: atual.paciente_id,
          detalhes: { nomeContrato: atual.nome_contrato },
        });
      });
      return { mensagem: M.assinado, contrato: await umContrato(id) };
    },
  );

  app.get(
    '/gerenciar/contrato/arquivo/:id',
    {
      config: { access: CONTRATO_FICHA },
      schema: { tags: TAGS, summary: 'Baixar o arquivo de um documento carregado (pelo id do documento)', params: idParamsSchema },
    },
    async (request, reply) => {
      const row = await findContrato(db, Number(request.params.id));
      if (!row?.arquivo_id || !row.caminho) throw notFound(M.arquivoNaoEncontrado);
      return sendStoredFile(reply, files, {
        caminho: row.caminho,
        mimeType: row.mime_type!,
        filename: (row.nome_original ?? `contrato-${row.id}`).replace(/[^\w.\- ]/g, '_'),
        missing: M.arquivoNaoEncontrado,
      });
    },
  );

  app.get(
    '/gerenciar/contrato/imprimir/:id',
    {
      config: { access: CONTRATO_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Um documento escrito, pronto para o serviço de PDF e registrado como emitido',
        params: idParamsSchema,
        response: { 200: documentoPdfSchema },
      },
    },
    async (request) => {
      const row = await findContrato(db, Number(request.params.id));
      if (!row) throw notFound(M.naoEncontrado);
      if (row.texto === null) throw badRequest(M.arquivoNaoImprime);
      const contexto = await contextoDe(app, request, { idPaciente: row.paciente_id, procedimento: row.procedimento_id }, null);
      const titulo = row.nome_contrato;
      const documento = {
        headerHeigth: ALTURA_CABECALHO,
        htmlHeader: preenchidoOuRecusa(CABECALHO_LAUDO, contexto),
        // the stored text was sanitised when saved; the name is escaped here
        content: `<div class="documento" style="padding:0 15mm"><h2>${escapeHtml(row.nome_contrato)}</h2>${row.texto}</div>`,
      };
      const emissao = emissaoDe(app.deps.pdfServiceKey, documento, {
        titulo,
        pacienteId: row.paciente_id,
        layoutId: row.layout_id,
        usuarioId: request.auth!.user.id,
      });
      // the title travels inside the signed job only: the PDF service refuses one a caller sends
      return { ...documento, ...(emissao && { emissao }) };
    },
  );
}
