import { Type } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { emissaoDe } from '../documento-emitido/emissao.js';
import { badRequest, notFound } from '../errors/api-error.js';
import { Id, idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { questionarioDoEstudo } from '../formulario/resposta-impressa.js';
import { RESPOSTA_ACCESS } from '../formulario/resposta.routes.js';
import { arquivoIdOf } from '../imagens/imagens.repository.js';
import { ALTURA_CABECALHO, CABECALHO_LAUDO } from '../laudo/laudo.js';
import { inline, LIMITE_IMAGENS } from '../laudo/laudo.routes.js';
import { contextoDe, preenchidoOuRecusa } from '../layout/documento-contexto.js';
import { findPacienteDoDocumento } from '../layout/preenchimento.repository.js';
import { sendStoredFile } from '../storage/send-stored-file.js';
import { conteudoEstudoCaso, type GrupoImpresso } from './estudo-caso.html.js';
import {
  arquivosDoPaciente,
  estudosDoPaciente,
  findEstudoCaso,
  findImagemDeEstudoRegistrado,
  findImagemDoEstudo,
  gruposDoPaciente,
  IMAGEM_ESTUDO_PATH,
  insertEstudoCaso,
  SEPARADOR_IMAGENS,
  urlDaEtapa,
  urlDoEstudo,
  type EstudoCasoRow,
} from './estudo-caso.repository.js';
import { estudoCasoCriarSchema, estudoCasoSchema, type EstudoCaso } from './estudo-caso.schemas.js';

const TAGS = ['Estudo de caso'];
/** spec 02 §6: CRIAR_ESTUDO_CASO (the record header's button and the dialog). */
export const ESTUDO_CASO_ACCESS = 'ROLE_PACIENTES && CRIAR_ESTUDO_CASO';
/**
 * A recorded case study is read (opened, its images, printed) by who may make one, and from the
 * forms tab, which lists it as 'Estudo de casos' (spec 02 §2.12).
 */
export const ESTUDO_CASO_READ = 'ROLE_PACIENTES && (CRIAR_ESTUDO_CASO || FORMULARIO_FICHA_PACIENTE)';

export const ESTUDO_MSG = {
  naoEncontrado: 'Estudo de caso não encontrado.',
  paciente: 'Paciente não encontrado.',
  imagemDeOutro: 'Imagem que não é deste paciente: recarregue o estudo de caso.',
  semDados: 'Não existe dados para este paciente.',
  imagemNaoEncontrada: 'Arquivo não encontrado.',
} as const;

/** The stored study as the api answers it: its images by the case study's own path. */
const dtoDe = (row: EstudoCasoRow): EstudoCaso => ({
  id: row.id,
  pacienteId: row.paciente_id,
  procedimentoId: row.procedimento_id,
  nomePaciente: row.nome_paciente,
  imagem: row.imagem,
  observacao: row.observacao,
  usuarioCadastro: row.usuario_cadastro,
  horarioCadastro: row.horario_cadastro.toISOString(),
});

/** The file id of a stage url or a case-study url ('/api' prefix allowed). */
export const arquivoDoEstudo = (url: string): string | undefined => {
  const path = url.replace(/^\/api/, '');
  return path.startsWith(IMAGEM_ESTUDO_PATH) ? arquivoIdOf(urlDaEtapa(path.slice(IMAGEM_ESTUDO_PATH.length))) : arquivoIdOf(path);
};

const documentoSchema = Type.Object({
  headerHeigth: Type.Integer(),
  htmlHeader: Type.String(),
  content: Type.String(),
  emissao: Type.Optional(Type.String({ description: 'o trabalho assinado que registra o PDF como emitido (ausente sem PDF_SERVICE_KEY)' })),
});

/** spec 02 §7 "Case study and images": the case study of a patient (record, list, one, its images, its printable). */
export function estudoCasoRoutes(app: TypedApp): void {
  const db = app.deps.db;

  app.post(
    '/gerenciar/estudoCaso/cadastro',
    {
      config: { access: ESTUDO_CASO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Registrar o estudo de caso do paciente (as imagens marcadas, ou as escolhidas, e uma observação)',
        body: estudoCasoCriarSchema,
        response: { 201: estudoCasoSchema },
      },
    },
    async (request, reply) => {
      const { pacienteId, procedimentoId, observacao } = request.body;
      const paciente = await findPacienteDoDocumento(db, pacienteId);
      if (!paciente) throw notFound(ESTUDO_MSG.paciente);
      let ids: string[];
      if (request.body.imagens === undefined) {
        const grupos = await gruposDoPaciente(db, { pacienteId, procedimentoId, somenteMarcadas: true }, (id) => id);
        ids = grupos.flatMap((g) => g.imagens.map((i) => i.urlArmazenamento));
      } else {
        const lidos = request.body.imagens.map(arquivoDoEstudo);
        if (lidos.some((id) => id === undefined)) throw badRequest(ESTUDO_MSG.imagemDeOutro, 'url fora do formato de imagem de etapa');
        ids = [...new Set(lidos as string[])];
        const doPaciente = new Set((await arquivosDoPaciente(db, pacienteId, ids)).map((r) => r.id));
        if (ids.some((id) => !doPaciente.has(id))) throw badRequest(ESTUDO_MSG.imagemDeOutro, 'imagem de outro paciente ou que não é de etapa');
      }
      const user = request.auth!.user;
      const row = await auditedWrite(db, auditContextOf(request), async (trx, audit) => {
        const inserted = await insertEstudoCaso(trx, {
          pacienteId,
          procedimentoId: procedimentoId ?? null,
          nomePaciente: paciente.nome,
          imagens: ids.map(urlDoEstudo),
          observacao: observacao?.trim() || null,
          usuario: { id: user.id, nome: user.nome },
        });
        await audit({ acao: 'ESTUDO_CASO_CRIADO', entidade: 'estudo_caso', entidadeId: inserted.id, pacienteId, detalhes: { imagens: ids.length } });
        return inserted;
      });
      return reply.code(201).send(dtoDe(row));
    },
  );

  app.get(
    '/gerenciar/estudoCaso/buscarEstudoPorPaciente/:id',
    {
      config: { access: ESTUDO_CASO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Os estudos de caso do paciente, do mais recente ao mais antigo',
        params: idParamsSchema,
        response: { 200: Type.Array(estudoCasoSchema) },
      },
    },
    async (request) => (await estudosDoPaciente(db, Number(request.params.id))).map(dtoDe),
  );

  app.get(
    '/gerenciar/estudoCaso/buscarEstudo/:id',
    {
      config: { access: ESTUDO_CASO_READ },
      schema: {
        tags: TAGS,
        summary: 'Um estudo de caso (também da aba de formulários, que o lista)',
        params: idParamsSchema,
        response: { 200: estudoCasoSchema },
      },
    },
    async (request) => {
      const row = await findEstudoCaso(db, Number(request.params.id));
      if (!row) throw notFound(ESTUDO_MSG.naoEncontrado);
      return dtoDe(row);
    },
  );

  app.get(
    '/gerenciar/estudoCaso/imagem/:id',
    {
      config: { access: ESTUDO_CASO_READ },
      schema: {
        tags: TAGS,
        summary: 'Baixar uma imagem do estudo de caso (marcada para ele, ou de uma etapa de estudo de caso)',
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      // from the forms tab alone: only an image a recorded case study holds
      const row = app.hasAccess(request, ESTUDO_CASO_ACCESS)
        ? await findImagemDoEstudo(db, request.params.id)
        : await findImagemDeEstudoRegistrado(db, request.params.id);
      if (!row) throw notFound(ESTUDO_MSG.imagemNaoEncontrada);
      const ext = row.mime_type.split('/')[1] ?? 'bin';
      return sendStoredFile(reply, app.deps.files, {
        caminho: row.caminho,
        mimeType: row.mime_type,
        filename: `estudo-${row.id}.${ext}`,
        missing: ESTUDO_MSG.imagemNaoEncontrada,
      });
    },
  );

  app.post(
    '/gerenciar/estudoCaso/documento',
    {
      config: { access: ESTUDO_CASO_READ },
      schema: {
        tags: TAGS,
        summary: 'O estudo de caso registrado, pronto para o serviço de PDF (imagens em linhas de 4)',
        body: Type.Object({ idEstudo: Id() }, { additionalProperties: false }),
        response: { 200: documentoSchema },
      },
    },
    async (request) => {
      const estudo = await findEstudoCaso(db, request.body.idEstudo);
      if (!estudo) throw notFound(ESTUDO_MSG.naoEncontrado);
      const contexto = await contextoDe(app, request, { idPaciente: estudo.paciente_id, procedimento: estudo.procedimento_id ?? undefined }, null);
      const htmlHeader = preenchidoOuRecusa(CABECALHO_LAUDO, contexto);
      const ordem = estudo.imagem
        .split(SEPARADOR_IMAGENS)
        .map((u) => arquivoDoEstudo(u))
        .filter((id): id is string => id !== undefined);
      const escolhidas = new Set(ordem);
      const grupos: GrupoImpresso[] = [];
      let restante = LIMITE_IMAGENS;
      let omitidas = 0;
      for (const grupo of await gruposDoPaciente(db, { pacienteId: estudo.paciente_id }, (id) => id)) {
        const imagens: GrupoImpresso['imagens'] = [];
        for (const imagem of grupo.imagens.filter((i) => escolhidas.has(i.urlArmazenamento))) {
          const dataUrl = restante > 0 ? await inline(app, urlDaEtapa(imagem.urlArmazenamento), imagem.mimeType) : undefined;
          if (dataUrl && dataUrl.length <= restante) {
            imagens.push({ dataUrl, nome: imagem.name });
            restante -= dataUrl.length;
          } else omitidas++;
        }
        if (imagens.length > 0) grupos.push({ ...grupo, imagens });
      }
      const documento = {
        headerHeigth: ALTURA_CABECALHO,
        htmlHeader,
        content: conteudoEstudoCaso({
          paciente: estudo.nome_paciente,
          grupos,
          observacao: estudo.observacao,
          omitidas,
          // the questionnaire answers, for who may see the forms tab (as the dialog shows them)
          questionario: app.hasAccess(request, RESPOSTA_ACCESS) ? await questionarioDoEstudo(db, estudo.paciente_id, estudo.procedimento_id) : '',
        }),
      };
      const emissao = emissaoDe(app.deps.pdfServiceKey, documento, {
        titulo: 'Estudo de caso',
        pacienteId: estudo.paciente_id,
        layoutId: null,
        usuarioId: request.auth!.user.id,
      });
      return { ...documento, ...(emissao && { emissao }) };
    },
  );
}
