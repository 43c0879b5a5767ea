import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, loginAs, signIn } from '../fixtures/portal.ts';
import { appointmentToday, auth, bookingIds, clinicDate, medicoId, openAgenda, pacientes } from '../fixtures/agenda.ts';
import { SUPERVISOR_PORT } from '../playwright.config.ts';

const HELENA = 'Dra. Helena Prado';

interface Agendamento {
  id: number;
  dataAgendamento: string;
}
interface Notificacao {
  idNotificacao: number;
  idAgendamento: number | null;
  tipoNotificacao: string | null;
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const toasts = (page: Page) => page.getByTestId('notificacao-toast');
const panel = (page: Page) => page.getByTestId('notificacoes-panel');

/** Clinic time (UTC−3, no daylight saving since 2019) of an instant: 'YYYY-MM-DD' and 'HH:mm'. */
const clinicParts = (ms: number) => {
  const iso = new Date(ms - 3 * 3600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
};

test.describe('notificações', () => {
  let recepcao: string;
  let helenaToken: string;
  let helena: number;
  let ids: { procedimentoId: number; tipoCompromissoId: number };
  let lista: { id: number; nome: string }[];

  const arrival = async (request: APIRequestContext, id: number): Promise<void> => {
    expect((await request.post(`/api/gerenciar/agendamento/pacienteChegou?id=${id}&chegou=true`, { ...auth(recepcao), data: {} })).status()).toBe(200);
  };
  const unread = async (request: APIRequestContext): Promise<Notificacao[]> =>
    (await (await request.get(`/api/gerenciar/notificacao/medico/${helena}`, auth(helenaToken))).json()) as Notificacao[];

  test.beforeEach(async ({ request }) => {
    recepcao = await apiToken(request, 'recepcao');
    helenaToken = await apiToken(request, 'medico');
    helena = await medicoId(request, recepcao, HELENA);
    ids = await bookingIds(request, recepcao);
    lista = await pacientes(request, recepcao);
    // Dra. Helena's demo reminders would land in the middle of these counts: off, and a clean list
    const gatilho = { medicoId: helena, horarioGatilho: null };
    expect((await request.post('/api/gerenciar/medico/cadastrarGatilhoLembrete', { ...auth(helenaToken), data: gatilho })).status()).toBe(200);
    expect((await request.get(`/api/gerenciar/notificacao/limparNotificacoesDoMedico/${helena}`, auth(helenaToken))).status()).toBe(200);
  });

  test('reception flags the arrival: the doctor’s open page shows the toast and the count, once per browser; marking read and Fechar todas', async ({
    browser,
    page,
    request,
  }) => {
    // arrival belongs to the appointment's day: two of today's, early in the morning (before any demo hour)
    const admin = await apiToken(request, 'admin');
    const primeiro = await appointmentToday(request, admin, HELENA, lista[5]!, { inicio: 6 * 60, fim: 6 * 60 + 30 });
    const segundo = await appointmentToday(request, admin, HELENA, lista[6]!, { inicio: 6 * 60 + 30, fim: 7 * 60 });

    await loginAs(page, 'medico');
    await expect(bell(page)).toHaveAttribute('data-count', '0');

    // reception, in its own browser, flags the arrival from the agenda
    const reception = await browser.newContext();
    const desk = await reception.newPage();
    await signIn(desk, 'recepcao');
    // the day view draws every appointment of the hour (the week, two side by side: other tests book today too)
    const calendar = await openAgenda(desk, { visao: 'dia', data: clinicDate(), medico: helena });
    await calendar.locator(`[data-agendamento-id="${primeiro.id}"]`).click();
    await desk.getByTestId('agendamento-botoes').getByRole('button', { name: 'Paciente chegou' }).click();
    await expect(desk.locator('.ant-notification-notice', { hasText: 'Chegada do paciente registrada.' })).toBeVisible();
    await reception.close();

    const toast = toasts(page).filter({ hasText: lista[5]!.nome });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Paciente chegou');
    await expect(bell(page)).toHaveAttribute('data-count', '1');

    // a reload lists the unread one again without toasting it again; the next arrival is toasted alone
    // (every toast that appears after the reload is written down, however briefly it stays)
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of Array.from(document.querySelectorAll('[data-testid="notificacao-toast"]'))) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await expect(bell(page)).toHaveAttribute('data-count', '1');
    await arrival(request, segundo.id);
    await expect(toasts(page).filter({ hasText: lista[6]!.nome })).toBeVisible();
    await expect(bell(page)).toHaveAttribute('data-count', '2');
    const seen = await page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
    expect(seen.some((text) => text.includes(lista[6]!.nome))).toBe(true);
    expect(seen.filter((text) => text.includes(lista[5]!.nome) || text.includes('e mais'))).toEqual([]);
    await bell(page).click();
    await expect(panel(page)).toContainText('Notificações não lidas.');
    const items = panel(page).getByTestId('notificacao-item');
    await expect(items).toHaveCount(2);
    await items.filter({ hasText: lista[5]!.nome }).getByRole('button', { name: 'Marcar como lida' }).click();
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(lista[6]!.nome);
    await expect(bell(page)).toHaveAttribute('data-count', '1');
    expect((await unread(request)).map((n) => n.idAgendamento)).toEqual([segundo.id]);

    await panel(page).getByRole('button', { name: 'Fechar todas' }).click();
    await expect(panel(page)).toContainText('Sem notificação para ler.');
    await expect(bell(page)).toHaveAttribute('data-count', '0');
    expect(await unread(request)).toEqual([]);

    // nothing read comes back with a new page
    await page.reload();
    await expect(page.getByTestId('top-nav')).toBeVisible();
    await expect(bell(page)).toHaveAttribute('data-count', '0');
    await segundo.cleanup();
    await primeiro.cleanup();
  });

  test('a reminder arrives at the doctor’s minute before the appointment', async ({ page, request }) => {
    // the administrator is a doctor without blocks: the next quarter hour at least two minutes ahead,
    // inside a schedule made for it
    const admin = await apiToken(request, 'admin');
    const adminId = await medicoId(request, admin, 'Administrador');
    const gatilho = (horarioGatilho: string | null) =>
      request.post('/api/gerenciar/medico/cadastrarGatilhoLembrete', { ...auth(admin), data: { medicoId: adminId, horarioGatilho } });
    const limpar = () => request.get(`/api/gerenciar/notificacao/limparNotificacoesDoMedico/${adminId}`, auth(admin));
    expect((await limpar()).status()).toBe(200);
    // (one that ends the same day: a booking cannot cross midnight)
    let slot = Math.ceil((Date.now() + 2 * 60_000) / (15 * 60_000)) * 15 * 60_000;
    if (clinicParts(slot + 15 * 60_000).day !== clinicParts(slot).day) slot += 15 * 60_000;
    const inicio = clinicParts(slot);
    const fim = clinicParts(slot + 15 * 60_000);
    const periodo = await request.post('/api/gerenciar/medico/cadastroDisponibilidade', {
      ...auth(admin),
      data: { medico: adminId, periodo: true, dataInicial: inicio.day, dataFinal: inicio.day, horaInicio: inicio.time, horaFim: fim.time },
    });
    expect([201, 409], await periodo.text()).toContain(periodo.status()); // 409: the weekend hours already hold it
    const periodoId = periodo.status() === 201 ? ((await periodo.json()) as { id: number }).id : undefined;
    const paciente = lista[7]!;
    const criado = await request.post('/api/gerenciar/agendamento/criar', {
      ...auth(admin),
      data: {
        ...ids,
        medicoId: adminId,
        pacienteId: paciente.id,
        ecirurgia: true,
        dataAgendamento: `${inicio.day}T${inicio.time}:00`,
        horaFinal: `${inicio.day}T${fim.time}:00`,
      },
    });
    expect(criado.status(), await criado.text()).toBe(201);
    const agendamento = (await criado.json()) as Agendamento;

    try {
      await loginAs(page, 'admin');
      // no count asserted here: the administrator's bell also holds the finance and stock alerts open at
      // this moment (the stock and finance specs' products below their minimum and bills due, rightly
      // left open); the reminder is found by its own toast, its own row and the api's one notification
      // of this appointment
      // reminders 59 minutes ahead: this appointment's minute has come
      expect((await gatilho('59')).status()).toBe(200);
      await expect(toasts(page).filter({ hasText: 'Lembrete de agendamento' }).first()).toBeVisible({ timeout: 15_000 });
      await bell(page).click();
      await expect(panel(page).getByTestId('notificacao-item').filter({ hasText: paciente.nome })).toHaveAttribute('data-tipo', 'LEMBRETE');
      const mine = (await (await request.get(`/api/gerenciar/notificacao/medico/${adminId}`, auth(admin))).json()) as Notificacao[];
      expect(mine.filter((n) => n.tipoNotificacao === null && n.idAgendamento === agendamento.id)).toHaveLength(1);
    } finally {
      // the demo administrator has no reminders: as it was, and nothing left unread for the next specs;
      // nor this quarter hour's schedule, which another run's whole-day one today would overlap
      await gatilho(null);
      await limpar();
      await request.post(`/api/gerenciar/agendamento/cancelarAgendamento?agendamentoId=${agendamento.id}`, {
        ...auth(admin),
        data: { motivoCancelamento: 'Teste: lembrete' },
      });
      if (periodoId) expect((await request.delete(`/api/gerenciar/medico/deletarDisponibilidade/${periodoId}`, auth(admin))).status()).toBe(200);
    }
  });

  test('the api restarts while the page is open: the socket comes back and what was sent meanwhile shows once', async ({ page, request }) => {
    const admin = await apiToken(request, 'admin');
    const antes = await appointmentToday(request, admin, HELENA, lista[8]!, { inicio: 7 * 60, fim: 7 * 60 + 30 });
    const durante = await appointmentToday(request, admin, HELENA, lista[9]!, { inicio: 7 * 60 + 30, fim: 8 * 60 });

    await loginAs(page, 'medico');
    await expect(bell(page)).toHaveAttribute('data-count', '0');
    await arrival(request, antes.id);
    await expect(toasts(page).filter({ hasText: lista[8]!.nome })).toBeVisible();
    await expect(bell(page)).toHaveAttribute('data-count', '1');
    await expect(toasts(page)).toHaveCount(0); // its 5 s are over

    const restart = await request.post(`http://127.0.0.1:${SUPERVISOR_PORT}/restart`);
    expect(restart.ok()).toBe(true);
    await expect.poll(async () => (await request.get('/api/ping/versao').catch(() => undefined))?.status(), { timeout: 60_000 }).toBe(200);
    // stored while the page's socket is still waiting to reconnect (2 s between attempts)
    await arrival(request, durante.id);

    const toast = toasts(page).filter({ hasText: lista[9]!.nome });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    // the notification from before the restart is in the unread list again, but not shown again
    await expect(toast).not.toContainText('e mais');
    await expect(toasts(page).filter({ hasText: lista[8]!.nome })).toHaveCount(0);
    await expect(bell(page)).toHaveAttribute('data-count', '2');
    await bell(page).click();
    await expect(panel(page).getByTestId('notificacao-item')).toHaveCount(2);
    await durante.cleanup();
    await antes.cleanup();
  });

  test.afterAll(async ({ request }) => {
    // Dra. Helena's demo setting back
    await request.post('/api/gerenciar/medico/cadastrarGatilhoLembrete', { ...auth(helenaToken), data: { medicoId: helena, horarioGatilho: '15' } });
  });
});
