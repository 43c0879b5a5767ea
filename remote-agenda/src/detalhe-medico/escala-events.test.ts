import type { Disponibilidade } from './medico.resource.ts';
import { escalaEvents } from './escala-events.ts';

const semanal: Disponibilidade = {
  id: 1,
  medico: 2,
  dia: 'SEG',
  horaInicio: '08:00',
  horaFim: '12:00',
  tipoCompromisso: null,
  nomeCompromisso: 'Consulta',
  periodo: false,
  dataInicial: null,
  dataFinal: null,
};

describe('Escala events', () => {
  it('a weekly entry repeats on its weekday with its hours', () => {
    expect(escalaEvents([semanal], 'Período customizado')).toEqual([
      { id: '1', title: 'Consulta', startTime: '08:00', endTime: '12:00', daysOfWeek: [1], extendedProps: { disponibilidade: semanal } },
    ]);
    expect(escalaEvents([{ ...semanal, dia: 'DOM' }], 'x')[0]!.daysOfWeek).toEqual([0]);
    expect(escalaEvents([{ ...semanal, dia: 'SAB' }], 'x')[0]!.daysOfWeek).toEqual([6]);
  });

  it("a custom range shows every day of it, last day included, titled 'Período customizado'", () => {
    const [event] = escalaEvents([{ ...semanal, dia: null, periodo: true, dataInicial: '2027-01-30', dataFinal: '2027-02-02' }], 'Período customizado');
    expect(event).toMatchObject({ title: 'Período customizado', startRecur: '2027-01-30', endRecur: '2027-02-03', startTime: '08:00', endTime: '12:00' });
    expect(event!.daysOfWeek).toBeUndefined();
  });
});
