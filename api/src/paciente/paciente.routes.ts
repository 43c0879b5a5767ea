import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { auditContextOf, auditedWrite } from '../audit/audit.js';
import { registrarAcessoAoPaciente } from '../auditoria/acesso-paciente.js';
import { isValidCpf, onlyDigits } from '../auth/cpf.js';
import type { Executor } from '../db/database.js';
import { isForeignKeyViolation, isUniqueViolation } from '../db/pg-errors.js';
import { ApiErrorList, badRequest, conflict, notFound } from '../errors/api-error.js';
import { paginaQuerySchema, pageOf } from '../http/pagination.js';
import { idParamsSchema } from '../http/schemas.js';
import type { TypedApp } from '../http/typebox.js';
import {
  dadosOf,
  findPaciente,
  findPacienteRow,
  insertHistorico,
  insertPaciente,
  listAuditorias,
  pacienteIdByCpf,
  setAtivo,
  toPaciente,
  updatePaciente,
} from './paciente.repository.js';
import {
  paginaPacientesSchema,
  pacienteCreateSchema,
  pacienteFiltroSchema,
  pacienteResumoSchema,
  pacienteSchema,
  pacienteUpdateSchema,
  type PacienteDados,
  type PacienteInput,
} from './paciente.schemas.js';
import { searchByName, searchPacientes } from './paciente-busca.repository.js';
import { fotoRoutes, linkFoto } from '../storage/foto.js';
import { DESCRICAO_CRIACAO, PACIENTE_MSG, auditChanges, describeChanges, normalizePaciente, validatePaciente } from './paciente.validation.js';

const TAGS = ['Pacientes'];
/** Reading patients: the patient area and the agenda (the booking dialog looks patients up). */
export const PACIENTE_READ = 'ROLE_PACIENTES || ROLE_AGENDAMENTOS';
export const PACIENTE_CREATE = 'ROLE_PACIENTES && CRIAR_NOVO_PACIENTE';
export const PACIENTE_EDIT = 'ROLE_PACIENTES';

export const PACIENTE_NAO_ENCONTRADO = 'Paciente não encontrado.';
export const PACIENTE_DESATUALIZADO = 'Este paciente foi alterado por outro usuário. Recarregue os dados antes de salvar.';
const REFERENCIA_INEXISTENTE = "Plano de saúde, pulseira ou opção de 'como conheceu' inexistente.";
const NAME_SEARCH_LIMIT = 20;

const rethrowWriteErrors = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict(PACIENTE_MSG.cpfExiste, 'paciente_cpf_unico');
  if (isForeignKeyViolation(error)) throw badRequest(REFERENCIA_INEXISTENTE, 'chave estrangeira');
  throw error;
};

/** Normalises and validates as the form does, including 'CPF JÁ EXISTE.' against other patients. */
async function checkedDados(db: Executor, input: PacienteInput, base: PacienteDados | undefined, exceptId?: number): Promise<PacienteDados> {
  const dados = normalizePaciente(input, base);
  const cpfTaken = !dados.estrangeiro && dados.cpf !== null && isValidCpf(dados.cpf) && (await pacienteIdByCpf(db, dados.cpf, exceptId)) > 0;
  const errors = validatePaciente(dados, { cpfExiste: cpfTaken });
  if (errors.length > 0) throw new ApiErrorList(400, errors);
  return dados;
}

const actorOf = (request: FastifyRequest) => ({ id: request.auth?.user.id ?? null, nome: request.auth?.user.nome ?? null });

