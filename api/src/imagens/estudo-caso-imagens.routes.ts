import { Type } from 'typebox';
import { notFound } from '../errors/api-error.js';
import type { TypedApp } from '../http/typebox.js';
import { pacienteIdExiste } from '../paciente/paciente.repository.js';
import { ESTUDO_CASO_ACCESS, ESTUDO_MSG } from '../estudo-caso/estudo-caso.routes.js';
import { gruposDoPaciente, urlDaEtapa, urlDoEstudo, type FiltroGrupos } from '../estudo-caso/estudo-caso.repository.js';
import { filtroImagensSchema, grupoEstudoSchema, pacienteProcedimentoSchema } from '../estudo-caso/estudo-caso.schemas.js';
import { listGrupos } from './imagens.repository.js';
import { IMAGENS_ACCESS } from './imagens.routes.js';
import { grupoSchema } from './imagens.schemas.js';

const TAGS = ['Imagens das etapas'];
const NUMERO = Type.String({ pattern: '^[0-9]{1,9}$' });
/** The stages' images seen from the Etapas tab or from the case study. */
const ETAPAS_OU_ESTUDO = 'ROLE_PACIENTES && (IMAGENS_FICHA_PACIENTE || CRIAR_ESTUDO_CASO)';

/** spec 02 §7 "Case study and images": the case study's lists of stage images, and the stage list by GET. */
export function estudoCasoImagensRoutes(app: TypedApp): void {
  const db = app.deps.db;
  const grupos = async (filtro: FiltroGrupos, urlDe: (id: string) => string) => {
    if (!(await pacienteIdExiste(db, filtro.pacienteId))) throw notFound(ESTUDO_MSG.paciente);
    return gruposDoPaciente(db, filtro, urlDe);
  };

  app.post(
    '/gerenciar/imagens/estudocaso/listar',
    {
      config: { access: ESTUDO_CASO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'As etapas registradas do paciente com as imagens marcadas para o estudo de caso (as sem nenhuma ficam de fora)',
        body: pacienteProcedimentoSchema,
        response: { 200: Type.Array(grupoEstudoSchema) },
      },
    },
    async (request) => grupos({ pacienteId: request.body.idPaciente, procedimentoId: request.body.procedimento, somenteMarcadas: true }, urlDoEstudo),
  );

  app.post(
    '/gerenciar/imagens/listarGruposEstudosDeCaso',
    {
      config: { access: ESTUDO_CASO_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'As etapas de estudo de caso (configuração da etapa) registradas para o paciente, com todas as suas imagens',
        body: pacienteProcedimentoSchema,
        response: { 200: Type.Array(grupoEstudoSchema) },
      },
    },
    async (request) => grupos({ pacienteId: request.body.idPaciente, procedimentoId: request.body.procedimento, somenteEtapasEstudo: true }, urlDoEstudo),
  );

  app.post(
    '/gerenciar/imagens/listarPorFiltro',
    {
      config: { access: ETAPAS_OU_ESTUDO },
      schema: {
        tags: TAGS,
        summary: 'As etapas registradas do paciente com suas imagens, filtradas por procedimento, etapa, período e marcação de estudo de caso',
        body: filtroImagensSchema,
        response: { 200: Type.Array(grupoEstudoSchema) },
      },
    },
    async (request) => {
      const b = request.body;
      // who holds the Etapas tab reads the stage path; a case-study-only user, the case study's
      const urlDe = app.hasAccess(request, IMAGENS_ACCESS) ? urlDaEtapa : urlDoEstudo;
      const filtro: FiltroGrupos = {
        pacienteId: b.idPaciente,
        procedimentoId: b.procedimento,
        configuracoesEtapaId: b.configuracoesEtapaId,
        dataInicio: b.dataInicio,
        dataFim: b.dataFim,
        somenteMarcadas: b.exibeNoEstudoCaso === true,
        // without the Etapas tab, only what the case study would show
        somenteEtapasEstudo: false,
      };
      if (!app.hasAccess(request, IMAGENS_ACCESS)) filtro.somenteMarcadas = true;
      return grupos(filtro, urlDe);
    },
  );

  app.get(
    '/gerenciar/imagens/listar',
    {
      config: { access: IMAGENS_ACCESS },
      schema: {
        tags: TAGS,
        summary: 'Etapas ativas do procedimento com as respostas do paciente (o mesmo que o POST, por query)',
        querystring: Type.Object({ idPaciente: NUMERO, procedimento: NUMERO }, { additionalProperties: false }),
        response: { 200: Type.Array(grupoSchema) },
      },
    },
    async (request) => listGrupos(db, Number(request.query.idPaciente), Number(request.query.procedimento)),
  );
}
