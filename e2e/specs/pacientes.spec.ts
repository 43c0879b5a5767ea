import { expect, test } from '@playwright/test';
import { apiToken, loginAs } from '../fixtures/portal.ts';
import { auth } from '../fixtures/agenda.ts';
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
    await expect(page.getByText(`${all.totalElements} pacientes`)).toBeVisible();
    await expect(list.locator('tbody tr')).toHaveCount(20);

    // Second page: the rest of the active patients.
    await list.getByTitle('2', { exact: true }).click();
    await expect(list.locator('tbody tr')).toHaveCount(Math.min(20, all.totalElements - 20));

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
    await loginAs(page, 'estoque');
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

    await loginAs(page, 'recepcao');
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
});
