import { sql } from 'kysely';
import { toJson, type Executor } from '../db/database.js';
import type { PacienteRow, PacienteTable } from '../db/types.js';
import type { Paciente, PacienteAuditoria, PacienteDados } from './paciente.schemas.js';

type Row = PacienteRow & { nascimento_txt: string | null };

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** The editable fields of a stored row (what normalisation and the change history compare). */
export function dadosOf(row: Row): PacienteDados {
  return {
    nome: row.nome,
    nascimento: row.nascimento_txt,
    cpf: row.cpf,
    rg: row.rg,
    nomeMae: row.nome_mae,
    profissao: row.profissao,
    planoSaude: row.plano_saude,
    planoSaudeId: row.plano_saude_id,
    pulseiraId: row.pulseira_id,
    pulseiraVermelha: row.pulseira_vermelha,
    email: row.email,
    ddi: row.ddi,
    telefone: row.telefone,
    celular: row.celular,
    whatsApp: row.whats_app,
    ehWhatsapp: row.eh_whatsapp,
    sexo: row.sexo,
    estrangeiro: row.estrangeiro,
    isResponsavelPeloPagamento: row.is_responsavel_pelo_pagamento,
    responsavelPagamento: row.responsavel_pagamento,
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    estado: row.estado,
    pais: row.pais,
    nomeContatoEmergencia: row.nome_contato_emergencia,
    telefoneContatoEmergencia: row.telefone_contato_emergencia,
    grauParentescoContatoEmergencia: row.grau_parentesco_contato_emergencia,
    pesquisaAtracao: row.pesquisa_atracao,
    redeSocial: row.rede_social,
    observacoes: row.observacoes,
    altura: num(row.altura),
    peso: num(row.peso),
    foto: row.foto,
  };
}

/** Patient columns for an insert or update. */
export function columnsOf(d: PacienteDados) {
  return {
    nome: d.nome!,
    nascimento: d.nascimento,
    cpf: d.cpf,
    rg: d.rg,
    nome_mae: d.nomeMae,
    profissao: d.profissao,
    plano_saude: d.planoSaude,
    plano_saude_id: d.planoSaudeId,
    pulseira_id: d.pulseiraId,
    pulseira_vermelha: d.pulseiraVermelha,
    email: d.email,
    ddi: d.ddi ?? '55',
    telefone: d.telefone,
    celular: d.celular,
    whats_app: d.whatsApp,
    eh_whatsapp: d.ehWhatsapp,
    sexo: d.sexo,
    estrangeiro: d.estrangeiro,
    is_responsavel_pelo_pagamento: d.isResponsavelPeloPagamento,
    responsavel_pagamento: d.responsavelPagamento === null ? null : toJson(d.responsavelPagamento),
    cep: d.cep,
    logradouro: d.logradouro,
    numero: d.numero,
    complemento: d.complemento,
    bairro: d.bairro,
    cidade: d.cidade,
    estado: d.estado,
    pais: d.pais,
    nome_contato_emergencia: d.nomeContatoEmergencia,
    telefone_contato_emergencia: d.telefoneContatoEmergencia,
    grau_parentesco_contato_emergencia: d.grauParentescoContatoEmergencia,
    pesquisa_atracao: d.pesquisaAtracao,
    rede_social: d.redeSocial,
    observacoes: d.observacoes,
    altura: d.altura,
    peso: d.peso,
    foto: d.foto,
  } satisfies Partial<Record<keyof PacienteTable, unknown>>;
}

/** The birth date as 'YYYY-MM-DD' text (no time zone shift through a JS Date). */
export const nascimentoTxt = sql<string | null>`to_char(nascimento, 'YYYY-MM-DD')`.as('nascimento_txt');

export function toPaciente(row: Row, auditorias: PacienteAuditoria[]): Paciente {
  return {
    id: row.id,
    ...dadosOf(row),
    nome: row.nome,
    ativo: row.ativo,
    versao: row.versao,
    usuarioCadastro: row.usuario_cadastro,
    horarioCadastro: row.horario_cadastro.toISOString(),
    usuarioAlteracao: row.usuario_alteracao,
    horarioAlteracao: row.horario_alteracao.toISOString(),
    auditorias,
  };
}

export async function findPacienteRow(db: Executor, id: number, forUpdate = false): Promise<Row | undefined> {
  let query = db.selectFrom('paciente').selectAll().select(nascimentoTxt).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Newest first. */
export async function listAuditorias(db: Executor, pacienteId: number): Promise<PacienteAuditoria[]> {
  const rows = await db
    .selectFrom('paciente_auditoria as a')
    .leftJoin('usuario as u', 'u.id', 'a.autor')
    .select(['a.id', 'a.autor', 'a.descricao', 'a.data_acao', 'u.nome as nome_autor'])
    .where('a.paciente_id', '=', pacienteId)
    .orderBy('a.data_acao', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, autor: r.autor, nomeAutor: r.nome_autor, descricao: r.descricao, dataAcao: r.data_acao.toISOString() }));
}

export async function findPaciente(db: Executor, id: number): Promise<Paciente | undefined> {
  const row = await findPacienteRow(db, id);
  return row && toPaciente(row, await listAuditorias(db, id));
}

export async function insertPaciente(trx: Executor, d: PacienteDados, usuario: string | null): Promise<Row> {
  return trx
    .insertInto('paciente')
    .values({ ...columnsOf(d), usuario_cadastro: usuario, usuario_alteracao: usuario })
    .returningAll()
    .returning(nascimentoTxt)
    .executeTakeFirstOrThrow();
}

/** Optimistic lock: only updates when the stored versao is still `versao`; answers the new row. */
export async function updatePaciente(trx: Executor, id: number, versao: number, d: PacienteDados, usuario: string | null): Promise<Row | undefined> {
  return trx
    .updateTable('paciente')
    .set((eb) => ({ ...columnsOf(d), usuario_alteracao: usuario, horario_alteracao: sql<Date>`now()`, versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .where('versao', '=', versao)
    .returningAll()
    .returning(nascimentoTxt)
    .executeTakeFirst();
}

export async function setAtivo(trx: Executor, id: number, ativo: boolean, usuario: string | null): Promise<Row | undefined> {
  return trx
    .updateTable('paciente')
    .set((eb) => ({ ativo, usuario_alteracao: usuario, horario_alteracao: sql<Date>`now()`, versao: eb('versao', '+', 1) }))
    .where('id', '=', id)
    .returningAll()
    .returning(nascimentoTxt)
    .executeTakeFirst();
}

/**
 * A line of the record's change history (paciente_auditoria), which the form shows as `auditorias`.
 * It is the patient's own data, not the audit trail: the write's one audit row is auditedWrite's.
 */
export async function insertHistorico(trx: Executor, pacienteId: number, autor: number | null, descricao: string): Promise<void> {
  await trx.insertInto('paciente_auditoria').values({ paciente_id: pacienteId, autor, descricao }).execute();
}

/** Id of the patient holding this CPF (other than `exceptId`), or 0. */
export async function pacienteIdByCpf(db: Executor, cpf: string, exceptId?: number): Promise<number> {
  let query = db.selectFrom('paciente').select('id').where('cpf', '=', cpf);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  const row = await query.executeTakeFirst();
  return row?.id ?? 0;
}

export async function pacienteIdExiste(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('paciente').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
