import { expect, test } from '@playwright/test';
import { loginAs, routeOf, signIn } from '../fixtures/portal.ts';

test.describe('route guards', () => {
  test('on a phone the areas open from the menu button, in a drawer that closes on the way', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'recepcao');
    await expect(page.getByRole('heading', { level: 2, name: 'Agendamentos' })).toBeVisible();
    await expect(page.getByTestId('main-menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByTestId('main-menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Agendamentos', 'Pacientes']);
    await menu.getByRole('menuitem', { name: 'Pacientes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pacientes' })).toBeVisible();
    await expect.poll(() => routeOf(page)).toBe('/pacientes');
    await expect(menu).toBeHidden();
  });

  test('without a session every portal address goes to /login', async ({ page }) => {
    for (const path of ['/dashboard', '/agendamentos', '/financeiro/campanha', '/detalhe-medico']) {
      await page.goto(`/#${path}`);
      await expect.poll(() => routeOf(page)).toBe('/login');
    }
  });

  test('the empty address redirects to /login', async ({ page }) => {
    await page.goto('/');
    await expect.poll(() => routeOf(page)).toBe('/login');
  });

  test('an area outside the role goes to the not-found page', async ({ page }) => {
    await signIn(page, 'recepcao');
    await page.goto('/#/financeiro');
    await expect.poll(() => routeOf(page)).toBe('/pagina-nao-encontrada');
    await expect(page.getByTestId('not-found')).toContainText('Página não encontrada');
    await expect(page.getByTestId('not-found')).toContainText('você acessou um endereço para o qual não tem permissão;');
    await expect(page.getByTestId('not-found')).toContainText('o endereço foi digitado errado;');
    await expect(page.getByTestId('not-found')).toContainText('o link está desatualizado.');
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await expect.poll(() => routeOf(page)).toBe('/agendamentos');
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/endereco-que-nao-existe');
    await expect.poll(() => routeOf(page)).toBe('/pagina-nao-encontrada');
    await expect(page.getByTestId('top-nav')).toBeVisible();
  });

  test('Financeiro without ORCAMENTO opens the first finance tab it allows', async ({ page }) => {
    await signIn(page, 'financeiro');
    await page.goto('/#/financeiro/orcamentos');
    await expect.poll(() => routeOf(page)).toBe('/financeiro/campanha');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Campanha', 'Contas a receber', 'Contas a pagar']);
    await tabs.filter({ hasText: 'Contas a pagar' }).click();
    await expect.poll(() => routeOf(page)).toBe('/financeiro/contas-pagar');
  });

  test('Financeiro with ORCAMENTO opens orçamentos by default', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/financeiro');
    await expect.poll(() => routeOf(page)).toBe('/financeiro/orcamentos');
    await expect(page.getByRole('tab')).toHaveText(['Orçamentos', 'Campanha', 'Contas a receber', 'Contas a pagar']);
  });

  test('the doctor detail route needs VISUALIZAR_AGENDAMENTOS_PROFISSIONAIS', async ({ page }) => {
    await signIn(page, 'recepcao');
    await page.goto('/#/detalhe-medico');
    await expect(page.getByText('Usuário sem permissão de acessar essa rota.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Detalhe do médico' })).toHaveCount(0);
  });

  test('a doctor holding the permission opens the doctor detail and goes back to users', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/detalhe-medico');
    await expect(page.getByRole('heading', { name: 'Detalhe do médico' })).toBeVisible();
    await page.getByRole('button', { name: 'Voltar para usuários' }).click();
    await expect.poll(() => routeOf(page)).toBe('/usuarios/lista');
  });

  test('every area the admin holds loads from its remote with heading and sub-navigation', async ({ page }) => {
    await loginAs(page, 'admin');
    const areas: [string, string][] = [
      ['/agendamentos', 'Agendamentos'],
      ['/pacientes', 'Pacientes'],
      ['/financeiro/campanha', 'Financeiro'],
      ['/usuarios', 'Usuários'],
      ['/estoque/movimentacao-saida', 'Estoque'],
      ['/relatorios', 'Relatórios'],
      ['/configuracoes', 'Configurações'],
      ['/logs', 'Auditorias'],
      ['/criar-layouts', 'Criar layouts'],
    ];
    for (const [path, heading] of areas) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await page.goto('/#/estoque');
    await expect.poll(() => routeOf(page)).toBe('/estoque/medicamentos');
    await expect(page.getByRole('tab')).toHaveText(['Medicamentos', 'Movimentação de entrada', 'Movimentação de saída', 'Inventário']);
  });

  test('an expired token ends the session and goes to /login', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.evaluate(() => {
      const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const past = Math.floor(Date.now() / 1000) - 60;
      const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ nome: 'Administrador', jti: '1', ehMedico: false, foto: null, authorities: ['ROLE_DASHBOARD'], exp: past })}.assinatura`;
      localStorage.setItem('token', `Bearer ${token}`);
    });
    await page.goto('/#/dashboard');
    await page.reload();
    await expect.poll(() => routeOf(page)).toBe('/login');
    await expect(page.getByTestId('session-ended')).toContainText('Sessão encerrada');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a token the server no longer accepts (401) logs the user out', async ({ page, request }) => {
    await loginAs(page, 'admin');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const userId = await page.evaluate(() => localStorage.getItem('usuario_id'));
    // The session is revoked elsewhere (e.g. logout on another tab); the next call answers 401.
    await request.get(`/api/update/token/logout/${userId}`, { headers: { Authorization: token! } });
    await page.goto('/#/configuracoes');
    await expect.poll(() => routeOf(page)).toBe('/login');
  });
});
