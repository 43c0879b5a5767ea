import { expect, test } from '@playwright/test';
import { newUser } from '../fixtures/own-user.ts';
import { apiToken, loginAs, menuLabels, routeOf, signIn } from '../fixtures/portal.ts';
import { DEMO_PASSWORD, USERS } from '../fixtures/users.ts';

const expectations = {
  admin: {
    start: '/dashboard',
    menu: ['Início', 'Agendamentos', 'Pacientes', 'Financeiro', 'Usuários', 'Estoque', 'Relatórios', 'Configurações', 'Auditorias'],
  },
  medico: { start: '/agendamentos', menu: ['Agendamentos', 'Pacientes'] },
  recepcao: { start: '/agendamentos', menu: ['Agendamentos', 'Pacientes'] },
  estoque: { start: '/estoque/medicamentos', menu: ['Estoque'] },
  financeiro: { start: '/financeiro/campanha', menu: ['Financeiro'] },
} as const;

test.describe('login', () => {
  for (const [user, expected] of Object.entries(expectations) as [keyof typeof expectations, (typeof expectations)[keyof typeof expectations]][]) {
    test(`${user} lands on ${expected.start} and sees only their menu`, async ({ page }) => {
      await loginAs(page, user);
      await expect.poll(() => routeOf(page)).toBe(expected.start);
      expect(await menuLabels(page)).toEqual([...expected.menu]);
      await page.getByTestId('user-avatar').click();
      await expect(page.getByTestId('user-panel')).toContainText(USERS[user].nome);
      await expect(page.getByTestId('user-panel').getByRole('button', { name: 'LOGOUT' })).toBeVisible();
    });
  }

  test('logs in with a CPF instead of an e-mail', async ({ page, request }) => {
    const token = await apiToken(request, 'recepcao');
    const me = await request.get('/api/UsuarioManager/loggedUser', { headers: { Authorization: `Bearer ${token}` } });
    const { cpf } = (await me.json()) as { cpf: string };
    const masked = cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    await page.goto('/#/login');
    await page.getByLabel('E-mail ou CPF').fill(masked);
    await page.getByLabel('Senha').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => routeOf(page)).toBe('/agendamentos');
  });

  test('a wrong password is refused and the form keeps what was typed', async ({ page, request }) => {
    // a user of its own: failed logins count against the account, which no other test then uses
    const { email } = await newUser(request, 'Recepção', 'Senha Errada');
    await page.goto('/#/login');
    await page.getByLabel('E-mail ou CPF').fill(email);
    await page.getByLabel('Senha').fill('senha-errada-1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Usuário ou senha inválidos.');
    await expect(page.getByLabel('E-mail ou CPF')).toHaveValue(email);
    expect(routeOf(page)).toBe('/login');
  });

  test('an identifier that is neither e-mail nor CPF is flagged before calling the api', async ({ page }) => {
    await page.goto('/#/login');
    await page.getByLabel('E-mail ou CPF').fill('123.456.789-00');
    await page.getByLabel('Senha').fill('qualquer1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Informe um e-mail ou CPF válido.')).toBeVisible();
  });

  test('a logged user opening /login goes to their first area', async ({ page }) => {
    await signIn(page, 'estoque');
    await page.goto('/#/login');
    await expect.poll(() => routeOf(page)).toBe('/estoque/medicamentos');
  });

  test('logout revokes the token and clears the session from storage', async ({ page, request }) => {
    await loginAs(page, 'admin');
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).toMatch(/^Bearer /);
    await page.getByTestId('user-avatar').click();
    await page.getByRole('button', { name: 'LOGOUT' }).click();
    await expect.poll(() => routeOf(page)).toBe('/login');
    const keys = await page.evaluate(() => Object.keys(localStorage));
    for (const key of ['token', 'refreshToken', 'usuario_id', 'nomeUsuario', 'fotoUsuario', 'expiracaoSessao']) {
      expect(keys).not.toContain(key);
    }
    // The server revokes the token right after the screen changed.
    await expect.poll(async () => (await request.get('/api/UsuarioManager/loggedUser', { headers: { Authorization: stored! } })).status()).toBe(401);
  });
});
