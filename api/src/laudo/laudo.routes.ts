import { Type } from 'typebox';
import { emissaoDe } from '../documento-emitido/emissao.js';
import { Id } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import { arquivoIdOf, findArquivo, listGrupos } from '../imagens/imagens.repository.js';
import { IMAGENS_ACCESS } from '../imagens/imagens.routes.js';
import { contextoDe, preenchidoOuRecusa } from '../layout/documento-contexto.js';
import { historicoAgendamento } from '../paciente/historico-agendamento.repository.js';
import { HISTORICO_AGENDAMENTO_READ } from '../paciente/historico-agendamento.routes.js';
import { ALTURA_CABECALHO, CABECALHO_LAUDO, conteudoLaudo, type ImagemInline } from './laudo.js';
import { SECOES_LAUDO, secoesDoLaudo } from './laudo-secoes.js';

const TAGS = ['Pacientes'];
export const LAUDO_ACCESS = 'ROLE_PACIENTES';
/** Inline images stop here (base64 characters): the PDF service takes 10 MB of HTML. */
export const LIMITE_IMAGENS = 7 * 1024 * 1024;
const IMAGEM = /^image\/(png|jpeg|gif|webp)$/;

const laudoBodySchema = Type.Object({ idPaciente: Id(), procedimento: Id() }, { additionalProperties: false });
const laudoSchema = Type.Object({
  headerHeigth: Type.Integer({ description: 'altura do cabeçalho em px (o nome é o da especificação)' }),
  htmlHeader: Type.String({ description: 'cabeçalho de cada página: logo e dados do paciente' }),
  content: Type.String({ description: 'o corpo: histórico de agendamentos e etapas com imagens' }),
  emissao: Type.Optional(
    Type.String({ description: 'o trabalho assinado que o serviço de PDF devolve ao registrar o laudo como emitido (ausente sem PDF_SERVICE_KEY)' }),
  ),
});

/** A stored stage image as a data url (undefined when its file is gone). */
export async function inline(app: TypedApp, url: string, mime: string): Promise<string | undefined> {
  const id = arquivoIdOf(url);
  const arquivo = id ? await findArquivo(app.deps.db, id) : undefined;
  const stored = arquivo ? await app.deps.files.get(arquivo.caminho) : undefined;
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return `data:${mime};base64,${Buffer.concat(chunks).toString('base64')}`;
}

/** spec 02 §7 "PDF body" and §9 "PDF header": what the PDF service prints as the record's laudo.pdf. */
export function laudoRoutes(app: TypedApp): void {
  app.post(
    '/gerenciar/paciente/laudo',
    {
      config: { access: LAUDO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'O laudo do paciente num procedimento, pronto para o serviço de PDF (cabeçalho e corpo)',
        body: laudoBodySchema,
        response: { 200: laudoSchema },
      },
    },
    async (request) => {
      const { idPaciente, procedimento } = request.body;
      // the report holds only what the record's tabs would show this caller
      const contexto = await contextoDe(app, request, { idPaciente, procedimento }, null);
      const htmlHeader = preenchidoOuRecusa(CABECALHO_LAUDO, contexto);
      const historico = app.hasAccess(request, HISTORICO_AGENDAMENTO_READ) ? await historicoAgendamento(app.deps.db, idPaciente, procedimento) : null;
      let etapas = null;
      if (app.hasAccess(request, IMAGENS_ACCESS)) {
        let restante = LIMITE_IMAGENS;
        etapas = [];
        for (const grupo of await listGrupos(app.deps.db, idPaciente, procedimento)) {
          const imagens: ImagemInline[] = [];
          let omitidas = 0;
          for (const imagem of grupo.imagens.filter((i) => IMAGEM.test(i.mimeType))) {
            const dataUrl = restante > 0 ? await inline(app, imagem.urlArmazenamento, imagem.mimeType) : undefined;
            if (dataUrl && dataUrl.length <= restante) {
              imagens.push({ dataUrl, nome: imagem.name });
              restante -= dataUrl.length;
            } else omitidas++;
          }
          etapas.push({ grupo, imagens, omitidas });
        }
      }
      // issue 39: the clinical-document tabs, each only for who may see it
      const visiveis = SECOES_LAUDO.filter((secao) => app.hasAccess(request, secao.acesso)).map((secao) => secao.chave);
      const documentos = await secoesDoLaudo(app.deps.db, visiveis, idPaciente, procedimento);
      const procedimentoNome = contexto.procedimento!.nome;
      const documento = {
        headerHeigth: ALTURA_CABECALHO,
        htmlHeader,
        content: conteudoLaudo({ procedimento: procedimentoNome, paciente: contexto.paciente.nome, historico, etapas, documentos }),
      };
      // the api built this for a caller its guards let see the patient: the PDF of exactly this is issued by the clinic
      const emissao = emissaoDe(app.deps.pdfServiceKey, documento, {
        titulo: `Laudo — ${procedimentoNome}`,
        pacienteId: idPaciente,
        layoutId: null,
        usuarioId: request.auth!.user.id,
        // issue 39: a doctor who keeps an A1 certificate signs the report they issue
        assinanteId: request.auth!.user.ehMedico ? request.auth!.user.id : null,
      });
      return { ...documento, ...(emissao && { emissao }) };
    },
  );
}
