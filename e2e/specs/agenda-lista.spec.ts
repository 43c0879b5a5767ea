import { expect, test } from '@playwright/test';
import { apiToken, signIn } from '../fixtures/portal.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { appointmentToday, book, brDate, clinicDate, medicoId, openAgenda, weekdayAhead } from '../fixtures/agenda.ts';

const HELENA = 'Dra. Helena Prado';
/** The administrator, also a doctor of the demo agenda (no lunch block: any hour of today books). */
const ADMIN_MEDICO = 'Administrador';

test.describe('agenda list', () => {
  test("the list reads oldest first from today's on top, and never says 'Nenhum agendamento' over the appointments it lists (issue 36 item 20)", async ({
    page,
    request,
  }) => {
    const admin = await apiToken(request, 'admin');
    const token = await apiToken(request, 'recepcao');
    const helena = await medicoId(request, token, HELENA);
    const paciente = await newPaciente(request, token, 'Lista Ordem');
    // booked out of date order: the list's order is the dates', not the bookings'
    const dias = [weekdayAhead(80, 3), weekdayAhead(40, 3), weekdayAhead(60, 3)];
    for (const data of dias) await book(request, token, { medicoId: helena, pacienteId: paciente.id, data, inicio: '16:00', fim: '16:30' });
    // and one today, already over (the first quarter hour): today's stays at the top whatever the time
    const hoje = await appointmentToday(request, admin, ADMIN_MEDICO, paciente, { inicio: 0, fim: 15 });
    try {
      await signIn(page, 'recepcao');
      await openAgenda(page, { visao: 'semana' });
      await page.getByLabel('Buscar paciente').fill(paciente.nome);
      const lista = page.getByTestId('agenda-lista');
      const rows = lista.locator('tbody tr[data-agendamento-id]');
      await expect(rows).toHaveCount(4);
      const datas = [...dias].sort().map((data) => `${brDate(data)} 16:00`);
      await expect(rows.locator('td:first-child')).toContainText([`${brDate(clinicDate())} 00:00`, ...datas]);
      await expect(rows.first()).toHaveAttribute('data-agendamento-id', String(hoje.id));
      await expect(lista).toContainText('4 agendamentos');

      // the week shown has today's one: counted, and no 'Nenhum'
      const aviso = page.getByTestId('agenda-busca-periodo');
      await expect(aviso).toContainText(`1 agendamento de “${paciente.nome}” na semana de`);
      await expect(lista).not.toContainText('Nenhum agendamento');

      // from the week of the second one's, none there: the list below has all four, and the notice says they are elsewhere
      await page.getByLabel('Buscar paciente').fill('');
      await openAgenda(page, { visao: 'semana', data: weekdayAhead(50, 1) });
      await page.getByLabel('Buscar paciente').fill(paciente.nome);
      await expect(aviso).toContainText(`4 agendamentos de “${paciente.nome}” em outras datas, nenhum na semana de`);
      await expect(rows).toHaveCount(4);
      await expect(lista).not.toContainText('Nenhum agendamento');

      // a name with nothing at all: the empty list says it, once
      await page.getByLabel('Buscar paciente').fill(`${paciente.nome} inexistente`);
      await expect(lista.locator('.ant-table-placeholder')).toContainText(`Nenhum agendamento de “${paciente.nome} inexistente”.`);
      await expect(aviso).toHaveCount(0);
    } finally {
      await hoje.cleanup();
    }
  });
});
