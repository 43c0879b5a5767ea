import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import type { Executor } from '../db/database.js';
import { emissaoDe } from '../documento-emitido/emissao.js';
import { ApiError, ApiErrorList, badRequest, invalidField, notFound } from '../errors/api-error.js';
import { MSG } from '../errors/messages.js';
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
  arquivoIdDaUrl,
  deleteExamesDoPedido,
  deleteOrientacao,
  deletePrescricao,
  desvincularArquivos,
  insertArquivosDaPrescricao,
  insertExamesDoPedido,
  insertPrescricao,
  layoutExiste,
  updateConferencia,
  updateConfirmacao,
  updateTextoDoPedido,
  arquivosDaPrescricao,
  arquivosDe,
  auditoriasDe,
  confirmacoesDe,
  examesExistentes,
  findArquivoDePrescricao,
  findOrientacao,
  findPrescricaoRow,
  insertAuditoria,
  listPrescricaoRows,
  lockPrescricao,
  medicoNome,
  procedimentoExiste,
  tipoPrescricaoDe,
  TIPOS_PRESCRICAO,
  type PrescricaoRow,
} from './prescricao.repository.js';
import {
  cadastroBodySchema,
  codigoQuerySchema,
  CONFERENCIA_TEXTO,
  CONFERENCIAS,
  conferenciaBodySchema,
  DELETAR_PRESCRICAO_GRAFIAS,
  documentoSchema,
  EXAME_FICHA,
  EXAME_OU_PRESCRICAO,
  listarPacienteBodySchema,
  PRESCRICAO_MSG as M,
  prescricaoDetalheSchema,
  prescricaoSchema,
  TAGS,
  type Conferencia,
} from './prescricao.schemas.js';

/** Same types as the stage uploads (imagens.routes.ts). */
const ACCEPTED = /^(image\/(jpeg|png|webp|gif|heic|heif|avif)|video\/(mp4|webm|quicktime))$/;
export const MAX_ARQUIVOS = 10;

const tem = (request: FastifyRequest, autoridade: string): boolean => Boolean(request.auth?.user.perfil.authorities.includes(autoridade));
const proibido = () => new ApiError(403, MSG.semPermissao, 'permissão da aba ou de exclusão ausente');
const autorDe = (request: FastifyRequest) => ({ id: request.auth?.user.id ?? null, nome: request.auth?.user.nome ?? null });
/** `<<campo>>` marks a field in a history line (spec 02 §3 Audit entry); its own `;` would split the line. */
const limpo = (texto: string) => texto.replace(/[;<>]/g, ',');

export async function prescricaoDto(db: Executor, rows: PrescricaoRow[]) {
  const ids = rows.map((r) => r.id);
  const confirmacoes = await confirmacoesDe(db, ids);
  const arquivos = await arquivosDe(db, ids);
  return rows.map((r) => {
    const files = arquivos.get(r.id)!;
    return {
      id: r.id,
      tipPrescricao: tipoPrescricaoDe(r.tipo_prescricao_id),
      tipoPrescricaoId: r.tipo_prescricao_id,
      dataRegristro: r.horario_cadastro.toISOString(),
      medico: r.medico ?? null,
      medicoId: r.medico_id,
      layoutId: r.layout_id,
      nomeLayout: r.nome_layout,
      texto: r.texto,
      arquivo: files.arquivos[0]?.url ?? null,
      nomeArquivo: files.arquivos[0]?.nome ?? null,
      arquivos: files.arquivos,
      conferenciaExame: r.conferencia_exame as Conferencia,
      resultadoExame: files.resultados,
      observacoes: r.observacoes,
      confirmacaoExames: confirmacoes.get(r.id)!,
      usuarioCadastro: r.usuario_cadastro,
      horarioCadastro: r.horario_cadastro.toISOString(),
      procedimentoId: r.procedimento_id,
      pacienteId: r.paciente_id,
      versao: r.versao,
    };
  });
}

async function umaPrescricao(db: Executor, id: number) {
  const row = await findPrescricaoRow(db, id);
  if (!row) throw notFound(M.naoEncontrada);
  return (await prescricaoDto(db, [row]))[0]!;
}

