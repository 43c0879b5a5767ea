import { expect, test } from '@playwright/test';
import { auth } from '../fixtures/agenda.ts';
import { newPaciente } from '../fixtures/paciente.ts';
import { apiToken, routeOf, signIn } from '../fixtures/portal.ts';

const STATUS = { PENDENTE: 'Pendente', CONFIRMADO: 'Confirmado', EM_ATENDIMENTO: 'Em atendimento', FINALIZADO: 'Finalizado', CANCELADO: 'Cancelado' } as const;
type Status = keyof typeof STATUS;
/** Today as the clinic's calendar says ('YYYY-MM-DD'). */
const hoje = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

test.describe('início', () => {
  test("the tiles give the seeded day's figures, as the agenda's own search counts them, and open the agenda on them", async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const response = await request.post('/api/gerenciar/agendamento/pesquisarAgendamentos?page=0&size=100', {
      ...auth(token),
      data: { dataInicio: hoje(), dataFim: hoje() },
    });
    expect(response.status()).toBe(200);
    const { content } = (await response.json()) as { content: { statusAgendamento: Status; chegadaDoPaciente: string | null }[] };
    expect(content.length).toBeGreaterThan(0);
    const porStatus = (status: Status): number => content.filter((a) => a.statusAgendamento === status).length;
    const aguardando = content.filter((a) => a.chegadaDoPaciente && ['PENDENTE', 'CONFIRMADO'].includes(a.statusAgendamento)).length;

    await signIn(page, 'admin');
    await page.goto('/#/dashboard');
    const hojeTile = page.getByTestId('inicio-hoje');
    await expect(hojeTile).toContainText('Agendamentos de hoje');
    await expect(hojeTile.locator('.ant-statistic-content')).toHaveText(String(content.length - porStatus('CANCELADO')));
    for (const [status, label] of Object.entries(STATUS) as [Status, string][]) {
      await expect(hojeTile.locator(`[data-status="${status}"]`)).toHaveText(`${label}: ${porStatus(status)}`);
    }
    await expect(page.getByTestId('inicio-aguardando').locator('.ant-statistic-content')).toHaveText(String(aguardando));

    // a status opens the agenda's list of today with that status, for every doctor
    await hojeTile.locator('[data-status="FINALIZADO"]').click();
    await expect.poll(() => routeOf(page)).toBe('/agendamentos');
    const search = new URLSearchParams(page.url().split('?')[1]);
    expect(Object.fromEntries(search)).toMatchObject({ modo: 'lista', visao: 'dia', data: hoje(), status: 'FINALIZADO', medico: '' });
  });

  test('a patient registered now counts among the new ones of the week and of today', async ({ page, request }) => {
    await signIn(page, 'admin');
    await page.goto('/#/dashboard');
    const tile = page.getByTestId('inicio-pacientes-novos');
    const semana = tile.locator('.ant-statistic').first().locator('.ant-statistic-content');
    const hojeValor = tile.locator('.ant-statistic').last().locator('.ant-statistic-content');
    await expect(semana).toHaveText(/^\d+$/);
    const [antesSemana, antesHoje] = [Number(await semana.textContent()), Number(await hojeValor.textContent())];

    await newPaciente(request, await apiToken(request, 'admin'), 'Paciente do Início');
    await page.reload();
    // at least this one more: specs running beside this one register patients of their own meanwhile
    // (the exact count is the api's tests' to check)
    await expect(semana).toHaveText(/^\d+$/);
    await expect.poll(async () => Number(await semana.textContent())).toBeGreaterThanOrEqual(antesSemana + 1);
    await expect.poll(async () => Number(await hojeValor.textContent())).toBeGreaterThanOrEqual(antesHoje + 1);
    await tile.click();
    await expect.poll(() => routeOf(page)).toBe('/pacientes');
  });
});
