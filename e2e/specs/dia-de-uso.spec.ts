import { expect, test } from '@playwright/test';
import { loginAs, routeOf } from '../fixtures/portal.ts';

test.describe('a day of real use (issue 36)', () => {
  for (const [email, nome, inicio] of [
    ['recepcao@clinica.dev', 'Recepção', '/agendamentos'],
    ['medico@clinica.dev', 'Dra. Helena Prado', '/agendamentos'],
  ] as const) {
    test(`"Entrar como" ${nome} lands on their start screen, not on 'Página não encontrada'`, async ({ page }) => {
      await loginAs(page, 'admin');
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
});
