import type { Insertable } from 'kysely';
import type { AuthUser } from '../auth/auth-user.js';
import type { Executor } from '../db/database.js';
import { isExclusionViolation } from '../db/pg-errors.js';
import type { AgendamentoTable } from '../db/types.js';
import { ApiError, ApiErrorList, badRequest, conflict, invalidField, type ErrorItem } from '../errors/api-error.js';
import { disponibilidadesDoDia, intervaloDoBloqueio, listBloqueios } from '../medico/escala.repository.js';
import { ETAPA_AVALIACAO } from '../paciente/historico-agendamento.repository.js';
import { valorDoProcedimento } from '../procedimento/procedimento.repository.js';
import { clinicDay } from '../time/clinic-time.js';
import type { AgendamentoRow } from './agendamento.repository.js';
import { nomeDaEtapaDoProcedimento, referenciaExiste, travarChave, type Referencia } from './agendamento-reserva.repository.js';
import {
  AGENDAMENTO_MSG,
  bloqueioSobreposto,
  camposObrigatorios,
  dentroDaDisponibilidade,
  intervaloDoHorario,
  mensagemBloqueio,
  regrasDeHorario,
} from './agendamento.rules.js';
import type { AgendamentoInput } from './agendamento.schemas.js';

/** The columns a booking writes (criar inserts them, atualizar sets them). */
export type Reserva = Pick<
  Insertable<AgendamentoTable>,
  | 'paciente_id'
  | 'procedimento_id'
  | 'medico_id'
  | 'tipo_compromisso_id'
  | 'sala_id'
  | 'etapa_id'
  | 'tipo_agendamento'
  | 'excecao'
  | 'data_agendamento'
  | 'hora_final'
  | 'observacao'
  | 'valor'
>;

/** A value left out of the body keeps the stored one (edits); null clears it. */
const keep = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);

/** The booking as the body gives it, completed by the stored appointment on an edit. */
function merge(input: AgendamentoInput, antes: AgendamentoRow | undefined): AgendamentoInput {
  if (!antes) return input;
  return {
    ...input,
    procedimentoId: keep(input.procedimentoId, antes.procedimento_id),
    medicoId: keep(input.medicoId, antes.medico_id),
    tipoCompromissoId: keep(input.tipoCompromissoId, antes.tipo_compromisso_id),
    tipoAgendamento: keep(input.tipoAgendamento, antes.tipo_agendamento),
    ecirurgia: keep(input.ecirurgia, antes.excecao),
    salaId: keep(input.salaId, antes.sala_id),
    etapaId: keep(input.etapaId, antes.etapa_id),
    dataAgendamento: keep(input.dataAgendamento, antes.data_agendamento.toISOString()),
    horaFinal: keep(input.horaFinal, antes.hora_final.toISOString()),
    pacienteId: keep(input.pacienteId, antes.paciente_id),
    observacao: keep(input.observacao, antes.observacao),
  };
}

/**
 * What rule 1 reads beyond the fields: the patient (active), and the other ids. A reference the
 * edit does not change is not checked again (a doctor deactivated later keeps his appointments).
 */
async function referencias(trx: Executor, b: AgendamentoInput, antes: AgendamentoRow | undefined): Promise<{ errors: ErrorItem[]; valor: number | null }> {
  const changed = (value: number | null | undefined, stored: number | null | undefined) => value != null && (!antes || value !== stored);
  const errors: ErrorItem[] = [];
  const check = async (when: boolean, referencia: Referencia, id: number | null | undefined, message: string, campo: string) => {
    if (when && !(await referenciaExiste(trx, referencia, id!))) errors.push(invalidField(message, campo));
  };
  await check(changed(b.pacienteId, antes?.paciente_id), 'paciente', b.pacienteId, AGENDAMENTO_MSG.pacienteNaoEncontrado, 'pacienteId');
  await check(changed(b.procedimentoId, antes?.procedimento_id), 'procedimento', b.procedimentoId, AGENDAMENTO_MSG.procedimentoNaoEncontrado, 'procedimentoId');
  await check(changed(b.medicoId, antes?.medico_id), 'medico', b.medicoId, AGENDAMENTO_MSG.profissionalNaoEncontrado, 'medicoId');
  await check(
    changed(b.tipoCompromissoId, antes?.tipo_compromisso_id),
    'tipo_compromisso',
    b.tipoCompromissoId,
    AGENDAMENTO_MSG.compromissoNaoEncontrado,
    'tipoCompromissoId',
  );
  await check(changed(b.salaId, antes?.sala_id), 'sala', b.salaId, AGENDAMENTO_MSG.salaNaoEncontrada, 'salaId');
  // the stage must be one of the procedure's
  const nomeEtapa = b.etapaId != null && b.procedimentoId != null ? await nomeDaEtapaDoProcedimento(trx, b.procedimentoId, b.etapaId) : undefined;
  if (b.etapaId != null && nomeEtapa === undefined && (changed(b.etapaId, antes?.etapa_id) || changed(b.procedimentoId, antes?.procedimento_id))) {
    errors.push(invalidField(AGENDAMENTO_MSG.etapaNaoEncontrada, 'etapaId'));
  }
  // the price of the day, as the demo and the record's history show it; none for the evaluation
  const preco = b.procedimentoId ? await valorDoProcedimento(trx, b.procedimentoId) : undefined;
  const valor = nomeEtapa === ETAPA_AVALIACAO || preco === undefined ? null : preco;
  return { errors, valor };
}

