import { consultaAtual, podeAgir } from './consulta.ts';
import type { HistoricoAgendamento } from './record.resource.ts';

const row = (id: number, inicio: string, fim: string, extra: Partial<HistoricoAgendamento> = {}): HistoricoAgendamento => ({
  id,
  status: 'CONFIRMADO',
  statusConsulta: 'NAO_INICIADA',
  dataAgendamento: inicio,
  horaFinal: fim,
  medicoId: 3,
  medico: 'Dra. Helena Prado',
  procedimento: 'Botox',
  valor: null,
  etapa: null,
  motivoCancelamento: null,
  observacao: null,
  chegadaDoPaciente: null,
  inicioConsulta: null,
  fimConsulta: null,
  usuarioCadastro: 'Recepção',
  horarioCadastro: '2026-03-01T12:00:00Z',
  usuarioAlteracao: 'Recepção',
  horarioAlteracao: '2026-03-01T12:00:00Z',
  ...extra,
});
// 10:00 in São Paulo
const now = new Date('2026-11-22T13:00:00Z');

describe('which appointment the start/finish control acts on (spec 02 section 4)', () => {
  it('takes the appointment in its time window', () => {
    const rows = [row(1, '2026-11-22T12:45:00Z', '2026-11-22T13:30:00Z'), row(2, '2026-11-22T15:00:00Z', '2026-11-22T16:00:00Z')];
    expect(consultaAtual(rows, now).row?.id).toBe(1);
  });

  it("else one of today's started but unfinished, and never a finished or cancelled one", () => {
    const started = row(3, '2026-11-22T11:00:00Z', '2026-11-22T12:00:00Z', { status: 'EM_ATENDIMENTO', inicioConsulta: '2026-11-22T11:05:00Z' });
    const cancelled = row(4, '2026-11-22T12:45:00Z', '2026-11-22T13:30:00Z', { status: 'CANCELADO' });
    const finished = row(5, '2026-11-22T12:50:00Z', '2026-11-22T13:40:00Z', { status: 'FINALIZADO', fimConsulta: '2026-11-22T12:59:00Z' });
    expect(consultaAtual([cancelled, finished, started], now).row?.id).toBe(3);
    const yesterday = row(6, '2026-11-21T11:00:00Z', '2026-11-21T12:00:00Z', { status: 'EM_ATENDIMENTO', inicioConsulta: '2026-11-21T11:05:00Z' });
    expect(consultaAtual([yesterday], now).row).toBeUndefined();
  });

  it('waits for a later appointment of today', () => {
    const later = row(7, '2026-11-22T14:00:00Z', '2026-11-22T15:00:00Z');
    expect(consultaAtual([later], now)).toEqual({ row: undefined, proximaEm: 3600_000 });
    expect(consultaAtual([later], new Date('2026-11-22T14:00:00Z')).row?.id).toBe(7);
  });
});

describe('who the control is offered to (issue 36 item 19, the api rule)', () => {
  const pendente = row(1, '2026-11-22T12:45:00Z', '2026-11-22T13:30:00Z');
  const emAtendimento = row(2, '2026-11-22T12:45:00Z', '2026-11-22T13:30:00Z', { status: 'EM_ATENDIMENTO', inicioConsulta: '2026-11-22T12:50:00Z' });

  it("offers the start to the appointment's doctor only", () => {
    expect(podeAgir(pendente, 3)).toBe(true);
    expect(podeAgir(pendente, 4)).toBe(false);
    expect(podeAgir(pendente, undefined)).toBe(false);
  });

  it('offers the finish of a consultation in progress to the agenda people', () => {
    expect(podeAgir(emAtendimento, 4)).toBe(true);
  });
});
