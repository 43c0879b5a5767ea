import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { emissaoDe } from '../documento-emitido/emissao.js';
import { ApiError, ApiErrorList, badRequest, conflict, invalidField, notFound, type ErrorItem } from '../errors/api-error.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import type { Executor } from '../db/database.js';
import { ALTURA_CABECALHO, CABECALHO_LAUDO } from '../laudo/laudo.js';
import { contextoDe, preenchidoOuRecusa } from '../layout/documento-contexto.js';
import { escapeHtml } from '../layout/html-sanitizer.js';
import { findLayoutDoFormulario } from '../layout/layout.repository.js';
import { findMedicoDoDocumento } from '../layout/preenchimento.repository.js';
import { pacienteIdExiste } from '../paciente/paciente.repository.js';
import { sendStoredFile } from '../storage/send-stored-file.js';
import { deleteArquivos, marcarVinculados } from '../storage/arquivo.repository.js';
import { receiveUpload } from '../storage/upload.js';
import { ETAPA_MSG } from '../imagens/etapa.validation.js';
import { clinicDay } from '../time/clinic-time.js';
import { findFormulario } from './formulario.repository.js';
import { perguntaImpressa, respostaImpressa } from './resposta-impressa.js';
import type { Pergunta } from './formulario.schemas.js';
import {
  atualizarResposta,
  excluirResposta,
  findResposta,
  findRespostaRow,
  gravarRespostas,
  grausPorId,
  inserirResposta,
  listRespostas,
  lockResposta,
  numeroDaVersao,
  procedimentoExiste,
  respostasDoPaciente,
  versaoIdDe,
  type RespostaRow,
} from './resposta.repository.js';
import {
  deletarQuerySchema,
  documentoSchema,
  estudoCasoBodySchema,
  imprimirBodySchema,
  respostaCadastroSchema,
  respostaEstudoCasoSchema,
  respostaLinhaSchema,
  respostaListarBodySchema,
  respostaSchema,
  simOuNaoTexto,
  uploadQuerySchema,
  VARIAVEL_CIDADE,
  type RespostaPergunta,
  type RespostaPerguntaBody,
} from './resposta.schemas.js';

const TAGS = ['Formulários da ficha'];
/** The record's 'Formulários e evolução' tab (spec 02 §6). */
export const RESPOSTA_ACCESS = 'ROLE_PACIENTES && FORMULARIO_FICHA_PACIENTE';
export const RESPOSTA_DELETE = 'ROLE_PACIENTES && FORMULARIO_FICHA_PACIENTE && DELETAR_FORMULARIOS';

/** Same files as the stages take (image or video, the upload limit). */
const ACCEPTED = /^(image\/(jpeg|png|webp|gif|heic|heif|avif)|video\/(mp4|webm|quicktime))$/;

/** spec 02 §5 Forms, §8; the rest in the portal's voice. */
export const RESPOSTA_MSG = {
  deletado: 'Formulário deletado com sucesso!',
  semPerguntas: 'Não existe perguntas para este formulário.',
  semLayout: 'Você deve primeiro criar um layout vinculado a este formulário antes da impressão.',
  formularioNaoEncontrado: 'Formulário não encontrado.',
  naoEncontrada: 'Ficha não encontrada.',
  inativo: 'Este formulário está inativo.',
  pacienteNaoEncontrado: 'Paciente não encontrado.',
  procedimentoNaoEncontrado: 'Procedimento não encontrado.',
  perguntaDeOutroFormulario: 'Esta pergunta não pertence a este formulário.',
  perguntaRepetida: 'Esta pergunta foi respondida duas vezes.',
  exclusivas: 'Escolha apenas uma: Sim, Não ou Restrição.',
  semSimNao: 'Esta pergunta não tem Sim/Não.',
  semRestricao: 'Esta pergunta não tem Restrição.',
  semGrau: 'Esta pergunta não tem grau de calvície.',
  grauNaoEncontrado: 'Grau de calvície não encontrado.',
  opcao: 'Escolha uma das opções da pergunta.',
  medico: 'O usuário escolhido não é um médico.',
  arquivoNaoEdita: 'Arquivos enviados não podem ser editados.',
  arquivoNaoImprime: 'Arquivos enviados não são impressos: baixe o arquivo.',
  outraFicha: 'Esta ficha é de outro paciente, procedimento ou formulário.',
  alteradaPorOutro: 'Esta ficha foi alterada por outra pessoa. Recarregue e tente novamente.',
  arquivoNaoEncontrado: 'Arquivo não encontrado.',
  tipoArquivo: 'Arquivo não suportado: envie uma imagem ou um vídeo.',
} as const;

