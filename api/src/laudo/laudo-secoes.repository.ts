import type { Executor } from '../db/database.js';

/** The rows laudo.pdf's clinical-document sections read (laudo-secoes.ts writes them). */
export const examesDoLaudo = (db: Executor, pacienteId: number, procedimentoId: number) =>
  db
    .selectFrom('prescricao as p')
    .leftJoin('usuario as u', 'u.id', 'p.medico_id')
    .select(['p.id', 'p.tipo_prescricao_id', 'p.nome_layout', 'p.conferencia_exame', 'p.horario_cadastro', 'u.nome as medico'])
    .where('p.paciente_id', '=', pacienteId)
    .where('p.procedimento_id', '=', procedimentoId)
    .orderBy('p.horario_cadastro')
    .orderBy('p.id')
    .execute();

export const nomesDosExames = (db: Executor, prescricaoIds: number[]) =>
  db
    .selectFrom('prescricao_exame as pe')
    .innerJoin('exame as e', 'e.id', 'pe.exame_id')
    .select(['pe.prescricao_id', 'e.nome'])
    .where('pe.prescricao_id', 'in', prescricaoIds)
    .orderBy('pe.ordenacao')
    .orderBy('pe.id')
    .execute();

/** Current versions only (a signed contract's replaced versions stay out). */
export const contratosDoLaudo = (db: Executor, pacienteId: number, procedimentoId: number) =>
  db
    .selectFrom('contrato')
    .select(['nome_contrato', 'assinado', 'horario_cadastro', 'arquivo_id'])
    .where('paciente_id', '=', pacienteId)
    .where('procedimento_id', '=', procedimentoId)
    .where('substituido_por_id', 'is', null)
    .orderBy('horario_cadastro')
    .orderBy('id')
    .execute();

export interface DocumentoDeTexto {
  texto: string;
  horario_cadastro: Date;
  medico: string | null;
  nome: string | null;
}

export async function textosDoLaudo(
  db: Executor,
  tabelaNome: 'atestado' | 'orientacao_medica',
  pacienteId: number,
  procedimentoId: number,
): Promise<DocumentoDeTexto[]> {
  if (tabelaNome === 'atestado')
    return (
      await db
        .selectFrom('atestado as d')
        .leftJoin('usuario as u', 'u.id', 'd.medico_id')
        .select(['d.texto', 'd.horario_cadastro', 'u.nome as medico'])
        .where('d.paciente_id', '=', pacienteId)
        .where('d.procedimento_id', '=', procedimentoId)
        .orderBy('d.horario_cadastro')
        .orderBy('d.id')
        .execute()
    ).map((r) => ({ ...r, nome: null }));
  return db
    .selectFrom('orientacao_medica as d')
    .leftJoin('usuario as u', 'u.id', 'd.medico_id')
    .select(['d.texto', 'd.horario_cadastro', 'u.nome as medico', 'd.nome_prescricao as nome'])
    .where('d.paciente_id', '=', pacienteId)
    .where('d.procedimento_id', '=', procedimentoId)
    .orderBy('d.horario_cadastro')
    .orderBy('d.id')
    .execute();
}
