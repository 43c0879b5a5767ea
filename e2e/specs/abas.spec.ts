import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { medicoId } from '../fixtures/agenda.ts';
import { choose } from '../fixtures/form.ts';
import { portalWithOwnRemote } from '../fixtures/own-remote.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, routeOf, signIn } from '../fixtures/portal.ts';
import { pacienteComProcedimento as pacienteComConsulta } from '../fixtures/paciente-com-procedimento.ts';

const HELENA = 'Dra. Helena Prado';

/** The tab labels of the area's tab bar, in order. */
const tabBar = (page: Page) => page.getByRole('navigation').getByRole('tab');

const pacienteComProcedimento = (request: APIRequestContext, token: string) =>
  pacienteComConsulta(request, token, 'Abas da Ficha', { dias: 75, diaDaSemana: 2, inicio: '09:00', fim: '09:30' });

const ficha = (paciente: number, procedimento: number, tab = ''): string =>
  `/#/detalhes-paciente${tab ? `/${tab}` : ''}?paciente=${encodeURIComponent(JSON.stringify(String(paciente)))}&procedimento=${encodeURIComponent(
    JSON.stringify(String(procedimento)),
  )}`;

test.describe('area tabs, declared in the manifests', () => {
  test("an area's tabs are paths: its address opens the first tab, a click opens another's path", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/configuracoes');
    await expect.poll(() => routeOf(page)).toBe('/configuracoes/personalizacao');
    await expect(tabBar(page)).toHaveText([
      'Personalização',
      'Procedimentos',
      'Salas',
      'Tipos de compromisso',
      'Exames',
      'Formulários',
      'Layouts',
      'Planos de saúde',
      'Como conheceu',
      'Pulseiras',
      'Pagamentos',
    ]);
    await expect(page.getByTestId('white-label-card')).toBeVisible();
    await tabBar(page).filter({ hasText: 'Salas' }).click();
    await expect.poll(() => routeOf(page)).toBe('/configuracoes/salas');
    await expect(page.getByTestId('catalogo-salas').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('white-label-card')).toHaveCount(0);

    await page.goto('/#/usuarios');
    await expect.poll(() => routeOf(page)).toBe('/usuarios/lista');
    await expect(tabBar(page)).toHaveText(['Usuários', 'Perfis']);
    await tabBar(page).filter({ hasText: 'Perfis' }).click();
    await expect.poll(() => routeOf(page)).toBe('/usuarios/perfis');
    await expect(page.getByTestId('catalogo-perfis')).toBeVisible();
  });

  test('old ?secao= and ?aba= addresses go to the tab they name', async ({ page, request }) => {
    await signIn(page, 'admin');
    await page.goto('/#/configuracoes?secao=layouts');
    await expect.poll(() => routeOf(page)).toBe('/configuracoes/layouts');
    await expect(page.getByTestId('catalogo-layouts')).toBeVisible();
    expect(new URL(page.url()).hash).not.toContain('secao');

    await page.goto('/#/usuarios?aba=perfis');
    await expect.poll(() => routeOf(page)).toBe('/usuarios/perfis');
    await expect(page.getByTestId('catalogo-perfis')).toBeVisible();

    // Auditorias: the patient named in the old address stays chosen on its tab
    const paciente = await newPaciente(request, await apiToken(request, 'admin'), 'Abas Auditoria');
    await page.goto(`/#/logs?aba=paciente&paciente=${paciente.id}`);
    await expect.poll(() => routeOf(page)).toBe('/logs/paciente');
    expect(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('paciente')).toBe(String(paciente.id));
    await expect(tabBar(page)).toHaveText(['Trilha de auditoria', 'Acessos por paciente']);
    await expect(page.locator('.area-page .ant-descriptions')).toContainText(paciente.nome);
  });

  test("the doctor detail's tabs keep the doctor; its old address with ?aba= opens that tab", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const helena = await medicoId(request, token, HELENA);
    const objMedico = encodeURIComponent(JSON.stringify({ id: helena, nome: HELENA }));
    await signIn(page, 'admin');
    await page.goto(`/#/detalhe-medico?objMedico=${objMedico}&aba=escala`);
    await expect.poll(() => routeOf(page)).toBe('/detalhe-medico/escala');
    await expect(page.getByTestId('medico-escala')).toBeVisible();
    await expect(tabBar(page)).toHaveText(['Dados pessoais', 'Escala', 'Bloqueios', 'Notificações']);

    await tabBar(page).filter({ hasText: 'Dados pessoais' }).click();
    await expect.poll(() => routeOf(page)).toBe('/detalhe-medico/dados-pessoais');
    await expect(page.getByTestId('medico-dados')).toContainText('CRM-SP');
    expect(new URLSearchParams(new URL(page.url()).hash.split('?')[1]).get('objMedico')).toBe(JSON.stringify({ id: helena, nome: HELENA }));

    // another doctor, on the same tab
    await choose(page.locator('body'), 'Escolha um profissional', 'Dr. Rafael Lima');
    await expect(page.getByTestId('medico-dados')).toContainText('Dr. Rafael Lima');
    expect(routeOf(page)).toBe('/detalhe-medico/dados-pessoais');
  });
});

