import { sql } from 'kysely';
import type { Executor } from '../db/database.js';

/** What a document about a patient may print (spec 01 §3 Document variable catalogue, spec 02 §9 PDF header). */
export interface PacienteDoDocumento {
  id: number;
  nome: string;
  cpf: string | null;
  rg: string | null;
  profissao: string | null;
  sexo: 'MASCULINO' | 'FEMININO' | null;
  nascimento: string | null;
  nomeMae: string | null;
  email: string | null;
  telefone: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: string | null;
  estado: string | null;
}

export async function findPacienteDoDocumento(db: Executor, id: number): Promise<PacienteDoDocumento | undefined> {
  const row = await db
    .selectFrom('paciente')
    .select([
      'id',
      'nome',
      'cpf',
      'rg',
      'profissao',
      'sexo',
      'nome_mae',
      'email',
      'celular',
      'telefone',
      'cep',
      'logradouro',
      'numero',
      'bairro',
      'cidade',
      'estado',
    ])
    .select(sql<string | null>`to_char(nascimento, 'YYYY-MM-DD')`.as('nascimento'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { nome_mae, celular, telefone, ...rest } = row;
  return { ...rest, nomeMae: nome_mae, telefone: celular ?? telefone };
}

export const findProcedimentoDoDocumento = (db: Executor, id: number) =>
  db.selectFrom('procedimento').select(['id', 'nome', 'valor_centavos']).where('id', '=', id).executeTakeFirst();

/** The doctor who signs: a doctor user's name and registration; undefined when the user is not a doctor. */
export const findMedicoDoDocumento = (db: Executor, usuarioId: number) =>
  db
    .selectFrom('usuario as u')
    .innerJoin('medico as m', 'm.usuario_id', 'u.id')
    .select(['u.id', 'u.nome', 'm.registro_profissional'])
    .where('u.id', '=', usuarioId)
    .where('u.eh_medico', '=', true)
    .executeTakeFirst();

/** The clinic's name and logo as a data URL (the document loads nothing from an address). */
export async function findClinicaDoDocumento(db: Executor): Promise<{ nome: string; logo: string | null }> {
  const row = await db.selectFrom('white_label').select(['nome', 'logo', 'logo_mime']).where('id', '=', 1).executeTakeFirst();
  const logo = row?.logo && row.logo_mime ? `data:${row.logo_mime};base64,${Buffer.from(row.logo).toString('base64')}` : null;
  return { nome: row?.nome ?? '', logo };
}

/** The clinic's own variables and their texts, by name. */
export async function valoresDaClinica(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('variavel_aplicacao').select(['nome', 'valor']).where('bloqueado', '=', false).execute();
  return new Map(rows.map((r) => [r.nome, r.valor ?? '']));
}
