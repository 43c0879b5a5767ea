import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { notify, useSession } from '@clinica/shared';
import { userToken } from '@clinica/tooling/test-tokens';
import '../i18n/messages.ts';
import { agendamentoFixture, lookupRoutes } from '../test-support/fixtures.ts';
import { useScreenTest, user, apiError, callsTo, fakeApi, type FakeAnswer, type FakeRoutes } from '@clinica/shared/test-support';
import type { Disponibilidade } from '../detalhe-medico/medico.resource.ts';
import { BookingDialog, type BookingDialogProps } from './booking-dialog.tsx';
import { clinicToday } from './booking-rules.ts';

// The professional works on Wednesdays; the tests book the next two Wednesdays after today.
const QUARTA = nextWednesday(clinicToday());
const OUTRA_QUARTA = DateTime.fromISO(QUARTA).plus({ days: 7 }).toISODate()!;
const dayMonthYear = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

function nextWednesday(today: string): string {
  const day = DateTime.fromISO(today).plus({ days: 1 });
  return day.plus({ days: (3 - day.weekday + 7) % 7 }).toISODate()!;
}

const QUARTAS = [
  { id: 1, medico: 3, dia: 'QUA', horaInicio: '08:00', horaFim: '12:00', tipoCompromisso: null, periodo: false, dataInicial: null, dataFinal: null },
] satisfies FakeAnswer<Disponibilidade>[];
const ANA = { id: 1, nome: 'Ana Souza', cpf: '52998224725', nascimento: '1990-04-12', ddi: '55', celular: '11987654321', telefone: '1133334444' };

function setup(
  props: Partial<BookingDialogProps> = {},
  routes: FakeRoutes = {},
  authorities = ['ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS', 'EDITAR_AGENDAMENTOS'],
) {
  useSession.getState().start(userToken({ authorities }));
  const calls = fakeApi({
    ...lookupRoutes,
    'GET gerenciar/medico/listarDisponibilidade/3': QUARTAS,
    'GET gerenciar/medico/listarDisponibilidade/5': [{ ...QUARTAS[0], medico: 5, dia: 'QUI' }],
    'GET gerenciar/medico/listarBloqueioMedico': [],
    'POST gerenciar/agendamento/verificarHorarioDisponivel': [],
    'GET gerenciar/paciente/pesquisar/an': [ANA],
    'POST gerenciar/agendamento/criar': (call: { body: unknown }) => agendamentoFixture({ id: 99, ...(call.body as object) }),
    ...routes,
  });
  const onSaved = jest.fn();
  const onClose = jest.fn();
  render(<BookingDialog open onClose={onClose} onSaved={onSaved} {...props} />);
  return { calls, onSaved, onClose };
}

const dialog = () => screen.getByTestId('booking-dialog');
const saveButton = () => within(dialog()).getByRole('button', { name: 'Salvar' });

const optionShown = (option: string, timeout = 1000): Promise<Element> =>
  waitFor(
    () => {
      const found = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find((el) =>
        el.textContent?.startsWith(option),
      );
      if (!found) throw new Error(`option ${option} not shown`);
      return found;
    },
    { timeout },
  );

/** Opens an antd Select by its label and clicks the option with that text. */
async function pick(label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  // a Select just closed by a choice may ignore the next click: the keyboard opens it then
  const item = await optionShown(option, 300).catch(async () => {
    await user.keyboard('{ArrowDown}');

    return optionShown(option);
  });
  await user.click(item);
}

async function typeTime(label: string, text: string): Promise<void> {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
  fireEvent.blur(input); // user.tab() measures every element's style: very slow under antd's stylesheets
}

