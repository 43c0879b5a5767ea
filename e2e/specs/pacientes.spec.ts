import { expect, test } from '@playwright/test';
import { apiToken, loginAs, signIn } from '../fixtures/portal.ts';
import { auth, bookingDialog, typeDate, weekdayAhead } from '../fixtures/agenda.ts';
import { choose, pacienteDialog, selectOf } from '../fixtures/form.ts';
import { newPaciente } from '../fixtures/paciente.ts';

interface Pagina {
  content: { nome: string; cpf: string | null }[];
  totalElements: number;
}

test.describe('patient list', () => {
  test('finds seeded patients by accent-free name fragment or CPF, page by page', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const all = (await (
      await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=100', { headers: { Authorization: `Bearer ${token}` }, data: { ativo: true } })
    ).json()) as Pagina;
    expect(all.totalElements).toBeGreaterThan(20);
    const brasileiro = all.content.find((paciente) => paciente.cpf)!;

    await loginAs(page, 'recepcao');
    await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Pacientes' }).click();
    const list = page.getByTestId('paciente-list');
    // the specs running beside this one register patients too: the total is at least what the api said
    const total = page.getByText(/^\d+ pacientes$/);
    await expect(total).toBeVisible();
    expect(Number((await total.innerText()).split(' ')[0])).toBeGreaterThanOrEqual(all.totalElements);
    await expect(list.locator('tbody tr')).toHaveCount(20);

    // Second page: the next active patients.
    await list.getByTitle('2', { exact: true }).click();
    await expect(list.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect.poll(() => list.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await list.locator('tbody tr').count()).toBeLessThanOrEqual(20);

    // Name without accent finds 'Martina González', marked as foreigner.
    await page.getByLabel('Buscar por nome ou CPF').fill('gonzalez');
    const row = list.locator('tbody tr', { hasText: 'Martina González' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Estrangeiro');
    await expect(list.locator('tbody tr')).toHaveCount(1);

    // A masked CPF finds its patient.
    const masked = brasileiro.cpf!.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    await page.getByLabel('Buscar por nome ou CPF').fill(masked);
    await expect(list.locator('tbody tr')).toHaveCount(1);
    await expect(list.locator('tbody tr')).toContainText(brasileiro.nome);
    await expect(list.locator('tbody tr')).toContainText(masked);

    // The search survives a reload (it lives in the address).
    await page.reload();
    await expect(page.getByLabel('Buscar por nome ou CPF')).toHaveValue(masked);
    await expect(list.locator('tbody tr')).toContainText(brasileiro.nome);
  });

  test('users without PACIENTES do not reach the list, and the api refuses them too', async ({ page, request }) => {
    await signIn(page, 'estoque');
    await page.goto('/#/pacientes');
    await expect(page.getByTestId('not-found')).toBeVisible();
    const token = await apiToken(request, 'estoque');
    const response = await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=20', { headers: { Authorization: `Bearer ${token}` }, data: {} });
    expect(response.status()).toBe(403);
  });

  test('deactivating a patient asks first, leaves the booking search and writes the history; activating brings it back', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const paciente = await newPaciente(request, token, 'Inativa Teste');
    const booking = () => request.get(`/api/gerenciar/paciente/pesquisar/${encodeURIComponent(paciente.nome)}`, auth(token));
    expect(((await (await booking()).json()) as unknown[]).length).toBe(1);

    await signIn(page, 'recepcao');
    await page.goto(`/#/pacientes?busca=${encodeURIComponent(paciente.nome)}&situacao=todos`);
    const row = page.getByTestId('paciente-list').locator('tbody tr', { hasText: paciente.nome });
    await expect(row).toContainText('Ativo');
    await row.getByRole('button', { name: `Desativar ${paciente.nome}` }).click();
    const confirm = page.locator('.ant-popconfirm', { hasText: 'Desativar paciente' });
    await expect(confirm).toContainText('deixa de aparecer na busca do agendamento');
    await confirm.getByRole('button', { name: 'Desativar' }).click();
    await expect(page.getByText(`Paciente ${paciente.nome} desativado.`)).toBeVisible();
    await expect(row).toContainText('Inativo');
    expect(await (await booking()).json()).toEqual([]);
    const stored = (await (await request.get(`/api/gerenciar/paciente/listar/${paciente.id}`, auth(token))).json()) as {
      ativo: boolean;
      auditorias: { descricao?: string; alteracao?: string }[];
    };
    expect(stored.ativo).toBe(false);
    expect(JSON.stringify(stored.auditorias)).toContain("ALTERADO <<ativo>> DE 'true' PARA 'false'");

    await row.getByRole('button', { name: `Ativar ${paciente.nome}` }).click();
    await page.locator('.ant-popconfirm', { hasText: 'Ativar paciente' }).getByRole('button', { name: 'Ativar' }).click();
    await expect(row).toContainText('Ativo');
    expect(((await (await booking()).json()) as unknown[]).length).toBe(1);
  });

  test('a count is written with the noun it counts: one patient found reads "1 paciente"', async ({ page, request }) => {
    const paciente = await newPaciente(request, await apiToken(request, 'recepcao'), 'Contagem Singular');
    await signIn(page, 'recepcao');
    await page.goto(`/#/pacientes?busca=${encodeURIComponent(paciente.nome)}`);
    await expect(page.getByTestId('paciente-list').locator('tbody tr', { hasText: paciente.nome })).toBeVisible();
    await expect(page.getByText('1 paciente', { exact: true })).toBeVisible();
    await expect(page.getByText('1 pacientes')).toHaveCount(0);
  });

  test('after registering a patient the list offers Agendar and Abrir ficha: the booking made there opens the record', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const nome = `Carla Registro ${Date.now().toString(36)}`;
    const data = weekdayAhead(103, 2); // a Tuesday: Dra. Helena works
    let agendamentoId: number | undefined;
    try {
      await loginAs(page, 'recepcao');
      await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Pacientes' }).click();
      await page.getByRole('button', { name: 'Novo paciente' }).click();
      // a foreign resident with a Brazilian mobile: the least the form asks
      const dialog = pacienteDialog(page);
      await dialog.getByLabel('Estrangeiro').click();
      await dialog.getByLabel('Nome', { exact: true }).fill(nome);
      await dialog.getByLabel('Nascimento').fill('03031992');
      await dialog.getByLabel('Nome da mãe').fill('Carmen Registro');
      await dialog.getByLabel('E-mail', { exact: true }).fill('carla@exemplo.com.br');
      await dialog.getByLabel('Celular', { exact: true }).fill('11987654321');
      await choose(dialog, 'Como conheceu a clínica', 'Indicação');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      await expect(dialog).toBeHidden();

      // what comes next for them: the record waits for a first booking, and says so
      const aviso = page.getByTestId('paciente-criado');
      await expect(aviso).toContainText(`Paciente ${nome} cadastrado.`);
      await expect(aviso).toContainText('A ficha abre depois do primeiro agendamento.');
      await expect(aviso.getByRole('button', { name: 'Abrir ficha' })).toBeDisabled();

      await aviso.getByRole('button', { name: 'Agendar' }).click();
      const booking = bookingDialog(page);
      await expect(booking).toBeVisible();
      await expect(selectOf(booking, 'Paciente')).toContainText(nome);
      await choose(booking, 'Procedimento', 'Limpeza de pele');
      await choose(booking, 'Profissional', 'Dra. Helena Prado');
      await choose(booking, 'Compromisso', 'Consulta');
      await typeDate(booking, 'Data', data);
      await booking.getByLabel('Hora inicial', { exact: true }).fill('15:00');
      await booking.getByLabel('Hora final', { exact: true }).fill('15:30');
      await booking.getByLabel('Hora final', { exact: true }).blur();
      const criado = page.waitForResponse((response) => response.url().includes('/api/gerenciar/agendamento/criar') && response.request().method() === 'POST');
      await booking.getByRole('button', { name: 'Salvar' }).click();
      const resposta = await criado;
      expect(resposta.status()).toBe(201);
      agendamentoId = ((await resposta.json()) as { id: number }).id;
      await expect(booking).toBeHidden();

      // booked: the record opens, on this patient
      await expect(aviso).not.toContainText('A ficha abre depois do primeiro agendamento.');
      await aviso.getByRole('button', { name: 'Abrir ficha' }).click();
      await expect(page.getByTestId('ficha-cabecalho')).toContainText(nome);
    } finally {
      // the slot is free again for the next run on this database
      if (agendamentoId !== undefined)
        await request.post(`/api/gerenciar/agendamento/cancelarAgendamento?agendamentoId=${agendamentoId}`, {
          ...auth(token),
          data: { motivoCancelamento: 'Teste e2e encerrado' },
        });
    }
  });
});