interface Conferencia_ {
  conferenciaExame?: string | null;
  observacoes?: string | null;
  confirmacaoExames?: { idExame: number; confirmacaoEntrega?: boolean; resultado?: string | null }[];
  resultadoExame?: string | null;
}

/** 'url <<nome>>' joined by ';; ' (spec 02 §3): the file ids it names. */
function idsDosResultados(texto: string): Set<string> {
  const ids = new Set<string>();
  for (const parte of texto.split(';;')) {
    const url = parte.trim().replace(/\s*<<[\s\S]*>>\s*$/, '');
    const id = url ? arquivoIdDaUrl(url) : undefined;
    if (id) ids.add(id);
  }
  return ids;
}

/**
 * Saves the conference of an exam (delivery, results, observation, status, result files kept) and
 * writes what changed to its history; answers the store paths of removed files (deleted after commit).
 */
async function salvarConferencia(
  trx: Executor,
  prescricaoId: number,
  autor: number | null,
  body: Conferencia_,
): Promise<{ partes: string[]; removidos: string[] }> {
  const atual = (await lockPrescricao(trx, prescricaoId))!;
  const partes: string[] = [];
  const removidos: string[] = [];
  if (body.conferenciaExame !== undefined && body.conferenciaExame !== null) {
    if (!(CONFERENCIAS as readonly string[]).includes(body.conferenciaExame))
      throw new ApiErrorList(400, [invalidField(M.statusDesconhecido, 'conferenciaExame')]);
  }
  const status = body.conferenciaExame ?? atual.conferencia_exame;
  const observacoes = body.observacoes === undefined ? atual.observacoes : body.observacoes?.trim() || null;
  if (status !== atual.conferencia_exame) partes.push(`ALTERADO <<conferenciaExame>> de ${atual.conferencia_exame} para ${status}`);
  if (observacoes !== atual.observacoes) partes.push(`ALTERADO <<observacoes>> para '${limpo(observacoes ?? '')}'`);
  if (body.confirmacaoExames) {
    const existentes = (await confirmacoesDe(trx, [prescricaoId])).get(prescricaoId)!;
    for (const c of body.confirmacaoExames) {
      const antes = existentes.find((e) => e.idExame === c.idExame);
      if (!antes) throw new ApiErrorList(400, [invalidField(M.exameForaDoPedido, 'confirmacaoExames')]);
      const entregue = c.confirmacaoEntrega ?? antes.confirmacaoEntrega;
      // spec 02 §5: the result exists only once delivery is confirmed
      const resultado = entregue ? (c.resultado === undefined ? antes.resultado : c.resultado?.trim() || null) : null;
      if (entregue !== antes.confirmacaoEntrega) partes.push(`${entregue ? 'CONFIRMADA' : 'DESMARCADA'} <<entrega>> do exame '${limpo(antes.nome)}'`);
      if (resultado !== antes.resultado) partes.push(`ALTERADO <<resultado>> do exame '${limpo(antes.nome)}' para '${limpo(resultado ?? '')}'`);
      await updateConfirmacao(trx, antes.id, entregue, resultado);
    }
  }
  if (body.resultadoExame !== undefined) {
    const ficam = idsDosResultados(body.resultadoExame ?? '');
    const resultados = await arquivosDaPrescricao(trx, prescricaoId, true);
    const sair = resultados.filter((r) => !ficam.has(r.arquivo_id));
    if (sair.length > 0) {
      const ids = sair.map((r) => r.arquivo_id);
      await desvincularArquivos(trx, ids);
      removidos.push(...(await deleteArquivos(trx, ids)));
      for (const r of sair) partes.push(`REMOVIDO <<resultadoExame>> '${limpo(r.nome_original)}'`);
    }
  }
  await updateConferencia(trx, prescricaoId, status, observacoes);
  if (partes.length > 0) await insertAuditoria(trx, prescricaoId, autor, partes.join(';'));
  return { partes, removidos };
}

async function checaPacienteProcedimento(db: Executor, pacienteId: number, procedimentoId: number): Promise<void> {
  if (!(await pacienteIdExiste(db, pacienteId))) throw notFound(M.paciente);
  if (!(await procedimentoExiste(db, procedimentoId))) throw notFound(M.procedimento);
}