describe('booking dialog', () => {
  useScreenTest();

  it('books a clicked slot: patient search, professional keeps the slot times, local date-time sent', async () => {
    const { calls, onSaved } = setup({ prefill: { data: QUARTA, horaInicial: '10:00', horaFinal: '10:30' } });
    expect(await screen.findByLabelText('Paciente')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Paciente'), 'an');
    await pick('Paciente', 'Ana Souza');
    expect(screen.getByLabelText('Celular')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3333-4444');
    await pick('Procedimento', 'Avaliação');
    await pick('Profissional', 'Dr. Paulo');
    await pick('Compromisso', 'Consulta');
    expect(screen.getByLabelText('Hora inicial')).toHaveValue('10:00');
    expect(await screen.findByText('Disponível neste dia: 08:00–12:00')).toBeInTheDocument();

    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callsTo(calls, 'POST gerenciar/agendamento/criar')[0]!.body).toEqual({
      procedimentoId: 2,
      medicoId: 3,
      tipoCompromissoId: 4,
      tipoAgendamento: 'NOVO',
      ecirurgia: false,
      salaId: null,
      etapaId: null,
      dataAgendamento: `${QUARTA}T10:00:00`,
      horaFinal: `${QUARTA}T10:30:00`,
      pacienteId: 1,
      observacao: null,
      infoPaciente: { celular: '11987654321', telefone: '1133334444' },
    });
    expect(notify.success).toHaveBeenCalledWith('Agendamento salvo com sucesso');
    const ocupados = callsTo(calls, 'POST gerenciar/agendamento/verificarHorarioDisponivel')[0]!;
    expect(ocupados.body).toMatchObject({ medico: 3, inicio: QUARTA });
    const bloqueios = callsTo(calls, 'GET gerenciar/medico/listarBloqueioMedico')[0]!.url.searchParams;
    expect(Object.fromEntries(bloqueios)).toEqual({ medicoId: '3', diaEspecifico: dayMonthYear(QUARTA), diaSemana: 'QUA' });
  });

  it('shows the required messages, rounds times down to 15 minutes and checks their order', async () => {
    setup({ prefill: { medicoId: 3, data: QUARTA } });
    const celular = await screen.findByLabelText('Celular');
    await user.type(celular, '1');
    await user.clear(celular);
    fireEvent.blur(celular);
    expect(await screen.findByText('CELULAR É OBRIGATÓRIO.')).toBeInTheDocument();

    await typeTime('Hora inicial', '0937');
    expect(screen.getByLabelText('Hora inicial')).toHaveValue('09:30');
    await typeTime('Hora final', '0915');
    expect(await screen.findByText('HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL')).toBeInTheDocument();
    await typeTime('Hora final', '1000');
    await typeTime('Hora inicial', '1100');
    expect(await screen.findByText('HORÁRIO INICIAL MAIOR OU IGUAL QUE O FINAL')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('offers only working days from today on, and clears the times when the date or the professional changes', async () => {
    setup({ prefill: { medicoId: 3, data: QUARTA, horaInicial: '09:00', horaFinal: '09:30' } });
    expect(await screen.findByLabelText('Hora inicial')).toHaveValue('09:00');
    await screen.findByText('Disponível neste dia: 08:00–12:00');

    const data = screen.getByLabelText('Data');
    await user.click(data);
    const cell = (date: string) => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${date}"]`);
    const offered = (date: string) => !cell(date)!.classList.contains('ant-picker-cell-disabled');
    await waitFor(() => expect(cell(QUARTA)).not.toBeNull());
    expect(offered(QUARTA)).toBe(true);
    expect(offered(DateTime.fromISO(QUARTA).plus({ days: 1 }).toISODate()!)).toBe(false); // Thursday: day off
    // before today: every such day on screen is refused (the week before QUARTA is on screen only when
    // it shares QUARTA's month view; isDateSelectable's own test covers past days on every date)
    const past = [...document.querySelectorAll<HTMLElement>('.ant-picker-dropdown td[title]')].filter((td) => td.title < clinicToday());
    expect(past.filter((td) => !td.classList.contains('ant-picker-cell-disabled')).map((td) => td.title)).toEqual([]);
    await user.clear(data);
    await user.type(data, `${DateTime.fromISO(OUTRA_QUARTA).toFormat('dd/MM/yyyy')}{Enter}`);
    await waitFor(() => expect(screen.getByLabelText('Data')).toHaveValue(DateTime.fromISO(OUTRA_QUARTA).toFormat('dd/MM/yyyy')));
    expect(screen.getByLabelText('Hora inicial')).toHaveValue('');
    expect(screen.getByLabelText('Hora final')).toHaveValue('');

    await typeTime('Hora inicial', '0900');
    await typeTime('Hora final', '0930');
    await pick('Profissional', 'Dra. Rita');
    expect(screen.getByLabelText('Hora inicial')).toHaveValue('');
    expect(screen.getByLabelText('Hora final')).toHaveValue('');
  });

  it('keeps a day typed that cannot be booked and says why, instead of clearing it without a word (issue 36 item 20)', async () => {
    setup({ prefill: { medicoId: 3, data: QUARTA, horaInicial: '09:00', horaFinal: '09:30' } });
    await screen.findByText('Disponível neste dia: 08:00–12:00');
    const data = screen.getByLabelText('Data');
    const ontem = DateTime.fromISO(clinicToday()).minus({ days: 1 });
    await user.clear(data);
    await user.type(data, `${ontem.toFormat('dd/MM/yyyy')}{Enter}`);
    expect(await screen.findByText('A DATA NÃO PODE SER ANTERIOR A HOJE.')).toBeInTheDocument();
    expect(screen.getByLabelText('Data')).toHaveValue(ontem.toFormat('dd/MM/yyyy'));
    expect(screen.getByLabelText('Hora inicial')).toHaveValue('');
    // a day the professional does not work (Thursday), typed and left
    const quinta = DateTime.fromISO(OUTRA_QUARTA).plus({ days: 1 }).toFormat('dd/MM/yyyy');
    await user.clear(screen.getByLabelText('Data'));
    await user.type(screen.getByLabelText('Data'), quinta);
    fireEvent.blur(screen.getByLabelText('Data'));
    expect(await screen.findByText('O profissional não atende neste dia.')).toBeInTheDocument();
    expect(screen.getByLabelText('Data')).toHaveValue(quinta);
    expect(saveButton()).toBeDisabled();
  });

  const conflitoRoutes = {
    'GET gerenciar/medico/listarBloqueioMedico': [
      {
        id: 1,
        medicoId: 3,
        observacao: null,
        diaEspecifico: QUARTA,
        horaInicial: '11:00',
        horaFinal: '12:00',
        bloqueioRecorrente: false,
        diaSemana: null,
        periodo: false,
        dataInicial: null,
        dataFinal: null,
      },
    ],
    'POST gerenciar/agendamento/verificarHorarioDisponivel': [{ id: 8, horaInicial: '09:00', horaFinal: '09:30' }],
  };
  const comExcecao = ['ROLE_AGENDAMENTOS', 'CRIAR_AGENDAMENTOS', 'EXCECAO_AGENDAMENTO'];

  it("says 'Jornada de trabalho' outside the professional's hours and keeps Save disabled", async () => {
    setup({ prefill: { medicoId: 3, data: QUARTA } }, conflitoRoutes);
    await screen.findByText('Ocupado: 09:00–09:30');
    await typeTime('Hora inicial', '1300');
    await typeTime('Hora final', '1330');
    expect(await screen.findByTestId('booking-conflito')).toHaveTextContent('Horário fora da disponibilidade do médico');
    expect(notify.error).toHaveBeenCalledWith('Horário fora da disponibilidade do médico', { title: 'Jornada de trabalho' });
    expect(saveButton()).toBeDisabled();
  });

  it('names the block that overlaps the chosen times', async () => {
    setup({ prefill: { medicoId: 3, data: QUARTA, horaInicial: '10:30' } }, conflitoRoutes);
    await screen.findByText('Ocupado: 09:00–09:30');
    await typeTime('Hora final', '1115');
    expect(await screen.findByTestId('booking-conflito')).toHaveTextContent('Existe um bloqueio nesse dia de 11:00h as 12:00h');
    expect(notify.error).toHaveBeenCalledWith('Existe um bloqueio nesse dia de 11:00h as 12:00h', undefined);
  });

  it("refuses a taken slot with 'HORÁRIO OCUPADO' unless 'Exceção' is on", async () => {
    setup({ prefill: { medicoId: 3, data: QUARTA, horaInicial: '09:00' } }, conflitoRoutes, comExcecao);
    await screen.findByText('Ocupado: 09:00–09:30');
    await typeTime('Hora final', '0945');
    expect(await screen.findByTestId('booking-conflito')).toHaveTextContent('HORÁRIO OCUPADO');
    expect(notify.error).toHaveBeenCalledWith('HORÁRIO OCUPADO', undefined);
    await user.click(screen.getByLabelText('Exceção'));
    await waitFor(() => expect(screen.queryByTestId('booking-conflito')).not.toBeInTheDocument());
  });

  it("offers 'Exceção' only with EXCECAO_AGENDAMENTO, and says when no active patient matches", async () => {
    setup({}, { 'GET gerenciar/paciente/pesquisar/zz': [] });
    await user.type(await screen.findByLabelText('Paciente'), 'zz');
    expect(await screen.findAllByText('PACIENTE NÃO ENCONTRADO.')).not.toHaveLength(0);
    expect(screen.queryByLabelText('Exceção')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Tipo de agendamento' })).toBeInTheDocument();
  });

  it('edits ignoring its own slot; a server refusal keeps what was typed and shows its message', async () => {
    const { calls, onSaved } = setup(
      { agendamentoId: 41 },
      {
        'GET gerenciar/agendamento/listar/41': agendamentoFixture({ dataAgendamento: `${QUARTA}T13:00:00Z`, horaFinal: `${QUARTA}T13:30:00Z` }),
        'POST gerenciar/agendamento/verificarHorarioDisponivel': [{ id: 41, horaInicial: '10:00', horaFinal: '10:30' }],
        'PUT gerenciar/agendamento/atualizar': apiError(409, 'Este agendamento foi alterado por outra pessoa. Recarregue e tente novamente.'),
      },
    );
    expect(await screen.findByText('Editar agendamento')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Hora inicial')).toHaveValue('10:00'));
    await typeTime('Hora final', '1045');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(callsTo(calls, 'POST gerenciar/agendamento/verificarHorarioDisponivel')[0]!.body).toMatchObject({ ignorarId: 41 });
    await user.click(saveButton());
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Este agendamento foi alterado por outra pessoa. Recarregue e tente novamente.', { title: 'Erro!' }),
    );
    expect(callsTo(calls, 'PUT gerenciar/agendamento/atualizar')[0]!.body).toMatchObject({ id: 41, versao: 1, horaFinal: `${QUARTA}T10:45:00` });
    expect(screen.getByLabelText('Hora final')).toHaveValue('10:45');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers no inactive commitment type; an appointment that has one, or a doctor deactivated since, keeps showing it by name (issue 36)', async () => {
    const compromissos = [
      { id: 4, nome: 'Consulta', cor: '#13c2c2', ativo: true },
      { id: 8, nome: 'Retorno antigo', cor: '#fa8c16', ativo: false },
    ];
    setup({}, { 'POST gerenciar/compromisso/listar': compromissos });
    await user.click(screen.getByLabelText('Compromisso'));
    await optionShown('Consulta');
    expect(document.querySelector('.ant-select-dropdown .ant-select-item-option[title="Retorno antigo"]')).toBeNull();
    cleanup();

    setup(
      { agendamentoId: 41 },
      {
        'POST gerenciar/compromisso/listar': compromissos,
        'GET gerenciar/agendamento/listar/41': agendamentoFixture({
          tipoCompromissoId: 8,
          nomeCompromisso: 'Retorno antigo',
          medicoId: 9,
          nomeMedico: 'Dr. Saiu',
        }),
      },
    );
    expect(await screen.findByText('Editar agendamento')).toBeInTheDocument();
    const shown = (label: string) => screen.getByLabelText(label).closest('.ant-select');
    await waitFor(() => expect(shown('Compromisso')).toHaveTextContent('Retorno antigo'));
    expect(shown('Profissional')).toHaveTextContent('Dr. Saiu');
  });

  it("edits a foreign patient's appointment with their dial code: the mobile whole and unmasked, accepted (issue 36)", async () => {
    const { calls } = setup(
      { agendamentoId: 41 },
      {
        'GET gerenciar/agendamento/listar/41': agendamentoFixture({
          dataAgendamento: `${QUARTA}T13:00:00Z`,
          horaFinal: `${QUARTA}T13:30:00Z`,
          infoPaciente: { id: 1, nome: 'Joana Portuguesa', celular: '912345678901', telefone: null, email: null, ddi: '351' },
        }),
        'POST gerenciar/agendamento/verificarHorarioDisponivel': [{ id: 41, horaInicial: '10:00', horaFinal: '10:30' }],
        'PUT gerenciar/agendamento/atualizar': (call: { body: unknown }) => agendamentoFixture(call.body as object),
      },
    );
    expect(await screen.findByText('Editar agendamento')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Celular')).toHaveValue('912345678901'));
    await user.type(screen.getByLabelText('Observação'), 'x');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await waitFor(() => expect(callsTo(calls, 'PUT gerenciar/agendamento/atualizar')).toHaveLength(1));
    expect(callsTo(calls, 'PUT gerenciar/agendamento/atualizar')[0]!.body).toMatchObject({ infoPaciente: { celular: '912345678901' } });
  });

  it('shows a cancelled booking read-only, without the type switch', async () => {
    setup(
      { agendamentoId: 41 },
      { 'GET gerenciar/agendamento/listar/41': agendamentoFixture({ statusAgendamento: 'CANCELADO', motivoCancelamento: 'Paciente viajou' }) },
    );
    expect(await screen.findByText('Agendamento cancelado. Motivo: Paciente viajou')).toBeInTheDocument();
    expect(screen.getByLabelText('Hora inicial')).toBeDisabled();
    expect(screen.getByLabelText('Celular')).toBeDisabled();
    expect(screen.queryByRole('radiogroup', { name: 'Tipo de agendamento' })).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
