import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, routeOf, signIn } from '../fixtures/portal.ts';
import { JPEG, MP4, PNG, TEXT } from '../fixtures/media.ts';
import { choose, selectOf } from '../fixtures/form.ts';

const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const address = (paciente: number, procedimento: number, tab: string): string =>
  `/#/detalhes-paciente/${tab}?paciente=${encodeURIComponent(`"${paciente}"`)}&procedimento=${encodeURIComponent(`"${procedimento}"`)}`;

interface Grupo {
  id: number | null;
  nomeEtapa: string;
  imagens: unknown[];
}

/** A demo patient and procedure whose first stage was never saved. */
async function etapaLivre(request: APIRequestContext, token: string): Promise<{ paciente: number; procedimento: number; etapa: string }> {
  const list = (await (await request.post('/api/gerenciar/paciente/pesquisar?page=0&size=40', { ...auth(token), data: { ativo: true } })).json()) as {
    content: { id: number }[];
  };
  for (const { id } of list.content.reverse()) {
    const procedimentos = (await (await request.get(`/api/gerenciar/procedimento/pesquisarProcedimentosDoPaciente/${id}`, auth(token))).json()) as {
      id: number;
    }[];
    for (const procedimento of procedimentos) {
      const grupos = (await (
        await request.post('/api/gerenciar/imagens/listar', { ...auth(token), data: { procedimento: procedimento.id, idPaciente: id } })
      ).json()) as Grupo[];
      const livre = grupos.find((g) => g.id === null);
      if (grupos.length >= 1 && grupos.every((g) => g.id === null) && livre) return { paciente: id, procedimento: procedimento.id, etapa: livre.nomeEtapa };
    }
  }
  throw new Error('no demo patient with an unsaved stage');
}

test.describe('patient record: Etapas', () => {
  test('saves a stage with images and a video; refuses a second video, a disguised file and an oversize one; compares before and after', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, 'admin');
    const { paciente, procedimento, etapa } = await etapaLivre(request, token);
    await signIn(page, 'admin');
    await page.goto(address(paciente, procedimento, 'etapas'));
    const card = page.getByTestId('etapa-card').filter({ hasText: etapa }).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('Não salvo')).toHaveCount(0);

    await card.locator('input[type=file]').setInputFiles([
      { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
      { name: 'perfil.jpg', mimeType: 'image/jpeg', buffer: JPEG },
      { name: 'video.mp4', mimeType: 'video/mp4', buffer: MP4 },
    ]);
    await expect(card.getByTestId('etapa-midia')).toHaveCount(3);
    await expect(card.getByText('Não salvo')).toBeVisible();

    // One video per stage.
    await card.locator('input[type=file]').setInputFiles({ name: 'outro.mp4', mimeType: 'video/mp4', buffer: MP4 });
    await expect(page.getByText('Você pode adicionar 1 video por etapa.')).toBeVisible();
    // The server reads the content, not the name.
    await card.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TEXT });
    await expect(page.getByText('Arquivo não suportado: envie uma imagem ou um vídeo.')).toBeVisible();
    // Over 80 MB never leaves the browser.
    const big = path.join(os.tmpdir(), `grande-${Date.now()}.mp4`);
    fs.writeFileSync(big, '');
    fs.truncateSync(big, 81 * 1024 * 1024);
    await card.locator('input[type=file]').setInputFiles(big);
    await expect(page.getByText('Ops... O tamanho do video excede o permitido')).toBeVisible();
    fs.rmSync(big);
    await expect(card.getByTestId('etapa-midia')).toHaveCount(3);

    // Date and times are required; the end follows the start.
    const save = card.getByRole('button', { name: 'Salvar' });
    await expect(save).toBeDisabled();
    await card.getByLabel('Data Da Realização').fill('15032025');
    await choose(card, 'Hora inicial', '09:00');
    // an end before the start moves to the step after it
    await card.getByLabel('Hora final').click();
    await card.getByLabel('Hora final').fill('08:45');
    await card.getByLabel('Hora final').press('Enter');
    await expect(selectOf(card, 'Hora final')).toContainText('09:15');
    await card.getByLabel('Observação').fill('Fotos de frente e perfil, vídeo da área doadora.');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Salvo com sucesso!')).toBeVisible();
    await expect(card.getByText('Não salvo')).toHaveCount(0);
    const grupos = (await (
      await request.post('/api/gerenciar/imagens/listar', { ...auth(token), data: { procedimento, idPaciente: paciente } })
    ).json()) as (Grupo & {
      horaInicial: string;
      horaFinal: string;
    })[];
    const stored = grupos.find((g) => g.nomeEtapa === etapa)!;
    // 09:00 to 08:45 is no range: the end moved to the step after the start (clinic time, UTC-3).
    expect([new Date(stored.horaInicial).toISOString(), new Date(stored.horaFinal).toISOString()]).toEqual([
      '2025-03-15T12:00:00.000Z',
      '2025-03-15T12:15:00.000Z',
    ]);
    expect(stored.imagens).toHaveLength(3);

    // Saved for real: a reload shows the same stage.
    await page.reload();
    const saved = page.getByTestId('etapa-card').filter({ hasText: etapa }).first();
    await expect(saved.getByTestId('etapa-midia')).toHaveCount(3);
    await expect(saved.getByLabel('Observação')).toHaveValue('Fotos de frente e perfil, vídeo da área doadora.');
    await expect(saved.getByLabel('Data Da Realização')).toHaveValue('15/03/2025');
    await expect(saved.locator('img[alt]').first()).toHaveJSProperty('naturalWidth', 1);
    await saved.getByText('Históricos De Alterações').click();
    await expect(saved.getByTestId('etapa-historico').locator('.ant-list-item').first()).toContainText('Administrador');

    // Before and after: two images over each other, the slider uncovers the second.
    await page.getByRole('button', { name: 'Antes e depois' }).click();
    const compare = page.getByTestId('antes-depois');
    await expect(compare.locator('img')).toHaveCount(2);
    const after = page.getByTestId('antes-depois-depois');
    await expect(after).toHaveCSS('clip-path', 'inset(0px 50% 0px 0px)');
    await page.getByRole('slider', { name: 'Posição da comparação' }).focus();
    await page.keyboard.press('End');
    await expect(after).toHaveCSS('clip-path', 'inset(0px 0% 0px 0px)');
  });

  test('a user without IMAGENS_FICHA_PACIENTE sees no Etapas, its address leads elsewhere, and the api refuses the files', async ({ page, request }) => {
    const admin = await apiToken(request, 'admin');
    const { paciente, procedimento } = await etapaLivre(request, admin);
    await signIn(page, 'recepcao');
    await page.goto(address(paciente, procedimento, 'etapas'));
    await expect.poll(() => routeOf(page)).toBe('/detalhes-paciente/agendamentos');
    await expect(page.getByRole('navigation', { name: 'Prontuário' })).not.toContainText('Etapas');
    const recepcao = await apiToken(request, 'recepcao');
    const listar = await request.post('/api/gerenciar/imagens/listar', { ...auth(recepcao), data: { procedimento, idPaciente: paciente } });
    expect(listar.status()).toBe(403);
  });
});