/**
 * The booking rules 1 to 5, in the contract's order, over a new booking (`antes` undefined) or an
 * edit; answers the columns to write. Rule 6 (no overlap) is the database's: see `rethrowOcupado`.
 */
export async function prepararReserva(trx: Executor, input: AgendamentoInput, antes: AgendamentoRow | undefined, user: AuthUser): Promise<Reserva> {
  const b = merge(input, antes);
  // 1. required fields, then what they name
  const campos = camposObrigatorios(b);
  if (campos.errors.length > 0 || !campos.horario) throw new ApiErrorList(400, campos.errors);
  const refs = await referencias(trx, b, antes);
  if (refs.errors.length > 0) throw new ApiErrorList(400, refs.errors);
  // 2. times
  const h = campos.horario;
  const movida =
    !antes || antes.data_agendamento.getTime() !== h.inicio.getTime() || antes.hora_final.getTime() !== h.fim.getTime() || antes.medico_id !== b.medicoId;
  const horario = regrasDeHorario(h, clinicDay(new Date()), movida);
  if (horario.length > 0) throw new ApiErrorList(400, horario);
  // 3. and 4. the doctor's day (an edit that keeps the slot is not judged again)
  if (movida) {
    const day = clinicDay(h.inicio);
    const wanted = intervaloDoHorario(h);
    if (!dentroDaDisponibilidade(await disponibilidadesDoDia(trx, b.medicoId!, day), wanted))
      throw badRequest(AGENDAMENTO_MSG.foraDaDisponibilidade, `fora da disponibilidade em ${day}`);
    const bloqueio = bloqueioSobreposto((await listBloqueios(trx, b.medicoId!, { day })).map(intervaloDoBloqueio), wanted);
    if (bloqueio) throw badRequest(mensagemBloqueio(bloqueio), `bloqueio em ${day}`);
  }
  // 5. booking as an exception: whenever it takes a slot (new, moved, room changed or switched on)
  const excecao = b.ecirurgia === true;
  const takesSlot = !antes || movida || !antes.excecao || antes.sala_id !== (b.salaId ?? null);
  if (excecao && takesSlot && !user.perfil.authorities.includes('EXCECAO_AGENDAMENTO'))
    throw new ApiError(403, AGENDAMENTO_MSG.semPermissaoExcecao, 'Requer: EXCECAO_AGENDAMENTO');
  const observacao = b.observacao?.trim() ? b.observacao.trim() : null;
  const precoMudou = !antes || antes.procedimento_id !== b.procedimentoId || antes.etapa_id !== (b.etapaId ?? null);
  return {
    paciente_id: b.pacienteId!,
    procedimento_id: b.procedimentoId!,
    medico_id: b.medicoId!,
    tipo_compromisso_id: b.tipoCompromissoId!,
    sala_id: b.salaId ?? null,
    etapa_id: b.etapaId ?? null,
    tipo_agendamento: b.tipoAgendamento ?? 'NOVO',
    excecao,
    data_agendamento: h.inicio,
    hora_final: h.fim,
    observacao,
    valor: precoMudou ? refs.valor : antes.valor === null ? null : Number(antes.valor),
  };
}

/** Advisory-lock classes (first key of pg_advisory_xact_lock(int, int)). */
const AGENDA_DO_MEDICO = 1;
const AGENDA_DA_SALA = 2;

/**
 * Writes that take a slot wait for each other per doctor and per room, always in one order (doctors,
 * then rooms, by id): racing inserts otherwise check the two exclusion constraints in opposite orders
 * and PostgreSQL breaks the cycle with a deadlock. Held until the transaction ends.
 */
export async function travarAgendas(trx: Executor, reservas: readonly { medico_id: number; sala_id?: number | null }[]): Promise<void> {
  const chaves = new Set<string>();
  for (const r of reservas) {
    chaves.add(`${AGENDA_DO_MEDICO}:${r.medico_id}`);
    if (r.sala_id != null) chaves.add(`${AGENDA_DA_SALA}:${r.sala_id}`);
  }
  const ordenadas = [...chaves].map((k) => k.split(':').map(Number) as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (const [classe, id] of ordenadas) await travarChave(trx, classe, id);
}

/** Rule 6: the exclusion constraints refuse an overlap of the doctor or the room (migration 0006). */
export const rethrowOcupado = (error: unknown): never => {
  if (isExclusionViolation(error)) throw conflict(AGENDAMENTO_MSG.ocupado, 'sobreposição recusada pelo banco (agendamento_medico/sala_sem_sobreposicao)');
  throw error;
};

/** The read-only states (409). */
export function assertEditavel(status: AgendamentoRow['status']): void {
  if (status === 'CANCELADO') throw conflict(AGENDAMENTO_MSG.cancelado);
  if (status === 'FINALIZADO') throw conflict(AGENDAMENTO_MSG.finalizado);
}
