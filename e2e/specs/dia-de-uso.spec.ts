import { expect, test } from '@playwright/test';
import { choose } from '../fixtures/form.ts';
import { auth, bookingDialog, choosePaciente, medicoId, openAgenda, typeDate, weekdayAhead } from '../fixtures/agenda.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, routeOf, signIn } from '../fixtures/portal.ts';

test.describe('a day of real use (issue 36)', () => {
  for (const [email, nome, inicio] of [
    ['recepcao@clinica.dev', 'Recepção', '/agendamentos'],
    ['medico@clinica.dev', 'Dra. Helena Prado', '/agendamentos'],
  ] as const) {
    test(`"Entrar como" ${nome} lands on their start screen, not on 'Página não encontrada'`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/#/usuarios');
      await page.getByLabel('Buscar por nome, e-mail ou CPF').fill(email);
      const linha = page.getByTestId('usuarios-lista').locator('tbody tr', { hasText: email });
      await linha.getByRole('button', { name: `Entrar como ${nome}` }).click();
      await page.locator('.ant-popconfirm').filter({ visible: true }).getByRole('button', { name: 'Entrar', exact: true }).click();

      await expect(page.getByTestId('banner-entrar-como')).toContainText(`Você está como ${nome} —`);
      await expect.poll(() => routeOf(page)).toBe(inicio);
      await expect(page.getByText('Página não encontrada')).toBeHidden();
    });
  }

  test("the booking takes a foreign patient's mobile as the patient form does (dial code 351), without retyping it", async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const helena = await medicoId(request, token, 'Dra. Helena Prado');
    // a foreign patient: dial code 351, mobile 912345678
    const paciente = await newPaciente(request, await apiToken(request, 'admin'), 'Estrangeira Agenda');
    const data = weekdayAhead(115, 2); // a Tuesday: Dra. Helena works
    await signIn(page, 'recepcao');
    await openAgenda(page, { visao: 'semana', data, medico: helena });
    await page.getByTestId('agenda-novo').click();
    const dialog = bookingDialog(page);
    await choosePaciente(dialog, paciente.nome);
    const celular = dialog.getByLabel('Celular', { exact: true });
    await expect(celular).toHaveValue('912345678');
    await choose(dialog, 'Procedimento', 'Limpeza de pele');
    await choose(dialog, 'Profissional', 'Dra. Helena Prado');
    await choose(dialog, 'Compromisso', 'Consulta');
    await typeDate(dialog, 'Data', data);
    await dialog.getByLabel('Hora inicial', { exact: true }).fill('10:00');
    await dialog.getByLabel('Hora final', { exact: true }).fill('10:30');
    await dialog.getByLabel('Hora final', { exact: true }).blur();
    await expect(dialog.getByText('CELULAR INVÁLIDO', { exact: false })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.locator('.ant-notification-notice', { hasText: 'Agendamento salvo com sucesso' }).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    const busca = await request.post('/api/gerenciar/agendamento/pesquisarAgendamentos?page=0&size=50', {
      ...auth(token),
      data: { dataInicio: data, dataFim: data },
    });
    const marcado = ((await busca.json()) as { content: { id: number; pacienteId: number; infoPaciente: { celular: string | null } }[] }).content.find(
      (a) => a.pacienteId === paciente.id,
    );
    expect(marcado?.infoPaciente.celular).toBe('912345678');
    // its day is free again for the next run on this database
    const cancelado = await request.post(`/api/gerenciar/agendamento/cancelarAgendamento?agendamentoId=${marcado!.id}`, {
      ...auth(token),
      data: { motivoCancelamento: 'Teste: paciente estrangeiro' },
    });
    expect(cancelado.status()).toBe(200);
  });
});