/** The record's nine tabs in the spec's order (spec 02 section 2.1), all of them the admin's. */
const TODAS_AS_ABAS = ['Orçamentos', 'Debitos', 'Formulários e evolução', 'Etapas', 'Agendamentos', 'Proposta/Contrato', 'Exames', 'Atestado', 'Prescrições'];

test.describe("the record's tabs, from every remote's manifest", () => {
  test("the record shows the finance remote's tabs with its own, in the spec's order, each to whoever holds its permission", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    await signIn(page, 'admin');
    await page.goto(ficha(paciente.id, paciente.procedimento));
    const prontuario = page.getByRole('navigation', { name: 'Prontuário' });
    await expect(prontuario.getByRole('menuitem')).toHaveText(TODAS_AS_ABAS);
    // the first tab the user may open: financeiro's quote list, loaded from its remote (this patient has none yet)
    await expect.poll(() => routeOf(page)).toBe('/detalhes-paciente/orcamentos');
    await expect(page.getByTestId('aba-orcamentos').getByTestId('orcamentos-ficha')).toContainText('Nenhum orçamento encontrado.');
    await expect(page.getByTestId('aba-orcamentos').getByRole('button', { name: 'Novo orçamento' })).toBeVisible();
    await prontuario.getByRole('menuitem', { name: 'Agendamentos' }).click();
    await expect.poll(() => routeOf(page)).toBe('/detalhes-paciente/agendamentos');
    await expect(page.getByTestId('aba-agendamentos').locator('tbody tr.ant-table-row')).toHaveCount(1);

    // reception holds AGENDAMENTOS_FICHA_PACIENTE only: the finance tabs are not theirs
    const recepcao = await page.context().browser()!.newPage();
    try {
      await signIn(recepcao, 'recepcao');
      await recepcao.goto(ficha(paciente.id, paciente.procedimento, 'debitos'));
      await expect.poll(() => routeOf(recepcao)).toBe('/detalhes-paciente/agendamentos');
      await expect(recepcao.getByRole('navigation', { name: 'Prontuário' }).getByRole('menuitem')).toHaveText(['Agendamentos']);
    } finally {
      await recepcao.close();
    }
  });

  test("a tab whose remote is stopped shows the 'could not load' notice inside the tab; the rest of the record works, and a retry loads it", async ({
    browser,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComProcedimento(request, token);
    // A second portal address whose financeiro remote runs on a server this test owns and stops.
    const portal = await portalWithOwnRemote(browser, 'remote-financeiro', { remote: 4113, gateway: 8083 });
    const { page } = portal;
    try {
      await portal.stop();
      await signIn(page, 'admin');
      await page.goto(ficha(paciente.id, paciente.procedimento, 'debitos'));
      const aba = page.getByTestId('aba-debitos');
      await expect(aba.getByText('Não foi possível carregar esta área')).toBeVisible({ timeout: 30_000 });
      await expect(aba.getByText('O módulo "Financeiro" não respondeu. As outras áreas continuam funcionando.')).toBeVisible();
      // the rest of the record works: its header, its sidebar, its own tabs
      await expect(page.getByTestId('ficha-cabecalho')).toContainText(paciente.nome);
      const prontuario = page.getByRole('navigation', { name: 'Prontuário' });
      await expect(prontuario.getByRole('menuitem')).toHaveText(TODAS_AS_ABAS);
      await prontuario.getByRole('menuitem', { name: 'Agendamentos' }).click();
      await expect(page.getByTestId('aba-agendamentos').locator('tbody tr.ant-table-row')).toHaveCount(1);

      // the remote comes back: 'Tentar novamente' loads the tab without a reload
      await prontuario.getByRole('menuitem', { name: 'Debitos' }).click();
      await expect(aba.getByText('Não foi possível carregar esta área')).toBeVisible({ timeout: 30_000 });
      await portal.start();
      await aba.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(aba.getByTestId('debitos-tab')).toBeVisible();
      expect(routeOf(page)).toBe('/detalhes-paciente/debitos');
    } finally {
      await portal.close();
    }
  });
});
