import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signIn } from '../fixtures/portal.ts';
import { auth, book, medicoId, weekdayAhead } from '../fixtures/agenda.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { MP4, PNG } from '../fixtures/media.ts';

/**
 * Uploads over the api's limit (UPLOAD_MAX_BYTES, 1 MB in playwright.config.ts; the screens' own
 * checks allow 80 MB for a stage file and 5 MB for a photo) are refused by the api while the browser
 * is still sending them: the refusal must show at once, not when the upload would have ended (the
 * browser reads an answer only then, or once the connection fails).
 */
const MB = 1024 * 1024;
/** real content first (the screens and the api sniff it), then zeros */
const oversized = (head: Buffer, bytes: number): Buffer => Buffer.concat([head, Buffer.alloc(bytes - head.length)]);

/** A patient of this test with a 'Transplante capilar' appointment (its stages show in the Etapas tab). */
async function pacienteComTransplante(request: APIRequestContext, token: string): Promise<{ id: number; procedimento: number }> {
  const paciente = await newPaciente(request, token, 'Upload Grande');
  const procedimentos = (await (await request.get('/api/gerenciar/procedimento/listar', auth(token))).json()) as { id: number; nome: string }[];
  const procedimento = procedimentos.find((p) => p.nome === 'Transplante capilar')!.id;
  const medico = await medicoId(request, token, 'Dra. Helena Prado');
  await book(request, token, {
    medicoId: medico,
    pacienteId: paciente.id,
    data: weekdayAhead(60, 3),
    inicio: '08:00',
    fim: '08:30',
    procedimentoId: procedimento,
    excecao: true,
  });
  return { id: paciente.id, procedimento };
}

const address = (paciente: number, procedimento: number, tab = ''): string =>
  `/#/detalhes-paciente${tab ? `/${tab}` : ''}?paciente=${encodeURIComponent(JSON.stringify(String(paciente)))}&procedimento=${encodeURIComponent(
    JSON.stringify(String(procedimento)),
  )}`;

test.describe('uploads over the limit', () => {
  test('a stage video over the limit shows the refusal within seconds', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComTransplante(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento, 'etapas'));
    const card = page.getByTestId('etapa-card').filter({ hasText: 'Pré-operatório' }).first();
    await expect(card).toBeVisible();

    await card.locator('input[type=file]').setInputFiles({ name: 'cirurgia.mp4', mimeType: 'video/mp4', buffer: oversized(MP4, 40 * MB) });
    await expect(page.getByText('Ops... O tamanho do video excede o permitido')).toBeVisible({ timeout: 3000 });
    await expect(card.getByTestId('etapa-midia')).toHaveCount(0);
  });

  test('a patient photo over the limit shows the refusal within seconds', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const paciente = await pacienteComTransplante(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente.id, paciente.procedimento));
    await page.getByTestId('ficha-cabecalho').getByRole('button', { name: 'Editar paciente' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Dados pessoais' });
    const foto = dialog.getByTestId('paciente-foto');
    await expect(foto).toBeVisible();

    // 5 MB: what the screen allows, over the api's 1 MB
    await foto.locator('input[type=file]').setInputFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: oversized(PNG, 5 * MB) });
    await expect(page.getByText('A foto deve ter até 1 MB.')).toBeVisible({ timeout: 3000 });
    await expect(foto.locator('img')).toHaveCount(0);
  });
});
