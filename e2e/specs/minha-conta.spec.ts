import { expect, test } from '@playwright/test';
import { expectFieldError } from '../fixtures/form.ts';
import { PNG } from '../fixtures/media.ts';
import { newUser } from '../fixtures/own-user.ts';
import { loginWith, logout } from '../fixtures/portal.ts';

test('Minha conta: the user menu shows who is logged in, changes their own photo, and the password with the current one', async ({ page, request }) => {
  const { nome, email, senha } = await newUser(request, 'Recepção', 'Conta E2E');

  await loginWith(page, email, senha);
  await page.getByTestId('user-avatar').click();
  await page.getByTestId('user-panel').getByRole('button', { name: 'Minha conta' }).click();
  const conta = page.getByTestId('minha-conta');
  await expect(conta).toContainText(nome);

  // their own photo, at once: the top bar shows it
  const avatar = page.getByTestId('user-avatar');
  await expect(avatar.locator('img')).toHaveCount(0);
  await conta.getByTestId('minha-conta-foto').locator('input[type=file]').setInputFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Foto atualizada.')).toBeVisible();
  await expect(conta.getByTestId('minha-conta-foto').locator('img')).toHaveJSProperty('naturalWidth', 1);
  await expect(avatar.locator('img')).toHaveJSProperty('naturalWidth', 1);

  // the rules on screen, then the api's refusal, keeping what was typed
  await conta.getByRole('button', { name: 'Alterar senha' }).click();
  await expectFieldError(conta, 'Senha atual', 'Campo obrigatório.');
  await conta.getByLabel('Senha atual', { exact: true }).fill('Errada@2026');
  await conta.getByLabel('Nova senha', { exact: true }).fill('curta');
  await conta.getByLabel('Confirme a nova senha').fill('outra');
  await conta.getByRole('button', { name: 'Alterar senha' }).click();
  await expectFieldError(conta, 'Nova senha', 'A senha deve ter no mínimo 8 caracteres, com letras e números.');
  await expectFieldError(conta, 'Confirme a nova senha', 'As senhas não conferem!');
  await conta.getByLabel('Nova senha', { exact: true }).fill('Nova@2026x');
  await conta.getByLabel('Confirme a nova senha').fill('Nova@2026x');
  await conta.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(conta.getByRole('alert')).toContainText('Senha atual incorreta.');
  await expect(conta.getByLabel('Nova senha', { exact: true })).toHaveValue('Nova@2026x');

  await conta.getByLabel('Senha atual', { exact: true }).fill(senha);
  await conta.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada. Suas outras sessões foram encerradas.')).toBeVisible();
  await expect(conta).toBeHidden();
  // still logged in; the new password is the one
  await expect(page.getByTestId('top-nav')).toBeVisible();
  await logout(page);
  await loginWith(page, email, 'Nova@2026x');
});
