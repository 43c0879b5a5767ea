import { expect, test, type Page } from '@playwright/test';
import { apiToken, loginAs, logout } from '../fixtures/portal.ts';
import { choose, expectFieldError } from '../fixtures/form.ts';

const HELENA = 'Dra. Helena Prado';
const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** Opens /detalhe-medico and picks the doctor in its selector, as from the users list. */
async function openDoctor(page: Page, nome = HELENA): Promise<void> {
  await page.goto('/#/detalhe-medico');
  await choose(page.locator('body'), 'Escolha um profissional', nome);
  await expect(page.getByRole('tab', { name: 'Dados pessoais' })).toBeVisible();
}

test.describe('doctor detail', () => {
  test('personal data: an administrator edits them; a bad CPF is refused on screen and by the api', async ({ page, request }) => {
    await loginAs(page, 'admin');
    await openDoctor(page);
    const dados = page.getByTestId('medico-dados');
    await expect(dados).toContainText('CRM-SP');
    await dados.getByRole('button', { name: 'Editar' }).click();

    const form = page.getByTestId('medico-form');
    await form.getByLabel('CPF').fill('111.444.777-36');
    await expectFieldError(form, 'CPF', 'CPF INVÁLIDO.');
    await expect(form.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await form.getByLabel('CPF').fill('111.444.777-35');
    const telefone = `(11) 3${String(Date.now()).slice(-3)}-4444`;
    // the form is grouped: Identificação, Contato, Endereço
    await form.getByRole('region', { name: 'Contato' }).getByLabel('Telefone').fill(telefone);
    await expect(form.getByRole('region', { name: 'Endereço' }).getByLabel('CEP')).toBeVisible();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Dados do profissional salvos.')).toBeVisible();
    await expect(page.getByTestId('medico-dados')).toContainText(telefone);

    const token = await apiToken(request, 'admin');
    const medicos = (await (await request.get('/api/gerenciar/medico/listar', auth(token))).json()) as { id: number; nome: string; cpf: string }[];
    const helena = medicos.find((m) => m.nome === HELENA)!;
    const refused = await request.put('/api/gerenciar/medico/editar', { ...auth(token), data: { ...helena, cpf: '11144477736' } });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { mensagemUsuario: string }[])[0]!.mensagemUsuario).toBe('CPF INVÁLIDO.');
  });

  test('Bloqueios: adds an interval, shows it 5 a page, deletes it', async ({ page, request }) => {
    await loginAs(page, 'admin');
    await openDoctor(page);
    await page.getByRole('tab', { name: 'Bloqueios' }).click();
    const tab = page.getByTestId('medico-bloqueios');
    await tab.getByRole('button', { name: 'Intervalo' }).click();

    const dialog = page.getByTestId('bloqueio-dialog');
    const nota = `Congresso ${Date.now()}`;
    await dialog.getByLabel('Dia', { exact: true }).fill('15/03/2030');
    await dialog.getByLabel('Hora inicial').fill('14:00');
    await dialog.getByLabel('Hora final').fill('13:00');
    await expectFieldError(dialog, 'Hora final', 'HORÁRIO FINAL MENOR OU IGUAL QUE O INICIAL');
    await dialog.getByLabel('Hora final').fill('16:00');
    await dialog.getByLabel('Observação').fill(nota);
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Bloqueio salvo.')).toBeVisible();

    const token = await apiToken(request, 'admin');
    const medicos = (await (await request.get('/api/gerenciar/medico/listar', auth(token))).json()) as { id: number; nome: string }[];
    const helenaId = medicos.find((m) => m.nome === HELENA)!.id;
    const total = ((await (await request.get(`/api/gerenciar/medico/listarBloqueioMedico/${helenaId}`, auth(token))).json()) as unknown[]).length;
    await expect(tab.locator('tbody tr')).toHaveCount(Math.min(5, total));
    await expect(tab.locator('.ant-pagination-item')).toHaveCount(Math.ceil(total / 5));
    // newest date first: sort the date column descending
    const dateHeader = tab.getByRole('columnheader', { name: 'Data' });
    await dateHeader.click();
    await dateHeader.click();
    const row = tab.locator('tbody tr', { hasText: nota });
    await expect(row).toContainText('15/03/2030');
    await expect(row).toContainText('14:00');
    await expect(row).toContainText('Não');
    await row.getByRole('button', { name: 'Excluir' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Deletado com sucesso!')).toBeVisible();
    await expect(tab.locator('tbody tr', { hasText: nota })).toHaveCount(0);
  });

  test('Escala: the custom button creates weekly hours, an entry opens Editar / Excluir', async ({ page }) => {
    await loginAs(page, 'admin');
    await openDoctor(page);
    await page.getByRole('tab', { name: 'Escala' }).click();
    const escala = page.getByTestId('medico-escala');
    await escala.getByRole('button', { name: 'Escala' }).click();

    const dialog = page.getByTestId('disponibilidade-dialog');
    await dialog.getByRole('checkbox', { name: 'Domingo' }).check();
    await dialog.getByLabel('Hora inicial').fill('09:00');
    await dialog.getByLabel('Hora final').fill('11:00');
    await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Escala salva.')).toBeVisible();

    const event = escala.getByRole('button', { name: '09:00 – 11:00' });
    await expect(event).toBeVisible();
    await event.click();
    await expect(page.getByTestId('disponibilidade-acoes')).toContainText('Domingo · 09:00–11:00');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Editar' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Deseja excluir essa disponibilidade')).toBeVisible();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sim' }).click();
    await expect(page.getByText('Excluido', { exact: true })).toBeVisible();
    await expect(escala.getByRole('button', { name: '09:00 – 11:00' })).toHaveCount(0);
  });

  test('Notificações: the doctor sets his reminder minutes; Não salvo until saved; turning it off', async ({ page, request }) => {
    await loginAs(page, 'medico');
    await openDoctor(page);
    // no user management: no edit, no new interval, no schedule button
    await expect(page.getByTestId('medico-dados').getByRole('button', { name: 'Editar' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Notificações' }).click();
    const tab = page.getByTestId('medico-notificacoes');
    const ativo = tab.getByRole('switch');
    if (await ativo.isChecked()) {
      await ativo.click();
      await tab.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Notificação desativada.')).toBeVisible();
    }
    await ativo.click();
    await expect(tab.getByLabel('Minutos antes')).toHaveValue('1');
    await expect(tab.getByText('Não salvo')).toBeVisible();
    await tab.getByLabel('Minutos antes').fill('75');
    await expect(tab.getByLabel('Minutos antes')).toHaveValue('75');
    await expect(tab.getByText('Informe de 1 a 59 minutos.')).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await tab.getByLabel('Minutos antes').fill('15');
    await tab.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Vamos te notificar 15Min antes dos agendamentos.')).toBeVisible();
    await expect(tab.getByText('Não salvo')).toHaveCount(0);

    await page.reload();
    await page.getByRole('tab', { name: 'Notificações' }).click();
    await expect(page.getByTestId('medico-notificacoes').getByLabel('Minutos antes')).toHaveValue('15');

    // another doctor's reminder is not his to set
    const token = await apiToken(request, 'medico');
    const medicos = (await (await request.get('/api/gerenciar/medico/listar', auth(token))).json()) as { id: number; nome: string }[];
    const outro = medicos.find((m) => m.nome !== HELENA)!;
    const refused = await request.post('/api/gerenciar/medico/cadastrarGatilhoLembrete', { ...auth(token), data: { medicoId: outro.id, horarioGatilho: '5' } });
    expect(refused.status()).toBe(403);
  });

  test('the agenda’s doctor filter opens the doctor detail for holders of VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS only', async ({ page }) => {
    const filtro = async () => {
      await page.goto('/#/agendamentos');
      await choose(page.locator('body'), 'Profissional', HELENA);
    };
    await loginAs(page, 'recepcao');
    await filtro();
    await expect(page.getByRole('button', { name: 'Detalhe do médico' })).toHaveCount(0);
    await logout(page);

    await loginAs(page, 'admin');
    await filtro();
    await page.getByRole('button', { name: 'Detalhe do médico' }).click();
    await expect(page.getByRole('heading', { name: 'Detalhe do médico' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Escala', selected: true })).toBeVisible();
    await expect(page.getByTestId('medico-select')).toContainText(HELENA);
  });
});