/** spec 02 §2.12: the form whose printout carries the truth declaration, place, date and signature. */
export const FICHA_ANAMNESE = 'Ficha de admissão e anamnese';
export const DECLARACAO_VERDADE =
  'Declaro, para os devidos fins, que as informações acima prestadas são verdadeiras e que não omiti nenhum dado sobre a minha saúde.';
const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
/** '27 de novembro de 2026' (pt-BR), the clinic's day. */
export const dataPorExtenso = (instant: Date): string => {
  const dia = clinicDay(instant);
  return `${Number(dia.slice(8, 10))} de ${MESES[Number(dia.slice(5, 7)) - 1]} de ${dia.slice(0, 4)}`;
};
const normalizado = (s: string) => s.normalize().trim().toLowerCase();

const texto = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const opcoesDe = (p: Pergunta): string[] =>
  (p.opcoesAdicionais ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

/** The answers as stored, one error per answer that does not fit its question. */
async function respostasValidas(
  db: Executor,
  perguntas: Pergunta[],
  input: RespostaPerguntaBody[],
): Promise<{ respostas: RespostaPergunta[]; errors: ErrorItem[] }> {
  const errors: ErrorItem[] = [];
  const porId = new Map(perguntas.map((p) => [p.id, p]));
  const vistas = new Set<number>();
  const grausPedidos = [...new Set(input.flatMap((r) => (r.grauCalvicie ? [r.grauCalvicie] : [])))];
  const graus = await grausPorId(db, grausPedidos);
  const respostas = input.flatMap((r, i): RespostaPergunta[] => {
    const campo = (nome: string) => `respostaPerguntas.${i}.${nome}`;
    const pergunta = porId.get(r.perguntaId);
    if (!pergunta) return (errors.push(invalidField(RESPOSTA_MSG.perguntaDeOutroFormulario, campo('perguntaId'))), []);
    if (vistas.has(r.perguntaId)) return (errors.push(invalidField(RESPOSTA_MSG.perguntaRepetida, campo('perguntaId'))), []);
    vistas.add(r.perguntaId);
    const simouNao = r.simouNao ?? null;
    const restricao = r.restricao ?? false;
    const respostaOpcao = texto(r.respostaOpcao);
    const grauCalvicie = r.grauCalvicie ?? null;
    if (simouNao && restricao) errors.push(invalidField(RESPOSTA_MSG.exclusivas, campo('restricao')));
    if (simouNao && !pergunta.exibirCamposSimouNao) errors.push(invalidField(RESPOSTA_MSG.semSimNao, campo('simouNao')));
    if (restricao && !pergunta.exibirCampoRestricao) errors.push(invalidField(RESPOSTA_MSG.semRestricao, campo('restricao')));
    if (grauCalvicie !== null && !pergunta.exibirGrauCalvicie) errors.push(invalidField(RESPOSTA_MSG.semGrau, campo('grauCalvicie')));
    else if (grauCalvicie !== null && !graus.has(grauCalvicie)) errors.push(invalidField(RESPOSTA_MSG.grauNaoEncontrado, campo('grauCalvicie')));
    if (respostaOpcao !== null && !opcoesDe(pergunta).includes(respostaOpcao)) errors.push(invalidField(RESPOSTA_MSG.opcao, campo('respostaOpcao')));
    return [{ perguntaId: r.perguntaId, resposta: texto(r.resposta), simouNao, respostaOpcao, restricao, grauCalvicie }];
  });
  return { respostas, errors };
}

const actorOf = (request: FastifyRequest) => request.auth?.user.nome ?? null;

/** spec 02 §7 Forms: the record's filled forms (resposta/*, deletarFomulario, listasRespostasPerguntasEstudoCaso) and their print. */
export function respostaRoutes(app: TypedApp): void {
  const db = app.deps.db;

  async function pacienteEProcedimento(paciente: number, procedimento: number): Promise<void> {
    if (!(await pacienteIdExiste(db, paciente))) throw notFound(RESPOSTA_MSG.pacienteNaoEncontrado);
    if (!(await procedimentoExiste(db, procedimento))) throw notFound(RESPOSTA_MSG.procedimentoNaoEncontrado);
  }

  app.post(
    '/gerenciar/formulario/resposta/cadastro',
    {
      config: { access: RESPOSTA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Preencher um formulário para o paciente (na versão atual do formulário) ou editar a ficha (id, versao: na versão em que foi preenchida)',
        body: respostaCadastroSchema,
        response: { 200: respostaSchema, 201: respostaSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = request.auth!.user;
      await pacienteEProcedimento(body.paciente, body.procedimento);
      let medicoId: number | null | undefined = body.medico;
      if (medicoId != null && !(await findMedicoDoDocumento(db, medicoId))) throw new ApiErrorList(400, [invalidField(RESPOSTA_MSG.medico, 'medico')]);
      const actor = actorOf(request);
      const editando = body.id != null;
      const id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        if (body.id != null) {
          const atual = await lockResposta(trx, body.id);
          if (!atual) throw notFound(RESPOSTA_MSG.naoEncontrada);
          if (atual.arquivo_id) throw badRequest(RESPOSTA_MSG.arquivoNaoEdita);
          if (atual.paciente_id !== body.paciente || atual.procedimento_id !== body.procedimento || atual.formulario_id !== body.formulario) {
            throw badRequest(RESPOSTA_MSG.outraFicha);
          }
          if (body.versao != null && body.versao !== atual.versao)
            throw conflict(RESPOSTA_MSG.alteradaPorOutro, `versão atual ${atual.versao}, enviada ${body.versao}`);
          const numero = await numeroDaVersao(trx, atual.formulario_versao_id!);
          const formulario = (await findFormulario(trx, body.formulario, numero))!;
          const { respostas, errors } = await respostasValidas(trx, formulario.perguntas, body.respostaPerguntas);
          if (errors.length) throw new ApiErrorList(400, errors);
          if (medicoId === undefined) medicoId = atual.medico_id;
          await atualizarResposta(trx, atual.id, {
            medico_id: medicoId,
            restricao: respostas.some((r) => r.restricao),
            versao: atual.versao + 1,
            usuario: actor,
          });
          await gravarRespostas(trx, atual.id, respostas);
          await audit({
            acao: 'FORMULARIO_RESPOSTA_EDITADA',
            entidade: 'formulario_resposta',
            entidadeId: atual.id,
            pacienteId: atual.paciente_id,
            detalhes: { formulario: atual.nome, versaoFormulario: numero, respostas: respostas.length },
          });
          return atual.id;
        }
        const formulario = await findFormulario(trx, body.formulario);
        if (!formulario) throw notFound(RESPOSTA_MSG.formularioNaoEncontrado);
        if (!formulario.ativo) throw badRequest(RESPOSTA_MSG.inativo);
        if (formulario.perguntas.length === 0) throw badRequest(RESPOSTA_MSG.semPerguntas);
        const { respostas, errors } = await respostasValidas(trx, formulario.perguntas, body.respostaPerguntas);
        if (errors.length) throw new ApiErrorList(400, errors);
        const versaoId = await versaoIdDe(trx, formulario.id, formulario.versao);
        const id = await inserirResposta(trx, {
          paciente_id: body.paciente,
          procedimento_id: body.procedimento,
          formulario_id: formulario.id,
          formulario_versao_id: versaoId,
          nome: formulario.nome,
          medico_id: medicoId ?? (user.ehMedico ? user.id : null),
          restricao: respostas.some((r) => r.restricao),
          usuario: actor,
        });
        await gravarRespostas(trx, id, respostas);
        await audit({
          acao: 'FORMULARIO_RESPOSTA_CRIADA',
          entidade: 'formulario_resposta',
          entidadeId: id,
          pacienteId: body.paciente,
          detalhes: { formulario: formulario.nome, versaoFormulario: formulario.versao, respostas: respostas.length },
        });
        return id;
      });
      return reply.code(editando ? 200 : 201).send((await findResposta(db, id))!);
    },
  );

  app.post(
    '/gerenciar/formulario/resposta/upload',
    {
      config: { access: RESPOSTA_ACCESS },
      schema: {
        tags: TAGS,
        summary: "'Faça upload de arquivos': guarda um arquivo (imagem ou vídeo, o limite das etapas) no lugar de uma ficha (multipart, campo arquivo)",
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 201: respostaSchema },
      },
    },
    async (request, reply) => {
      const paciente = Number(request.query.paciente);
      const procedimento = Number(request.query.procedimento);
      await pacienteEProcedimento(paciente, procedimento);
      const uploaded = await receiveUpload(request, db, app.deps.files, {
        maxBytes: app.deps.limits.uploadMaxBytes,
        accepted: ACCEPTED,
        tooLarge: ETAPA_MSG.tamanho,
        wrongType: RESPOSTA_MSG.tipoArquivo,
      });
      // spec 02 §5 Forms: the name cut at the first dot, whitespace as underscores
      const nome = uploaded.name.split('.')[0]!.trim().replace(/\s+/g, '_') || 'arquivo';
      const actor = actorOf(request);
      let id: number;
      try {
        id = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
          const rowId = await inserirResposta(trx, {
            paciente_id: paciente,
            procedimento_id: procedimento,
            nome,
            arquivo_id: uploaded.id,
            medico_id: request.auth!.user.ehMedico ? request.auth!.user.id : null,
            usuario: actor,
          });
          const row = { id: rowId };
          await marcarVinculados(trx, [uploaded.id]);
          await audit({
            acao: 'FORMULARIO_ARQUIVO_ENVIADO',
            entidade: 'formulario_resposta',
            entidadeId: row.id,
            pacienteId: paciente,
            detalhes: { nome, arquivo: uploaded.name, tamanho: uploaded.size },
          });
          return row.id;
        });
      } catch (error) {
        for (const caminho of await deleteArquivos(db, [uploaded.id])) await app.deps.files.delete(caminho);
        throw error;
      }
      return reply.code(201).send((await findResposta(db, id))!);
    },
  );

  app.get(
    '/gerenciar/formulario/resposta/arquivo/:id',
    {
      config: { access: RESPOSTA_ACCESS },
      schema: { tags: TAGS, summary: 'Baixar o arquivo enviado no lugar de uma ficha', params: idParamsSchema },
    },
    async (request, reply) => {
      const row = await findRespostaRow(db, Number(request.params.id));
      if (!row?.arquivo_id || !row.caminho) throw notFound(RESPOSTA_MSG.arquivoNaoEncontrado);
      const ext = row.mime_type?.split('/')[1]?.replace('quicktime', 'mov') ?? 'bin';
      return sendStoredFile(reply, app.deps.files, {
        caminho: row.caminho,
        mimeType: row.mime_type!,
        filename: `${row.nome.replace(/[^\w.-]/g, '_')}.${ext}`,
        missing: RESPOSTA_MSG.arquivoNaoEncontrado,
      });
    },
  );

  app.post(
    '/gerenciar/formulario/resposta/listar',
    {
      config: { access: RESPOSTA_ACCESS },
      schema: {
        tags: TAGS,
        summary: "As fichas, arquivos e estudos de caso ('Estudo de casos', type ESTUDO_CASO) do paciente no procedimento, mais recentes primeiro",
        body: respostaListarBodySchema,
        response: { 200: Type.Array(respostaLinhaSchema) },
      },
    },
    async (request) => listRespostas(db, request.body.paciente, request.body.procedimento),
  );

  app.get(
    '/gerenciar/formulario/resposta/listar/:id',
    {
      config: { access: RESPOSTA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Uma ficha com as perguntas da versão do formulário em que foi preenchida',
        params: idParamsSchema,
        response: { 200: respostaSchema },
      },
    },
    async (request) => {
      const found = await findResposta(db, Number(request.params.id));
      if (!found) throw notFound(RESPOSTA_MSG.naoEncontrada);
      return found;
    },
  );

  app.delete(
    '/gerenciar/formulario/deletarFomulario',
    {
      config: { access: RESPOSTA_DELETE },
      schema: {
        tags: TAGS,
        summary: "Excluir uma ficha ou arquivo do paciente (DELETAR_FORMULARIOS): 'Formulário deletado com sucesso!'",
        querystring: deletarQuerySchema,
        response: { 200: Type.Object({ mensagem: Type.String() }) },
      },
    },
    async (request) => {
      const id = Number(request.query.id);
      const caminhos = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const row = await lockResposta(trx, id);
        if (!row) throw notFound(RESPOSTA_MSG.naoEncontrada);
        await excluirResposta(trx, id);
        const removidos = row.arquivo_id ? await deleteArquivos(trx, [row.arquivo_id]) : [];
        await audit({
          acao: 'FORMULARIO_RESPOSTA_EXCLUIDA',
          entidade: 'formulario_resposta',
          entidadeId: id,
          pacienteId: row.paciente_id,
          detalhes: { nome: row.nome, arquivo: row.arquivo_id !== null },
        });
        return removidos;
      });
      for (const caminho of caminhos) await app.deps.files.delete(caminho);
      return { mensagem: RESPOSTA_MSG.deletado };
    },
  );

  app.post(
    '/gerenciar/formulario/listasRespostasPerguntasEstudoCaso',
    {
      config: { access: RESPOSTA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'As respostas das fichas do paciente (no procedimento, se dado) para o estudo de caso',
        body: estudoCasoBodySchema,
        response: { 200: Type.Array(respostaEstudoCasoSchema) },
      },
    },
    async (request) => {
      const rows = await respostasDoPaciente(db, request.body.paciente, request.body.procedimento ?? null);
      return rows.map((r) => ({
        formulario: r.formulario,
        horarioCadastro: r.horario_cadastro.toISOString(),
        pergunta: r.pergunta,
        resposta: [r.grau, r.resposta].filter(Boolean).join(' — ') || null,
        respostaOpcao: r.resposta_opcao,
        exibirCampoSimOuNao: r.exibir_campos_sim_ou_nao,
        simOuNao: r.restricao ? 'Restrição' : simOuNaoTexto(r.sim_ou_nao),
        cor: r.restricao ? 'red' : null,
        negrito: r.restricao,
      }));
    },
  );

  app.post(
    '/gerenciar/formulario/resposta/imprimir',
    {
      config: { access: RESPOSTA_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'A ficha no layout vinculado ao formulário, pronta para o serviço de PDF (registrada como emitida)',
        body: imprimirBodySchema,
        response: { 200: documentoSchema },
      },
    },
    async (request) => {
      const resposta = await findResposta(db, request.body.id);
      if (!resposta) throw notFound(RESPOSTA_MSG.naoEncontrada);
      if (resposta.arquivo !== null || resposta.formulario === null) throw badRequest(RESPOSTA_MSG.arquivoNaoImprime);
      const layout = await findLayoutDoFormulario(db, resposta.formulario);
      if (!layout) throw new ApiError(422, RESPOSTA_MSG.semLayout, `formulário ${resposta.formulario} sem layout vinculado`);
      const grausIds = resposta.respostaPerguntas.flatMap((r) => (r.grauCalvicie !== null ? [r.grauCalvicie] : []));
      const graus = await grausPorId(db, grausIds);
      const porPergunta = new Map(resposta.respostaPerguntas.map((r) => [r.perguntaId, r]));
      const respostaFormulario = resposta.perguntas
        // spec 02 §3: the question 'Grau de Calvice:' of form 1 is not printed
        .filter((p) => perguntaImpressa(resposta.formulario, p.pergunta))
        .map((p) => ({ pergunta: p.pergunta, resposta: respostaImpressa(porPergunta.get(p.id), graus) }));
      const medicoValido = resposta.medico !== null && (await findMedicoDoDocumento(db, resposta.medico)) !== undefined;
      const contexto = await contextoDe(
        app,
        request,
        { idPaciente: resposta.paciente, procedimento: resposta.procedimento, usuarioGerado: medicoValido ? resposta.medico : null, respostaFormulario },
        null,
      );
      let content = preenchidoOuRecusa(layout.texto, contexto);
      if (normalizado(resposta.nome) === normalizado(FICHA_ANAMNESE))
        content += rodapeAnamnese(contexto.variaveisDaClinica.get(VARIAVEL_CIDADE), contexto.paciente.nome);
      const documento = { headerHeigth: ALTURA_CABECALHO, htmlHeader: preenchidoOuRecusa(CABECALHO_LAUDO, contexto), content };
      const emissao = emissaoDe(app.deps.pdfServiceKey, documento, {
        titulo: resposta.nome,
        pacienteId: resposta.paciente,
        layoutId: layout.id,
        usuarioId: request.auth!.user.id,
      });
      return { ...documento, ...(emissao && { emissao }) };
    },
  );
}

/** The 'Ficha de admissão e anamnese' ending: truth declaration, '{cidade}, {dia} de {mês} de {ano}', signature line. */
export function rodapeAnamnese(cidade: string | undefined, paciente: string, hoje = new Date()): string {
  const lugar = cidade?.trim() ? `${escapeHtml(cidade.trim())}, ` : '';
  return (
    `<p>${escapeHtml(DECLARACAO_VERDADE)}</p>` +
    `<p>${lugar}${dataPorExtenso(hoje)}</p>` +
    `<p class="ql-align-center">_______________________________<br />${escapeHtml(paciente)}</p>`
  );
}

export type { RespostaRow };