/** Exam ids, de-duplicated in their order, each in the catalogue. */
async function examesPedidos(db: Executor, ids: number[]): Promise<Map<number, string>> {
  const unicos = [...new Set(ids)];
  const nomes = await examesExistentes(db, unicos);
  if (nomes.size !== unicos.length) throw new ApiErrorList(400, [invalidField(M.exameInexistente, 'exames')]);
  return new Map(unicos.map((id) => [id, nomes.get(id)!]));
}

/** Exams in columns of at most 10, two columns a row at 50% (spec 02 §9 exam print). */
export function colunasDeExames(nomes: string[]): string {
  if (nomes.length === 0) return '';
  const colunas: string[][] = [];
  for (let i = 0; i < nomes.length; i += 10) colunas.push(nomes.slice(i, i + 10));
  const linhas: string[] = [];
  for (let i = 0; i < colunas.length; i += 2) {
    const tds = colunas
      .slice(i, i + 2)
      .map((c) => `<td style="width:50%;vertical-align:top"><ul>${c.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul></td>`)
      .join('');
    linhas.push(`<tr>${tds}</tr>`);
  }
  return `<h3>Exames solicitados</h3><table class="exames-colunas" style="width:100%;border-collapse:collapse"><tbody>${linhas.join('')}</tbody></table>`;
}

const corpo = (html: string) => `<div class="documento" style="padding:0 15mm">${html}</div>`;

