import { expect, test } from '@playwright/test';

// A real 1×1 PNG, and an SVG disguised with a .png name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const DISGUISED_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
import { loginAs, logout, menuLabels, routeOf, signIn } from '../fixtures/portal.ts';

test.describe('language and white label', () => {
  test('switching language translates the portal and is remembered', async ({ page }) => {
    /** Picks a language in the top navigation; a click on a list still opening is simply made again. */
    const switchTo = async (option: string, menu: string[]): Promise<void> => {
      await expect(async () => {
        await page.getByTestId('top-nav').getByTestId('language-switch').click();
        await page.getByRole('option', { name: option }).click({ timeout: 2000 });
        await expect.poll(() => menuLabels(page), { timeout: 3000 }).toEqual(menu);
      }).toPass({ timeout: 20_000 });
    };
    await loginAs(page, 'recepcao');
    await switchTo('English', ['Appointments', 'Patients']);
    await expect(page.getByRole('heading', { level: 2, name: 'Appointments' })).toBeVisible();
    await page.reload();
    await expect.poll(() => menuLabels(page)).toEqual(['Appointments', 'Patients']);
    await expect(page.getByTestId('agenda-calendar')).toBeVisible();
    // the remotes' own texts are fetched for the language shown: the agenda's after the reload, the
    // patients' when first opened in Spanish
    await expect(page.getByRole('button', { name: 'New appointment' })).toBeVisible();
    await switchTo('Español', ['Citas', 'Pacientes']);
    await expect(page.getByRole('button', { name: 'Nueva cita' })).toBeVisible();
    await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Pacientes' }).click();
    await expect(page.getByRole('button', { name: 'Nuevo paciente' })).toBeVisible();
    await switchTo('Português', ['Agendamentos', 'Pacientes']);
    await expect(page.getByRole('button', { name: 'Novo paciente' })).toBeVisible();
  });

  test('a new system colour reaches the host and every remote at once', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/configuracoes');
    const card = page.getByTestId('white-label-card');
    await expect(card).toBeVisible();
    const color = card.getByLabel('Cor do sistema');
    await color.fill('#AA3366');
    await card.getByLabel('Título da página').fill('Clínica Bem Estar');
    await card.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Personalização salva.')).toBeVisible();

    const purple = 'rgb(170, 51, 102)';
    await expect(page.getByTestId('top-nav')).toHaveCSS('background-color', purple);
    await expect(page).toHaveTitle('Clínica Bem Estar');
    // A remote (financeiro) without reload: its active tab uses the primary colour.
    await page.getByTestId('main-menu').getByRole('menuitem', { name: 'Financeiro' }).click();
    await expect.poll(() => routeOf(page)).toBe('/financeiro/orcamentos');
    await expect(page.getByRole('tab', { name: 'Orçamentos' })).toHaveCSS('color', purple);

    // Another browser sees it after login too (stored on the server).
    await page.reload();
    await expect(page.getByTestId('top-nav')).toHaveCSS('background-color', purple);

    // Restore the default for the other specs.
    await page.goto('/#/configuracoes');
    await page.getByTestId('white-label-card').getByLabel('Cor do sistema').fill('#008B90');
    await page.getByTestId('white-label-card').getByRole('button', { name: 'Salvar' }).click();
    // the default teal (#008B90, 4.1:1 with white) is drawn a little darker, #007A7F, so the menu reads at WCAG AA
    await expect(page.getByTestId('top-nav')).toHaveCSS('background-color', 'rgb(0, 122, 127)');
  });

  test('an invalid colour is refused and the form keeps it for correction', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/configuracoes');
    const card = page.getByTestId('white-label-card');
    await card.getByLabel('Cor do sistema').fill('verde');
    await expect(card.getByText('Cor do sistema inválida.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(card.getByLabel('Cor do sistema')).toHaveValue('verde');
  });

  test('logo and favicon are uploaded, shown everywhere, and a file that is not an image is refused when chosen', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/#/configuracoes');
    const card = page.getByTestId('white-label-card');
    const [logoInput, faviconInput] = [card.locator('input[type=file]').nth(0), card.locator('input[type=file]').nth(1)];

    // refused when chosen, before Salvar: a text file, and an SVG named .png
    const refused = page.locator('.ant-notification-notice', { hasText: 'Formato de imagem não aceito. Use PNG, JPEG, WEBP, GIF ou ICO.' });
    await logoInput.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('não sou uma imagem') });
    await expect(refused).toBeVisible();
    await refused.locator('.ant-notification-notice-close').click();
    await expect(refused).toHaveCount(0);
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: DISGUISED_SVG });
    await expect(refused).toBeVisible();
    await expect(card.locator('.image-field__preview img')).toHaveCount(0);
    await expect(page.getByTestId('top-nav').locator('img[data-testid=clinic-logo]')).toHaveCount(0);

    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await faviconInput.setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: PNG });
    await card.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Personalização salva.')).toBeVisible();
    const logo = page.getByTestId('top-nav').locator('img[data-testid=clinic-logo]');
    await expect(logo).toHaveAttribute('src', /\/api\/arquivos\/white-label\/logo/);
    await expect
      .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href ?? ''))
      .toContain('/api/arquivos/white-label/favicon');
    const served = await page.request.get((await logo.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/png');

    // The login screen (no session) shows it too.
    await logout(page);
    await expect(page.locator('.auth__card img[data-testid=clinic-logo], .auth__brand img[data-testid=clinic-logo]').first()).toBeAttached();

    // Remove both again for the other specs.
    await signIn(page, 'admin');
    await page.goto('/#/configuracoes');
    await page.getByTestId('white-label-card').getByRole('button', { name: 'Remover' }).first().click();
    await page.getByTestId('white-label-card').getByRole('button', { name: 'Remover' }).first().click();
    await page.getByTestId('white-label-card').getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByTestId('top-nav').locator('img[data-testid=clinic-logo]')).toHaveCount(0);
  });
});