/** CPF of verificarPacienteCadastrado: a JSON string or number of digits, or { cpf }. */
const cpfBodySchema = Type.Union([
  Type.String({ maxLength: 20 }),
  Type.Integer({ minimum: 0 }),
  Type.Object({ cpf: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
]);
type CpfBody = Static<typeof cpfBodySchema>;
const cpfOf = (body: CpfBody): string => {
  const raw = typeof body === 'object' ? body.cpf : body;
  const digits = onlyDigits(String(raw));
  return typeof raw === 'number' ? digits.padStart(11, '0') : digits;
};

/** Patients: check CPF, create, edit (optimistic lock), read, paged search, name search, (de)activate, photo. */
export function pacienteRoutes(app: TypedApp): void {
  fotoRoutes(app, { dono: 'paciente', tags: ['Pacientes'], de: 'um paciente', access: { upload: PACIENTE_EDIT, read: PACIENTE_READ } });

  app.post(
    '/gerenciar/paciente/verificarPacienteCadastrado',
    {
      config: { access: PACIENTE_READ },
      schema: {
        tags: TAGS,
        summary: 'Id do paciente com este CPF, ou 0',
        description: 'Corpo: os dígitos do CPF como texto JSON ("52998224725"), número, ou { "cpf": "..." } (máscara aceita).',
        body: cpfBodySchema,
        response: { 200: Type.Integer({ description: 'id do paciente, 0 quando nenhum' }) },
      },
    },
    async (request) => {
      const cpf = cpfOf(request.body);
      if (cpf.length !== 11) return 0;
      return pacienteIdByCpf(app.deps.db, cpf);
    },
  );

  app.post(
    '/gerenciar/paciente/cadastro',
    {
      config: { access: PACIENTE_CREATE },
      schema: {
        tags: TAGS,
        summary: 'Cadastrar paciente (400 com uma mensagem por campo inválido)',
        body: pacienteCreateSchema,
        response: { 201: pacienteSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const paciente = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const dados = await checkedDados(trx, request.body, undefined);
        await linkFoto(trx, 'paciente', dados.foto, null);
        const row = await insertPaciente(trx, dados, actor.nome).catch(rethrowWriteErrors);
        await insertHistorico(trx, row.id, actor.id, DESCRICAO_CRIACAO);
        await audit({ acao: 'PACIENTE_CRIADO', entidade: 'paciente', entidadeId: row.id, pacienteId: row.id, detalhes: { nome: row.nome } });
        return toPaciente(row, await listAuditorias(trx, row.id));
      });
      return reply.code(201).send(paciente);
    },
  );

  app.put(
    '/gerenciar/paciente/editar',
    {
      config: { access: PACIENTE_EDIT },
      schema: {
        tags: TAGS,
        summary: 'Editar paciente (409 se a versão enviada estiver desatualizada)',
        body: pacienteUpdateSchema,
        response: { 200: pacienteSchema },
      },
    },
    async (request) => {
      const { id, versao } = request.body;
      const actor = actorOf(request);
      let replacedFoto: string | undefined;
      const saved = await auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const before = await findPacienteRow(trx, id, true);
        if (!before) throw notFound(PACIENTE_NAO_ENCONTRADO);
        if (before.versao !== versao) throw conflict(PACIENTE_DESATUALIZADO, `versão enviada ${versao}, atual ${before.versao}`);
        const beforeDados = dadosOf(before);
        const dados = await checkedDados(trx, request.body, beforeDados, id);
        replacedFoto = await linkFoto(trx, 'paciente', dados.foto, beforeDados.foto);
        const after = await updatePaciente(trx, id, versao, dados, actor.nome).catch(rethrowWriteErrors);
        if (!after) throw conflict(PACIENTE_DESATUALIZADO, 'versão alterada durante a gravação');
        const afterDados = dadosOf(after);
        const descricao = describeChanges(beforeDados, afterDados);
        if (descricao) await insertHistorico(trx, id, actor.id, descricao);
        // alteracoes: the history's line; mudancas: the same fields as data, for the Auditorias screen
        await audit({
          acao: 'PACIENTE_EDITADO',
          entidade: 'paciente',
          entidadeId: id,
          pacienteId: id,
          detalhes: { alteracoes: descricao, mudancas: auditChanges(beforeDados, afterDados), versao: after.versao },
        });
        return toPaciente(after, await listAuditorias(trx, id));
      });
      // only after the commit: a failed save keeps the old photo
      if (replacedFoto) await app.deps.files.delete(replacedFoto);
      return saved;
    },
  );

  app.get(
    '/gerenciar/paciente/listar/:id',
    {
      config: { access: PACIENTE_READ },
      schema: {
        tags: TAGS,
        summary:
          'Um paciente, com o histórico de alterações (auditorias, mais recentes primeiro); a leitura entra na trilha de auditoria (PACIENTE_ACESSADO, uma vez a cada 10 minutos por usuário)',
        params: idParamsSchema,
        response: { 200: pacienteSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const paciente = await findPaciente(app.deps.db, id);
      if (!paciente) throw notFound(PACIENTE_NAO_ENCONTRADO);
      // the record, its tabs and the edit dialog load the patient here: who opened it goes to the trail
      await registrarAcessoAoPaciente(app.deps.db, auditContextOf(request), id);
      return paciente;
    },
  );

  app.post(
    '/gerenciar/paciente/pesquisar',
    {
      config: { access: PACIENTE_READ },
      // the filter is optional: a POST without a body lists everything
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: TAGS,
        summary: 'Pesquisa paginada (parte do nome sem acentos/maiúsculas, CPF, ativo)',
        querystring: paginaQuerySchema,
        body: pacienteFiltroSchema,
        response: { 200: paginaPacientesSchema },
      },
    },
    async (request) => {
      const { page, size } = pageOf(request.query);
      const result = await searchPacientes(app.deps.db, request.body ?? {}, page, size);
      return { ...result, page, size };
    },
  );

  app.get(
    '/gerenciar/paciente/pesquisar/:name',
    {
      config: { access: PACIENTE_READ },
      schema: {
        tags: TAGS,
        summary: `Pacientes ativos cujo nome contém o texto (até ${NAME_SEARCH_LIMIT}, por nome)`,
        params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Type.Array(pacienteResumoSchema) },
      },
    },
    async (request) => searchByName(app.deps.db, request.params.name, NAME_SEARCH_LIMIT),
  );

  app.post(
    '/gerenciar/paciente/ativarDesativarPaciente/:id',
    {
      config: { access: PACIENTE_EDIT },
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: TAGS,
        summary: 'Ativar ou desativar paciente ({ ativo } define; sem ele alterna)',
        params: idParamsSchema,
        body: Type.Object({ ativo: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 200: pacienteSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const actor = actorOf(request);
      return auditedWrite(app.deps.db, auditContextOf(request), async (trx, audit) => {
        const before = await findPacienteRow(trx, id, true);
        if (!before) throw notFound(PACIENTE_NAO_ENCONTRADO);
        const ativo = request.body?.ativo ?? !before.ativo;
        const after = (await setAtivo(trx, id, ativo, actor.nome))!;
        if (before.ativo !== ativo) await insertHistorico(trx, id, actor.id, `ALTERADO <<ativo>> DE '${String(before.ativo)}' PARA '${String(ativo)}'`);
        await audit({ acao: ativo ? 'PACIENTE_ATIVADO' : 'PACIENTE_DESATIVADO', entidade: 'paciente', entidadeId: id, pacienteId: id });
        return toPaciente(after, await listAuditorias(trx, id));
      });
    },
  );
}