/** spec 02 §7 Exams (base /gerenciar/prescricao) and the print of an exam request or a prescription. */
export function prescricaoRoutes(app: TypedApp): void {
  const db = app.deps.db;
  const files = app.deps.files;
  const maxBytes = app.deps.limits.uploadMaxBytes;

  app.get(
    '/gerenciar/prescricao/listartiposprescricao',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Tipos de exame: 1 Pedido Exame, 2 Carregar um arquivo',
        response: { 200: Type.Array(Type.Object({ id: Type.Integer(), nome: Type.String() })) },
      },
    },
    () => TIPOS_PRESCRICAO.map((t) => ({ ...t })),
  );

  app.get(
    '/gerenciar/prescricao/buscarEtapasPrecricao',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary: 'As etapas da conferência de um exame, com o texto e a cor de cada uma',
        response: { 200: Type.Array(Type.Object({ valor: Type.String(), texto: Type.String(), cor: Type.String() })) },
      },
    },
    () => CONFERENCIAS.map((valor) => ({ valor, ...CONFERENCIA_TEXTO[valor] })),
  );

  app.get(
    '/gerenciar/prescricao/listar',
    { config: { access: EXAME_FICHA }, schema: { tags: TAGS, summary: 'Os exames mais recentes (até 500)', response: { 200: Type.Array(prescricaoSchema) } } },
    async () => prescricaoDto(db, await listPrescricaoRows(db, {})),
  );

  app.get(
    '/gerenciar/prescricao/listar/:id',
    { config: { access: EXAME_FICHA }, schema: { tags: TAGS, summary: 'Um exame', params: idParamsSchema, response: { 200: prescricaoSchema } } },
    async (request) => umaPrescricao(db, Number(request.params.id)),
  );

  app.post(
    '/gerenciar/prescricao/listarPrescricaoPaciente',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Os exames do paciente no procedimento, os mais novos primeiro',
        body: listarPacienteBodySchema,
        response: { 200: Type.Array(prescricaoSchema) },
      },
    },
    async (request) =>
      prescricaoDto(
        db,
        await listPrescricaoRows(db, { pacienteId: request.body.idPaciente, procedimentoId: request.body.procedimento ?? undefined, limite: 1000 }),
      ),
  );

  app.get(
    '/gerenciar/prescricao/listarPrescricaoId/:id',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Texto, conferência, resultados e atividades de um exame',
        params: idParamsSchema,
        response: { 200: prescricaoDetalheSchema },
      },
    },
    async (request) => {
      const p = await umaPrescricao(db, Number(request.params.id));
      return {
        id: p.id,
        texto: p.texto,
        conferenciaExame: p.conferenciaExame,
        observacoes: p.observacoes,
        confirmacaoExames: p.confirmacaoExames,
        resultadoExame: p.resultadoExame,
        auditorias: await auditoriasDe(db, p.id),
        versao: p.versao,
      };
    },
  );

  app.post(
    '/gerenciar/prescricao/cadastro',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Criar um pedido de exame (sem id) ou editar um exame e a sua conferência (com id)',
        body: cadastroBodySchema,
        response: { 200: prescricaoSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const autor = autorDe(request);
      const removidos: string[] = [];
      const id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        await checaPacienteProcedimento(trx, body.pacienteId, body.procedimentoId);
        const texto = body.texto === undefined || body.texto === null ? undefined : sanitizeDocumentHtml(body.texto);
        if (!body.id) {
          if ((body.tipoPrescricaoId ?? 1) !== 1) throw new ApiErrorList(400, [invalidField(M.tipo, 'tipoPrescricaoId')]);
          const exames = await examesPedidos(trx, body.exames ?? []);
          if (exames.size === 0) throw new ApiErrorList(400, [invalidField(M.semExame, 'exames')]);
          const medicoId = body.medicoId ?? (request.auth!.user.ehMedico ? autor.id : null);
          if (body.medicoId && !(await medicoNome(trx, body.medicoId))) throw new ApiErrorList(400, [invalidField(M.medico, 'medicoId')]);
          const layoutOk = body.layoutId ? await layoutExiste(trx, body.layoutId) : false;
          const novoId = await insertPrescricao(trx, {
            paciente_id: body.pacienteId,
            procedimento_id: body.procedimentoId,
            tipo_prescricao_id: 1,
            medico_id: medicoId,
            layout_id: layoutOk ? body.layoutId! : null,
            nome_layout: body.nomeLayout?.trim() || null,
            texto: texto && !isBlankHtml(texto) ? texto : null,
            usuario_cadastro: autor.nome,
            usuario_alteracao: autor.nome,
          });
          await insertExamesDoPedido(
            trx,
            [...exames.keys()].map((exameId, ordenacao) => ({ prescricao_id: novoId, exame_id: exameId, ordenacao })),
          );
          await insertAuditoria(trx, novoId, autor.id, `CRIAÇÃO DO EXAME;ADICIONADO <<exames>> '${[...exames.values()].map(limpo).join(', ')}'`);
          await audit({
            acao: 'EXAME_PACIENTE_CRIADO',
            entidade: 'prescricao',
            entidadeId: novoId,
            pacienteId: body.pacienteId,
            detalhes: { procedimentoId: body.procedimentoId, exames: [...exames.keys()] },
          });
          return novoId;
        }
        const atual = await lockPrescricao(trx, body.id);
        if (!atual || atual.paciente_id !== body.pacienteId) throw notFound(M.naoEncontrada);
        if (body.versao !== undefined && body.versao !== atual.versao) recusaDeAtualizacao(atual.versao, body.versao, () => notFound(M.naoEncontrada));
        const partes: string[] = [];
        if (atual.tipo_prescricao_id === 1 && texto !== undefined) {
          await updateTextoDoPedido(trx, atual.id, isBlankHtml(texto) ? null : texto, autor.nome);
          partes.push('ALTERADO <<texto>>');
        }
        if (atual.tipo_prescricao_id === 1 && body.exames !== undefined) {
          const exames = await examesPedidos(trx, body.exames);
          if (exames.size === 0) throw new ApiErrorList(400, [invalidField(M.semExame, 'exames')]);
          const antes = (await confirmacoesDe(trx, [atual.id])).get(atual.id)!;
          const sair = antes.filter((a) => !exames.has(a.idExame));
          if (sair.length > 0)
            await deleteExamesDoPedido(
              trx,
              sair.map((s) => s.id),
            );
          const entrar = [...exames.keys()].filter((e) => !antes.some((a) => a.idExame === e));
          if (entrar.length > 0)
            await insertExamesDoPedido(
              trx,
              entrar.map((exameId) => ({ prescricao_id: atual.id, exame_id: exameId, ordenacao: [...exames.keys()].indexOf(exameId) })),
            );
          for (const s of sair) partes.push(`REMOVIDO <<exames>> '${limpo(s.nome)}'`);
          for (const e of entrar) partes.push(`ADICIONADO <<exames>> '${limpo(exames.get(e)!)}'`);
        }
        if (partes.length > 0) await insertAuditoria(trx, atual.id, autor.id, partes.join(';'));
        const conferencia = await salvarConferencia(trx, atual.id, autor.id, body);
        removidos.push(...conferencia.removidos);
        await audit({
          acao: 'EXAME_PACIENTE_EDITADO',
          entidade: 'prescricao',
          entidadeId: atual.id,
          pacienteId: atual.paciente_id,
          detalhes: { alteracoes: [...partes, ...conferencia.partes] },
        });
        return atual.id;
      });
      for (const caminho of removidos) await files.delete(caminho).catch(() => undefined);
      return umaPrescricao(db, id);
    },
  );

  app.put(
    '/gerenciar/prescricao/conferirErealizaarUploadArquivo/:id',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Salvar a conferência de um exame: entrega e resultado de cada exame, observação, status e os resultados anexados que ficam',
        params: idParamsSchema,
        body: conferenciaBodySchema,
        response: { 200: prescricaoSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const removidos = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const atual = await lockPrescricao(trx, id);
        if (!atual) throw notFound(M.naoEncontrada);
        const versao = request.body.versao;
        if (versao !== undefined && versao !== atual.versao) recusaDeAtualizacao(atual.versao, versao, () => notFound(M.naoEncontrada));
        const { partes, removidos } = await salvarConferencia(trx, id, autorDe(request).id, request.body);
        await audit({
          acao: 'EXAME_PACIENTE_CONFERIDO',
          entidade: 'prescricao',
          entidadeId: id,
          pacienteId: atual.paciente_id,
          detalhes: { alteracoes: partes },
        });
        return removidos;
      });
      for (const caminho of removidos) await files.delete(caminho).catch(() => undefined);
      return umaPrescricao(db, id);
    },
  );

  app.post(
    '/gerenciar/prescricao/uploadArquivoPrescricao',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary:
          'Multipart: tipoPrescricaoId, procedimentoId, pacienteId, id opcional e os arquivos em uploadArquivo (até 10). Sem id: um exame tipo 2 com os arquivos; com id: resultados anexados ao exame',
        consumes: ['multipart/form-data'],
        response: { 201: prescricaoSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, ETAPA_MSG.tipo, 'envie multipart/form-data');
      const campos: Record<string, string> = {};
      const guardados: { id: string; caminho: string; mime: string; nome: string; tamanho: number }[] = [];
      const descartar = async () => {
        for (const g of guardados) await files.delete(g.caminho).catch(() => undefined);
      };
      try {
        const parts = request.parts({ limits: { fileSize: maxBytes + 1, files: MAX_ARQUIVOS, fields: 6, parts: MAX_ARQUIVOS + 6 } });
        for await (const part of parts) {
          if (part.type === 'field') {
            campos[part.fieldname] = String(part.value);
            continue;
          }
          if (part.fieldname !== 'uploadArquivo' && part.fieldname !== 'arquivo') {
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
          if (!type || !ACCEPTED.test(type.mime)) {
            await files.delete(stored.caminho);
            throw new ApiError(415, ETAPA_MSG.tipo, `conteúdo detectado: ${type?.mime ?? 'desconhecido'}`);
          }
          const nome =
            (part.filename.split(/[\\/]/).pop() ?? '')
              .replace(/[\p{Cc}"]/gu, '')
              .trim()
              .slice(0, 200) || 'arquivo';
          guardados.push({ id: randomUUID(), caminho: stored.caminho, mime: type.mime, nome, tamanho: stored.size });
        }
      } catch (error) {
        await descartar();
        if (error instanceof ApiError) throw error;
        const code = (error as { code?: string; statusCode?: number }).code;
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new ApiError(413, M.arquivosDemais, code);
        if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
        throw badRequest(MSG_ENVIO_INVALIDO, `multipart malformado: ${error instanceof Error ? error.message : String(error)}`);
      }
      const numero = (nome: string): number | undefined => (/^[0-9]{1,9}$/.test(campos[nome]?.trim() ?? '') ? Number(campos[nome]) : undefined);
      try {
        const pacienteId = numero('pacienteId');
        const procedimentoId = numero('procedimentoId');
        const id = numero('id');
        const erros = [];
        if (!pacienteId) erros.push(invalidField(M.paciente, 'pacienteId'));
        if (!procedimentoId) erros.push(invalidField(M.procedimento, 'procedimentoId'));
        if (!id && numero('tipoPrescricaoId') !== 2) erros.push(invalidField(M.tipo, 'tipoPrescricaoId'));
        if (guardados.length === 0) erros.push(invalidField(M.semArquivo, 'uploadArquivo'));
        if (erros.length > 0) throw new ApiErrorList(400, erros);
        const autor = autorDe(request);
        const prescricaoId = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
          await checaPacienteProcedimento(trx, pacienteId!, procedimentoId!);
          let alvo: number;
          if (id) {
            const atual = await lockPrescricao(trx, id);
            if (!atual || atual.paciente_id !== pacienteId) throw notFound(M.naoEncontrada);
            alvo = atual.id;
          } else {
            alvo = await insertPrescricao(trx, {
              paciente_id: pacienteId!,
              procedimento_id: procedimentoId!,
              tipo_prescricao_id: 2,
              medico_id: request.auth!.user.ehMedico ? autor.id : null,
              usuario_cadastro: autor.nome,
              usuario_alteracao: autor.nome,
            });
          }
          for (const g of guardados)
            await insertArquivo(trx, {
              id: g.id,
              mimeType: g.mime,
              nome: g.nome,
              tamanho: g.tamanho,
              caminho: g.caminho,
              usuarioId: autor.id,
              usuarioNome: autor.nome,
            });
          const ordem = (await arquivosDaPrescricao(trx, alvo)).length;
          await insertArquivosDaPrescricao(
            trx,
            guardados.map((g, i) => ({ prescricao_id: alvo, arquivo_id: g.id, resultado: Boolean(id), ordenacao: ordem + i })),
          );
          await marcarVinculados(
            trx,
            guardados.map((g) => g.id),
          );
          const nomes = guardados.map((g) => `'${limpo(g.nome)}'`).join(', ');
          await insertAuditoria(trx, alvo, autor.id, id ? `ADICIONADO <<resultadoExame>> ${nomes}` : `CRIAÇÃO DO EXAME;ADICIONADO <<arquivos>> ${nomes}`);
          await audit({
            acao: id ? 'EXAME_PACIENTE_RESULTADO_ANEXADO' : 'EXAME_PACIENTE_CRIADO',
            entidade: 'prescricao',
            entidadeId: alvo,
            pacienteId: pacienteId!,
            detalhes: { arquivos: guardados.map((g) => g.nome) },
          });
          return alvo;
        });
        return reply.code(201).send(await umaPrescricao(db, prescricaoId));
      } catch (error) {
        await descartar();
        throw error;
      }
    },
  );

  app.get(
    '/gerenciar/prescricao/arquivo/:id',
    {
      config: { access: EXAME_FICHA },
      schema: {
        tags: TAGS,
        summary: 'Baixar um arquivo de exame (carregado ou resultado)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const row = await findArquivoDePrescricao(db, request.params.id);
      if (!row || row.prescricao_id === null) throw notFound(M.arquivoNaoEncontrado);
      return sendStoredFile(reply, files, { caminho: row.caminho, mimeType: row.mime_type, filename: row.nome_original, missing: M.arquivoNaoEncontrado });
    },
  );

  app.delete(
    '/gerenciar/prescricao/deletarPrescricao',
    {
      config: { access: EXAME_OU_PRESCRICAO },
      schema: {
        tags: TAGS,
        summary: 'Excluir um exame (DELETAR_EXAME) ou uma prescrição (DELETAR_PRESCRICAO, DELETAR_PRESCRICOES ou DELETAR_PRECRIÇÕES) pelo código',
        querystring: codigoQuerySchema,
        response: { 200: emptyObjectSchema },
      },
    },
    async (request) => {
      const codigo = Number(request.query.codigo);
      const removidos = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const exame = await lockPrescricao(trx, codigo);
        if (exame) {
          if (!app.hasAccess(request, 'EXAME_FICHA_PACIENTE && DELETAR_EXAME')) throw proibido();
          const arquivos = await arquivosDaPrescricao(trx, codigo);
          await deletePrescricao(trx, codigo);
          const caminhos =
            arquivos.length > 0
              ? await deleteArquivos(
                  trx,
                  arquivos.map((a) => a.arquivo_id),
                )
              : [];
          await audit({
            acao: 'EXAME_PACIENTE_EXCLUIDO',
            entidade: 'prescricao',
            entidadeId: codigo,
            pacienteId: exame.paciente_id,
            detalhes: { arquivos: arquivos.length },
          });
          return caminhos;
        }
        const orientacao = await findOrientacao(trx, codigo);
        if (!orientacao) throw notFound(M.orientacaoNaoEncontrada);
        if (!tem(request, 'PRESCRISOES_FICHA_PACIENTE') || !DELETAR_PRESCRICAO_GRAFIAS.some((g) => tem(request, g))) throw proibido();
        await deleteOrientacao(trx, codigo);
        await audit({
          acao: 'PRESCRICAO_EXCLUIDA',
          entidade: 'orientacao_medica',
          entidadeId: codigo,
          pacienteId: orientacao.paciente_id,
          detalhes: { nomePrescricao: orientacao.nome_prescricao },
        });
        return [];
      });
      for (const caminho of removidos) await files.delete(caminho).catch(() => undefined);
      return {};
    },
  );

  app.get(
    '/gerenciar/prescricao/imprimir/:id',
    {
      config: { access: EXAME_OU_PRESCRICAO },
      schema: {
        tags: TAGS,
        summary: 'Um pedido de exame (exames em colunas de até 10) ou uma prescrição, pronto para o serviço de PDF e registrado como emitido',
        params: idParamsSchema,
        response: { 200: documentoSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      // stored texts were sanitised when saved; exam and prescription names are escaped here
      const exame = await findPrescricaoRow(db, id);
      let pacienteId: number;
      let procedimentoId: number;
      let titulo: string;
      let html: string;
      let layoutId: number | null;
      if (exame) {
        if (!tem(request, 'EXAME_FICHA_PACIENTE')) throw proibido();
        if (exame.tipo_prescricao_id !== 1) throw badRequest(M.naoImprime);
        const nomes = (await confirmacoesDe(db, [id])).get(id)!.map((c) => c.nome);
        pacienteId = exame.paciente_id;
        procedimentoId = exame.procedimento_id;
        layoutId = exame.layout_id;
        titulo = `Pedido de exame${exame.nome_layout ? ` — ${exame.nome_layout}` : ''}`;
        html = `${exame.texto ?? ''}${colunasDeExames(nomes)}`;
      } else {
        const orientacao = await findOrientacao(db, id);
        if (!orientacao) throw notFound(M.orientacaoNaoEncontrada);
        if (!tem(request, 'PRESCRISOES_FICHA_PACIENTE')) throw proibido();
        pacienteId = orientacao.paciente_id;
        procedimentoId = orientacao.procedimento_id;
        layoutId = null;
        titulo = `Prescrição — ${orientacao.nome_prescricao}`;
        html = `<h2>${escapeHtml(orientacao.nome_prescricao)}</h2>${orientacao.texto}`;
      }
      const contexto = await contextoDe(app, request, { idPaciente: pacienteId, procedimento: procedimentoId }, null);
      const documento = { headerHeigth: ALTURA_CABECALHO, htmlHeader: preenchidoOuRecusa(CABECALHO_LAUDO, contexto), content: corpo(html) };
      const user = request.auth!.user;
      // issue 39: a doctor who keeps an A1 certificate signs what they issue (PAdES, at registration)
      const emissao = emissaoDe(app.deps.pdfServiceKey, documento, {
        titulo,
        pacienteId,
        layoutId,
        usuarioId: user.id,
        assinanteId: user.ehMedico ? user.id : null,
      });
      return { ...documento, ...(emissao && { emissao }) };
    },
  );
}
