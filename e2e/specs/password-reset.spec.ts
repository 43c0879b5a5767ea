import { expect, test } from '@playwright/test';
import { resetLinkOf, waitForMail } from '../fixtures/mailbox.ts';
import { newUser } from '../fixtures/own-user.ts';
import { loginWith, routeOf, logout } from '../fixtures/portal.ts';

test.describe('password reset', () => {
  test('the reset form validates the e-mail and reports an unknown one', async ({ page }) => {
    await page.goto('/#/resetpwd');
    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await page.getByLabel('E-mail', { exact: true }).fill('nao-e-email');
    await expect(page.getByText('Informe um email válido.')).toBeVisible();
    await expect(send).toBeDisabled();
    await page.getByLabel('E-mail', { exact: true }).fill('ninguem@clinica.dev');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('E-mail não encontrado na base de dados.')).toBeVisible();
  });

  test('a new password page without a valid hash cannot be sent', async ({ page }) => {
    await page.goto('/#/mudarSenha');
    await expect(page.getByTestId('reset-link-invalid')).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova@2026x');
    await page.getByLabel('Confirme a nova senha').fill('Nova@2026x');
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await page.goto('/#/newpwd/token-que-nao-existe');
    await expect(page.getByTestId('reset-link-invalid')).toContainText('Token inválido, favor revalidar seu email.');
  });

  test('e-mail link end to end: request, receive, set a new password, log in with it', async ({ page, request }) => {
    // a user of its own: the other specs' logins go on while this one's password changes
    const user = await newUser(request, 'Estoque', 'Senha E2E');
    const novaSenha = 'Estoque2026novo';

    const resetTo = async (password: string): Promise<void> => {
      const since = Date.now();
      await page.goto('/#/resetpwd');
      await page.getByLabel('E-mail', { exact: true }).fill(user.email);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByTestId('reset-sent')).toBeVisible();
      const mail = await waitForMail(user.email, since);
      await page.goto(resetLinkOf(mail));
      await expect.poll(() => routeOf(page)).toBe('/mudarSenha');
      await expect(page.getByText(user.email)).toBeVisible();
      await page.getByLabel('Nova senha', { exact: true }).fill(password);
      await page.getByLabel('Confirme a nova senha').fill(`${password}x`);
      await expect(page.getByText('As senhas não conferem!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
      await page.getByLabel('Confirme a nova senha').fill(password);
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByText('Senha alterada!!')).toBeVisible();
      await expect.poll(() => routeOf(page)).toBe('/login');
    };

    await resetTo(novaSenha);
    // The old password no longer works; the new one does.
    await page.getByLabel('E-mail ou CPF').fill(user.email);
    await page.getByLabel('Senha').fill(user.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await loginWith(page, user.email, novaSenha);
    await logout(page);
  });

  test('a weak password is refused with the rule', async ({ page }) => {
    await page.goto('/#/newpwd/qualquer');
    await page.getByLabel('Nova senha', { exact: true }).fill('curta');
    await expect(page.getByText('A senha deve ter no mínimo 8 caracteres, com letras e números.')).toBeVisible();
  });
});
